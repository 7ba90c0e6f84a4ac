// Every retry says why: review, fix and refactor retries carry the previous failure of their
// own cycle, as impl retries do (the task's "Previous attempt failed" section).
import { describe, expect, it } from 'vitest';
import type { GateAction, SpawnAction } from '../../lib/schema/index.js';
import { IMPLEMENT_THEN_REVIEW, RUN_DIR, Sim } from './harness.js';

const PRD = `# PRD: Retries
## Objective
Test retry context.
${IMPLEMENT_THEN_REVIEW}`;

const spawnOf = (actions: unknown[]): SpawnAction[] => actions.filter((a): a is SpawnAction => (a as SpawnAction).kind === 'spawn');
const section = (task: string, title: string): string => task.split(`## ${title}\n`)[1]?.split('\n## ')[0] ?? '';
const REPORT_FAIL = '## Findings\n### Blocking\n- bug one — src/a.ts:3\n### Required Changes\n- None\n### Suggestions\n- None\n### Summary\nFAIL\n';

describe('retry context for review and fix spawns', () => {
  it('a fix retry after a failed gate shows the gate tail; a review retry after an unreadable report shows what could not be read', () => {
    const sim = new Sim(PRD);
    const [impl] = spawnOf(sim.advance());
    sim.result(impl?.resultFile ?? '');
    const [gate] = sim.advance() as GateAction[];
    sim.gateLog(gate?.logFile ?? '', 'ok', 0);
    const [review1] = spawnOf(sim.advance());
    expect(sim.task(review1)).not.toContain('## Previous attempt failed');
    sim.files.set(review1?.resultFile ?? '', REPORT_FAIL);

    const [fix1] = spawnOf(sim.advance());
    expect(fix1?.role).toBe('fix');
    expect(sim.task(fix1)).not.toContain('## Previous attempt failed');
    sim.result(fix1?.resultFile ?? '');
    const [fixGate] = sim.advance() as GateAction[];
    sim.gateLog(fixGate?.logFile ?? '', 'FAIL test/a.test.ts > bug one still there', 1);
    const [fix2] = spawnOf(sim.advance());
    expect(fix2?.role).toBe('fix');
    expect(fix2?.attempt).toBe(2);
    const fixWhy = section(sim.task(fix2), 'Previous attempt failed');
    expect(fixWhy).toContain('Reason: gate `npm test` exited 1');
    expect(fixWhy).toContain('FAIL test/a.test.ts > bug one still there');

    sim.result(fix2?.resultFile ?? '');
    const [fixGate2] = sim.advance() as GateAction[];
    sim.gateLog(fixGate2?.logFile ?? '', 'ok', 0);
    const [review2] = spawnOf(sim.advance());
    expect(review2?.role).toBe('review');
    expect(review2?.resultFile.startsWith(`${RUN_DIR}/results/`)).toBe(true);
    // Cycle 2's first review: the fix cycle's failures are not its own.
    expect(sim.task(review2)).not.toContain('## Previous attempt failed');
    sim.files.set(review2?.resultFile ?? '', 'Looks fine to me, ship it.');
    const [review3] = spawnOf(sim.advance());
    expect(review3?.role).toBe('review');
    expect(review3?.attempt).toBe(2);
    const reviewWhy = section(sim.task(review3), 'Previous attempt failed');
    const failure = sim.state.phases.find((p) => p.name === 'review')?.failures.at(-1);
    expect(failure?.cycle).toBe(2);
    expect(failure?.failure.code).toBe('invalid-result');
    expect(reviewWhy).toContain('Reason: ');
    expect(reviewWhy).toContain('not a valid result');
    // What could not be read, and the expected shape (the review reader's own message).
    expect(reviewWhy).toContain('### Summary');
    expect(reviewWhy).not.toContain('npm test');
    expect(sim.foldMatches()).toBe(true);
  });
});
