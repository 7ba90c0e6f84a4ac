// What a task is told about the checks (docs/design.md#test-baseline), as data: for a review, every
// change to tests, runner and test config, scripts, coverage, lint and CI files by the phases so
// far, with each file's diff where the shell read its texts; lib/task/surface-sections.ts words it.

import type { RunState } from '../../schema/run.js';
import { assertionCounts, DIFF_BUDGET, fileDiff } from './surface-diffs.js';
import type { SurfaceTexts } from '../model/observed.js';
import { surfaceChanges, type SurfaceChange } from './test-surface.js';
import type { ReviewSurface } from '../../task/surface-sections.js';

/**
 * For a review: every change to the checks by the phases so far, each file's assertions before
 * and after where they are counted, and its diff since the run started (`texts`: what the shell
 * read; absent, the reviewer is sent to git). Null when nothing changed them.
 */
export function reviewSurface(state: RunState, texts?: SurfaceTexts): ReviewSurface | null {
  const phases = surfaceChanges(state);
  if (phases.length === 0) return null;
  // The counts of the texts read now where there are some, else those recorded with the attempt's changes.
  const now = (c: SurfaceChange): SurfaceChange => {
    const n = texts === undefined ? null : assertionCounts(c, texts.files.get(c.path));
    return n === null ? c : { ...c, assertions: n };
  };
  const told = phases.map((s) => ({ phase: s.phase, tests: s.tests, changes: s.changes.map((c) => { const n = now(c); return { path: n.path, kind: n.kind, reverted: n.reverted, assertions: n.assertions }; }) }));
  if (texts === undefined) return { phases: told, diffs: null };
  const budget = { left: DIFF_BUDGET };
  const paths = [...new Set(phases.flatMap((s) => s.changes.map((c) => c.path)))].sort();
  return { phases: told, diffs: paths.map((path) => ({ path, diff: fileDiff(texts.files.get(path), budget) })) };
}
