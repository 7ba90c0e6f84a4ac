// Inline disables added to source files (docs/design.md#test-baseline): a comment that turns a
// check off where it stands (`eslint-disable`, `@ts-nocheck`, `@ts-ignore`, `# noqa`,
// `# type: ignore`, `# pragma: no cover`, a coverage ignore hint) weakens what checks the work
// without touching a test file. An attempt that adds one to a source file is told with the line
// it added, from the file's text at its scope baseline and now. Lines already there are not
// news: a directive is counted as added only beyond the copies of the same line before. Pure.

import type { SurfaceEditRecord } from '../../schema/run.js';
import type { SurfaceText } from './surface-diffs.js';

/** A line that disables a lint, type or coverage check inline. */
export const INLINE_DISABLE =
  /eslint-disable|@ts-(?:nocheck|ignore|expect-error)|#[ \t]*noqa\b|#[ \t]*type:[ \t]*ignore|#[ \t]*pragma:[ \t]*no[ \t]*cover|(?:node|c8|istanbul|v8)[ \t:]+(?:coverage[ \t]+)?(?:disable|ignore)\b|\/\*[ \t]*eslint[ \t]+[\w/@-]+[ \t]*:[ \t]*(?:off|0)\b|#!?\[allow\(clippy::|\/\/[ \t]*nolint\b/;

/** Source files whose comments can hold such a line (the files of what checks the work are judged in surface-edits.ts). */
const CODE = /\.(?:[cm]?[jt]sx?|py|pyi|rs|go|java|kt|rb|php|cs|swift|scala|vue|svelte)$/;

export const holdsCode = (path: string): boolean => CODE.test(path);

const MAX_QUOTE = 160;
const trim = (line: string): string => {
  const t = line.trim();
  return t.length > MAX_QUOTE ? `${t.slice(0, MAX_QUOTE - 1)}…` : t;
};

/**
 * The first inline disable `text.after` adds over `text.before` (a new file: any), as an edit
 * that quotes it; null when it adds none or a side was not read (nothing is said on a guess).
 */
export function disableEdit(path: string, text: SurfaceText | undefined): SurfaceEditRecord | null {
  if (text === undefined || typeof text.after !== 'string' || text.before === undefined) return null;
  const had = new Map<string, number>();
  for (const line of (text.before ?? '').split('\n')) {
    if (INLINE_DISABLE.test(line)) had.set(line.trim(), (had.get(line.trim()) ?? 0) + 1);
  }
  const lines = text.after.split('\n');
  for (const [i, line] of lines.entries()) {
    if (!INLINE_DISABLE.test(line)) continue;
    const left = had.get(line.trim()) ?? 0;
    if (left > 0) {
      had.set(line.trim(), left - 1);
      continue;
    }
    return { path, change: 'edited', tests: 0, quote: { line: i + 1, after: trim(line) } };
  }
  return null;
}
