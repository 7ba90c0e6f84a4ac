import { MAX_MARKER_LENGTH } from './review-words.js';

// The markdown shapes of a review's lines: ATX headings, bold labels, bullets, table rows.

/** The text of an ATX heading (`#` to `######`), or null. */
export function headingText(line: string): string | null {
  const trimmed = line.trimStart();
  if (line.length - trimmed.length > 3 || !trimmed.startsWith('#')) return null;
  let level = 0;
  while (level < trimmed.length && trimmed[level] === '#') level += 1;
  if (level > 6) return null;
  const rest = trimmed.slice(level);
  if (rest !== '' && rest[0] !== ' ' && rest[0] !== '\t') return null;
  return rest.trim().replace(/\s#+$/, '').trim();
}

/** "**Blocking:** None", "__Summary__: PASS", "**Verdict: FAIL**" → "Blocking: None", …; null when not a bold label. */
export function boldLabel(text: string): string | null {
  if (text.length > MAX_MARKER_LENGTH) return null;
  const m = /^(\*\*|__)([^*_]+?)\1(.*)$/.exec(text.trim());
  if (m === null) return null;
  const label = (m[2] ?? '').trim().replace(/:$/, '').trim();
  const rest = (m[3] ?? '').replace(/^\s*:/, '').trim();
  return rest === '' ? label : `${label}: ${rest}`;
}

export interface Bullet {
  indent: number;
  text: string;
}

export function bulletOf(line: string): Bullet | null {
  const m = /^([ \t]*)([-*+]|\d{1,9}[.)])([ \t]+|$)/.exec(line);
  if (m === null) return null;
  const lead = m[1] ?? '';
  return { indent: lead.replace(/\t/g, '    ').length, text: line.slice(m[0].length).trim() };
}

/** The cells of a table row, or null when the line is not one. */
export function cellsOf(line: string): string[] | null {
  const trimmed = line.trim();
  if (!trimmed.startsWith('|')) return null;
  return trimmed.replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => c.trim());
}

export const isSeparatorRow = (cells: readonly string[] | null): boolean =>
  cells !== null && cells.length > 0 && cells.every((c) => /^:?-+:?$/.test(c));
