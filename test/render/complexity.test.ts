import { describe, expect, it } from 'vitest';
import { renderComplexity } from '../../lib/render/index.js';
import { SCHEMA_VERSION, type ComplexityReport } from '../../lib/schema/index.js';

const report = (baseline: ComplexityReport['baseline']): ComplexityReport => ({
  schemaVersion: SCHEMA_VERSION,
  root: '/p',
  threshold: 10,
  files: [
    { file: 'src/a.js', language: 'javascript', functions: [{ name: "Function 'big'", line: 1, column: 1, complexity: 12 }, { name: "Function 'small'", line: 9, column: 1, complexity: 3 }], total: 15, highMass: 12 },
    { file: 'src/b.py', language: 'python', functions: [{ name: 'f', line: 1, column: 0, complexity: 2 }], total: 2, highMass: 0 },
  ],
  skipped: [{ file: 'notes.txt', reason: 'unknown-language', detail: 'no complexity meter for .txt' }],
  totals: { files: 2, functions: 3, total: 17, highMass: 12, erosionShare: 12 / 17 },
  baseline,
});

describe('renderComplexity', () => {
  it('prints the functions over the threshold, per-language and overall totals, what was measured and the skips', () => {
    expect(renderComplexity(report(null), { measuredNow: 2, measurable: 2 })).toBe(
      [
        "src/a.js:1:1  12  Function 'big'",
        '',
        'javascript: 1 file, 2 functions, CC 15, high-CC mass 12',
        'python: 1 file, 1 functions, CC 2, high-CC mass 0',
        'total: 2 files, 3 functions, CC 17; high-CC mass 12 (CC > 10), erosion share 70.6%',
        'measured 2 files',
        'skipped notes.txt: unknown-language: no complexity meter for .txt',
        '',
      ].join('\n'),
    );
  });

  it('says when the baseline was written, or its verdict with the offenders', () => {
    expect(renderComplexity(report({ file: 'cx.json', written: true, verdict: null }), { measuredNow: 2, measurable: 2 })).toContain(
      'baseline written to cx.json (2 files); run again with --baseline cx.json to compare.\n',
    );
    const verdict = { before: 12, after: 24, growth: 1, flagged: true, offenders: [{ file: 'src/b.py', name: 'branchy', line: 6, before: null, after: 12 }], skipped: [] };
    const text = renderComplexity(report({ file: 'cx.json', written: false, verdict } as unknown as ComplexityReport['baseline']), { measuredNow: 1, measurable: 2 });
    expect(text).toContain('measured 1 of 2 files; the other 1 are unchanged since the baseline\n');
    expect(text).toContain('erosion against cx.json: high-CC mass 12 -> 24 (+100.0%): FLAGGED (over +5.0%)\n  src/b.py:6  branchy  CC new -> 12\n');
  });
});
