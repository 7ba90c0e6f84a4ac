// Which gates run tests (docs/design.md#test-baseline): those the baseline runs once on the
// untouched tree and whose runner report the later runs are compared with. Judged from the
// gate's words alone: a test runner by name (`pytest`, `vitest`, `go test`, `node --test`, …)
// or a script, target or file named for tests (`npm test`, `npm run test:unit`, `make test`,
// `sh test.sh`, `./run-tests`). Builds, linters and checks are not test gates. The runners' names
// and subcommands are in their records (lib/gate/runners/; their plain tables, generated).

import { base } from './runners/read.js';
import { RUNNER_PROGRAMS, RUNNER_SUBCOMMANDS } from './runners/tables.generated.js';

const TEST_PROGRAMS: ReadonlySet<string> = new Set(RUNNER_PROGRAMS);

/** A word named for tests: `test`, `tests`, `spec`, `test:unit`, `run-tests`, `test.sh`, `test_all.py`. */
const TEST_WORD = /(?:^|[^a-z])(?:tests?|specs?)(?:[^a-z]|$)/;

/** Whether a gate's words say it runs tests. `words`: the validated argv, or the Shell-Gate's words split on blanks. */
export function runsTests(words: readonly string[]): boolean {
  // `test -f x` and `[ … ]` are the shell's test utility, not a test run.
  const names = words.map(base).filter((w, i) => !(i === 0 && (w === 'test' || w === '[')));
  if (names.some((w) => TEST_PROGRAMS.has(w))) return true;
  if (words.includes('--test')) return true;
  if (RUNNER_SUBCOMMANDS.some(([program, sub]) => names.some((w, i) => w === program && names.slice(i + 1).includes(sub)))) return true;
  // An option value is no test script (`--reporter=spec`); a word of its own or a path is.
  return names.some((w) => !w.startsWith('-') && TEST_WORD.test(w));
}

/** The words of a gate: its argv when validated, else its command split on blanks and shell operators. */
export const gateWords = (command: string, argv: readonly string[] | null): readonly string[] =>
  argv ?? command.split(/[ \t;&|()]+/).filter((w) => w !== '');
