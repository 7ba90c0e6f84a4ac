// What `next ACTION:STATUS[,IN/OUT]…` records (docs/design.md#collectors): the terminal state
// agents_wait reported for each collector child, or the first refusal. The words are parsed by
// lib/cli/next-words.ts. Pure.

import type { CollectorStatus } from '../../schema/run-base.js';
import type { RunState } from '../../schema/run.js';
import type { CommandOutcome, Fact } from '../model/observed.js';

/** One child's reported terminal state, and the tokens agents_wait counted for it. */
export interface CollectedWord {
  actionId: string;
  status: CollectorStatus;
  inputTokens?: number;
  outputTokens?: number;
}

/** Recording what agents_wait reported: all of it, or the first refusal (nothing recorded then). Repeats are no-ops. */
export function recordCollected(state: RunState, collected: readonly CollectedWord[]): CommandOutcome {
  const facts: Fact[] = [];
  for (const w of collected) {
    const spawn = state.phases.flatMap((p) => p.spawns).find((s) => s.actionId === w.actionId);
    if (spawn === undefined) return { kind: 'unknown', refusal: { code: 'no-such-spawn', runId: state.runId, actionId: w.actionId } };
    if (spawn.collectorRunId === undefined) return { kind: 'refuse', refusal: { code: 'not-a-collector', actionId: w.actionId } };
    if (spawn.collected !== undefined) continue;
    const tokens = { ...(w.inputTokens === undefined ? {} : { inputTokens: w.inputTokens }), ...(w.outputTokens === undefined ? {} : { outputTokens: w.outputTokens }) };
    facts.push({ type: 'spawn-collected', actionId: w.actionId, status: w.status, ...tokens });
  }
  return facts.length === 0 ? { kind: 'noop' } : { kind: 'apply', facts };
}
