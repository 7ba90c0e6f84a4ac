import { describe, expect, it } from 'vitest';
import { FINGERPRINT_CHARS, gateFingerprint } from '../../lib/gate/index.js';

const vitestRun = (ms: number, secs: string, clock: string, tmp: string, failure: string): string =>
  [
    '\u001b[1m\u001b[46m RUN \u001b[49m v4.1.12 /repo',
    ` \u001b[31m×\u001b[39m test/a.test.ts > adds (${ms}ms)`,
    `   → ${failure}`,
    `   at /tmp/${tmp}/src/a.ts:3:9`,
    ' Test Files  1 failed (1)',
    `   Start at  ${clock}`,
    `   Duration  ${secs}s (transform ${ms + 4}ms, setup 0ms)`,
    '',
  ].join('\r\n');

describe('gateFingerprint', () => {
  it('normalizes to a literal', () => {
    expect(
      gateFingerprint('\u001b[31m FAIL  src/a.test.ts > adds (12ms)\u001b[0m\n  at /tmp/vitest-abc123/src/a.ts:3:9\n Duration  1.23s (started at 04:08:04)\n'),
    ).toBe('FAIL src/a.test.ts > adds (<dur>) at <tmp>/src/a.ts:3:9 Duration <dur> (started at <time>)');
    expect(gateFingerprint('Segfault at 0x7ffd1234 on 2026-11-30T04:07:49.123Z, build 3f2a9c0d1e2b3c4d5e6f')).toBe(
      'Segfault at 0x<hex> on <time>, build <hex>',
    );
    expect(gateFingerprint('took 2.5 seconds in /var/folders/ab/xy12/T/tmp.Q1/x.js')).toBe('took <dur> in <tmp>/x.js');
  });

  it('is equal for two runs that differ only in timings, clocks and temp dirs', () => {
    const a = gateFingerprint(vitestRun(12, '1.23', '04:08:04', 'vitest-aaa111', 'expected 3 to be 4'));
    const b = gateFingerprint(vitestRun(987, '14.01', '11:59:59', 'vitest-zzz999', 'expected 3 to be 4'));
    expect(a).toBe(b);
    expect(a).toContain('expected 3 to be 4');
  });

  it('differs for different failures', () => {
    const a = gateFingerprint(vitestRun(12, '1.23', '04:08:04', 'x', 'expected 3 to be 4'));
    const b = gateFingerprint(vitestRun(12, '1.23', '04:08:04', 'x', 'expected 3 to be 5'));
    expect(a).not.toBe(b);
    expect(gateFingerprint('error TS2322 in a.ts:3')).not.toBe(gateFingerprint('error TS2322 in a.ts:4'));
  });

  it('keeps the last 1,000 characters and is stable', () => {
    const long = `start ${'word '.repeat(1000)}end`;
    const fp = gateFingerprint(long);
    expect(FINGERPRINT_CHARS).toBe(1000);
    expect(fp.length).toBe(1000);
    expect(fp.endsWith('word end')).toBe(true);
    expect(gateFingerprint(long)).toBe(fp);
    expect(gateFingerprint('')).toBe('');
  });
});
