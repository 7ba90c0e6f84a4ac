// Issue 14 part 1: a review's own verdict is never overruled. A FAIL (or BLOCKED) that lists
// no items starts a fix cycle whose task carries the report's own words.
import { describe, expect, it } from 'vitest';
import type { GateAction, SpawnAction } from '../../lib/schema/index.js';
import { IMPLEMENT_THEN_REVIEW, Sim } from './harness.js';

const PRD = `# PRD: Verdicts
## Objective
Test review verdicts.
${IMPLEMENT_THEN_REVIEW}`;

const spawnOf = (actions: unknown[]): SpawnAction[] => actions.filter((a): a is SpawnAction => (a as SpawnAction).kind === 'spawn');

function reviewWith(report: string): { sim: Sim; next: SpawnAction | undefined } {
  const sim = new Sim(PRD);
  const [impl] = spawnOf(sim.advance());
  sim.result(impl?.resultFile ?? '');
  const [gate] = sim.advance() as GateAction[];
  sim.gateLog(gate?.logFile ?? '', 'ok', 0);
  const [review] = spawnOf(sim.advance());
  sim.files.set(review?.resultFile ?? '', report);
  return { sim, next: spawnOf(sim.advance())[0] };
}

describe('a review verdict other than PASS', () => {
  it.each([
    ['BLOCKED in the summary', '### Summary\nBLOCKED: I could not run the suite\n', 'BLOCKED: I could not run the suite'],
    ['FAIL with no items', '### Blocking\n- None\n### Required Changes\n- None\n### Summary\nFAIL\n', 'FAIL'],
    ['a "Verdict: failed" line', 'The expiry check is inverted.\nVerdict: failed\n', 'The expiry check is inverted.'],
  ])('%s: FAIL, and the fix task quotes the report', (_what, report, quoted) => {
    const { sim, next } = reviewWith(report);
    expect(next?.role).toBe('fix');
    const review = sim.state.phases.find((p) => p.name === 'review');
    expect(review?.spawns[0]?.verdict).toBe('FAIL');
    expect(review?.reviews).toHaveLength(1);
    expect(review?.reviews[0]?.findings).toHaveLength(1);
    expect(review?.reviews[0]?.findings[0]?.severity).toBe('required');
    // The report is recorded as its text, marked as the review's report (worded by lib/text/finding.ts).
    expect(review?.reviews[0]?.findings[0]).toEqual({ severity: 'required', description: report.trim(), report: true });
    expect(review?.reviews[0]?.findings[0]?.description).toContain(quoted);
    expect(sim.task(next)).toContain(quoted);
    expect(sim.foldMatches()).toBe(true);
  });

  it('a plain PASS report passes the review phase with no fix cycle', () => {
    const { sim, next } = reviewWith('### Blocking\n- None\n### Required Changes\n- None\n### Suggestions\n- None\n### Summary\nPASS\n');
    expect(next).toBeUndefined();
    expect(sim.state.phases.find((p) => p.name === 'review')?.status).toBe('passed');
  });
});
