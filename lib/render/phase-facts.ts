// Facts about one run phase shared by the status report, the status text and the summary.

import type { RunPhase, RunState, SpawnRecord, SpawnRoleWord } from '../schema/index.js';
import { secondsBetween } from './time.js';
import { failedOutsideScope } from '../text/attempt-failure.js';

/** Phases that are done for scheduling purposes: the next wave may start. */
export function isSettled(phase: Pick<RunPhase, 'status'>): boolean {
  return phase.status === 'passed' || phase.status === 'skipped';
}

/** True for phases that spawn sub-agents (not approval, checkpoint or skip). */
export function hasAgent(phase: Pick<RunPhase, 'kind'>): boolean {
  return phase.kind === 'agent';
}

/** Whole seconds the phase has run, up to its finish or `now`; null before it starts. */
export function phaseSeconds(phase: Pick<RunPhase, 'startedAt' | 'finishedAt'>, now: number): number | null {
  if (phase.startedAt === null) return null;
  return secondsBetween(phase.startedAt, phase.finishedAt ?? now);
}

/** Whole seconds since the run was created, up to its finish or `now`. */
export function runSeconds(state: Pick<RunState, 'createdAt' | 'finishedAt'>, now: number): number {
  return secondsBetween(state.createdAt, state.finishedAt ?? now);
}

/** The model the phase runs as now: its latest spawn's (a retry one tier up, a fix), else the planned one. */
export function currentModel(phase: RunPhase): string | null {
  if (!hasAgent(phase)) return null;
  const last = phase.spawns[phase.spawns.length - 1];
  const model = last?.model ?? phase.model;
  return model.tier ?? model.id;
}

/** 1-based wave holding the first unsettled phase; the last wave when all are settled; 0 without waves. */
export function currentWave(state: Pick<RunState, 'waves' | 'phases'>): number {
  const byName = new Map(state.phases.map((p) => [p.name, p]));
  const open = state.waves.findIndex((wave) =>
    wave.some((name) => {
      const phase = byName.get(name);
      return phase !== undefined && !isSettled(phase);
    }),
  );
  return open === -1 ? state.waves.length : open + 1;
}

/** Spawns per role, in role order, omitting roles never spawned (abandoned spawns count: they used budget). */
export function spawnsByRole(phase: Pick<RunPhase, 'spawns'>): { role: SpawnRoleWord; count: number }[] {
  const roles: SpawnRoleWord[] = ['work', 'review', 'fix'];
  return roles
    .map((role) => ({ role, count: phase.spawns.filter((s) => s.role === role && s.outcome !== 'abandoned').length }))
    .filter((r) => r.count > 0);
}

/** Review cycles a review phase went through (distinct cycles of its review spawns). */
export function reviewCycles(phase: Pick<RunPhase, 'spawns'>): number {
  return new Set(phase.spawns.filter((s) => s.role === 'review').map((s) => s.cycle)).size;
}

/**
 * The attempt number of `spawn` counted across the phase's resets (a resume, a rejection):
 * its place among the phase's spawns of the same role, a lost child reissued counting once.
 * Status, progress, the summary and the Gantt chart number attempts this way.
 */
export function attemptNumber(phase: Pick<RunPhase, 'spawns'>, spawn: SpawnRecord): number {
  const same = phase.spawns.filter((s) => s.role === spawn.role && (s === spawn || s.outcome !== 'abandoned'));
  return Math.max(1, same.indexOf(spawn) + 1);
}

/**
 * Why the attempt of `spawn` failed where its own result does not show it: `scope` (files
 * outside the phase's Files:), `gate` (a gate it led to failed or timed out), `failed` (another
 * recorded failure of its role, cycle and attempt, e.g. acceptance criteria); null when none.
 */
export function spawnFailure(phase: Pick<RunPhase, 'spawns' | 'failures' | 'gates'>, spawn: SpawnRecord): string | null {
  if (spawn.outside.length > 0) return 'scope';
  const nextSame = phase.spawns.find((s) => s.role === spawn.role && s.issuedAt > spawn.issuedAt);
  const nextAny = phase.spawns.find((s) => s.issuedAt > spawn.issuedAt);
  const failure = phase.failures.find(
    (f) => f.role === spawn.role && f.cycle === spawn.cycle && f.attempt === spawn.attempt && f.at >= spawn.issuedAt && (nextSame === undefined || f.at <= nextSame.issuedAt),
  );
  if (failure !== undefined && failedOutsideScope(failure.failure)) return 'scope';
  const gateFailed = phase.gates.some(
    (g) => g.issuedAt >= spawn.issuedAt && (nextAny === undefined || g.issuedAt < nextAny.issuedAt) && (g.state === 'failed' || g.state === 'timed-out'),
  );
  if (spawn.role !== 'review' && gateFailed) return 'gate';
  return failure === undefined ? null : 'failed';
}
