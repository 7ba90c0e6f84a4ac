// What the final verification's records say, for its escalation, its advice and the summary (as
// data: lib/render/escalation-message.ts words the round):
// the current round of final gates, and which phases changed files after a gate last passed.

import type { FinalGateRecord, LateChange, RunState } from '../../schema/run.js';

/** The final gates of the current round (a resume starts a new round). */
export function currentFinalRound(state: RunState): FinalGateRecord[] {
  const v = state.verification;
  return v === undefined ? [] : v.gates.slice(v.from);
}

/** Late changes (lib/run/evidence/orphans.ts) no `resume` has acknowledged yet. */
export function openLateChanges(state: RunState): LateChange[] {
  const l = state.lateChanges;
  return l === undefined ? [] : l.changes.slice(l.from);
}

/** When the owner's gate with this command last passed during the phase's own attempts (null: never). */
function lastPassedAt(state: RunState, gate: FinalGateRecord): number | null {
  const owner = state.phases.find((p) => p.name === gate.phase);
  const passed = (owner?.gates ?? []).filter((g) => g.command === gate.command && g.workdir === gate.workdir && g.state === 'passed' && g.finishedAt !== null);
  return passed.at(-1)?.finishedAt ?? null;
}

/** Phases, in PRD order, with a sub-agent that changed files after the gate last passed in its own phase. */
export function changedSinceLastPass(state: RunState, gate: FinalGateRecord): string[] {
  const since = lastPassedAt(state, gate);
  return state.phases
    .filter((p) =>
      p.spawns.some((s) => {
        const changed = (s.changed ?? s.filesModified).length > 0;
        return changed && (since === null || (s.finishedAt ?? s.issuedAt) > since);
      }),
    )
    .map((p) => p.name);
}
