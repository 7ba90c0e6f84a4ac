import { redactName } from '../../secrets/index.js';
// The human's and the agent's inputs besides `next`: a spawn's session key, an approval
// decision, resume and cancel. Each returns the facts to record, a no-op (a repeat), or a
// refusal with why and what the state is, as facts (./refusal.ts). Pure.

import type { RunPhase, RunState } from '../../schema/run.js';
import type { DecisionWord } from '../../schema/run-vocabulary.js';
import { sameModel } from '../host/model-audit.js';
import { summaryPath } from '../model/keys.js';
import type { CommandOutcome } from '../model/observed.js';
import { raisedSpendLimits } from '../host/spend.js';
import { collectorRunIdMissing, usesCollectors } from '../host/collector-handover.js';
import type { PhaseStanding } from '../model/refusal.js';


export function spawnActionIds(state: RunState): string[] {
  return state.phases.flatMap((p) => p.spawns.map((s) => s.actionId));
}

/**
 * `spawned RUN ACTION --session KEY [--model MODEL]`: record the child session of a spawn and the
 * model OpenClaw reported for it. Repeats are no-ops; a repeat may add the model a first call left out.
 */
export function recordSpawned(state: RunState, actionId: string, sessionKey: string, reportedModel: string | null = null, collectorRunId: string | null = null): CommandOutcome {
  const spawn = state.phases.flatMap((p) => p.spawns).find((s) => s.actionId === actionId);
  if (spawn === undefined) {
    return { kind: 'unknown', refusal: { code: 'no-such-spawn', runId: state.runId, actionId, known: spawnActionIds(state) } };
  }
  if (collectorRunIdMissing(state, spawn, collectorRunId)) return { kind: 'refuse', refusal: { code: 'collector-run-id-missing', actionId } };
  const model = reportedModel === null || reportedModel.trim() === '' ? null : reportedModel.trim();
  const runId = collectorRunId !== null && usesCollectors(state) && spawn.collectorRunId === undefined ? { collectorRunId } : {};
  const fact = { type: 'spawn-confirmed' as const, actionId, sessionKey, ...(model === null ? {} : { reportedModel: model }), ...runId };
  if (spawn.sessionKey === sessionKey) {
    if ('collectorRunId' in runId) return { kind: 'apply', facts: [fact] };
    if (model === null || (spawn.reportedModel !== undefined && sameModel(spawn.reportedModel, model))) return { kind: 'noop' };
    if (spawn.reportedModel !== undefined) return { kind: 'refuse', refusal: { code: 'spawn-model-recorded', actionId, model: spawn.reportedModel } };
    return { kind: 'apply', facts: [fact] };
  }
  if (spawn.sessionKey !== null) return { kind: 'refuse', refusal: { code: 'spawn-session-recorded', actionId, sessionKey: spawn.sessionKey } };
  return { kind: 'apply', facts: [fact] };
}

/** Names of the phases that depend on `name`, directly or not, in plan order. */
export function dependentsOf(state: RunState, name: string): string[] {
  const out = new Set<string>([name]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const p of state.phases) {
      if (!out.has(p.name) && p.dependsOn.some((d) => out.has(d))) {
        out.add(p.name);
        grew = true;
      }
    }
  }
  return state.phases.filter((p) => out.has(p.name)).map((p) => p.name);
}

function standing(p: RunPhase): PhaseStanding {
  const last = p.decisions.at(-1);
  return { name: p.name, status: p.status, ...(last === undefined ? {} : { last: { decision: last.decision, note: last.note } }) };
}

/** The phase named `name` as written or as the run keeps it (a name holding a secret is kept redacted: lib/run/fold/redact-frozen.ts). */
const phaseNamed = (state: RunState, name: string): RunPhase | undefined =>
  state.phases.find((x) => x.name === name) ?? state.phases.find((x) => x.name === redactName(name));

/** `decide RUN PHASE approve|reject [--note]` (PHASE: a name, or an approval phase's key). */
export function decideApproval(state: RunState, phaseName: string, decision: DecisionWord, note: string | null): CommandOutcome {
  // By name, or by key: the ask's commands name a phase whose name holds a secret by its key.
  const p = phaseNamed(state, phaseName) ?? state.phases.find((x) => x.kind === 'approval' && x.key === phaseName);
  const approvals = state.phases.filter((x) => x.kind === 'approval').map((x) => x.name);
  if (p === undefined || p.kind !== 'approval') {
    return { kind: 'unknown', refusal: { code: 'no-such-approval', runId: state.runId, phase: phaseName, approvals } };
  }
  if (state.status === 'completed' || state.status === 'cancelled') {
    const last = p.decisions.at(-1);
    if (last?.decision === decision) return { kind: 'noop' };
    return { kind: 'refuse', refusal: { code: 'run-not-running', runId: state.runId, status: state.status, phase: standing(p) } };
  }
  if (p.status === 'waiting-approval') {
    if (decision === 'approve') return { kind: 'apply', facts: [{ type: 'decision-recorded', phase: p.name, decision, note, reset: [] }] };
    const targets = p.onReject !== null ? [p.onReject] : p.dependsOn;
    const reset = new Set<string>();
    for (const t of targets) for (const name of dependentsOf(state, t)) if (name !== p.name) reset.add(name);
    // The targets always start over; phases after them only when they had started.
    const ordered = state.phases
      .filter((x) => reset.has(x.name) && (targets.includes(x.name) || x.status !== 'pending'))
      .map((x) => x.name);
    return { kind: 'apply', facts: [{ type: 'decision-recorded', phase: p.name, decision, note, reset: ordered }] };
  }
  const last = p.decisions.at(-1);
  if (last !== undefined && last.decision === decision && last.round === p.round) return { kind: 'noop' };
  return { kind: 'refuse', refusal: { code: last === undefined ? 'decision-not-asked' : 'decision-conflicts', phase: standing(p) } };
}

/**
 * Escalations after which `resume` redoes no phase unless asked. `Escalate: true` hands the phase
 * to the human (its gates still run), a budget stop only raises the budget, a failed final
 * verification runs the final gates again, and a usage limit or a spawn error issues the stopped
 * spawns again, same attempt. Every other escalated phase gets fresh attempts.
 */
const KEEPS_PHASE: readonly string[] = ['escalate-flag', 'budget-exhausted', 'final-verification-failed', 'usage-limit', 'spawn-failed'];

/** The phases `--phase P` starts over: P and its dependents that had started; an outcome when P is unknown. */
function askedReset(state: RunState, phaseName: string | null): string[] | CommandOutcome {
  if (phaseName === null) return [];
  const p = phaseNamed(state, phaseName);
  if (p === undefined) {
    return { kind: 'unknown', refusal: { code: 'no-such-phase', runId: state.runId, phase: phaseName, phases: state.phases.map((x) => x.name) } };
  }
  const status = new Map(state.phases.map((x) => [x.name, x.status]));
  return dependentsOf(state, p.name).filter((n) => n === p.name || status.get(n) !== 'pending');
}

/** The phases to start over: those asked for, plus the escalated phase when its escalation redoes it. */
function phasesToReset(state: RunState, asked: string[]): string[] {
  const escalation = state.status === 'needs-human' ? state.escalation : null;
  if (escalation === null || KEEPS_PHASE.includes(escalation.reason) || asked.includes(escalation.phase)) return asked;
  return [...asked, escalation.phase];
}

/**
 * On a running run, spawns still in flight are abandoned so that `next` issues them again
 * (the deliberate reissue after a lost spawn); reset phases drop theirs in any case.
 */
function spawnsToReissue(state: RunState, reset: ReadonlySet<string>): string[] {
  const inFlight = (p: RunPhase): string[] => p.spawns.filter((x) => x.outcome === null).map((x) => x.actionId);
  return state.phases.flatMap((p) => (reset.has(p.name) || (state.status === 'running' && p.status === 'active') ? inFlight(p) : []));
}

/**
 * A resume never dead-ends on the budget it was asked to continue: when the spawns left cannot
 * give each phase to redo one try, or the time is up, the budget is raised as after a budget stop.
 * A budget stop raises the token and money budgets too: what was spent plus another max-tokens / max-cost.
 */
function resumedLimits(state: RunState, now: number, resetCount: number): { maxSpawns: number; maxDurationSeconds: number | null } & ReturnType<typeof raisedSpendLimits> {
  const budgetStop = state.escalation?.reason === 'budget-exhausted';
  const spawnsLeft = state.limits.maxSpawns - state.spawnCount;
  const maxSpawns = budgetStop || spawnsLeft < Math.max(1, resetCount) ? state.spawnCount + state.settings.maxSpawns : state.limits.maxSpawns;
  const duration = state.limits.maxDurationSeconds;
  const timeUp = duration !== null && now - state.createdAt > duration * 1000;
  const maxDurationSeconds =
    (budgetStop || timeUp) && duration !== null && state.settings.maxDurationSeconds !== null
      ? Math.ceil((now - state.createdAt) / 1000) + state.settings.maxDurationSeconds
      : duration;
  return { maxSpawns, maxDurationSeconds, ...(budgetStop ? raisedSpendLimits(state) : {}) };
}

/** `resume RUN [--phase P] [--note-file F]`: continue after an escalation, restart a phase, or reissue lost spawns. */
export function resumeRun(state: RunState, phaseName: string | null, now: number, note: string | null = null): CommandOutcome {
  if (state.status === 'completed' || state.status === 'cancelled') {
    return { kind: 'refuse', refusal: { code: 'run-ended', runId: state.runId, status: state.status } };
  }
  const asked = askedReset(state, phaseName);
  if (!Array.isArray(asked)) return asked;
  const reset = phasesToReset(state, asked);
  const noted = note === null ? {} : { note };
  // A resume while a limit holds a running run lifts the limit and abandons nothing that runs.
  if (state.status === 'running' && state.usageLimit !== undefined && reset.length === 0) {
    return { kind: 'apply', facts: [{ type: 'run-resumed', reset: [], reissue: [], maxSpawns: state.limits.maxSpawns, maxDurationSeconds: state.limits.maxDurationSeconds, ...noted }] };
  }
  const resetSet = new Set(reset);
  const reissue = spawnsToReissue(state, resetSet);
  if (state.status === 'running' && reset.length === 0 && reissue.length === 0) return { kind: 'noop' };
  const ordered = state.phases.filter((p) => resetSet.has(p.name)).map((p) => p.name);
  return { kind: 'apply', facts: [{ type: 'run-resumed', reset: ordered, reissue, ...resumedLimits(state, now, reset.length), ...noted }] };
}

/** `cancel RUN`: stop for good; repeats are no-ops. */
export function cancelRun(state: RunState, note: string | null, now: number): CommandOutcome {
  if (state.status === 'cancelled') return { kind: 'noop' };
  if (state.status === 'completed') return { kind: 'refuse', refusal: { code: 'nothing-to-cancel', runId: state.runId } };
  // A cancelled run writes its summary too (docs/design.md#completion).
  return { kind: 'apply', facts: [{ type: 'run-cancelled', note, summaryFile: summaryPath(state, now) }] };
}
