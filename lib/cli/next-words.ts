// The positional words of `next` (docs/design.md#run-protocol): `ACTION=KEY[,MODEL][,run=RUNID]`
// for a child the agent started, `ACTION:STATUS[,IN/OUT]` for a collector child agents_wait saw
// end. Parsed here, at the edge; lib/run takes the parsed values (lib/run/commands/spawned-pairs.ts,
// lib/run/commands/collected.ts). Pure.

import type { CollectorStatus } from '../schema/run-base.js';
import type { CollectedWord, SpawnedPair } from '../run/index.js';
import { NEXT_WAIT_SECONDS } from '../run/host/awaited-logs.js';

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

/** `ACTION:STATUS` or `ACTION:STATUS,IN/OUT` (status any case; tokens digits, `,` or `_` allowed as thousands separators). */
const COLLECTED = /^([^=:,\s]+):(done|failed|killed|timeout)(?:,([\d_]+)\/([\d_]+))?$/i;

/** Whether a positional of `next` reports a collector child's terminal state. */
export const isCollectedWord = (word: string): boolean => !word.includes('=') && COLLECTED.test(word);

/** The reported terminal states in `args`, or a usage message naming the first bad one. */
export function parseCollectedWords(args: readonly string[]): CollectedWord[] | { usage: string } {
  const out: CollectedWord[] = [];
  for (const word of args) {
    const m = COLLECTED.exec(word);
    if (m === null) return { usage: `\`${word}\` is not ACTION:STATUS or ACTION:STATUS,IN/OUT (agents_wait's label, status and usage tokens).` };
    const actionId = m[1] as string;
    if (out.some((w) => w.actionId === actionId)) return { usage: `collector \`${actionId}\` is reported twice; one child ends once.` };
    const tokens = m[3] === undefined ? {} : { inputTokens: Number((m[3] as string).replace(/_/g, '')), outputTokens: Number((m[4] as string).replace(/_/g, '')) };
    out.push({ actionId, status: (m[2] as string).toLowerCase() as CollectorStatus, ...tokens });
  }
  return out;
}

/** `--wait-seconds N`: wait as `--wait` does, at most N seconds (0 to NEXT_WAIT_SECONDS); null when absent (`next` refuses a bad value before it waits). */
export function parseWaitSeconds(value: unknown): number | null | { usage: string } {
  if (value === undefined) return null;
  if (typeof value !== 'string' || !/^\d{1,3}$/.test(value) || Number(value) > NEXT_WAIT_SECONDS) return { usage: `--wait-seconds takes a whole number of seconds from 0 to ${NEXT_WAIT_SECONDS}.` };
  return Number(value);
}
