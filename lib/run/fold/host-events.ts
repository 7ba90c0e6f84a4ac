// The host's events folded into the state (docs/design.md#run-state): a spawn whose
// sessions_spawn failed or whose child hit a usage limit (`spawn-failed`: the spawn did no work,
// a limit holds the run, a refused model is remembered), and a spawn's usage log issued and read
// (`usage-issued`, `usage-recorded`). Reducers of ./fold.ts, beside it. Pure.

import type { SpawnUsage } from '../../schema/spend.js';
import type { RunEventOf, RunState, SpawnRecord } from '../../schema/run.js';
import { touch, updatePhase } from './fold-phase.js';

/** Fold a `spawn-failed` event: the spawn did no work; a limit holds the run from now on. */
export function applySpawnFailed(state: RunState, e: RunEventOf<'spawn-failed'>): RunState {
  const p = state.phases.find((x) => x.spawns.some((s) => s.actionId === e.actionId));
  if (p === undefined) return state;
  const outcome = e.limit === null ? ('not-started' as const) : ('limited' as const);
  const updated = updatePhase(state, p.name, (phase) => ({
    ...touch(phase, e),
    currentSpawn: phase.currentSpawn === e.actionId ? null : phase.currentSpawn,
    spawns: phase.spawns.map((s) => (s.actionId === e.actionId ? { ...s, outcome, finishedAt: e.at, problems: [{ code: 'text' as const, text: e.error }] } : s)),
  }));
  const refused = e.refusedModel;
  const next =
    refused === undefined || (updated.refusedModels ?? []).some((r) => r.id === refused)
      ? updated
      : { ...updated, refusedModels: [...(updated.refusedModels ?? []), { id: refused, phase: p.name, actionId: e.actionId, at: e.at }] };
  if (e.limit === null) return next;
  const prior = state.usageLimit;
  if (prior === undefined) return { ...next, usageLimit: { ...e.limit, since: e.at, phase: p.name, actionId: e.actionId, source: e.source } };
  // The first hit stays the one reported; the latest reset stated is when a resume makes sense.
  const later = e.limit.resetAt !== null && (prior.resetAt === null || e.limit.resetAt > prior.resetAt);
  return { ...next, usageLimit: later ? { ...prior, resetAt: e.limit.resetAt, resetText: e.limit.resetText } : prior };
}

/** The state after a usage event: the spawn's log or usage set. */
export function applyUsageEvent(
  state: RunState,
  e: { type: 'usage-issued'; actionId: string; logFile: string; notBefore?: number; at: number } | { type: 'usage-recorded'; actionId: string; usage: SpawnUsage },
): RunState {
  const update = (s: SpawnRecord): SpawnRecord =>
    e.type === 'usage-issued'
      ? { ...s, usageLog: { file: e.logFile, issuedAt: e.at, ...(e.notBefore === undefined ? {} : { notBefore: e.notBefore }) } }
      : { ...s, usage: e.usage };
  return {
    ...state,
    phases: state.phases.map((p) => (p.spawns.some((s) => s.actionId === e.actionId) ? { ...p, spawns: p.spawns.map((s) => (s.actionId === e.actionId ? update(s) : s)) } : p)),
  };
}
