import { describe, expect, it } from 'vitest';
import { estimateSecondsLeft, median, passedPhaseSeconds, runShare } from '../../lib/progress/index.js';
import type { RunPhase, RunState } from '../../lib/schema/index.js';
import { completedRun, phase, runningRun, t } from '../render/fixtures.js';

/** A running run of `phases` with max-parallel `maxParallel`, created at t(0). */
function run(phases: RunPhase[], maxParallel = 1): RunState {
  const base = runningRun();
  return { ...base, phases, settings: { ...base.settings, maxParallel }, waves: [phases.map((p) => p.name)] };
}

const passed = (name: string, fromS: number, toS: number, extra: Partial<RunPhase> = {}): RunPhase =>
  phase(name, { status: 'passed', startedAt: t(fromS), finishedAt: t(toS), ...extra });

describe('median', () => {
  it('is the middle value, or the mean of the middle two', () => {
    expect(median([])).toBeNull();
    expect(median([300, 60, 90])).toBe(90);
    expect(median([120, 240])).toBe(180);
  });
});

describe('runShare', () => {
  it('counts passed phases of those to run (skipped ones out)', () => {
    expect(runShare(completedRun())).toEqual({ done: 5, total: 5 });
    expect(runShare(runningRun())).toEqual({ done: 3, total: 6 });
  });
});

describe('estimateSecondsLeft', () => {
  it('says nothing before a working phase passed, and nothing once the run stopped', () => {
    expect(estimateSecondsLeft(run([phase('a', { status: 'active', startedAt: t(0) }), phase('b', { dependsOn: ['a'] })]), t(100))).toBeNull();
    // An approval's time is the human's: it gives no estimate either.
    expect(estimateSecondsLeft(run([passed('ok', 0, 600, { kind: 'approval', type: 'approval' }), phase('b')]), t(700))).toBeNull();
    expect(estimateSecondsLeft(completedRun(), t(5000))).toBeNull();
  });

  it('a chain: the active phase’s rest plus the median for each pending one', () => {
    // a took 120 s, b 240 s: median 180. c started 60 s ago (120 s left), d waits for c (180 s).
    const chain = run([
      passed('a', 0, 120),
      passed('b', 120, 360, { dependsOn: ['a'] }),
      phase('c', { status: 'active', startedAt: t(360), dependsOn: ['b'] }),
      phase('d', { dependsOn: ['c'] }),
    ]);
    expect(passedPhaseSeconds(chain)).toEqual([120, 240]);
    expect(estimateSecondsLeft(chain, t(420))).toBe(300);
    // c over its median counts 0, never less: d's 180 s is left.
    expect(estimateSecondsLeft(chain, t(1000))).toBe(180);
  });

  it('independent phases: max-parallel bounds what runs at once (the makespan, not the sum)', () => {
    const wide = (maxParallel: number) =>
      run(
        [passed('a', 0, 100), ...['x', 'y', 'z'].map((n) => phase(n, { dependsOn: ['a'], parallel: true, files: [`${n}/**`] }))],
        maxParallel,
      );
    expect(estimateSecondsLeft(wide(3), t(100))).toBe(100);
    expect(estimateSecondsLeft(wide(2), t(100))).toBe(200);
    expect(estimateSecondsLeft(wide(1), t(100))).toBe(300);
  });
});
