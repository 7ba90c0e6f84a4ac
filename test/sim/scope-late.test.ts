// Issue 24 item 2: late edits. A child that keeps writing after its result, or an orphaned
// child writing after the last attempt's diff, is caught: a look at the tree when the next
// phase starts and before the final verification's first gate (and before it completes) holds
// every change since the last look that no attempt at work made (`late-changes`), naming the
// files and the child whose phase's scope covers them. Through the bundled CLI; each final
// tree is checked independently (node-project.ts).

import { afterEach, describe, expect, it } from 'vitest';
import { readEvents, type ChildScript, type EscalateAction } from './host-agent.js';
import { GREET, oracle, PACKAGE_JSON, project, SUM } from './node-project.js';
import { disposeWorlds, expectCompleted, prd, simulate, spawnsOf } from './setup.js';
import { lookPlace } from '../../lib/text/late-change.js';

afterEach(disposeWorlds);

const WRONG_SUM = 'module.exports = () => 5;\n';
const TAMPERED = PACKAGE_JSON.replace('node --test test/', 'true');
const phase = (name: string, files: string, task: string, gate: string, parallel = false): string =>
  `### Phase: ${name}${parallel ? ' [parallel]' : ''}\n**Files:** ${files}\n**Tasks:**\n- ${task}\n**Gate:** \`${gate}\``;
const sumPhase = (parallel = false, gate = 'node --test test/sum.test.js'): string => phase('sum', 'src/sum.js', 'Fix `src/sum.js`', gate, parallel);
const greetPhase = (parallel = false): string => phase('greet', 'src/greet.js', 'Write `src/greet.js`', 'node --test test/greet.test.js', parallel);

/** A project whose sum is wrong until the sum phase fixes it. */
function brokenSum() {
  const w = project();
  w.write('src/sum.js', 'module.exports = (a, b) => a - b;\n');
  w.write('src/greet.js', GREET);
  return w;
}
const done = (files: Record<string, string>, extra: Partial<ChildScript> = {}): ChildScript => ({ files, result: { kind: 'envelope', summary: 'done', filesModified: Object.keys(files) }, ...extra });
const lateEvents = (runDir: string) => readEvents(runDir).filter((e) => e.type === 'late-changes-seen' || (e.type === 'changes-recorded' && e.orphaned !== undefined));
const finalGatesRun = (t: { execs: { actionId: string }[] }): string[] => t.execs.map((e) => e.actionId).filter((id) => id.startsWith('final.'));

describe('issue 24.2: late edits are seen', () => {
  it('L1. a child that keeps writing after its gate passed (wrong sum, "test": "true"): the final verification halts before its first gate, naming the files and the child', () => {
    const w = brokenSum();
    const { t } = simulate(prd([sumPhase(false, 'npm test')]), {
      child: () => done({ 'src/sum.js': SUM }, { late: { 'src/sum.js': WRONG_SUM, 'package.json': TAMPERED }, lateAfter: 2 }),
    }, w);
    expect(t.stoppedBy).toBe('escalate');
    const final = t.final as EscalateAction;
    expect(final.reason).toBe('final-verification-failed');
    expect(final.message).toContain(
      "late-changes: the final tree holds changes no passing attempt made: package.json changed after the last attempt's diff, and no attempt may write there (seen at the final verification); sub-agent `1-sum.s1` of phase `sum` (its attempt had ended) changed src/sum.js (seen at the final verification)",
    );
    expect(finalGatesRun(t)).toEqual([]);
    expect(lateEvents(t.runDir as string).map((e) => [e.type, lookPlace(e as never), e.changes])).toEqual([
      ['late-changes-seen', 'the final verification', [{ actionId: '', phase: '', files: ['package.json'] }, { actionId: '1-sum.s1', phase: 'sum', files: ['src/sum.js'] }]],
    ]);
    expect(oracle(w)).not.toEqual([]);
  });

  it('L2. between phases: the late write is seen when the next phase starts; the next phase is not blamed, and the final verification halts before any gate', () => {
    const w = brokenSum();
    w.write('src/greet.js', 'module.exports = () => "";\n');
    const { t } = simulate(prd([sumPhase(), greetPhase()]), {
      child: (c) => (c.phase === 'sum' ? done({ 'src/sum.js': SUM }, { late: { 'src/sum.js': WRONG_SUM }, lateAfter: 2 }) : done({ 'src/greet.js': GREET })),
    }, w);
    expect(t.stoppedBy).toBe('escalate');
    expect((t.final as EscalateAction).reason).toBe('final-verification-failed');
    expect(t.spawns.map((s) => [s.phase, s.attempt])).toEqual([['sum', 1], ['greet', 1]]);
    expect(lateEvents(t.runDir as string).map((e) => [e.type, lookPlace(e as never), e.changes])).toEqual([
      ['late-changes-seen', 'the start of phase `greet`', [{ actionId: '1-sum.s1', phase: 'sum', files: ['src/sum.js'] }]],
    ]);
    expect(finalGatesRun(t)).toEqual([]);
    expect((t.final as EscalateAction).message).toContain('sub-agent `1-sum.s1` of phase `sum` (its attempt had ended) changed src/sum.js (seen at the start of phase `greet`)');
  });

  it('L3. in a parallel wave, a child that keeps writing in its own scope after its phase passed is seen by its sibling’s diff as a late change, not as the sibling’s', () => {
    const w = brokenSum();
    w.write('src/greet.js', 'module.exports = () => "";\n');
    const { t } = simulate(prd([sumPhase(true), greetPhase(true)]), {
      child: (c) => (c.phase === 'sum' ? done({ 'src/sum.js': SUM }, { late: { 'src/sum.js': WRONG_SUM }, lateAfter: 2 }) : done({ 'src/greet.js': GREET })),
    }, w);
    expect(t.stoppedBy).toBe('escalate');
    expect((t.final as EscalateAction).reason).toBe('final-verification-failed');
    expect(t.spawns.map((s) => [s.phase, s.attempt])).toEqual([['sum', 1], ['greet', 1]]);
    const recorded = readEvents(t.runDir as string).filter((e) => e.type === 'changes-recorded');
    expect(recorded.map((e) => [e.actionId, e.changed, e.outside, e.orphaned ?? null])).toEqual([
      ['1-sum.s1', ['src/sum.js'], [], null],
      ['2-greet.s1', ['src/greet.js'], [], [{ actionId: '1-sum.s1', files: ['src/sum.js'] }]],
    ]);
    expect(finalGatesRun(t)).toEqual([]);
  });

  it('L4. an honest child that stops at its result: no late change, the run completes (sequential and parallel)', () => {
    for (const parallel of [false, true]) {
      const w = brokenSum();
      w.write('src/greet.js', 'module.exports = () => "";\n');
      const { t } = simulate(prd([sumPhase(parallel), greetPhase(parallel)]), {
        child: (c) => (c.phase === 'sum' ? done({ 'src/sum.js': SUM }) : done({ 'src/greet.js': GREET })),
      }, w);
      expectCompleted(w, t);
      expect(oracle(w)).toEqual([]);
      expect(lateEvents(t.runDir as string)).toEqual([]);
      expect(finalGatesRun(t)).toEqual(['final.g1', 'final.g2']);
      expect(spawnsOf(t, 'sum').map((s) => s.attempt)).toEqual([1]);
    }
  });
});
