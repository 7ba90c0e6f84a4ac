// The OpenForge homes a command refused (`run`, `draft`: a home inside the project,
// paths.ts homeInProjectProblem): the launcher's code cache (code-cache.ts), written when
// the process exits, writes nothing under them. The command and the launcher are separate
// bundles, so the list is kept on a process-wide symbol.

import { resolve, sep } from 'node:path';

const VETOED = Symbol.for('openforge.code-cache.vetoed-homes');

function vetoed(): Set<string> {
  const store = globalThis as unknown as Record<symbol, Set<string> | undefined>;
  return (store[VETOED] ??= new Set());
}

/** Keep the code cache out of `home` for the rest of this process. */
export function vetoCodeCache(home: string): void {
  vetoed().add(resolve(home));
}

/** `file` lies under a home a command refused. */
export function codeCacheVetoed(file: string): boolean {
  const abs = resolve(file);
  for (const home of vetoed()) if (abs === home || abs.startsWith(home.endsWith(sep) ? home : `${home}${sep}`)) return true;
  return false;
}
