// Issue 24 part 5: which acceptance criteria a gate witnessed and which rest on the child's
// word alone. Literal readings of runner output, and of a passed phase's criteria.
import { describe, expect, it } from 'vitest';
import { criterionWitnesses, passedTests, selfAssessed, testWitnesses } from '../../lib/run/evidence/acceptance-witness.js';
import type { GateRecord, RunPhase } from '../../lib/schema/index.js';
import { startRun } from './harness.js';

describe('passedTests: the tests a runner reports as passed', () => {
  it('reads node:test, vitest/jest, TAP, go, pytest and cargo lines; skipped and failed ones are not passes', () => {
    const log = [
      '✔ sum adds numbers (0.51ms)',
      '✖ sum handles negatives (1.2ms)',
      ' ✓ test/sum.test.js > sum > adds numbers 2ms',
      'ok 1 - exit code 2 on bad input',
      'ok 2 - prints usage # SKIP not yet',
      'not ok 3 - reads stdin',
      '--- PASS: TestSumAddsNumbers (0.00s)',
      '--- FAIL: TestSumNegatives (0.00s)',
      'tests/test_sum.py::test_sum_adds_numbers PASSED [ 50%]',
      'tests/test_sum.py::test_negatives FAILED [100%]',
      'test tests::sum_adds_numbers ... ok',
      'test tests::negatives ... FAILED',
    ].join('\n');
    expect(passedTests(log)).toEqual([
      'sum adds numbers',
      'test/sum.test.js > sum > adds numbers',
      'exit code 2 on bad input',
      'TestSumAddsNumbers',
      'tests/test_sum.py::test_sum_adds_numbers',
      'tests::sum_adds_numbers',
    ]);
  });
});

describe('testWitnesses: a passed test named exactly after a criterion', () => {
  const criteria = ['sum adds numbers', 'exit code 2 on bad input', 'the README documents the CLI'];
  it.each([
    ['✔ sum adds numbers (0.5ms)', 'sum adds numbers'],
    ['--- PASS: TestSumAddsNumbers (0.00s)', 'sum adds numbers'],
    ['tests/test_sum.py::test_sum_adds_numbers PASSED', 'sum adds numbers'],
    [' ✓ test/sum.test.js > sum adds numbers 3ms', 'sum adds numbers'],
    ['ok 4 - Exit code 2 on bad input', 'exit code 2 on bad input'],
  ])('%s witnesses "%s"', (line, criterion) => {
    expect(testWitnesses(criteria, line).map((w) => w.criterion)).toEqual([criterion]);
  });
  it.each([
    '✖ sum adds numbers (0.5ms)',
    'not ok 1 - sum adds numbers',
    'ok 1 - sum adds numbers # TODO',
    '✔ sum adds numbers and strings',
    '✔ adds',
    'sum adds numbers',
  ])('%s witnesses nothing', (line) => {
    expect(testWitnesses(criteria, line)).toEqual([]);
  });
});

const PRD = `# PRD: W
## Objective
Witnesses.
## Phases
### Phase: implement
**Files:** sum.js
**Tasks:**
- Write sum.js
**Acceptance:**
- \`sh check.sh\` passes
- sum adds numbers
- the README documents the CLI
**Gate:** \`sh check.sh\`, \`node --test\`
`;

function passed(witnessed?: GateRecord['witnessed']): RunPhase {
  const p = startRun(PRD).state.phases[0] as RunPhase;
  const gate = (id: string, command: string, extra = {}): GateRecord => ({
    actionId: id, role: 'work', attempt: 1, cycle: 1, index: 0, command, logFile: `/l/${id}`, timeoutSeconds: 60,
    issuedAt: 1, state: 'passed', exitCode: 0, tail: '', finishedAt: 2, ...extra,
  });
  const gates = [gate('g1', 'sh check.sh'), gate('g2', 'node --test', witnessed === undefined ? {} : { witnessed })];
  return { ...p, status: 'passed', gates, currentGates: ['g1', 'g2'] };
}

describe('criterionWitnesses', () => {
  it('a criterion naming a gate command is witnessed by it; one a passed test is named after, by that test; the rest by the child alone', () => {
    expect(criterionWitnesses(passed([{ criterion: 'sum adds numbers', test: '✔ sum adds numbers' }]))).toEqual([
      { criterion: '`sh check.sh` passes', by: 'gate', command: 'sh check.sh' },
      { criterion: 'sum adds numbers', by: 'test', command: 'node --test', test: '✔ sum adds numbers' },
      { criterion: 'the README documents the CLI', by: 'self' },
    ]);
    expect(selfAssessed([passed()])).toEqual([{ phase: 'implement', criteria: ['sum adds numbers', 'the README documents the CLI'] }]);
  });
  it('a gate that did not pass witnesses nothing; a phase not passed has no witnesses', () => {
    const p = passed();
    const failedGate = { ...p, gates: p.gates.map((g) => (g.command === 'sh check.sh' ? { ...g, state: 'failed' as const, exitCode: 1 } : g)) };
    expect(criterionWitnesses(failedGate)[0]).toEqual({ criterion: '`sh check.sh` passes', by: 'self' });
    expect(criterionWitnesses({ ...p, status: 'active' })).toEqual([]);
  });
});
