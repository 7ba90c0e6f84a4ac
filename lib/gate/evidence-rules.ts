// What test runners print when they ran tests and when they ran none: the table behind
// gateEvidence (lib/gate/evidence.ts; docs/design.md#gates). Each pattern matches one whole
// line of the gate's output (terminal escapes already removed), `m` flag, no `g`.

/** A line that shows tests ran: its capture groups are counts, and any count above 0 means tests ran (no group: the line alone does). */
export interface RanSignal {
  readonly line: RegExp;
  /** Counts taken from the matched line instead of the capture groups (`g` flag). */
  readonly counts?: RegExp;
}

export interface RunnerRule {
  /** The runner's name as reported (`node --test`, `vitest`, `pytest`, …). */
  readonly runner: string;
  /** Whether the gate's argv names this runner (its report wins when several runners said "none"). */
  readonly named: (argv: readonly string[]) => boolean;
  readonly ran: readonly RanSignal[];
  /** Lines that show the runner found nothing to run. */
  readonly none: readonly RegExp[];
}

const base = (word: string): string => word.slice(word.lastIndexOf('/') + 1).toLowerCase();
const has = (...words: string[]) => (argv: readonly string[]): boolean => argv.some((w) => words.includes(base(w)));
const sub = (program: string, word: string) => (argv: readonly string[]): boolean =>
  argv.some((w, i) => base(w) === program && argv.slice(i + 1).some((x) => x === word));

/** Counts of passed or failed tests in a summary line (`12 passed`, `1 failed`). */
const PASSED_FAILED = /(\d+) (?:passed|failed|errors?|xfailed|xpassed)\b/g;

export const RUNNER_RULES: readonly RunnerRule[] = [
  {
    runner: 'node --test',
    named: (argv) => argv.includes('--test'),
    // TAP (`# tests 3`) and the spec reporter (`ℹ tests 3`).
    ran: [{ line: /^[ \t]*(?:#|ℹ) tests (\d+)[ \t]*$/m }],
    none: [/^[ \t]*(?:#|ℹ) tests 0[ \t]*$/m],
  },
  {
    runner: 'vitest',
    named: has('vitest'),
    ran: [{ line: /^[ \t]*Tests?(?: Files)?[ \t]+\d+ (?:passed|failed)\b.*$/m, counts: /(\d+) (?:passed|failed)\b/g }],
    none: [/^[ \t]*No test files found\b.*$/m],
  },
  {
    runner: 'jest',
    named: has('jest'),
    ran: [{ line: /^[ \t]*Tests:[ \t]+.*\btotal[ \t]*$/m, counts: /(\d+) (?:passed|failed)\b/g }],
    none: [/^[ \t]*No tests found\b.*$/m, /^[ \t]*Tests:[ \t]+0 total[ \t]*$/m],
  },
  {
    runner: 'mocha',
    named: has('mocha'),
    ran: [{ line: /^[ \t]*(\d+) (?:passing|failing)\b.*$/m }],
    none: [/^[ \t]*0 passing\b.*$/m],
  },
  {
    runner: 'pytest',
    named: has('pytest', 'py.test'),
    ran: [
      { line: /^[= \t]*\d+ (?:passed|failed|errors?)\b.*\bin [\d.]+s\b.*$/m, counts: PASSED_FAILED },
      { line: /^collected (\d+) items?[ \t]*$/m },
    ],
    none: [/^[= \t]*no tests ran\b.*$/m, /^[= \t]*\d+ deselected in [\d.]+s\b.*$/m, /^collected 0 items[ \t]*$/m],
  },
  {
    runner: 'go test',
    named: sub('go', 'test'),
    ran: [
      { line: /^ok[ \t]+\S+[ \t]+(?:[\d.]+s|\(cached\))(?:[ \t]+coverage:.*)?[ \t]*$/m },
      { line: /^[ \t]*--- (?:PASS|FAIL): .*$/m },
      { line: /^FAIL[ \t]+\S+[ \t]+[\d.]+s[ \t]*$/m },
    ],
    none: [/^\?[ \t]+\S+[ \t]+\[no test files\][ \t]*$/m, /^testing: warning: no tests to run[ \t]*$/m, /^ok[ \t]+\S+[ \t]+\S+[ \t]+\[no tests to run\][ \t]*$/m],
  },
  {
    runner: 'cargo test',
    named: (argv) => sub('cargo', 'test')(argv) || sub('cargo', 'nextest')(argv),
    ran: [{ line: /^running (\d+) tests?[ \t]*$/m }, { line: /^test result: \w+\. (\d+) passed; (\d+) failed\b.*$/m }, { line: /^[ \t]*Summary \[.*\] (\d+) tests? run\b.*$/m }],
    none: [/^running 0 tests[ \t]*$/m, /^[ \t]*Starting 0 tests across\b.*$/m],
  },
  {
    runner: 'unittest',
    named: has('unittest'),
    ran: [{ line: /^Ran (\d+) tests? in [\d.]+s[ \t]*$/m }],
    none: [/^Ran 0 tests in [\d.]+s[ \t]*$/m, /^NO TESTS RAN\b.*$/m],
  },
  {
    runner: 'rspec',
    named: has('rspec'),
    ran: [{ line: /^(\d+) examples?, (\d+) failures?\b.*$/m }],
    none: [/^0 examples, 0 failures\b.*$/m],
  },
  {
    runner: 'phpunit',
    named: has('phpunit'),
    ran: [{ line: /^OK \((\d+) tests?, \d+ assertions?\)[ \t]*$/m }, { line: /^Tests: (\d+), Assertions: \d+.*$/m }],
    none: [/^No tests executed![ \t]*$/m],
  },
  {
    runner: 'dotnet test',
    named: sub('dotnet', 'test'),
    ran: [{ line: /^[ \t]*(?:Passed|Failed)![ \t]+-[ \t]+Failed:[ \t]+(\d+), Passed:[ \t]+(\d+).*$/m }, { line: /^[ \t]*Total tests: (\d+)[ \t]*$/m }],
    none: [/^[ \t]*No test is available in .*$/m],
  },
  {
    runner: 'maven',
    named: has('mvn', 'mvnw'),
    ran: [{ line: /^(?:\[\w+\][ \t]+)?Tests run: (\d+), Failures: (\d+)\b.*$/m }],
    none: [/^(?:\[\w+\][ \t]+)?Tests run: 0, Failures: 0\b.*$/m, /^(?:\[\w+\][ \t]+)?No tests to run\.[ \t]*$/m],
  },
  {
    runner: 'gradle',
    named: has('gradle', 'gradlew'),
    ran: [],
    none: [/^[ \t]*No tests found for given includes\b.*$/m],
  },
  {
    runner: 'ctest',
    named: has('ctest'),
    ran: [{ line: /^\d+% tests passed, \d+ tests? failed out of (\d+)[ \t]*$/m }],
    none: [/^No tests were found!!![ \t]*$/m],
  },
  {
    runner: 'bun test',
    named: sub('bun', 'test'),
    ran: [{ line: /^Ran (\d+) tests? across \d+ files?\b.*$/m }],
    none: [/^Ran 0 tests across \d+ files?\b.*$/m],
  },
  {
    runner: 'deno test',
    named: sub('deno', 'test'),
    ran: [{ line: /^(?:ok|FAILED) \| (\d+) passed\b.*\| (\d+) failed\b.*$/m }],
    none: [/^ok \| 0 passed \| 0 failed\b.*$/m],
  },
  {
    // The plain closing line any runner may print: `12 passed, 0 failed` (`, N skipped` may follow).
    runner: 'test runner',
    named: () => false,
    ran: [{ line: /^[ \t]*(?:\w+:[ \t]*)?(\d+) passed, (\d+) failed(?:, \d+ skipped)?[ \t]*$/m }],
    none: [/^[ \t]*(?:\w+:[ \t]*)?0 passed, 0 failed(?:, \d+ skipped)?[ \t]*$/m],
  },
];
