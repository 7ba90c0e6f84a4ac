// The run engine's durable contracts: the frozen phase plan, the state snapshot
// (`state.json`) and the events (`events.jsonl`) it is the fold of.

import Type, { type Static } from 'typebox';
import { Closed, SchemaVersion } from './common.js';
import { ErosionPolicy, PhaseType, Criterion, Task } from './prd.js';
import { PhaseKind } from './plan.js';
import { Finding } from './result.js';
import {
  DECISIONS,
  EROSION_OUTCOMES,
  ESCALATION_REASONS,
  GATE_STATES,
  RUN_PHASE_STATUSES,
  RUN_STATUSES,
  SCOPE_POLICIES,
  SPAWN_ROLES,
} from './run-vocabulary.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const Count = Type.Integer({ minimum: 0 });
/** Milliseconds since the epoch (the clock the commands pass in). */
const Millis = Type.Integer({ minimum: 0 });

export const RunStatus = Type.Enum([...RUN_STATUSES]);
export type RunStatus = Static<typeof RunStatus>;
export const RunPhaseStatus = Type.Enum([...RUN_PHASE_STATUSES]);
export type RunPhaseStatus = Static<typeof RunPhaseStatus>;
export const SpawnRole = Type.Enum([...SPAWN_ROLES]);
export type SpawnRole = Static<typeof SpawnRole>;
export const GateState = Type.Enum([...GATE_STATES]);
export type GateState = Static<typeof GateState>;
export const Decision = Type.Enum([...DECISIONS]);
export type Decision = Static<typeof Decision>;
export const EscalationReasonSchema = Type.Enum([...ESCALATION_REASONS]);
export const ErosionOutcome = Type.Enum([...EROSION_OUTCOMES]);
export type ErosionOutcome = Static<typeof ErosionOutcome>;
export const ScopePolicy = Type.Enum([...SCOPE_POLICIES]);

/** A function the erosion check names: over the threshold, and new or more complex than at phase start. */
export const ErosionOffender = Type.Object(
  { file: Type.String(), name: Type.String(), line: Type.Integer({ minimum: 1 }), before: Nullable(Count), after: Count },
  Closed,
);

/** One erosion measurement of a phase (after its gates passed). */
export const ErosionCheck = Type.Object(
  {
    /** The spawn whose work was measured. */
    actionId: Type.String(),
    role: Type.Enum(['work', 'refactor']),
    measured: Type.Boolean(),
    /** Why it was not measured (policy off, no measurable files, a meter error). */
    reason: Nullable(Type.String()),
    /** High-CC mass of the tree at phase start and after the work. */
    before: Count,
    after: Count,
    growth: Nullable(Type.Number()),
    flagged: Type.Boolean(),
    offenders: Type.Array(ErosionOffender),
    /** Files the meter skipped, with the reason (unknown language, syntax error…). */
    skipped: Type.Array(Type.Object({ file: Type.String(), reason: Type.String() }, Closed)),
  },
  Closed,
);
export type ErosionCheck = Static<typeof ErosionCheck>;

/** The model a spawn uses: `id` null = omit `model` (the agent's default). */
export const RunModel = Type.Object({ tier: Nullable(Type.String()), id: Nullable(Type.String()) }, Closed);
export type RunModel = Static<typeof RunModel>;

/** One validated gate command, as the run will hand it to `exec`. */
export const RunGateCommand = Type.Object(
  { command: Type.String(), argv: Nullable(Type.Array(Type.String())), shellGate: Type.Boolean() },
  Closed,
);
export type RunGateCommand = Static<typeof RunGateCommand>;

/** A phase as planned when the run started; never changes during the run. */
export const FrozenPhase = Type.Object(
  {
    name: Type.String(),
    /** Filesystem-safe, unique within the run: names files and action ids. */
    key: Type.String(),
    kind: PhaseKind,
    type: PhaseType,
    origin: Nullable(Type.String()),
    wave: Type.Integer({ minimum: 0 }),
    dependsOn: Type.Array(Type.String()),
    /** Tier/id of normal attempts, and of the last retry (one tier up). */
    model: RunModel,
    modelUp: RunModel,
    /** The fix sub-agent's model (review phases: nearest upstream impl phase, else sonnet). */
    fixModel: Nullable(RunModel),
    gateCommands: Type.Array(RunGateCommand),
    gateDescription: Nullable(Type.String()),
    /** Gate commands a review's fix must pass (review phase's own, else the upstream impl phase's). */
    fixGateCommands: Type.Array(RunGateCommand),
    fixFiles: Type.Array(Type.String()),
    maxRetries: Type.Integer({ minimum: 0 }),
    timeoutSeconds: Type.Integer({ minimum: 1 }),
    gateTimeoutSeconds: Type.Integer({ minimum: 1 }),
    files: Type.Array(Type.String()),
    onReject: Nullable(Type.String()),
    escalate: Type.Boolean(),
    skip: Type.Boolean(),
    /** The phase's `Erosion:` policy; null = the run's. */
    erosionPolicy: Nullable(ErosionPolicy),
    tasks: Type.Array(Task),
    acceptance: Type.Array(Criterion),
  },
  Closed,
);
export type FrozenPhase = Static<typeof FrozenPhase>;

export const RunSettingsFrozen = Type.Object(
  {
    maxParallel: Type.Integer({ minimum: 1 }),
    maxSpawns: Type.Integer({ minimum: 0 }),
    maxDurationSeconds: Nullable(Type.Integer({ minimum: 1 })),
    summaryBudgetBytes: Type.Integer({ minimum: 1 }),
    erosion: ErosionPolicy,
    /** What changed files outside a phase's `Files:` globs do to the attempt. */
    scope: ScopePolicy,
    /** CC above this counts toward the high-CC mass. */
    ccThreshold: Type.Integer({ minimum: 1 }),
    /** Seconds past a spawn's or gate's timeout before `next` calls it timed out. */
    graceSeconds: Count,
  },
  Closed,
);
export type RunSettingsFrozen = Static<typeof RunSettingsFrozen>;

export const RunPrd = Type.Object(
  { path: Type.String(), sha256: Type.String(), title: Nullable(Type.String()), objective: Nullable(Type.String()) },
  Closed,
);
export type RunPrd = Static<typeof RunPrd>;

// ---------------------------------------------------------------------------
// Events: facts, appended one per line; `seq` counts from 1, `at` is the clock.

const EventBase = { seq: Type.Integer({ minimum: 1 }), at: Millis };

export const RunStartedEvent = Type.Object(
  {
    ...EventBase,
    type: Type.Literal('run-started'),
    runId: Type.String(),
    prd: RunPrd,
    cwd: Type.String(),
    runDir: Type.String(),
    only: Nullable(Type.String()),
    settings: RunSettingsFrozen,
    waves: Type.Array(Type.Array(Type.String())),
    phases: Type.Array(FrozenPhase),
  },
  Closed,
);

export const SpawnIssuedEvent = Type.Object(
  {
    ...EventBase,
    type: Type.Literal('spawn-issued'),
    phase: Type.String(),
    actionId: Type.String(),
    role: SpawnRole,
    attempt: Type.Integer({ minimum: 1 }),
    cycle: Type.Integer({ minimum: 1 }),
    model: RunModel,
    resultFile: Type.String(),
    timeoutSeconds: Type.Integer({ minimum: 1 }),
    /** Set when `resume` reissued the spawn of an earlier action. */
    reissueOf: Nullable(Type.String()),
  },
  Closed,
);

export const SpawnConfirmedEvent = Type.Object(
  { ...EventBase, type: Type.Literal('spawn-confirmed'), actionId: Type.String(), sessionKey: Type.String() },
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
    findings: Type.Array(Finding),
    filesModified: Type.Array(Type.String()),
    /** Review verdict (review role only). */
    verdict: Nullable(Type.Enum(['PASS', 'FAIL'])),
    problems: Type.Array(Type.String()),
  },
  Closed,
);

export const GateIssuedEvent = Type.Object(
  {
    ...EventBase,
    type: Type.Literal('gate-issued'),
    phase: Type.String(),
    actionId: Type.String(),
    role: SpawnRole,
    attempt: Count,
    cycle: Type.Integer({ minimum: 1 }),
    /** 0-based index into the gate's commands. */
    index: Count,
    command: Type.String(),
    logFile: Type.String(),
    timeoutSeconds: Type.Integer({ minimum: 1 }),
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
  },
  Closed,
);

/** The current attempt failed; the engine retries or escalates next. */
export const AttemptFailedEvent = Type.Object(
  {
    ...EventBase,
    type: Type.Literal('attempt-failed'),
    phase: Type.String(),
    reason: Type.String(),
    fingerprint: Nullable(Type.String()),
    gateTail: Nullable(Type.String()),
    findings: Type.Array(Finding),
  },
  Closed,
);

export const ReviewFoundEvent = Type.Object(
  {
    ...EventBase,
    type: Type.Literal('review-found'),
    phase: Type.String(),
    cycle: Type.Integer({ minimum: 1 }),
    findings: Type.Array(Finding),
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
    detail: Type.String(),
    message: Type.String(),
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
  },
  Closed,
);

export const RunCancelledEvent = Type.Object(
  { ...EventBase, type: Type.Literal('run-cancelled'), note: Nullable(Type.String()) },
  Closed,
);

export const RunCompletedEvent = Type.Object(
  { ...EventBase, type: Type.Literal('run-completed'), summaryFile: Type.String() },
  Closed,
);

export const RunEvent = Type.Union([
  RunStartedEvent,
  PhaseStartedEvent,
  SpawnIssuedEvent,
  SpawnConfirmedEvent,
  SpawnResultEvent,
  GateIssuedEvent,
  GateFinishedEvent,
  ChangesRecordedEvent,
  ErosionMeasuredEvent,
  RefactorInsertedEvent,
  AttemptFailedEvent,
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
]);
export type RunEvent = Static<typeof RunEvent>;
export type RunEventType = RunEvent['type'];
export type RunEventOf<T extends RunEventType> = Extract<RunEvent, { type: T }>;

// ---------------------------------------------------------------------------
// State: the fold of the events.

export const SpawnRecord = Type.Object(
  {
    actionId: Type.String(),
    role: SpawnRole,
    attempt: Type.Integer({ minimum: 1 }),
    cycle: Type.Integer({ minimum: 1 }),
    model: RunModel,
    resultFile: Type.String(),
    timeoutSeconds: Type.Integer({ minimum: 1 }),
    issuedAt: Millis,
    sessionKey: Nullable(Type.String()),
    confirmedAt: Nullable(Millis),
    /** null while in flight; `abandoned` when `resume` reissued it. */
    outcome: Nullable(Type.Enum(['accepted', 'invalid', 'timed-out', 'abandoned'])),
    status: Nullable(Type.Enum(['DONE', 'BLOCKED', 'ERROR'])),
    verdict: Nullable(Type.Enum(['PASS', 'FAIL'])),
    finishedAt: Nullable(Millis),
    problems: Type.Array(Type.String()),
    summary: Nullable(Type.String()),
    findings: Type.Array(Finding),
    filesModified: Type.Array(Type.String()),
    /** Files the attempt changed (null until the snapshot diff was recorded). */
    changed: Nullable(Type.Array(Type.String())),
    outside: Type.Array(Type.String()),
  },
  Closed,
);
export type SpawnRecord = Static<typeof SpawnRecord>;

export const GateRecord = Type.Object(
  {
    actionId: Type.String(),
    role: SpawnRole,
    attempt: Count,
    cycle: Type.Integer({ minimum: 1 }),
    index: Count,
    command: Type.String(),
    logFile: Type.String(),
    timeoutSeconds: Type.Integer({ minimum: 1 }),
    issuedAt: Millis,
    state: GateState,
    exitCode: Nullable(Type.Integer()),
    tail: Type.String(),
    finishedAt: Nullable(Millis),
  },
  Closed,
);
export type GateRecord = Static<typeof GateRecord>;

export const FailureRecord = Type.Object(
  {
    attempt: Type.Integer({ minimum: 1 }),
    role: SpawnRole,
    cycle: Type.Integer({ minimum: 1 }),
    reason: Type.String(),
    fingerprint: Nullable(Type.String()),
    gateTail: Nullable(Type.String()),
    findings: Type.Array(Finding),
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
    reviews: Type.Array(Type.Object({ cycle: Type.Integer({ minimum: 1 }), findings: Type.Array(Finding) }, Closed)),
    decisions: Type.Array(DecisionRecord),
    /** Context handed to the next attempt (a rejection note). */
    context: Nullable(Type.String()),
    summary: Nullable(Type.String()),
    erosion: Nullable(ErosionOutcome),
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

export const RunEscalation = Type.Object(
  { phase: Type.String(), reason: EscalationReasonSchema, detail: Type.String(), message: Type.String(), at: Millis },
  Closed,
);
export type RunEscalation = Static<typeof RunEscalation>;

/** `state.json`: everything `next` needs, so it never re-reads the PRD. */
export const RunState = Type.Object(
  {
    schemaVersion: SchemaVersion,
    runId: Type.String(),
    status: RunStatus,
    prd: RunPrd,
    cwd: Type.String(),
    runDir: Type.String(),
    only: Nullable(Type.String()),
    settings: RunSettingsFrozen,
    waves: Type.Array(Type.Array(Type.String())),
    phases: Type.Array(RunPhase),
    createdAt: Millis,
    updatedAt: Millis,
    /** Seq of the last event folded in. */
    seq: Count,
    spawnCount: Count,
    /** Budgets in force (settings hold the ones the run started with; `resume` raises these). */
    limits: Type.Object({ maxSpawns: Count, maxDurationSeconds: Nullable(Type.Integer({ minimum: 1 })) }, Closed),
    escalation: Nullable(RunEscalation),
    summaryFile: Nullable(Type.String()),
    finishedAt: Nullable(Millis),
  },
  Closed,
);
export type RunState = Static<typeof RunState>;
