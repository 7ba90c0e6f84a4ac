// Orphans: a child whose attempt already ended (it timed out, or `resume` abandoned it) may
// still be running and editing. Changes another attempt may not make, inside such a child's
// scope, are attributed to it instead of the innocent attempt; they fail the final
// verification until a human resumes (docs/design.md#final-verification).

import type { RunPhase, RunState, SpawnRecord } from '../../schema/run.js';
import { filesOutsideScope } from '../../snapshot/scope.js';

interface Orphan {
  phase: RunPhase;
  spawn: SpawnRecord;
}

/** Spawns whose attempt ended without a result while their child may live on, but `current`. */
function orphansOf(state: RunState, current: SpawnRecord): Orphan[] {
  return state.phases.flatMap((phase) =>
    phase.spawns
      .filter((s) => s.actionId !== current.actionId && (s.outcome === 'timed-out' || s.outcome === 'abandoned'))
      .map((spawn) => ({ phase, spawn })),
  );
}

/** The files an orphan may have written: its phase's (or fix) scope; an unscoped one, any file. */
function covers(o: Orphan, file: string): boolean {
  const scope = o.spawn.role === 'fix' ? o.phase.fixFiles : o.phase.files;
  return scope.length === 0 || filesOutsideScope([file], scope).length === 0;
}

/**
 * Split the files `current` may not have changed into those an orphan may have written (by
 * orphan spawn, the most recent orphan first) and the rest, which stay the attempt's own.
 */
export function attributeToOrphans(
  state: RunState,
  current: SpawnRecord,
  forbidden: readonly string[],
): { orphaned: { actionId: string; files: string[] }[]; rest: string[] } {
  const orphans = orphansOf(state, current).reverse();
  if (orphans.length === 0) return { orphaned: [], rest: [...forbidden] };
  const byOrphan = new Map<string, string[]>();
  const rest: string[] = [];
  for (const file of forbidden) {
    const o = orphans.find((x) => covers(x, file));
    if (o === undefined) rest.push(file);
    else byOrphan.set(o.spawn.actionId, [...(byOrphan.get(o.spawn.actionId) ?? []), file]);
  }
  return { orphaned: [...byOrphan].map(([actionId, files]) => ({ actionId, files })), rest };
}
