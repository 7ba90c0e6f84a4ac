import { describe, expect, it } from 'vitest';
import { generateSuite, ratioFigures, simulateRun, simulateSchedule, type GeneratedPrd } from '../../bench/schedule/simulate.js';

describe('the scheduling benchmark (virtual clock, the real engine)', () => {
  it('meets makespan ÷ lower bound p90 ≤ 1.05 on the seeded suite, where wave barriers do not', async () => {
    const outcomes = [];
    for (const prd of generateSuite(24)) outcomes.push(await simulateSchedule(prd));
    const dispatch = ratioFigures(outcomes.map((o) => o.dispatch / o.lowerBound));
    const waves = ratioFigures(outcomes.map((o) => o.waves / o.lowerBound));
    for (const o of outcomes) expect(o.dispatch).toBeGreaterThanOrEqual(o.lowerBound - 1e-9);
    // Woken once per turn's spawns, no run finishes sooner than when each child is seen at its end.
    for (const o of outcomes) expect(o.perTurn).toBeGreaterThanOrEqual(o.dispatch - 1e-9);
    // Waiting as SKILL.md says now, each child is seen at its end: the same makespan as the best case.
    for (const o of outcomes) expect(o.wake).toBeCloseTo(o.dispatch, 9);
    expect(dispatch.p90).toBeLessThanOrEqual(1.05);
    expect(waves.p90).toBeGreaterThan(dispatch.p90);
  });
});

describe('the simulator on a hand-made fan-out', () => {
  const prd: GeneratedPrd = {
    name: 'hand',
    maxParallel: 4,
    phases: [
      { name: 'fast', parallel: true, dependsOn: [], files: ['src/fast/**'], attempts: [10] },
      { name: 'slow', parallel: true, dependsOn: [], files: ['src/slow/**'], attempts: [30] },
      // Its gate fails once: 5 + 5 minutes.
      { name: 'after-fast', parallel: true, dependsOn: ['fast'], files: ['src/after/**'], attempts: [5, 5] },
    ],
  };

  it('starts after-fast at minute 10 while slow runs: the run takes 30 minutes where waves take 40', async () => {
    const { makespan, state } = await simulateRun(prd);
    expect(makespan).toBe(30);
    const started = Object.fromEntries(state.phases.map((p) => [p.name, (p.startedAt ?? -1) / 60_000]));
    expect(started).toEqual({ fast: 0, slow: 0, 'after-fast': 10 });
    expect(state.phases.find((p) => p.name === 'after-fast')?.spawns.map((s) => s.attempt)).toEqual([1, 2]);
    // Waiting as SKILL.md says (next --wait while several run, a yield for one alone): each child seen at its end, 30 minutes; 6 + 3 + 3 calls of
    // next --wait (10, 5 and 5 minutes of waiting, 100 s each) and one yield for slow alone, against 3 yields.
    expect(await simulateSchedule(prd)).toEqual({ name: 'hand', phases: 3, lowerBound: 30, dispatch: 30, perTurn: 40, wake: 30, wakeRequests: 13, turnRequests: 3, waves: 40 });
  });

  it('waiting with next --wait while several children run, after-fast starts at minute 10 as in the best case', async () => {
    const { makespan, state } = await simulateRun(prd, 'wake');
    expect(makespan).toBe(30);
    const started = Object.fromEntries(state.phases.map((p) => [p.name, (p.startedAt ?? -1) / 60_000]));
    expect(started).toEqual({ fast: 0, slow: 0, 'after-fast': 10 });
  });

  it('woken once per turn (OpenClaw 2026.9.6 sessions_yield), after-fast starts when slow ends: 30 + 5 + 5 = 40 minutes', async () => {
    const { makespan, state } = await simulateRun(prd, 'turn');
    expect(makespan).toBe(40);
    const started = Object.fromEntries(state.phases.map((p) => [p.name, (p.startedAt ?? -1) / 60_000]));
    expect(started).toEqual({ fast: 0, slow: 0, 'after-fast': 30 });
  });
});
