// Tests that live inside source files (docs/design.md#test-baseline): a Rust `#[cfg(test)]`
// module in `src/*.rs`, a vitest in-source block (`if (import.meta.vitest) { … }`), Python doctest
// examples and the output they expect. A child that edits them (an expected value changed,
// `assert_eq!` turned into `assert!(true)` with the count kept) weakens what checks the work
// without touching a test file; the edit is told with the lines it changed, from the file's text
// at its scope baseline and now. New tests added there are not news. Pure.

import type { SurfaceEditRecord } from '../../schema/run.js';
import { INLINE_DISABLE } from './inline-disables.js';
import { lineHunks, type Hunk } from './line-diff.js';
import type { SurfaceText } from '../model/observed.js';
import { addsCases, quoteOf } from './surface-edits.js';

/** The lines of a file that belong to its embedded tests, with each one's 1-based line number in the file. */
interface Region {
  lines: string[];
  at: number[];
}

const RUST_CFG_TEST = /^[ \t]*#\[cfg\((?:[^)]*\b)?test\b[^\]]*\]/;
const VITEST_IN_SOURCE = /\bif[ \t]*\([ \t]*import\.meta\.vitest[ \t]*\)/;
const DOCTEST_PROMPT = /^[ \t]*>>>(?:[ \t]|$)/;
const DOCTEST_MORE = /^[ \t]*\.\.\.(?:[ \t]|$)/;
const DOCSTRING_END = /^[ \t]*(?:[rRuUbB]{0,2})?(?:"""|''')[ \t]*$/;

/** Braces opened less closed on a line, strings, characters and line comments left out. */
function depthChange(line: string): number {
  const code = line
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)'|`(?:[^`\\]|\\.)*`/g, '')
    .replace(/\/\/.*$/, '');
  let d = 0;
  for (const ch of code) d += ch === '{' ? 1 : ch === '}' ? -1 : 0;
  return d;
}

/** From line `start` (the marker) to the end of the block that follows it: its first `{` to the matching `}`; a `mod x;` ends at its `;`. */
function blockEnd(ls: readonly string[], start: number): number {
  let depth = 0;
  let opened = false;
  for (let i = start; i < ls.length; i += 1) {
    const line = ls[i] as string;
    depth += depthChange(line);
    if (line.includes('{')) opened = true;
    if (opened && depth <= 0) return i;
    if (!opened && i > start && /;[ \t]*(?:\/\/.*)?$/.test(line)) return i;
  }
  return ls.length - 1;
}

function blocks(ls: readonly string[], marker: RegExp): Region {
  const region: Region = { lines: [], at: [] };
  for (let i = 0; i < ls.length; i += 1) {
    if (!marker.test(ls[i] as string)) continue;
    const end = blockEnd(ls, i);
    for (let j = i; j <= end; j += 1) {
      region.lines.push(ls[j] as string);
      region.at.push(j + 1);
    }
    i = end;
  }
  return region;
}

/** Doctest examples: each `>>>` line, its `...` continuations and the output lines up to a blank line, the next prompt or the docstring's end. */
function doctests(ls: readonly string[]): Region {
  const region: Region = { lines: [], at: [] };
  let inExample = false;
  for (const [i, line] of ls.entries()) {
    if (DOCTEST_PROMPT.test(line)) inExample = true;
    else if (!inExample || line.trim() === '' || DOCSTRING_END.test(line)) {
      inExample = false;
      continue;
    } else if (!DOCTEST_MORE.test(line) && /(?:"""|''')[ \t]*$/.test(line)) {
      // Expected output that closes the docstring on its own line (`6"""`): the output is the text before the quotes.
      region.lines.push(line.replace(/(?:"""|''')[ \t]*$/, ''));
      region.at.push(i + 1);
      inExample = false;
      continue;
    }
    region.lines.push(line);
    region.at.push(i + 1);
  }
  return region;
}

/** The embedded tests of `text` (a file at `path`); none for a file of a kind that has none. */
function embeddedTests(path: string, text: string): Region {
  const ls = text.split('\n');
  if (path.endsWith('.rs')) return blocks(ls, RUST_CFG_TEST);
  if (/\.(?:py|pyi)$/.test(path)) return doctests(ls);
  if (/\.[cm]?[jt]sx?$/.test(path)) return blocks(ls, VITEST_IN_SOURCE);
  return { lines: [], at: [] };
}

/** A doctest hunk adds examples when it removes nothing (an existing example and its expected output stay as they were). */
const addsExamples = (h: Hunk): boolean => h.lines.every((l) => !l.startsWith('-') || l.slice(1).trim() === '') && h.lines.every((l) => !l.startsWith('+') || !INLINE_DISABLE.test(l));

/**
 * The first edit `text.after` makes to the embedded tests `text.before` had, as an edit that
 * quotes it; null when it only adds tests, the file had none, or a side was not read (a new
 * file's tests are new tests, not an edit).
 */
export function embeddedTestEdit(path: string, text: SurfaceText | undefined): SurfaceEditRecord | null {
  if (text === undefined || typeof text.before !== 'string' || typeof text.after !== 'string') return null;
  const was = embeddedTests(path, text.before);
  if (was.lines.length === 0) return null;
  const now = embeddedTests(path, text.after);
  const before = was.lines.join('\n');
  const after = now.lines.join('\n');
  if (before === after) return null;
  const adds = /\.(?:py|pyi)$/.test(path) ? addsExamples : addsCases;
  const bent = lineHunks(before, after).find((h) => !adds(h));
  if (bent === undefined) return null;
  const { line, ...quote } = quoteOf(before, bent);
  const fileLine = line === undefined ? undefined : now.at[line - 1];
  return { path, change: 'edited', tests: 0, quote: fileLine === undefined ? quote : { line: fileLine, ...quote } };
}
