import type { ErosionPolicy, PhaseKind, PhaseType } from '../schema/index.js';

/**
 * Every constant of the spawn forecast (docs/design.md#budgets, #retries,
 * "Review→fix loop", "Erosion check").
 */
export const SPAWN_FORECAST = {
  /** Sub-agents of a successful agent phase. */
  firstAttempt: 1,
  /** Review→fix loop: at most this many cycles before escalating. */
  reviewCycles: 3,
  /** Each review cycle spawns a fix sub-agent, then the review again. */
  spawnsPerReviewCycle: 2,
  /** An impl phase flagged by the erosion check under policy `refactor` gets one refactoring sub-phase. */
  erosionRefactorSpawns: 1,
  /** docs/design.md#erosion-check: `refactor` is the default erosion policy. */
  defaultErosion: 'refactor' as ErosionPolicy,
} as const;

export interface SpawnPhase {
  name: string;
  kind: PhaseKind;
  type: PhaseType;
  maxRetries: number;
  /** The phase's own erosion policy; null/absent = the run's. */
  erosion?: ErosionPolicy | null;
}

export interface SpawnCount {
  best: number;
  worst: number;
}

export interface SpawnForecast extends SpawnCount {
  byPhase: Map<string, SpawnCount>;
}

/**
 * Sub-agent spawns of one phase. Approval, checkpoint and skipped phases spawn none.
 * Best: the first attempt passes. Worst:
 * - extract: 1 + Max-Retries;
 * - impl: 1 + Max-Retries, + 1 refactoring spawn when the erosion policy is `refactor`;
 * - review: 1 + Max-Retries + 3 cycles × (fix + re-review) = 1 + Max-Retries + 6.
 */
export function phaseSpawns(phase: SpawnPhase, runErosion: ErosionPolicy = SPAWN_FORECAST.defaultErosion): SpawnCount {
  if (phase.kind !== 'agent' || phase.type === 'approval') return { best: 0, worst: 0 };
  const attempts = SPAWN_FORECAST.firstAttempt + phase.maxRetries;
  const best = SPAWN_FORECAST.firstAttempt;
  switch (phase.type) {
    case 'extract':
      return { best, worst: attempts };
    case 'impl': {
      const erosion = phase.erosion ?? runErosion;
      return { best, worst: attempts + (erosion === 'refactor' ? SPAWN_FORECAST.erosionRefactorSpawns : 0) };
    }
    case 'review':
      return { best, worst: attempts + SPAWN_FORECAST.reviewCycles * SPAWN_FORECAST.spawnsPerReviewCycle };
  }
}

/** Per-phase and total spawn forecast of a plan (first name wins on duplicates). */
export function forecastSpawns(
  phases: readonly SpawnPhase[],
  runErosion: ErosionPolicy = SPAWN_FORECAST.defaultErosion,
): SpawnForecast {
  const byPhase = new Map<string, SpawnCount>();
  let best = 0;
  let worst = 0;
  for (const phase of phases) {
    if (byPhase.has(phase.name)) continue;
    const count = phaseSpawns(phase, runErosion);
    byPhase.set(phase.name, count);
    best += count.best;
    worst += count.worst;
  }
  return { byPhase, best, worst };
}
