import type { Paragraph } from 'mdast';
import { fieldForLabel, matchLabel, normalizeLabel, suggestLabel, type FieldName, type LabelMatch } from './labels.js';
import type { Span } from './phase-builder.js';
import type { Source } from './source.js';

/**
 * Consecutive `Label: value` lines form one markdown paragraph, so fields are read
 * per source line. The first line of a paragraph starts where the paragraph does;
 * later lines are whole source lines (container indentation included).
 */
export function paragraphLines(paragraph: Paragraph, source: Source): Span[] {
  const start = paragraph.position?.start.offset ?? 0;
  const end = paragraph.position?.end.offset ?? start;
  const lines: Span[] = [];
  let at = start;
  while (at <= end) {
    const newline = source.text.indexOf('\n', at);
    const lineEnd = newline === -1 || newline > end ? end : newline;
    lines.push({ text: source.text.slice(at, lineEnd).replace(/[ \t]+$/, ''), offset: at });
    if (lineEnd >= end) break;
    at = lineEnd + 1;
  }
  return lines;
}

/** What a line means in a phase body. */
export type LineMeaning =
  | { kind: 'field'; field: FieldName; match: LabelMatch }
  | { kind: 'unknown'; match: LabelMatch; suggestion: string | undefined }
  | { kind: 'look-alike'; field: FieldName; labelOffset: number }
  | { kind: 'prose' };

/** Letters of other scripts that read as ASCII ones (Cyrillic, Greek, Armenian), for labels only. */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  а: 'a', в: 'b', е: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x', і: 'i', ј: 'j', ѕ: 's', ԁ: 'd', ԛ: 'q', ԝ: 'w', ɡ: 'g',
  А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', У: 'Y', Х: 'X', І: 'I', Ј: 'J', Ѕ: 'S', Ԍ: 'G',
  α: 'a', ε: 'e', ι: 'i', κ: 'k', ο: 'o', ρ: 'p', τ: 't', υ: 'u', ν: 'v', χ: 'x',
  Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y', Χ: 'X',
  ց: 'g', օ: 'o', ս: 'u',
};
// The label starts with a non-space and the spaces after an opening emphasis belong to it, so no
// two quantifiers compete for the same spaces; the regex only ever sees the text up to the first
// colon, at most LABEL_SPAN characters (a line of 300 spaces once took minutes here).
const NON_ASCII_LABEL = /^([ \t]*)\p{Cf}*(?:(?:\*\*|__|\*|_)[ \t]*)?([\p{L}\p{M}\p{Cf}\p{N}_-][\p{L}\p{M}\p{Cf}\p{N} _-]{0,39}?)[ \t]*(?:\*\*|__|\*|_)?[ \t]*:/u;
/** How far into a line its label's colon may be for a look-alike label to be considered. */
const LABEL_SPAN = 80;

/** A label written with invisible or look-alike characters that reads as a known field, or null. */
function lookAlikeField(text: string): { field: FieldName; labelOffset: number } | null {
  const colon = text.indexOf(':');
  if (colon < 0 || colon > LABEL_SPAN) return null;
  const match = NON_ASCII_LABEL.exec(text.slice(0, colon + 1));
  if (!match || /^[\x20-\x7e]*$/.test(match[0])) return null;
  const read = [...match[2]!.normalize('NFKC').replace(/[\p{Cf}\p{M}\u115f\u1160\u3164\uffa0\u2800]/gu, '')].map((c) => LOOK_ALIKES[c] ?? c).join('');
  const field = /^[\x20-\x7e]+$/.test(read) ? fieldForLabel(read) : null;
  return field === null ? null : { field, labelOffset: match[1]!.length };
}

/**
 * Classify one line. Known labels are fields in any form. An unknown label is
 * reported when emphasized (`**Foo:**`), or when plain but a likely typo of a known
 * label (5+ letters, e.g. `Modle:`); other `Word:` lines are prose (`Note: …`).
 * `emphasizedOnly`: list items count only emphasized labels (`- **Model**: x`).
 */
export function classifyLine(text: string, emphasizedOnly = false): LineMeaning {
  const match = matchLabel(text);
  if (!match) {
    const alike = lookAlikeField(text);
    return alike === null ? { kind: 'prose' } : { kind: 'look-alike', ...alike };
  }
  if (emphasizedOnly && !match.emphasized) return { kind: 'prose' };
  const field = fieldForLabel(match.label);
  if (field) return { kind: 'field', field, match };
  // The closest label is looked for only where it decides or is reported: a short plain label is prose either way.
  if (!match.emphasized && normalizeLabel(match.label).length < 5) return { kind: 'prose' };
  const suggestion = suggestLabel(match.label);
  if (match.emphasized || suggestion !== undefined) return { kind: 'unknown', match, suggestion };
  return { kind: 'prose' };
}

/**
 * Index of the first line (after the first) that is an unindented known field:
 * a lazy continuation line such as `**Gate:** …` right after a task bullet, which
 * markdown folds into the bullet's paragraph. -1 when there is none.
 */
export function lazyFieldIndex(lines: readonly Span[]): number {
  for (let i = 1; i < lines.length; i++) {
    const text = lines[i]!.text;
    if (/^[ \t]/.test(text)) continue;
    if (classifyLine(text).kind === 'field') return i;
  }
  return -1;
}
