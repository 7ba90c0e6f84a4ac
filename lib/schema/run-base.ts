// The run engine's shared pieces: statuses, models, gate commands, the frozen phase plan and
// settings, and the erosion figures. lib/schema/run-events.ts and run.ts build on them.

import Type, { type Static } from 'typebox';
import { Closed } from './common.js';
import { ErosionPolicy, PhaseType, Criterion, Task } from './prd.js';
import { PhaseKind } from './plan.js';
import { OutsideConfigLine } from './gate.js';
import {
  DECISIONS,
  DERIVED_PHASE_STATES,
  DERIVED_RUN_STATES,
  EROSION_OUTCOMES,
  ESCALATION_REASONS,
  GATE_STATES,
  RUN_PHASE_STATUSES,
  RUN_STATUSES,
  SCOPE_POLICIES,
  SPAWN_ROLES,
} from './run-vocabulary.js';

/** `T` or null. */
export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
export const Count = Type.Integer({ minimum: 0 });
/** Milliseconds since the epoch (the clock the commands pass in). */
export const Millis = Type.Integer({ minimum: 0 });

/** Where a spawn's failure to work was seen: its sessions_spawn error, or its child's result. */
export const SpawnFailureSource = Type.Enum(['sessions_spawn', 'result']);

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
export const DerivedRunState = Type.Enum([...DERIVED_RUN_STATES]);
export const DerivedPhaseState = Type.Enum([...DERIVED_PHASE_STATES]);

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

/**
 * Why a gate failed on its evidence rather than its exit code (lib/gate/evidence.ts, lib/gate/test-verdict.ts):
 * no test ran, failing tests with exit 0, or a test of the baseline removed, skipped or now failing, or the
 * runner's report gone.
 */
export const GateFailureReason = Type.Enum(['no-tests-ran', 'failing-tests-exit-0', 'tests-removed', 'tests-skipped', 'tests-regressed', 'test-report-lost']);
export type GateFailureReason = Static<typeof GateFailureReason>;

/** The output line that decided a gate's evidence verdict, and the runner that printed it. */
export const GateEvidenceRecord = Type.Object(
  {
    runner: Nullable(Type.String()),
    line: Nullable(Type.String()),
    /** The tests the verdict is about (failing, removed, skipped, regressed), by name; absent: by count, or none. */
    tests: Type.Optional(Type.Array(Type.String())),
    /** Tests run at the baseline and now, when the verdict was by count. */
    counts: Type.Optional(Type.Object({ before: Count, after: Count }, Closed)),
    /** Baseline tests a phase that declares `Removes-Tests:` removed or skipped: reported, not failed. */
    allowed: Type.Optional(Type.Array(Type.String())),
    /** Tests that failed at the baseline and fail now too: said, not held against the attempt. */
    failedBefore: Type.Optional(Type.Array(Type.String())),
  },
  Closed,
);
export type GateEvidenceRecord = Static<typeof GateEvidenceRecord>;

export const TestStatus = Type.Enum(['passed', 'failed', 'skipped', 'todo']);

/** What the test runner said it did (lib/gate/runner-report.ts): counts, and every test by name where printed (baseline gates). */
export const TestReportRecord = Type.Object(
  {
    runner: Type.String(),
    line: Type.String(),
    total: Count,
    passed: Count,
    failed: Count,
    skipped: Count,
    todo: Count,
    tests: Type.Optional(Type.Array(Type.Object({ name: Type.String(), status: TestStatus }, Closed))),
    /** Test files the runner could not load or collect (a failed import, a package that does not build): not tests, not counted. */
    unloaded: Type.Optional(Type.Array(Type.String())),
  },
  Closed,
);
export type TestReportRecord = Static<typeof TestReportRecord>;

/**
 * A changed test file's assertions at the run's start and when an attempt's changes were
 * recorded (lib/run/evidence/surface-diffs.ts counts them; a file absent at the start had 0). Only files
 * whose assertions can be counted on both sides are listed (docs/design.md#test-baseline).
 */
export const AssertionCountRecord = Type.Object({ path: Type.String(), before: Count, after: Count }, Closed);
export type AssertionCountRecord = Static<typeof AssertionCountRecord>;

/**
 * How an attempt changed one file of what checks the work, against its text at the attempt's scope
 * baseline (lib/run/evidence/surface-edits.ts): tests `added` (a new file) or `extended` (cases,
 * assertions or table rows appended), `edited` (anything else, with the change quoted where the
 * texts were kept), `deleted`, `moved` (a deleted test file whose text, less its imports, is now
 * at a new path, and that new file), or `unrelated` (package.json parts that do not check the work).
 */
export const SurfaceEditRecord = Type.Object(
  {
    path: Type.String(),
    change: Type.Union([Type.Literal('added'), Type.Literal('extended'), Type.Literal('edited'), Type.Literal('deleted'), Type.Literal('moved'), Type.Literal('unrelated')]),
    /** Tests (declarations and table rows) the change adds. */
    tests: Count,
    /** The first change that is not new tests: its line now, the test (or package.json key) it is in, the old and the new line. */
    quote: Type.Optional(
      Type.Object({ line: Type.Optional(Count), test: Type.Optional(Type.String()), before: Type.Optional(Type.String()), after: Type.Optional(Type.String()) }, Closed),
    ),
    /** A file of the checks only because another names it (a preload a test script requires, data a test reads): that file. */
    namedBy: Type.Optional(Type.String()),
  },
  Closed,
);
export type SurfaceEditRecord = Static<typeof SurfaceEditRecord>;

/** The model a spawn uses: `id` null = omit `model` (the agent's default). */
export const RunModel = Type.Object({ tier: Nullable(Type.String()), id: Nullable(Type.String()) }, Closed);
export type RunModel = Static<typeof RunModel>;

/** One validated gate command, as the run will hand it to `exec`. */
export const RunGateCommand = Type.Object(
  {
    command: Type.String(),
    argv: Nullable(Type.Array(Type.String())),
    shellGate: Type.Boolean(),
    /** Where it runs, relative to the project (its phase's `Workdir:`); absent: the project. */
    workdir: Type.Optional(Type.String()),
  },
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
    /** Internal: the index of the phase's wave in the run's `waves` (0-based); every output numbers waves from 1 (docs/design.md#scheduling). */
    wave: Type.Integer({ minimum: 0 }),
    dependsOn: Type.Array(Type.String()),
    /** Tagged `[parallel]`: may run beside other `[parallel]` phases (absent in runs started before dispatch recorded it). */
    parallel: Type.Optional(Type.Boolean()),
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
    /** `Workdir:`: the folder the phase's gates run in, relative to the project; absent: the project. */
    workdir: Type.Optional(Type.String()),
    onReject: Nullable(Type.String()),
    escalate: Type.Boolean(),
    skip: Type.Boolean(),
    /** `Removes-Tests: true`: the phase's work removes or renames tests; baseline tests it drops are reported, not failed (absent: false). */
    removesTests: Type.Optional(Type.Boolean()),
    /** The phase's `Erosion:` policy; null = the run's. */
    erosionPolicy: Nullable(ErosionPolicy),
    tasks: Type.Array(Task),
    acceptance: Type.Array(Criterion),
  },
  Closed,
);
export type FrozenPhase = Static<typeof FrozenPhase>;

/** A collector child's terminal state as OpenClaw's `agents_wait` reports it (docs/design.md#collectors). */
export const CollectorStatus = Type.Enum(['done', 'failed', 'killed', 'timeout']);
export type CollectorStatus = Static<typeof CollectorStatus>;

/** What `agents_wait` said of one collector child: its status, and its token counts when it gave them. */
export const CollectedFields = {
  status: CollectorStatus,
  inputTokens: Type.Optional(Count),
  outputTokens: Type.Optional(Count),
};
export const CollectedState = Type.Object({ ...CollectedFields, at: Millis }, Closed);
export type CollectedState = Static<typeof CollectedState>;

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
    /** `off`: the run completes without running its gates again (absent: on). */
    finalVerification: Type.Optional(Type.Enum(['on', 'off'])),
    /** `off`: no test baseline before the first spawn (absent: on). */
    testBaseline: Type.Optional(Type.Enum(['on', 'off'])),
    /** `off`: no phase's new tests are run on the code before the phase (absent: on; docs/design.md#fail-to-pass). */
    failToPass: Type.Optional(Type.Enum(['on', 'off'])),
    /** Run-wide token budget (`max-tokens`; absent: none). */
    maxTokens: Type.Optional(Type.Integer({ minimum: 1 })),
    /** Run-wide money budget in the currency OpenClaw reports (`max-cost`; absent: none). */
    maxCost: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
    /** Where each child's usage is read: OpenClaw's `sessions.usage` (the run found an OpenClaw config); absent: not read. */
    usage: Type.Optional(Type.Literal('sessions.usage')),
    /**
     * How children hand over (docs/design.md#collectors): `collectors` when the host offers
     * `agents_wait` and exec runs in `full` mode (spawns with `collect: true`, a `collect` action
     * instead of `wait`); absent: result files and `next --wait`.
     */
    handover: Type.Optional(Type.Literal('collectors')),
  },
  Closed,
);
export type RunSettingsFrozen = Static<typeof RunSettingsFrozen>;

export const RunPrd = Type.Object(
  { path: Type.String(), sha256: Type.String(), title: Nullable(Type.String()), objective: Nullable(Type.String()) },
  Closed,
);
export type RunPrd = Static<typeof RunPrd>;


/** What a spawn is, as issued: shared by the `spawn-issued` event and the state's spawn record. */
export const SpawnIssueFields = {
  actionId: Type.String(),
  role: SpawnRole,
  attempt: Type.Integer({ minimum: 1 }),
  cycle: Type.Integer({ minimum: 1 }),
  model: RunModel,
  resultFile: Type.String(),
  timeoutSeconds: Type.Integer({ minimum: 1 }),
  /**
   * The shell's own clock when the action was issued (ms epoch; absent in older runs and in
   * engines driven without one): a result or log created before it was not written for this
   * action and is refused (docs/design.md#run-state).
   */
  notBefore: Type.Optional(Millis),
};

/**
 * A path a gate names, resolved when the gate was issued (docs/design.md#gates, "Resolve, then
 * pin"): the exec command checks right before the gate runs that it still resolves to `real`.
 */
export const GatePin = Type.Object(
  {
    /** As the gate names it, relative to its folder. */
    path: Type.String(),
    /** Its real path (`absent`: the real path of the folder its first missing part would be made in). */
    real: Type.String(),
    /** For `absent`: its first part that did not exist, when that is not the whole path. */
    missing: Type.Optional(Type.String()),
    /** `linked-file`: a file reached through a link of its own, which must still reach `real`. */
    kind: Type.Enum(['dir', 'file', 'linked-file', 'absent']),
    /** A destination the program writes: an existing file must have one link. */
    write: Type.Optional(Type.Literal(true)),
  },
  Closed,
);
export type GatePin = Static<typeof GatePin>;

/** What a gate run is, as issued: shared by the `gate-issued` event and the state's gate record. */
export const GateIssueFields = {
  actionId: Type.String(),
  role: SpawnRole,
  attempt: Count,
  cycle: Type.Integer({ minimum: 1 }),
  /** 0-based index into the gate's commands. */
  index: Count,
  command: Type.String(),
  /** Where it runs, relative to the project (the command's `Workdir:`); absent: the project. */
  workdir: Type.Optional(Type.String()),
  logFile: Type.String(),
  timeoutSeconds: Type.Integer({ minimum: 1 }),
  /** As a spawn's: the shell's clock at issue; a log created before it is refused. */
  notBefore: Type.Optional(Millis),
  /** The paths it names, resolved at issue; absent: it names none. */
  pins: Type.Optional(Type.Array(GatePin)),
  /** The real path of its `Workdir:` at issue, which the shell must still be in; absent: no Workdir. */
  workdirReal: Type.Optional(Type.String()),
};

/** A gate the user confirms when the run starts (verdict `confirm`), exactly as the shell will run it. */
export const RunConfirmGate = Type.Object(
  {
    phase: Type.String(),
    command: Type.String(),
    runs: Type.String(),
    /** Where it runs, relative to the project; absent: the project. */
    workdir: Type.Optional(Type.String()),
    /** Configuration from outside the project its runner takes, as found when the run started: the question quotes each line. */
    outsideConfig: Type.Optional(Type.Array(OutsideConfigLine)),
  },
  Closed,
);
export type RunConfirmGate = Static<typeof RunConfirmGate>;

/** What a run is, as started: shared by the `run-started` event and the state. */
export const RunIdentityFields = {
  prd: RunPrd,
  cwd: Type.String(),
  runDir: Type.String(),
  only: Nullable(Type.String()),
  settings: RunSettingsFrozen,
  waves: Type.Array(Type.Array(Type.String())),
  /**
   * Gates the user must confirm before anything runs; absent in runs started before
   * gate confirmation existed, and empty when every gate is vetted.
   */
  confirmGates: Type.Optional(Type.Array(RunConfirmGate)),
};
