import Type, { type Static } from 'typebox';
import { Closed, SchemaVersion } from './common.js';
import { Diagnostic } from './diagnostic.js';
import { GateVerdict, OutsideConfigLine } from './gate.js';
import { PhaseType } from './prd.js';

/** How a model id was found. */
export const ModelSource = Type.Enum([
  'explicit-id', // the PRD named a provider/model id
  'openclaw-alias', // agents.defaults.models[id].alias in the user's OpenClaw config
  'prd-models', // the PRD front matter `models:` map
  'agent-default', // no model argument: OpenClaw uses the agent's default
  'none', // the phase spawns no agent (approval, checkpoint, skipped)
]);
export type ModelSource = Static<typeof ModelSource>;

/** One step of the fallback chain, in the order it was tried. */
export const ModelStep = Type.Object(
  {
    tier: Type.Union([Type.String(), Type.Null()]),
    source: ModelSource,
    id: Type.Union([Type.String(), Type.Null()]),
    ok: Type.Boolean(),
  },
  Closed,
);
export type ModelStep = Static<typeof ModelStep>;

export const ModelRoute = Type.Object(
  {
    /** The tier the phase asked for (explicit `Model:` or its type's default); null for a full id or no agent. */
    requested: Type.Union([Type.String(), Type.Null()]),
    /** The tier finally used (differs from requested after a fallback). */
    tier: Type.Union([Type.String(), Type.Null()]),
    /** The `model` argument for sessions_spawn; null = omit it (agent default). */
    id: Type.Union([Type.String(), Type.Null()]),
    source: ModelSource,
    fallback: Type.Boolean(),
    chain: Type.Array(ModelStep),
  },
  Closed,
);
export type ModelRoute = Static<typeof ModelRoute>;

export const PlannedGateCommand = Type.Object(
  {
    command: Type.String(),
    argv: Type.Union([Type.Array(Type.String()), Type.Null()]),
    verdict: GateVerdict,
  },
  Closed,
);
export type PlannedGateCommand = Static<typeof PlannedGateCommand>;

/**
 * A phase's gate as the plan sees it. `command`/`argv` are the first command;
 * `commands` lists every command in run order (all must pass). `verdict` is the
 * worst verdict of the commands, or `none` for a description or no gate.
 */
export const PlannedGate = Type.Object(
  {
    kind: Type.Enum(['command', 'description', 'none']),
    command: Type.Optional(Type.String()),
    argv: Type.Optional(Type.Union([Type.Array(Type.String()), Type.Null()])),
    description: Type.Optional(Type.String()),
    verdict: Type.Enum(['ok', 'confirm', 'rejected', 'none']),
    commands: Type.Array(PlannedGateCommand),
  },
  Closed,
);
export type PlannedGate = Static<typeof PlannedGate>;

/** A gate the user must confirm when the run starts (verdict `confirm`), exactly as it will run. */
export const PlannedConfirmGate = Type.Object(
  {
    /** The first phase (in plan order) with this command among its gates. */
    phase: Type.String(),
    command: Type.String(),
    /** The command the shell runs: the judged argv, every word quoted (or `sh -c '…'` for a Shell-Gate). */
    runs: Type.String(),
    shellGate: Type.Boolean(),
    /** Where it runs, relative to the project (the phase's `Workdir:`); absent: the project. */
    workdir: Type.Optional(Type.String()),
    /** Configuration from outside the project its runner takes: the question quotes each line. */
    outsideConfig: Type.Optional(Type.Array(OutsideConfigLine)),
  },
  Closed,
);
export type PlannedConfirmGate = Static<typeof PlannedConfirmGate>;

/** A gate a checkpoint re-runs: the command as validated and the phase whose gate it is. */
export const PlannedCheckpointGate = Type.Object(
  {
    /** The earliest phase (in plan order) with this command among its gates. */
    phase: Type.String(),
    command: Type.String(),
    argv: Type.Union([Type.Array(Type.String()), Type.Null()]),
    shellGate: Type.Boolean(),
    /** Where it runs, relative to the project (its phase's `Workdir:`); absent: the project. */
    workdir: Type.Optional(Type.String()),
  },
  Closed,
);
export type PlannedCheckpointGate = Static<typeof PlannedCheckpointGate>;

/** Who fixes a review's Blocking and Required Changes items. */
export const PlannedFix = Type.Object(
  {
    /** The nearest upstream impl phase, whose `Files:` and gate the fix uses; null when there is none. */
    phase: Type.Union([Type.String(), Type.Null()]),
    /** That phase's model, else the sonnet tier. */
    model: ModelRoute,
  },
  Closed,
);
export type PlannedFix = Static<typeof PlannedFix>;

/** agent: spawns a sub-agent; approval: waits for the human; checkpoint: re-runs gates, no agent; skip: Skip: true. */
export const PhaseKind = Type.Enum(['agent', 'approval', 'checkpoint', 'skip']);
export type PhaseKind = Static<typeof PhaseKind>;

export const PlannedPhase = Type.Object(
  {
    name: Type.String(),
    kind: PhaseKind,
    type: PhaseType,
    /** The PRD phase this one came from (inserted sub-phases and checkpoints); null when written as is. */
    origin: Type.Union([Type.String(), Type.Null()]),
    line: Type.Integer({ minimum: 1 }),
    parallel: Type.Boolean(),
    /** Resolved prerequisites (explicit depends:, or the implicit ordering rules). */
    dependsOn: Type.Array(Type.String()),
    /** The phase's wave, numbered from 1 (`waves[wave - 1]` holds it) as in every output; 0 when a cycle keeps the phase from ever starting. */
    wave: Type.Integer({ minimum: 0 }),
    steps: Type.Integer({ minimum: 0 }),
    model: ModelRoute,
    gate: PlannedGate,
    maxRetries: Type.Integer({ minimum: 0 }),
    timeoutSeconds: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
    files: Type.Array(Type.String()),
    /** `Workdir:`: the folder the phase's gates run in, relative to the project; absent: the project. */
    workdir: Type.Optional(Type.String()),
    onReject: Type.Union([Type.String(), Type.Null()]),
    escalate: Type.Boolean(),
    spawns: Type.Object({ best: Type.Integer({ minimum: 0 }), worst: Type.Integer({ minimum: 0 }) }, Closed),
    /** A checkpoint's gates: every gate of the phases in earlier waves, once each, in plan order; [] for other phases. */
    checkpointGates: Type.Array(PlannedCheckpointGate),
    /** The last retry's model: one tier up; the phase's own model when there is no tier above, it names a full id, or no agent runs. */
    tierUp: ModelRoute,
    /** A review phase's fixer; null for other phases. */
    fix: Type.Union([PlannedFix, Type.Null()]),
  },
  Closed,
);
export type PlannedPhase = Static<typeof PlannedPhase>;

export const HorizonMode = Type.Enum(['direct', 'checkpoint', 'decompose']);
export type HorizonMode = Static<typeof HorizonMode>;

export const Horizon = Type.Object(
  {
    steps: Type.Integer({ minimum: 0 }),
    mode: HorizonMode,
    /** Names of the phases the decision inserted (sub-phases, checkpoint). */
    inserted: Type.Array(Type.String()),
  },
  Closed,
);
export type Horizon = Static<typeof Horizon>;

/** One exec policy (OpenClaw config or host approvals document) that is not `full`. */
export const ExecRestriction = Type.Object(
  {
    source: Type.Enum(['config', 'approvals']),
    /** Where it is set: `tools.exec`, `agents.entries.<id>.tools.exec` (config); `defaults`, `agents.<id>` (approvals). */
    key: Type.String(),
    mode: Type.Enum(['deny', 'allowlist', 'ask', 'auto']),
  },
  Closed,
);
export type ExecRestriction = Static<typeof ExecRestriction>;

/**
 * Where the host's exec approvals were read: `state-db`, OpenClaw's state database (2026.9.x keeps
 * them in `<state dir>/state/openclaw.sqlite`, table `exec_approvals_config`); `file`, the older
 * `exec-approvals.json`; `none`, neither exists (OpenClaw's default, `full`); `unreadable`, the
 * database exists but could not be read (`reason` says why): the mode is then unknown, never `full`.
 */
export const ExecApprovalsOrigin = Type.Object(
  {
    kind: Type.Enum(['state-db', 'file', 'none', 'unreadable']),
    path: Type.String(),
    reason: Type.Union([Type.String(), Type.Null()]),
  },
  Closed,
);
export type ExecApprovalsOrigin = Static<typeof ExecApprovalsOrigin>;

/**
 * How a run's children would hand over their results on this host (docs/design.md#collectors):
 * `collectors` (Swarm's agents_wait; exec `full` everywhere) or `result-files` (result files and
 * next --wait), with why collectors are out.
 */
export const PlanHandover = Type.Object(
  {
    mode: Type.Union([Type.Literal('collectors'), Type.Literal('result-files')]),
    /** Why not collectors (a short clause); null for `collectors`. */
    why: Type.Union([Type.String(), Type.Null()]),
  },
  Closed,
);
export type PlanHandover = Static<typeof PlanHandover>;

/** What to allow when OpenClaw's exec approvals are on (references/troubleshooting.md, "Exec approvals"). */
export const ExecApprovals = Type.Object(
  {
    /** Where the host approvals were read; when `unreadable`, the effective exec mode is unknown. */
    origin: ExecApprovalsOrigin,
    restrictions: Type.Array(ExecRestriction),
    /** The allowlist entry the scripts need (every agent that runs OpenForge). */
    allowlistEntry: Type.Literal('node'),
    /** How to call the scripts: {baseDir} written absolute, never `~/…`. */
    scriptCommand: Type.String(),
    /** The PRD has gates: the agent that runs them needs host exec mode `full` (no allowlist entry matches the gate wrapper). */
    gatesNeedFullMode: Type.Boolean(),
    /** Agents that neither document restricts (they can run the gates). */
    fullAgents: Type.Array(Type.String()),
  },
  Closed,
);
export type ExecApprovals = Static<typeof ExecApprovals>;

/** `openforge plan --json`: the dry run. Nothing is written to produce it. */
/** USD per million tokens, as the OpenClaw config prices a model. */
const ModelPriceSchema = Type.Object(
  { input: Type.Number({ minimum: 0 }), output: Type.Number({ minimum: 0 }), cacheRead: Type.Number({ minimum: 0 }), cacheWrite: Type.Number({ minimum: 0 }) },
  Closed,
);

/**
 * The cost forecast: per model in play, the spawn forecast and its price from the OpenClaw
 * config; the token and money budgets; what the token budget can cost at most and what the
 * money budget buys at least (every token at the dearest rate in play), where prices allow.
 */
export const CostForecast = Type.Object(
  {
    currency: Type.Literal('USD'),
    maxTokens: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
    maxCost: Type.Union([Type.Number({ exclusiveMinimum: 0 }), Type.Null()]),
    /** A run reads each child's usage (OpenClaw's `sessions.usage`): the OpenClaw config sets up a Gateway. */
    usageRead: Type.Boolean(),
    models: Type.Array(
      Type.Object(
        {
          /** `provider/model`; null for the agent's default model. */
          model: Type.Union([Type.String(), Type.Null()]),
          spawns: Type.Object({ best: Type.Integer({ minimum: 0 }), worst: Type.Integer({ minimum: 0 }) }, Closed),
          /** null: the config has no price for it. */
          price: Type.Union([ModelPriceSchema, Type.Null()]),
        },
        Closed,
      ),
    ),
    /** max-tokens × the dearest rate in play (null: no max-tokens, or a model in play has no price). */
    maxTokensCostAtMost: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]),
    /** max-cost ÷ the dearest rate in play, in tokens (null: no max-cost, or a model in play has no price). */
    maxCostTokensAtLeast: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  },
  Closed,
);
export type CostForecast = Static<typeof CostForecast>;

export const Plan = Type.Object(
  {
    schemaVersion: SchemaVersion,
    file: Type.String(),
    title: Type.Union([Type.String(), Type.Null()]),
    objective: Type.Union([Type.String(), Type.Null()]),
    /** False when any diagnostic is an error: `run` would refuse this PRD. */
    valid: Type.Boolean(),
    cwd: Type.Union([Type.String(), Type.Null()]),
    maxParallel: Type.Integer({ minimum: 1 }),
    diagnostics: Type.Array(Diagnostic),
    phases: Type.Array(PlannedPhase),
    /** Phase names in execution order, one array per wave: a view of the order (the run dispatches, it waits for no wave). */
    waves: Type.Array(Type.Array(Type.String())),
    /** Dynamic dispatch with one unit per phase that holds the workspace (approvals and skips take none). */
    dispatch: Type.Object(
      {
        /** Phase names in the order they start. */
        order: Type.Array(Type.String()),
        /** The longest chain of prerequisites, first phase first. */
        criticalPath: Type.Array(Type.String()),
        /** Its length in phase units. */
        criticalLength: Type.Integer({ minimum: 0 }),
        /** When the last phase finishes, in phase units. */
        makespan: Type.Integer({ minimum: 0 }),
      },
      Closed,
    ),
    horizon: Horizon,
    spawns: Type.Object(
      {
        best: Type.Integer({ minimum: 0 }),
        worst: Type.Integer({ minimum: 0 }),
        /** The run-wide hard stop: `max-spawns` from the front matter, else `worst`. */
        limit: Type.Integer({ minimum: 0 }),
      },
      Closed,
    ),
    /** Paths a run of this PRD would create (placeholders in angle brackets). */
    writes: Type.Array(Type.String()),
    /** Gates with verdict `confirm`, each once: `run` asks the user to confirm them all before anything runs. */
    confirmGates: Type.Array(PlannedConfirmGate),
    /**
     * The test baseline (docs/design.md#test-baseline): each distinct gate that runs tests, run once on
     * the untouched tree before the first spawn, with the phase that owns it; absent when there is none.
     */
    baselineGates: Type.Optional(Type.Array(Type.Object({ phase: Type.String(), command: Type.String(), workdir: Type.Optional(Type.String()) }, Closed))),
    modelConfig: Type.Object(
      {
        path: Type.Union([Type.String(), Type.Null()]),
        found: Type.Boolean(),
      },
      Closed,
    ),
 
    /** Present only when some OpenClaw exec policy is not `full`: what to allow. */
    execApprovals: Type.Optional(ExecApprovals),
    /** How children would hand over on this host; set by `plan` and `run`, which read the host. */
    handover: Type.Optional(PlanHandover),
    /** What the run may cost (docs/design.md#budgets); absent when the PRD sets no token or money budget and the config prices no model in play. */
    costForecast: Type.Optional(CostForecast),
  },
  Closed,
);
export type Plan = Static<typeof Plan>;
