// Python's unittest (docs.python.org/3/library/unittest.html): `Ran 3 tests in 0.001s` then
// `OK (skipped=1)` / `FAILED (failures=1)`; each test with `-v`; a module it could not load is
// a `_FailedTest`. Exit code 5 (Python 3.12+): no tests ran.

import { distinct, each, has, lineNames, n } from './read.js';
import type { Counts, TestRunner, TestStatus } from './types.js';

/** unittest's stand-in for a module (or name) it could not load: `test_x (unittest.loader._FailedTest.test_x)`. */
const UNITTEST_FAILED_TEST = /^(\S+) \(unittest\.loader\._FailedTest(?:\.\S+)?\)/;

/**
 * `Ran N tests in …` with the `OK (skipped=…)` / `FAILED (failures=…)` line after it. An
 * expected failure (`@unittest.expectedFailure`, `expected failures=1`) counts as skipped, as
 * pytest's XFAIL does here: the test ran and failed as documented, so it shows nothing working,
 * and counted as passed it would let a decorator turn a failing test into a pass. An unexpected
 * success is a failure (unittest itself says FAILED and exits 1 for it).
 */
function unittestBlock(m: RegExpExecArray, lines: readonly string[], i: number): Counts | null {
  const verdict = lines.slice(i + 1, i + 4).find((l) => /^(?:OK|FAILED)\b/.test(l));
  if (verdict === undefined) return null;
  const said = new Map<string, number>();
  for (const item of verdict.matchAll(/(?:^|[(,])[ \t]*([a-z][a-z ]*?)=(\d+)/g)) said.set(item[1] as string, Number(item[2]));
  const f = (key: string): number => said.get(key) ?? 0;
  const failed = f('failures') + f('errors') + f('unexpected successes');
  const skipped = f('skipped') + f('expected failures');
  return { passed: Math.max(0, n(m[1]) - failed - skipped), failed, skipped, todo: 0 };
}

function unittestStatus(word: string): TestStatus {
  // An unexpected success fails the run (unittest says FAILED and exits 1).
  if (word === 'ok') return 'passed';
  if (word.startsWith('skipped') || word === 'expected failure') return 'skipped';
  return 'failed';
}

export const runner: TestRunner = {
  runner: 'unittest',
  order: 60,
  programs: ['unittest'],
  profiles: {
    unittest: { subcommands: null, flags: ['-v', '--verbose', '-q', '--quiet', '-f', '--failfast', '-b', '--buffer',
      '-c', '--catch', '--locals', '--durations'], values: ['-s', '--start-directory', '-p', '--pattern', '-t', '--top-level-directory',
      '-k'], operands: true },
  },
  optionTypes: { 'unittest -p': 'pattern', 'unittest -t': 'path', 'unittest -s': 'path', 'unittest -k': 'pattern' },
  named: has('unittest'),
  ran: [{ line: /^Ran (\d+) tests? in [\d.]+s[ \t]*$/m }],
  none: [/^Ran 0 tests in [\d.]+s[ \t]*$/m, /^NO TESTS RAN\b.*$/m],
  noTestsExit: 5,
  summaries: [{ runner: 'unittest', read: each(/^Ran (\d+) tests? in [\d.]+s[ \t]*$/, unittestBlock) }],
  names: lineNames([
    [/^(\w+ \([\w.]+\)) \.\.\. (ok|FAIL|ERROR|skipped\b.*|expected failure|unexpected success)[ \t]*$/, (m) => (UNITTEST_FAILED_TEST.test(m[1] as string) ? null : unittestStatus(m[2] as string))],
  ]),
  // Its failure details always print `ERROR: test_x (unittest.loader._FailedTest.test_x)` (3.10 and older: `…_FailedTest)`).
  unloaded: { counted: true, read: (lines) => distinct(lines, (line) => (line.startsWith('ERROR: ') ? (UNITTEST_FAILED_TEST.exec(line.slice(7))?.[1] ?? null) : null)) },
};
