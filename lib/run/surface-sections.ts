// The task sections about what checks the work (docs/design.md#test-baseline): a review gets the
// list of every change to tests, runner and test config, scripts, coverage, lint and CI files,
// to judge each; the next attempt after a failed one gets what that attempt left there, to
// revert or justify.

import type { RunPhase, RunState } from '../schema/run.js';
import { leftoverSurface, surfaceChanges } from './test-surface.js';

/** For a review: every change to the checks by the phases so far, and what to do with each. */
export function reviewSurfaceSection(state: RunState): string | null {
  const phases = surfaceChanges(state);
  if (phases.length === 0) return null;
  const lines = phases.flatMap((s) => [
    `- phase \`${s.phase}\`${s.tests === null ? '' : ` (tests run at the baseline ${s.tests.before}, now ${s.tests.after})`}:`,
    ...s.changes.map((c) => `  - \`${c.path}\` (${c.kind}${c.reverted ? ', changed by a failed attempt, reverted' : ''})`),
  ]);
  return [
    '## What checks the work changed',
    'These files decide whether the work passes: tests, runner and test config, package.json scripts, coverage thresholds, lint config, CI. The sub-agents changed them:',
    ...lines,
    'Read the diff of each (`git diff -- FILE` against the start of the run, or the file itself) and judge it: a test removed, skipped, weakened (a no-op assertion, an expected value edited to match the code, the function under test mocked), a threshold lowered or a script that no longer runs the tests is a Required finding naming the file.',
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
