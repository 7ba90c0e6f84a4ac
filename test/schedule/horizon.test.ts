import { describe, expect, it } from 'vitest';
import type { Phase } from '../../lib/schema/index.js';
import { applyHorizon, horizonMode, resolveDependencies, schedulePhases, splitTasks } from '../../lib/schedule/index.js';
import { deps, prd, tasks, tree } from './factory.js';

function horizon(phases: Phase[], maxParallel?: number) {
  const { dependsOn } = resolveDependencies(phases);
  return applyHorizon(phases, dependsOn, maxParallel === undefined ? {} : { maxParallel });
}

describe('horizon boundaries', () => {
  it('19 → direct, 20 and 40 → checkpoint, 41 and 45 → decompose', () => {
    expect([19, 20, 40, 41, 45].map(horizonMode)).toEqual(['direct', 'checkpoint', 'checkpoint', 'decompose', 'decompose']);
  });

  it('19 steps: as written', () => {
    const result = horizon(prd({ name: 'a', tasks: tasks(10) }, { name: 'b', tasks: tasks(9) }));
    expect(result.horizon).toEqual({ steps: 19, mode: 'direct', inserted: [] });
    expect(result.waves).toEqual([['a'], ['b']]);
    expect(result.phases.map((p) => [p.name, p.kind, p.origin, p.steps])).toEqual([
      ['a', 'agent', null, 10],
      ['b', 'agent', null, 9],
    ]);
  });

  it('nested bullets count and skipped phases do not', () => {
    const result = horizon(
      prd({ name: 'a', tasks: [...tree(4), ...tasks(5)] }, { name: 'b', tasks: tasks(30), skip: true }, { name: 'c', tasks: tasks(4) }),
    );
    expect(result.horizon).toEqual({ steps: 14, mode: 'direct', inserted: [] });
  });

  it('20 steps: checkpoint after the wave where the running total reaches 10', () => {
    const result = horizon(
      prd({ name: 'a', tasks: tasks(5) }, { name: 'b', tasks: tasks(5) }, { name: 'c', tasks: tasks(5) }, { name: 'd', tasks: tasks(5) }),
    );
    expect(result.horizon).toEqual({ steps: 20, mode: 'checkpoint', inserted: ['checkpoint'] });
    expect(result.waves).toEqual([['a'], ['b'], ['checkpoint'], ['c'], ['d']]);
    expect(deps(result.dependsOn)).toEqual({
      a: [],
      b: ['a'],
      checkpoint: ['a', 'b'],
      c: ['b', 'checkpoint'],
      d: ['c', 'checkpoint'],
    });
    const checkpoint = result.phases.find((p) => p.name === 'checkpoint')!;
    expect(checkpoint).toMatchObject({ kind: 'checkpoint', origin: 'b', line: 20, steps: 0, tasks: [], gate: null, model: null });
    expect(result.phases.map((p) => p.name)).toEqual(['a', 'b', 'checkpoint', 'c', 'd']);
  });

  it('40 steps: checkpoint, no decomposition (the 20-step phase stays whole)', () => {
    const result = horizon(
      prd(
        { name: 'a', parallel: true, tasks: tasks(10) },
        { name: 'b', parallel: true, tasks: tasks(10) },
        { name: 'c', tasks: tasks(20) },
      ),
    );
    expect(result.horizon).toEqual({ steps: 40, mode: 'checkpoint', inserted: ['checkpoint'] });
    // Wave 0 already holds 20 = half of 40.
    expect(result.waves).toEqual([['a', 'b'], ['checkpoint'], ['c']]);
    expect(deps(result.dependsOn).c).toEqual(['a', 'b', 'checkpoint']);
  });

  it('checkpoint placement over [parallel] waves and a skipped phase; name taken → checkpoint-2', () => {
    const result = horizon(
      prd(
        { name: 'p1', parallel: true, tasks: tasks(4) },
        { name: 'checkpoint', parallel: true, tasks: tasks(6) },
        { name: 's', skip: true, tasks: tasks(100) },
        { name: 'q', tasks: tasks(10) },
        { name: 'r', tasks: tasks(10) },
      ),
    );
    // steps 30, half 15: running totals 10, 10, 20 → after wave 2 (q).
    expect(result.horizon).toEqual({ steps: 30, mode: 'checkpoint', inserted: ['checkpoint-2'] });
    expect(result.waves).toEqual([['p1', 'checkpoint'], ['s'], ['q'], ['checkpoint-2'], ['r']]);
    expect(deps(result.dependsOn)['checkpoint-2']).toEqual(['p1', 'checkpoint', 's', 'q']);
    expect(deps(result.dependsOn).r).toEqual(['q', 'checkpoint-2']);
  });

  it('41 steps: a phase over 20 steps is split evenly; dependents move to the last sub-phase', () => {
    const result = horizon(prd({ name: 'a', tasks: tasks(20) }, { name: 'b', tasks: tasks(21) }, { name: 'c' }));
    expect(result.horizon).toEqual({ steps: 41, mode: 'decompose', inserted: ['b.1', 'b.2'] });
    expect(result.phases.map((p) => [p.name, p.origin, p.steps])).toEqual([
      ['a', null, 20],
      ['b.1', 'b', 11],
      ['b.2', 'b', 10],
      ['c', null, 0],
    ]);
    expect(deps(result.dependsOn)).toEqual({ a: [], 'b.1': ['a'], 'b.2': ['b.1'], c: ['b.2'] });
    expect(result.waves).toEqual([['a'], ['b.1'], ['b.2'], ['c']]);
  });

  it('45 steps: bullet trees stay whole; sub-phases keep the phase fields; acceptance goes to the last', () => {
    const gate = { kind: 'command' as const, text: '`npm test`', commands: [{ command: 'npm test', line: 50, column: 11 }], line: 50, column: 1 };
    const acceptance = [{ text: 'tests pass', line: 51, column: 3 }];
    const result = horizon(
      prd(
        { name: 'a', tasks: tasks(5) },
        {
          name: 'big',
          parallel: true,
          model: 'opus',
          files: ['src/**'],
          gate,
          acceptance,
          maxRetries: 3,
          tasks: [...tree(7, 200), ...tree(7, 300), ...tree(8, 400)], // trees of 8, 8, 9 steps
        },
        { name: 'c', tasks: tasks(15), dependsOn: ['big'] },
        { name: 'ok', type: 'approval', onReject: 'big' },
      ),
    );
    expect(result.horizon).toEqual({ steps: 45, mode: 'decompose', inserted: ['big.1', 'big.2'] });
    const [b1, b2] = [result.phases[1]!, result.phases[2]!];
    // 8 + 8 fit in 16; the smallest even limit keeping two chunks without cutting a tree is 16.
    expect(b1.tasks.map((t) => t.line)).toEqual([200, 201, 202, 203, 204, 205, 206, 207, 300, 301, 302, 303, 304, 305, 306, 307]);
    expect(b2.tasks.map((t) => t.line)).toEqual([400, 401, 402, 403, 404, 405, 406, 407, 408]);
    for (const sub of [b1, b2]) {
      expect(sub).toMatchObject({ origin: 'big', kind: 'agent', model: 'opus', files: ['src/**'], gate, maxRetries: 3, parallel: true, line: 20 });
    }
    expect(b1.acceptance).toEqual([]);
    expect(b2.acceptance).toEqual(acceptance);
    expect(result.phases.find((p) => p.name === 'ok')!.onReject).toBe('big.1');
    expect(deps(result.dependsOn)).toEqual({ a: [], 'big.1': ['a'], 'big.2': ['big.1'], c: ['big.2'], ok: ['c'] });
    expect(result.waves).toEqual([['a'], ['big.1'], ['big.2'], ['c'], ['ok']]);
  });

  it('decomposition leaves the resolved dependency lists untouched', () => {
    const phases = prd({ name: 'a', tasks: tasks(30) }, { name: 'b', tasks: tasks(15) });
    const { dependsOn } = resolveDependencies(phases);
    applyHorizon(phases, dependsOn);
    expect(deps(dependsOn)).toEqual({ a: [], b: ['a'] });
  });

  it('decompose-name-taken: the phase runs whole', () => {
    const result = horizon(prd({ name: 'a', tasks: tasks(30) }, { name: 'a.2', tasks: tasks(15) }));
    expect(result.horizon.inserted).toEqual([]);
    expect(result.diagnostics.map((d) => [d.ruleId, d.phase])).toEqual([['decompose-name-taken', 'a']]);
  });

  it('schedulePhases composes dependencies, horizon and waves', () => {
    const result = schedulePhases(prd({ name: 'a', tasks: tasks(3) }, { name: 'b', dependsOn: ['x'] }));
    expect(result.waves).toEqual([['a'], ['b']]);
    expect(result.diagnostics.map((d) => d.ruleId)).toEqual(['unknown-dependency']);
    expect(result.horizon.mode).toBe('direct');
  });
});

describe('splitTasks', () => {
  it('keeps lists that fit', () => {
    expect(splitTasks(tasks(20), 20)).toHaveLength(1);
  });

  it('cuts inside a bullet tree only when the tree alone exceeds the limit', () => {
    const chunks = splitTasks(tree(24), 20); // one tree of 25 steps
    expect(chunks.map((c) => c.length)).toEqual([13, 12]);
    expect(chunks[0]![0]!.text).toBe('parent');
  });

  it('a tree that fits is never cut, even when evening out', () => {
    const chunks = splitTasks([...tree(14), ...tasks(6)], 20); // 15 + 6 = 21
    expect(chunks.map((c) => c.length)).toEqual([15, 6]);
  });

  it('21 flat steps → 11 + 10; 45 flat steps → 15 + 15 + 15', () => {
    expect(splitTasks(tasks(21), 20).map((c) => c.length)).toEqual([11, 10]);
    expect(splitTasks(tasks(45), 20).map((c) => c.length)).toEqual([15, 15, 15]);
  });
});
