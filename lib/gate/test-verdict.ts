// A test gate judged on the runner's own report and the test baseline (docs/design.md#gates,
// #test-baseline): exit 0 is not a pass when every test was skipped, todo or filtered out
// (`no-tests-ran`), when the report shows failing tests (`failing-tests-exit-0`), when a test
// that ran at the baseline is gone (`tests-removed`) or now skipped (`tests-skipped`), when a
// test that passed at the baseline fails (`tests-regressed`), or when the baseline had a report
// and this run prints none (`test-report-lost`). Pure; compares by name where the runner names
// every test on both sides, else by count. A test file the runner could not load (`unloaded`: a
// failed import, a package that does not build) is not a test on either side: at the baseline it
// is not yet runnable, so its tests afterwards are new; in a run that exited 0 it fails the gate
// like a failing test, so that `cmd || true` cannot hide a broken import.

import { runnerReport, testsRun, type RunnerReport, type TestOutcome } from './runner-report.js';

export type TestEvidenceReason = 'no-tests-ran' | 'failing-tests-exit-0' | 'tests-removed' | 'tests-skipped' | 'tests-regressed' | 'test-report-lost';

/** What a report is kept as in the run state: counts always, names only where asked for (the baseline). */
export interface ReportRecord {
  readonly runner: string;
  readonly line: string;
  readonly total: number;
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
  readonly todo: number;
  readonly tests?: TestOutcome[];
  /** Test files the runner could not load (absent when none; runs recorded before this field have none). */
  readonly unloaded?: string[];
}

export interface TestJudgement {
  /** The failure, or null: the exit code decides. */
  readonly reason: TestEvidenceReason | null;
  /** The tests it is about (failing, removed, skipped, regressed), by name; empty when only counts are known. */
  readonly tests: readonly string[];
  /** Counts before (baseline) and after, when the verdict was by count. */
  readonly counts?: { readonly before: number; readonly after: number };
  /** Baseline tests removed or skipped by a phase that declares it removes tests: reported, not failed. */
  readonly allowed: readonly string[];
  /** Tests that failed at the baseline and fail now too: said, not held against the attempt. */
  readonly failedBefore: readonly string[];
}

export interface JudgeInput {
  readonly exitCode: number | null;
  /** The baseline's report of this gate: undefined = no baseline for it; null = it printed no report. */
  readonly baseline: ReportRecord | null | undefined;
  /** The phase declares it removes or renames tests (`Removes-Tests:`): removals are reported, not failed. */
  readonly removalsAllowed: boolean;
}

const NONE: TestJudgement = { reason: null, tests: [], allowed: [], failedBefore: [] };
const MAX_NAMED = 50;

export function reportRecord(r: RunnerReport, withNames: boolean): ReportRecord {
  const { tests, unloaded, ...counts } = r;
  const files = unloaded.length === 0 ? {} : { unloaded: unloaded.slice(0, MAX_NAMED) };
  return withNames && tests !== null ? { ...counts, tests: [...tests], ...files } : { ...counts, ...files };
}

/** How a file that did not load is named among failing tests. */
export const notLoaded = (file: string): string => `${file} (did not load)`;

const ran = (s: TestOutcome['status']): boolean => s === 'passed' || s === 'failed';

function byName(tests: readonly TestOutcome[]): Map<string, TestOutcome['status']> {
  const out = new Map<string, TestOutcome['status']>();
  // One name printed twice (two suites, same title): a failure or a run wins over a skip.
  const rank = { failed: 3, passed: 2, todo: 1, skipped: 0 } as const;
  for (const t of tests) {
    const had = out.get(t.name);
    if (had === undefined || rank[t.status] > rank[had]) out.set(t.name, t.status);
  }
  return out;
}

const cap = (names: string[]): string[] => names.slice(0, MAX_NAMED);

/** The comparison with the baseline by name: what disappeared, became skipped, or newly fails. */
function compareNames(before: readonly TestOutcome[], after: readonly TestOutcome[]): { removed: string[]; skipped: string[]; regressed: string[]; failedBefore: string[] } {
  const now = byName(after);
  const removed: string[] = [];
  const skipped: string[] = [];
  const regressed: string[] = [];
  const failedBefore: string[] = [];
  const then = byName(before);
  // A test skipped or todo now that was not at the baseline (a new one too) proves nothing: skipped.
  for (const [name, is] of now) if (!ran(is) && !then.has(name)) skipped.push(name);
  for (const [name, was] of then) {
    if (!ran(was)) continue;
    const is = now.get(name);
    if (is === undefined) removed.push(name);
    else if (!ran(is)) skipped.push(name);
    else if (is === 'failed') (was === 'passed' ? regressed : failedBefore).push(name);
  }
  return { removed, skipped, regressed, failedBefore };
}

/** Judge a finished test gate. `report` is the runner's report of this run (null: none printed). */
export function judgeTests(report: RunnerReport | null, input: JudgeInput): TestJudgement {
  const { exitCode, baseline } = input;
  if (exitCode === null) return NONE;
  const alone = report === null ? null : (failuresUnderExitZero(report, exitCode) ?? noTestsRan(report, exitCode, baseline));
  if (alone !== null) return alone;
  if (!ranTestsAtBaseline(baseline)) return NONE;
  if (report === null) return exitCode === 0 ? { ...NONE, reason: 'test-report-lost', counts: { before: testsRun(baseline), after: 0 } } : NONE;
  const unnamed = namesLost(report, exitCode, baseline);
  if (unnamed !== null) return unnamed;
  if (baseline.tests !== undefined && report.tests !== null) return judgeByName(baseline.tests, report.tests, input.removalsAllowed);
  return judgeByCount(report, baseline, input.removalsAllowed);
}

/** Whether the baseline has a report of this gate in which tests ran: only then is there something to compare with. */
function ranTestsAtBaseline(baseline: ReportRecord | null | undefined): baseline is ReportRecord {
  return baseline !== undefined && baseline !== null && testsRun(baseline) !== 0;
}

/** Exit 0 over failing tests, or over a test file that did not load (it fails like a failing test: exit 0 over it hides a broken import). */
function failuresUnderExitZero(report: RunnerReport, exitCode: number): TestJudgement | null {
  if (exitCode !== 0 || !(report.failed > 0 || report.unloaded.length > 0)) return null;
  const failingNames = report.tests?.filter((t) => t.status === 'failed').map((t) => t.name) ?? [];
  return { ...NONE, reason: 'failing-tests-exit-0', tests: cap([...failingNames, ...report.unloaded.map(notLoaded)]) };
}

/** A pass in which no test ran; pytest's and unittest's own "no tests" exit code 5 says the same as exit 0 with none run. */
function noTestsRan(report: RunnerReport, exitCode: number, baseline: ReportRecord | null | undefined): TestJudgement | null {
  const noneExit = exitCode === 0 || (exitCode === 5 && /^(?:pytest|unittest)$/.test(report.runner));
  if (!noneExit || testsRun(report) !== 0) return null;
  const gone = baseline?.tests?.filter((t) => ran(t.status)).map((t) => t.name) ?? [];
  return { ...NONE, reason: 'no-tests-ran', tests: cap(gone), ...(ranTestsAtBaseline(baseline) ? { counts: { before: testsRun(baseline), after: 0 } } : {}) };
}

/**
 * The baseline named every test it ran; a passing report that names none is not the same runner
 * report (a forged or replaced one), except where the runner itself names tests only for a single
 * file (jest's and vitest's default reporters): that one is judged by count.
 */
function namesLost(report: RunnerReport, exitCode: number, baseline: ReportRecord): TestJudgement | null {
  const namesOnlyForOneFile = report.runner === baseline.runner && /^(?:jest|vitest)$/.test(report.runner);
  const baselineNamed = baseline.tests !== undefined && baseline.tests.length > 0;
  if (exitCode !== 0 || !baselineNamed || report.tests !== null || namesOnlyForOneFile) return null;
  return { ...NONE, reason: 'test-report-lost', counts: { before: testsRun(baseline), after: testsRun(report) } };
}

/** Both sides name their tests: a regression first, then removed or skipped ones (reported only when the phase removes tests). */
function judgeByName(before: readonly TestOutcome[], after: readonly TestOutcome[], removalsAllowed: boolean): TestJudgement {
  const c = compareNames(before, after);
  const lost = [...c.removed, ...c.skipped];
  const failedBefore = cap(c.failedBefore);
  if (c.regressed.length > 0) return { ...NONE, reason: 'tests-regressed', tests: cap(c.regressed), failedBefore };
  if (lost.length > 0 && removalsAllowed) return { ...NONE, allowed: cap(lost), failedBefore };
  if (c.removed.length > 0) return { ...NONE, reason: 'tests-removed', tests: cap(c.removed), failedBefore };
  if (c.skipped.length > 0) return { ...NONE, reason: 'tests-skipped', tests: cap(c.skipped), failedBefore };
  return { ...NONE, failedBefore };
}

/** By count: a new phase adds tests, so only fewer tests run than at the baseline is evidence. */
function judgeByCount(report: RunnerReport, baseline: ReportRecord, removalsAllowed: boolean): TestJudgement {
  const before = testsRun(baseline);
  const after = testsRun(report);
  if (report.passed < baseline.passed && report.failed > baseline.failed) return { ...NONE, reason: 'tests-regressed', counts: { before: baseline.passed, after: report.passed } };
  if (after >= before) return moreSkipped(report, baseline, removalsAllowed) ?? NONE;
  if (removalsAllowed) return { ...NONE, counts: { before, after } };
  const reason = report.skipped + report.todo > baseline.skipped + baseline.todo ? 'tests-skipped' : 'tests-removed';
  return { ...NONE, reason, counts: { before, after } };
}

/** By count: more tests skipped or todo than at the baseline (new ones too) is tests-skipped, unless the phase removes tests. */
function moreSkipped(report: RunnerReport, baseline: ReportRecord, removalsAllowed: boolean): TestJudgement | null {
  const before = baseline.skipped + baseline.todo;
  const after = report.skipped + report.todo;
  return after > before && !removalsAllowed ? { ...NONE, reason: 'tests-skipped', counts: { before: testsRun(baseline), after: testsRun(report) } } : null;
}

/** The runner's report of a gate log (re-exported so that the run reads it through this lazy module). */
export const readRunnerReport = (logText: string): RunnerReport | null => runnerReport(logText);
