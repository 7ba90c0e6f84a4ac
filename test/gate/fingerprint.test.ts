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

describe('gateFingerprint: volatile parts of real runners', () => {
  it('replaces TAP and node --test timings, npm log names, jest times and pids by literals', () => {
    expect(gateFingerprint('not ok 1 - adds\n  ---\n  duration_ms: 1.2\n  ...\n# duration_ms 12.34\nℹ duration_ms 123.4')).toBe(
      'not ok 1 - adds --- duration_ms <dur> ... # duration_ms <dur> ℹ duration_ms <dur>',
    );
    expect(gateFingerprint('npm error A complete log of this run can be found in: /root/.npm/_logs/2026-12-01T10_11_12_345Z-debug-0.log')).toBe(
      'npm error A complete log of this run can be found in: /root/.npm/_logs/<time>-debug-0.log',
    );
    expect(gateFingerprint('Tests:       1 failed, 2 passed, 3 total\nTime:        1.234 s, estimated 2 s')).toBe(
      'Tests: 1 failed, 2 passed, 3 total Time: <dur>, estimated <dur>',
    );
    expect(gateFingerprint('worker pid 1234 exited; PID: 99 killed; pid=7')).toBe('worker pid <pid> exited; PID <pid> killed; pid <pid>');
    expect(gateFingerprint('real\t0m1.234s\n--- FAIL: TestAdd (0.00s)\nFAIL\tgithub.com/a/b\t1m2.5s')).toBe(
      'real <dur> --- FAIL: TestAdd (<dur>) FAIL github.com/a/b <dur>',
    );
  });

  const pairs: Record<string, (t: string, n: string, failing: string) => string> = {
    'node --test (TAP)': (t, n, failing) =>
      [
        `not ok 1 - ${failing}`,
        '  ---',
        `  duration_ms: ${t}`,
        "  failureType: 'testCodeFailure'",
        "  error: 'Expected values to be strictly equal:\\n\\n3 !== 4\\n'",
        `  location: '/repo/test/a.test.js:${n}:3'`,
        '  ...',
        '1..1',
        '# tests 1',
        '# fail 1',
        `# duration_ms ${t}9`,
        `ℹ duration_ms ${t}1`,
      ].join('\n'),
    'npm run test failing': (t, n, failing) =>
      [
        `FAIL test/a.test.ts > ${failing}`,
        `AssertionError: expected 3 to be 4 at test/a.test.ts:${n}:7`,
        `Duration  ${t}s (transform ${t}ms, setup 0ms, collect ${t}ms, tests ${t}ms)`,
        'npm error code 1',
        `npm error A complete log of this run can be found in: /root/.npm/_logs/2026-12-01T10_${t.replace('.', '').slice(-2)}_12_345Z-debug-0.log`,
      ].join('\n'),
    jest: (t, n, failing) =>
      [
        `  ● ${failing}`,
        `    at Object.<anonymous> (src/a.test.js:${n}:19)`,
        'Tests:       1 failed, 2 passed, 3 total',
        `Time:        ${t} s`,
        'Ran all test suites.',
      ].join('\n'),
    mocha: (t, n, failing) =>
      [`  ✓ parses (${t}ms)`, `  1) ${failing}`, `  1 passing (${t}ms)`, '  1 failing', `      at Context.<anonymous> (test/a.js:${n}:12)`].join('\n'),
    pytest: (t, n, failing) => [`FAILED tests/test_a.py::${failing} - assert 3 == 4`, `tests/test_a.py:${n}: AssertionError`, `1 failed, 2 passed in ${t}s`].join('\n'),
    'go test': (t, n, failing) =>
      [`--- FAIL: ${failing} (${t}s)`, `    a_test.go:${n}: got 3, want 4`, 'FAIL', `FAIL\texample.com/a\t${t}s`, `ok  \texample.com/b\t${t}s`].join('\n'),
    cargo: (t, n, failing) =>
      [`test ${failing} ... FAILED`, `thread 'main' panicked at src/lib.rs:${n}:5 (pid ${t.replace('.', '')})`, `test result: FAILED. 1 passed; 1 failed; finished in ${t}s`].join('\n'),
  };

  for (const [runner, run] of Object.entries(pairs)) {
    it(`${runner}: the same failure with other timings is the same; another test or line is not`, () => {
      const a = gateFingerprint(run('0.12', '10', 'TestAdd'));
      expect(gateFingerprint(run('47.05', '10', 'TestAdd'))).toBe(a);
      expect(gateFingerprint(run('0.12', '11', 'TestAdd'))).not.toBe(a);
      expect(gateFingerprint(run('0.12', '10', 'TestSub'))).not.toBe(a);
    });
  }
});
