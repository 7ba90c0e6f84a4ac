import { describe, expect, it } from 'vitest';
import { fitSummaries, TRUNCATION_MARKER } from '../../lib/task/index.js';
import { utf8Length, utf8Prefix } from '../../lib/text/index.js';

const make = (n: number, size: number) => Array.from({ length: n }, (_, i) => ({ phase: `p${i}`, summary: 'x'.repeat(size) }));

describe('fitSummaries', () => {
  it('keeps everything that fits', () => {
    const fitted = fitSummaries(make(3, 100), 4096);
    expect(fitted).toMatchObject({ kept: ['p0', 'p1', 'p2'], dropped: 0, truncated: false });
  });

  it('drops the oldest first and never exceeds the budget', () => {
    for (const budget of [256, 1000, 1100, 2100, 4096, 5000]) {
      const fitted = fitSummaries(make(10, 1024), budget);
      expect(utf8Length(fitted.text)).toBeLessThanOrEqual(budget);
      expect(fitted.kept.at(-1)).toBe('p9');
      expect(fitted.dropped + fitted.kept.length).toBe(10);
    }
    expect(fitSummaries(make(10, 1024), 4096)).toMatchObject({ kept: ['p7', 'p8', 'p9'], dropped: 7, truncated: false });
  });

  it('truncates the newest with a marker when it alone is too big', () => {
    const fitted = fitSummaries(make(2, 5000), 1024);
    expect(fitted).toMatchObject({ kept: ['p1'], dropped: 1, truncated: true });
    expect(fitted.text.endsWith(TRUNCATION_MARKER)).toBe(true);
    expect(utf8Length(fitted.text)).toBeLessThanOrEqual(1024);
  });

  it('is empty with nothing to show', () => {
    expect(fitSummaries([], 4096).text).toBe('');
  });
});

describe('utf8', () => {
  it('counts bytes like TextEncoder and cuts on code point boundaries', () => {
    const text = 'aé€😀'.repeat(5);
    expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length);
    for (let n = 0; n <= 50; n++) {
      const prefix = utf8Prefix(text, n);
      expect(new TextEncoder().encode(prefix).length).toBeLessThanOrEqual(n);
      expect(text.startsWith(prefix)).toBe(true);
    }
  });
});
