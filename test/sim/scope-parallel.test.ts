// Issue 24 item 1: in a parallel wave the tree snapshot decides who changed what, never a
// claim. Each scenario runs through the bundled CLI with children that behave like sloppy or
// cheating models, and ends with an independent look at the final tree (`oracle`): the
// project's real behaviour and its test wiring, checked here, not by the run's own gates.

import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { taskFileNamedIn } from '../helpers/task-file.js';
import { readEvents, type ChildContext, type ChildScript, type EscalateAction } from './host-agent.js';
import { GREET, oracle, PACKAGE_JSON, project, SUM } from './node-project.js';
import { disposeWorlds, expectCompleted, prd, simulate, spawnsOf } from './setup.js';
import { failureSaid } from '../helpers/failure-said.js';

afterEach(disposeWorlds);

const parallel = (name: string, files: string, task: string, gate = 'npm test'): string =>
  `### Phase: ${name} [parallel]\n**Files:** ${files}\n**Tasks:**\n- ${task}\n**Gate:** \`${gate}\``;
const greetPhase = parallel('greet', 'src/greet.js', 'Write `src/greet.js`');
const notesPhase = parallel('notes', 'docs/**', 'Write `docs/notes.md`', 'test -s docs/notes.md');

const envelope = (summary: string, filesModified: string[] = []): ChildScript['result'] => ({ kind: 'envelope', summary, filesModified });
/** The child's retry task tells it which files to revert: an honest child does, so this one does too. */
const toldToRevert = (c: ChildContext, file: string): boolean => c.attempt > 1 && (readTask(c) ?? '').includes(file);
const readTask = (c: ChildContext): string | null => {
  const file = taskFileNamedIn(c.action.spawn.task);
  try {
    return file === null ? null : readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};
const failures = (runDir: string): Array<[string, string]> =>
  readEvents(runDir).filter((e) => e.type === 'attempt-failed').map((e) => [String(e.phase), failureSaid(e)]);
/** The scope failure of attempt `attempt`: only a later attempt may be seeing an earlier one's change. */
const outsideReason = (files: string, attempt = 1): string =>
  `changed files outside the phase's Files: scope: ${files} (changed since the phase started${attempt > 1 ? ', perhaps by an earlier attempt' : ''}; revert what does not belong to the phase)`;

describe('issue 24.1: in a parallel wave the snapshot decides', () => {
  it('S1. two parallel children both write src/index.js, outside both scopes, and list it nowhere: both attempts fail naming it; the retries revert it', () => {
    const w = project();
    const a = parallel('alpha', 'src/sum.js', 'Keep `src/sum.js` correct', 'node --test test/sum.test.js');
    const { t } = simulate(prd([a, greetPhase]), {
      child: (c): ChildScript => {
        const mine: Record<string, string> = c.phase === 'alpha' ? { 'src/sum.js': `${SUM}// checked\n` } : { 'src/greet.js': GREET };
        if (c.attempt > 1) return { files: mine, ...(toldToRevert(c, 'src/index.js') ? { removes: ['src/index.js'] } : {}), result: envelope('reverted src/index.js') };
        return { files: { ...mine, 'src/index.js': `module.exports = require('./${c.phase === 'alpha' ? 'sum' : 'greet'}.js');\n` }, result: envelope('done', Object.keys(mine)) };
      },
    }, w);
    expectCompleted(w, t);
    expect(oracle(w)).toEqual([]);
    expect(spawnsOf(t, 'alpha').map((s) => s.attempt)).toEqual([1, 2]);
    expect(spawnsOf(t, 'greet').map((s) => s.attempt)).toEqual([1, 2]);
    expect(failures(t.runDir as string)).toEqual([['alpha', outsideReason('src/index.js')], ['greet', outsideReason('src/index.js')]]);
  });

  it('S2. a sloppy parallel child that lists no filesModified breaks src/sum.js and sets "test": "true": its attempt fails naming both; the run completes only once they are reverted', () => {
    const w = project();
    const { t } = simulate(prd([greetPhase, notesPhase]), {
      child: (c): ChildScript => {
        if (c.phase === 'greet') return { files: { 'src/greet.js': GREET }, result: envelope('wrote greet', ['src/greet.js']) };
        if (c.attempt === 1) {
          return {
            files: { 'docs/notes.md': '# notes\n', 'src/sum.js': 'module.exports = () => 5;\n', 'package.json': PACKAGE_JSON.replace('node --test test/', 'true') },
            result: envelope('wrote the notes'),
          };
        }
        return { files: { 'src/sum.js': SUM, 'package.json': PACKAGE_JSON }, result: envelope('reverted') };
      },
    }, w);
    expectCompleted(w, t);
    expect(oracle(w)).toEqual([]);
    expect(spawnsOf(t, 'greet').map((s) => s.attempt)).toEqual([1]);
    expect(spawnsOf(t, 'notes').map((s) => s.attempt)).toEqual([1, 2]);
    expect(failures(t.runDir as string)).toEqual([['notes', outsideReason('package.json, src/sum.js')]]);
    expect(spawnsOf(t, 'notes')[1]?.taskText).toContain('package.json, src/sum.js');
  });

  it('S2b. the same sloppy child never reverting: the run escalates after 3 attempts (sub-agent-error), never completes over the broken tree', () => {
    const w = project();
    const { t } = simulate(prd([greetPhase, notesPhase]), {
      child: (c): ChildScript =>
        c.phase === 'greet'
          ? { files: { 'src/greet.js': GREET }, result: envelope('wrote greet', ['src/greet.js']) }
          : { files: { 'docs/notes.md': '# notes\n', 'src/sum.js': 'module.exports = () => 5;\n', 'package.json': PACKAGE_JSON.replace('node --test test/', 'true') }, result: envelope('wrote the notes') },
    }, w);
    expect(t.stoppedBy).toBe('escalate');
    expect((t.final as EscalateAction).reason).toBe('sub-agent-error');
    expect(spawnsOf(t, 'notes').map((s) => s.attempt)).toEqual([1, 2, 3]);
    expect(failures(t.runDir as string)).toEqual([1, 2, 3].map((n) => ['notes', outsideReason('package.json, src/sum.js', n)]));
    expect(oracle(w)).not.toEqual([]);
  });

  it('S3. an innocent parallel child that falsely lists src/sum.js is not failed; the phase that changed it keeps it (not "changed no file"); the claim is a note', () => {
    const w = project();
    w.write('src/sum.js', 'module.exports = (a, b) => a - b;\n');
    const s = parallel('sum', 'src/sum.js', 'Fix `src/sum.js`', 'node --test test/sum.test.js');
    const { t } = simulate(prd([s, greetPhase]), {
      child: (c): ChildScript =>
        c.phase === 'sum'
          ? { files: { 'src/sum.js': SUM }, result: envelope('fixed sum') }
          : { files: { 'src/greet.js': GREET }, result: envelope('wrote greet', ['src/greet.js', 'src/sum.js']) },
    }, w);
    expectCompleted(w, t);
    expect(oracle(w)).toEqual([]);
    expect(t.spawns.map((x) => [x.phase, x.attempt])).toEqual([['sum', 1], ['greet', 1]]);
    const recorded = readEvents(t.runDir as string).filter((e) => e.type === 'changes-recorded');
    expect(recorded.map((e) => [e.actionId, e.changed, e.outside, e.unconfirmed ?? null])).toEqual([
      ['1-sum.s1', ['src/sum.js'], [], null],
      ['2-greet.s1', ['src/greet.js'], [], ['src/sum.js']],
    ]);
    const passed = readEvents(t.runDir as string).filter((e) => e.type === 'phase-passed');
    expect(passed.map((e) => [e.phase, e.noChanges ?? false])).toEqual([['sum', false], ['greet', false]]);
  });

  it('S4. a read-only parallel phase that lists the files it read is not failed; one that really writes is, naming the file', () => {
    const w = project();
    const extract = (name: string): string => `### Phase: ${name} [parallel]\n**Type:** extract\n**Tasks:**\n- Read \`src/sum.js\` and say what it does`;
    const { t } = simulate(prd([extract('reader'), extract('scribbler'), greetPhase]), {
      child: (c): ChildScript => {
        if (c.phase === 'greet') return { files: { 'src/greet.js': GREET }, result: envelope('wrote greet', ['src/greet.js']) };
        if (c.phase === 'reader') return { result: envelope('sum adds two numbers', ['src/sum.js', 'test/sum.test.js']) };
        return c.attempt === 1
          ? { files: { 'NOTES.md': 'sum adds\n' }, result: envelope('sum adds two numbers') }
          : { removes: ['NOTES.md'], result: envelope('sum adds two numbers') };
      },
    }, w);
    expectCompleted(w, t);
    expect(oracle(w)).toEqual([]);
    expect(spawnsOf(t, 'reader').map((s) => s.attempt)).toEqual([1]);
    expect(spawnsOf(t, 'scribbler').map((s) => s.attempt)).toEqual([1, 2]);
    // greet was at work when NOTES.md appeared, outside every running scope: it answers for it too.
    expect(spawnsOf(t, 'greet').map((s) => s.attempt)).toEqual([1, 2]);
    expect(failures(t.runDir as string)).toEqual([
      ['scribbler', 'a read-only extract phase changed files: NOTES.md (changed since the phase started; revert them)'],
      ['greet', outsideReason('NOTES.md')],
    ]);
  });

  it('S5. sloppy parallel children that list no files but stay in scope: all pass first time, nothing unattributed, no no-changes warning', () => {
    const w = project();
    w.write('src/sum.js', 'module.exports = (a, b) => a - b;\n');
    const s = parallel('sum', 'src/sum.js', 'Fix `src/sum.js`', 'node --test test/sum.test.js');
    const { t } = simulate(prd([s, greetPhase, notesPhase]), {
      child: (c): ChildScript => ({
        files: c.phase === 'sum' ? { 'src/sum.js': SUM } : c.phase === 'greet' ? { 'src/greet.js': GREET } : { 'docs/notes.md': '# notes\n' },
        result: envelope(`${c.phase} done`),
      }),
    }, w);
    expectCompleted(w, t);
    expect(oracle(w)).toEqual([]);
    expect(t.spawns.map((x) => x.attempt)).toEqual([1, 1, 1]);
    const recorded = readEvents(t.runDir as string).filter((e) => e.type === 'changes-recorded');
    expect(recorded.map((e) => [e.actionId, e.changed, e.unattributed])).toEqual([
      ['1-sum.s1', ['src/sum.js'], []],
      ['2-greet.s1', ['src/greet.js'], []],
      ['3-notes.s1', ['docs/notes.md'], []],
    ]);
    const status = w.cli(['status', t.runId as string, '--json']).json as { warnings: string[] };
    expect(status.warnings.filter((x) => x.includes('no-changes'))).toEqual([]);
  });
});
