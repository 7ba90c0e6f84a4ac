// Several spawns reported at once (docs/design.md#run-protocol): `next RUN ACTION=KEY[,MODEL]…`
// records each child session the way `spawned` does, then advances, so an agent that started a
// report's children in one turn reports them with the `next --wait` it runs next
// instead of one `spawned` per child (fewer parent turns). The words are parsed by
// lib/cli/next-words.ts. Pure.

import type { RunState } from '../../schema/run.js';
import { recordSpawned } from './commands.js';
import type { CommandOutcome } from '../model/observed.js';

export interface SpawnedPair {
  actionId: string;
  sessionKey: string;
  /** sessions_spawn's resolvedModel; null when not given. */
  model: string | null;
  /** sessions_spawn's runId, for a collector child (`,run=RUNID`); null when not given. */
  runId: string | null;
}

/**
 * What recording every pair does: the facts of all of them, or the first refusal (nothing is
 * recorded then: the call is taken whole or not at all). Repeats are no-ops, as with `spawned`.
 */
export function recordSpawnedPairs(state: RunState, pairs: readonly SpawnedPair[]): CommandOutcome {
  const facts = [];
  for (const pair of pairs) {
    const outcome = recordSpawned(state, pair.actionId, pair.sessionKey, pair.model, pair.runId);
    if (outcome.kind === 'unknown' || outcome.kind === 'refuse') return outcome;
    if (outcome.kind === 'apply') facts.push(...outcome.facts);
  }
  return facts.length === 0 ? { kind: 'noop' } : { kind: 'apply', facts };
}
