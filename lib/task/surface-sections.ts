// The task sections about what checks the work (docs/design.md#test-baseline), in words: a review
// gets the list of every change to tests, runner and test config, scripts, coverage, lint and CI
// files, each file's diff where the shell read its texts, and what to do with each; the next
// attempt after a failed one gets what that attempt left there, to revert or justify. The engine
// gives the changes and the diffs as data (lib/run/evidence/surface-sections.ts). Pure.

import { changeNote } from '../text/surface-note.js';

/** One changed file as the review is told of it: its kind, whether reverted, its assertions before and after. */
export interface ReviewedChange {
  path: string;
  kind: string;
  reverted: boolean;
  assertions: { before: number; after: number } | null;
}

/**
 * One file's diff as far as it is shown: its text at the run's start was not kept; it cannot be
 * read now; it was added and deleted again; it is as at the run's start; or the hunks that fit
 * the budget (`body`, the file `added` or `deleted` as `head`), `leftOut` of `hunks` hunks
 * (`leftLines` lines) left out once the budget of `budget` characters was spent.
 */
export type FileDiff =
  | { shown: 'not-kept' | 'unreadable' | 'added-deleted' | 'unchanged' }
  | { shown: 'hunks'; head: 'added' | 'deleted' | null; body: string; leftOut: number; hunks: number; leftLines: number; budget: number };

/** What a review is told about the checks: each phase's changes, and each file's diff when the texts were read (null: sent to git). */
export interface ReviewSurface {
  phases: { phase: string; tests: { before: number; after: number } | null; changes: ReviewedChange[] }[];
  diffs: { path: string; diff: FileDiff }[] | null;
}

/** A fence longer than any backtick run in `text`. */
const fenceFor = (text: string): string => '`'.repeat(Math.max(3, ...[...text.matchAll(/`+/g)].map((m) => m[0].length + 1)));

/** One file's diff in the review's words, indented under its bullet. */
export function fileDiffLines(path: string, d: FileDiff): string[] {
  switch (d.shown) {
    case 'not-kept':
      return [`  (its text at the run's start was not kept: read \`git diff -- ${path}\` or the file)`];
    case 'unreadable':
      return ['  (it cannot be read now: read the file)'];
    case 'added-deleted':
      return ['  (added and deleted again)'];
    case 'unchanged':
      return ["  (now as at the run's start)"];
    case 'hunks': {
      const fence = fenceFor(d.body);
      return [
        ...(d.head === null ? [] : [`  (${d.head})`]),
        ...(d.body === '' ? [] : [`  ${fence}diff`, ...d.body.split('\n').map((l) => `  ${l}`), `  ${fence}`]),
        ...(d.leftOut === 0 ? [] : [`  (${d.leftOut} of ${d.hunks} hunk(s), ${d.leftLines} line(s), left out: the diffs' budget of ${d.budget} characters is spent; read the file)`]),
      ];
    }
  }
}

/** For a review: every change to the checks by the phases so far, their diffs, and what to do with each. */
export function reviewSurfaceSection(s: ReviewSurface): string {
  const lines = s.phases.flatMap((p) => [
    `- phase \`${p.phase}\`${p.tests === null ? '' : ` (tests run at the baseline ${p.tests.before}, now ${p.tests.after})`}:`,
    ...p.changes.map((c) => `  - \`${c.path}\` (${changeNote(c, ', changed by a failed attempt, reverted')})`),
  ]);
  const diffs = s.diffs === null ? [] : ['', '### Their diffs since the run started', ...s.diffs.flatMap((d) => [`- \`${d.path}\`:`, ...fileDiffLines(d.path, d.diff)])];
  const judge = s.diffs === null ? ' (read its diff: `git diff -- FILE` against the start of the run, or the file itself)' : ' from its diff above';
  return [
    '## What checks the work changed',
    'These files decide whether the work passes: tests, runner and test config, package.json scripts, coverage thresholds, lint config, CI. The sub-agents changed them:',
    ...lines,
    ...diffs,
    '',
    `Judge each change${judge}: a test removed, skipped, weakened (a no-op assertion, fewer assertions, an expected value edited to match the code, the function under test mocked), a threshold lowered or a script that no longer runs the tests is a Required finding naming the file; say in your Summary, per file, that you judged it.`,
  ].join('\n');
}

/** For the next attempt after a failed one: the files it left changed in the checks. */
export function leftoversSection(files: readonly string[]): string {
  return [
    '## Left in what checks the work: revert or justify',
    'An earlier attempt of this phase changed these files, and they are still changed since the phase started:',
    ...files.map((f) => `- \`${f}\``),
    'Revert each change that weakens a test or check (a skip, a todo, a filter, a deleted or emptied test, an edited expected value, a lowered threshold, a script that no longer runs the tests); justify in your result any you keep.',
  ].join('\n');
}
