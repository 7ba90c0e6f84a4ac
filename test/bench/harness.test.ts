// The benchmark harness's statistics helpers (bench/harness.mjs). No timing is asserted.

import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain .mjs without type declarations
import { median, minMax, pairedRatio, ratio, summarize, verdict } from '../../bench/harness.mjs';

describe('bench harness statistics', () => {
  it('median: the middle value, or the mean of the middle two; input left unsorted', () => {
    const xs = [5, 1, 3];
    expect(median(xs)).toBe(3);
    expect(xs).toEqual([5, 1, 3]);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });

  it('minMax', () => {
    expect(minMax([3, 9, 1, 4])).toEqual({ min: 1, max: 9 });
    expect(minMax([2])).toEqual({ min: 2, max: 2 });
    const empty = minMax([]);
    expect(empty.min).toBeNaN();
    expect(empty.max).toBeNaN();
  });

  it('ratio', () => {
    expect(ratio(150, 100)).toBe(1.5);
    expect(ratio(50, 200)).toBe(0.25);
    expect(ratio(1, 0)).toBeNaN();
  });

  it('pairedRatio: the median of per-round ratios', () => {
    expect(pairedRatio([20, 30, 90], [10, 10, 30])).toBe(3);
    expect(pairedRatio([10, 40], [10, 10])).toBe(2.5);
  });

  it('summarize: median, min, max and the ratio of the median to a baseline median', () => {
    expect(summarize([30, 10, 20, 40, 50], 20)).toEqual({ samples: [30, 10, 20, 40, 50], median: 30, min: 10, max: 50, ratio: 1.5 });
    expect(summarize([1, 2, 3]).ratio).toBeNaN();
  });

  it('verdict: met, or missed by the factor beyond the limit', () => {
    expect(verdict(1.2, 1.5)).toEqual({ met: true, missBy: 0 });
    expect(verdict(3, 1.5)).toEqual({ met: false, missBy: 1 });
    expect(verdict(2, 2, { atLeast: true })).toEqual({ met: true, missBy: 0 });
    expect(verdict(1, 2, { atLeast: true })).toEqual({ met: false, missBy: 1 });
  });
});
