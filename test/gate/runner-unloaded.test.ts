// Test files the runner could not load, read from real logs (test/fixtures/runner-reports/,
// captured on this machine: node 20.20 --test, pytest 9.0, python 3.11 unittest, vitest 4.1,
// jest 30.5, go 1.19, cargo 1.95), and how the baseline judges them. Expectations hand-read
// from each log.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runnerReport } from '../../lib/gate/runner-report.js';
import { judgeTests, reportRecord } from '../../lib/gate/test-verdict.js';

const log = (name: string): string => readFileSync(new URL(`../fixtures/runner-reports/${name}.log`, import.meta.url), 'utf8');
const report = (name: string) => runnerReport(log(name));

// [file, runner, total, passed, failed, skipped, todo, names or null, unloaded]
const LOGS: ReadonlyArray<[string, string, number, number, number, number, number, string[] | null, string[]]> = [
  // `# tests 2`, `# fail 1`: the failing point is the file sum.test.js (Cannot find module './sum.js'), not a test.
  ['node-tap-unloaded', 'node --test', 1, 1, 0, 0, 0, ['other'], ['/tmp/cap/node/sum.test.js']],
  ['node-spec-unloaded', 'node --test', 1, 1, 0, 0, 0, ['other'], ['/tmp/cap/node/sum.test.js']],
  // `# tests 5`, `# fail 3`: two file points (a crash after its test, an ESM import that fails) and one real failing test.
  ['node-tap-file-failures', 'node --test', 3, 2, 1, 0, 0, ['first', 'bad', 'good'], ['/tmp/cap/node2/crash-after.test.js', '/tmp/cap/node2/syntax.test.mjs']],
  ['node-spec-file-failures', 'node --test', 3, 2, 1, 0, 0, ['first', 'bad', 'good'], ['/tmp/cap/node2/crash-after.test.js', '/tmp/cap/node2/syntax.test.mjs']],
  // pytest stops at a collection error: `1 error` is the file, no test ran.
  ['pytest-unloaded', 'pytest', 0, 0, 0, 0, 0, [], ['tests/test_x.py']],
  ['pytest-v-unloaded', 'pytest', 0, 0, 0, 0, 0, [], ['tests/test_x.py']],
  ['pytest-q-unloaded', 'pytest', 0, 0, 0, 0, 0, [], ['tests/test_x.py']],
  // --continue-on-collection-errors: `2 passed, 1 error`, the error is the file.
  ['pytest-v-continue-unloaded', 'pytest', 2, 2, 0, 0, 0, ['tests/test_ok.py::test_one', 'tests/test_ok.py::test_two'], ['tests/test_x.py']],
  // --tb=no -rN prints no file name, only `Interrupted: 1 error during collection`.
  ['pytest-q-tbno-unloaded', 'pytest', 0, 0, 0, 0, 0, [], ['(a test module pytest could not collect, 1)']],
  // `Ran 3 tests`, `FAILED (errors=1, expected failures=1)`: the error is _FailedTest test_x, the expected failure is skipped.
  ['unittest-unloaded', 'unittest', 2, 1, 0, 1, 0, null, ['test_x']],
  ['unittest-v-unloaded', 'unittest', 2, 1, 0, 1, 0, ['test_known_bug (test_ok.T.test_known_bug)', 'test_one (test_ok.T.test_one)'], ['test_x']],
  ['unittest-named-unloaded', 'unittest', 0, 0, 0, 0, 0, [], ['test_x']],
  // vitest 4: the failed suite's test is not counted (`Tests  2 passed | 1 skipped | 1 todo (4)`).
  ['vitest-default-unloaded', 'vitest', 4, 2, 0, 1, 1, null, ['test/x.test.js']],
  ['vitest-verbose-unloaded', 'vitest', 4, 2, 0, 1, 1, ['test/ok.test.js > one', 'test/ok.test.js > two', 'test/ok.test.js > three', 'test/ok.test.js > four'], ['test/x.test.js']],
  // `Tests  no tests`: no summary of counts, the failed suite alone makes a report of zero tests.
  ['vitest-default-only-unloaded', 'vitest', 0, 0, 0, 0, 0, [], ['test/x.test.js']],
  ['jest-unloaded', 'jest', 3, 2, 0, 1, 0, null, ['test/x.test.js']],
  ['jest-v-unloaded', 'jest', 3, 2, 0, 1, 0, ['one', 'two', 'three'], ['test/x.test.js']],
  ['jest-only-unloaded', 'jest', 0, 0, 0, 0, 0, [], ['test/x.test.js']],
  // go 1.19: `ok example.com/calc`, `FAIL example.com/calc/mul [build failed]` (and `[setup failed]`): the failed build is no package run.
  ['go-unbuilt', 'go test (packages)', 1, 1, 0, 0, 0, null, ['example.com/calc/mul']],
  ['go-v-unbuilt', 'go test', 1, 1, 0, 0, 0, ['TestAdd'], ['example.com/calc/mul']],
  ['go-json-unbuilt', 'go test', 1, 1, 0, 0, 0, ['TestAdd'], ['example.com/calc/mul']],
  ['go-setup-failed', 'go test (packages)', 1, 1, 0, 0, 0, null, ['example.com/calc/imp', 'example.com/calc/mul']],
  // cargo stops before any test when a test target does not compile: no `test result:` line at all.
  ['cargo-unbuilt', 'cargo test', 0, 0, 0, 0, 0, [], ['calc (test "it")']],
];

describe('runnerReport: test files the runner could not load are not tests', () => {
  for (const [file, runner, total, passed, failed, skipped, todo, names, unloaded] of LOGS) {
    it(`${file}: ${runner}, ${total} tests, ${unloaded.length} not loaded`, () => {
      const r = report(file);
      expect([r?.runner, r?.total, r?.passed, r?.failed, r?.skipped, r?.todo]).toEqual([runner, total, passed, failed, skipped, todo]);
      expect(r?.tests?.map((t) => t.name) ?? null).toEqual(names);
      expect(r?.unloaded).toEqual(unloaded);
    });
  }

  it('a file that loads reports none: the mixed fixtures and a go package that failed its tests', () => {
    for (const f of ['node-tap-mixed', 'node-spec-mixed', 'pytest-v-mixed', 'unittest-v-mixed', 'go-packages-mixed', 'go-json-mixed']) expect(report(f)?.unloaded).toEqual([]);
  });

  it('go ≥1.24 -json (written from its documented FailedBuild field; go 1.19 here prints only the FAIL line): the package is not loaded', () => {
    const line = '{"Time":"2025-01-01T00:00:00Z","Action":"fail","Package":"example.com/calc/mul","Elapsed":0,"FailedBuild":"example.com/calc/mul [example.com/calc/mul.test]"}';
    expect(runnerReport(`${line}\n`)).toMatchObject({ runner: 'go test', total: 0, unloaded: ['example.com/calc/mul'] });
  });

  it('a hostile log costs linear time', () => {
    const spaces = ' '.repeat(200_000);
    const long = [`FAIL ${spaces}x`, `  ● Test suite failed to run`, `ERROR ${spaces}`, `test a${spaces} ... ok`, `_ ERROR collecting ${'_'.repeat(100_000)}x`, 'Tests:       0 total', '# tests 0'].join('\n');
    const t0 = Date.now();
    runnerReport(long);
    expect(Date.now() - t0).toBeLessThan(15_000); // quadratic would take minutes; a loaded machine seconds
  });

  it('a line that only looks like one is not trusted without its runner', () => {
    // pytest's short-summary form and node's file point need the runner's summary in the log.
    expect(runnerReport('ERROR tests/test_x.py\n')).toBeNull();
    expect(runnerReport('not ok 1 - /p/x.test.js\n')).toBeNull();
    // cargo's build of a binary (not a test target) that fails is a build failure, not a test file.
    expect(runnerReport('error: could not compile `calc` (bin "calc") due to 1 previous error\n')).toBeNull();
  });
});

describe('runner lines read as the runners mean them', () => {
  it("vitest's default reporter lists test files, not tests: counts only (even one file of one test)", () => {
    expect(report('vitest-default-pass')).toMatchObject({ runner: 'vitest', total: 3, passed: 3, tests: null });
    expect(report('vitest-default-one')).toMatchObject({ runner: 'vitest', total: 1, passed: 1, tests: null });
    expect(report('vitest-default-failed')).toMatchObject({ runner: 'vitest', total: 6, passed: 4, failed: 1, todo: 1, tests: null });
  });

  it('unittest: an expected failure is skipped, an unexpected success a failure', () => {
    expect(report('unittest-xfail-ok')).toMatchObject({ total: 3, passed: 1, failed: 0, skipped: 2 });
    expect(report('unittest-v-xfail-ok')?.tests?.map((t) => t.status)).toEqual(['skipped', 'skipped', 'passed']);
    expect(report('unittest-unexpected')).toMatchObject({ total: 3, passed: 1, failed: 2, skipped: 0 });
    expect(report('unittest-unexpected-only')).toMatchObject({ total: 2, passed: 1, failed: 1 });
    expect(report('unittest-v-unexpected')?.tests?.map((t) => [t.name, t.status])).toEqual([
      ['test_bad (test_m.T.test_bad)', 'failed'],
      ['test_fixed_bug (test_m.T.test_fixed_bug)', 'failed'],
      ['test_one (test_m.T.test_one)', 'passed'],
    ]);
    // An expected failure with exit 0 and nothing else run: nothing shown working.
    expect(judgeTests(runnerReport('x\n---\nRan 1 test in 0.000s\n\nOK (expected failures=1)\n'), { exitCode: 0, baseline: undefined, removalsAllowed: false }).reason).toBe('no-tests-ran');
  });

  it('pytest: xfailed counts as skipped, as its -v name does', () => {
    expect(runnerReport('==== 2 passed, 1 xfailed in 0.10s ====\n')).toMatchObject({ total: 3, passed: 2, skipped: 1 });
  });

  it("cargo: should_panic, ignored with a reason and doc-tests are named", () => {
    const r = report('cargo-mixed');
    expect([r?.total, r?.passed, r?.skipped]).toEqual([6, 4, 2]);
    expect(r?.tests?.map((t) => [t.name, t.status])).toEqual([
      ['tests::adds', 'passed'],
      ['tests::it_panics_with', 'passed'],
      ['tests::it_panics', 'passed'],
      ['tests::slow', 'skipped'],
      ['tests::slow_plain', 'skipped'],
      ['src/lib.rs - add (line 3)', 'passed'],
    ]);
  });
});

describe('judgeTests: the baseline of a file that did not load yet', () => {
  const after = (text: string) => runnerReport(text);
  const TAP_AFTER = 'TAP version 13\n# Subtest: other\nok 1 - other\n# Subtest: sum\nok 2 - sum\n1..2\n# tests 2\n# suites 0\n# pass 2\n# fail 0\n# cancelled 0\n# skipped 0\n# todo 0\n';

  it('its tests afterwards are new, not a removed test named by the file', () => {
    const base = reportRecord(report('node-tap-unloaded')!, true);
    expect(base).toMatchObject({ total: 1, tests: [{ name: 'other', status: 'passed' }], unloaded: ['/tmp/cap/node/sum.test.js'] });
    expect(judgeTests(after(TAP_AFTER), { exitCode: 0, baseline: base, removalsAllowed: false }).reason).toBeNull();
  });

  it('pytest, unittest, vitest, go, cargo: a baseline of files not yet runnable compares with nothing', () => {
    for (const f of ['pytest-unloaded', 'unittest-named-unloaded', 'vitest-default-only-unloaded', 'jest-only-unloaded', 'cargo-unbuilt']) {
      const base = reportRecord(report(f)!, true);
      expect(judgeTests(after('==== 1 passed in 0.10s ====\n'), { exitCode: 0, baseline: base, removalsAllowed: false }).reason).toBeNull();
    }
  });

  it('an exit-0 gate with a file that did not load fails as failing-tests-exit-0, naming it', () => {
    const j = judgeTests(report('node-tap-unloaded'), { exitCode: 0, baseline: undefined, removalsAllowed: false });
    expect([j.reason, j.tests]).toEqual(['failing-tests-exit-0', ['/tmp/cap/node/sum.test.js (did not load)']]);
    // Only files that did not load, no test at all: still failing-tests-exit-0, not no-tests-ran.
    expect(judgeTests(report('pytest-unloaded'), { exitCode: 0, baseline: undefined, removalsAllowed: false }).reason).toBe('failing-tests-exit-0');
  });

  it('a test file that passed at the baseline and no longer loads: its tests are removed (and the exit code fails the gate anyway)', () => {
    const base = reportRecord(after(TAP_AFTER)!, true);
    const j = judgeTests(report('node-tap-unloaded'), { exitCode: 1, baseline: base, removalsAllowed: false });
    expect([j.reason, j.tests]).toEqual(['tests-removed', ['sum']]);
  });

  it('a record keeps no unloaded key when every file loaded (as records written before the field)', () => {
    const old = reportRecord(after(TAP_AFTER)!, true);
    expect('unloaded' in old).toBe(false);
    expect(judgeTests(after(TAP_AFTER), { exitCode: 0, baseline: old, removalsAllowed: false }).reason).toBeNull();
  });
});
