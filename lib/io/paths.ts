import { join } from 'node:path';

/** Where the run index lives: OPENFORGE_HOME, else ~/.openclaw/workspace/.openforge (docs/design.md#run-state). */
export function openforgeHome(env: Readonly<Record<string, string | undefined>>, homeDir: string): string {
  const override = env.OPENFORGE_HOME;
  return override !== undefined && override !== '' ? override : join(homeDir, '.openclaw', 'workspace', '.openforge');
}
