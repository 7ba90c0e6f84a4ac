import { describe, expect, it } from 'vitest';
import type { FileComplexity } from '../../lib/complexity/types.js';
import { erosionVerdict, EROSION_GROWTH_LIMIT } from '../../lib/erosion/index.js';

const file = (name: string, ccs: Array<[string, number]>): FileComplexity => ({
  file: name,
  language: 'typescript',
  functions: ccs.map(([fn, complexity], i) => ({ name: fn, line: i + 1, column: 1, complexity })),
  total: ccs.reduce((s, [, c]) => s + c, 0),
  highMass: ccs.reduce((s, [, c]) => (c > 10 ? s + c : s), 0),
});

describe('erosionVerdict', () => {
  it('flags growth over 5% of the baseline and names the worsened function', () => {
    // Baseline 100; a.ts goes from f=12 (mass 12) to f=20 (mass 20): 100 → 108 = +8% > 5%.
    const v = erosionVerdict(100, [{ file: 'a.ts', before: file('a.ts', [['f', 12], ['g', 3]]), after: file('a.ts', [['f', 20], ['g', 3]]) }]);
    expect(v).toMatchObject({ before: 100, after: 108, flagged: true });
    expect(v.growth).toBeCloseTo(0.08, 10);
    expect(v.offenders).toEqual([{ file: 'a.ts', name: 'f', line: 1, before: 12, after: 20 }]);
  });

  it('does not flag growth of exactly 5%', () => {
    // 100 → 105: growth 0.05 is not more than the limit.
    const v = erosionVerdict(100, [{ file: 'a.ts', before: null, after: file('a.ts', [['h', 5], ['k', 11]]) }]);
    expect(EROSION_GROWTH_LIMIT).toBe(0.05);
    expect(v.after).toBe(111);
    const exact = erosionVerdict(220, [{ file: 'b.ts', before: null, after: file('b.ts', [['k', 11]]) }]);
    expect(exact.growth).toBe(0.05);
    expect(exact.flagged).toBe(false);
  });

  it('counts new files as growth and deleted files as reduction', () => {
    const v = erosionVerdict(30, [
      { file: 'new.ts', before: null, after: file('new.ts', [['n', 14]]) },
      { file: 'gone.ts', before: file('gone.ts', [['old', 15]]), after: null },
    ]);
    // 30 + 14 - 15 = 29: a reduction, not flagged; the new function is still named.
    expect(v).toMatchObject({ before: 30, after: 29, flagged: false });
    expect(v.offenders).toEqual([{ file: 'new.ts', name: 'n', line: 1, before: null, after: 14 }]);
  });

  it('flags any high-CC code on a zero baseline (growth is undefined there)', () => {
    expect(erosionVerdict(0, [{ file: 'a.ts', before: null, after: file('a.ts', [['f', 11]]) }])).toMatchObject({ growth: null, flagged: true, after: 11 });
    expect(erosionVerdict(0, [{ file: 'a.ts', before: null, after: file('a.ts', [['f', 10]]) }])).toMatchObject({ growth: null, flagged: false, after: 0 });
  });

  it('ignores functions that got simpler or stayed under the threshold', () => {
    const v = erosionVerdict(40, [{ file: 'a.ts', before: file('a.ts', [['f', 25], ['g', 9]]), after: file('a.ts', [['f', 15], ['g', 10]]) }]);
    expect(v).toMatchObject({ after: 30, flagged: false, offenders: [] });
  });
});
