import { describe, expect, it } from 'vitest';
import type { EscalateAction, GateAction, RunEventOf, SpawnAction } from '../../lib/schema/index.js';
import { runWarnings } from '../../lib/run/index.js';
import { kinds, Sim } from './harness.js';
import { warningText } from '../../lib/warnings/words.js';

const PRD = `# PRD: Evidence
## Objective
Test what the gate shows.
## Phases
### Phase: implement
**Files:** src/**, test/**
**Tasks:**
- Build it, with tests
**Gate:** \`npm test\`
**Max-Retries:** 2
`;

const PYTEST_PRD = PRD.replace('`npm test`', '`pytest -q`');

const NODE_ZERO = 'ℹ tests 0\nℹ suites 0\nℹ pass 0\nℹ fail 0';
const NODE_TWO = '✔ adds (0.4ms)\n✔ subtracts (0.1ms)\nℹ tests 2\nℹ pass 2\nℹ fail 0';

const spawnOf = (actions: unknown[]): SpawnAction[] => actions.filter((a): a is SpawnAction => (a as SpawnAction).kind === 'spawn');
const gateOf = (actions: unknown[]): GateAction => {
  const gate = actions.find((a): a is GateAction => (a as GateAction).kind === 'gate');
  if (gate === undefined) throw new Error(`no gate in ${JSON.stringify(actions)}`);
  return gate;
};
const finished = (sim: Sim): RunEventOf<'gate-finished'>[] => sim.events.filter((e): e is RunEventOf<'gate-finished'> => e.type === 'gate-finished');

/** Spawn → result → changes → the gate action. */
function toGate(sim: Sim, spawn: SpawnAction, changed: string[] = ['src/sum.js']): GateAction {
  sim.result(spawn.resultFile);
  sim.changes?.set(spawn.id, { known: true, changed, unattributed: [] });
  return gateOf(sim.advance());
}

function started(text = PRD): { sim: Sim; spawn: SpawnAction } {
  const sim = new Sim(text);
  sim.changes = new Map();
  const [spawn] = spawnOf(sim.advance());
  if (spawn === undefined) throw new Error('no spawn');
  return { sim, spawn };
}

describe('no-tests-ran: a gate that exits 0 but tested nothing fails', () => {
  it('fails the gate with reason no-tests-ran, and the retry says to add or wire up tests', () => {
    const { sim, spawn } = started();
    const gate = toGate(sim, spawn);
    sim.gateLog(gate.logFile, NODE_ZERO, 0);
    const [retry] = spawnOf(sim.advance());
    const [event] = finished(sim);
    expect(event).toMatchObject({ state: 'failed', exitCode: 0, reason: 'no-tests-ran', evidence: { runner: 'node --test', line: 'ℹ tests 0' } });
    expect(sim.state.phases[0]?.gates[0]).toMatchObject({ state: 'failed', exitCode: 0, reason: 'no-tests-ran' });
    expect(sim.state.phases[0]?.failures[0]?.failure).toEqual({
      code: 'gate-evidence', command: 'npm test', exitCode: 0, reason: 'no-tests-ran', evidence: { runner: 'node --test', line: 'ℹ tests 0' },
    });
    expect(retry?.attempt).toBe(2);
    expect(sim.task(retry)).toContain('exited 0 but ran no tests');
    expect(sim.task(retry)).toContain('add tests for this phase');
    expect(sim.foldMatches()).toBe(true);
  });

  it('redacts a secret on the evidence line before it is recorded or quoted', () => {
    const { sim, spawn } = started();
    const token = 'ghp_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';
    sim.gateLog(toGate(sim, spawn).logFile, `No tests found, exiting with code 0 token=${token}`, 0);
    const [retry] = spawnOf(sim.advance());
    expect(finished(sim)[0]?.reason).toBe('no-tests-ran');
    expect(JSON.stringify(sim.events)).not.toContain(token);
    expect(sim.task(retry)).not.toContain(token);
  });

  it('passes once the retry makes the gate run tests', () => {
    const { sim, spawn } = started();
    sim.gateLog(toGate(sim, spawn).logFile, NODE_ZERO, 0);
    const [retry] = spawnOf(sim.advance());
    if (retry === undefined) throw new Error('no retry');
    sim.gateLog(toGate(sim, retry, ['test/sum.test.js']).logFile, NODE_TWO, 0);
    expect(kinds(sim.advance())).toEqual(['gate:final.g1']);
    expect(finished(sim).map((e) => [e.state, e.reason ?? null])).toEqual([
      ['failed', 'no-tests-ran'],
      ['passed', null],
    ]);
    expect(sim.state.phases[0]?.status).toBe('passed');
  });

  it('the same empty run twice is no progress', () => {
    const { sim, spawn } = started();
    sim.gateLog(toGate(sim, spawn).logFile, NODE_ZERO, 0);
    const [retry] = spawnOf(sim.advance());
    if (retry === undefined) throw new Error('no retry');
    sim.gateLog(toGate(sim, retry).logFile, NODE_ZERO, 0);
    const [halt] = sim.advance() as EscalateAction[];
    expect([halt?.kind, halt?.reason]).toEqual(['escalate', 'no-progress']);
    expect(halt?.message).toContain('ran no tests');
  });

  it("pytest's exit 5 is no-tests-ran; its exit 1 stays an ordinary failure", () => {
    const five = started(PYTEST_PRD);
    five.sim.gateLog(toGate(five.sim, five.spawn).logFile, 'no tests ran in 0.01s', 5);
    five.sim.advance();
    expect(finished(five.sim)[0]).toMatchObject({ state: 'failed', exitCode: 5, reason: 'no-tests-ran', evidence: { runner: 'pytest' } });
    const one = started(PYTEST_PRD);
    one.sim.gateLog(toGate(one.sim, one.spawn).logFile, 'ERROR: file or directory not found: tests/\nno tests ran in 0.01s', 4);
    const [retry] = spawnOf(one.sim.advance());
    expect(finished(one.sim)[0]?.reason).toBeUndefined();
    expect(one.sim.state.phases[0]?.failures[0]?.failure).toEqual({ code: 'gate-failed', command: 'pytest -q', exitCode: 4 });
    expect(retry?.attempt).toBe(2);
  });

  it('a gate whose output shows tests ran, or no runner at all, is judged by its exit code', () => {
    const { sim, spawn } = started(PRD.replace('`npm test`', '`npm run build`'));
    sim.gateLog(toGate(sim, spawn).logFile, '> tsc -p .', 0);
    expect(kinds(sim.advance())).toEqual(['gate:final.g1']);
    expect(finished(sim)[0]).toMatchObject({ state: 'passed', exitCode: 0 });
    expect(finished(sim)[0]).not.toHaveProperty('reason');
  });
});

describe('no-changes: an impl phase whose passing attempt changed nothing passes with a warning', () => {
  it('records noChanges on the phase-passed event and the phase', () => {
    const { sim, spawn } = started();
    sim.gateLog(toGate(sim, spawn, []).logFile, NODE_TWO, 0);
    expect(kinds(sim.advance())).toEqual(['gate:final.g1']);
    const passed = sim.events.find((e) => e.type === 'phase-passed');
    expect(passed).toMatchObject({ type: 'phase-passed', phase: 'implement', noChanges: true });
    expect(sim.state.phases[0]).toMatchObject({ status: 'passed', noChanges: true });
    expect(runWarnings(sim.state).map(warningText)).toEqual([
      'phase `implement` passed but its passing attempt changed no file (no-changes): check that its tasks were really done, not only claimed.',
    ]);
    expect(sim.foldMatches()).toBe(true);
  });

  it('no warning when the attempt changed a file, or when the changes are unknown', () => {
    const changed = started();
    changed.sim.gateLog(toGate(changed.sim, changed.spawn, ['src/sum.js']).logFile, NODE_TWO, 0);
    changed.sim.advance();
    expect(changed.sim.state.phases[0]).not.toHaveProperty('noChanges');
    expect(runWarnings(changed.sim.state).map(warningText)).toEqual([]);

    const unknown = started();
    unknown.sim.result(unknown.spawn.resultFile);
    unknown.sim.changes?.set(unknown.spawn.id, { known: false, reason: 'no baseline' });
    unknown.sim.gateLog(gateOf(unknown.sim.advance()).logFile, NODE_TWO, 0);
    unknown.sim.advance();
    expect(unknown.sim.state.phases[0]?.status).toBe('passed');
    expect(unknown.sim.state.phases[0]).not.toHaveProperty('noChanges');
  });
});
