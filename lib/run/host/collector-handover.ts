// Whether a run hands over through collectors, and the refusal of a collector confirmed
// without its run id (docs/design.md#collectors). Pure; apart from lib/run/host/collectors.ts so
// that recording a spawn (commands.ts) needs nothing that records collections.

import type { RunState, SpawnRecord } from '../../schema/run.js';

export const usesCollectors = (state: RunState): boolean => state.settings.handover === 'collectors';

/** What `spawned` takes to confirm a child already started: its session key, and a collector's run id. */
export const confirmArgs = (state: RunState): string =>
  usesCollectors(state) ? '--session <childSessionKey> --run-id <runId>' : '--session <childSessionKey>';

/** A collector spawn confirmed without its run id cannot be waited on: the refusal, or null. */
export function collectorRunIdProblem(state: RunState, spawn: SpawnRecord, runId: string | null): string | null {
  if (!usesCollectors(state) || runId !== null || spawn.collectorRunId !== undefined) return null;
  return (
    `spawn \`${spawn.actionId}\` is a collector child (collect: true): report sessions_spawn's runId with it ` +
    `(\`${spawn.actionId}=KEY[,MODEL],run=RUNID\` to next, or spawned --run-id RUNID); agents_wait needs it.`
  );
}
