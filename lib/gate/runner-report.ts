// The runner's own report (docs/design.md#gates): from a gate's log, what the test runner says
// it did — tests counted, passed, failed, skipped, todo — and the tests by name where the runner
// prints every one of them. Pure, line-anchored patterns (`[ \t]`, never `\s`), never throws.
// The summary lines are in lib/gate/runner-report-rules.ts; the per-test lines here.

import { stripAnsi } from '../text/index.js';
import { goJsonEvent, SUMMARY_RULES, type Counts } from './runner-report-rules.js';
import { nodeFilePoint, TEST_FILE_NAME, UNITTEST_FAILED_TEST, UNLOADED_RULES } from './runner-unloaded.js';

export type TestStatus = 'passed' | 'failed' | 'skipped' | 'todo';

export interface TestOutcome {
  readonly name: string;
  readonly status: TestStatus;
}

export interface RunnerReport {
  /** The runner(s) whose summary was read (`node --test`, `pytest`, `vitest+pytest`, …). */
  readonly runner: string;
  /** The summary line that carried the counts (the first, when several runners printed one). */
  readonly line: string;
  /** Tests the runner counted: passed + failed + skipped + todo (filtered-out tests are not counted). */
  readonly total: number;
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
  readonly todo: number;
  /** Every counted test by name, or null when the runner did not print each one (names kept as printed). */
  readonly tests: readonly TestOutcome[] | null;
  /**
   * Test files, modules, packages or targets the runner could not load or collect (a failed
   * import, a package that does not build), as printed. They are not tests: not in `tests`, not
   * in the counts (lib/gate/runner-unloaded.ts).
   */
  readonly unloaded: readonly string[];
}

/** At most this many test names are kept per report (a suite larger than that is compared by counts). */
export const MAX_REPORT_TESTS = 2000;
/** At most this many files not yet runnable are kept per report. */
const MAX_UNLOADED = 200;
const MAX_NAME_CHARS = 200;

type NameReader = (lines: readonly string[]) => TestOutcome[];

const indentOf = (line: string): number => line.length - line.trimStart().length;
const named = (name: string, status: TestStatus): TestOutcome => ({ name: name.trim().slice(0, MAX_NAME_CHARS), status });

/** node --test, TAP: `ok 1 - name`, `not ok 2 - name # SKIP`; parents (whose subtests came first) are not tests. */
const tapNames: NameReader = (lines) => {
  const out: TestOutcome[] = [];
  const path: string[] = [];
  let inYaml = -1;
  let lastPointIndent = -1;
  for (const line of lines) {
    const indent = indentOf(line);
    if (inYaml >= 0) {
      if (indent === inYaml && /^[ \t]*\.\.\.[ \t]*$/.test(line)) inYaml = -1;
      continue;
    }
    if (/^[ \t]*---[ \t]*$/.test(line)) {
      inYaml = indent;
      continue;
    }
    const sub = /^[ \t]*# Subtest: (.+)$/.exec(line);
    if (sub !== null) {
      path.length = Math.floor(indent / 4);
      path[Math.floor(indent / 4)] = sub[1] as string;
      continue;
    }
    const m = /^[ \t]*(not )?ok \d+(?: - (.*?))?(?: # (SKIP|TODO)\b.*)?$/i.exec(line);
    if (m === null) continue;
    const parent = lastPointIndent > indent;
    lastPointIndent = indent;
    // A file that failed outside its tests (its import failed) is not a test: the report lists it as unloaded.
    if (parent || (indent === 0 && nodeFilePoint(line) !== null)) continue;
    const prefix = path.slice(0, Math.floor(indent / 4)).filter((x) => x !== undefined);
    const directive = (m[3] ?? '').toUpperCase();
    // A test file that ran no test of its own (it exited early, or holds none) is reported as one
    // passing test named by its path: it tested nothing, so it counts as skipped.
    const emptyFile = m[1] === undefined && directive === '' && TEST_FILE_NAME.test(m[2] ?? '');
    const status: TestStatus = directive === 'SKIP' || emptyFile ? 'skipped' : directive === 'TODO' ? 'todo' : m[1] === undefined ? 'passed' : 'failed';
    out.push(named([...prefix, m[2] ?? ''].join(' > '), status));
  }
  return out;
};

/** node --test, spec reporter: `✔ name (1ms)`, `✖ name`, `﹣ name # SKIP`, `✔ name # TODO`; `▶ suite` opens a suite. */
const specNames: NameReader = (lines) => {
  const out: TestOutcome[] = [];
  const path: string[] = [];
  let lastPointIndent = -1;
  for (const line of lines) {
    if (/^[ \t]*✖ failing tests:[ \t]*$/.test(line)) break;
    const indent = indentOf(line);
    const suite = /^[ \t]*▶ (.+)$/.exec(line);
    if (suite !== null) {
      path.length = Math.floor(indent / 2);
      path[Math.floor(indent / 2)] = suite[1] as string;
      continue;
    }
    const m = /^[ \t]*(✔|✖|﹣) (.+?)(?: \([\d.]+m?s\))?(?: # (SKIP|TODO)\b.*)?$/.exec(line);
    if (m === null) continue;
    const parent = lastPointIndent > indent;
    lastPointIndent = indent;
    if (parent || (indent === 0 && nodeFilePoint(line) !== null)) continue;
    const directive = m[3] ?? (m[1] === '﹣' ? 'SKIP' : '');
    const status: TestStatus = directive === 'SKIP' ? 'skipped' : directive === 'TODO' ? 'todo' : m[1] === '✖' ? 'failed' : 'passed';
    out.push(named([...path.slice(0, Math.floor(indent / 2)), m[2] as string].join(' > '), status));
  }
  return out;
};

/** Lines of the form PATTERN → status, read in order (jest, mocha, vitest verbose, pytest -v, unittest -v, go test -v, cargo). */
function lineNames(patterns: ReadonlyArray<readonly [RegExp, (m: RegExpExecArray) => TestStatus | null]>, stop?: RegExp): NameReader {
  return (lines) => {
    const out: TestOutcome[] = [];
    for (const line of lines) {
      if (stop !== undefined && stop.test(line)) break;
      for (const [re, status] of patterns) {
        const m = re.exec(line);
        const s = m === null ? null : status(m);
        if (m !== null && s !== null) {
          out.push(named(m[1] as string, s));
          break;
        }
      }
    }
    return out;
  };
}

const always = (s: TestStatus) => (): TestStatus => s;

/** vitest's default reporter: one line per test file, `✓ test/a.test.js (3 tests) 4ms`, `❯ x.test.js (0 test)`. */
const VITEST_FILE_LINE = /^[ \t]*[✓❯×↓] \S+ \(\d+ tests?\b[^)]*\)(?: \d+m?s)?[ \t]*$/;

const vitestVerbose = lineNames([
  [/^[ \t]+✓ (.+?)(?: \d+m?s)?[ \t]*$/, always('passed')],
  [/^[ \t]+× (.+?)(?: \d+m?s)?[ \t]*$/, always('failed')],
  [/^[ \t]+↓ (.+?)(?: \[skipped\])?[ \t]*$/, always('skipped')],
  [/^[ \t]+□ (.+)$/, always('todo')],
]);

const goVerbose = lineNames([
  [/^[ \t]*--- PASS: (\S+) \(.*\)[ \t]*$/, always('passed')],
  [/^[ \t]*--- FAIL: (\S+) \(.*\)[ \t]*$/, always('failed')],
  [/^[ \t]*--- SKIP: (\S+) \(.*\)[ \t]*$/, always('skipped')],
]);

const NAME_READERS: Readonly<Record<string, NameReader>> = {
  'node --test': (lines) => {
    const tap = tapNames(lines);
    return tap.length > 0 ? tap : specNames(lines);
  },
  jest: lineNames([
    [/^[ \t]+✓ (.+?)(?: \(\d+ m?s\))?[ \t]*$/, always('passed')],
    [/^[ \t]+✕ (.+?)(?: \(\d+ m?s\))?[ \t]*$/, always('failed')],
    [/^[ \t]+○ skipped (.+)$/, always('skipped')],
    [/^[ \t]+✎ todo (.+)$/, always('todo')],
  ], /^[ \t]*● (?!Test suite failed to run[ \t]*$)/),
  // The default reporter lists test files (`✓ test/a.test.js (3 tests) 4ms`), not tests: no names.
  vitest: (lines) => (lines.some((l) => VITEST_FILE_LINE.test(l)) ? [] : vitestVerbose(lines)),
  mocha: lineNames([
    [/^[ \t]+[✔✓] (.+?)(?: \(\d+ms\))?[ \t]*$/, always('passed')],
    [/^[ \t]+\d+\) (.+)$/, always('failed')],
    [/^[ \t]+- (.+)$/, always('skipped')],
  ], /^[ \t]*\d+ passing\b/),
  pytest: lineNames([
    [/^(\S+::\S.*?) (PASSED|FAILED|ERROR|SKIPPED|XFAIL|XPASS)\b.*$/, (m) => pytestStatus(m[2] as string)],
  ]),
  unittest: lineNames([
    [/^(\w+ \([\w.]+\)) \.\.\. (ok|FAIL|ERROR|skipped\b.*|expected failure|unexpected success)[ \t]*$/, (m) => (UNITTEST_FAILED_TEST.test(m[1] as string) ? null : unittestStatus(m[2] as string))],
  ]),
  'go test': (lines) => {
    const json = lines.flatMap((l) => {
      const e = goJsonEvent(l);
      return e === null ? [] : [named(e.test, e.action === 'pass' ? 'passed' : e.action === 'fail' ? 'failed' : 'skipped')];
    });
    return json.length > 0 ? json : goVerbose(lines);
  },
  // `test tests::it_panics - should panic ... ok` is named without its attribute; a doc-test's name
  // has spaces (`src/lib.rs - add (line 3)`); `ignored, reason` carries the #[ignore] reason.
  'cargo test': lineNames([
    [/^test (.+?)(?: - should panic)? \.\.\. ok[ \t]*$/, always('passed')],
    [/^test (.+?)(?: - should panic)? \.\.\. FAILED[ \t]*$/, always('failed')],
    [/^test (.+?)(?: - should panic)? \.\.\. ignored\b.*$/, always('skipped')],
  ]),
};

function pytestStatus(word: string): TestStatus {
  if (word === 'PASSED' || word === 'XFAIL') return word === 'XFAIL' ? 'skipped' : 'passed';
  return word === 'SKIPPED' ? 'skipped' : word === 'XPASS' ? 'passed' : 'failed';
}

function unittestStatus(word: string): TestStatus {
  // An unexpected success fails the run (unittest says FAILED and exits 1).
  if (word === 'ok') return 'passed';
  if (word.startsWith('skipped') || word === 'expected failure') return 'skipped';
  return 'failed';
}

const sum = (a: Counts, b: Counts): Counts => ({
  passed: a.passed + b.passed,
  failed: a.failed + b.failed,
  skipped: a.skipped + b.skipped,
  todo: a.todo + b.todo,
});

/**
 * What the runner(s) in a gate's log report, or null when no runner printed a summary it knows
 * (a build, a linter, a script that echoes). Several summaries of one runner (a workspace run)
 * or of several runners add up. Names are kept only when they account for every counted test.
 */
export function runnerReport(logText: string): RunnerReport | null {
  const text = stripAnsi(logText.replace(/\r\n?/g, '\n'));
  const lines = text.split('\n');
  const found: { runner: string; line: string; counts: Counts }[] = [];
  for (const rule of SUMMARY_RULES) {
    const counts = rule.read(lines);
    if (counts !== null) found.push({ runner: rule.runner, line: counts.line.trim().slice(0, MAX_NAME_CHARS), counts: counts.counts });
  }
  const unloaded = unloadedFiles(lines, found);
  const first = found[0];
  if (first === undefined) return null;
  const total = found.map((f) => f.counts).reduce(sum);
  const count = total.passed + total.failed + total.skipped + total.todo;
  // A runner that printed a summary of zero tests (or only files it could not load) names none: the names are the other one's.
  const counted = found.filter((f) => f.counts.passed + f.counts.failed + f.counts.skipped + f.counts.todo > 0);
  const tests = counted.length === 0 ? [] : counted.length === 1 ? testsOf((counted[0] as (typeof found)[number]).runner, lines, count) : null;
  return { runner: found.map((f) => f.runner).join('+'), line: first.line, total: count, ...total, tests, unloaded };
}

/**
 * The files the runners could not load. Where a runner counts each as a failed test (node's
 * file point, pytest's collection error, unittest's _FailedTest), it is taken out of its counts;
 * a runner that printed no summary but such lines (vitest's `Tests  no tests`, cargo's compile
 * error, a go package that did not build) gets a report of zero tests. Mutates `found`.
 */
function unloadedFiles(lines: readonly string[], found: { runner: string; line: string; counts: Counts }[]): string[] {
  const out: string[] = [];
  for (const rule of UNLOADED_RULES) {
    const at = found.findIndex((f) => f.runner === rule.runner || f.runner.startsWith(`${rule.runner} (`));
    const files = rule.read(lines, at >= 0);
    if (files.length === 0) continue;
    out.push(...files.map((f) => f.name.slice(0, MAX_NAME_CHARS)));
    const had = found[at];
    if (had === undefined) found.push({ runner: rule.runner, line: (files[0] as { line: string }).line.slice(0, MAX_NAME_CHARS), counts: { passed: 0, failed: 0, skipped: 0, todo: 0 } });
    else if (rule.counted) found[at] = { ...had, counts: { ...had.counts, failed: Math.max(0, had.counts.failed - files.length) } };
  }
  return out.slice(0, MAX_UNLOADED);
}

function testsOf(runner: string, lines: readonly string[], count: number): TestOutcome[] | null {
  const reader = NAME_READERS[runner];
  if (reader === undefined || count === 0 || count > MAX_REPORT_TESTS) return count === 0 ? [] : null;
  const tests = reader(lines);
  return tests.length === count ? tests : null;
}

/** Tests that ran: passed or failed (not skipped, todo or filtered out). */
export const testsRun = (r: Pick<RunnerReport, 'passed' | 'failed'>): number => r.passed + r.failed;
