// The run's events (`events.jsonl`): facts, appended one per line; the state is their fold.

import Type, { type Static } from 'typebox';
import { Closed } from './common.js';
import { RunFinding } from './result.js';
import {
  AssertionCountRecord,
  SurfaceEditRecord,
  CollectedFields,
  Count,
  Decision,
  ErosionCheck,
  EscalationReasonSchema,
  ErosionOutcome,
  FrozenPhase,
  GateEvidenceRecord,
  GateFailureReason,
  TestReportRecord,
  GateIssueFields,
  Millis,
  Nullable,
  RunIdentityFields,
  SpawnFailureSource,
  SpawnIssueFields,
} from './run-base.js';
import { UsageLimit } from './usage-limit.js';
import { SpawnUsage } from './spend.js';
import { EscalationFacts } from './escalation-facts.js';
import { AttemptFailure } from './attempt-failure.js';
import { LoggedSpawnProblem } from './spawn-problem.js';
import { LoggedUnmetCriterion } from './unmet-criterion.js';
import { LookPoint } from './late-change.js';

/** `seq` counts from 1; `at` is the clock. */
const EventBase = { seq: Type.Integer({ minimum: 1 }), at: Millis };

export const RunStartedEvent = Type.Object(
  {
    ...EventBase,
    type: Type.Literal('run-started'),
    runId: Type.String(),
    ...RunIdentityFields,
    phases: Type.Array(FrozenPhase),
  },
  Closed,
);

export const SpawnIssuedEvent = Type.Object(
  {
    ...EventBase,
    type: Type.Literal('spawn-issued'),
    phase: Type.String(),
    ...SpawnIssueFields,
    /** Set when `resume` reissued the spawn of an earlier action. */
    reissueOf: Nullable(Type.String()),
  },
  Closed,
);

export const SpawnConfirmedEvent = Type.Object(
  {
    ...EventBase,
    type: Type.Literal('spawn-confirmed'),
    actionId: Type.String(),
    sessionKey: Type.String(),
    /** The model OpenClaw reported for the child (`resolvedModel` of sessions_spawn); absent = not reported. */
    reportedModel: Type.Optional(Type.String()),
    /** A collector child's run id (sessions_spawn's `runId`); absent: not reported. */
    collectorRunId: Type.Optional(Type.String()),
  },
  Closed,
);

/** A collector child's terminal state, as the agent read it from `agents_wait` (docs/design.md#collectors). */
export const SpawnCollectedEvent = Type.Object(
  {
    ...EventBase,
    type: Type.Literal('spawn-collected'),
    actionId: Type.String(),
    ...CollectedFields,
  },
  Closed,
);

/** What a spawn produced: an accepted envelope, or why it counts as failed. */
export const SpawnResultEvent = Type.Object(
  {
    ...EventBase,
    type: Type.Literal('spawn-result'),
    actionId: Type.String(),
    outcome: Type.Enum(['accepted', 'invalid', 'timed-out']),
    status: Nullable(Type.Enum(['DONE', 'BLOCKED', 'ERROR'])),
    summary: Nullable(Type.String()),
    findings: Type.Array(RunFinding),
    filesModified: Type.Array(Type.String()),
    /** Review verdict (review role only). */
    verdict: Nullable(Type.Enum(['PASS', 'FAIL'])),
    /** What is wrong with the result (a string: the sentence an older version logged). */
    problems: Type.Array(LoggedSpawnProblem),
    /** The phase's acceptance criteria the result did not show as met, and why (absent: none). */
    unmet: Type.Optional(Type.Array(LoggedUnmetCriterion)),
    /** Every unmet criterion is unclear or left out, none marked not met: the child may be asked once (absent: not so). */
    unclearOnly: Type.Optional(Type.Literal(true)),
  },
  Closed,
);

/**
 * A spawn that produced no work: its sessions_spawn call failed (`spawned --error-file`), or its
 * child's result says it hit a usage limit. Not a failed attempt: the spawn is issued again for
 * the same attempt (at once for another spawn error, after `resume` for a limit).
 */
export const SpawnFailedEvent = Type.Object(
  {
    ...EventBase,
    type: Type.Literal('spawn-failed'),
    actionId: Type.String(),
    source: SpawnFailureSource,
    /** The error text (bounded, secrets redacted). */
    error: Type.String(),
    /** The usage limit the text reports; null for another spawn error. */
    limit: Nullable(UsageLimit),
    /** The spawn's model, when the error says the host refused it (not usable): later spawns route around it. */
    refusedModel: Type.Optional(Type.String()),
  },
  Closed,
);

/**
 * The exec that asks OpenClaw what a finished child used (`sessions.usage` for its session),
 * written to `logFile` the way a gate's output is (docs/design.md#budgets).
 */
export const UsageIssuedEvent = Type.Object(
  {
    ...EventBase,
    type: Type.Literal('usage-issued'),
    /** The spawn whose child's usage is asked for. */
    actionId: Type.String(),
    logFile: Type.String(),
    notBefore: Type.Optional(Millis),
  },
  Closed,
);

/** What a child used, read from its usage log, or why it is unknown. */
export const UsageRecordedEvent = Type.Object(
  { ...EventBase, type: Type.Literal('usage-recorded'), actionId: Type.String(), usage: SpawnUsage },
  Closed,
);

export const GateIssuedEvent = Type.Object(
  {
    ...EventBase,
    type: Type.Literal('gate-issued'),
    phase: Type.String(),
    ...GateIssueFields,
  },
  Closed,
);

/** A gate of the run, run once more on the final tree before the run completes (`phase`: the phase that owns it). */
export const FinalGateIssuedEvent = Type.Object(
  {
    ...EventBase,
    type: Type.Literal('final-gate-issued'),
    phase: Type.String(),
    ...GateIssueFields,
  },
  Closed,
);

/** A gate of the test baseline, run once on the untouched tree before the first spawn (`phase`: the phase that owns it). */
export const BaselineGateIssuedEvent = Type.Object(
  {
    ...EventBase,
    type: Type.Literal('baseline-gate-issued'),
    phase: Type.String(),
    ...GateIssueFields,
  },
  Closed,
);

/**
 * A phase's test gate, run once on the code before the phase (docs/design.md#fail-to-pass): in
 * `scratch`, a copy of the final tree with the phase's changed source files `reverted`.
 */
export const OldCodeGateIssuedEvent = Type.Object(
  {
    ...EventBase,
    type: Type.Literal('old-code-gate-issued'),
    phase: Type.String(),
    ...GateIssueFields,
    scratch: Type.String(),
    reverted: Type.Array(Type.String()),
    tests: Type.Array(Type.String()),
    passedBefore: Count,
    passedAfter: Count,
  },
  Closed,
);

/** A phase's check on the old code that could not be laid out (`path`: the file whose old content was not kept). */
export const OldCodeSkippedEvent = Type.Object(
  {
    ...EventBase,
    type: Type.Literal('old-code-skipped'),
    phase: Type.String(),
    command: Type.String(),
    why: Type.Enum(['not-kept', 'layout-failed']),
    path: Type.Optional(Type.String()),
  },
  Closed,
);

export const GateFinishedEvent = Type.Object(
  {
    ...EventBase,
    type: Type.Literal('gate-finished'),
    actionId: Type.String(),
    state: Type.Enum(['passed', 'failed', 'timed-out']),
    exitCode: Nullable(Type.Integer()),
    tail: Type.String(),
    fingerprint: Type.String(),
    /** Set when the gate failed on its output's evidence, not its exit code (`no-tests-ran`). */
    reason: Type.Optional(GateFailureReason),
    evidence: Type.Optional(GateEvidenceRecord),
    /** Acceptance criteria a passed test in its output is named after (absent: none; docs/design.md#completion). */
    witnessed: Type.Optional(Type.Array(Type.Object({ criterion: Type.String(), test: Type.String() }, Closed))),
    /** What the test runner reported (absent: no runner report in the log). */
    report: Type.Optional(TestReportRecord),
    /** When the gate ran, as its log's own lines say (ms epoch, `date +%s`); absent when the log did not say. */
    ranFrom: Type.Optional(Millis),
    ranTo: Type.Optional(Millis),
  },
  Closed,
);

/** The current attempt failed; the engine retries or escalates next. */
export const AttemptFailedEvent = Type.Object(
  {
    ...EventBase,
    type: Type.Literal('attempt-failed'),
    phase: Type.String(),
    /** Why, as a code and its data (absent in a log written before the facts were recorded). */
    failure: Type.Optional(AttemptFailure),
    /** The sentence an older version logged instead of `failure`, kept as it was. */
    reason: Type.Optional(Type.String()),
    fingerprint: Nullable(Type.String()),
    gateTail: Nullable(Type.String()),
    findings: Type.Array(RunFinding),
  },
  Closed,
);

/**
 * A DONE result that said of no criterion "not met" but of some nothing readable: not a failed
 * attempt; the same attempt is spawned once more with the question (docs/design.md#results).
 */
export const AcceptanceAskedEvent = Type.Object(
  {
    ...EventBase,
    type: Type.Literal('acceptance-asked'),
    phase: Type.String(),
    /** The spawn whose result is asked about. */
    actionId: Type.String(),
    /** The unclear criteria (as in `unmet`). */
    criteria: Type.Array(LoggedUnmetCriterion),
  },
  Closed,
);

export const ReviewFoundEvent = Type.Object(
  {
    ...EventBase,
    type: Type.Literal('review-found'),
    phase: Type.String(),
    cycle: Type.Integer({ minimum: 1 }),
    findings: Type.Array(RunFinding),
  },
  Closed,
);

export const FixDoneEvent = Type.Object(
  { ...EventBase, type: Type.Literal('fix-done'), phase: Type.String(), cycle: Type.Integer({ minimum: 1 }) },
  Closed,
);

/** The files a spawn's attempt changed (snapshot diff), and those outside its scope. */
export const ChangesRecordedEvent = Type.Object(
  {
    ...EventBase,
    type: Type.Literal('changes-recorded'),
    actionId: Type.String(),
    changed: Type.Array(Type.String()),
    outside: Type.Array(Type.String()),
    /** Changed in a parallel wave but claimed by no phase's result. */
    unattributed: Type.Array(Type.String()),
    /** Files the result claims that the snapshot does not give this attempt: recorded as a note, never a failure. */
    unconfirmed: Type.Optional(Type.Array(Type.String())),
    /**
     * Changes a child whose attempt had already ended (timed out, or abandoned by `resume`) may
     * have made, by that child's spawn: not held against this attempt; they fail the final verification.
     */
    orphaned: Type.Optional(Type.Array(Type.Object({ actionId: Type.String(), files: Type.Array(Type.String()) }, Closed))),
    /** The changed test files' assertions at the run's start and now, where counted (absent: none). */
    assertions: Type.Optional(Type.Array(AssertionCountRecord)),
    /** How the attempt changed each file of what checks the work, against its scope baseline (absent: not read, or none changed). */
    edits: Type.Optional(Type.Array(SurfaceEditRecord)),
  },
  Closed,
);

export const ErosionMeasuredEvent = Type.Object(
  { ...EventBase, type: Type.Literal('erosion-measured'), phase: Type.String(), check: ErosionCheck },
  Closed,
);

/** The erosion check flagged the work: a refactoring sub-phase runs before the phase can pass. */
export const RefactorInsertedEvent = Type.Object(
  { ...EventBase, type: Type.Literal('refactor-inserted'), phase: Type.String() },
  Closed,
);

export const PhaseStartedEvent = Type.Object(
  { ...EventBase, type: Type.Literal('phase-started'), phase: Type.String() },
  Closed,
);

export const PhasePassedEvent = Type.Object(
  {
    ...EventBase,
    type: Type.Literal('phase-passed'),
    phase: Type.String(),
    summary: Nullable(Type.String()),
    /** The erosion check's verdict. */
    erosion: ErosionOutcome,
    /** An impl phase whose passing attempt changed no file (a warning, not a failure). */
    noChanges: Type.Optional(Type.Literal(true)),
  },
  Closed,
);

export const PhaseSkippedEvent = Type.Object(
  { ...EventBase, type: Type.Literal('phase-skipped'), phase: Type.String(), reason: Type.Enum(['skip-flag', 'only']) },
  Closed,
);

export const ApprovalRequestedEvent = Type.Object(
  { ...EventBase, type: Type.Literal('approval-requested'), phase: Type.String() },
  Closed,
);

export const DecisionRecordedEvent = Type.Object(
  {
    ...EventBase,
    type: Type.Literal('decision-recorded'),
    phase: Type.String(),
    decision: Decision,
    note: Nullable(Type.String()),
    /** Phases reset to pending by a rejection (the On-Reject phase and what depends on it). */
    reset: Type.Array(Type.String()),
  },
  Closed,
);

export const RunEscalatedEvent = Type.Object(
  {
    ...EventBase,
    type: Type.Literal('run-escalated'),
    phase: Type.String(),
    reason: EscalationReasonSchema,
    /** What failed, how often, against which budget: facts, worded by lib/text/escalation-detail.ts. */
    facts: Type.Optional(EscalationFacts),
    /** The reason in one sentence, as logs written before the facts were recorded carry it. */
    detail: Type.Optional(Type.String()),
    /** The gate output the escalation quotes (redacted), null when there is none. */
    gateOutput: Nullable(Type.String()),
  },
  Closed,
);

export const RunResumedEvent = Type.Object(
  {
    ...EventBase,
    type: Type.Literal('run-resumed'),
    /** Phases reset to pending with fresh attempts (`--phase`, or the escalated phase). */
    reset: Type.Array(Type.String()),
    /** In-flight spawn actions abandoned so that `next` issues them again. */
    reissue: Type.Array(Type.String()),
    /** New budget limits (raised when the run had stopped on a budget). */
    maxSpawns: Count,
    maxDurationSeconds: Nullable(Type.Integer({ minimum: 1 })),
    /** New token and money budgets (absent: unchanged, or none). */
    maxTokens: Type.Optional(Type.Integer({ minimum: 1 })),
    maxCost: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
    /** The run had stopped because OpenClaw reported no figures to count a budget with, and the human went on: only known figures count from now. */
    usageUnknownAccepted: Type.Optional(Type.Literal(true)),
    /** The human's answer (`resume --note-file`); absent in older logs. */
    note: Type.Optional(Nullable(Type.String())),
  },
  Closed,
);

/** The user confirmed the run's `confirmGates` (`decide RUN --gates approve`); a refusal cancels the run. */
export const GatesConfirmedEvent = Type.Object(
  { ...EventBase, type: Type.Literal('gates-confirmed') },
  Closed,
);

export const RunCancelledEvent = Type.Object(
  {
    ...EventBase,
    type: Type.Literal('run-cancelled'),
    /** The human's note (an older log's refused gate confirmation: its sentence, with the note). */
    note: Nullable(Type.String()),
    /** Cancelled by refusing the run's gate confirmation (absent: by `cancel`). */
    gatesRefused: Type.Optional(Type.Literal(true)),
    /** Where the summary of the cancelled run is written (absent in older logs: none was). */
    summaryFile: Type.Optional(Type.String()),
  },
  Closed,
);

export const RunCompletedEvent = Type.Object(
  { ...EventBase, type: Type.Literal('run-completed'), summaryFile: Type.String() },
  Closed,
);

/**
 * Progress was reported for the agent to relay (docs/design.md#progress): every event before
 * this one has been reported, so the next command reports only what comes after it. The words
 * are the render's, made from the events; logs written before that carry the text printed
 * (`text`), which the fold ignores.
 */
export const ProgressReportedEvent = Type.Object(
  { ...EventBase, type: Type.Literal('progress-reported'), text: Type.Optional(Type.String()) },
  Closed,
);

/**
 * A look at the tree outside an attempt's diff (a phase starting, the final verification): files
 * changed since the last look that no attempt at work could have made (docs/design.md#final-verification),
 * by the spawn whose phase's scope covers them (actionId '' when none does).
 */
export const LateChangesSeenEvent = Type.Object(
  {
    ...EventBase,
    type: Type.Literal('late-changes-seen'),
    /** Where the look was taken. */
    lookAt: Type.Optional(LookPoint),
    /** Where, in words, in a log written before `lookAt` was recorded. */
    seenBy: Type.Optional(Type.String()),
    changes: Type.Array(Type.Object({ actionId: Type.String(), phase: Type.String(), files: Type.Array(Type.String()) }, Closed)),
  },
  Closed,
);

export const RunEvent = Type.Union([
  RunStartedEvent,
  PhaseStartedEvent,
  SpawnIssuedEvent,
  SpawnConfirmedEvent,
  SpawnCollectedEvent,
  SpawnResultEvent,
  SpawnFailedEvent,
  GateIssuedEvent,
  UsageIssuedEvent,
  UsageRecordedEvent,
  FinalGateIssuedEvent,
  BaselineGateIssuedEvent,
  OldCodeGateIssuedEvent,
  OldCodeSkippedEvent,
  GateFinishedEvent,
  ChangesRecordedEvent,
  ErosionMeasuredEvent,
  RefactorInsertedEvent,
  AttemptFailedEvent,
  AcceptanceAskedEvent,
  ReviewFoundEvent,
  FixDoneEvent,
  PhasePassedEvent,
  PhaseSkippedEvent,
  ApprovalRequestedEvent,
  DecisionRecordedEvent,
  RunEscalatedEvent,
  RunResumedEvent,
  RunCancelledEvent,
  RunCompletedEvent,
  GatesConfirmedEvent,
  ProgressReportedEvent,
  LateChangesSeenEvent,
]);
export type RunEvent = Static<typeof RunEvent>;
export type RunEventType = RunEvent['type'];
export type RunEventOf<T extends RunEventType> = Extract<RunEvent, { type: T }>;

