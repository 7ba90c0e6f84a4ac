// A run's first event freezes the plan: every phase with its tasks, model, validated
// gate commands and budgets. `next` never re-reads the PRD; editing the PRD mid-run
// changes nothing until a new run is started.

import { gateRunCommand } from '../../gate/index.js';
import { gateIdentity, runnableGateChecks, type DetailedPlan } from '../../plan/index.js';
import type { ExpandedPhase } from '../../schedule/index.js';
import type { GateCheck, ModelRoute } from '../../schema/index.js';
import type { FrozenPhase, RunConfirmGate, RunEventOf, RunGateCommand, RunModel, RunPrd, RunSettingsFrozen } from '../../schema/run.js';
import { DEFAULT_SUMMARY_BUDGET_BYTES } from '../../task/index.js';
import { DEFAULT_CC_THRESHOLD } from '../../complexity/types.js';
import { phaseKey } from '../model/keys.js';
import { redactFrozen } from './redact-frozen.js';
import { stamp } from '../model/stamp.js';

/** A sub-agent's budget when the phase sets no `Timeout:` (OpenClaw's exec default is 1800 s too). */
export const DEFAULT_AGENT_TIMEOUT_SECONDS = 1800;
export const DEFAULT_GATE_TIMEOUT_SECONDS = 900;
/** Past a timeout, this long again before `next` calls a spawn or gate timed out. */
export const DEFAULT_GRACE_SECONDS = 60;

export interface FreezeInput {
  detailed: DetailedPlan;
  runId: string;
  now: number;
  prd: RunPrd;
  cwd: string;
  runDir: string;
  /** `--only`: a phase name as written (its sub-phases are included). */
  only: string | null;
}

const toModel = (route: ModelRoute): RunModel => ({ tier: route.tier ?? route.requested, id: route.id });

const toCommand = (c: Pick<GateCheck, 'command' | 'argv' | 'shellGate'> & { workdir?: string | undefined }): RunGateCommand => ({
  command: c.command,
  argv: c.argv,
  shellGate: c.shellGate,
  ...(c.workdir === undefined ? {} : { workdir: c.workdir }),
});

/** Phase names `--only NAME` selects: the phase, or the sub-phases split from it. Empty = unknown. */
export function selectOnly(phases: readonly Pick<ExpandedPhase, 'name' | 'origin' | 'kind'>[], only: string): string[] {
  return phases.filter((p) => p.kind !== 'checkpoint' && (p.name === only || p.origin === only)).map((p) => p.name);
}


/**
 * The gates with verdict `confirm` that this run may execute (its phases' own gates, fix
 * gates and checkpoint re-runs; skipped and `--only`-excluded phases run none), each once,
 * in phase order, with the command line the shell will run.
 */
function gatesToConfirm(detailed: DetailedPlan, phases: readonly FrozenPhase[], only: string | null): RunConfirmGate[] {
  // A verdict may depend on the gate's folder (a unittest name is found from it): keyed by both.
  const verdicts = new Map<string, GateCheck>();
  for (const phase of detailed.phases) {
    for (const c of detailed.gateChecks.get(phase.origin ?? phase.name) ?? []) verdicts.set(gateIdentity(c, phase.workdir?.path), c);
  }
  const selected = only === null ? null : new Set(selectOnly(phases, only));
  const out: RunConfirmGate[] = [];
  const seen = new Set<string>();
  for (const p of phases) {
    if (p.skip || (selected !== null && !selected.has(p.name) && p.kind !== 'checkpoint')) continue;
    for (const command of [...p.gateCommands, ...p.fixGateCommands]) {
      const key = gateIdentity(command, command.workdir);
      const check = verdicts.get(key);
      const runs = gateRunCommand(command);
      if (check?.verdict !== 'confirm' || runs === null || seen.has(key)) continue;
      seen.add(key);
      out.push({ phase: p.name, command: command.command, runs, ...(command.workdir === undefined ? {} : { workdir: command.workdir }), ...(check.outsideConfig === undefined ? {} : { outsideConfig: check.outsideConfig }) });
    }
  }
  return out;
}

/** The `run-started` event of a valid plan. */
export function freezeRun(input: FreezeInput): RunEventOf<'run-started'> {
  const { detailed } = input;
  const { plan } = detailed;
  const byName = new Map(detailed.phases.map((p) => [p.name, p]));
  const commandsOf = (p: ExpandedPhase): RunGateCommand[] =>
    runnableGateChecks(p, detailed.gateChecks).map((c) => toCommand({ ...c, workdir: p.workdir?.path }));

  // The plan decided the checkpoint gates, the tier-up and the fix models; freezing copies them.
  const phases: FrozenPhase[] = plan.phases.map((planned, index) => {
    const source = detailed.phases[index] as ExpandedPhase;
    const fixPhase = planned.fix?.phase ?? null;
    const impl = fixPhase === null ? null : (byName.get(fixPhase) ?? null);
    const own = commandsOf(source);
    return {
      name: planned.name,
      key: phaseKey(planned.name, index),
      kind: planned.kind,
      type: planned.type,
      origin: planned.origin,
      // The plan numbers waves from 1; the state keeps the index into `waves`.
      wave: Math.max(0, planned.wave - 1),
      dependsOn: planned.dependsOn,
      parallel: planned.parallel,
      model: toModel(planned.model),
      modelUp: toModel(planned.tierUp),
      fixModel: planned.fix === null ? null : toModel(planned.fix.model),
      gateCommands: source.kind === 'checkpoint' ? planned.checkpointGates.map(toCommand) : own,
      gateDescription: source.gate?.kind === 'description' ? source.gate.text : null,
      fixGateCommands: own.length > 0 ? own : impl !== null ? commandsOf(impl) : [],
      fixFiles: impl?.files ?? [],
      maxRetries: planned.maxRetries,
      timeoutSeconds: planned.timeoutSeconds ?? DEFAULT_AGENT_TIMEOUT_SECONDS,
      gateTimeoutSeconds: planned.timeoutSeconds ?? DEFAULT_GATE_TIMEOUT_SECONDS,
      files: planned.files,
      ...(planned.workdir === undefined ? {} : { workdir: planned.workdir }),
      onReject: planned.onReject,
      escalate: planned.escalate,
      skip: source.skip,
      ...(source.removesTests === true ? { removesTests: true } : {}),
      erosionPolicy: source.erosion,
      tasks: source.tasks,
      acceptance: source.acceptance,
    };
  });

  const settings: RunSettingsFrozen = {
    maxParallel: plan.maxParallel,
    maxSpawns: plan.spawns.limit,
    maxDurationSeconds: detailed.settings.maxDurationSeconds ?? null,
    summaryBudgetBytes: detailed.settings.summaryBudgetBytes ?? DEFAULT_SUMMARY_BUDGET_BYTES,
    erosion: detailed.settings.erosion ?? 'refactor',
    scope: detailed.settings.scope ?? 'fail',
    ...(detailed.settings.finalVerification === 'off' ? { finalVerification: 'off' as const } : {}),
    ...(detailed.settings.testBaseline === 'off' ? { testBaseline: 'off' as const } : {}),
    ...(detailed.settings.failToPass === 'off' ? { failToPass: 'off' as const } : {}),
    ccThreshold: DEFAULT_CC_THRESHOLD,
    graceSeconds: DEFAULT_GRACE_SECONDS,
    ...(detailed.settings.maxTokens === undefined ? {} : { maxTokens: detailed.settings.maxTokens }),
    ...(detailed.settings.maxCost === undefined ? {} : { maxCost: detailed.settings.maxCost }),
    // On an OpenClaw host with a Gateway each child's usage is asked of it (docs/design.md#budgets).
    ...(detailed.usageRead ? { usage: 'sessions.usage' as const } : {}),
    // Where the host has collectors, children hand over through agents_wait (docs/design.md#collectors).
    ...(detailed.collectors === true ? { handover: 'collectors' as const } : {}),
  };
  // The run's first event: after none (seq 0), kept with the PRD's secrets redacted.
  return redactFrozen(stamp<RunEventOf<'run-started'>>(0, input.now, {
    type: 'run-started',
    runId: input.runId,
    prd: input.prd,
    cwd: input.cwd,
    runDir: input.runDir,
    only: input.only,
    settings,
    waves: plan.waves,
    confirmGates: gatesToConfirm(detailed, phases, input.only),
    phases,
  }));
}
