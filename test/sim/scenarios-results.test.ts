// Issue 24 part 4 through the bundled CLI: honest results in other shapes are read as what
// they say (none escalates correct work), and verdicts stay strict (none completes work a
// criterion, a review or a gate failed). Each final tree is checked independently: the
// gates re-run by the shell (completedTreeProblems) and sum.js itself run by node here.

import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChildContext, ChildScript, EscalateAction } from './host-agent.js';
import { readEvents } from './host-agent.js';
import { disposeWorlds, expectCompleted, expectSound, newWorld, prd, simulate, spawnsOf } from './setup.js';
import { failureSaid } from '../helpers/failure-said.js';

afterEach(disposeWorlds);

const SUM_CHECK = ['#!/bin/sh', 'node -e \'const s = require("./sum.js"); if (s(2, 3) !== 5 || s(-1, 1) !== 0) { console.log("sum wrong"); process.exit(1) } console.log("sum ok")\'', ''].join('\n');
const GOOD_SUM = 'module.exports = (a, b) => a + b;\n';
const BAD_SUM = 'module.exports = (a, b) => a - b;\n';

const CRITERIA = ['sum adds numbers', 'the README documents the CLI'] as const;
const [C0, C1] = CRITERIA;
const IMPLEMENT = [
  '### Phase: implement',
  '**Files:** sum.js, README.md',
  '**Tasks:**',
  '- Write `sum.js` exporting `sum(a, b)`',
  '- Document the CLI in `README.md`',
  '**Acceptance:**',
  ...CRITERIA.map((c) => `- ${c}`),
  '**Gate:** `sh sum-check.sh`',
].join('\n');
const REVIEW = '### Phase: review\n**Type:** review\n**Tasks:**\n- Check `sum.js`\n\n**Gate:** Review must find zero blocking issues';

function world() {
  const w = newWorld();
  w.write('sum-check.sh', SUM_CHECK);
  return w;
}

/** The independent oracle: node loads the final sum.js and checks it adds. */
function sumAdds(project: string): boolean {
  const r = spawnSync(process.execPath, ['-e', 'const s = require("./sum.js"); process.exit(s(2, 3) === 5 && s(-1, 1) === 0 ? 0 : 1)'], { cwd: project, encoding: 'utf8' });
  return r.status === 0;
}

/** The child writes a correct sum.js and README, and this text as its result. */
const correctWork = (result: string): ChildScript => ({
  files: { 'sum.js': GOOD_SUM, 'README.md': '# sum\n\n## CLI\n\n`sum 2 3` prints 5.\n' },
  result: { kind: 'garbage', text: result },
});

const env = (fields: Record<string, unknown>): string =>
  JSON.stringify({ status: 'DONE', summary: 'wrote sum.js and the README', findings: [], evidence: ['sh sum-check.sh: sum ok'], filesModified: ['sum.js', 'README.md'], recommendation: 'none', ...fields });

const honest: Array<[string, string]> = [
  ['acceptance as a list of marked strings', env({ acceptance: CRITERIA.map((c) => `✅ ${c}`) })],
  ['acceptance as a map {criterion: true}', env({ acceptance: Object.fromEntries(CRITERIA.map((c) => [c, true])) })],
  ['passed: true instead of met', env({ acceptance: CRITERIA.map((criterion) => ({ criterion, passed: true })) })],
  ['ok / done booleans and "yes" / "✅" values', env({ acceptance: [{ criterion: C0, ok: 'yes' }, { criterion: C1, done: '✅' }] })],
  ['status "Done ✅"', env({ status: 'Done ✅', acceptance: CRITERIA.map((criterion) => ({ criterion, met: true })) })],
  ['checkboxes in a fenced block with prose around it', `Finished.\n\n\`\`\`json\n${env({ status: 'Completed!', acceptance: CRITERIA.map((c) => `[x] ${c}`) })}\n\`\`\`\n`],
];

describe('honest results in other shapes are read as what they say', () => {
  it.each(honest)('%s: one spawn, completed', (_label, result) => {
    const w = world();
    const { t } = simulate(prd([IMPLEMENT]), { child: () => correctWork(result) }, w);
    expectCompleted(w, t);
    expect(spawnsOf(t, 'implement').map((s) => s.attempt)).toEqual([1]);
    expect(sumAdds(w.project)).toBe(true);
  });
});

describe('strict on verdicts: a criterion the child marked not met is not met', () => {
  const against: Array<[string, string]> = [
    ['"❌" in a marked line', env({ acceptance: [`✅ ${C0}`, `❌ ${C1}`] })],
    ['"partially" as the value', env({ acceptance: { [C0]: true, [C1]: 'partially' } })],
    ['"not done" as the status of an item', env({ acceptance: [{ criterion: C0, met: true }, { criterion: C1, status: 'not done' }] })],
    ['met: true beside a FAIL', env({ acceptance: [{ criterion: C0, met: true }, { criterion: C1, met: true, result: 'FAIL' }] })],
  ];
  it.each(against)('%s: every attempt fails, never completed', (_label, result) => {
    const w = world();
    const { t } = simulate(prd([IMPLEMENT]), { child: () => correctWork(result) }, w);
    expect(t.stoppedBy).toBe('escalate');
    expect((t.final as EscalateAction).reason).toMatch(/^(no-progress|sub-agent-error)$/);
    // Never asked: a stated "not met" is a verdict, not an unclear reading.
    expect(readEvents(t.runDir as string).filter((e) => e.type === 'acceptance-asked')).toEqual([]);
    const reasons = readEvents(t.runDir as string).filter((e) => e.type === 'attempt-failed').map(failureSaid);
    expect(reasons[0]).toBe('acceptance criteria not met: "the README documents the CLI" is marked not met');
    expectSound(w, t);
  });

  it('a child that marks everything ✅ over a wrong sum.js is failed by its gate, not completed', () => {
    const w = world();
    const { t } = simulate(prd([IMPLEMENT]), {
      child: () => ({ files: { 'sum.js': BAD_SUM, 'README.md': '# sum\n' }, result: { kind: 'garbage', text: env({ acceptance: CRITERIA.map((c) => `✅ ${c}`) }) } }),
    }, w);
    expect(t.stoppedBy).toBe('escalate');
    expect((t.final as EscalateAction).reason).toMatch(/^(no-progress|gate-retries-exhausted)$/);
    expect(sumAdds(w.project)).toBe(false);
    expectSound(w, t);
  });
});

describe('a result that is truly unclear: the child is asked once', () => {
  const answer = env({ acceptance: CRITERIA.map((criterion) => ({ criterion, met: true })) });

  it('criteria listed without a verdict: asked once in the same attempt, then completed', () => {
    const w = world();
    const { t } = simulate(prd([IMPLEMENT]), {
      child: (c: ChildContext) => (c.nth === 1 ? correctWork(env({ acceptance: CRITERIA })) : { result: { kind: 'garbage', text: answer } }),
    }, w);
    expectCompleted(w, t);
    const spawns = spawnsOf(t, 'implement');
    expect(spawns.map((s) => s.attempt)).toEqual([1, 1]);
    expect(spawns[1]?.taskText).toContain('## Question about your result');
    expect(spawns[1]?.taskText).toContain('"the README documents the CLI" is not clearly marked met or not met in the result');
    const events = readEvents(t.runDir as string);
    expect(events.filter((e) => e.type === 'attempt-failed')).toEqual([]);
    expect(events.filter((e) => e.type === 'acceptance-asked').map((e) => e.actionId)).toEqual([spawns[0]?.actionId]);
    expect(sumAdds(w.project)).toBe(true);
  });

  it('a prose result ("All done, every criterion met."): asked once, then completed', () => {
    const w = world();
    const { t } = simulate(prd([IMPLEMENT]), {
      child: (c: ChildContext) => (c.nth === 1 ? correctWork('All done, every criterion met. sum.js adds; the README has a CLI section.') : { result: { kind: 'garbage', text: answer } }),
    }, w);
    expectCompleted(w, t);
    expect(spawnsOf(t, 'implement').map((s) => s.attempt)).toEqual([1, 1]);
  });

  it('asked once only: still unclear after the question fails the attempt, and the retry starts over', () => {
    const w = world();
    const { t } = simulate(prd([IMPLEMENT]), {
      child: (c: ChildContext) => (c.nth <= 2 ? correctWork(env({ acceptance: CRITERIA })) : { result: { kind: 'garbage', text: answer } }),
    }, w);
    expectCompleted(w, t);
    const spawns = spawnsOf(t, 'implement');
    expect(spawns.map((s) => s.attempt)).toEqual([1, 1, 2]);
    expect(spawns[2]?.taskText).not.toContain('## Question about your result');
    const failed = readEvents(t.runDir as string).filter((e) => e.type === 'attempt-failed').map(failureSaid);
    expect(failed).toEqual([
      'acceptance criteria not met: "sum adds numbers" is not clearly marked met or not met in the result; "the README documents the CLI" is not clearly marked met or not met in the result',
    ]);
  });

  it('a hedged "yes, but …" is asked about, and an answer of not met fails the attempt', () => {
    const w = world();
    const { t } = simulate(prd([IMPLEMENT]), {
      child: (c: ChildContext) =>
        c.nth === 1
          ? correctWork(env({ acceptance: { [C0]: true, [C1]: 'yes, but only the flags' } }))
          : c.nth === 2
            ? { result: { kind: 'garbage', text: env({ acceptance: [{ criterion: C0, met: true }, { criterion: C1, met: false, note: 'no CLI section' }] }) } }
            : { result: { kind: 'garbage', text: answer } },
    }, w);
    expectCompleted(w, t);
    expect(spawnsOf(t, 'implement').map((s) => s.attempt)).toEqual([1, 1, 2]);
    expect(readEvents(t.runDir as string).filter((e) => e.type === 'attempt-failed').map(failureSaid)).toEqual([
      'acceptance criteria not met: "the README documents the CLI" is marked not met (no CLI section)',
    ]);
  });
});

describe('reviews in their own words', () => {
  const report = (blocking: string, summary = 'PASS'): string =>
    `## Findings\n### Blocking\n${blocking}\n### Required Changes\n- None\n### Suggestions\n- None\n### Summary\n${summary}\n`;
  const impl = IMPLEMENT.replace(/\*\*Acceptance:\*\*\n(- .*\n)+/, '');
  const implChild = (): ChildScript => correctWork(env({ acceptance: [] }));

  it.each(['No issues found in sum.js.', '- None found.', '- Nothing blocking.', '- No blocking issues in `sum.js`.'])(
    '"%s" under Blocking with PASS: one review, no fix cycle, completed',
    (blocking) => {
      const w = world();
      const { t } = simulate(prd([impl, REVIEW]), { child: (c) => (c.role === 'review' ? { result: { kind: 'garbage', text: report(blocking) } } : implChild()) }, w);
      expectCompleted(w, t);
      expect(spawnsOf(t, 'review').map((s) => s.role)).toEqual(['review']);
    },
  );

  it('"No issues found in sum.js, but negative inputs crash" is a finding: a fix cycle runs', () => {
    const w = world();
    const { t } = simulate(prd([impl, REVIEW]), {
      child: (c) => (c.role === 'review' ? { result: { kind: 'garbage', text: report(c.nth === 1 ? '- No issues found in sum.js, but negative inputs crash' : '- None') } } : implChild()),
    }, w);
    expectCompleted(w, t);
    expect(spawnsOf(t, 'review').map((s) => s.role)).toEqual(['review', 'fix', 'review']);
  });

  it('a review envelope that lists the files it read in filesModified passes: the snapshot saw no change', () => {
    const w = world();
    const reviewEnvelope = JSON.stringify({ status: 'DONE', verdict: 'PASS', summary: 'PASS: sum.js is correct', findings: [], evidence: ['read sum.js'], filesModified: ['sum.js', 'README.md'], recommendation: 'none', acceptance: [] });
    const { t } = simulate(prd([impl, REVIEW]), { child: (c) => (c.role === 'review' ? { result: { kind: 'garbage', text: reviewEnvelope } } : implChild()) }, w);
    expectCompleted(w, t);
    expect(spawnsOf(t, 'review')).toHaveLength(1);
    expect(readEvents(t.runDir as string).filter((e) => e.type === 'attempt-failed')).toEqual([]);
  });

  it('a review that did change sum.js fails as read-only, whatever it lists', () => {
    const w = world();
    const { t } = simulate(prd([impl, REVIEW]), {
      child: (c) =>
        c.role === 'review'
          ? { files: c.nth === 1 ? { 'sum.js': BAD_SUM } : {}, result: { kind: 'garbage', text: report('- None') } }
          : implChild(),
    }, w);
    const reasons = readEvents(t.runDir as string).filter((e) => e.type === 'attempt-failed').map(failureSaid);
    expect(reasons[0]).toMatch(/^a read-only review phase changed files: sum\.js/);
    expect(t.stoppedBy).not.toBe('complete');
    expectSound(w, t);
  });
});
