// Why an attempt failed, in one sentence: the words of the retry's task, the progress in the chat,
// an escalation's message, `status`, the summary and a resumed attempt's history alike. The engine
// records the failure as a code and its data (lib/schema/attempt-failure.ts); a sentence an older
// version logged is said as it was logged. Pure.

import type { AttemptFailure } from '../schema/attempt-failure.js';
import type { GateEvidenceRecord } from '../schema/run-base.js';
import { noTestsRanReason } from '../gate/evidence.js';
import { formatDuration } from './duration.js';
import { saysItself, spawnProblemText } from './spawn-problem.js';
import { unmetCriterionText } from './unmet-criterion.js';

type Of<C extends AttemptFailure['code']> = Extract<AttemptFailure, { code: C }>;

const quoted = (names: readonly string[]): string => names.map((t) => `\`${t}\``).join(', ');

const named = (tests: readonly string[] | undefined, counts: GateEvidenceRecord['counts']): string => {
  if (tests !== undefined && tests.length > 0) return quoted(tests);
  return counts === undefined ? 'some tests' : `${counts.before - counts.after} of the ${counts.before} tests that ran at the baseline`;
};

/** A gate that exited but failed on its runner's report or the baseline: what it did, and what to do. */
function evidenceWords(f: Of<'gate-evidence'>): string {
  const e = f.evidence;
  const gate = `gate \`${f.command}\` exited ${f.exitCode ?? '?'}`;
  const printed = e.line === null ? '' : `: ${e.runner ?? 'the runner'} printed \`${e.line}\``;
  const before = e.failedBefore === undefined ? '' : ` (${quoted(e.failedBefore)} failed at the baseline too: not held against this attempt)`;
  switch (f.reason) {
    case 'no-tests-ran':
      // Tests that ran before the run and no longer run were taken away: restore them, do not add new ones.
      if ((e.tests !== undefined && e.tests.length > 0) || (e.counts !== undefined && e.counts.before > 0)) {
        return `${gate} but ran no tests (no-tests-ran${printed}). These tests ran at the baseline and no longer run: ${named(e.tests, e.counts)}. RESTORE them (undo the skip, todo, filter, config or deletion); do not replace them with new tests.`;
      }
      return noTestsRanReason(f.command, f.exitCode, e);
    case 'failing-tests-exit-0':
      return `${gate} but its runner reports failing tests (failing-tests-exit-0${printed}): ${named(e.tests, undefined)}. A gate that hides failures is not a pass: make these tests pass, and remove whatever makes the command exit 0 over failures (\`|| true\`, an exit code override).`;
    case 'tests-removed':
      return `${gate} but tests that ran at the baseline are gone (tests-removed${printed}): ${named(e.tests, e.counts)}. RESTORE them; a phase whose work removes tests says so in the PRD (\`Removes-Tests: true\`).${before}`;
    case 'tests-skipped':
      return `${gate} but tests that ran at the baseline are now skipped or todo (tests-skipped${printed}): ${named(e.tests, e.counts)}. RESTORE them: remove the skip, todo or filter.${before}`;
    case 'tests-regressed':
      return `${gate}; tests that passed at the baseline now fail (tests-regressed${printed}): ${named(e.tests, e.counts)}. Fix the code so that they pass again; do not edit the tests to match the code.${before}`;
    case 'test-report-lost':
      return `${gate} but printed no test runner report, while at the baseline it reported ${e.counts?.before ?? 'some'} tests run (test-report-lost). RESTORE the command's test run (package.json scripts, runner config); an \`exit 0\` or \`echo\` in place of the tests is not a pass.`;
  }
}

/** The files an attempt changed that it may not, and since when they were seen changing. */
function changedWords(f: Of<'read-only-changed'> | Of<'outside-scope'>): { list: string; since: string } {
  const list = f.files.join(', ') + (f.more > 0 ? ` and ${f.more} more` : '');
  const since = f.role === 'work' || f.role === 'refactor' ? 'the phase started' : `this ${f.role} cycle started`;
  return { list, since };
}

type Words = { [C in AttemptFailure['code']]: (f: Of<C>) => string };

const WORDS: Words = {
  'gate-failed': (f) => `gate \`${f.command}\` exited ${f.exitCode ?? '?'}`,
  'gate-timed-out': (f) => `gate \`${f.command}\` timed out after ${formatDuration(f.timeoutSeconds)}`,
  'gate-evidence': evidenceWords,
  'read-only-changed': (f) => {
    const { list, since } = changedWords(f);
    return `a read-only ${f.role === 'review' ? 'review' : f.phaseType} phase changed files: ${list} (changed since ${since}; revert them)`;
  },
  'outside-scope': (f) => {
    const { list, since } = changedWords(f);
    // Only a later attempt can be looking at an earlier attempt's changes.
    const earlier = f.earlier ? ', perhaps by an earlier attempt' : '';
    return `changed files outside the phase's Files: scope: ${list} (changed since ${since}${earlier}; revert what does not belong to the phase)`;
  },
  'acceptance-unmet': (f) => `acceptance criteria not met: ${f.criteria.map(unmetCriterionText).join('; ')}`,
  'invalid-result': (f) => {
    const first = f.problems[0];
    // Run files changed or a collector's state say themselves; anything else is listed whole.
    if (first !== undefined && saysItself(first)) return spawnProblemText(first);
    return `the result file is not a valid result: ${f.problems.map(spawnProblemText).join('; ')}`;
  },
  'result-refused': (f) => f.problem,
  'timed-out': (f) => `the sub-agent wrote no result within its ${formatDuration(f.timeoutSeconds)} budget (timed out)`,
  'error-reported': (f) => `the sub-agent reported ERROR: ${f.summary ?? '(no summary)'}`,
  text: (f) => f.text,
};

/** Why an attempt failed, in one sentence; a string is a sentence an older version logged, said as it was. */
export function attemptFailureText(f: AttemptFailure | string): string {
  if (typeof f === 'string') return f;
  return (WORDS[f.code] as (x: AttemptFailure) => string)(f);
}

/** Whether the attempt failed on files changed outside its phase's scope (an older log's sentence read for it). */
export function failedOutsideScope(f: AttemptFailure): boolean {
  return f.code === 'outside-scope' || (f.code === 'text' && /outside the phase's Files: scope/.test(f.text));
}
