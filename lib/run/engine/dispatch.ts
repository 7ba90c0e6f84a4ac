// The run's side of dynamic dispatch: which phases are in play (at work or waiting for the
// human) and which may start now, by the one rule of lib/schedule/dispatch.ts over the run
// state. No wave barrier: a phase starts the moment its prerequisites have passed and the
// constraints allow it (docs/design.md#scheduling). Pure.

import { startablePhases, type DispatchPhase, type DispatchStatus } from '../../schedule/index.js';
import type { RunPhase, RunState } from '../../schema/run.js';

const STATUS: Record<RunPhase['status'], DispatchStatus> = {
  pending: 'pending',
  active: 'running',
  'waiting-approval': 'waiting',
  passed: 'done',
  skipped: 'done',
  'needs-human': 'open',
  cancelled: 'open',
};

/** Whether `p` is left out by `run --only` (it is skipped the moment it may start). */
export const outsideOnly = (state: Pick<RunState, 'only'>, p: RunPhase): boolean =>
  state.only !== null && ((p.name !== state.only && p.origin !== state.only) || p.kind === 'checkpoint');

/**
 * Whether `p` must run alone: untagged, or a checkpoint. A run started before the phases
 * recorded `parallel` counts a phase as `[parallel]` when its wave has company.
 */
function runsAlone(state: Pick<RunState, 'waves'>, p: RunPhase): boolean {
  if (p.kind === 'checkpoint') return true;
  if (p.parallel !== undefined) return !p.parallel;
  return (state.waves.find((w) => w.includes(p.name))?.length ?? 1) < 2;
}

/** The run's phases as the dispatcher sees them (also the progress estimate's, lib/progress/estimate.ts). */
export function dispatchView(state: RunState): Array<DispatchPhase & { phase: RunPhase }> {
  return state.phases.map((p) => ({
    name: p.name,
    dependsOn: p.dependsOn,
    alone: runsAlone(state, p),
    files: p.files,
    holds: (p.kind === 'agent' || p.kind === 'checkpoint') && !outsideOnly(state, p),
    phase: p,
  }));
}

/** Phases at work or waiting for the human, in declaration order: the ones actions and facts come from. */
export function phasesInPlay(state: RunState): RunPhase[] {
  return state.phases.filter((p) => p.status === 'active' || p.status === 'waiting-approval');
}

/** The pending phases that may start now, in the order to start them. */
export function phasesToStart(state: RunState): RunPhase[] {
  return startablePhases(dispatchView(state), (d) => STATUS[d.phase.status], state.settings.maxParallel).map((d) => d.phase);
}
