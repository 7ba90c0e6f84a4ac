// The task sections about what checks the work (docs/design.md#test-baseline): a review gets the
// list of every change to tests, runner and test config, scripts, coverage, lint and CI files,
// to judge each; the next attempt after a failed one gets what that attempt left there, to
// revert or justify.

import type { RunPhase, RunState } from '../../schema/run.js';
import { assertionCounts, DIFF_BUDGET, fileDiff } from './surface-diffs.js';
import type { SurfaceTexts } from '../model/observed.js';
import { leftoverSurface, surfaceChanges, type SurfaceChange } from './test-surface.js';
import { changeNote } from '../../text/surface-note.js';

/**
 * For a review: every change to the checks by the phases so far, each file's assertions before
 * and after where they are counted, its diff since the run started (`texts`: what the shell
 * read; absent, the reviewer is sent to git), and what to do with each.
 */
export function reviewSurfaceSection(state: RunState, texts?: SurfaceTexts): string | null {
  const phases = surfaceChanges(state);
  if (phases.length === 0) return null;
  // The counts of the texts read now where there are some, else those recorded with the attempt's changes.
  const now = (c: SurfaceChange): SurfaceChange => {
    const n = texts === undefined ? null : assertionCounts(c, texts.files.get(c.path));
    return n === null ? c : { ...c, assertions: n };
  };
  const lines = phases.flatMap((s) => [
    `- phase \`${s.phase}\`${s.tests === null ? '' : ` (tests run at the baseline ${s.tests.before}, now ${s.tests.after})`}:`,
    ...s.changes.map((c) => `  - \`${c.path}\` (${changeNote(now(c), ', changed by a failed attempt, reverted')})`),
  ]);
  const diffs: string[] = [];
  if (texts !== undefined) {
    const budget = { left: DIFF_BUDGET };
    const paths = [...new Set(phases.flatMap((s) => s.changes.map((c) => c.path)))].sort();
    diffs.push('', '### Their diffs since the run started');
    for (const path of paths) diffs.push(`- \`${path}\`:`, ...fileDiff(path, texts.files.get(path), budget));
  }
  return [
    '## What checks the work changed',
    'These files decide whether the work passes: tests, runner and test config, package.json scripts, coverage thresholds, lint config, CI. The sub-agents changed them:',
    ...lines,
    ...diffs,
    '',
    `Judge each change${texts === undefined ? ' (read its diff: `git diff -- FILE` against the start of the run, or the file itself)' : ' from its diff above'}: a test removed, skipped, weakened (a no-op assertion, fewer assertions, an expected value edited to match the code, the function under test mocked), a threshold lowered or a script that no longer runs the tests is a Required finding naming the file; say in your Summary, per file, that you judged it.`,
  ].join('\n');
}

/** For the next attempt after a failed one: changes it left in the checks. */
export function leftoversSection(p: RunPhase): string | null {
  const left = leftoverSurface(p);
  if (left.length === 0) return null;
  return [
    '## Left in what checks the work: revert or justify',
    'An earlier attempt of this phase changed these files, and they are still changed since the phase started:',
    ...left.map((f) => `- \`${f}\``),
    'Revert each change that weakens a test or check (a skip, a todo, a filter, a deleted or emptied test, an edited expected value, a lowered threshold, a script that no longer runs the tests); justify in your result any you keep.',
  ].join('\n');
}
