import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gateEvidence, noTestsRan, noTestsRanReason } from '../../lib/gate/index.js';

const log = (name: string): string => readFileSync(new URL(`../fixtures/gate-logs/${name}.log`, import.meta.url), 'utf8');

// Each log in test/fixtures/gate-logs/, with what it shows (hand-derived: the line that decides).
const CORPUS: ReadonlyArray<[file: string, argv: string[], kind: string, runner: string | null, line: string | null]> = [
  ['node-test-zero', ['npm', 'test'], 'no-tests-ran', 'node --test', 'ℹ tests 0'],
  ['node-test-tap-zero', ['node', '--test'], 'no-tests-ran', 'node --test', '# tests 0'],
  ['node-test-ran', ['npm', 'test'], 'tests-ran', 'node --test', 'ℹ tests 2'],
  ['vitest-zero', ['npx', 'vitest', 'run', '--passWithNoTests'], 'no-tests-ran', 'vitest', 'No test files found, exiting with code 0'],
  ['vitest-ran', ['npx', 'vitest', 'run'], 'tests-ran', 'vitest', 'Test Files  2 passed (2)'],
  ['vitest-failed', ['npx', 'vitest', 'run'], 'tests-ran', 'vitest', 'Test Files  1 failed (1)'],
  ['jest-zero', ['npm', 'test'], 'no-tests-ran', 'jest', 'No tests found, exiting with code 0'],
  ['jest-ran', ['npx', 'jest'], 'tests-ran', 'jest', 'Tests:       2 passed, 2 total'],
  ['mocha-zero', ['npx', 'mocha'], 'no-tests-ran', 'mocha', '0 passing (2ms)'],
  ['mocha-failing', ['npx', 'mocha'], 'tests-ran', 'mocha', '1 failing'],
  ['mocha-pending', ['npx', 'mocha'], 'no-tests-ran', 'mocha', '0 passing (3ms)'],
  ['pytest-zero', ['pytest'], 'no-tests-ran', 'pytest', 'collected 0 items'],
  ['pytest-deselected', ['pytest', '-k', 'slow'], 'no-tests-ran', 'pytest', '============================ 4 deselected in 0.02s ============================='],
  ['pytest-ran', ['pytest'], 'tests-ran', 'pytest', 'collected 12 items'],
  // "0 failed" is no evidence of nothing run when the same line says 12 passed.
  ['pytest-zero-failed-twelve-passed', ['pytest', '-q'], 'tests-ran', 'pytest', '0 failed, 12 passed in 0.05s'],
  ['go-no-test-files', ['go', 'test', './...'], 'no-tests-ran', 'go test', '?   \texample.com/sum\t[no test files]'],
  ['go-no-tests-to-run', ['go', 'test', '-run', 'TestNothing', './...'], 'no-tests-ran', 'go test', 'testing: warning: no tests to run'],
  ['go-ran', ['go', 'test', './...'], 'tests-ran', 'go test', 'ok  \texample.com/sum\t0.003s'],
  ['go-ran-verbose', ['go', 'test', '-v', './...'], 'tests-ran', 'go test', '--- PASS: TestSum (0.00s)'],
  ['cargo-zero', ['cargo', 'test'], 'no-tests-ran', 'cargo test', 'running 0 tests'],
  ['cargo-doc-tests-only', ['cargo', 'test'], 'tests-ran', 'cargo test', 'running 2 tests'],
  ['unittest-zero', ['python3', '-m', 'unittest'], 'no-tests-ran', 'unittest', 'Ran 0 tests in 0.000s'],
  ['unittest-ran', ['python3', '-m', 'unittest'], 'tests-ran', 'unittest', 'Ran 4 tests in 0.001s'],
  ['rspec-zero', ['bundle', 'exec', 'rspec'], 'no-tests-ran', 'rspec', '0 examples, 0 failures'],
  ['rspec-ran', ['bundle', 'exec', 'rspec'], 'tests-ran', 'rspec', '3 examples, 0 failures'],
  ['phpunit-zero', ['vendor/bin/phpunit'], 'no-tests-ran', 'phpunit', 'No tests executed!'],
  ['phpunit-ran', ['vendor/bin/phpunit'], 'tests-ran', 'phpunit', 'OK (3 tests, 5 assertions)'],
  ['dotnet-zero', ['dotnet', 'test'], 'no-tests-ran', 'dotnet test', null],
  ['dotnet-ran', ['dotnet', 'test'], 'tests-ran', 'dotnet test', null],
  ['maven-zero', ['mvn', '-q', 'test'], 'no-tests-ran', 'maven', '[INFO] No tests to run.'],
  ['maven-ran', ['mvn', 'test'], 'tests-ran', 'maven', null],
  ['ctest-zero', ['ctest', '--test-dir', 'build'], 'no-tests-ran', 'ctest', 'No tests were found!!!'],
  ['plain-line-zero', ['./run-tests'], 'no-tests-ran', 'test runner', 'result: 0 passed, 0 failed'],
  ['plain-line-ran', ['./run-tests'], 'tests-ran', 'test runner', 'result: 12 passed, 0 failed, 1 skipped'],
  // A gate that runs two runners: one of them ran a test, so tests ran.
  ['monorepo-mixed', ['npm', 'test', '--workspaces'], 'tests-ran', 'node --test', 'ℹ tests 1'],
  ['build-only', ['npm', 'run', 'build'], 'unknown', null, null],
  ['eslint-clean', ['npm', 'run', 'lint'], 'unknown', null, null],
];

describe('gateEvidence: the corpus of runner logs', () => {
  for (const [file, argv, kind, runner, line] of CORPUS) {
    it(`${file}: ${kind}${runner === null ? '' : ` (${runner})`}`, () => {
      const evidence = gateEvidence(log(file), argv);
      expect(evidence.kind).toBe(kind);
      expect(evidence.runner).toBe(runner);
      if (line !== null) expect(evidence.line).toBe(line);
      if (kind === 'unknown') expect(evidence.line).toBeNull();
      else expect(evidence.line).not.toBeNull();
    });
  }

  it('covers every runner of the table with a zero case and a ran case', () => {
    const zero = new Set(CORPUS.filter((c) => c[2] === 'no-tests-ran').map((c) => c[3]));
    const ran = new Set(CORPUS.filter((c) => c[2] === 'tests-ran').map((c) => c[3]));
    for (const r of ['node --test', 'vitest', 'jest', 'mocha', 'pytest', 'go test', 'cargo test', 'unittest', 'rspec', 'phpunit', 'dotnet test', 'maven']) {
      expect(zero.has(r), `${r} zero`).toBe(true);
      expect(ran.has(r), `${r} ran`).toBe(true);
    }
  });
});

describe('gateEvidence: sloppy and hostile output', () => {
  it('reads colour codes and CRLF line ends', () => {
    expect(gateEvidence('\u001b[32mℹ tests 0\u001b[39m\r\nℹ pass 0\r\n', null)).toEqual({ kind: 'no-tests-ran', runner: 'node --test', line: 'ℹ tests 0' });
  });

  it('a line that only mentions the words is no evidence', () => {
    expect(gateEvidence('echo "no tests ran yesterday"\nwe have 0 passing grades\n', ['make'])).toEqual({ kind: 'unknown', runner: null, line: null });
    expect(gateEvidence('', ['npm', 'test']).kind).toBe('unknown');
  });

  it('prefers the runner the argv names when several said none', () => {
    const text = 'running 0 tests\nRan 0 tests in 0.000s\n';
    expect(gateEvidence(text, ['python3', '-m', 'unittest']).runner).toBe('unittest');
    expect(gateEvidence(text, ['cargo', 'test']).runner).toBe('cargo test');
    expect(gateEvidence(text, null).runner).toBe('cargo test');
  });

  it('any test that ran wins, wherever it is in the log', () => {
    const text = `running 3 tests\n${'noise\n'.repeat(10_000)}running 0 tests\n`;
    expect(gateEvidence(text, ['cargo', 'test']).kind).toBe('tests-ran');
  });

  it('a long log of blank lines is read in linear time (no catastrophic backtracking)', () => {
    const text = `${' \n'.repeat(200_000)}ℹ tests 0\n`;
    expect(gateEvidence(text, null).kind).toBe('no-tests-ran');
  });

  it('cuts the evidence line', () => {
    const line = `No tests found, ${'x'.repeat(500)}`;
    expect(gateEvidence(line, null).line).toHaveLength(200);
  });
});

describe('noTestsRan: which exit codes it applies to', () => {
  it('exit 0 with no-tests evidence', () => {
    expect(noTestsRan(log('node-test-zero'), 0, ['npm', 'test'])?.runner).toBe('node --test');
  });

  it("pytest's exit 5 (no tests collected) counts, other failures stay plain failures", () => {
    expect(noTestsRan(log('pytest-zero'), 5, ['pytest'])?.kind).toBe('no-tests-ran');
    expect(noTestsRan(log('unittest-zero'), 5, ['python3', '-m', 'unittest'])?.kind).toBe('no-tests-ran');
    expect(noTestsRan(log('pytest-zero'), 1, ['pytest'])).toBeNull();
    expect(noTestsRan(log('vitest-zero'), 1, ['npx', 'vitest'])).toBeNull();
    expect(noTestsRan(log('node-test-zero'), 5, ['npm', 'test'])).toBeNull();
  });

  it('no marker, tests that ran, or no summary: not applicable', () => {
    expect(noTestsRan(log('node-test-zero'), null, null)).toBeNull();
    expect(noTestsRan(log('node-test-ran'), 0, null)).toBeNull();
    expect(noTestsRan(log('build-only'), 0, null)).toBeNull();
  });

  it('the reason says plainly that nothing was tested and what to do', () => {
    const reason = noTestsRanReason('npm test', 0, { runner: 'node --test', line: 'ℹ tests 0' });
    expect(reason).toBe(
      'gate `npm test` exited 0 but ran no tests (no-tests-ran: node --test printed `ℹ tests 0`). ' +
        "A gate that tests nothing is not a pass: add tests for this phase's work, or wire the existing tests up so that this command runs them.",
    );
  });
});
