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
  | { kind: 'prose' };

/**
 * Classify one line. Known labels are fields in any form. An unknown label is
 * reported when emphasized (`**Foo:**`), or when plain but a likely typo of a known
 * label (5+ letters, e.g. `Modle:`); other `Word:` lines are prose (`Note: …`).
 * `emphasizedOnly`: list items count only emphasized labels (`- **Model**: x`).
 */
export function classifyLine(text: string, emphasizedOnly = false): LineMeaning {
  const match = matchLabel(text);
  if (!match || (emphasizedOnly && !match.emphasized)) return { kind: 'prose' };
  const field = fieldForLabel(match.label);
  if (field) return { kind: 'field', field, match };
  const suggestion = suggestLabel(match.label);
  if (match.emphasized || (normalizeLabel(match.label).length >= 5 && suggestion !== undefined)) {
    return { kind: 'unknown', match, suggestion };
  }
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
