import { describe, expect, it } from 'vitest';
import { criticalPath, forecastDispatch, startablePhases, type DispatchPhase, type DispatchStatus } from '../../lib/schedule/index.js';

const phase = (name: string, dependsOn: string[] = [], extra: Partial<DispatchPhase> = {}): DispatchPhase => ({
  name,
  dependsOn,
  alone: false,
  files: [],
  holds: true,
  ...extra,
});

const names = (list: readonly DispatchPhase[]): string[] => list.map((p) => p.name);
const statuses = (map: Record<string, DispatchStatus>) => (p: DispatchPhase): DispatchStatus => map[p.name] ?? 'pending';

describe('startablePhases', () => {
  it('starts ready [parallel] phases in declaration order up to max-parallel', () => {
    const phases = [phase('a'), phase('b'), phase('c'), phase('d', ['a'])];
    expect(names(startablePhases(phases, statuses({}), 2))).toEqual(['a', 'b']);
    expect(names(startablePhases(phases, statuses({ a: 'done', b: 'running' }), 2))).toEqual(['c']);
    expect(names(startablePhases(phases, statuses({ a: 'done', b: 'running' }), 3))).toEqual(['c', 'd']);
  });

  it('runs an alone phase by itself and lets nothing declared after it jump the line', () => {
    const phases = [phase('a'), phase('u', [], { alone: true }), phase('b')];
    expect(names(startablePhases(phases, statuses({}), 4))).toEqual(['a']);
    expect(names(startablePhases(phases, statuses({ a: 'running' }), 4))).toEqual([]);
    expect(names(startablePhases(phases, statuses({ a: 'done' }), 4))).toEqual(['u']);
    expect(names(startablePhases(phases, statuses({ a: 'done', u: 'running' }), 4))).toEqual([]);
  });

  it('never starts a phase whose Files: overlap a running phase', () => {
    const phases = [phase('a', [], { files: ['src/**'] }), phase('b', [], { files: ['src/b.ts'] }), phase('c', [], { files: ['docs/**'] })];
    expect(names(startablePhases(phases, statuses({}), 4))).toEqual(['a', 'c']);
    expect(names(startablePhases(phases, statuses({ a: 'done', c: 'running' }), 4))).toEqual(['b']);
  });

  it('starts phases that hold nothing (approvals, skips) at once and does not count a waiting approval', () => {
    const phases = [phase('u', [], { alone: true }), phase('ask', [], { holds: false }), phase('v', ['ask'], { alone: true }), phase('w', [], { alone: true })];
    expect(names(startablePhases(phases, statuses({ u: 'running' }), 4))).toEqual(['ask']);
    expect(names(startablePhases(phases, statuses({ u: 'done', ask: 'waiting' }), 4))).toEqual(['w']);
  });

  it('ignores unknown prerequisites, never starts a phase waiting on a halted one', () => {
    const phases = [phase('a', ['ghost']), phase('b', ['a'])];
    expect(names(startablePhases(phases, statuses({}), 4))).toEqual(['a']);
    expect(names(startablePhases(phases, statuses({ a: 'open' }), 4))).toEqual([]);
  });
});

describe('forecastDispatch', () => {
  it('gives the start order, the makespan and the critical path in phase units', () => {
    // a → c → e; b → d; e needs d too. max-parallel 2.
    const phases = [phase('a'), phase('b'), phase('c', ['a']), phase('d', ['b']), phase('e', ['c', 'd'])];
    const f = forecastDispatch(phases, 2);
    expect(f.order).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(Object.fromEntries(f.starts)).toEqual({ a: 0, b: 0, c: 1, d: 1, e: 2 });
    expect(f.makespan).toBe(3);
    expect(f.criticalPath).toEqual(['a', 'c', 'e']);
    expect(f.criticalLength).toBe(3);
  });

  it('starts a phase when its own prerequisite finishes, not when the slowest of a wave does', () => {
    const phases = [phase('fast'), phase('slow'), phase('after-fast', ['fast'])];
    const f = forecastDispatch(phases, 4, (p) => (p.name === 'slow' ? 10 : 1));
    expect(Object.fromEntries(f.starts)).toEqual({ fast: 0, slow: 0, 'after-fast': 1 });
    expect(f.makespan).toBe(10);
  });

  it('counts approvals and skips as taking no time and leaves a cycle out', () => {
    const phases = [phase('a'), phase('ok', ['a'], { holds: false }), phase('b', ['ok']), phase('x', ['y']), phase('y', ['x'])];
    const f = forecastDispatch(phases, 4);
    expect(f.order).toEqual(['a', 'ok', 'b']);
    expect(f.makespan).toBe(2);
    expect(criticalPath(phases).criticalLength).toBe(2);
  });
});
