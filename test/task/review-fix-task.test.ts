import { describe, expect, it } from 'vitest';
import { parseReviewReport } from '../../lib/result/index.js';
import {
  composeFixTask,
  composeReviewTask,
  FIX_TASK_SECTIONS,
  REVIEW_REPORT_TEMPLATE,
  REVIEW_TASK_SECTIONS,
  TASK_SECTION_TITLES,
  type FixTaskInput,
  type ReviewTaskInput,
} from '../../lib/task/index.js';
import { utf8Length } from '../../lib/text/index.js';
import { headings, phase, section } from './helpers.js';

const RESULT_FILE = '/home/u/proj/.openforge/runs/r1/results/review-cycle-2.md';
const titles = (keys: readonly (keyof typeof TASK_SECTION_TITLES)[]) => keys.map((k) => TASK_SECTION_TITLES[k]);

const review = (overrides: Partial<ReviewTaskInput> = {}): ReviewTaskInput => ({
  prd: { title: 'Auth Refactor', objective: 'Move session tokens into a server-side store.' },
  runId: 'r1',
  phase: phase({ name: 'review', type: 'review' }),
  cycle: 1,
  workdir: '/home/u/proj',
  resultFile: RESULT_FILE,
  timeoutSeconds: 600,
  tier: 'opus',
  ...overrides,
});

const fix = (overrides: Partial<FixTaskInput> = {}): FixTaskInput => ({
  prd: { title: 'Auth Refactor', objective: 'Move session tokens into a server-side store.' },
  runId: 'r1',
  reviewPhase: 'review',
  cycle: 2,
  findings: [
    { severity: 'blocking', description: 'Token written to disk', file: 'src/auth/store.ts', line: 42 },
    { severity: 'required', description: 'Missing expiry test' },
    { severity: 'suggestion', description: 'Rename TokenBag to TokenStore', file: 'src/auth/bag.ts' },
  ],
  workdir: '/home/u/proj',
  resultFile: '/home/u/proj/.openforge/runs/r1/results/fix-2.json',
  gateCommands: ['npm test'],
  timeoutSeconds: 900,
  tier: 'sonnet',
  ...overrides,
});

describe('composeReviewTask', () => {
  it('has its sections in order; the history only after cycle 1', () => {
    expect(headings(composeReviewTask(review()))).toEqual(
      titles(REVIEW_TASK_SECTIONS.filter((k) => k !== 'history' && k !== 'previousFailure')),
    );
    const later = composeReviewTask(
      review({ cycle: 2, history: [{ cycle: 1, findings: [{ severity: 'blocking', description: 'x', file: 'a.ts', line: 1 }] }] }),
    );
    expect(headings(later)).toEqual(titles(REVIEW_TASK_SECTIONS.filter((k) => k !== 'previousFailure')));
    expect(section(later, 'Earlier review cycles')).toContain('x — a.ts:1');
    expect(section(later, 'Task')).toMatch(/\b2 of 3\b/);
  });

  it('a retry after an unreadable report says what could not be read and what was expected', () => {
    const reason = 'the result file is not a valid result: no `### Summary` section with PASS or FAIL (expected the review report format)';
    const text = composeReviewTask(review({ cycle: 2, previousFailure: { reason } }));
    expect(headings(text)).toEqual(titles(REVIEW_TASK_SECTIONS.filter((k) => k !== 'history')));
    expect(section(text, 'Previous attempt failed')).toContain(`Reason: ${reason}`);
  });

  it('is read-only, uses the tasks as the checklist and names the result file', () => {
    const text = composeReviewTask(review());
    expect(text).not.toMatch(/autonomous/i);
    expect(section(text, 'Autonomy')).toContain('PROPOSE_ONLY');
    expect(section(text, 'Review checklist')).toContain('    - Expire after 15 minutes');
    expect(section(text, 'Acceptance criteria')).toContain('No token is written to disk');
    expect(section(text, 'Objective')).toContain('server-side store');
    expect(section(text, 'Report')).toContain(RESULT_FILE);
  });

  it('shows the v2 report format, which the result parser accepts', () => {
    const report = section(composeReviewTask(review()), 'Report');
    expect(report).toContain(REVIEW_REPORT_TEMPLATE);
    const parsed = parseReviewReport(REVIEW_REPORT_TEMPLATE);
    expect(parsed.report.verdict).toBe('FAIL');
    expect(parsed.report.blocking).toHaveLength(1);
    expect(parsed.report.required).toHaveLength(0);
  });

  it('redacts secrets', () => {
    const key = 'AKIA' + 'Q'.repeat(16);
    const text = composeReviewTask(review({ phase: phase({ type: 'review', tasks: [{ text: key, depth: 0, line: 1, column: 1 }] }) }));
    expect(text).not.toContain(key);
  });
});

describe('composeFixTask', () => {
  it('has its sections in order', () => {
    expect(headings(composeFixTask(fix()))).toEqual(titles(FIX_TASK_SECTIONS.filter((k) => k !== 'previousFailure')));
  });

  it('a retry after a failed gate carries the gate tail', () => {
    const gateTail = 'FAIL test/auth/store.test.ts > never writes tokens to disk\nAssertionError: expected 1 to be 0';
    const text = composeFixTask(fix({ previousFailure: { reason: 'gate `npm test` exited 1', gateTail } }));
    expect(headings(text)).toEqual(titles(FIX_TASK_SECTIONS));
    const body = section(text, 'Previous attempt failed');
    expect(body).toContain('Reason: gate `npm test` exited 1');
    expect(body).toContain('FAIL test/auth/store.test.ts > never writes tokens to disk');
  });

  it('lists Blocking and Required findings with locations, never suggestions', () => {
    const body = section(composeFixTask(fix()), 'Findings to fix');
    expect(body).toContain('Token written to disk — src/auth/store.ts:42');
    expect(body).toContain('- Missing expiry test');
    expect(body).not.toContain('Rename TokenBag');
    expect(body.indexOf('### Blocking')).toBeLessThan(body.indexOf('### Required Changes'));
  });

  it('carries the gate, the working directory and the result file verbatim', () => {
    const text = composeFixTask(fix());
    expect(section(text, 'Gate')).toContain('npm test');
    expect(section(text, 'Working directory')).toContain('/home/u/proj');
    expect(section(text, 'Result')).toContain('/home/u/proj/.openforge/runs/r1/results/fix-2.json');
  });

  it('scopes autonomy to Files: globs when given', () => {
    expect(section(composeFixTask(fix({ files: ['src/auth/**'] })), 'Autonomy')).toContain('src/auth/**');
  });

  it('redacts secrets in findings and stays small', () => {
    const key = 'AKIA' + 'Q'.repeat(16);
    const text = composeFixTask(fix({ findings: [{ severity: 'blocking', description: `hard-coded ${key}` }] }));
    expect(text).not.toContain(key);
    expect(utf8Length(composeFixTask(fix()))).toBeLessThan(3 * 1024);
  });
});
