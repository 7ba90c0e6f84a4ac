// The runner's own report (docs/design.md#gates): from a gate's log, what the test runner says
// it did — tests counted, passed, failed, skipped, todo — and the tests by name where the runner
// prints every one of them. Pure, never throws. Each runner's summary, test and unloaded-file
// lines are in its record (lib/gate/runners/); a runner printing several summaries (one per
// package or test binary) adds up, except Maven, whose last "Tests run:" line is the total.

import { stripAnsi } from '../text/index.js';
import { MAX_NAME_CHARS } from './runners/read.js';
import { TEST_RUNNERS } from './runners/test-runners.js';
import type { Counts, NameReader, TestOutcome } from './runners/types.js';

export type { TestOutcome } from './runners/types.js';

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
   * in the counts (each runner record's `unloaded`, lib/gate/runners/).
   */
  readonly unloaded: readonly string[];
}

/** At most this many test names are kept per report (a suite larger than that is compared by counts). */
export const MAX_REPORT_TESTS = 2000;
/** At most this many files not yet runnable are kept per report. */
const MAX_UNLOADED = 200;

const SUMMARY_RULES = TEST_RUNNERS.flatMap((r) => r.summaries ?? []);
const UNLOADED_RULES = TEST_RUNNERS.flatMap((r) => (r.unloaded === undefined ? [] : [{ runner: r.runner, ...r.unloaded }]));
const NAME_READERS: ReadonlyMap<string, NameReader> = new Map(TEST_RUNNERS.flatMap((r) => (r.names === undefined ? [] : [[r.runner, r.names] as const])));

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
  const reader = NAME_READERS.get(runner);
  if (reader === undefined || count === 0 || count > MAX_REPORT_TESTS) return count === 0 ? [] : null;
  const tests = reader(lines);
  return tests.length === count ? tests : null;
}

/** Tests that ran: passed or failed (not skipped, todo or filtered out). */
export const testsRun = (r: Pick<RunnerReport, 'passed' | 'failed'>): number => r.passed + r.failed;
