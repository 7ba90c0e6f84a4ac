// Evidence-typed gate verdicts in the run (docs/design.md#gates, #test-baseline): a finished gate
// whose exit code says pass but whose runner report says nothing was tested fails as
// `no-tests-ran`; one that reports failing tests with exit 0 as `failing-tests-exit-0`; a test
// gate that lost, skipped or broke tests of the baseline as `tests-removed`, `tests-skipped`,
// `tests-regressed`; one whose report vanished as `test-report-lost`. An impl phase whose
// passing attempt changed no file is passed with a `no-changes` warning.

import { judgeTests, noTestsRan, readRunnerReport, reportRecord } from '../../gate/evidence.js';
import type { GateLogReading } from '../../gate/log.js';
import { redactSecrets } from '../../secrets/index.js';
import type { GateEvidenceRecord, GateFailureReason, GateRecord, RunPhase, RunState, SpawnRecord, TestReportRecord } from '../../schema/run.js';
import { baselineReport, isBaselineGate } from './baseline-facts.js';

export interface GateVerdict {
  state: 'passed' | 'failed' | 'timed-out';
  reason?: GateFailureReason;
  evidence?: GateEvidenceRecord;
  report?: TestReportRecord;
}

/** The argv the gate was validated as (null: a Shell-Gate, or a command the phase no longer lists). */
function argvOf(p: RunPhase, g: GateRecord): readonly string[] | null {
  return [...p.gateCommands, ...p.fixGateCommands].find((c) => c.command === g.command)?.argv ?? null;
}

/** Whether baseline tests may go: the phase says it removes tests; for a final gate, any passed phase that does. */
function removalsAllowed(state: RunState, p: RunPhase, g: GateRecord): boolean {
  if (g.actionId.startsWith('final.')) return state.phases.some((x) => x.status === 'passed' && x.removesTests === true);
  return p.removesTests === true;
}

const redactAll = (names: readonly string[]): string[] => names.map((n) => redactSecrets(n));

/** A phase gate's report keeps its tests' names up to this many (FAIL_TO_PASS compares them; docs/design.md#fail-to-pass). */
export const MAX_NAMES_KEPT = 2_000;

type RunnerReport = NonNullable<ReturnType<typeof readRunnerReport>>;
type NoTestsLine = NonNullable<ReturnType<typeof noTestsRan>>;

/** The test baseline and a run on the old code are records, never verdicts. */
const recordOnly = (state: RunState, g: GateRecord): boolean =>
  isBaselineGate(state, g.actionId) || state.oldCode?.gates.some((o) => o.actionId === g.actionId) === true;

/** Names are kept where a later run is compared by name: the baseline, the old code, and a phase's gate up to MAX_NAMES_KEPT tests. */
const keptReport = (report: RunnerReport | null, baseline: boolean): { report?: TestReportRecord } =>
  report === null ? {} : { report: reportRecord(report, baseline || (report.tests?.length ?? Infinity) <= MAX_NAMES_KEPT) };

/** What the judgement names (tests, counts, the removals allowed, the tests that failed at the baseline too), redacted; empty parts left out. */
function judgedParts(judged: ReturnType<typeof judgeTests>): Omit<GateEvidenceRecord, 'runner' | 'line'> {
  return {
    ...(judged.tests.length === 0 ? {} : { tests: redactAll(judged.tests) }),
    ...(judged.counts === undefined ? {} : { counts: judged.counts }),
    ...(judged.allowed.length === 0 ? {} : { allowed: redactAll(judged.allowed) }),
    ...(judged.failedBefore.length === 0 ? {} : { failedBefore: redactAll(judged.failedBefore) }),
  };
}

/** The runner's own "nothing ran" line; it is quoted in events, retry tasks and escalations: redacted like the tail. */
const nothingRanEvidence = (none: NoTestsLine): GateEvidenceRecord => ({ runner: none.runner, line: none.line === null ? null : redactSecrets(none.line) });

/** The verdict of a phase gate (not a record-only one) from its report, judged against the baseline. */
function judgedVerdict(state: RunState, p: RunPhase, g: GateRecord, reading: GateLogReading & { state: GateVerdict['state'] }, text: string, report: RunnerReport | null): GateVerdict {
  const judged = judgeTests(report, { exitCode: reading.exitCode, baseline: baselineReport(state, g), removalsAllowed: removalsAllowed(state, p, g) });
  const said = judgedParts(judged);
  const line = report === null ? null : redactSecrets(report.line);
  const none = report === null ? noTestsRan(text, reading.exitCode, argvOf(p, g)) : null;
  // No report, but the runner's own "nothing ran" line (vitest's passWithNoTests): said as that, with the baseline's count.
  if (judged.reason === 'test-report-lost' && none !== null) return { state: 'failed', reason: 'no-tests-ran', evidence: { ...nothingRanEvidence(none), ...said } };
  if (judged.reason !== null) return { state: 'failed', reason: judged.reason, evidence: { runner: report?.runner ?? null, line, ...said } };
  if (none !== null) return { state: 'failed', reason: 'no-tests-ran', evidence: nothingRanEvidence(none) };
  const notes = Object.keys(said).length === 0 ? {} : { evidence: { runner: report?.runner ?? null, line, ...said } };
  return { state: reading.state, ...notes };
}

/**
 * The verdict of a finished gate: the log's exit state, except where the runner's own report
 * or the baseline says otherwise (see the module comment). A baseline gate is only recorded.
 */
export function gateVerdict(state: RunState, p: RunPhase, g: GateRecord, reading: GateLogReading & { state: GateVerdict['state'] }, text: string): GateVerdict {
  if (reading.state === 'timed-out') return { state: reading.state };
  const report = readRunnerReport(text);
  const baseline = recordOnly(state, g);
  const kept = keptReport(report, baseline);
  if (baseline) return { state: reading.state, ...kept };
  return { ...judgedVerdict(state, p, g, reading, text, report), ...kept };
}

/**
 * `{noChanges: true}` when an impl phase's passing work attempt is known to have changed no file;
 * else `{}`. Files changed alongside it that no result claimed may be its own (a sloppy result
 * lists no filesModified): then it is not known to have changed nothing. Neither is a phase
 * scoped to `.openforge/`, which the snapshot does not see.
 */
export function noChangesField(p: RunPhase, spawn: SpawnRecord): { noChanges?: true } {
  const unclaimed = spawn.unattributed?.length ?? 0;
  // A phase that may write only under `.openforge/` (the draft's planner writes the PRD there)
  // works where the tree snapshot does not look: it is not known to have changed nothing.
  if (p.files.length > 0 && p.files.every((f) => f.startsWith('.openforge/'))) return {};
  return p.type === 'impl' && spawn.role === 'work' && spawn.changed !== null && spawn.changed.length === 0 && unclaimed === 0 ? { noChanges: true } : {};
}
