// What the run commands print: the actions the agent carries out, and the reports of
// `run`, `next`, `spawned`, `decide`, `status`, `list`, `resume` and `cancel`.

import Type, { type Static } from 'typebox';
import { Closed, SchemaVersion } from './common.js';
import { Decision, DerivedPhaseState, DerivedRunState, EscalationReasonSchema, RunPhaseStatus, RunStatus, RunUsageLimit, SpawnRole } from './run.js';
import { UsageLimit } from './usage-limit.js';
import { RunSpend } from './spend.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

/** A spawn's model audit: asked for (null: the agent's default) vs reported by OpenClaw (null: not reported). */
const ModelAuditReport = Type.Object(
  { requested: Nullable(Type.String()), reported: Nullable(Type.String()), verdict: Type.Enum(['same', 'differs', 'unknown']) },
  Closed,
);

/** Exactly the arguments of OpenClaw's `sessions_spawn`; `model` is absent for the agent's default. */
export const SpawnArguments = Type.Object(
  {
    task: Type.String(),
    label: Type.String(),
    model: Type.Optional(Type.String()),
    runTimeoutSeconds: Type.Integer({ minimum: 1 }),
    /** Collectors (docs/design.md#collectors): a Swarm collector child, its run's group, and the schema of its structured result. */
    collect: Type.Optional(Type.Literal(true)),
    groupId: Type.Optional(Type.String()),
    outputSchema: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  Closed,
);
export type SpawnArguments = Static<typeof SpawnArguments>;

/** Exactly the arguments of OpenClaw's `exec`. */
export const ExecArguments = Type.Object(
  { command: Type.String(), workdir: Type.String(), timeoutSeconds: Type.Integer({ minimum: 1 }) },
  Closed,
);
export type ExecArguments = Static<typeof ExecArguments>;

export const SpawnAction = Type.Object(
  {
    id: Type.String(),
    kind: Type.Literal('spawn'),
    phase: Type.String(),
    role: SpawnRole,
    attempt: Type.Integer({ minimum: 1 }),
    spawn: SpawnArguments,
    /** Where the child writes its result envelope; if it does not, write its final message there. */
    resultFile: Type.String(),
    /** Why this spawn is offered again, or what to do first (cancel a timed-out child); absent on a plain first offer. */
    note: Type.Optional(Type.String()),
    /** True when this spawn was handed out before and never confirmed (same id: start it only if you have not). */
    reoffered: Type.Optional(Type.Literal(true)),
    /**
     * The report's one action, and its child will be the only one at work with nothing else in flight
     * (result files): after starting it, `sessions_yield` (it wakes the parent when this child ends),
     * then the `next` that reports it. Absent: `next --wait` in the turn after the spawns
     * (docs/design.md#seeing-each-child-end).
     */
    yield: Type.Optional(Type.Literal(true)),
  },
  Closed,
);
export type SpawnAction = Static<typeof SpawnAction>;

export const GateAction = Type.Object(
  {
    id: Type.String(),
    kind: Type.Literal('gate'),
    phase: Type.String(),
    exec: ExecArguments,
    /** The shell writes the gate's output and exit status here; `next` reads it. */
    logFile: Type.String(),
    /** Why this gate is offered again (its log has not appeared); absent on the first offer. */
    note: Type.Optional(Type.String()),
    /** True when this gate was handed out before and its log has not appeared. */
    reoffered: Type.Optional(Type.Literal(true)),
  },
  Closed,
);
export type GateAction = Static<typeof GateAction>;

/** Ask OpenClaw what a finished child used: run `exec` exactly (its output goes to `logFile`); `next` reads it. */
export const UsageAction = Type.Object(
  {
    id: Type.String(),
    kind: Type.Literal('usage'),
    /** The spawn whose child's usage is asked for. */
    for: Type.String(),
    /** `exec`'s arguments; `yieldMs` as long as the timeout, so the call (OpenClaw's CLI takes seconds to start) finishes in the same tool call. */
    exec: Type.Object({ ...ExecArguments.properties, yieldMs: Type.Integer({ minimum: 10, maximum: 120_000 }) }, Closed),
    logFile: Type.String(),
  },
  Closed,
);
export type UsageAction = Static<typeof UsageAction>;

export const AskAction = Type.Object(
  {
    id: Type.String(),
    kind: Type.Literal('ask'),
    phase: Type.String(),
    /** What to relay to the user. */
    question: Type.String(),
    /** The command to run when the user approves. */
    approve: Type.String(),
    /** The command to run when the user rejects, after writing their reason to `noteFile`. */
    reject: Type.String(),
    /** Where the agent writes the user's reason with its write tool before running `reject` (no free text in command lines). */
    noteFile: Type.String(),
  },
  Closed,
);
export type AskAction = Static<typeof AskAction>;

export const WaitAction = Type.Object(
  {
    id: Type.String(),
    kind: Type.Literal('wait'),
    /** Action ids still in flight. */
    waitingFor: Type.Array(Type.String()),
    /** Children running: `next --wait` (it returns when the first ends); only gates running: check the exec session, then `next`. */
    reason: Type.String(),
    /**
     * One child runs and nothing else is in flight (result files): `sessions_yield`, which wakes the
     * parent once every child of its turn has ended, here exactly when that child does. Absent: `next
     * --wait`, which returns when the first of several ends (docs/design.md#seeing-each-child-end).
     */
    yield: Type.Optional(Type.Literal(true)),
  },
  Closed,
);
export type WaitAction = Static<typeof WaitAction>;

/** Exactly the arguments of OpenClaw's `agents_wait`. */
export const AgentsWaitArguments = Type.Object(
  { ids: Type.Array(Type.String(), { minItems: 1 }), timeoutSeconds: Type.Integer({ minimum: 1 }) },
  Closed,
);
export type AgentsWaitArguments = Static<typeof AgentsWaitArguments>;

/** Collector children running: call `agents_wait` with exactly `wait`, then `next` with what it reported (replaces `wait`). */
export const CollectAction = Type.Object(
  {
    id: Type.String(),
    kind: Type.Literal('collect'),
    /** The spawn action ids still in flight, in the order of `wait.ids`. */
    waitingFor: Type.Array(Type.String()),
    wait: AgentsWaitArguments,
    reason: Type.String(),
  },
  Closed,
);
export type CollectAction = Static<typeof CollectAction>;

export const EscalateAction = Type.Object(
  {
    id: Type.String(),
    kind: Type.Literal('escalate'),
    phase: Type.String(),
    reason: EscalationReasonSchema,
    message: Type.String(),
  },
  Closed,
);
export type EscalateAction = Static<typeof EscalateAction>;

export const CompleteAction = Type.Object(
  { id: Type.String(), kind: Type.Literal('complete'), message: Type.String(), summaryFile: Type.String() },
  Closed,
);
export type CompleteAction = Static<typeof CompleteAction>;

export const Action = Type.Union([SpawnAction, GateAction, UsageAction, AskAction, WaitAction, CollectAction, EscalateAction, CompleteAction]);
export type Action = Static<typeof Action>;

/** `next`, `run`, `resume` and `cancel`: where the run stands and what to do now. */
export const NextReport = Type.Object(
  {
    schemaVersion: SchemaVersion,
    runId: Type.String(),
    status: RunStatus,
    /** `run` only: false when an active run of the same PRD content and cwd was returned. */
    created: Type.Optional(Type.Boolean()),
    /** The run's directory; printed by `run`, `resume` and `cancel`, not repeated by every `next`. */
    runDir: Type.Optional(Type.String()),
    actions: Type.Array(Action),
    /** Things the agent should tell the user (a rebuilt state, a torn events line). */
    warnings: Type.Array(Type.String()),
    /** What changed for the user since the last report, to relay as one message; absent when nothing did. */
    progress: Type.Optional(Type.String()),
    /** With `--since`: the run's last seq, to pass as `--since` next time (a Code Mode cell's cursor: what was said up to here). */
    seen: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  Closed,
);
export type NextReport = Static<typeof NextReport>;

export const SpawnedReport = Type.Object(
  {
    schemaVersion: SchemaVersion,
    runId: Type.String(),
    actionId: Type.String(),
    /** null when the call reported a sessions_spawn error (`--error-file`) instead of a session. */
    sessionKey: Nullable(Type.String()),
    /** False when the same session key (or error) was already recorded (idempotent repeat). */
    applied: Type.Boolean(),
    /** With `--error-file`: what the error was read as, and what the run does about it. */
    spawnError: Type.Optional(
      Type.Object(
        {
          /** The usage limit the error reports; null for another spawn error. */
          limit: Nullable(UsageLimit),
          /** What happens now: a limit holds the run, the spawn is offered again (on another model when the host refused its model), or the run halted (the error repeated). */
          then: Type.Enum(['limit-holds', 'offered-again', 'halted']),
          /** The spawn's model, when the host refused it: the spawn is offered again on the fallback. */
          refusedModel: Type.Optional(Type.String()),
        },
        Closed,
      ),
    ),
    /** The model audit of the spawn: asked for (null: the agent's default) vs reported by OpenClaw (null: not reported); absent when neither is known. */
    model: Type.Optional(ModelAuditReport),
    /** The run's standing warnings that arose in this call (a `model-mismatch`); absent when none. Relay them. */
    warnings: Type.Optional(Type.Array(Type.String())),
  },
  Closed,
);
export type SpawnedReport = Static<typeof SpawnedReport>;

export const DecideReport = Type.Object(
  {
    schemaVersion: SchemaVersion,
    runId: Type.String(),
    phase: Type.String(),
    decision: Decision,
    /** False for a repeat of the decision already taken (a no-op). */
    applied: Type.Boolean(),
    status: RunStatus,
    phaseStatus: RunPhaseStatus,
    /** Phases a rejection sent back to pending. */
    reset: Type.Array(Type.String()),
    /** As in `next`: what changed for the user since the last report; absent when nothing did. */
    progress: Type.Optional(Type.String()),
  },
  Closed,
);
export type DecideReport = Static<typeof DecideReport>;

export const StatusPhase = Type.Object(
  {
    name: Type.String(),
    status: RunPhaseStatus,
    /** The phase's wave, numbered from 1 as in every output (a view only: dispatch is dynamic). */
    wave: Type.Integer({ minimum: 1 }),
    role: SpawnRole,
    /** The tier (or model id) the phase runs as; null for phases without an agent. */
    model: Nullable(Type.String()),
    /** The latest spawn's model audit, when OpenClaw reported its model (`spawned --model`). */
    modelAudit: Type.Optional(ModelAuditReport),
    attempt: Type.Integer({ minimum: 0 }),
    maxAttempts: Type.Integer({ minimum: 0 }),
    cycle: Type.Integer({ minimum: 1 }),
    lastEvent: Nullable(Type.String()),
    lastEventAt: Nullable(Type.Integer({ minimum: 0 })),
    durationSeconds: Nullable(Type.Integer({ minimum: 0 })),
    /** What the phase is doing, derived from the events and the clock (docs/design.md#progress). */
    state: DerivedPhaseState,
    /** The state in a few words (which child, which approval, why); null when the word says it all. */
    detail: Nullable(Type.String()),
    /** Since when (epoch ms) the phase has been in that state, where known. */
    since: Nullable(Type.Integer({ minimum: 0 })),
    /** A passed phase's acceptance criteria and what witnessed each: a gate, a passed test named after it, or only the child's word (absent: none). */
    acceptance: Type.Optional(
      Type.Array(
        Type.Object(
          {
            criterion: Type.String(),
            by: Type.Enum(['gate', 'test', 'self']),
            command: Type.Optional(Type.String()),
            test: Type.Optional(Type.String()),
          },
          Closed,
        ),
      ),
    ),
  },
  Closed,
);
export type StatusPhase = Static<typeof StatusPhase>;

/** `status`: "Pipeline status". */
export const StatusReport = Type.Object(
  {
    schemaVersion: SchemaVersion,
    runId: Type.String(),
    title: Nullable(Type.String()),
    prdPath: Type.String(),
    cwd: Type.String(),
    status: RunStatus,
    /** 1-based wave now running (the last wave once finished) and the number of waves: a view only (dispatch is dynamic). */
    wave: Type.Object({ current: Type.Integer({ minimum: 0 }), total: Type.Integer({ minimum: 0 }) }, Closed),
    elapsedSeconds: Type.Integer({ minimum: 0 }),
    /** What the run is doing, derived from the events and the clock (docs/design.md#progress). */
    state: Type.Object(
      {
        word: DerivedRunState,
        detail: Nullable(Type.String()),
        since: Nullable(Type.Integer({ minimum: 0 })),
        /** Whole seconds from `since` to now. */
        forSeconds: Nullable(Type.Integer({ minimum: 0 })),
      },
      Closed,
    ),
    /**
     * Phases passed of the phases to run (skipped ones not counted), and the estimated seconds
     * left: the critical path of what is left at the median time of the passed phases (null
     * before any phase passed, and once the run stopped).
     */
    progress: Type.Object(
      { done: Type.Integer({ minimum: 0 }), total: Type.Integer({ minimum: 0 }), leftSeconds: Nullable(Type.Integer({ minimum: 0 })) },
      Closed,
    ),
    spawns: Type.Object({ used: Type.Integer({ minimum: 0 }), limit: Type.Integer({ minimum: 0 }) }, Closed),
    phases: Type.Array(StatusPhase),
    escalation: Nullable(Type.Object({ phase: Type.String(), reason: EscalationReasonSchema, detail: Type.String() }, Closed)),
    summaryFile: Nullable(Type.String()),
    warnings: Type.Array(Type.String()),
    /** What the user should hear: erosion flags (cleared by the refactor or not) and the final verification. */
    notices: Type.Array(Type.String()),
    /** Present while a usage limit holds the run (state `rate-limited`): no new sub-agent starts until `resume`. */
    usageLimit: Type.Optional(RunUsageLimit),
    /** Tokens and cost per phase and in total, failed attempts separately (absent: the run reads no usage and has no budget). */
    spend: Type.Optional(RunSpend),
  },
  Closed,
);
export type StatusReport = Static<typeof StatusReport>;

export const RunListEntry = Type.Object(
  {
    runId: Type.String(),
    cwd: Type.String(),
    prdPath: Type.String(),
    createdAt: Type.String(),
    /** null when the run directory is gone or unreadable. */
    status: Nullable(RunStatus),
    /** What the run is doing (docs/design.md#progress): a draft waiting for approval is `waiting-for-user`; null as `status`. */
    state: Nullable(DerivedRunState),
    /** The run belongs to the project `list` was asked about (the working directory or --cwd, else its nearest ancestor with runs). */
    here: Type.Boolean(),
    title: Nullable(Type.String()),
  },
  Closed,
);
export type RunListEntry = Static<typeof RunListEntry>;

/** `list`: the project's runs, newest first, then every other run in the index, newest first. */
export const RunListReport = Type.Object(
  {
    schemaVersion: SchemaVersion,
    /** The project folder whose runs come first; null when neither it nor a folder above it has runs. */
    project: Nullable(Type.String()),
    runs: Type.Array(RunListEntry),
    warnings: Type.Array(Type.String()),
  },
  Closed,
);
export type RunListReport = Static<typeof RunListReport>;
