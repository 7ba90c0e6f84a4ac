import { error, hasErrors, sortDiagnostics } from '../diagnostics/index.js';
import { NO_MODEL, readOpenClawModels, routeModel, routeModels, type RoutingContext } from '../routing/index.js';
import { DEFAULT_MAX_PARALLEL, forecastDispatch, forecastSpawns, type ExpandedPhase } from '../schedule/index.js';
import { SCHEMA_VERSION, type Diagnostic, type GateCheck, type ModelRoute, type OutsideConfigLine, type Plan, type RunSettings, type PlannedPhase } from '../schema/index.js';
import { analyzePrd, uniqueDiagnostics } from './analyze.js';
import { checkpointGates, confirmGates, workdirField } from './checkpoint-gates.js';
import { summarizeGate } from './gates.js';
import { planFix, tierUpRoute, type FixContext } from './retry-models.js';
import { plannedWrites } from './writes.js';
import type { WorkdirProblem } from './workdir.js';
import { gateWords, runsTests } from '../gate/test-gates.js';
import type { ScriptReader } from '../gate/started-scripts.js';
import { costForecast } from './cost-forecast.js';
import { gatewayConfigured, readModelPrices } from '../routing/model-prices.js';

export interface PlanInput {
  /** The PRD path as the user gave it (shown in output). */
  file: string;
  text: string;
  /** `--cwd`, already absolute; undefined when not given. */
  cwd?: string | undefined;
  /** Resolves a front matter `cwd:` (relative to the PRD's folder). */
  resolveCwd: (fromPrd: string) => string;
  /** The working directory when neither --cwd nor front matter says. */
  defaultCwd: string;
  isDirectory: (path: string) => boolean;
  /** Whether `relativePath` is a regular file inside the project folder `cwd` (unittest operands). */
  isProjectFile?: (cwd: string, relativePath: string) => boolean;
  /** Why `relative` is no real folder inside the project folder `cwd` (a phase's `Workdir:`), or null. */
  workdirProblem?: (cwd: string, relative: string) => WorkdirProblem | null;
  /** The configuration from outside the project folder `cwd` a gate's runner would take in its folder `workdir` (lib/io outsideConfigAt). */
  outsideConfig?: (cwd: string, workdir: string | undefined) => readonly OutsideConfigLine[];
  /** The project's files by their path from the gate's folder `workdir` (lib/io projectScriptReader). */
  readScript?: (cwd: string, workdir: string | undefined) => ScriptReader;
  /** The user's OpenClaw config, as loaded by lib/io. */
  openclaw: { path: string; found: boolean; config: unknown; diagnostics: Diagnostic[] };
  /** Where the run index lives (OPENFORGE_HOME). */
  indexDir: string;
}

function chooseCwd(input: PlanInput, fromPrd: string | undefined): { cwd: string; diagnostics: Diagnostic[] } {
  if (input.cwd !== undefined) {
    const diagnostics = input.isDirectory(input.cwd)
      ? []
      : [error({ ruleId: 'cwd-missing', message: `--cwd ${input.cwd} does not exist or is not a directory. Create it, or pass the project folder the run should work in.` })];
    return { cwd: input.cwd, diagnostics };
  }
  if (fromPrd !== undefined) {
    const cwd = input.resolveCwd(fromPrd);
    const diagnostics = input.isDirectory(cwd)
      ? []
      : [error({ ruleId: 'cwd-missing', message: `The front matter cwd \`${fromPrd}\` (${cwd}) does not exist or is not a directory. Fix the path (relative paths start at the PRD's folder) or pass --cwd.` })];
    return { cwd, diagnostics };
  }
  return { cwd: input.defaultCwd, diagnostics: [] };
}

/** The plan plus what a run needs beyond it: the expanded phases as parsed and the router. */
export interface DetailedPlan {
  plan: Plan;
  /** The phases in plan order (same order as `plan.phases`), with tasks, acceptance and flags. */
  phases: ExpandedPhase[];
  /** Gate checks by PRD phase name (sub-phases use their origin's). */
  gateChecks: Map<string, GateCheck[]>;
  /** The PRD front matter's run-wide settings. */
  settings: RunSettings;
  /** Route a tier (e.g. one tier up for a last retry) through the same config as the plan. */
  routeTier: (tier: string) => ModelRoute;
  /** The OpenClaw config sets up a Gateway: a run asks it what each child used (docs/design.md#budgets). */
  usageRead: boolean;
  /** The host has collectors and exec runs in `full` mode (`run` reads it: lib/plan/collectors-available.ts); absent: not looked at. */
  collectors?: boolean;
}

/**
 * The dry run (`openforge plan`): waves, models with their fallback chains, gate
 * verdicts, the horizon decision, spawn forecast and the paths a run would write.
 * Pure: the OpenClaw config and the file-system checks come in as parameters.
 */
export function planPrd(input: PlanInput): Plan {
  return planPrdDetailed(input).plan;
}

/** {@link planPrd}, keeping what `run` freezes into the run's first event. */
export function planPrdDetailed(input: PlanInput): DetailedPlan {
  const projectFile = input.isProjectFile;
  const workdirProblem = input.workdirProblem;
  const outsideConfig = input.outsideConfig;
  const readScript = input.readScript;
  const analysis = analyzePrd(input.text, {
    ...(projectFile === undefined ? {} : { isProjectFile: (relativePath: string, fromPrd: string | undefined) => projectFile(chooseCwd(input, fromPrd).cwd, relativePath) }),
    ...(workdirProblem === undefined ? {} : { workdirProblem: (relative: string, fromPrd: string | undefined) => workdirProblem(chooseCwd(input, fromPrd).cwd, relative) }),
    ...(outsideConfig === undefined ? {} : { outsideConfig: (workdir: string | undefined, fromPrd: string | undefined) => outsideConfig(chooseCwd(input, fromPrd).cwd, workdir) }),
    ...(readScript === undefined ? {} : { readScript: (workdir: string | undefined, fromPrd: string | undefined) => readScript(chooseCwd(input, fromPrd).cwd, workdir) }),
  });
  const { prd, schedule } = analysis;
  const { cwd, diagnostics: cwdDiagnostics } = chooseCwd(input, prd.settings.cwd);

  const models = readOpenClawModels(input.openclaw.config);
  const context: RoutingContext & { configPath: string } = {
    aliases: models.aliases,
    models: models.models,
    prdModels: prd.settings.models,
    configFound: input.openclaw.config !== null,
    defaultModel: models.subagentModel ?? models.defaultModel,
    configPath: input.openclaw.path,
  };
  const routing = routeModels(schedule.phases, context);
  const routeTier = (tier: string): ModelRoute =>
    routeModel({ name: tier, type: 'impl', model: tier, line: 1, kind: 'agent' }, context).route;

  const erosion = prd.settings.erosion ?? 'refactor';
  const spawns = forecastSpawns(schedule.phases, erosion);
  const waveOf = new Map<string, number>();
  schedule.waves.forEach((wave, i) => wave.forEach((name) => waveOf.set(name, i)));

  const written = new Set(prd.phases.map((p) => p.name));
  const fixContext: FixContext = {
    byName: new Map(schedule.phases.map((p) => [p.name, p])),
    dependsOn: schedule.dependsOn,
    routeOf: (name) => routing.routes.get(name) ?? NO_MODEL,
    routeTier,
  };
  const phases: PlannedPhase[] = schedule.phases.map((phase: ExpandedPhase) => {
    const hasSource = written.has(phase.origin ?? phase.name);
    const checks = phase.kind === 'checkpoint' ? [] : (analysis.gateChecks.get(phase.origin ?? phase.name) ?? []);
    const model = routing.routes.get(phase.name) ?? NO_MODEL;
    const wave = waveOf.get(phase.name) ?? -1;
    return {
      name: phase.name,
      kind: phase.kind,
      type: phase.type,
      origin: phase.origin,
      line: phase.line,
      parallel: phase.parallel,
      dependsOn: [...(schedule.dependsOn.get(phase.name) ?? [])],
      // Numbered from 1 as every output numbers waves (docs/design.md#scheduling); 0: never starts.
      wave: wave + 1,
      steps: phase.steps,
      model,
      gate:
        phase.kind === 'checkpoint' || !hasSource
          ? { kind: 'none', verdict: 'none', commands: [] }
          : summarizeGate(phase, checks),
      maxRetries: phase.maxRetries,
      timeoutSeconds: phase.timeoutSeconds,
      files: phase.files,
      ...(phase.workdir === undefined ? {} : { workdir: phase.workdir.path }),
      onReject: phase.onReject,
      escalate: phase.escalate,
      spawns: spawns.byPhase.get(phase.name) ?? { best: 0, worst: 0 },
      checkpointGates: phase.kind === 'checkpoint' ? checkpointGates(wave, schedule.phases, waveOf, analysis.gateChecks) : [],
      tierUp: tierUpRoute(model, routeTier),
      fix: planFix(phase, fixContext),
    };
  });

  const cost = costForecast({
    phases,
    settings: prd.settings,
    prices: readModelPrices(input.openclaw.config),
    defaultModel: models.subagentModel ?? models.defaultModel,
    usageRead: gatewayConfigured(input.openclaw.config),
  });
  const diagnostics = sortDiagnostics(
    uniqueDiagnostics([
      ...analysis.diagnostics,
      ...cost.diagnostics,
      ...cwdDiagnostics,
      ...input.openclaw.diagnostics,
      ...models.diagnostics,
      ...routing.diagnostics,
    ]),
  );
  const maxParallel = prd.settings.maxParallel ?? DEFAULT_MAX_PARALLEL;
  const forecast = forecastDispatch(
    phases.map((p) => ({
      name: p.name,
      dependsOn: p.dependsOn,
      alone: !p.parallel || p.kind === 'checkpoint',
      files: p.files,
      holds: p.kind === 'agent' || p.kind === 'checkpoint',
    })),
    maxParallel,
  );
  const plan: Plan = {
    schemaVersion: SCHEMA_VERSION,
    file: input.file,
    title: prd.title,
    objective: prd.objective,
    valid: !hasErrors(diagnostics),
    cwd,
    maxParallel,
    diagnostics,
    phases,
    waves: schedule.waves,
    dispatch: { order: forecast.order, criticalPath: forecast.criticalPath, criticalLength: forecast.criticalLength, makespan: forecast.makespan },
    horizon: schedule.horizon,
    spawns: { best: spawns.best, worst: spawns.worst, limit: prd.settings.maxSpawns ?? spawns.worst },
    writes: plannedWrites(cwd, input.indexDir),
    confirmGates: confirmGates(schedule.phases.filter((p) => !p.skip), analysis.gateChecks),
    ...baselineField(prd.settings.testBaseline === 'off' ? [] : schedule.phases.filter((p) => !p.skip && p.kind !== 'approval'), analysis.gateChecks),
    modelConfig: { path: input.openclaw.path, found: input.openclaw.found },
    ...(cost.forecast === null ? {} : { costForecast: cost.forecast }),
  };
  return { plan, phases: schedule.phases, gateChecks: analysis.gateChecks, settings: prd.settings, routeTier, usageRead: gatewayConfigured(input.openclaw.config) };
}

/** The gates the run's test baseline would run (docs/design.md#test-baseline): distinct test gates, first owner, PRD order. */
function baselineField(phases: readonly ExpandedPhase[], checks: ReadonlyMap<string, readonly GateCheck[]>): Pick<Plan, 'baselineGates'> {
  const seen = new Set<string>();
  const gates: { phase: string; command: string; workdir?: string }[] = [];
  for (const phase of phases) {
    if (phase.kind === 'checkpoint') continue;
    for (const check of checks.get(phase.origin ?? phase.name) ?? []) {
      // `npm test` in pkg/ and in the project are two gates (the run keys them the same way: lib/run/evidence/baseline-facts.ts).
      const key = `${phase.workdir?.path ?? ''}\u0000${check.command}`;
      if (seen.has(key) || !runsTests(gateWords(check.command, check.argv))) continue;
      seen.add(key);
      gates.push({ phase: phase.name, command: check.command, ...workdirField(phase) });
    }
  }
  return gates.length === 0 ? {} : { baselineGates: gates };
}
