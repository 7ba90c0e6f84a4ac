import { describe, expect, it } from 'vitest';
import { complexityReport, complexityTotals, extensionOf, FileCandidates, splitMeasures, unknownLanguage } from '../../lib/complexity/report.js';
import type { CachedMeasure } from '../../lib/complexity/types.js';
import { baselineOutcome, seedCache, serializeBaseline } from '../../lib/erosion/baseline.js';
import { SCHEMA_VERSION, type ComplexityBaseline } from '../../lib/schema/index.js';

const js = (cc: number[], threshold = 10): CachedMeasure => ({
  language: 'javascript',
  functions: cc.map((complexity, i) => ({ name: `f${i}`, line: i + 1, column: 1, complexity })),
  total: cc.reduce((a, b) => a + b, 0),
  highMass: cc.filter((c) => c > threshold).reduce((a, b) => a + b, 0),
});

describe('complexity report (pure)', () => {
  it('names the extension of a file the meter does not know, or says it has none', () => {
    expect(extensionOf('a/b.txt')).toBe('.txt');
    expect(extensionOf('a.b/noext')).toBe('files without an extension');
    expect(extensionOf('.gitignore')).toBe('files without an extension');
    expect(unknownLanguage('x.md')).toEqual({ file: 'x.md', reason: 'unknown-language', detail: 'no complexity meter for .md' });
  });

  it('keeps the first candidate for a path and lists each skipped file once, never one already a candidate', () => {
    const found = new FileCandidates<number>();
    found.add('b.js', 1);
    found.add('b.js', 2);
    found.add('a.js', 3);
    found.skip(unknownLanguage('b.js'));
    found.skip(unknownLanguage('c.md'));
    found.skip(unknownLanguage('c.md'));
    expect(found.sorted()).toEqual([['a.js', 3], ['b.js', 1]]);
    expect(found.skipped.map((s) => s.file)).toEqual(['c.md']);
  });

  it('splits measurements from skips, sorts the skips by path, and totals the files', () => {
    const current = new Map([
      ['b.js', { hash: 'h1', measure: js([12, 3]) }],
      ['a.ts', { hash: 'h2', measure: { skipped: 'syntax-error', detail: '1:1 bad' } as CachedMeasure }],
    ]);
    const { files, skipped } = splitMeasures(current, [unknownLanguage('z.md')]);
    expect(files.map((f) => f.file)).toEqual(['b.js']);
    expect(skipped.map((s) => s.file)).toEqual(['a.ts', 'z.md']);
    expect(complexityTotals(files)).toEqual({ files: 1, functions: 2, total: 15, highMass: 12, erosionShare: 0.8 });
    expect(complexityTotals([])).toEqual({ files: 0, functions: 0, total: 0, highMass: 0, erosionShare: 0 });
    const report = complexityReport('/root', 10, current, [], null);
    expect(report).toMatchObject({ schemaVersion: SCHEMA_VERSION, root: '/root', threshold: 10, baseline: null });
  });

  it('seeds the cache from a baseline and reports written or the verdict against it', () => {
    const current = new Map([['a.js', { hash: 'h1', measure: js([12, 3]) }]]);
    const baseline = JSON.parse(serializeBaseline(10, current)) as ComplexityBaseline;
    const cache = seedCache(baseline, 10, (hash, file) => `${hash}:${file}`);
    expect([...cache.keys()]).toEqual(['h1:a.js']);
    expect(seedCache(null, 10, () => 'k').size).toBe(0);
    expect(baselineOutcome('cx.json', null, current, 10)).toEqual({ file: 'cx.json', written: true, verdict: null });
    const grown = new Map([['a.js', { hash: 'h2', measure: js([12, 13]) }]]);
    expect(baselineOutcome('cx.json', baseline, grown, 10)).toMatchObject({ file: 'cx.json', written: false, verdict: { before: 12, after: 25, flagged: true } });
  });
});
