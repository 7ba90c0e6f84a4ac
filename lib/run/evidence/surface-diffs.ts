// The diffs a review gets of what checks the work (docs/design.md#test-baseline): for each file
// of tests, runner and test config, scripts, coverage, lint and CI that the phases changed, its
// diff since the run started (the shell keeps those files' texts at each spawn's snapshot,
// baseline/texts/), bounded: whole hunks only, the ones left out counted. And the assertions a
// test file holds before and after, where they can be counted. Pure.

import { hunkText, lineHunks } from './line-diff.js';
import type { SurfaceText } from '../model/observed.js';
import type { SurfaceChange } from './test-surface.js';
import type { FileDiff } from '../../task/surface-sections.js';

/** At most this many characters of diff in one review task; hunks past it are left out whole. */
export const DIFF_BUDGET = 12_000;

const JS = /\.(?:[cm]?[jt]sx?)$/;
const PY = /\.py$/;
const GO = /_test\.go$/;
const RS = /\.rs$/;

/** Whether the assertions of a test file at `path` are counted (its language is one {@link countAssertions} reads). */
export const assertionsCountable = (path: string): boolean => JS.test(path) || PY.test(path) || GO.test(path) || RS.test(path);

/** `text` less its comments (`//` and block comments in JS/TS/Go/Rust, `#` in Python): approximate, strings are not parsed. */
function withoutComments(path: string, text: string): string {
  if (PY.test(path)) return text.replace(/#[^\n]*/g, '');
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/[^\n]*/g, '$1');
}

/**
 * The assertions in a test file, or null for a language they are not counted in. Counted after
 * comments are dropped: JS/TS calls of `assert(…)`, `assert.X(…)` (node:assert, chai's assert,
 * `t.assert.X`) and `expect(…)`; Python `assert` statements and unittest's `self.assertX(…)`;
 * Go's `t.Error/Errorf/Fatal/Fatalf/Fail(…)` and testify's `assert.X(…)`/`require.X(…)`; Rust's
 * `assert!`, `assert_eq!`, `assert_ne!`. A count, not a proof: an assertion made a no-op in
 * place (a stubbed `assert`) still counts; the diff shows it.
 */
export function countAssertions(path: string, text: string): number | null {
  const code = withoutComments(path, text);
  const count = (re: RegExp): number => code.match(re)?.length ?? 0;
  if (JS.test(path)) return count(/\bassert(?:\.\w+)*\s*\(/g) + count(/\bexpect\s*\(/g);
  if (PY.test(path)) return count(/^[ \t]*assert\b/gm) + count(/\bself\.assert\w*\s*\(/g);
  if (GO.test(path)) return count(/\bt\.(?:Error|Errorf|Fatal|Fatalf|Fail|FailNow)\s*\(/g) + count(/\b(?:assert|require)\.\w+\s*\(/g);
  if (RS.test(path)) return count(/\bassert(?:_eq|_ne)?!\s*\(/g);
  return null;
}

/** `before → after` assertions of a changed test file, or null when they cannot be counted on both sides. */
export function assertionCounts(change: Pick<SurfaceChange, 'path' | 'kind'>, text: SurfaceText | undefined): { before: number; after: number } | null {
  if (change.kind !== 'test' || text === undefined || text.before === undefined || text.after === undefined) return null;
  const before = text.before === null ? 0 : countAssertions(change.path, text.before);
  const after = text.after === null ? 0 : countAssertions(change.path, text.after);
  return before === null || after === null ? null : { before, after };
}

/**
 * One file's diff for the review, within what is left of `budget` (decremented): whole hunks
 * in order while they fit, then how many hunks and lines were left out (lib/task words it).
 */
export function fileDiff(text: SurfaceText | undefined, budget: { left: number }): FileDiff {
  if (text === undefined || text.before === undefined) return { shown: 'not-kept' };
  if (text.after === undefined) return { shown: 'unreadable' };
  if (text.before === null && text.after === null) return { shown: 'added-deleted' };
  const hunks = lineHunks(text.before ?? '', text.after ?? '');
  if (hunks.length === 0) return { shown: 'unchanged' };
  const shown: string[] = [];
  let leftOut = 0;
  let leftLines = 0;
  for (const h of hunks) {
    const t = hunkText(h);
    if (leftOut === 0 && t.length + 1 <= budget.left) {
      shown.push(t);
      budget.left -= t.length + 1;
    } else {
      leftOut += 1;
      leftLines += h.lines.length;
    }
  }
  const head = text.before === null ? 'added' : text.after === null ? 'deleted' : null;
  return { shown: 'hunks', head, body: shown.join('\n'), leftOut, hunks: hunks.length, leftLines, budget: DIFF_BUDGET };
}
