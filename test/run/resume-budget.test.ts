// Issue 14 part 9: resume keeps the erosion baseline from the phase's start, reissues lost
// children outside the budget and the attempt count, and never dead-ends on the budget.
import { describe, expect, it } from 'vitest';
import { resumeRun } from '../../lib/run/index.js';
import type { Action, EscalateAction, GateAction, SpawnAction } from '../../lib/schema/index.js';
import { Sim } from './harness.js';

const PRD = (front: string, retries = 2): string => `---
${front}
---
# PRD: Resume
## Objective
Test resume.
## Phases
### Phase: implement
**Files:** src/**
**Max-Retries:** ${retries}
**Tasks:**
- Build it
**Gate:** \`npm test\`
`;

const spawnOf = (actions: Action[]): SpawnAction[] => actions.filter((a): a is SpawnAction => a.kind === 'spawn');

function resume(sim: Sim): void {
  const r = resumeRun(sim.state, null, sim.now);
  if (r.kind !== 'apply') throw new Error(`resume: ${r.kind}`);
  sim.apply(r.facts);
}

describe('resume', () => {
  it('reissues a lost child for the same attempt without spending the budget, even with none left', () => {
    const sim = new Sim(PRD('max-spawns: 1'));
    const [first] = spawnOf(sim.advance());
    expect(sim.state.spawnCount).toBe(1);
    // The child is lost: the agent resumes the running run.
    resume(sim);
    const [again] = spawnOf(sim.advance());
    expect(again?.id).toBe('1-implement.s2');
    expect(again?.attempt).toBe(1);
    expect(sim.events.find((e) => e.type === 'spawn-issued' && e.actionId === again?.id)).toMatchObject({ reissueOf: first?.id });
    expect(sim.state.spawnCount).toBe(1);
    expect(sim.state.status).toBe('running');
    expect(sim.foldMatches()).toBe(true);
  });

  it('raises the budget when the escalated phase has no spawn left to redo it', () => {
    const sim = new Sim(PRD('max-spawns: 2', 1));
    for (let n = 0; n < 2; n += 1) {
      const [spawn] = spawnOf(sim.advance());
      sim.result(spawn?.resultFile ?? '');
      const [gate] = sim.advance() as GateAction[];
      sim.gateLog(gate?.logFile ?? '', `FAIL case ${n}`, 1);
    }
    const [esc] = sim.advance() as EscalateAction[];
    expect(esc?.reason).toBe('gate-retries-exhausted');
    expect(sim.state.spawnCount).toBe(2);
    resume(sim);
    expect(sim.state.limits.maxSpawns).toBe(4);
    const [redo] = spawnOf(sim.advance());
    expect(redo?.attempt).toBe(1);
    expect(sim.state.status).toBe('running');
  });

  it('measures erosion from the phase’s first start after a reset by resume', () => {
    const sim = new Sim(PRD('max-spawns: 20', 0));
    sim.erosion = new Map();
    const [first] = spawnOf(sim.advance());
    sim.result(first?.resultFile ?? '');
    const [gate] = sim.advance() as GateAction[];
    sim.gateLog(gate?.logFile ?? '', 'FAIL', 1);
    expect((sim.advance() as EscalateAction[])[0]?.reason).toBe('gate-retries-exhausted');
    resume(sim);
    const [redo] = spawnOf(sim.advance());
    sim.result(redo?.resultFile ?? '');
    const [gate2] = sim.advance() as GateAction[];
    sim.gateLog(gate2?.logFile ?? '', 'ok', 0);
    sim.advance();
    expect(sim.last?.stillAsked).toContainEqual({ kind: 'measure-erosion', actionId: redo?.id, phase: 'implement', since: first?.id });
  });
});
