// What `next` records before the engine goes on: the children the agent reports (`ACTION=KEY…`),
// then what agents_wait said of collector children (`ACTION:STATUS…`). Pure.

import type { RunState } from '../../schema/index.js';
import { recordCollected, type CollectedWord } from './collected.js';
import type { CommandOutcome } from '../model/observed.js';
import { recordSpawnedPairs, type SpawnedPair } from './spawned-pairs.js';

/** `next`'s words: the children reported and the collector statuses. */
export interface NextInput {
  pairs: SpawnedPair[];
  collected: CollectedWord[];
}

/** The children reported first, then what agents_wait said of them: all of it, or the first refusal. */
export function nextOutcome(state: RunState, input: NextInput): CommandOutcome {
  const spawned = input.pairs.length === 0 ? ({ kind: 'noop' } as const) : recordSpawnedPairs(state, input.pairs);
  if (spawned.kind === 'unknown' || spawned.kind === 'refuse' || input.collected.length === 0) return spawned;
  const confirmed = spawned.kind === 'apply' ? applyConfirmations(state, spawned.facts) : state;
  const collected = recordCollected(confirmed, input.collected);
  if (collected.kind === 'unknown' || collected.kind === 'refuse') return collected;
  const facts = [...(spawned.kind === 'apply' ? spawned.facts : []), ...(collected.kind === 'apply' ? collected.facts : [])];
  return facts.length === 0 ? { kind: 'noop' } : { kind: 'apply', facts };
}

/** The run ids a call's own confirmations add, so its collected words may name those children. */
function applyConfirmations(state: RunState, facts: readonly { type: string; actionId?: string; collectorRunId?: string }[]): RunState {
  const ids = new Map(facts.flatMap((f) => (f.type === 'spawn-confirmed' && f.actionId !== undefined && f.collectorRunId !== undefined ? [[f.actionId, f.collectorRunId] as const] : [])));
  if (ids.size === 0) return state;
  return { ...state, phases: state.phases.map((p) => ({ ...p, spawns: p.spawns.map((s) => (ids.has(s.actionId) ? { ...s, collectorRunId: ids.get(s.actionId) as string } : s)) })) };
}

