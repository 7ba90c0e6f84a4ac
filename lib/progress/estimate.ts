// How far along a run is and how long the rest should take (docs/design.md#progress): the
// phases passed of those to run, and the makespan of what is left under dynamic dispatch
// (lib/schedule/dispatch-forecast.ts: the critical path, bounded by max-parallel) with every
// phase left taking the median time of the phases passed so far. Before any phase passed
// there is nothing to go on, and no number is invented. Pure.

import { dispatchView } from '../run/engine/dispatch.js';
import { forecastDispatch } from '../schedule/index.js';
import type { RunPhase, RunState } from '../schema/run.js';

export interface RunShare {
  /** Phases passed. */
  done: number;
  /** Phases to run: all but the skipped ones. */
  total: number;
}

export function runShare(run: Pick<RunState, 'phases'>): RunShare {
  const toRun = run.phases.filter((p) => p.status !== 'skipped');
  return { done: toRun.filter((p) => p.status === 'passed').length, total: toRun.length };
}

/** The median of `values` (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Phases that do work (an agent or a checkpoint); an approval's time is the human's. */
const works = (p: RunPhase): boolean => p.kind === 'agent' || p.kind === 'checkpoint';

/** Seconds each passed working phase took, start to pass, in state order. */
export function passedPhaseSeconds(run: Pick<RunState, 'phases'>): number[] {
  return run.phases.flatMap((p) =>
    p.status === 'passed' && works(p) && p.startedAt !== null && p.finishedAt !== null ? [Math.max(0, (p.finishedAt - p.startedAt) / 1000)] : [],
  );
}

/**
 * Whole seconds the rest of a running run should take at `now`: the makespan of the phases
 * left, each pending one taking the median passed time and each active one what remains of
 * it (never below 0). Null when the run is not running or no working phase passed yet.
 */
export function estimateSecondsLeft(run: RunState, now: number): number | null {
  if (run.status !== 'running') return null;
  const typical = median(passedPhaseSeconds(run));
  if (typical === null) return null;
  const left = (p: RunPhase): number => {
    if (!works(p) || p.status === 'passed' || p.status === 'skipped' || p.status === 'cancelled') return 0;
    if (p.status === 'active' && p.startedAt !== null) return Math.max(0, typical - (now - p.startedAt) / 1000);
    return typical;
  };
  const view = dispatchView(run);
  return Math.ceil(forecastDispatch(view, run.settings.maxParallel, (d) => left(d.phase)).makespan);
}
