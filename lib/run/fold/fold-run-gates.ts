// Applying the run's own gates and looks to the state: the final verification, the test
// baseline and the runs on the old code (issued, finished, skipped), and the late changes seen.
// Part of the fold (./fold.ts).

import type { RunEventOf, RunState } from '../../schema/run.js';
import { applyActionEvent, finishedGate } from './fold-phase.js';

/** A gate record as its issuing event leaves it: pending, nothing run yet. */
function issuedGate<E extends { seq: number; at: number; type: string }>(e: E) {
  const { seq: _seq, at, type: _type, ...fields } = e;
  return { ...fields, issuedAt: at, state: 'pending' as const, exitCode: null, tail: '', finishedAt: null };
}

export function issueFinalGate(state: RunState, e: RunEventOf<'final-gate-issued'>): RunState {
  const v = state.verification ?? { gates: [], from: 0 };
  return { ...state, verification: { ...v, gates: [...v.gates, issuedGate(e)] } };
}

export function issueBaselineGate(state: RunState, e: RunEventOf<'baseline-gate-issued'>): RunState {
  return { ...state, baseline: { gates: [...(state.baseline?.gates ?? []), issuedGate(e)] } };
}

export function issueOldCodeGate(state: RunState, e: RunEventOf<'old-code-gate-issued'>): RunState {
  const old = state.oldCode ?? { gates: [], skipped: [] };
  return { ...state, oldCode: { ...old, gates: [...old.gates, issuedGate(e)] } };
}

export function skipOldCode(state: RunState, e: RunEventOf<'old-code-skipped'>): RunState {
  const old = state.oldCode ?? { gates: [], skipped: [] };
  return { ...state, oldCode: { ...old, skipped: [...old.skipped, { phase: e.phase, command: e.command, why: e.why, ...(e.path === undefined ? {} : { path: e.path }) }] } };
}

function finishBaselineGate(state: RunState, e: RunEventOf<'gate-finished'>): RunState {
  const gates = (state.baseline?.gates ?? []).map((g) => (g.actionId === e.actionId ? finishedGate(g, e) : g));
  return { ...state, baseline: { gates } };
}

function finishOldCodeGate(state: RunState, e: RunEventOf<'gate-finished'>): RunState {
  const old = state.oldCode ?? { gates: [], skipped: [] };
  return { ...state, oldCode: { ...old, gates: old.gates.map((g) => (g.actionId === e.actionId ? finishedGate(g, e) : g)) } };
}

function finishFinalGate(state: RunState, e: RunEventOf<'gate-finished'>): RunState {
  const v = state.verification ?? { gates: [], from: 0 };
  const gates = v.gates.map((g) => (g.actionId === e.actionId ? finishedGate(g, e) : g));
  return { ...state, verification: { ...v, gates } };
}

/** A finished gate, wherever it was issued: the final verification, the baseline, the old code, else a phase's attempt. */
export function applyGateFinished(state: RunState, e: RunEventOf<'gate-finished'>): RunState {
  const issuedIn = (gates: readonly { actionId: string }[] | undefined): boolean => gates?.some((g) => g.actionId === e.actionId) === true;
  if (issuedIn(state.verification?.gates)) return finishFinalGate(state, e);
  if (issuedIn(state.baseline?.gates)) return finishBaselineGate(state, e);
  if (issuedIn(state.oldCode?.gates)) return finishOldCodeGate(state, e);
  return applyActionEvent(state, e);
}

/** An attempt's changes recorded; what other, ended attempts changed since is kept as late. */
export function applyChangesRecorded(base: RunState, e: RunEventOf<'changes-recorded'>): RunState {
  const state = applyActionEvent(base, e);
  if (e.orphaned === undefined || e.orphaned.length === 0) return state;
  const phaseOf = (id: string): string => state.phases.find((p) => p.spawns.some((s) => s.actionId === id))?.name ?? '';
  const late = e.orphaned.map((o) => ({ actionId: o.actionId, phase: phaseOf(o.actionId), files: o.files, seenBy: e.actionId, at: e.at }));
  const prior = state.lateChanges ?? { changes: [], from: 0 };
  return { ...state, lateChanges: { ...prior, changes: [...prior.changes, ...late] } };
}

/** What changed since the last look that no attempt at work made. */
export function applyLateChangesSeen(base: RunState, e: RunEventOf<'late-changes-seen'>): RunState {
  const prior = base.lateChanges ?? { changes: [], from: 0 };
  const seen = e.changes.map((c) => ({ ...c, seenBy: e.seenBy ?? '', at: e.at, look: true as const, ...(e.lookAt === undefined ? {} : { lookAt: e.lookAt }) }));
  return { ...base, lateChanges: { ...prior, changes: [...prior.changes, ...seen] } };
}
