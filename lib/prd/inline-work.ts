// micromark's inline parser is quadratic in one inline run full of openers that never close:
// `[a](` repeated (a link destination scanned to the end for each), `**a`, `[a]`, `a](`… 20,000
// of them on one line take 5–12 s. Inline content never crosses a blank line, nor a line that
// always interrupts a paragraph (an ATX heading, a quote, a bullet item with content, each
// indented at most 3 spaces), so (openers in a run) × (its length), summed over such runs,
// bounds the parser's inline work from above.

/** Characters that open or close inline constructs micromark re-scans for. */
const OPENERS = new Set(['[', ']', '(', ')', '*', '_', '`', '!', '<', '~', '\\'].map((c) => c.charCodeAt(0)));

/**
 * Budget of inline work, in (openers × characters) summed over runs (see {@link inlineWork}).
 * Calibrated with bench/parse-bounds.mjs: the worst pattern measured (`**a` repeated) costs
 * about 9 s per 1e9 units on the loaded 2-core development machine, so the budget keeps the
 * inline parsing of any accepted PRD under about a second; the examples, fixtures and
 * reference pages peak at 7.8e6 (prd-format.md), 13 times below it.
 */
export const INLINE_WORK_BUDGET = 100_000_000;

/** A line that always ends the paragraph before it: ATX heading, quote, or bullet item with content, indented 0–3 spaces. */
const INTERRUPTS = /^ {0,3}(?:#{1,6}(?:[ \t]|$)|>|[-+*][ \t]+\S)/;

/** Inline work of `text` (see {@link INLINE_WORK_BUDGET}): Σ over runs of openers × run length. */
export function inlineWork(text: string): number {
  let total = 0;
  let runLength = 0;
  let runOpeners = 0;
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end);
    const blank = line.trim() === '';
    if (blank || INTERRUPTS.test(line)) {
      total += runOpeners * runLength;
      runLength = 0;
      runOpeners = 0;
    }
    if (!blank) {
      runLength += end - start + 1;
      for (let i = start; i < end; i++) if (OPENERS.has(text.charCodeAt(i))) runOpeners += 1;
    }
    start = end + 1;
  }
  return total + runOpeners * runLength;
}
