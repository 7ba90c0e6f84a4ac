import { describe, expect, it } from 'vitest';
import type { EscalateAction, GateAction, SpawnAction } from '../../lib/schema/index.js';
import type { ErosionObservation } from '../../lib/run/index.js';
import { kinds, Sim } from './harness.js';
import { statusOf } from '../helpers/run-facts.js';

const PRD = `# PRD: Scoped
## Objective
Touch only what you may.
## Phases
### Phase: research
**Type:** extract
**Tasks:**
- Read
### Phase: implement
**Files:** src/**
**Tasks:**
- Build it
**Gate:** \`npm test\`
`;

const spawnOf = (actions: unknown[]): SpawnAction[] => actions.filter((a): a is SpawnAction => (a as SpawnAction).kind === 'spawn');

const measured = (before: number, after: number, flagged: boolean): ErosionObservation => ({
  measured: true,
  reason: null,
  before,
  after,
  growth: before === 0 ? null : (after - before) / before,
  flagged,
  offenders: flagged ? [{ file: 'src/a.ts', name: 'function parse', line: 3, before: 4, after: 17 }] : [],
  skipped: [],
});

function toImplement(sim: Sim): SpawnAction {
  sim.changes = new Map();
  sim.erosion = new Map();
  const [research] = spawnOf(sim.advance());
  sim.result(research?.resultFile ?? '');
  sim.changes.set(research?.id ?? '', { known: true, changed: [], unattributed: [] });
  const [impl] = spawnOf(sim.advance());
  if (impl === undefined) throw new Error('no implement spawn');
  return impl;
}

describe('scope checks and the erosion step in the engine', () => {
  it('waits for the shell to look at the changes, then fails a read-only phase that changed files', () => {
    const sim = new Sim(PRD);
    sim.changes = new Map();
    const [research] = spawnOf(sim.advance());
    sim.result(research?.resultFile ?? '');
    expect(kinds(sim.advance())).toEqual(['wait:wait']);
    sim.changes.set(research?.id ?? '', { known: true, changed: ['src/x.ts'], unattributed: [] });
    const [retry] = spawnOf(sim.advance());
    expect(retry?.attempt).toBe(2);
    expect(sim.task(retry)).toContain('read-only extract phase changed files: src/x.ts');
    expect(sim.state.phases[0]?.spawns[0]).toMatchObject({ changed: ['src/x.ts'], outside: ['src/x.ts'] });
    expect(sim.foldMatches()).toBe(true);
  });

  it('fails an attempt that wrote outside its Files: scope, listing the files', () => {
    const sim = new Sim(PRD);
    const impl = toImplement(sim);
    sim.result(impl.resultFile);
    sim.changes?.set(impl.id, { known: true, changed: ['README.md', 'src/a.ts'], unattributed: [] });
    const [retry] = spawnOf(sim.advance());
    expect(sim.task(retry)).toContain("outside the phase's Files: scope: README.md");
  });

  it('passes with erosion ok when the shell measured no growth', () => {
    const sim = new Sim(PRD);
    const impl = toImplement(sim);
    sim.result(impl.resultFile);
    sim.changes?.set(impl.id, { known: true, changed: ['src/a.ts'], unattributed: [] });
    const [gate] = sim.advance() as GateAction[];
    sim.gateLog(gate?.logFile ?? '', 'ok', 0);
    expect(kinds(sim.advance())).toEqual(['wait:wait']);
    sim.erosion?.set(impl.id, measured(20, 20, false));
    expect(sim.finish()[0]?.kind).toBe('complete');
    expect(statusOf(sim.state, sim.now).notices).toEqual(['final verification: all 1 gate(s) passed again on the final tree']);
    expect(sim.state.phases[1]?.erosion).toBe('ok');
  });

  it('inserts one refactoring sub-phase when flagged, keeps the gate, and flags it if still eroded', () => {
    const sim = new Sim(PRD);
    const impl = toImplement(sim);
    sim.result(impl.resultFile, { summary: 'built the parser' });
    sim.changes?.set(impl.id, { known: true, changed: ['src/a.ts'], unattributed: [] });
    const [gate] = sim.advance() as GateAction[];
    sim.gateLog(gate?.logFile ?? '', 'ok', 0);
    sim.erosion?.set(impl.id, measured(20, 37, true));
    const [refactor] = spawnOf(sim.advance());
    expect(refactor?.role).toBe('refactor');
    expect(sim.task(refactor)).toContain('`function parse`: CC 4 → 17');
    expect(sim.task(refactor)).toContain('npm test');
    sim.result(refactor?.resultFile ?? '', { summary: 'split parse' });
    sim.changes?.set(refactor?.id ?? '', { known: true, changed: ['src/a.ts'], unattributed: [] });
    const [gate2] = sim.advance() as GateAction[];
    expect(gate2?.kind).toBe('gate');
    sim.gateLog(gate2?.logFile ?? '', 'ok', 0);
    sim.erosion?.set(refactor?.id ?? '', measured(20, 30, true));
    const done = sim.finish();
    expect(done[0]?.kind).toBe('complete');
    // The user hears it: the completion message and `status` say the flag was not cleared.
    const notice = 'phase `implement`: erosion still flagged after its refactoring sub-phase (high-CC mass 20 → 37, then 30)';
    expect(done[0] && 'message' in done[0] ? done[0].message : '').toContain(notice);
    expect(statusOf(sim.state, sim.now).notices).toEqual([notice, 'final verification: all 1 gate(s) passed again on the final tree']);
    const phase = sim.state.phases[1];
    expect(phase?.erosion).toBe('flagged');
    expect(phase?.erosionChecks.map((c) => [c.role, c.before, c.after])).toEqual([
      ['work', 20, 37],
      ['refactor', 20, 30],
    ]);
    expect(phase?.summary).toContain('built the parser');
    expect(sim.foldMatches()).toBe(true);
  });

  it('records not-measured when erosion is off for the phase, without asking the shell', () => {
    const sim = new Sim(PRD.replace('**Files:** src/**', '**Files:** src/**\n**Erosion:** off'));
    const impl = toImplement(sim);
    sim.result(impl.resultFile);
    sim.changes?.set(impl.id, { known: true, changed: ['src/a.ts'], unattributed: [] });
    const [gate] = sim.advance() as GateAction[];
    sim.gateLog(gate?.logFile ?? '', 'ok', 0);
    expect(sim.finish()[0]?.kind).toBe('complete');
    expect(sim.state.phases[1]?.erosion).toBe('not-measured');
    expect((undefined as EscalateAction | undefined)?.reason).toBeUndefined();
  });
});
