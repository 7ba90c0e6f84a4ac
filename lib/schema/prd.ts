import Type, { type Static } from 'typebox';
import { Closed, Column, Line } from './common.js';
import { EROSION_POLICIES, MODEL_TIERS, PHASE_TYPES } from './vocabulary.js';

export const PhaseType = Type.Enum([...PHASE_TYPES]);
export type PhaseType = Static<typeof PhaseType>;

export const ModelTier = Type.Enum([...MODEL_TIERS]);
export type ModelTier = Static<typeof ModelTier>;

export const ErosionPolicy = Type.Enum([...EROSION_POLICIES]);
export type ErosionPolicy = Static<typeof ErosionPolicy>;

export const Position = Type.Object({ line: Line, column: Column }, Closed);
export type Position = Static<typeof Position>;

/** One task bullet. Nested bullets are tasks too (depth > 0); each is one step. */
export const Task = Type.Object(
  { text: Type.String(), depth: Type.Integer({ minimum: 0 }), line: Line, column: Column },
  Closed,
);
export type Task = Static<typeof Task>;

/** One command found in a `Gate:` field (a code span). */
export const GateCommandSource = Type.Object(
  { command: Type.String(), line: Line, column: Column },
  Closed,
);
export type GateCommandSource = Static<typeof GateCommandSource>;

/**
 * A phase's gate as written. `commands` are the code spans of the `Gate:` field(s),
 * run in order; a gate with no code span is a description (e.g. "Review must find
 * zero blocking issues") checked by the review loop, never executed.
 */
export const GateSource = Type.Object(
  {
    kind: Type.Enum(['command', 'description']),
    text: Type.String(),
    commands: Type.Array(GateCommandSource),
    line: Line,
    column: Column,
  },
  Closed,
);
export type GateSource = Static<typeof GateSource>;

/** One acceptance criterion: binary, self-assessed by the sub-agent, checked by review. */
export const Criterion = Type.Object({ text: Type.String(), line: Line, column: Column }, Closed);
export type Criterion = Static<typeof Criterion>;

/**
 * `Workdir:` as written and normalized: the folder, relative to the project, the phase's gates
 * run in (`pkg`, `packages/app`); absent: the project itself.
 */
export const WorkdirSource = Type.Object({ path: Type.String({ minLength: 1 }), line: Line, column: Column }, Closed);
export type WorkdirSource = Static<typeof WorkdirSource>;

export const Phase = Type.Object(
  {
    name: Type.String(),
    line: Line,
    column: Column,
    parallel: Type.Boolean(),
    /** Explicit `depends:` list (header or field); null when none was written. */
    dependsOn: Type.Union([Type.Array(Type.String()), Type.Null()]),
    /** `Model:` as written: a tier (haiku|sonnet|gpt|opus) or a `provider/model` id; null when absent. */
    model: Type.Union([Type.String(), Type.Null()]),
    type: PhaseType,
    tasks: Type.Array(Task),
    gate: Type.Union([GateSource, Type.Null()]),
    maxRetries: Type.Integer({ minimum: 0, maximum: 10 }),
    shellGate: Type.Boolean(),
    skip: Type.Boolean(),
    escalate: Type.Boolean(),
    /** `Removes-Tests: true`: the phase's work removes or renames tests (absent: it does not). */
    removesTests: Type.Optional(Type.Literal(true)),
    files: Type.Array(Type.String()),
    /** Sub-agent and gate budget in seconds; null = default. */
    timeoutSeconds: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
    onReject: Type.Union([Type.String(), Type.Null()]),
    acceptance: Type.Array(Criterion),
    erosion: Type.Union([ErosionPolicy, Type.Null()]),
    /** `Workdir:`: where the phase's gates run, relative to the project (absent: the project). */
    workdir: Type.Optional(WorkdirSource),
    /** Where each field was written, by canonical field name (e.g. "model"). */
    fieldLines: Type.Record(Type.String(), Line),
  },
  Closed,
);
export type Phase = Static<typeof Phase>;

/** Run-wide settings from the optional YAML front matter. */
export const RunSettings = Type.Object(
  {
    cwd: Type.Optional(Type.String()),
    maxParallel: Type.Optional(Type.Integer({ minimum: 1, maximum: 16 })),
    /** Tier or alias → `provider/model` id; consulted after the OpenClaw config aliases. */
    models: Type.Optional(Type.Record(Type.String(), Type.String())),
    erosion: Type.Optional(ErosionPolicy),
    maxSpawns: Type.Optional(Type.Integer({ minimum: 1 })),
    maxDurationSeconds: Type.Optional(Type.Integer({ minimum: 1 })),
    /** Run-wide token budget (input + output + cache tokens of every sub-agent). */
    maxTokens: Type.Optional(Type.Integer({ minimum: 1 })),
    /** Run-wide money budget, in the currency OpenClaw reports costs in (USD). */
    maxCost: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
    summaryBudgetBytes: Type.Optional(Type.Integer({ minimum: 256 })),
    /** Changed files outside a phase's `Files:` fail the attempt (default) or are only reported. */
    scope: Type.Optional(Type.Enum(['fail', 'warn'])),
    /** Every gate runs once more on the final tree before the run completes (default on). */
    finalVerification: Type.Optional(Type.Enum(['on', 'off'])),
    /** Each distinct test gate runs once on the untouched tree before the first spawn (default on). */
    testBaseline: Type.Optional(Type.Enum(['on', 'off'])),
    /** Each phase's new tests run once more on the code before the phase, to show they fail there (default on). */
    failToPass: Type.Optional(Type.Enum(['on', 'off'])),
  },
  Closed,
);
export type RunSettings = Static<typeof RunSettings>;

export const PrdModel = Type.Object(
  {
    title: Type.Union([Type.String(), Type.Null()]),
    objective: Type.Union([Type.String(), Type.Null()]),
    settings: RunSettings,
    phases: Type.Array(Phase),
  },
  Closed,
);
export type PrdModel = Static<typeof PrdModel>;
