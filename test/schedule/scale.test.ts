import { describe, expect, it } from 'vitest';
import type { Phase } from '../../lib/schema/index.js';
import { forecastSpawns, schedulePhases } from '../../lib/schedule/index.js';
import { phase, tasks } from './factory.js';

/** 5,000 phases: [parallel] runs of 7 with overlapping and disjoint Files:, untagged joins, explicit depends, big phases. */
function bigPrd(n: number): Phase[] {
  const phases: Phase[] = [];
  for (let i = 0; i < n; i++) {
    const inRun = i % 8 !== 7;
    phases.push(
      phase({
        name: `phase-${i}`,
        line: i + 1,
        parallel: inRun,
        dependsOn: i % 50 === 49 ? [`phase-${i - 10}`, `phase-${i - 20}`] : null,
        files: inRun ? [`src/mod${i % 3}/**`] : [],
        tasks: tasks(i % 500 === 0 ? 25 : 2),
      }),
    );
  }
  return phases;
}

describe('scale', () => {
  it('schedules 5,000 phases', () => {
    const result = schedulePhases(bigPrd(5000));
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.unscheduled).toEqual([]);
    expect(result.horizon.mode).toBe('decompose');
    expect(result.waves.flat()).toHaveLength(result.phases.length);
    const forecast = forecastSpawns(result.phases);
    expect(forecast.best).toBe(result.phases.length);
  });

  it('schedules a 5,000-phase chain and a 5,000-phase [parallel] run', () => {
    const chain = Array.from({ length: 5000 }, (_, i) => phase({ name: `c${i}`, line: i + 1 }));
    expect(schedulePhases(chain).waves).toHaveLength(5000);
    const wide = Array.from({ length: 5000 }, (_, i) => phase({ name: `w${i}`, line: i + 1, parallel: true, files: ['src/**'] }));
    const result = schedulePhases(wide, { maxParallel: 4 });
    expect(result.waves).toHaveLength(5000);
    // Explicit-only [parallel] runs between explicit untagged phases: the frontier grows, no list copies it.
    const explicit = Array.from({ length: 5000 }, (_, i) => phase({ name: `e${i}`, line: i + 1, parallel: i % 2 === 0, dependsOn: [] }));
    expect(schedulePhases(explicit).dependsOn.get('e4999')).toEqual([]);
  });
});
