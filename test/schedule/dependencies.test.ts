import { describe, expect, it } from 'vitest';
import { resolveDependencies } from '../../lib/schedule/index.js';
import { deps, prd } from './factory.js';

describe('resolveDependencies: implicit ordering', () => {
  it('v2 full example: [parallel] run, explicit depends, untagged review', () => {
    const { dependsOn, diagnostics } = resolveDependencies(
      prd(
        { name: 'research', parallel: true, type: 'extract' },
        { name: 'design', parallel: true },
        { name: 'implement', dependsOn: ['research', 'design'] },
        { name: 'security-review', type: 'review' },
      ),
    );
    expect(diagnostics).toEqual([]);
    expect(deps(dependsOn)).toEqual({
      research: [],
      design: [],
      implement: ['research', 'design'],
      'security-review': ['implement'],
    });
  });

  it('v2 minimal: untagged phases form a chain', () => {
    const { dependsOn } = resolveDependencies(prd({ name: 'scaffold' }, { name: 'test' }, { name: 'review', type: 'review' }));
    expect(deps(dependsOn)).toEqual({ scaffold: [], test: ['scaffold'], review: ['test'] });
  });

  it('a [parallel] run depends on the frontier before the run; the next untagged phase on the whole run', () => {
    const { dependsOn } = resolveDependencies(
      prd(
        { name: 'setup' },
        { name: 'p1', parallel: true },
        { name: 'p2', parallel: true },
        { name: 'p3', parallel: true },
        { name: 'merge' },
        { name: 'q1', parallel: true },
      ),
    );
    expect(deps(dependsOn)).toEqual({
      setup: [],
      p1: ['setup'],
      p2: ['setup'],
      p3: ['setup'],
      merge: ['p1', 'p2', 'p3'],
      q1: ['merge'],
    });
  });

  it('an explicit depends: inside a [parallel] run keeps the run together for its neighbours', () => {
    const { dependsOn } = resolveDependencies(
      prd(
        { name: 'base' },
        { name: 'a', parallel: true },
        { name: 'b', parallel: true, dependsOn: ['a'] },
        { name: 'c', parallel: true },
        { name: 'end' },
      ),
    );
    // c still depends on what came before the run (base); end on the frontier {b, c} (a is b's prerequisite).
    expect(deps(dependsOn)).toEqual({ base: [], a: ['base'], b: ['a'], c: ['base'], end: ['b', 'c'] });
  });

  it('a run that starts with an explicit phase: implicit members still get what came before the run', () => {
    const { dependsOn } = resolveDependencies(
      prd({ name: 'base' }, { name: 'a', parallel: true, dependsOn: [] }, { name: 'b', parallel: true }, { name: 'end' }),
    );
    expect(deps(dependsOn)).toEqual({ base: [], a: [], b: ['base'], end: ['a', 'b'] });
  });

  it('frontier: a phase named by an earlier explicit depends: is covered through it', () => {
    const { dependsOn, diagnostics } = resolveDependencies(
      prd({ name: 'a', dependsOn: ['c'] }, { name: 'c', dependsOn: [] }, { name: 'd' }),
    );
    expect(diagnostics).toEqual([]);
    expect(deps(dependsOn)).toEqual({ a: ['c'], c: [], d: ['a'] });
  });

  it('Skip: true phases stay in the graph', () => {
    const { dependsOn } = resolveDependencies(prd({ name: 'a' }, { name: 'b', skip: true }, { name: 'c' }));
    expect(deps(dependsOn)).toEqual({ a: [], b: ['a'], c: ['b'] });
  });
});

describe('resolveDependencies: diagnostics', () => {
  it('duplicate-phase: error on the second declaration naming both lines; the first wins', () => {
    const { dependsOn, diagnostics } = resolveDependencies(prd({ name: 'design' }, { name: 'build' }, { name: 'design' }));
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ severity: 'error', ruleId: 'duplicate-phase', line: 30, phase: 'design' });
    expect(diagnostics[0]!.message).toContain('line 10 and line 30');
    expect(deps(dependsOn)).toEqual({ design: [], build: ['design'] });
  });

  it('unknown-dependency suggests the closest name and drops the edge', () => {
    const { dependsOn, diagnostics } = resolveDependencies(
      prd(
        { name: 'research', parallel: true },
        { name: 'design', parallel: true },
        { name: 'implement', dependsOn: ['research', 'desgin'], fieldLines: { dependsOn: 33 } },
      ),
    );
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ severity: 'error', ruleId: 'unknown-dependency', line: 33, column: 1, phase: 'implement' });
    expect(diagnostics[0]!.message).toContain('did you mean `design`?');
    expect(deps(dependsOn).implement).toEqual(['research']);
  });

  it('unknown-dependency without a plausible suggestion', () => {
    const { diagnostics } = resolveDependencies(prd({ name: 'a' }, { name: 'b', dependsOn: ['zzzzzzzz'] }));
    expect(diagnostics[0]!.message).not.toContain('did you mean');
  });

  it('self-dependency', () => {
    const { dependsOn, diagnostics } = resolveDependencies(prd({ name: 'a', dependsOn: ['a'] }));
    expect(diagnostics.map((d) => d.ruleId)).toEqual(['self-dependency']);
    expect(deps(dependsOn)).toEqual({ a: [] });
  });

  it('cycle: once, at the first phase of the cycle, with the path in order', () => {
    const { diagnostics } = resolveDependencies(
      prd({ name: 'start' }, { name: 'a', dependsOn: ['c'] }, { name: 'b', dependsOn: ['a'] }, { name: 'c', dependsOn: ['b'] }),
    );
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ severity: 'error', ruleId: 'cycle', line: 20, phase: 'a' });
    expect(diagnostics[0]!.message).toContain('a → c → b → a');
  });

  it('cycle: two separate cycles are two errors', () => {
    const { diagnostics } = resolveDependencies(
      prd(
        { name: 'x', dependsOn: ['y'] },
        { name: 'y', dependsOn: ['x'] },
        { name: 'p', dependsOn: ['q'] },
        { name: 'q', dependsOn: ['p'] },
      ),
    );
    expect(diagnostics.map((d) => [d.ruleId, d.phase])).toEqual([
      ['cycle', 'x'],
      ['cycle', 'p'],
    ]);
    expect(diagnostics[0]!.message).toContain('x → y → x');
    expect(diagnostics[1]!.message).toContain('p → q → p');
  });

  it('On-Reject: unknown name on an approval phase; a non-approval phase is left to the parser', () => {
    const { diagnostics } = resolveDependencies(
      prd(
        { name: 'implement' },
        { name: 'sign-off', type: 'approval', onReject: 'implemnt', fieldLines: { onReject: 24 } },
        { name: 'review', type: 'review', onReject: 'implement' },
      ),
    );
    expect(diagnostics.map((d) => [d.severity, d.ruleId, d.line])).toEqual([
      ['error', 'unknown-on-reject', 24],
    ]);
    expect(diagnostics[0]!.message).toContain('did you mean `implement`?');
  });

  it('a valid On-Reject is silent', () => {
    const { diagnostics } = resolveDependencies(
      prd({ name: 'implement' }, { name: 'sign-off', type: 'approval', onReject: 'implement' }),
    );
    expect(diagnostics).toEqual([]);
  });
});
