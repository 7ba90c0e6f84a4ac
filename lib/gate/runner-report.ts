// The runner's own report (docs/design.md#gates): from a gate's log, what the test runner says
// it did — tests counted, passed, failed, skipped, todo — and the tests by name where the runner
// prints every one of them. Pure, line-anchored patterns (`[ \t]`, never `\s`), never throws.
// The summary lines are in lib/gate/runner-report-rules.ts; the per-test lines here.

import { stripAnsi } from '../text/index.js';
import { goJsonEvent, SUMMARY_RULES, type Counts } from './runner-report-rules.js';

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
}

/** At most this many test names are kept per report (a suite larger than that is compared by counts). */
export const MAX_REPORT_TESTS = 2000;
const MAX_NAME_CHARS = 200;

type NameReader = (lines: readonly string[]) => TestOutcome[];

/** A node --test point named by a test file's path (`/proj/test/x.test.js`, `test\\x.test.mjs`). */
const TEST_FILE_NAME = /^(?:[A-Za-z]:)?[\\/]?(?:[^ ]*[\\/])?[^ \\/]+\.(?:[cm]?js|[cm]?ts|jsx|tsx)$/;

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
    if (parent) continue;
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
    if (parent) continue;
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
  ], /^[ \t]*● /),
  vitest: lineNames([
    [/^[ \t]+✓ (.+?)(?: \d+m?s)?[ \t]*$/, always('passed')],
    [/^[ \t]+× (.+?)(?: \d+m?s)?[ \t]*$/, always('failed')],
    [/^[ \t]+↓ (.+?)(?: \[skipped\])?[ \t]*$/, always('skipped')],
  ]),
  mocha: lineNames([
    [/^[ \t]+[✔✓] (.+?)(?: \(\d+ms\))?[ \t]*$/, always('passed')],
    [/^[ \t]+\d+\) (.+)$/, always('failed')],
    [/^[ \t]+- (.+)$/, always('skipped')],
  ], /^[ \t]*\d+ passing\b/),
  pytest: lineNames([
    [/^(\S+::\S.*?) (PASSED|FAILED|ERROR|SKIPPED|XFAIL|XPASS)\b.*$/, (m) => pytestStatus(m[2] as string)],
  ]),
  unittest: lineNames([
    [/^(\w+ \([\w.]+\)) \.\.\. (ok|FAIL|ERROR|skipped\b.*|expected failure|unexpected success)[ \t]*$/, (m) => unittestStatus(m[2] as string)],
  ]),
  'go test': (lines) => {
    const json = lines.flatMap((l) => {
      const e = goJsonEvent(l);
      return e === null ? [] : [named(e.test, e.action === 'pass' ? 'passed' : e.action === 'fail' ? 'failed' : 'skipped')];
    });
    return json.length > 0 ? json : goVerbose(lines);
  },
  'cargo test': lineNames([
    [/^test (\S+) \.\.\. ok[ \t]*$/, always('passed')],
    [/^test (\S+) \.\.\. FAILED[ \t]*$/, always('failed')],
    [/^test (\S+) \.\.\. ignored\b.*$/, always('skipped')],
  ]),
};

function pytestStatus(word: string): TestStatus {
  if (word === 'PASSED' || word === 'XFAIL') return word === 'XFAIL' ? 'skipped' : 'passed';
  return word === 'SKIPPED' ? 'skipped' : word === 'XPASS' ? 'passed' : 'failed';
}

function unittestStatus(word: string): TestStatus {
  if (word === 'ok' || word === 'unexpected success') return 'passed';
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
  const first = found[0];
  if (first === undefined) return null;
  const total = found.map((f) => f.counts).reduce(sum);
  const count = total.passed + total.failed + total.skipped + total.todo;
  const tests = found.length === 1 ? testsOf(first.runner, lines, count) : null;
  return { runner: found.map((f) => f.runner).join('+'), line: first.line, total: count, ...total, tests };
}

function testsOf(runner: string, lines: readonly string[], count: number): TestOutcome[] | null {
  const reader = NAME_READERS[runner];
  if (reader === undefined || count === 0 || count > MAX_REPORT_TESTS) return count === 0 ? [] : null;
  const tests = reader(lines);
  return tests.length === count ? tests : null;
}

/** Tests that ran: passed or failed (not skipped, todo or filtered out). */
export const testsRun = (r: Pick<RunnerReport, 'passed' | 'failed'>): number => r.passed + r.failed;
