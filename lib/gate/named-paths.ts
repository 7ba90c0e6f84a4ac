// The project paths a gate names: every word of its argv, and every option or assignment
// value, that could be a relative path inside the project — the script a gate runs
// (`sh tools/check.sh`, `./bin/lint`, `node dist/cli.js`), the makefile or config it loads
// (`make -f local.mk`, `--config=ci/vitest.ts`). The scope check hashes those that exist,
// although the tree walk skips gitignored and build-output folders, so a child cannot plant
// what a gate then executes. Pure; over-inclusive by design (a word that names no file costs
// one lstat).

import { scanShell } from './scan.js';
import { splitSubCommands } from './segments.js';

const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;
/** Characters that make a word a pattern, an expansion or an escape rather than one path. */
const NOT_A_PATH = /[*?[\]{}~$`\\\0]/;
const MAX_PATH = 255;

/** `word` as a '/'-separated path relative to the project, or null (absolute, outside, an option, a pattern). */
export function projectPath(word: string): string | null {
  if (word === '' || word.startsWith('-') || word.startsWith('/') || word.length > MAX_PATH || NOT_A_PATH.test(word)) return null;
  const parts = word.split('/').filter((p) => p !== '' && p !== '.');
  if (parts.length === 0 || parts.includes('..')) return null;
  return parts.join('/');
}

/** The relative paths `gate` names, sorted, without duplicates. A Shell-Gate (argv null) is split by the same lexer. */
export function pathsNamedByGate(gate: { readonly command: string; readonly argv: readonly string[] | null }): string[] {
  const words = gate.argv ?? splitSubCommands(gate.command, scanShell(gate.command)).flatMap((c) => c.words.map((w) => w.value));
  const out = new Set<string>();
  for (const word of words) {
    const valued = word.startsWith('-') || ASSIGNMENT.test(word);
    if (valued && !word.includes('=')) continue; // a plain option
    const path = projectPath(valued ? word.slice(word.indexOf('=') + 1) : word);
    if (path !== null) out.add(path);
  }
  return [...out].sort();
}

/**
 * Long options whose value is a file or folder the program writes: those lib/gate/option-types.ts
 * types `output`, and the folders lib/gate/pin-paths.ts counts as written (the test keeps the lists
 * in step). Spelled out here rather than read off the tables, which every `next` would then load.
 */
export const OUTPUT_OPTIONS: ReadonlySet<string> = new Set([
  '--coverage-clover', '--junit-path', '--junit-xml', '--junitxml', '--log-junit', '--out', '--output', '--output-file', '--output-junit',
  '--outputFile', '--test-reporter-destination', '--target-dir', '--cache-dir', '--outDir', '--coverage-dir', '--coverageDirectory',
  '--results-directory', '--reports-dir', '--report-dir', '--temp-directory', '--scratch-path', '--data-file', '--coverage-path',
]);

/**
 * The paths a gate names less the destinations it writes (`--junitxml reports/junit.xml`): what
 * it runs or loads, hashed by the snapshot although ignored. A report the gate itself writes is
 * no one's change, and the pins keep it from being written through a link.
 */
export function pathsLoadedByGate(gate: { readonly command: string; readonly argv: readonly string[] | null }): string[] {
  const words = gate.argv ?? [];
  const written = new Set<string>();
  words.forEach((word, i) => {
    const eq = word.indexOf('=');
    const value = eq > 0 && OUTPUT_OPTIONS.has(word.slice(0, eq)) ? word.slice(eq + 1) : OUTPUT_OPTIONS.has(word) ? words[i + 1] : undefined;
    const path = value === undefined ? null : projectPath(value);
    if (path !== null) written.add(path);
  });
  return pathsNamedByGate(gate).filter((p) => !written.has(p));
}
