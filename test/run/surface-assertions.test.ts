// The assertions of the test files an attempt changed (docs/design.md#test-baseline): counted
// when its changes are recorded (a `read-surface` request for the changed test files only), kept
// on `changes-recorded`, and said per phase, before → after, in status, the completion message
// and the summary. Literal expectations, derived by hand from the texts below: MATH_TEST_JS has
// 3 assert calls, MUL_TEST_JS 2, the commented-out copies 0.

import { describe, expect, it } from 'vitest';
import { runFacts, runWarnings } from '../../lib/run/index.js';
import { checksSection } from '../../lib/render/checks-section.js';
import type { GateAction, RunEventOf, SpawnAction } from '../../lib/schema/index.js';
import { MATH_TEST_JS, MUL_TEST_JS } from '../sim/cheaters/project.js';
import { Sim } from './harness.js';
import { statusOf } from '../helpers/run-facts.js';
import { warningText } from '../../lib/warnings/words.js';

const PRD = `# PRD: Counts
## Objective
Keep the tests.
## Phases
### Phase: implement
**Files:** src/**, test/**, spec/**
**Tasks:**
- Add mul, with tests
**Gate:** \`npm test\`
**Max-Retries:** 1
`;

const COMMENTED = (t: string): string => t.replace(/\{ (assert\.strictEqual\([^;]*\);) \}/g, '{ /* $1 */ }');
const tap = (names: string[]): string => `TAP version 13\n${names.map((n, i) => `ok ${i + 1} - ${n}`).join('\n')}\n# tests ${names.length}\n# pass ${names.length}\n# fail 0\n# cancelled 0\n# skipped 0\n# todo 0`;
const BASE = ['add adds', 'add handles negatives', 'sub subtracts'];
const AFTER = [...BASE, 'mul multiplies', 'mul by zero'];

const gates = (actions: unknown[]): GateAction[] => actions.filter((a): a is GateAction => (a as GateAction).kind === 'gate');
const spawns = (actions: unknown[]): SpawnAction[] => actions.filter((a): a is SpawnAction => (a as SpawnAction).kind === 'spawn');
const recorded = (sim: Sim): RunEventOf<'changes-recorded'>[] => sim.events.filter((e): e is RunEventOf<'changes-recorded'> => e.type === 'changes-recorded');

/** A run past its baseline (`npm test`, 3 tests passed), its first spawn issued, with a shell that reads what checks the work. */
function started(): { sim: Sim; spawn: SpawnAction } {
  const sim = new Sim(PRD, { baseline: true });
  sim.changes = new Map();
  sim.surface = new Map();
  const [baseline] = gates(sim.advance());
  sim.gateLog(baseline?.logFile ?? '', tap(BASE), 0);
  const [spawn] = spawns(sim.advance());
  if (spawn === undefined) throw new Error('no spawn after the baseline');
  return { sim, spawn };
}

/** The spawn's result and changes, then its gate with `names` passing. */
function attempt(sim: Sim, spawn: SpawnAction, changed: string[], names: string[], exit = 0): unknown[] {
  sim.result(spawn.resultFile);
  sim.changes?.set(spawn.id, { known: true, changed, unattributed: [] });
  const [gate] = gates(sim.advance());
  sim.gateLog(gate?.logFile ?? '', tap(names), exit);
  return sim.advance();
}

// The baseline file's assertions commented out is quoted; the new test file with assertions is information, not part of the warning.
const WARNING =
  "phase `implement` changed what checks the work (checks-changed): test/math.test.js (test \"add adds\", line 5: `test('add adds', () => { assert.strictEqual(add(2, 3), 5); });` → `test('add adds', () => { /* assert.strictEqual(add(2, 3), 5); */ });`; assertions 3 → 0); tests run 3 → 5. Judge each quoted change.";

describe('assertion counts of the changed test files', () => {
  it('are read for the changed test files only, recorded on changes-recorded, and said in status, the completion message and the summary', () => {
    const { sim, spawn } = started();
    sim.surface?.set('test/math.test.js', { before: MATH_TEST_JS, after: COMMENTED(MATH_TEST_JS) });
    sim.surface?.set('test/mul.test.js', { before: null, after: MUL_TEST_JS });
    attempt(sim, spawn, ['src/math.js', 'test/math.test.js', 'test/mul.test.js'], AFTER);
    expect(sim.surfaceReads).toEqual([['test/math.test.js', 'test/mul.test.js']]);
    expect(recorded(sim).map((e) => e.assertions)).toEqual([
      [
        { path: 'test/math.test.js', before: 3, after: 0 },
        { path: 'test/mul.test.js', before: 0, after: 2 },
      ],
    ]);
    expect(sim.state.phases[0]?.status).toBe('passed');
    expect(runWarnings(sim.state).map(warningText)).toEqual([WARNING]);
    expect(statusOf(sim.state, sim.now).warnings).toEqual([WARNING]);
    // The final verification runs `npm test` again, with the same report.
    const [final] = gates(sim.advance());
    expect(final?.id).toBe('final.g1');
    sim.gateLog(final?.logFile ?? '', tap(AFTER), 0);
    const complete = sim.advance().find((a) => a.kind === 'complete') as { message: string } | undefined;
    expect(complete?.message).toBe(
      'OpenForge run r1 of "Counts" completed: 1 phase(s) passed their gates; final verification: all 1 gate(s) passed again on the final tree; ' +
        `tests: 2 added in test/mul.test.js; ${WARNING.replace(/\.$/, '')}. Summary: ${sim.state.summaryFile ?? ''}`,
    );
    expect(checksSection(sim.state, runFacts(sim.state)).slice(-2)).toEqual([
      '- Phase `implement` added or moved tests (tests run: 3 at the baseline, 5 at its last gate): `test/mul.test.js` (2 test(s), assertions 0 → 2)',
      "- Phase `implement` changed what checks the work: `test/math.test.js` (test \"add adds\", line 5: `test('add adds', () => { assert.strictEqual(add(2, 3), 5); });` → `test('add adds', () => { /* assert.strictEqual(add(2, 3), 5); */ });`; assertions 3 → 0)",
    ]);
    expect(sim.foldMatches()).toBe(true);
  });

  it('are left out for a file reverted by the next attempt, one not counted on both sides, and a language they are not counted in', () => {
    const { sim, spawn } = started();
    // Attempt 1 comments out the baseline assertions and fails its gate (the tests are gone by name).
    sim.surface?.set('test/math.test.js', { before: MATH_TEST_JS, after: COMMENTED(MATH_TEST_JS) });
    const [retry] = spawns(attempt(sim, spawn, ['src/math.js', 'test/math.test.js'], ['add adds'], 0));
    if (retry === undefined) throw new Error('no retry');
    // Attempt 2 reverts it, adds a test whose text at the run's start was not kept, and a Ruby spec.
    sim.surface?.set('test/mul.test.js', { before: undefined, after: MUL_TEST_JS });
    attempt(sim, retry, ['src/math.js', 'test/mul.test.js', 'spec/calc_spec.rb'], AFTER);
    expect(sim.surfaceReads).toEqual([['test/math.test.js'], ['test/mul.test.js']]);
    expect(recorded(sim).map((e) => e.assertions)).toEqual([[{ path: 'test/math.test.js', before: 3, after: 0 }], undefined]);
    expect(runWarnings(sim.state).map(warningText)).toEqual([
      // The reverted change is the summary's to say; the texts of the other two were not kept: told unquoted.
      'phase `implement` changed what checks the work (checks-changed): spec/calc_spec.rb (test); test/mul.test.js (test); tests run 3 → 5. Judge each quoted change.',
    ]);
  });

  it('are not asked for when the shell reads no texts: the warning names the files without counts', () => {
    const { sim, spawn } = started();
    sim.surface = undefined;
    attempt(sim, spawn, ['src/math.js', 'test/mul.test.js'], AFTER);
    expect(sim.surfaceReads).toEqual([]);
    expect(recorded(sim)[0]?.assertions).toBeUndefined();
    expect(runWarnings(sim.state).map(warningText)).toEqual([
      'phase `implement` changed what checks the work (checks-changed): test/mul.test.js (test); tests run 3 → 5. Judge each quoted change.',
    ]);
  });
});
