import { describe, expect, it } from 'vitest';
import { forecastSpawns, phaseSpawns, SPAWN_FORECAST, type SpawnPhase } from '../../lib/schedule/index.js';

const PHASES: SpawnPhase[] = [
  { name: 'research', kind: 'agent', type: 'extract', maxRetries: 2 }, // 1 / 1+2 = 3
  { name: 'design', kind: 'agent', type: 'impl', maxRetries: 2 }, // 1 / 1+2+1 = 4 (refactor)
  { name: 'implement', kind: 'agent', type: 'impl', maxRetries: 3 }, // 1 / 1+3+1 = 5 (refactor)
  { name: 'security-review', kind: 'agent', type: 'review', maxRetries: 2 }, // 1 / 1+2+6 = 9
  { name: 'sign-off', kind: 'approval', type: 'approval', maxRetries: 2 }, // 0 / 0
  { name: 'old', kind: 'skip', type: 'impl', maxRetries: 2 }, // 0 / 0
  { name: 'checkpoint', kind: 'checkpoint', type: 'review', maxRetries: 0 }, // 0 / 0
];

describe('spawn forecast', () => {
  it('constants', () => {
    expect(SPAWN_FORECAST.reviewCycles * SPAWN_FORECAST.spawnsPerReviewCycle).toBe(6);
  });

  it('per phase and totals, erosion policy refactor (the default)', () => {
    const forecast = forecastSpawns(PHASES);
    expect(Object.fromEntries(forecast.byPhase)).toEqual({
      research: { best: 1, worst: 3 },
      design: { best: 1, worst: 4 },
      implement: { best: 1, worst: 5 },
      'security-review': { best: 1, worst: 9 },
      'sign-off': { best: 0, worst: 0 },
      old: { best: 0, worst: 0 },
      checkpoint: { best: 0, worst: 0 },
    });
    expect([forecast.best, forecast.worst]).toEqual([4, 21]);
  });

  it('erosion flag/off: no refactor spawn; a phase policy overrides the run policy', () => {
    expect(forecastSpawns(PHASES, 'flag').worst).toBe(19);
    expect(phaseSpawns({ name: 'x', kind: 'agent', type: 'impl', maxRetries: 0, erosion: 'refactor' }, 'off')).toEqual({ best: 1, worst: 2 });
    expect(phaseSpawns({ name: 'x', kind: 'agent', type: 'impl', maxRetries: 0, erosion: 'off' }, 'refactor')).toEqual({ best: 1, worst: 1 });
  });
});
