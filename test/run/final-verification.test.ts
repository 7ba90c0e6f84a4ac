// Issue 14 part 2: done means done. Before `complete`, every distinct gate of the run runs
// once more on the final tree; a failure escalates as final-verification-failed, naming the
// gate, the phase that owns it and the phases that changed files since it last passed.
import { describe, expect, it } from 'vitest';
import { resumeRun } from '../../lib/run/index.js';
import type { Action, EscalateAction, GateAction, SpawnAction } from '../../lib/schema/index.js';
import { Sim } from './harness.js';
import { summaryOf } from '../helpers/run-facts.js';

const PRD = `# PRD: Final
## Objective
Test the final verification.
## Phases
### Phase: a
**Tasks:**
- Write a.txt
**Gate:** \`npm test\`
### Phase: b
**Tasks:**
- Write b.txt
**Gate:** \`npm run lint\`
### Phase: c
**Tasks:**
- Write c.txt
**Gate:** \`npm test\`
`;

const spawnOf = (actions: Action[]): SpawnAction[] => actions.filter((a): a is SpawnAction => a.kind === 'spawn');
const gatesOf = (actions: Action[]): GateAction[] => actions.filter((a): a is GateAction => a.kind === 'gate');

/** Every phase: its child reports `changed`, its gate passes. Returns the first final gate offered. */
function throughPhases(sim: Sim, changed: Record<string, string[]>): Action[] {
  let actions = sim.advance();
  for (let n = 0; n < 10; n += 1) {
    const [spawn] = spawnOf(actions);
    if (spawn === undefined) return actions;
    sim.result(spawn.resultFile, { filesModified: changed[spawn.phase] ?? [] });
    sim.changes?.set(spawn.id, { known: true, changed: changed[spawn.phase] ?? [], unattributed: [] });
    const [gate] = gatesOf(sim.advance());
    sim.gateLog(gate?.logFile ?? '', 'ok', 0);
    actions = sim.advance();
  }
  return actions;
}

describe('final verification', () => {
  it('runs each distinct gate once more, in PRD order, one at a time, then completes', () => {
    const sim = new Sim(PRD);
    const [first, ...more] = gatesOf(throughPhases(sim, {}));
    expect(more).toEqual([]);
    expect(first).toMatchObject({ id: 'final.g1', phase: 'a' });
    expect(first?.exec.command).toContain(';npm test;printf ');
    expect(sim.state.status).toBe('running');
    sim.gateLog(first?.logFile ?? '', '', 0);
    const [second] = gatesOf(sim.advance());
    // c's gate is a's command: it runs once, owned by a.
    expect(second).toMatchObject({ id: 'final.g2', phase: 'b' });
    sim.gateLog(second?.logFile ?? '', '', 0);
    const [done] = sim.advance();
    expect(done?.kind).toBe('complete');
    const [complete] = sim.facts();
    expect(complete?.kind === 'complete' && complete.facts.finalRound.map((g) => g.state)).toEqual(['passed', 'passed']);
    expect(sim.state.verification?.gates.map((g) => [g.actionId, g.phase, g.state])).toEqual([
      ['final.g1', 'a', 'passed'],
      ['final.g2', 'b', 'passed'],
    ]);
    const summary = summaryOf(sim.state, sim.now);
    expect(summary).toContain('## Final verification\n\n- `npm test` of phase `a` → passed (exit 0)\n- `npm run lint` of phase `b` → passed (exit 0)\n');
    expect(sim.foldMatches()).toBe(true);
  });

  it('a later phase that broke an earlier gate halts the run: the gate, its owner and who changed files since', () => {
    const sim = new Sim(PRD);
    sim.changes = new Map();
    const [first] = gatesOf(throughPhases(sim, { a: ['a.txt'], b: ['b.txt', 'a.txt'], c: [] }));
    sim.gateLog(first?.logFile ?? '', 'test: a.txt: missing', 1);
    const [esc] = sim.advance() as EscalateAction[];
    expect(esc?.kind).toBe('escalate');
    expect(esc?.reason).toBe('final-verification-failed');
    expect(esc?.phase).toBe('a');
    expect(sim.state.status).toBe('needs-human');
    // The owner passed; the run halted, not the phase.
    expect(sim.state.phases.map((p) => p.status)).toEqual(['passed', 'passed', 'passed']);
    expect(sim.state.escalation?.facts).toEqual({ gate: expect.objectContaining({ command: 'npm test', phase: 'a', state: 'failed', exitCode: 1, changedBy: ['b'] }) });
    const [fact] = sim.facts();
    expect(fact?.kind === 'escalate' && fact.facts.finalRound.map((g) => [g.command, g.phase, g.state, g.exitCode])).toEqual([['npm test', 'a', 'failed', 1]]);
    expect(sim.state.escalation?.gateOutput).toContain('test: a.txt: missing');
    expect(sim.foldMatches()).toBe(true);
  });

  it('resume runs the final verification again without redoing a phase, and completes once it passes', () => {
    const sim = new Sim(PRD);
    const [first] = gatesOf(throughPhases(sim, {}));
    sim.gateLog(first?.logFile ?? '', 'missing', 1);
    sim.advance();
    expect(sim.state.status).toBe('needs-human');
    const spawns = sim.state.spawnCount;
    const resumed = resumeRun(sim.state, null, sim.now);
    expect(resumed).toEqual({ kind: 'apply', facts: [{ type: 'run-resumed', reset: [], reissue: [], maxSpawns: sim.state.limits.maxSpawns, maxDurationSeconds: null }] });
    if (resumed.kind === 'apply') sim.apply(resumed.facts);
    const [again] = gatesOf(sim.advance());
    expect(again).toMatchObject({ id: 'final.g2', phase: 'a' });
    sim.gateLog(again?.logFile ?? '', '', 0);
    const [second] = gatesOf(sim.advance());
    expect(second).toMatchObject({ id: 'final.g3', phase: 'b' });
    sim.gateLog(second?.logFile ?? '', '', 0);
    expect(sim.advance()[0]?.kind).toBe('complete');
    expect(sim.state.spawnCount).toBe(spawns);
    expect(sim.state.verification?.from).toBe(1);
    expect(sim.foldMatches()).toBe(true);
  });

  it('a final gate whose log never appears is a failed verification, not the owner phase’s failure', () => {
    const sim = new Sim(PRD);
    const [first] = gatesOf(throughPhases(sim, {}));
    expect(first?.id).toBe('final.g1');
    // Long past the gate's budget, with no log.
    const [esc] = sim.advance(24 * 3600) as EscalateAction[];
    expect(esc?.reason).toBe('final-verification-failed');
    expect(sim.state.escalation?.facts.gate).toEqual(expect.objectContaining({ logFile: first?.logFile, waitedSeconds: expect.any(Number) }));
    expect(sim.state.phases[0]?.status).toBe('passed');
    // resume redoes nothing but the verification.
    const resumed = resumeRun(sim.state, null, sim.now);
    expect(resumed.kind === 'apply' ? resumed.facts[0] : null).toMatchObject({ reset: [] });
  });

  it('final-verification: off in the front matter completes without running the gates again', () => {
    const sim = new Sim(`---\nfinal-verification: off\n---\n${PRD}`);
    expect(throughPhases(sim, {})[0]?.kind).toBe('complete');
    expect(sim.state.verification).toBeUndefined();
    expect(sim.state.settings.finalVerification).toBe('off');
  });

  it('a run whose phases have no gate completes with nothing to run again', () => {
    const sim = new Sim(PRD.replace(/\*\*Gate:\*\* .*\n/g, ''));
    const done = throughPhasesNoGate(sim);
    expect(done[0]?.kind).toBe('complete');
    expect(sim.state.verification).toBeUndefined();
  });
});

function throughPhasesNoGate(sim: Sim): Action[] {
  let actions = sim.advance();
  for (let n = 0; n < 10; n += 1) {
    const [spawn] = spawnOf(actions);
    if (spawn === undefined) return actions;
    sim.result(spawn.resultFile);
    actions = sim.advance();
  }
  return actions;
}
