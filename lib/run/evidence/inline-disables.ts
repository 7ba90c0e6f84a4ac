// Lines added to source files that bend what checks the work (docs/design.md#test-baseline): a
// comment that turns a check off where it stands (`eslint-disable`, `@ts-nocheck`, `@ts-ignore`,
// `# noqa`, `# type: ignore`, `# pragma: no cover`, a coverage ignore hint), and code that patches
// the test process from outside a test file (an assertion stubbed, `require.cache` or the module
// loader rewritten, a module mock, a pytest hook in a module a conftest loads, a runner's report
// printed from a string). Either weakens
// the checks without touching a test file. An attempt that adds one to a source file is told with
// the line it added, from the file's text at its scope baseline and now. Lines already there are
// not news: a line is counted as added only beyond the copies of the same line before. Pure.

import type { SurfaceEditRecord } from '../../schema/run.js';
import type { SurfaceText } from '../model/observed.js';

/** A line that disables a lint, type or coverage check inline. */
export const INLINE_DISABLE =
  /eslint-disable|@ts-(?:nocheck|ignore|expect-error)|#[ \t]*noqa\b|#[ \t]*type:[ \t]*ignore|#[ \t]*pragma:[ \t]*no[ \t]*cover|(?:node|c8|istanbul|v8)[ \t:]+(?:coverage[ \t]+)?(?:disable|ignore)\b|\/\*[ \t]*eslint[ \t]+[\w/@-]+[ \t]*:[ \t]*(?:off|0)\b|#!?\[allow\(clippy::|\/\/[ \t]*nolint\b/;

/** Code that patches the test process: assertions reassigned, the module cache or loader rewritten, mocks, matchers, pytest hooks and plugins, a runner's report printed from a string (a forged summary). */
export const TEST_PROCESS_PATCH =
  /\b(?:assert|expect|should)(?:\.\w+)*[ \t]*=(?!=)(?![ \t]*(?:require|import|await[ \t]+import)\b)|\brequire[ \t]*\([^)]*\)(?:\.\w+)+[ \t]*=(?!=)|\brequire\.cache\b|\bModule\.(?:_load|_resolveFilename|prototype\.require)\b|\b(?:vi|jest)\.(?:mock|doMock|spyOn)\b|\bexpect\.extend\b|\bdef[ \t]+pytest_\w+|\bpytest_plugins\b|@pytest\.hookimpl\b|(?:['"`]|\\n)(?:TAP version \d|# (?:pass|fail|tests) \d|test result: ok\.|=+ \d+ passed)/;

const bends = (line: string): boolean => INLINE_DISABLE.test(line) || TEST_PROCESS_PATCH.test(line);

/** Source files whose comments can hold such a line (the files of what checks the work are judged in surface-edits.ts). */
const CODE = /\.(?:[cm]?[jt]sx?|py|pyi|rs|go|java|kt|rb|php|cs|swift|scala|vue|svelte)$/;

export const holdsCode = (path: string): boolean => CODE.test(path);

const MAX_QUOTE = 160;
const trim = (line: string): string => {
  const t = line.trim();
  return t.length > MAX_QUOTE ? `${t.slice(0, MAX_QUOTE - 1)}…` : t;
};

/**
 * The first inline disable or test-process patch `text.after` adds over `text.before` (a new file: any), as an edit
 * that quotes it; null when it adds none or a side was not read (nothing is said on a guess).
 */
export function disableEdit(path: string, text: SurfaceText | undefined): SurfaceEditRecord | null {
  if (text === undefined || typeof text.after !== 'string' || text.before === undefined) return null;
  const had = new Map<string, number>();
  for (const line of (text.before ?? '').split('\n')) {
    if (bends(line)) had.set(line.trim(), (had.get(line.trim()) ?? 0) + 1);
  }
  const lines = text.after.split('\n');
  for (const [i, line] of lines.entries()) {
    if (!bends(line)) continue;
    const left = had.get(line.trim()) ?? 0;
    if (left > 0) {
      had.set(line.trim(), left - 1);
      continue;
    }
    return { path, change: 'edited', tests: 0, quote: { line: i + 1, after: trim(line) } };
  }
  return null;
}

/** What a source file whose edit was told is to the checks: an inline disable or a patch of the test process it added, or its embedded tests (embedded-tests.ts). */
export function sourceEditKind(edit: SurfaceEditRecord): 'inline disable' | 'test process patch' | 'embedded test' {
  const added = edit.quote?.after ?? '';
  if (INLINE_DISABLE.test(added)) return 'inline disable';
  return TEST_PROCESS_PATCH.test(added) ? 'test process patch' : 'embedded test';
}
