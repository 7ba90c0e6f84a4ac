import type { Diagnostic, Horizon, Phase } from '../schema/index.js';
import { resolveDependencies } from './dependencies.js';
import { applyHorizon } from './horizon.js';
import type { ExpandedPhase } from './phase-kind.js';
import type { WaveOptions } from './waves.js';

export interface Schedule {
  /** Phases to run, after the horizon decision (sub-phases and checkpoint included). */
  phases: ExpandedPhase[];
  /** Resolved prerequisites of every phase in `phases` (lists may be shared: copy before changing). */
  dependsOn: Map<string, readonly string[]>;
  waves: string[][];
  /** Phases a cycle keeps from ever starting. */
  unscheduled: string[];
  horizon: Horizon;
  /** Dependency errors and warnings, then horizon and wave warnings. */
  diagnostics: Diagnostic[];
}

/** The whole scheduling step: resolve dependencies, apply the horizon decision, plan waves. */
export function schedulePhases(phases: readonly Phase[], options: WaveOptions = {}): Schedule {
  const resolved = resolveDependencies(phases);
  const result = applyHorizon(phases, resolved.dependsOn, options);
  return {
    phases: result.phases,
    dependsOn: result.dependsOn,
    waves: result.waves,
    unscheduled: result.unscheduled,
    horizon: result.horizon,
    diagnostics: [...resolved.diagnostics, ...result.diagnostics],
  };
}
