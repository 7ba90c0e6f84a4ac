// The test baseline in the engine (docs/design.md#test-baseline): before the first spawn each
// distinct test gate runs once as `baseline.gN`; later runs of the command are compared with its
// runner report. Literal outcomes: action ids, reasons, the retry's words, the spawn count.

import { describe, expect, it } from 'vitest';
import type { GateAction, RunEventOf, SpawnAction } from '../../lib/schema/index.js';
import { runWarnings } from '../../lib/run/index.js';
import { Sim } from './harness.js';
import { warningText } from '../../lib/warnings/words.js';

const PRD = `# PRD: Baseline
## Objective
Keep the tests.
## Phases
### Phase: implement
**Files:** src/**, test/**
**Tasks:**
- Add mul, with tests
**Gate:** \`npm test\`
**Gate:** \`npm run build\`
**Max-Retries:** 1
### Phase: polish
**Files:** src/**
**Tasks:**
- Polish
**Gate:** \`npm test\`
`;

const tap = (points: string[], counts: string): string => `TAP version 13\n${points.join('\n')}\n${counts}`;
const summary = (t: number, p: number, f: number, s = 0, d = 0): string => `# tests ${t}\n# pass ${p}\n# fail ${f}\n# cancelled 0\n# skipped ${s}\n# todo ${d}`;
const BASE = tap(['ok 1 - add adds', 'ok 2 - sub subtracts', 'not ok 3 - div divides'], summary(3, 2, 1));

const gates = (actions: unknown[]): GateAction[] => actions.filter((a): a is GateAction => (a as GateAction).kind === 'gate');
const spawns = (actions: unknown[]): SpawnAction[] => actions.filter((a): a is SpawnAction => (a as SpawnAction).kind === 'spawn');
const finished = (sim: Sim): RunEventOf<'gate-finished'>[] => sim.events.filter((e): e is RunEventOf<'gate-finished'> => e.type === 'gate-finished');

function afterBaseline(log = BASE, exit = 1): { sim: Sim; spawn: SpawnAction } {
  const sim = new Sim(PRD, { baseline: true });
  sim.changes = new Map();
  const first = sim.advance();
  // One baseline gate for `npm test` (not for `npm run build`), before any spawn.
  expect(first.map((a) => `${a.kind}:${a.id}`)).toEqual(['gate:baseline.g1']);
  const [gate] = gates(first);
  expect(gate?.exec.command).toContain('npm test');
  sim.gateLog(gate?.logFile ?? '', log, exit);
  const [spawn] = spawns(sim.advance());
  if (spawn === undefined) throw new Error('no spawn after the baseline');
  return { sim, spawn };
}

/** The spawn's result, its changes, and its first gate (npm test) with this log. */
function gateRun(sim: Sim, spawn: SpawnAction, log: string, exit: number, changed = ['src/math.js']): unknown[] {
  sim.result(spawn.resultFile);
  sim.changes?.set(spawn.id, { known: true, changed, unattributed: [] });
  const [gate] = gates(sim.advance());
  sim.gateLog(gate?.logFile ?? '', log, exit);
  return sim.advance();
}

describe('the test baseline', () => {
  it('runs each distinct test gate once before the first spawn and records its report; a failing baseline is not fatal', () => {
    const { sim, spawn } = afterBaseline();
    expect(spawn.id).toBe('1-implement.s1');
    expect(sim.state.spawnCount).toBe(1);
    const [event] = finished(sim);
    expect(event).toMatchObject({ actionId: 'baseline.g1', state: 'failed', exitCode: 1 });
    expect(event?.reason).toBeUndefined();
    expect(event?.report).toEqual({
      runner: 'node --test',
      line: '# tests 3',
      total: 3,
      passed: 2,
      failed: 1,
      skipped: 0,
      todo: 0,
      tests: [
        { name: 'add adds', status: 'passed' },
        { name: 'sub subtracts', status: 'passed' },
        { name: 'div divides', status: 'failed' },
      ],
    });
    expect(sim.state.baseline?.gates.map((g) => [g.actionId, g.phase, g.command])).toEqual([['baseline.g1', 'implement', 'npm test']]);
  });

  it('a baseline test gone fails the attempt as tests-removed, naming it; the retry says RESTORE', () => {
    const { sim, spawn } = afterBaseline();
    const actions = gateRun(sim, spawn, tap(['ok 1 - add adds', 'ok 2 - div divides', 'ok 3 - mul works'], summary(3, 3, 0)), 0);
    const ev = finished(sim)[1];
    expect(ev).toMatchObject({ actionId: '1-implement.g1', state: 'failed', exitCode: 0, reason: 'tests-removed', evidence: { runner: 'node --test', tests: ['sub subtracts'] } });
    expect(sim.state.phases[0]?.failures[0]?.failure).toEqual({
      code: 'gate-evidence', command: 'npm test', exitCode: 0, reason: 'tests-removed',
      evidence: { runner: 'node --test', line: '# tests 3', tests: ['sub subtracts'] },
    });
    const [retry] = spawns(actions);
    expect(retry?.attempt).toBe(2);
    expect(sim.task(retry)).toContain('RESTORE them');
  });

  it('a test that passed at the baseline and fails now is tests-regressed; one that failed before too is said, not held', () => {
    const { sim, spawn } = afterBaseline();
    gateRun(sim, spawn, tap(['not ok 1 - add adds', 'ok 2 - sub subtracts', 'not ok 3 - div divides'], summary(3, 1, 2)), 1);
    expect(finished(sim)[1]).toMatchObject({ reason: 'tests-regressed', evidence: { tests: ['add adds'], failedBefore: ['div divides'] } });
  });

  it('the runner says nothing ran (vitest passWithNoTests) after a baseline counted 3: no-tests-ran by count, and the retry says RESTORE', () => {
    const { sim, spawn } = afterBaseline(' Test Files  1 passed (1)\n      Tests  3 passed (3)\n', 0);
    const actions = gateRun(sim, spawn, 'No test files found, exiting with code 0\n', 0);
    expect(finished(sim)[1]).toMatchObject({ reason: 'no-tests-ran', evidence: { runner: 'vitest', line: 'No test files found, exiting with code 0', counts: { before: 3, after: 0 } } });
    expect(sim.state.phases[0]?.failures[0]?.failure).toEqual({
      code: 'gate-evidence', command: 'npm test', exitCode: 0, reason: 'no-tests-ran',
      evidence: { runner: 'vitest', line: 'No test files found, exiting with code 0', counts: { before: 3, after: 0 } },
    });
    const [retry] = spawns(actions);
    expect(retry?.attempt).toBe(2);
    expect(sim.task(retry)).toContain('RESTORE them');
  });

  it('"test": "exit 0" after a baseline with a report: test-report-lost', () => {
    const { sim, spawn } = afterBaseline();
    gateRun(sim, spawn, '\n> calc@1.0.0 test\n> exit 0\n', 0);
    expect(finished(sim)[1]).toMatchObject({ reason: 'test-report-lost', evidence: { counts: { before: 3, after: 0 } } });
  });

  it('failing tests with exit 0 fail the gate as failing-tests-exit-0, naming them', () => {
    const { sim, spawn } = afterBaseline(tap(['ok 1 - add adds', 'ok 2 - sub subtracts'], summary(2, 2, 0)), 0);
    gateRun(sim, spawn, tap(['ok 1 - add adds', 'ok 2 - sub subtracts', 'not ok 3 - mul works'], summary(3, 2, 1)), 0);
    expect(finished(sim)[1]).toMatchObject({ reason: 'failing-tests-exit-0', evidence: { tests: ['mul works'] } });
  });

  it('the same tests plus new ones pass; with no texts read, the checks-changed warning names the test file with the counts', () => {
    const { sim, spawn } = afterBaseline(tap(['ok 1 - add adds', 'ok 2 - sub subtracts'], summary(2, 2, 0)), 0);
    sim.result(spawn.resultFile);
    sim.changes?.set(spawn.id, { known: true, changed: ['src/math.js', 'test/mul.test.js'], unattributed: [] });
    const [g1] = gates(sim.advance());
    sim.gateLog(g1?.logFile ?? '', tap(['ok 1 - add adds', 'ok 2 - sub subtracts', 'ok 3 - mul works'], summary(3, 3, 0)), 0);
    const [g2] = gates(sim.advance());
    sim.gateLog(g2?.logFile ?? '', 'built', 0);
    sim.advance();
    expect(sim.state.phases[0]?.status).toBe('passed');
    expect(runWarnings(sim.state).map(warningText)).toEqual([
      'phase `implement` changed what checks the work (checks-changed): test/mul.test.js (test); tests run 2 → 3. Judge each quoted change.',
    ]);
  });

  it('a test gate that prints no runner report at the baseline nor later passes on its exit code, and the user is told', () => {
    const { sim, spawn } = afterBaseline('all good', 0);
    sim.result(spawn.resultFile);
    sim.changes?.set(spawn.id, { known: true, changed: ['src/math.js'], unattributed: [] });
    const [g1] = gates(sim.advance());
    sim.gateLog(g1?.logFile ?? '', 'all good', 0);
    const [g2] = gates(sim.advance());
    sim.gateLog(g2?.logFile ?? '', 'built', 0);
    sim.advance();
    expect(sim.state.phases[0]?.status).toBe('passed');
    expect(runWarnings(sim.state).map(warningText)).toEqual([
      'gate `npm test` of phase `implement` runs tests but printed no test runner report OpenForge reads (no-test-report): it passed on its exit code alone.',
    ]);
  });

  it('the failure each reason records for the retry (hand-derived from the baseline: add adds and sub subtracts passed, div divides failed)', () => {
    const told = (log: string, exit: number): unknown => {
      const { sim, spawn } = afterBaseline();
      gateRun(sim, spawn, log, exit);
      return sim.state.phases[0]?.failures[0]?.failure;
    };
    const gate = (exitCode: number, reason: string, evidence: object) => ({ code: 'gate-evidence', command: 'npm test', exitCode, reason, evidence });
    expect(told(tap(['ok 1 - add adds', 'ok 2 - sub subtracts', 'not ok 3 - div divides', 'not ok 4 - mul works'], summary(4, 2, 2)), 0)).toMatchObject(
      gate(0, 'failing-tests-exit-0', { runner: 'node --test', line: '# tests 4', tests: ['div divides', 'mul works'] }),
    );
    expect(told('\n> calc@1.0.0 test\n> exit 0\n', 0)).toMatchObject(gate(0, 'test-report-lost', { runner: null, line: null, counts: { before: 3 } }));
    expect(told(tap(['ok 1 - add adds', 'ok 2 - sub subtracts # SKIP', 'not ok 3 - div divides'], summary(3, 1, 1, 1)), 1)).toMatchObject(
      gate(1, 'tests-skipped', { runner: 'node --test', line: '# tests 3', tests: ['sub subtracts'], failedBefore: ['div divides'] }),
    );
    expect(told(tap(['not ok 1 - add adds', 'ok 2 - sub subtracts', 'not ok 3 - div divides'], summary(3, 1, 2)), 1)).toMatchObject(
      gate(1, 'tests-regressed', { runner: 'node --test', line: '# tests 3', tests: ['add adds'], failedBefore: ['div divides'] }),
    );
  });

  it('a child that keeps the tests removed: 2 spawns (Max-Retries: 1), then the escalation names the removed test', () => {
    const { sim, spawn } = afterBaseline();
    const removed = tap(['ok 1 - add adds', 'not ok 2 - div divides'], summary(2, 1, 1));
    const [retry] = spawns(gateRun(sim, spawn, removed, 1));
    if (retry === undefined) throw new Error('no retry');
    const after = gateRun(sim, retry, removed, 1);
    expect(sim.state.spawnCount).toBe(2);
    expect(spawns(after)).toEqual([]);
    expect(sim.state.status).toBe('needs-human');
    const escalation = after.find((a) => (a as { kind: string }).kind === 'escalate') as { reason: string; message: string } | undefined;
    // The same failure twice in a row: no-progress (retrying would not help).
    expect(escalation?.reason).toBe('no-progress');
    expect(escalation?.message).toContain('tests that ran at the baseline are gone (tests-removed: node --test printed `# tests 2`): `sub subtracts`. RESTORE them');
  });

  it('test-baseline: off runs no baseline gate', () => {
    const sim = new Sim(`---\ntest-baseline: off\n---\n${PRD}`, { baseline: true });
    expect(sim.advance().map((a) => `${a.kind}:${a.id}`)).toEqual(['spawn:1-implement.s1']);
  });
});
