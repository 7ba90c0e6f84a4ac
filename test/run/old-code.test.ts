// FAIL_TO_PASS in the engine (docs/design.md#fail-to-pass): after the final verification, each
// passed phase whose gate reports tests new in the phase, and that changed a source file, has its
// gate run once more in a scratch copy with those source files as before the phase. Literal
// outcomes: the request, the action ids and folders, the findings and the warning's code.

import { describe, expect, it } from 'vitest';
import type { GateAction, OldCodeGateRecord, SpawnAction } from '../../lib/schema/index.js';
import { runWarnings } from '../../lib/run/index.js';
import { runFacts } from '../../lib/run/engine/run-facts.js';
import { oldCodeChecks, oldCodeFinding } from '../../lib/run/evidence/old-code-facts.js';
import { Sim } from './harness.js';
import { warningText } from '../../lib/warnings/words.js';

const PRD = (front = ''): string => `${front}# PRD: Old code
## Objective
Add mul.
## Phases
### Phase: implement
**Files:** src/**, test/**
**Tasks:**
- Add mul, with tests
**Acceptance:**
- mul multiplies
**Gate:** \`npm test\`
`;

const tap = (points: string[]): string => {
  const pass = points.filter((p) => p.startsWith('ok')).length;
  return `TAP version 13\n${points.join('\n')}\n# tests ${points.length}\n# pass ${pass}\n# fail ${points.length - pass}\n# cancelled 0\n# skipped 0\n# todo 0`;
};
const BEFORE = tap(['ok 1 - add adds']);
const AFTER = tap(['ok 1 - add adds', 'ok 2 - mul multiplies', 'ok 3 - mul by zero']);

const gates = (actions: unknown[]): GateAction[] => actions.filter((a): a is GateAction => (a as GateAction).kind === 'gate');

/** A run through its phase and final verification: the baseline, the work (changing `changed`), the gate and the final gate all print their TAP. */
function throughFinal(changed: string[], front = ''): { sim: Sim; actions: unknown[] } {
  const sim = new Sim(PRD(front), { baseline: true });
  sim.changes = new Map();
  sim.layouts = true;
  const [baseline] = gates(sim.advance());
  sim.gateLog(baseline?.logFile ?? '', BEFORE, 0);
  const spawn = sim.advance().find((a): a is SpawnAction => (a as SpawnAction).kind === 'spawn') as SpawnAction;
  sim.result(spawn.resultFile, { acceptance: [{ criterion: 'mul multiplies', met: true }] });
  sim.changes.set(spawn.id, { known: true, changed, unattributed: [] });
  const [gate] = gates(sim.advance());
  sim.gateLog(gate?.logFile ?? '', AFTER, 0);
  const [final] = gates(sim.advance());
  expect(final?.id).toBe('final.g1');
  sim.gateLog(final?.logFile ?? '', AFTER, 0);
  return { sim, actions: sim.advance() };
}

describe('the runs on the old code', () => {
  it('lay out a copy with the changed source as before the phase, then offer the gate there; new tests that fail there are counted, nothing warned', () => {
    const { sim, actions } = throughFinal(['src/math.js', 'test/mul.test.js']);
    expect(sim.layoutRequests).toEqual([{ kind: 'lay-out-old-code', actionId: 'oldcode.g1', since: '1-implement.s1', revert: ['src/math.js'], dir: `${sim.state.runDir}/scratch/oldcode.g1` }]);
    const [old] = gates(actions);
    expect(old?.id).toBe('oldcode.g1');
    expect(old?.exec.workdir).toBe(`${sim.state.runDir}/scratch/oldcode.g1`);
    expect(old?.exec.command).toContain('npm test');
    sim.gateLog(old?.logFile ?? '', tap(['ok 1 - add adds', 'not ok 2 - mul multiplies', 'not ok 3 - mul by zero']), 1);
    const done = sim.advance();
    expect(done.map((a) => (a as { kind: string }).kind)).toEqual(['complete']);
    const record = sim.state.oldCode?.gates[0] as OldCodeGateRecord;
    expect(record.tests).toEqual(['mul multiplies', 'mul by zero']);
    expect(oldCodeFinding(record)).toEqual({ phase: 'implement', command: 'npm test', outcome: 'fail-to-pass', passing: [], failed: 2, passed: 0 });
    expect(runWarnings(sim.state).map(warningText).filter((w) => w.includes('tests-pass-on-old-code'))).toEqual([]);
    const [complete] = sim.facts();
    expect(complete?.kind === 'complete' && complete.facts.oldCode.map((f) => f.failed)).toEqual([2]);
    expect(sim.foldMatches()).toBe(true);
  });

  it('new tests that pass on the old code too are named in a warning; the run completes', () => {
    const { sim, actions } = throughFinal(['src/math.js', 'test/mul.test.js']);
    const [old] = gates(actions);
    sim.gateLog(old?.logFile ?? '', AFTER, 0);
    expect(sim.advance().map((a) => (a as { kind: string }).kind)).toEqual(['complete']);
    const warned = runWarnings(sim.state).map(warningText).filter((w) => w.includes('tests-pass-on-old-code'));
    expect(warned).toHaveLength(1);
    expect(warned[0]).toContain('mul multiplies');
    expect(warned[0]).toContain('mul by zero');
    // The facts status and the summary word hand their own findings to the same warnings.
    expect(runFacts(sim.state).warnings).toEqual(runWarnings(sim.state));
  });

  it('a criterion witnessed by a test that passes on the old code too rests on the child\'s word (self-assessed) and is warned', () => {
    const { sim, actions } = throughFinal(['src/math.js', 'test/mul.test.js']);
    const witnessedBefore = sim.state.phases[0]?.gates.flatMap((g) => g.witnessed ?? []);
    expect(witnessedBefore).toEqual([{ criterion: 'mul multiplies', test: 'mul multiplies' }]);
    const [old] = gates(actions);
    sim.gateLog(old?.logFile ?? '', tap(['ok 1 - add adds', 'ok 2 - mul multiplies', 'not ok 3 - mul by zero']), 1);
    sim.advance();
    expect(runFacts(sim.state).phases[0]?.witnesses).toEqual([{ criterion: 'mul multiplies', by: 'self' }]);
    const warned = runWarnings(sim.state).map(warningText).filter((w) => w.includes('tests-pass-on-old-code'));
    expect(warned).toHaveLength(1);
    expect(warned[0]).toContain('mul multiplies');
  });

  it('some new tests passing beside others that fail is information, not a warning', () => {
    const { sim, actions } = throughFinal(['src/math.js', 'test/mul.test.js']);
    const [old] = gates(actions);
    sim.gateLog(old?.logFile ?? '', tap(['ok 1 - add adds', 'not ok 2 - mul multiplies', 'ok 3 - mul by zero']), 1);
    sim.advance();
    expect(oldCodeFinding(sim.state.oldCode?.gates[0] as OldCodeGateRecord)).toMatchObject({ outcome: 'some-pass', passing: ['mul by zero'], failed: 1, passed: 1 });
    expect(runWarnings(sim.state).map(warningText).filter((w) => w.includes('tests-pass-on-old-code'))).toEqual([]);
  });

  it('a phase that changed no source file (only tests) is not run on the old code', () => {
    const { sim, actions } = throughFinal(['test/mul.test.js']);
    expect(sim.layoutRequests).toEqual([]);
    expect(actions.map((a) => (a as { kind: string }).kind)).toEqual(['complete']);
  });

  it('`fail-to-pass: off` runs none', () => {
    const { sim, actions } = throughFinal(['src/math.js', 'test/mul.test.js'], '---\nfail-to-pass: off\n---\n');
    expect(sim.state.settings.failToPass).toBe('off');
    expect(sim.layoutRequests).toEqual([]);
    expect(actions.map((a) => (a as { kind: string }).kind)).toEqual(['complete']);
  });

  it('a copy that cannot be laid out (the old content was not kept) is recorded as skipped and the run completes', () => {
    const sim = new Sim(PRD(), { baseline: true });
    sim.changes = new Map();
    sim.layouts = true;
    sim.layoutAnswer = () => ({ ok: false, why: 'not-kept', path: 'src/math.js' });
    const [baseline] = gates(sim.advance());
    sim.gateLog(baseline?.logFile ?? '', BEFORE, 0);
    const spawn = sim.advance().find((a): a is SpawnAction => (a as SpawnAction).kind === 'spawn') as SpawnAction;
    sim.result(spawn.resultFile, { acceptance: [{ criterion: 'mul multiplies', met: true }] });
    sim.changes.set(spawn.id, { known: true, changed: ['src/math.js', 'test/mul.test.js'], unattributed: [] });
    const [gate] = gates(sim.advance());
    sim.gateLog(gate?.logFile ?? '', AFTER, 0);
    const [final] = gates(sim.advance());
    sim.gateLog(final?.logFile ?? '', AFTER, 0);
    expect(sim.advance().map((a) => (a as { kind: string }).kind)).toEqual(['complete']);
    expect(sim.state.oldCode).toEqual({ gates: [], skipped: [{ phase: 'implement', command: 'npm test', why: 'not-kept', path: 'src/math.js' }] });
  });

  it('without names, the counts decide (hand-derived)', () => {
    const base = { phase: 'p', command: 'npm test', state: 'failed' as const, tests: [], passedBefore: 3, passedAfter: 5 } as unknown as OldCodeGateRecord;
    const report = (passed: number) => ({ runner: 'jest', line: '', total: 5, passed, failed: 5 - passed, skipped: 0, todo: 0 });
    expect(oldCodeFinding({ ...base, report: report(3) })).toMatchObject({ outcome: 'fail-to-pass', failed: 2, passed: 0 });
    expect(oldCodeFinding({ ...base, report: report(4) })).toMatchObject({ outcome: 'some-pass', failed: 1, passed: 1 });
    expect(oldCodeFinding({ ...base, report: report(5) })).toMatchObject({ outcome: 'all-pass', failed: 0, passed: 2 });
    expect(oldCodeFinding({ ...base, state: 'timed-out', report: report(5) })).toMatchObject({ outcome: 'inconclusive' });
    expect(oldCodeFinding({ ...base, state: 'pending' })).toBeNull();
  });

  it('a test that ran before the phase is not new: a phase whose report adds none is not checked', () => {
    const { sim } = throughFinal(['src/math.js', 'test/mul.test.js']);
    const checks = oldCodeChecks(sim.state);
    expect(checks.map((c) => [c.phase.name, c.tests, c.passedBefore, c.passedAfter])).toEqual([['implement', ['mul multiplies', 'mul by zero'], 1, 3]]);
  });
});
