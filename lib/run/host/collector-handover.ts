// Whether a run hands over through collectors, and the refusal of a collector confirmed
// without its run id (docs/design.md#collectors). Pure; apart from lib/run/host/collectors.ts so
// that recording a spawn (commands.ts) needs nothing that records collections.

import type { RunState, SpawnRecord } from '../../schema/run.js';

export const usesCollectors = (state: RunState): boolean => state.settings.handover === 'collectors';

/** What `spawned` takes to confirm a child already started: its session key, and a collector's run id. */
export const confirmArgs = (state: RunState): string =>
  usesCollectors(state) ? '--session <childSessionKey> --run-id <runId>' : '--session <childSessionKey>';

/** Whether a collector spawn is confirmed without its run id: it could not be waited on (agents_wait needs it). */
export function collectorRunIdMissing(state: RunState, spawn: SpawnRecord, runId: string | null): boolean {
  return usesCollectors(state) && runId === null && spawn.collectorRunId === undefined;
}
