// What `spawned --error-file` did to the run: the usage limit the failed spawn now holds the run
// with, or whether another error offered the spawn again or halted the run. Pure.

import type { RunState, SpawnedReport } from '../../schema/index.js';
import type { Fact } from '../model/observed.js';

/** What `--error-file` did: the limit the spawn now holds the run with, or what became of another error. */
export function spawnErrorReport(state: RunState, actionId: string, facts: readonly Fact[]): NonNullable<SpawnedReport['spawnError']> {
  const spawn = state.phases.flatMap((p) => p.spawns).find((s) => s.actionId === actionId);
  // This call's limit; on a repeat (nothing recorded), the one the run holds.
  const limit = facts.flatMap((f) => (f.type === 'spawn-failed' && f.limit !== null ? [f.limit] : []))[0] ?? state.usageLimit;
  if (spawn?.outcome === 'limited' && limit !== undefined) {
    return { limit: { kind: limit.kind, resetAt: limit.resetAt, resetText: limit.resetText, message: limit.message }, then: 'limit-holds' };
  }
  const refused = facts.flatMap((f) => (f.type === 'spawn-failed' && f.refusedModel !== undefined ? [f.refusedModel] : []))[0];
  const then = state.status === 'needs-human' && state.escalation?.reason === 'spawn-failed' ? 'halted' : 'offered-again';
  return refused === undefined ? { limit: null, then } : { limit: null, then, refusedModel: refused };
}

