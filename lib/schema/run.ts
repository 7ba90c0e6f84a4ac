// The run engine's durable contracts: the state snapshot (`state.json`), the fold of the
// events (lib/schema/run-events.ts), built on the shared pieces in lib/schema/run-base.ts.

import Type, { type Static } from 'typebox';
import { Closed, SchemaVersion } from './common.js';
import { RunFinding } from './result.js';
import {
  AssertionCountRecord,
  SurfaceEditRecord,
  CollectedState,
  Count,
  Decision,
  ErosionCheck,
  ErosionOutcome,
  EscalationReasonSchema,
  FrozenPhase,
  GateEvidenceRecord,
  GateFailureReason,
  TestReportRecord,
  GateIssueFields,
  GateState,
  Millis,
  Nullable,
  RunIdentityFields,
  RunPhaseStatus,
  RunStatus,
  SpawnFailureSource,
  SpawnIssueFields,
  SpawnRole,
} from './run-base.js';
import { UsageLimit } from './usage-limit.js';
import { LateChange } from './late-change.js';
import { EscalationFacts } from './escalation-facts.js';
import { AttemptFailure } from './attempt-failure.js';
import { SpawnProblem } from './spawn-problem.js';
import { LoggedUnmetCriterion } from './unmet-criterion.js';
import { SpawnUsage } from './spend.js';

export * from './run-base.js';
export * from './late-change.js';
export * from './escalation-facts.js';
export * from './attempt-failure.js';
export * from './spawn-problem.js';
export * from './run-events.js';

export const SpawnRecord = Type.Object(
  {
    ...SpawnIssueFields,
    issuedAt: Millis,
    sessionKey: Nullable(Type.String()),
    confirmedAt: Nullable(Millis),
    /** The model OpenClaw reported for the child (`spawned --model`); absent = not reported. `model` is what was asked for. */
    reportedModel: Type.Optional(Type.String()),
    /** A collector child's run id (sessions_spawn's `runId`, what `agents_wait` takes); absent: not a collector or not reported. */
    collectorRunId: Type.Optional(Type.String()),
    /** The terminal state `agents_wait` reported for a collector child, with its token counts when given (absent: not yet). */
    collected: Type.Optional(CollectedState),
    /** The log its usage exec writes (`usage-issued`; absent: not asked), with when it was asked. */
    usageLog: Type.Optional(Type.Object({ file: Type.String(), issuedAt: Millis, notBefore: Type.Optional(Millis) }, Closed)),
    /** What the child used, as OpenClaw reported it, or why it is unknown (absent: not recorded). */
    usage: Type.Optional(SpawnUsage),
    /**
     * null while in flight; `abandoned` when `resume` reissued it; `limited` when it hit a usage
     * limit (its child's message or its sessions_spawn error said so); `not-started` when
     * sessions_spawn failed for another reason. The last three are reissued for the same attempt.
     */
    outcome: Nullable(Type.Enum(['accepted', 'invalid', 'timed-out', 'abandoned', 'limited', 'not-started'])),
    status: Nullable(Type.Enum(['DONE', 'BLOCKED', 'ERROR'])),
    verdict: Nullable(Type.Enum(['PASS', 'FAIL'])),
    finishedAt: Nullable(Millis),
    /** What is wrong with its result, or sessions_spawn's error (`spawn-error`). */
    problems: Type.Array(SpawnProblem),
    summary: Nullable(Type.String()),
    findings: Type.Array(RunFinding),
    filesModified: Type.Array(Type.String()),
    /** Acceptance criteria the result did not show as met, and why (absent: none). */
    unmet: Type.Optional(Type.Array(LoggedUnmetCriterion)),
    /** Every unmet criterion is unclear or left out, none marked not met (absent: not so). */
    unclearOnly: Type.Optional(Type.Literal(true)),
    /** Files the attempt changed (null until the snapshot diff was recorded). */
    changed: Nullable(Type.Array(Type.String())),
    /** When the diff was recorded (absent: before this was kept). */
    changedAt: Type.Optional(Millis),
    /** Files changed while it ran alongside other phases that no result claimed (absent: none): they may be its own. */
    unattributed: Type.Optional(Type.Array(Type.String())),
    /** Files its result claims that the snapshot does not give it (absent: none): a note, never a failure. */
    unconfirmed: Type.Optional(Type.Array(Type.String())),
    outside: Type.Array(Type.String()),
    /** The changed test files' assertions at the run's start and when the diff was recorded, where counted (absent: none). */
    assertions: Type.Optional(Type.Array(AssertionCountRecord)),
    /** How the attempt changed each file of what checks the work, against its scope baseline (absent: not read, or none changed). */
    edits: Type.Optional(Type.Array(SurfaceEditRecord)),
  },
  Closed,
);
export type SpawnRecord = Static<typeof SpawnRecord>;

export const GateRecord = Type.Object(
  {
    ...GateIssueFields,
    issuedAt: Millis,
    state: GateState,
    exitCode: Nullable(Type.Integer()),
    tail: Type.String(),
    finishedAt: Nullable(Millis),
    /** Set when the gate failed on its output's evidence (`no-tests-ran`), with the line that showed it. */
    reason: Type.Optional(GateFailureReason),
    evidence: Type.Optional(GateEvidenceRecord),
    /** Acceptance criteria a passed test in its output is named after (absent: none; docs/design.md#completion). */
    witnessed: Type.Optional(Type.Array(Type.Object({ criterion: Type.String(), test: Type.String() }, Closed))),
    /** What the test runner reported (absent: no runner report in the log). */
    report: Type.Optional(TestReportRecord),
    /** When the gate ran, from its log (the Gantt chart and durations use these over issue and finish times). */
    ranFrom: Type.Optional(Millis),
    ranTo: Type.Optional(Millis),
  },
  Closed,
);
export type GateRecord = Static<typeof GateRecord>;


/** Every late change; those from `from` on are not acknowledged by a `resume` yet. */
export const RunLateChanges = Type.Object({ changes: Type.Array(LateChange), from: Count }, Closed);
export type RunLateChanges = Static<typeof RunLateChanges>;

/** A gate of the final verification: a gate record plus the phase that owns the gate. */
export const FinalGateRecord = Type.Object({ ...GateRecord.properties, phase: Type.String() }, Closed);
export type FinalGateRecord = Static<typeof FinalGateRecord>;

/**
 * The final verification: every distinct gate of the run, once more on the final tree, before
 * `complete`. `gates` keeps every round; the current round is `gates.slice(from)` (a resume starts a new one).
 */
export const RunVerification = Type.Object({ gates: Type.Array(FinalGateRecord), from: Count }, Closed);
export type RunVerification = Static<typeof RunVerification>;

/**
 * The test baseline (docs/design.md#test-baseline): before the first spawn, each distinct gate
 * that runs tests, once on the untouched tree. Its gates are final-gate-like records (the
 * phase that owns the command), each with the runner's report, tests by name where printed.
 */
export const RunBaseline = Type.Object({ gates: Type.Array(FinalGateRecord) }, Closed);
export type RunBaseline = Static<typeof RunBaseline>;

/**
 * A run of a phase's test gate on the code before the phase (docs/design.md#fail-to-pass): a copy
 * of the final tree in `scratch` where the phase's changed source files (`reverted`) are as they
 * were when the phase started, its tests as they are now. `tests`: the tests the phase added, by
 * the runner's names (empty when the runner prints none); `passedBefore`/`passedAfter`: tests
 * passed by the same gate before the phase and at the phase's last gate.
 */
export const OldCodeGateRecord = Type.Object(
  {
    ...FinalGateRecord.properties,
    scratch: Type.String(),
    reverted: Type.Array(Type.String()),
    tests: Type.Array(Type.String()),
    passedBefore: Count,
    passedAfter: Count,
  },
  Closed,
);
export type OldCodeGateRecord = Static<typeof OldCodeGateRecord>;

/** A phase's check on the old code that could not be laid out: a reverted file's old content was not kept, or the copy failed. */
export const OldCodeSkip = Type.Object(
  { phase: Type.String(), command: Type.String(), why: Type.Enum(['not-kept', 'layout-failed']), path: Type.Optional(Type.String()) },
  Closed,
);
export type OldCodeSkip = Static<typeof OldCodeSkip>;

/** Every check on the old code of the run, in the order run, and those that could not be. */
export const RunOldCode = Type.Object({ gates: Type.Array(OldCodeGateRecord), skipped: Type.Array(OldCodeSkip) }, Closed);
export type RunOldCode = Static<typeof RunOldCode>;

export const FailureRecord = Type.Object(
  {
    attempt: Type.Integer({ minimum: 1 }),
    role: SpawnRole,
    cycle: Type.Integer({ minimum: 1 }),
    failure: AttemptFailure,
    fingerprint: Nullable(Type.String()),
    gateTail: Nullable(Type.String()),
    findings: Type.Array(RunFinding),
    /** The phase's generation (bumped by each reset) the failure belongs to. */
    generation: Count,
    at: Millis,
  },
  Closed,
);
export type FailureRecord = Static<typeof FailureRecord>;

export const DecisionRecord = Type.Object(
  { decision: Decision, note: Nullable(Type.String()), at: Millis, round: Type.Integer({ minimum: 1 }) },
  Closed,
);
export type DecisionRecord = Static<typeof DecisionRecord>;

/** A rejection at an approval phase (`approval`) that reset this phase, with the human's note. */
export const RejectionContext = Type.Object({ approval: Type.String(), note: Nullable(Type.String()) }, Closed);
export type RejectionContext = Static<typeof RejectionContext>;

export const RunEscalation = Type.Object(
  { phase: Type.String(), reason: EscalationReasonSchema, facts: EscalationFacts, gateOutput: Nullable(Type.String()), at: Millis },
  Closed,
);
export type RunEscalation = Static<typeof RunEscalation>;

/** An earlier attempt of a phase a resume reset: why it failed, or what its sub-agent last reported (its summary, the files it changed). */
export const EarlierAttempt = Type.Union([
  Type.Object({ attempt: Count, role: SpawnRole, failure: AttemptFailure }, Closed),
  Type.Object({ attempt: Count, reported: Nullable(Type.Enum(['DONE', 'BLOCKED', 'ERROR'])), summary: Type.String(), files: Type.Array(Type.String()) }, Closed),
]);
export type EarlierAttempt = Static<typeof EarlierAttempt>;

/** What the human said on `resume --note-file` and what it answers: the retried attempts' context (docs/design.md#escalation). */
export const ResumeContext = Type.Object(
  {
    /** The escalation the run was resumed from. */
    escalation: RunEscalation,
    /** The question of a sub-agent that reported BLOCKED (its summary), else null. */
    question: Nullable(Type.String()),
    /** The human's answer (the resume note), null when none was given. */
    answer: Nullable(Type.String()),
    /** The earlier attempts, oldest first. */
    earlier: Type.Array(EarlierAttempt),
  },
  Closed,
);
export type ResumeContext = Static<typeof ResumeContext>;

export const RunPhase = Type.Object(
  {
    ...FrozenPhase.properties,
    status: RunPhaseStatus,
    /** What the phase is doing now: its own work, a review, or a fix. */
    role: SpawnRole,
    /** Attempt number within the current role and cycle (0 before the first spawn). */
    attempt: Count,
    /** Review cycle (1..3); 1 for other phases. */
    cycle: Type.Integer({ minimum: 1 }),
    /** Approval rounds asked so far. */
    round: Count,
    /** Bumped each time a rejection or `resume` resets the phase; failures of older generations are history. */
    generation: Count,
    /** The spawn of the current attempt (null: not issued yet). */
    currentSpawn: Nullable(Type.String()),
    /** Gates issued for the current attempt, in order. */
    currentGates: Type.Array(Type.String()),
    /** The current attempt failed; the next step retries or escalates. */
    attemptFailed: Type.Boolean(),
    /** The human took the phase over after `Escalate: true`: only its gates run. */
    handoff: Type.Boolean(),
    spawns: Type.Array(SpawnRecord),
    gates: Type.Array(GateRecord),
    failures: Type.Array(FailureRecord),
    /** Results whose unclear acceptance was asked about once (absent: none): the spawn asked about, its generation, the criteria. */
    acceptanceAsks: Type.Optional(
      Type.Array(Type.Object({ of: Type.String(), generation: Count, criteria: Type.Array(LoggedUnmetCriterion) }, Closed)),
    ),
    reviews: Type.Array(Type.Object({ cycle: Type.Integer({ minimum: 1 }), findings: Type.Array(RunFinding) }, Closed)),
    decisions: Type.Array(DecisionRecord),
    /** Context handed to the next attempt: the approval whose rejection reset the phase, and its note. */
    context: Nullable(RejectionContext),
    /** Set when `resume` reset the escalated phase; handed to each attempt of that generation. */
    resumed: Type.Optional(ResumeContext),
    summary: Nullable(Type.String()),
    erosion: Nullable(ErosionOutcome),
    /** Set when the impl phase passed with an attempt that changed no file (the `no-changes` warning). */
    noChanges: Type.Optional(Type.Literal(true)),
    /** Every erosion measurement, oldest first (a refactor adds a second one). */
    erosionChecks: Type.Array(ErosionCheck),
    skipReason: Nullable(Type.Enum(['skip-flag', 'only'])),
    startedAt: Nullable(Millis),
    finishedAt: Nullable(Millis),
    lastEvent: Nullable(Type.Object({ type: Type.String(), at: Millis }, Closed)),
  },
  Closed,
);
export type RunPhase = Static<typeof RunPhase>;

/** The usage limit holding the run: the first hit (`since`, where) and the latest reset stated. */
export const RunUsageLimit = Type.Object(
  {
    ...UsageLimit.properties,
    since: Millis,
    phase: Type.String(),
    actionId: Type.String(),
    source: SpawnFailureSource,
  },
  Closed,
);
export type RunUsageLimit = Static<typeof RunUsageLimit>;

/** A model the host refused for a spawn (`sessions_spawn` said it is not usable): later spawns route around it. */
export const RefusedModel = Type.Object({ id: Type.String(), phase: Type.String(), actionId: Type.String(), at: Millis }, Closed);
export type RefusedModel = Static<typeof RefusedModel>;

/**
 * What happened to the run as a whole, oldest first (docs/design.md#completion): every
 * escalation, every resume (with the human's answer) and the cancellation, so the summary can
 * name them after the run went on. Folded from `run-escalated`, `run-resumed`, `run-cancelled`.
 */
export const RunHistoryEntry = Type.Union([
  Type.Object({ kind: Type.Literal('escalated'), at: Millis, phase: Type.String(), reason: EscalationReasonSchema, facts: EscalationFacts }, Closed),
  Type.Object({ kind: Type.Literal('resumed'), at: Millis, reset: Type.Array(Type.String()), note: Nullable(Type.String()) }, Closed),
  Type.Object({ kind: Type.Literal('cancelled'), at: Millis, note: Nullable(Type.String()), gatesRefused: Type.Optional(Type.Literal(true)) }, Closed),
]);
export type RunHistoryEntry = Static<typeof RunHistoryEntry>;

/** `state.json`: everything `next` needs, so it never re-reads the PRD. */
export const RunState = Type.Object(
  {
    schemaVersion: SchemaVersion,
    runId: Type.String(),
    status: RunStatus,
    ...RunIdentityFields,
    phases: Type.Array(RunPhase),
    createdAt: Millis,
    updatedAt: Millis,
    /** Seq of the last event folded in. */
    seq: Count,
    /**
     * Events up to this seq were reported (a `progress-reported` event) or had nothing to
     * report (docs/design.md#progress); absent until the first report.
     */
    progressSeq: Type.Optional(Count),
    spawnCount: Count,
    /** Budgets in force (settings hold the ones the run started with; `resume` raises these). */
    limits: Type.Object(
      {
        maxSpawns: Count,
        maxDurationSeconds: Nullable(Type.Integer({ minimum: 1 })),
        /** Token and money budgets (absent: none). */
        maxTokens: Type.Optional(Type.Integer({ minimum: 1 })),
        maxCost: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
        /** A `resume` went on although OpenClaw reported no figures to count a budget with: only known figures count. */
        usageUnknownAccepted: Type.Optional(Type.Literal(true)),
      },
      Closed,
    ),
    escalation: Nullable(RunEscalation),
    /** Every escalation, resume and cancellation, oldest first; absent until the first. */
    history: Type.Optional(Type.Array(RunHistoryEntry)),
    /** Absent until the first baseline gate is issued (and in runs whose gates run no tests). */
    baseline: Type.Optional(RunBaseline),
    /** Absent until every phase is done and the final verification starts. */
    verification: Type.Optional(RunVerification),
    /** Absent until the first phase's new tests are run on the code before it (docs/design.md#fail-to-pass). */
    oldCode: Type.Optional(RunOldCode),
    /** Absent until a child changes files after its attempt ended (an orphan). */
    lateChanges: Type.Optional(RunLateChanges),
    /** Set while a usage limit holds the run: no new sub-agent starts; `resume` clears it. */
    usageLimit: Type.Optional(RunUsageLimit),
    /** Models the host refused, first refusal first; absent until one is. */
    refusedModels: Type.Optional(Type.Array(RefusedModel)),
    summaryFile: Nullable(Type.String()),
    finishedAt: Nullable(Millis),
    /**
     * When the user confirmed `confirmGates`; null while they have not, and absent in runs
     * started before gate confirmation existed.
     */
    gatesConfirmedAt: Type.Optional(Nullable(Millis)),
    /**
     * Written by the scripts into state.json only: a 64-bit checksum of the schema's id and the
     * file's text before it. When it matches, the file is what they wrote and is not validated again.
     */
    snapshotDigest: Type.Optional(Type.String({ pattern: '^h64:[0-9a-f]{16}$' })),
  },
  Closed,
);
export type RunState = Static<typeof RunState>;
