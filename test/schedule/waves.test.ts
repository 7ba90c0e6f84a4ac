import { describe, expect, it } from 'vitest';
import type { Phase } from '../../lib/schema/index.js';
import { planWaves, resolveDependencies } from '../../lib/schedule/index.js';
import { prd } from './factory.js';

function waves(phases: Phase[], maxParallel?: number) {
  const { dependsOn } = resolveDependencies(phases);
  return planWaves(phases, dependsOn, maxParallel === undefined ? {} : { maxParallel });
}

describe('planWaves', () => {
  it('v2 full example', () => {
    const plan = waves(
      prd(
        { name: 'research', parallel: true, type: 'extract', model: 'haiku' },
        { name: 'design', parallel: true, model: 'opus' },
        { name: 'implement', dependsOn: ['research', 'design'], model: 'sonnet' },
        { name: 'security-review', type: 'review', model: 'opus' },
      ),
    );
    expect(plan).toEqual({ waves: [['research', 'design'], ['implement'], ['security-review']], unscheduled: [], diagnostics: [] });
  });

  it('v2 minimal: three single waves', () => {
    expect(waves(prd({ name: 'scaffold' }, { name: 'test' }, { name: 'review', type: 'review' })).waves).toEqual([
      ['scaffold'],
      ['test'],
      ['review'],
    ]);
  });

  it('batches ready [parallel] phases by max-parallel (default 4)', () => {
    const six = prd(...['p1', 'p2', 'p3', 'p4', 'p5', 'p6'].map((name) => ({ name, parallel: true })));
    expect(waves(six).waves).toEqual([
      ['p1', 'p2', 'p3', 'p4'],
      ['p5', 'p6'],
    ]);
    expect(waves(six, 2).waves).toEqual([
      ['p1', 'p2'],
      ['p3', 'p4'],
      ['p5', 'p6'],
    ]);
  });

  it('the earliest ready phase untagged runs alone; approvals always run alone', () => {
    const plan = waves(
      prd(
        { name: 'solo', dependsOn: [] },
        { name: 'p1', parallel: true, dependsOn: [] },
        { name: 'ok', parallel: true, type: 'approval', dependsOn: [] },
        { name: 'p2', parallel: true, dependsOn: [] },
      ),
    );
    // solo is earliest and untagged: alone. Then p1 leads a [parallel] wave that skips the approval.
    expect(plan.waves).toEqual([['solo'], ['p1', 'p2'], ['ok']]);
  });

  it('defers a [parallel] phase whose Files: overlap a phase already in the wave', () => {
    const plan = waves(
      prd(
        { name: 'auth', parallel: true, files: ['src/auth/**'] },
        { name: 'jwt', parallel: true, files: ['src/auth/jwt.ts'], fieldLines: { files: 27 } },
        { name: 'docs', parallel: true, files: ['docs/**'] },
        { name: 'any', parallel: true },
      ),
    );
    expect(plan.waves).toEqual([['auth', 'docs', 'any'], ['jwt']]);
    expect(plan.diagnostics).toHaveLength(1);
    expect(plan.diagnostics[0]).toMatchObject({ severity: 'warning', ruleId: 'files-overlap', line: 27, phase: 'jwt' });
    expect(plan.diagnostics[0]!.message).toContain('`jwt` and `auth`');
    expect(plan.diagnostics[0]!.message).toContain('`src/auth/jwt.ts` vs `src/auth/**`');
  });

  it('a deferred phase is warned about once even when deferred twice', () => {
    const plan = waves(
      prd(
        { name: 'a', parallel: true, files: ['src/**'] },
        { name: 'b', parallel: true, files: ['src/**'] },
        { name: 'c', parallel: true, files: ['src/**'] },
      ),
    );
    expect(plan.waves).toEqual([['a'], ['b'], ['c']]);
    expect(plan.diagnostics.map((d) => d.phase)).toEqual(['b', 'c']);
  });

  it('a cycle leaves its phases (and their dependents) unscheduled', () => {
    const plan = waves(
      prd({ name: 'free', dependsOn: [] }, { name: 'a', dependsOn: ['b'] }, { name: 'b', dependsOn: ['a'] }, { name: 'after', dependsOn: ['a'] }),
    );
    expect(plan.waves).toEqual([['free']]);
    expect(plan.unscheduled).toEqual(['a', 'b', 'after']);
  });

  it('skipped phases take their place in the waves', () => {
    expect(waves(prd({ name: 'a' }, { name: 'b', skip: true }, { name: 'c' })).waves).toEqual([['a'], ['b'], ['c']]);
  });
});
