// Whether a run hands over through collectors, and the refusal of a collector confirmed
// without its run id (docs/design.md#collectors). Pure; apart from lib/run/collectors.ts so
// that recording a spawn (commands.ts) needs nothing that records collections.

import type { RunState, SpawnRecord } from '../schema/run.js';

export const usesCollectors = (state: RunState): boolean => state.settings.handover === 'collectors';

/** A collector spawn confirmed without its run id cannot be waited on: the refusal, or null. */
export function collectorRunIdProblem(state: RunState, spawn: SpawnRecord, runId: string | null): string | null {
  if (!usesCollectors(state) || runId !== null || spawn.collectorRunId !== undefined) return null;
  return (
    `spawn \`${spawn.actionId}\` is a collector child (collect: true): report sessions_spawn's runId with it ` +
    `(\`${spawn.actionId}=KEY[,MODEL],run=RUNID\` to next, or spawned --run-id RUNID); agents_wait needs it.`
  );
}
