// Collectors where the host has them (docs/design.md#collectors). When the run was started with
// `handover: collectors`, each spawn is an OpenClaw Swarm collector child (`collect: true`, one
// `groupId` per run, the result envelope's schema as `outputSchema`, the action id as `label`)
// and a `collect` action (exactly `agents_wait`'s arguments) replaces `wait`. The agent copies
// nothing of a child's result: it reports `ACTION:STATUS[,IN/OUT]` to `next`, the child still
// writes its result file, and OpenForge's own validator reads that file. The host's status is
// the child's terminal state: `failed`, `killed` and `timeout` fail the attempt whatever the
// file says; `done` only lets the file be read. Pure.

import type { SpawnArguments } from '../../schema/actions.js';
import type { RunState, SpawnRecord } from '../../schema/run.js';
import type { Fact } from '../model/observed.js';

export { usesCollectors } from './collector-handover.js';

/** The longest `agents_wait` OpenClaw 2026.9.6 allows (`tools.swarm.waitTimeoutSecondsMax` default). */
export const AGENTS_WAIT_MAX_SECONDS = 600;

/**
 * The result envelope's shape as OpenClaw checks the structured result: an object with status
 * and summary, the lists typed, anything else allowed, or a string (a review's markdown).
 * Compact on purpose (the agent writes it into every spawn's arguments; ≤ 1 KB per spawn);
 * lower-case statuses too, as real children write them. It is a first screen only:
 * OpenForge's own validator still reads the result file.
 */
export const COLLECTOR_OUTPUT_SCHEMA: Record<string, unknown> = {
  type: ['object', 'string'],
  required: ['status', 'summary'],
  properties: {
    status: { enum: ['DONE', 'BLOCKED', 'ERROR', 'done', 'blocked', 'error'] },
    summary: { type: 'string' },
    findings: { type: 'array' },
    evidence: { type: 'array' },
    filesModified: { type: 'array', items: { type: 'string' } },
    acceptance: { type: 'array' },
  },
};


/** One group per run: OpenClaw counts 8 running, 200 in its lifetime, per group. */
export const collectorGroupId = (state: RunState): string => `openforge-${state.runId}`;

/** The Swarm fields of a collector spawn's arguments (the label is the action id: agents_wait echoes it). */
export function collectorSpawnFields(state: RunState, actionId: string): Pick<SpawnArguments, 'label' | 'collect' | 'groupId' | 'outputSchema'> {
  return { label: actionId, collect: true, groupId: collectorGroupId(state), outputSchema: COLLECTOR_OUTPUT_SCHEMA };
}

/** A running collector child: confirmed with its run id, no terminal state reported, no result recorded. */
export const awaitingCollection = (s: SpawnRecord): boolean => s.outcome === null && s.collectorRunId !== undefined && s.collected === undefined;

/** What the spawn's collected state means before its result file is read: a fact, 'read' (the file decides), or null (wait). */
export function collectorFact(spawn: SpawnRecord, resultText: string | null | undefined): Fact | 'read' | null {
  const c = spawn.collected;
  if (c === undefined) return null;
  const base = { type: 'spawn-result' as const, actionId: spawn.actionId, status: null, summary: null, findings: [], filesModified: [], verdict: null };
  if (c.status === 'timeout') return { ...base, outcome: 'timed-out', problems: [] };
  if (c.status === 'done' && resultText !== undefined && resultText !== null) return 'read';
  // Done without its file, failed or killed: the attempt fails whatever the file says.
  return { ...base, outcome: 'invalid', problems: [{ code: 'collector', status: c.status, file: spawn.resultFile }] };
}
