// The words of a failed attempt (lib/text/attempt-failure.ts): the engine records a code and its
// data; these are the sentences the retry's task, the chat, status and the summary say for them.
import { describe, expect, it } from 'vitest';
import type { AttemptFailure } from '../../lib/schema/run.js';
import { attemptFailureText, failedOutsideScope } from '../../lib/text/attempt-failure.js';

const gate = (exitCode: number, reason: Extract<AttemptFailure, { code: 'gate-evidence' }>['reason'], evidence: Extract<AttemptFailure, { code: 'gate-evidence' }>['evidence']): AttemptFailure => ({
  code: 'gate-evidence',
  command: 'npm test',
  exitCode,
  reason,
  evidence,
});

describe('a failed attempt in words', () => {
  it('a gate that exited, timed out, or failed on its evidence', () => {
    expect(attemptFailureText({ code: 'gate-failed', command: 'pytest -q', exitCode: 4 })).toBe('gate `pytest -q` exited 4');
    expect(attemptFailureText({ code: 'gate-failed', command: 'npm test', exitCode: null })).toBe('gate `npm test` exited ?');
    expect(attemptFailureText({ code: 'gate-timed-out', command: 'npm test', timeoutSeconds: 600 })).toBe('gate `npm test` timed out after 10m');
    expect(attemptFailureText(gate(0, 'no-tests-ran', { runner: 'node --test', line: 'ℹ tests 0' }))).toBe(
      'gate `npm test` exited 0 but ran no tests (no-tests-ran: node --test printed `ℹ tests 0`). ' +
        "A gate that tests nothing is not a pass: add tests for this phase's work, or wire the existing tests up so that this command runs them.",
    );
    expect(attemptFailureText(gate(0, 'no-tests-ran', { runner: 'vitest', line: 'No test files found, exiting with code 0', counts: { before: 3, after: 0 } }))).toBe(
      'gate `npm test` exited 0 but ran no tests (no-tests-ran: vitest printed `No test files found, exiting with code 0`). These tests ran at the baseline and no longer run: ' +
        '3 of the 3 tests that ran at the baseline. RESTORE them (undo the skip, todo, filter, config or deletion); do not replace them with new tests.',
    );
    expect(attemptFailureText(gate(0, 'tests-removed', { runner: 'node --test', line: '# tests 3', tests: ['sub subtracts'] }))).toBe(
      'gate `npm test` exited 0 but tests that ran at the baseline are gone (tests-removed: node --test printed `# tests 3`): `sub subtracts`. ' +
        'RESTORE them; a phase whose work removes tests says so in the PRD (`Removes-Tests: true`).',
    );
    expect(attemptFailureText(gate(0, 'failing-tests-exit-0', { runner: 'node --test', line: '# tests 4', tests: ['div divides', 'mul works'] }))).toBe(
      'gate `npm test` exited 0 but its runner reports failing tests (failing-tests-exit-0: node --test printed `# tests 4`): `div divides`, `mul works`. ' +
        'A gate that hides failures is not a pass: make these tests pass, and remove whatever makes the command exit 0 over failures (`|| true`, an exit code override).',
    );
    expect(attemptFailureText(gate(0, 'test-report-lost', { runner: null, line: null, counts: { before: 3, after: 0 } }))).toBe(
      'gate `npm test` exited 0 but printed no test runner report, while at the baseline it reported 3 tests run (test-report-lost). ' +
        "RESTORE the command's test run (package.json scripts, runner config); an `exit 0` or `echo` in place of the tests is not a pass.",
    );
    expect(attemptFailureText(gate(1, 'tests-skipped', { runner: 'node --test', line: '# tests 3', tests: ['sub subtracts'], failedBefore: ['div divides'] }))).toBe(
      'gate `npm test` exited 1 but tests that ran at the baseline are now skipped or todo (tests-skipped: node --test printed `# tests 3`): `sub subtracts`. ' +
        'RESTORE them: remove the skip, todo or filter. (`div divides` failed at the baseline too: not held against this attempt)',
    );
    expect(attemptFailureText(gate(1, 'tests-regressed', { runner: 'node --test', line: '# tests 3', tests: ['add adds'], failedBefore: ['div divides'] }))).toBe(
      'gate `npm test` exited 1; tests that passed at the baseline now fail (tests-regressed: node --test printed `# tests 3`): `add adds`. ' +
        'Fix the code so that they pass again; do not edit the tests to match the code. (`div divides` failed at the baseline too: not held against this attempt)',
    );
    expect(attemptFailureText(gate(1, 'tests-removed', { runner: null, line: null, counts: { before: 5, after: 3 } }))).toContain('2 of the 5 tests that ran at the baseline');
  });

  it('files changed that the attempt may not change', () => {
    expect(attemptFailureText({ code: 'outside-scope', files: ['package.json'], more: 0, role: 'work', earlier: true })).toBe(
      "changed files outside the phase's Files: scope: package.json (changed since the phase started, perhaps by an earlier attempt; revert what does not belong to the phase)",
    );
    expect(attemptFailureText({ code: 'outside-scope', files: ['stray.txt'], more: 2, role: 'fix', earlier: false })).toBe(
      "changed files outside the phase's Files: scope: stray.txt and 2 more (changed since this fix cycle started; revert what does not belong to the phase)",
    );
    expect(attemptFailureText({ code: 'read-only-changed', files: ['src/a.ts'], more: 0, role: 'review', phaseType: 'impl' })).toBe(
      'a read-only review phase changed files: src/a.ts (changed since this review cycle started; revert them)',
    );
    expect(attemptFailureText({ code: 'read-only-changed', files: ['a.md'], more: 0, role: 'work', phaseType: 'extract' })).toBe(
      'a read-only extract phase changed files: a.md (changed since the phase started; revert them)',
    );
  });

  it("a result that is not done work: unmet criteria, unreadable, refused, late, or ERROR", () => {
    expect(attemptFailureText({ code: 'acceptance-unmet', criteria: ['"A" is marked not met', '"B" is not assessed in the result'] })).toBe(
      'acceptance criteria not met: "A" is marked not met; "B" is not assessed in the result',
    );
    expect(attemptFailureText({ code: 'invalid-result', problems: ['r.json: not a result envelope', 'x'] })).toBe('the result file is not a valid result: r.json: not a result envelope; x');
    expect(attemptFailureText({ code: 'result-refused', problem: 'collector: the child was killed' })).toBe('collector: the child was killed');
    expect(attemptFailureText({ code: 'timed-out', timeoutSeconds: 1800 })).toBe('the sub-agent wrote no result within its 30m budget (timed out)');
    expect(attemptFailureText({ code: 'error-reported', summary: 'The build tool is missing.' })).toBe('the sub-agent reported ERROR: The build tool is missing.');
    expect(attemptFailureText({ code: 'error-reported', summary: null })).toBe('the sub-agent reported ERROR: (no summary)');
  });

  it("an older log's sentence is said as it was logged, and still read for its scope", () => {
    expect(attemptFailureText('gate `make` exited 2')).toBe('gate `make` exited 2');
    expect(attemptFailureText({ code: 'text', text: 'gate `make` exited 2' })).toBe('gate `make` exited 2');
    expect(failedOutsideScope({ code: 'text', text: "changed files outside the phase's Files: scope: x" })).toBe(true);
    expect(failedOutsideScope({ code: 'outside-scope', files: ['x'], more: 0, role: 'work', earlier: false })).toBe(true);
    expect(failedOutsideScope({ code: 'gate-failed', command: 'make', exitCode: 2 })).toBe(false);
  });
});
