import type { Diagnostic, Horizon, HorizonMode, Phase } from '../schema/index.js';
import { insertCheckpoint } from './checkpoint.js';
import { decomposePhases } from './decompose.js';
import { expandPhase, type ExpandedPhase } from './phase-kind.js';
import { planWaves, type WaveOptions } from './waves.js';

/**
 * docs/design.md#horizon-bounded-decomposition, with the boundaries made exact:
 * - total < 20 steps: `direct` (19 runs as written);
 * - 20 ≤ total ≤ 40: `checkpoint` (20 and 40 both get the midpoint checkpoint);
 * - total > 40: `decompose` (41 splits every phase of more than 20 steps).
 * Total = task bullets, nested ones included, over the phases that are not `Skip: true`.
 */
export const HORIZON = {
  /** Smallest total that gets a midpoint checkpoint. */
  checkpointFrom: 20,
  /** Largest total that still gets a checkpoint rather than decomposition. */
  checkpointUpTo: 40,
  /** Most steps one (sub-)phase may have in decompose mode. */
  maxPhaseSteps: 20,
} as const;

export interface HorizonResult {
  horizon: Horizon;
  /** The phases to plan and run: as written, split into sub-phases, or with a checkpoint. */
  phases: ExpandedPhase[];
  dependsOn: Map<string, readonly string[]>;
  waves: string[][];
  unscheduled: string[];
  /** `files-overlap` warnings of the final waves, plus `decompose-name-taken`. */
  diagnostics: Diagnostic[];
}

/** Steps of the whole PRD: task bullets of every phase that is not skipped. */
export function countSteps(phases: ReadonlyArray<Pick<Phase, 'tasks' | 'skip'>>): number {
  let total = 0;
  for (const phase of phases) if (!phase.skip) total += phase.tasks.length;
  return total;
}

export function horizonMode(steps: number): HorizonMode {
  if (steps > HORIZON.checkpointUpTo) return 'decompose';
  if (steps >= HORIZON.checkpointFrom) return 'checkpoint';
  return 'direct';
}

/**
 * Apply the horizon decision to resolved phases and plan the waves of the result.
 * Duplicate names: the first declaration is kept (the duplicate is already an error).
 * The dependency lists of `dependsOn` are never modified.
 */
export function applyHorizon(
  phases: readonly Phase[],
  dependsOn: ReadonlyMap<string, readonly string[]>,
  options: WaveOptions = {},
): HorizonResult {
  const seen = new Set<string>();
  const expanded: ExpandedPhase[] = [];
  for (const phase of phases) {
    if (seen.has(phase.name)) continue;
    seen.add(phase.name);
    expanded.push(expandPhase(phase));
  }
  const steps = countSteps(expanded);
  const mode = horizonMode(steps);

  if (mode === 'decompose') {
    const split = decomposePhases(expanded, dependsOn, HORIZON.maxPhaseSteps);
    const plan = planWaves(split.phases, split.dependsOn, options);
    return {
      horizon: { steps, mode, inserted: split.inserted },
      phases: split.phases,
      dependsOn: split.dependsOn,
      waves: plan.waves,
      unscheduled: plan.unscheduled,
      diagnostics: [...split.diagnostics, ...plan.diagnostics],
    };
  }

  const first = planWaves(expanded, dependsOn, options);
  if (mode === 'direct') {
    return {
      horizon: { steps, mode, inserted: [] },
      phases: expanded,
      dependsOn: new Map(dependsOn),
      waves: first.waves,
      unscheduled: first.unscheduled,
      diagnostics: first.diagnostics,
    };
  }

  const withCheckpoint = insertCheckpoint(expanded, dependsOn, first.waves, steps);
  const plan =
    withCheckpoint.name === null ? first : planWaves(withCheckpoint.phases, withCheckpoint.dependsOn, options);
  return {
    horizon: { steps, mode, inserted: withCheckpoint.name === null ? [] : [withCheckpoint.name] },
    phases: withCheckpoint.phases,
    dependsOn: withCheckpoint.dependsOn,
    waves: plan.waves,
    unscheduled: plan.unscheduled,
    diagnostics: plan.diagnostics,
  };
}
