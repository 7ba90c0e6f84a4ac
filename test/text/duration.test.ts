// The one wording of a duration (lib/text/duration.ts, issue 27 item 7): literal outputs.

import { describe, expect, it } from 'vitest';
import { formatDuration, formatLeft, formatMinutes } from '../../lib/text/index.js';

describe('formatDuration', () => {
  it('reads like a stopwatch, trailing zero parts left out', () => {
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(45)).toBe('45s');
    expect(formatDuration(245)).toBe('4m 05s');
    expect(formatDuration(600)).toBe('10m');
    expect(formatDuration(900)).toBe('15m');
    expect(formatDuration(3600)).toBe('1h');
    expect(formatDuration(3720)).toBe('1h 02m');
    expect(formatDuration(3725)).toBe('1h 02m 05s');
    expect(formatDuration(3605)).toBe('1h 00m 05s');
    expect(formatDuration(90_000)).toBe('25h');
  });

  it('drops fractions and reads a negative span as 0s', () => {
    expect(formatDuration(59.9)).toBe('59s');
    expect(formatDuration(-3)).toBe('0s');
  });
});

describe('formatMinutes', () => {
  it('gives seconds under a minute, then rounds to the nearest minute', () => {
    expect(formatMinutes(40)).toBe('40s');
    expect(formatMinutes(89)).toBe('1m');
    expect(formatMinutes(90)).toBe('2m');
    expect(formatMinutes(720)).toBe('12m');
    expect(formatMinutes(3 * 3600 + 5 * 60 + 20)).toBe('3h 05m');
    expect(formatMinutes(7200 + 10)).toBe('2h');
  });

  it('rounds up when asked', () => {
    expect(formatMinutes(61, Math.ceil)).toBe('2m');
  });
});

describe('formatLeft', () => {
  it('says an estimate: under a minute, then minutes rounded up', () => {
    expect(formatLeft(0)).toBe('<1m');
    expect(formatLeft(59)).toBe('<1m');
    expect(formatLeft(60)).toBe('~1m');
    expect(formatLeft(61)).toBe('~2m');
    expect(formatLeft(3900)).toBe('~1h 05m');
    expect(formatLeft(3600)).toBe('~1h');
  });
});

describe('the same words in a task and a timeout', () => {
  it("a spawn's time budget says 15m (was \"15 minutes\"), a gate's timeout 10m (was \"600 s\")", async () => {
    const { timeBody } = await import('../../lib/task/sections.js');
    expect(timeBody(900)).toBe('15m. If you cannot finish in time, write the result with status BLOCKED before it ends.');
    expect(timeBody(90)).toBe('1m 30s. If you cannot finish in time, write the result with status BLOCKED before it ends.');
  });
});
