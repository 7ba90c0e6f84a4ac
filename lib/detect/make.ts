// Makefile targets that build, test or lint (`make test`, …): the project's own entry points.

import type { CommandPurpose } from '../schema/detect.js';
import { type CommandCandidate, type EcosystemFindings, firstFile, type ProjectListing } from './shape.js';

const TARGETS: ReadonlyArray<[CommandPurpose, readonly string[]]> = [
  ['build', ['build', 'all']],
  ['test', ['test', 'check', 'tests']],
  ['lint', ['lint', 'vet']],
  ['typecheck', ['typecheck', 'types']],
  ['format', ['fmt-check', 'format-check']],
];

/** Explicit target names of a makefile (`name:` at the start of a line, not `:=` assignments or pattern rules). */
export function makeTargets(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const m = /^([A-Za-z0-9][A-Za-z0-9_.-]*(?:\s+[A-Za-z0-9][A-Za-z0-9_.-]*)*)\s*:(?![:=])/.exec(line);
    if (m === null) continue;
    for (const t of (m[1] as string).split(/\s+/)) if (!out.includes(t)) out.push(t);
  }
  return out;
}

export function detectMake(listing: ProjectListing): EcosystemFindings | null {
  const manifest = firstFile(listing, ['GNUmakefile', 'makefile', 'Makefile']);
  if (manifest === undefined) return null;
  const targets = makeTargets(listing.files.get(manifest) ?? '');
  const commands: CommandCandidate[] = [];
  for (const [purpose, names] of TARGETS) {
    const target = names.find((n) => targets.includes(n));
    if (target !== undefined) commands.push({ purpose, command: `make ${target}`, source: `${manifest} target ${target}` });
  }
  return { ecosystem: { name: 'make', manifest, packageManager: null, project: null }, languages: [], commands, sourceDirs: [], diagnostics: [] };
}
