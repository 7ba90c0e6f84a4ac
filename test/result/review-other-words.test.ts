import { describe, expect, it } from 'vitest';
import { parseReviewReport } from '../../lib/result/index.js';

type Expected = 'PASS' | 'FAIL' | 'unreadable';

interface Case {
  name: string;
  md: string;
  verdict: Expected;
  /** Blocking, required, suggestion counts. */
  counts: [number, number, number];
  /** Rule ids that must be among the diagnostics. */
  rules?: string[];
}

const lines = (...l: string[]): string => l.join('\n');

// Reviews as real reviewers write them (issue 13): tolerant on format, strict on verdicts.
const CASES: Case[] = [
  { name: 'None identified. under every heading', md: lines('## Findings', '### Blocking', 'None identified.', '### Required Changes', 'None identified.', '### Suggestions', 'None identified.', '### Summary', 'PASS'), verdict: 'PASS', counts: [0, 0, 0] },
  { name: 'No issues found / Nothing blocking.', md: lines('## Findings', '### Blocking', '- Nothing blocking.', '### Required Changes', '- No issues found', '### Suggestions', '- No issues', '### Summary', 'PASS'), verdict: 'PASS', counts: [0, 0, 0] },
  { name: 'a | None | table row', md: lines('## Findings', '### Blocking', '| Issue | Location |', '|---|---|', '| None | — |', '### Required Changes', '| None |', '### Suggestions', '- None', '### Summary', 'PASS'), verdict: 'PASS', counts: [0, 0, 0] },
  { name: 'a plain **Summary:** PASS line', md: lines('## Review', '**Blocking:** None', '**Required Changes:** None', '**Suggestions:** None', '', '**Summary:** PASS'), verdict: 'PASS', counts: [0, 0, 0] },
  { name: 'headings at level 1 and 4, any case', md: lines('# FINDINGS', '#### blocking issues', '- none.', '#### REQUIRED', '- N/A', '#### nits', '- Rename `x` — lib/a.ts:3', '# verdict', 'pass'), verdict: 'PASS', counts: [0, 0, 1] },
  { name: 'synonyms: Blockers, Must fix, Recommendations, Conclusion', md: lines('## Blockers', '- —', '## Must fix', '- –', '## Recommendations', '- Extract a helper', '## Conclusion', '**APPROVED**'), verdict: 'PASS', counts: [0, 0, 1] },
  { name: 'synonyms: Critical, Issues, Optional, Result: FAIL', md: lines('### Critical', '- Token written to the log — src/log.ts:9', '### Issues', '- Missing test', '### Optional', '- (none)', 'Result: FAIL'), verdict: 'FAIL', counts: [1, 1, 0] },
  { name: 'Changes Requested section and Minor', md: lines('## Changes Requested', '1. Handle the empty list — lib/a.ts:4', '## Minor', '- n/a', '## Verdict', 'Changes requested'), verdict: 'FAIL', counts: [0, 1, 0] },
  { name: 'list-form summary with bold labels', md: lines('## Code Review', '- **Blocking:** None', '- **Required:** None', '- **Suggestions:** Consider a constant for 30', '- **Verdict:** LGTM'), verdict: 'PASS', counts: [0, 0, 1] },
  { name: 'Overall: Approve with emphasis', md: lines('### Blocking', '- None', '### Required Changes', '- None', '### Suggestions', '- None', '', '*Overall: Approve*'), verdict: 'PASS', counts: [0, 0, 0] },
  { name: 'Verdict: PASS without any heading', md: lines('I read the diff and ran the tests; everything holds.', '', 'Verdict: PASS'), verdict: 'PASS', counts: [0, 0, 0], rules: ['review-missing-section'] },
  { name: 'REJECTED without findings is FAIL', md: lines('## Summary', 'REJECTED — the approach is wrong'), verdict: 'FAIL', counts: [0, 0, 0], rules: ['review-summary-mismatch'] },
  { name: 'explicit FAIL with every section None', md: lines('## Findings', '### Blocking', '- None', '### Required Changes', '- None', '### Suggestions', '- None', '### Summary', 'FAIL'), verdict: 'FAIL', counts: [0, 0, 0], rules: ['review-summary-mismatch'] },
  { name: 'headings with a colon and inline None', md: lines('### Blocking: None', '### Required Changes: none found', '### Suggestions: None', '### Summary: PASS'), verdict: 'PASS', counts: [0, 0, 0] },
  { name: 'headings with counts', md: lines('## Blocking (0)', '## Required Changes (1)', '- Add the CRLF test — test/a.test.ts', '## Suggestions (0)', '## Summary', 'FAIL'), verdict: 'FAIL', counts: [0, 1, 0] },
  { name: 'an empty list under Blocking', md: lines('### Blocking', '-', '### Required Changes', '*', '### Summary', '✅ PASS'), verdict: 'PASS', counts: [0, 0, 0] },
  { name: 'a table with real rows', md: lines('### Blocking', '| File | Problem |', '| --- | --- |', '| src/a.ts | crashes on empty input |', '| — | — |', '### Summary', 'FAIL'), verdict: 'FAIL', counts: [1, 0, 0] },
  { name: 'PASS with suggestions in prose', md: lines('## Suggestions', '- Inline the helper', '## Summary', 'The change is small and well tested.', '', 'PASS with 1 suggestion'), verdict: 'PASS', counts: [0, 0, 1] },
  { name: 'plain label lines ("Blocking:")', md: lines('Blocking:', '- None', 'Required changes:', '- Guard against null — lib/b.ts:7', 'Verdict: **FAIL**'), verdict: 'FAIL', counts: [0, 1, 0] },
  { name: 'lowercase pass in a sentence is no verdict, a real blocker still FAILs', md: lines('## Blocking', '- Leaks the key — src/k.ts:2', '## Summary', 'It passes the tests but leaks a key.'), verdict: 'FAIL', counts: [1, 0, 0], rules: ['review-summary-invalid'] },
  // Hostile reviews: strict on verdicts.
  { name: 'hostile: a PASS summary above a real Blocking item', md: lines('## Summary', 'PASS', '', '## Blocking', '- SQL injection in the search box — src/db.ts:41'), verdict: 'FAIL', counts: [1, 0, 0], rules: ['review-summary-mismatch'] },
  { name: 'hostile: "**Verdict:** PASS" above a Required item', md: lines('**Verdict:** PASS', '', '### Required Changes', '- The migration is not reversible'), verdict: 'FAIL', counts: [0, 1, 0], rules: ['review-summary-mismatch'] },
  { name: 'hostile: None identified. under Blocking, no verdict', md: lines('## Findings', '### Blocking', 'None identified.', '### Required Changes', 'None identified.', '### Suggestions', '- Rename'), verdict: 'unreadable', counts: [0, 0, 1], rules: ['review-unrecognized'] },
  { name: 'hostile: a review that never states a verdict', md: lines('## Review', 'I looked at the code. It seems reasonable overall and the tests are there.'), verdict: 'unreadable', counts: [0, 0, 0], rules: ['review-unrecognized'] },
  { name: 'hostile: prose with no sections and no verdict', md: 'Looks fine to me, nice work on the parser.', verdict: 'unreadable', counts: [0, 0, 0], rules: ['review-unrecognized'] },
  { name: 'hostile: two contradicting verdict lines', md: lines('Verdict: PASS', '### Blocking', '- None', '### Summary', 'FAIL'), verdict: 'FAIL', counts: [0, 0, 0], rules: ['review-verdict-conflict'] },
  { name: 'hostile: an unfilled template "PASS or FAIL"', md: lines('### Blocking', '- None', '### Required Changes', '- None', '### Summary', 'PASS or FAIL'), verdict: 'FAIL', counts: [0, 0, 0], rules: ['review-verdict-conflict'] },
  { name: 'hostile: no verdict but a real Blocking item is FAIL', md: lines('### Blocking', '- Deletes user data on retry — lib/run.ts:12'), verdict: 'FAIL', counts: [1, 0, 0] },
  { name: 'hostile: LGTM and Changes requested both stated', md: lines('**Summary:** LGTM', '', 'Overall: Changes requested'), verdict: 'FAIL', counts: [0, 0, 0], rules: ['review-verdict-conflict'] },
  { name: 'hostile: a minor-labelled bullet does not demote the items after it', md: lines('### Blocking', '- **Minor:** typo in a comment', '- Crashes on start'), verdict: 'FAIL', counts: [1, 0, 1] },
];

describe('parseReviewReport: reviews in other words (issue 13)', () => {
  it('has at least 25 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(25);
  });

  it.each(CASES)('$name → $verdict', ({ md, verdict, counts, rules = [] }) => {
    const { report, diagnostics } = parseReviewReport(md);
    const unreadable = diagnostics.some((d) => d.severity === 'error');
    expect(unreadable ? 'unreadable' : report.verdict).toBe(verdict);
    expect([report.blocking.length, report.required.length, report.suggestions.length]).toEqual(counts);
    expect(diagnostics.map((d) => d.ruleId)).toEqual(expect.arrayContaining(rules));
    if (verdict !== 'unreadable') expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    // Never PASS by default: a review with sections but no verdict and no blocker reads as FAIL too.
    if (unreadable && /^#/m.test(md)) expect(report.verdict).toBe('FAIL');
  });

  it('never reads "None identified." as a Blocking finding (the fix child was asked to fix it)', () => {
    const md = lines('### Blocking', 'None identified.', '### Required Changes', 'None identified.', '### Summary', 'PASS');
    expect(parseReviewReport(md)).toEqual({
      report: { blocking: [], required: [], suggestions: [], summary: 'PASS', verdict: 'PASS' },
      diagnostics: [{ severity: 'warning', ruleId: 'review-missing-section', line: 1, column: 1, message: expect.stringContaining('## Findings') as string }, { severity: 'warning', ruleId: 'review-missing-section', line: 1, column: 1, message: expect.stringContaining('### Suggestions') as string }],
    });
  });

  it('tells an unreadable review what could not be read and shows the expected shape', () => {
    const [d] = parseReviewReport(lines('## Findings', '### Blocking', '- None', '### Summary', 'Looks fine.')).diagnostics;
    expect(d?.ruleId).toBe('review-unrecognized');
    expect(d?.severity).toBe('error');
    expect(d?.line).toBe(5);
    expect(d?.message).toContain('states no verdict (the Summary is "Looks fine.")');
    expect(d?.message).toContain('### Blocking\n- None\n### Required Changes');
    expect(d?.message).toContain('### Summary\nFAIL');
    const [none] = parseReviewReport('Some text').diagnostics;
    expect(none?.message).toMatch(/^The review could not be read: no review section .* and no verdict line/);
  });

  it('warns, naming both lines, when verdicts contradict', () => {
    const { report, diagnostics } = parseReviewReport(lines('Verdict: PASS', '', '## Summary', 'FAIL'));
    expect(report.verdict).toBe('FAIL');
    expect(report.summary).toBe('FAIL');
    expect(diagnostics.map((d) => [d.ruleId, d.line])).toEqual([['review-missing-section', 1], ['review-missing-section', 1], ['review-missing-section', 1], ['review-missing-section', 1], ['review-verdict-conflict', 4]]);
    expect(diagnostics.at(-1)?.message).toContain('"Verdict: PASS" (line 1) and "FAIL" (line 4)');
  });

  it('says in a warning that a blocking item wins over a stated PASS', () => {
    const { report, diagnostics } = parseReviewReport(lines('**Summary:** PASS', '### Blocking', '- Crash'));
    expect(report).toMatchObject({ summary: 'PASS', verdict: 'FAIL' });
    const mismatch = diagnostics.find((d) => d.ruleId === 'review-summary-mismatch');
    expect(mismatch?.message).toContain('anything blocking wins over a stated PASS');
  });
});
