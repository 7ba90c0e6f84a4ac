// How HTML opens and closes around markdown, for what a reader of the rendered PRD sees: content
// inside `<details>`, `<div>` and the like may be collapsed, hidden or templated, and content
// inside an inline element may be styled away.

/** Block-level HTML elements whose content a reader may not see (collapsed, hidden, templated). */
const HIDING_OPEN = /<(details|div|section|aside|template|noscript|table|dialog|figure|span|p)\b[^>]*>/gi;
const HIDING_CLOSE = /<\/(details|div|section|aside|template|noscript|table|dialog|figure|span|p)\s*>/gi;

/** How many hiding block elements an HTML block opens (positive) or closes (negative); comments count 0. */
export function htmlBlockDepth(value: string): number {
  if (value.trimStart().startsWith('<!--')) return 0;
  return (value.match(HIDING_OPEN)?.length ?? 0) - (value.match(HIDING_CLOSE)?.length ?? 0);
}

/** Elements that never wrap content. */
const VOID = /^<(area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)\b/i;

/** One inline HTML node: an opening tag +1, a closing tag -1, anything else (comment, void, `/>`) 0. */
export function htmlTagDepth(value: string): number {
  if (/^<\//.test(value)) return -1;
  if (!/^<[A-Za-z]/.test(value) || VOID.test(value) || /\/>$/.test(value)) return 0;
  return 1;
}

/** A phase heading written inside an HTML block's raw text (`<details>### Phase: x</details>`). */
export const PHASE_IN_HTML = /^[ \t]*#{2,6}[ \t]+phase\b[^\n]*:/im;
