import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runnerReport } from '../../lib/gate/runner-report.js';
import { judgeTests, reportRecord } from '../../lib/gate/test-verdict.js';

const report = (dir: string, name: string) => runnerReport(readFileSync(new URL(`../fixtures/${dir}/${name}.log`, import.meta.url), 'utf8'));

// Counts hand-read from each log: [file, runner, total, passed, failed, skipped, todo, names or null].
const LOGS: ReadonlyArray<[string, string, string, number, number, number, number, number, string[] | null]> = [
  // node --test 20, TAP: 5 tests (the suite is not one), `# pass 2`, `# fail 1`, 1 skipped, 1 todo.
  ['runner-reports', 'node-tap-mixed', 'node --test', 5, 2, 1, 1, 1, ['adds', 'skipped one', 'todo one', 'suite > inner fails', 'suite > inner ok']],
  ['runner-reports', 'node-spec-mixed', 'node --test', 5, 2, 1, 1, 1, ['adds', 'skipped one', 'todo one', 'suite > inner fails', 'suite > inner ok']],
  ['runner-reports', 'node-tap-two-files', 'node --test', 7, 4, 1, 1, 1, ['a', 'b', 'adds', 'skipped one', 'todo one', 'suite > inner fails', 'suite > inner ok']],
  ['runner-reports', 'pytest-mixed', 'pytest', 6, 2, 2, 2, 0, null],
  ['runner-reports', 'pytest-v-mixed', 'pytest', 6, 2, 2, 2, 0, ['test_m.py::test_ok', 'test_m.py::test_bad', 'test_m.py::test_skip', 'test_m.py::T::test_a', 'test_m.py::T::test_b', 'test_m.py::T::test_c']],
  ['runner-reports', 'unittest-mixed', 'unittest', 3, 1, 1, 1, 0, null],
  ['runner-reports', 'unittest-v-mixed', 'unittest', 3, 1, 1, 1, 0, ['test_a (test_m.T.test_a)', 'test_b (test_m.T.test_b)', 'test_c (test_m.T.test_c)']],
  ['gate-logs', 'node-test-ran', 'node --test', 2, 2, 0, 0, 0, ['adds two numbers', 'adds negatives']],
  ['gate-logs', 'vitest-failed', 'vitest', 3, 2, 1, 0, 0, null],
  ['gate-logs', 'jest-ran', 'jest', 2, 2, 0, 0, 0, ['adds 1 + 2 to equal 3', 'handles zero']],
  ['gate-logs', 'mocha-pending', 'mocha', 1, 0, 0, 1, 0, ['adds negatives']],
  ['gate-logs', 'pytest-ran', 'pytest', 12, 12, 0, 0, 0, null],
  ['gate-logs', 'unittest-ran', 'unittest', 4, 4, 0, 0, 0, null],
  ['gate-logs', 'go-ran-verbose', 'go test', 1, 1, 0, 0, 0, ['TestSum']],
  // go is not installed here: these two logs are written in go 1.22's formats (test2json events; the non-verbose package lines).
  // -json: TestAdd passed, TestMul/zero and TestMul failed, TestDiv skipped; the package's own fail event is no test.
  ['runner-reports', 'go-json-mixed', 'go test', 4, 1, 2, 1, 0, ['TestAdd', 'TestMul/zero', 'TestMul', 'TestDiv']],
  // Without -v: packages are counted (2 ok, 1 FAIL; [no test files] and [no tests to run] are not), no names.
  ['runner-reports', 'go-packages-mixed', 'go test (packages)', 3, 2, 1, 0, 0, null],
  // A plain non-verbose run: one package passed.
  ['gate-logs', 'go-ran', 'go test (packages)', 1, 1, 0, 0, 0, null],
  ['gate-logs', 'rspec-ran', 'rspec', 3, 3, 0, 0, 0, null],
  ['gate-logs', 'phpunit-ran', 'phpunit', 3, 3, 0, 0, 0, null],
  ['gate-logs', 'plain-line-ran', 'test runner', 13, 12, 0, 1, 0, null],
];

describe('runnerReport: what the runner says it did', () => {
  for (const [dir, file, runner, total, passed, failed, skipped, todo, names] of LOGS) {
    it(`${file}: ${runner} ${total} tests`, () => {
      const r = report(dir, file);
      expect(r).not.toBeNull();
      expect([r?.runner, r?.total, r?.passed, r?.failed, r?.skipped, r?.todo]).toEqual([runner, total, passed, failed, skipped, todo]);
      expect(r?.tests?.map((t) => t.name) ?? null).toEqual(names);
    });
  }

  it('reads the status of each named test', () => {
    expect(report('runner-reports', 'node-tap-mixed')?.tests?.map((t) => t.status)).toEqual(['passed', 'skipped', 'todo', 'failed', 'passed']);
    expect(report('runner-reports', 'pytest-v-mixed')?.tests?.map((t) => t.status)).toEqual(['passed', 'failed', 'skipped', 'passed', 'skipped', 'failed']);
  });

  it('no report from a build, a linter or an echo', () => {
    expect(report('gate-logs', 'build-only')).toBeNull();
    expect(report('gate-logs', 'eslint-clean')).toBeNull();
    expect(runnerReport('ok\n')).toBeNull();
    expect(runnerReport('')).toBeNull();
  });

  it('every test skipped: counted, none ran (vitest, jest, pytest, node)', () => {
    expect(runnerReport(' Test Files  1 skipped (1)\n      Tests  3 skipped (3)\n')).toMatchObject({ runner: 'vitest', total: 3, passed: 0, skipped: 3 });
    expect(runnerReport('Tests:       3 skipped, 3 total\n')).toMatchObject({ runner: 'jest', total: 3, passed: 0, skipped: 3 });
    expect(runnerReport('============================== 3 skipped in 0.01s ==============================\n')).toMatchObject({ runner: 'pytest', total: 3, passed: 0, skipped: 3 });
    expect(runnerReport('# tests 3\n# suites 0\n# pass 0\n# fail 0\n# cancelled 0\n# skipped 0\n# todo 3\n')).toMatchObject({ total: 3, passed: 0, todo: 3 });
  });

  it('cargo test sums its test binaries; names only when every test is named', () => {
    const log = [
      'running 2 tests',
      'test tests::adds ... ok',
      'test tests::slow ... ignored',
      '',
      'test result: ok. 1 passed; 0 failed; 1 ignored; 0 measured; 0 filtered out; finished in 0.00s',
      '',
      '   Doc-tests sum',
      'running 1 test',
      'test src/lib.rs - add (line 3) ... ok',
      'test result: ok. 1 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.20s',
    ].join('\n');
    const r = runnerReport(log);
    expect([r?.runner, r?.total, r?.passed, r?.skipped]).toEqual(['cargo test', 3, 2, 1]);
    // A doc-test's name has spaces (`src/lib.rs - add (line 3)`): read whole, so every test is named.
    expect(r?.tests?.map((t) => t.name)).toEqual(['tests::adds', 'tests::slow', 'src/lib.rs - add (line 3)']);
  });

  it('a hostile log costs linear time', () => {
    const long = `${'ok 1 - '.repeat(20_000)}\n${'# tests '.repeat(5000)}\n`;
    const t0 = Date.now();
    runnerReport(long);
    expect(Date.now() - t0).toBeLessThan(15_000); // quadratic would take minutes; a loaded machine seconds
  });
});

const base = (names: [string, 'passed' | 'failed' | 'skipped' | 'todo'][]) =>
  reportRecord(
    {
      runner: 'node --test',
      line: `# tests ${names.length}`,
      total: names.length,
      passed: names.filter((n) => n[1] === 'passed').length,
      failed: names.filter((n) => n[1] === 'failed').length,
      skipped: names.filter((n) => n[1] === 'skipped').length,
      todo: names.filter((n) => n[1] === 'todo').length,
      tests: names.map(([name, status]) => ({ name, status })),
      unloaded: [],
    },
    true,
  );
const tap = (lines: string[], counts: string): string => `TAP version 13\n${lines.join('\n')}\n${counts}`;
const counts = (t: number, p: number, f: number, s = 0, d = 0): string => `# tests ${t}\n# pass ${p}\n# fail ${f}\n# cancelled 0\n# skipped ${s}\n# todo ${d}\n`;

describe('judgeTests: the report against the exit code and the baseline', () => {
  const BASE = base([['adds', 'passed'], ['subtracts', 'passed'], ['divides', 'failed']]);
  const judge = (log: string, exitCode: number, baseline = BASE as typeof BASE | null | undefined, removalsAllowed = false) =>
    judgeTests(runnerReport(log), { exitCode, baseline, removalsAllowed });

  it('failing tests with exit 0: failing-tests-exit-0, naming them', () => {
    const j = judge(tap(['ok 1 - adds', 'not ok 2 - subtracts', 'not ok 3 - divides'], counts(3, 1, 2)), 0);
    expect([j.reason, j.tests]).toEqual(['failing-tests-exit-0', ['subtracts', 'divides']]);
  });

  it('every test skipped or todo with exit 0: no-tests-ran, naming the baseline tests that no longer run', () => {
    const j = judge(tap(['ok 1 - adds # SKIP', 'ok 2 - subtracts # TODO', 'ok 3 - divides # SKIP'], counts(3, 0, 0, 2, 1)), 0);
    expect([j.reason, j.tests, j.counts]).toEqual(['no-tests-ran', ['adds', 'subtracts', 'divides'], { before: 3, after: 0 }]);
  });

  it('a baseline test gone: tests-removed; now skipped: tests-skipped; passed then failed: tests-regressed', () => {
    expect(judge(tap(['ok 1 - adds', 'not ok 2 - divides', 'ok 3 - trivial'], counts(3, 2, 1)), 1).reason).toBe('tests-removed');
    const removed = judge(tap(['ok 1 - adds', 'ok 2 - trivial'], counts(2, 2, 0)), 0);
    expect([removed.reason, removed.tests]).toEqual(['tests-removed', ['subtracts', 'divides']]);
    const skipped = judge(tap(['ok 1 - adds', 'ok 2 - subtracts # SKIP', 'ok 3 - divides'], counts(3, 2, 0, 1)), 0);
    expect([skipped.reason, skipped.tests]).toEqual(['tests-skipped', ['subtracts']]);
    const regressed = judge(tap(['ok 1 - adds', 'not ok 2 - subtracts', 'not ok 3 - divides'], counts(3, 1, 2)), 1);
    expect([regressed.reason, regressed.tests, regressed.failedBefore]).toEqual(['tests-regressed', ['subtracts'], ['divides']]);
  });

  it('go test without -v: a package whose tests all went away is tests-removed by count; a package failing with exit 0 is failing-tests-exit-0', () => {
    const base = reportRecord(runnerReport('ok  \texample.com/calc\t0.002s\nok  \texample.com/calc/sub\t0.001s\n')!, false);
    const after = judgeTests(runnerReport('ok  \texample.com/calc\t0.002s\n?   \texample.com/calc/sub\t[no test files]\n'), { exitCode: 0, baseline: base, removalsAllowed: false });
    expect([after.reason, after.counts]).toEqual(['tests-removed', { before: 2, after: 1 }]);
    const hidden = judgeTests(runnerReport('--- FAIL: TestMul (0.00s)\nFAIL\nFAIL\texample.com/calc\t0.002s\nok  \texample.com/calc/sub\t0.001s\n'), { exitCode: 0, baseline: base, removalsAllowed: false });
    expect(hidden.reason).toBe('failing-tests-exit-0');
  });

  it('a test that failed at the baseline and fails now is said, not held against the attempt', () => {
    const j = judge(tap(['ok 1 - adds', 'ok 2 - subtracts', 'not ok 3 - divides', 'ok 4 - new'], counts(4, 3, 1)), 1);
    expect([j.reason, j.failedBefore]).toEqual([null, ['divides']]);
  });

  it('a phase that declares it removes tests: removals reported, not failed', () => {
    const j = judge(tap(['ok 1 - adds', 'ok 2 - divides'], counts(2, 2, 0)), 0, BASE, true);
    expect([j.reason, j.allowed]).toEqual([null, ['subtracts']]);
  });

  it('the baseline had a report and this run has none: test-report-lost (exit 0 only)', () => {
    expect(judge('ok\n', 0)).toMatchObject({ reason: 'test-report-lost', counts: { before: 3, after: 0 } });
    expect(judge('sh: 1: node: not found\n', 127).reason).toBeNull();
    expect(judgeTests(null, { exitCode: 0, baseline: undefined, removalsAllowed: false }).reason).toBeNull();
    expect(judge('ok\n', 0, null).reason).toBeNull();
  });

  it('by count when names are missing: fewer run than at the baseline', () => {
    const counted = reportRecord({ runner: 'pytest', line: '3 passed in 0.1s', total: 3, passed: 3, failed: 0, skipped: 0, todo: 0, tests: null, unloaded: [] }, true);
    expect(judge('==== 2 passed in 0.1s ====\n', 0, counted)).toMatchObject({ reason: 'tests-removed', counts: { before: 3, after: 2 } });
    expect(judge('==== 2 passed, 1 skipped in 0.1s ====\n', 0, counted)).toMatchObject({ reason: 'tests-skipped', counts: { before: 3, after: 2 } });
    expect(judge('==== 5 passed in 0.1s ====\n', 0, counted).reason).toBeNull();
  });
});
