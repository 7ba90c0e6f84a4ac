import { describe, expect, it } from 'vitest';
import { parseReviewReport, splitLocation } from '../../lib/result/index.js';

const rules = (md: string): [string, string, number][] =>
  parseReviewReport(md).diagnostics.map((d) => [d.ruleId, d.severity, d.line]);

describe('parseReviewReport', () => {
  it('reads a PASS review', () => {
    const md = '## Findings\n\n### Blocking\n- None\n\n### Required Changes\n- None\n\n### Suggestions\n- Split parse() in two\n\n### Summary\nPASS\n';
    expect(parseReviewReport(md)).toEqual({
      report: {
        blocking: [],
        required: [],
        suggestions: [{ severity: 'suggestion', description: 'Split parse() in two' }],
        summary: 'PASS',
        verdict: 'PASS',
      },
      diagnostics: [],
    });
  });

  it('reads a FAIL review with locations (em dash, " - ", " -- ")', () => {
    const md = [
      '## Findings',
      '### Blocking',
      '- Crashes on empty input — src/a.ts:12',
      '- Leaks the token -- `src/b.ts:7:3`',
      '### Required Changes',
      '* Missing test - test/a.test.ts:40-52',
      '1. Wrong error code — lib/c.ts',
      '### Suggestions',
      '### Summary',
      '**FAIL**',
    ].join('\n');
    expect(parseReviewReport(md)).toEqual({
      report: {
        blocking: [
          { severity: 'blocking', description: 'Crashes on empty input', file: 'src/a.ts', line: 12 },
          { severity: 'blocking', description: 'Leaks the token', file: 'src/b.ts', line: 7 },
        ],
        required: [
          { severity: 'required', description: 'Missing test', file: 'test/a.test.ts', line: 40 },
          { severity: 'required', description: 'Wrong error code', file: 'lib/c.ts' },
        ],
        suggestions: [],
        summary: 'FAIL',
        verdict: 'FAIL',
      },
      diagnostics: [],
    });
  });

  it('computes FAIL when the reviewer claims PASS with a blocking item', () => {
    const md = '## Findings\n### Blocking\n- SQL injection — src/db.ts:9\n### Required Changes\n- None\n### Suggestions\n- None\n### Summary\nPASS\n';
    const { report, diagnostics } = parseReviewReport(md);
    expect(report.summary).toBe('PASS');
    expect(report.verdict).toBe('FAIL');
    expect(diagnostics.map((d) => [d.ruleId, d.severity, d.line])).toEqual([['review-summary-mismatch', 'warning', 9]]);
  });

  it('keeps FAIL (with a warning) when the reviewer says FAIL but lists nothing blocking', () => {
    const md = '## Findings\n### Blocking\n- none\n### Required Changes\n- N/A\n### Suggestions\n- Rename\n### Summary\nFAIL\n';
    const { report, diagnostics } = parseReviewReport(md);
    expect(report.verdict).toBe('FAIL');
    expect(diagnostics.map((d) => d.ruleId)).toEqual(['review-summary-mismatch']);
  });

  it('tolerates case, whitespace, CRLF, None variants and "Summary: PASS" headings', () => {
    const md = '##   FINDINGS  \r\n###  blocking:\r\n  -   None.  \r\n### required changes\r\n*No issues found*\r\n### SUGGESTIONS\r\n- (none)\r\n### Summary: pass\r\n';
    expect(parseReviewReport(md)).toEqual({
      report: { blocking: [], required: [], suggestions: [], summary: 'PASS', verdict: 'PASS' },
      diagnostics: [],
    });
  });

  it('joins continuation lines and nested bullets into one finding', () => {
    const md = '## Findings\n### Blocking\n- The retry loop never stops\n  when the gate times out — lib/run.ts:88\n  - seen in CI\n- Second\n### Required Changes\n- None\n### Suggestions\n- None\n### Summary\nFAIL';
    expect(parseReviewReport(md).report.blocking).toEqual([
      { severity: 'blocking', description: 'The retry loop never stops when the gate times out — lib/run.ts:88 seen in CI' },
      { severity: 'blocking', description: 'Second' },
    ]);
  });

  it('counts unbulleted text under Blocking as a finding, with a warning', () => {
    const md = '## Findings\n### Blocking\nThe migration drops a column.\n### Required Changes\n- None\n### Suggestions\n- None\n### Summary\nPASS';
    const { report, diagnostics } = parseReviewReport(md);
    expect(report.blocking).toEqual([{ severity: 'blocking', description: 'The migration drops a column.' }]);
    expect(report.verdict).toBe('FAIL');
    expect(diagnostics.map((d) => [d.ruleId, d.line])).toEqual([
      ['review-unbulleted-text', 3],
      ['review-summary-mismatch', 9],
    ]);
  });

  it('ignores headings and bullets inside code fences', () => {
    const md = '## Findings\n### Blocking\n- None\n```\n### Summary\n- not a finding\n```\n### Required Changes\n- None\n### Suggestions\n- None\n### Summary\nPASS';
    expect(parseReviewReport(md)).toEqual({
      report: { blocking: [], required: [], suggestions: [], summary: 'PASS', verdict: 'PASS' },
      diagnostics: [],
    });
  });

  it('warns about missing sections and an invalid summary', () => {
    const md = '### Blocking\n- Broken build\n### Summary\nLooks mostly fine\n';
    const { report, diagnostics } = parseReviewReport(md);
    expect(report).toEqual({
      blocking: [{ severity: 'blocking', description: 'Broken build' }],
      required: [],
      suggestions: [],
      summary: null,
      verdict: 'FAIL',
    });
    expect(diagnostics.map((d) => [d.ruleId, d.severity, d.line])).toEqual([
      ['review-missing-section', 'warning', 1],
      ['review-missing-section', 'warning', 1],
      ['review-missing-section', 'warning', 1],
      ['review-summary-invalid', 'warning', 4],
    ]);
    expect(diagnostics.slice(0, 3).map((d) => d.message.split('"')[1])).toEqual(['## Findings', '### Required Changes', '### Suggestions']);
  });

  it('reads an empty Summary with no items as unreadable (issue 13: never PASS by default)', () => {
    // Was a review-summary-invalid warning at line 5 with verdict PASS; no verdict and no item is now unreadable.
    const md = '## Findings\n### Blocking\n### Required Changes\n### Suggestions\n### Summary\n';
    expect(rules(md)).toEqual([['review-unrecognized', 'error', 5]]);
    expect(parseReviewReport(md).report.verdict).toBe('FAIL');
    expect(parseReviewReport(md).diagnostics[0]?.message).toContain('the Summary is empty');
  });

  it('reports unrecognized text as an error', () => {
    expect(rules('# My review\nAll good!')).toEqual([['review-unrecognized', 'error', 1]]);
    expect(parseReviewReport('').report).toEqual({ blocking: [], required: [], suggestions: [], summary: null, verdict: 'PASS' });
  });
});

describe('splitLocation', () => {
  it.each([
    ['Bug — src/a.ts:12', { description: 'Bug', file: 'src/a.ts', line: 12 }],
    ['Bug – src/a.ts:0', { description: 'Bug', file: 'src/a.ts' }],
    ['Bug - README.md', { description: 'Bug - README.md' }],
    ['Bug — README.md', { description: 'Bug', file: 'README.md' }],
    ['a - b', { description: 'a - b' }],
    ['— src/a.ts:1', { description: '— src/a.ts:1' }],
    ['Timeout is 5 - 3:00', { description: 'Timeout is 5 - 3:00' }],
    ['Fails — Makefile:4', { description: 'Fails', file: 'Makefile', line: 4 }],
    ['Fails - Makefile:4', { description: 'Fails - Makefile:4' }],
    ['plain text', { description: 'plain text' }],
  ])('%s', (text, expected) => {
    expect(splitLocation(text)).toEqual(expected);
  });
});
