// Several spawns reported at once (docs/design.md#run-protocol): `next RUN ACTION=KEY[,MODEL]…`
// records each child session the way `spawned` does, then advances, so an agent that started a
// report's children in one turn reports them with the `next --wait` it runs next
// instead of one `spawned` per child (fewer parent turns). Pure.

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

/** `ACTION=KEY` or `ACTION=KEY,MODEL`, each optionally with `,run=RUNID` (a collector's run id): no spaces. */
const PAIR = /^([^=,\s]+)=([^=,\s]+)(?:,([^=,\s]+))?(?:,run=([^=,\s]+))?$/;

/** Whether a positional is a reported spawn rather than a run id (run ids hold no `=`). */
export const isSpawnedPair = (word: string): boolean => word.includes('=');

/** The pairs, or a usage message naming the first bad one. */
export function parseSpawnedPairs(args: readonly string[]): SpawnedPair[] | { usage: string } {
  const pairs: SpawnedPair[] = [];
  for (const word of args) {
    const m = PAIR.exec(word);
    if (m === null) return { usage: `\`${word}\` is not ACTION=KEY or ACTION=KEY,MODEL (the spawn action id, sessions_spawn's childSessionKey and, optionally, its resolvedModel; ,run=RUNID after them for a collector child).` };
    const actionId = m[1] as string;
    if (pairs.some((p) => p.actionId === actionId)) return { usage: `spawn \`${actionId}\` is reported twice; one action is one child.` };
    pairs.push({ actionId, sessionKey: m[2] as string, model: m[3] ?? null, runId: m[4] ?? null });
  }
  return pairs;
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
