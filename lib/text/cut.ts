// Shortening text for a chat line without breaking what the reader needs: a cut falls between
// words (so never inside a word or a path), and a list drops whole items and says how many.

/** `text` on one line: each run of white space (line breaks included) one space, none at either end. */
export const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** `text` on one line, at most `limit` characters cut at a space and ended with `…`; a text without a space to cut at stays whole. */
export function cutAtWord(text: string, limit: number): string {
  const flat = oneLine(text);
  if (flat.length <= limit) return flat;
  const space = flat.lastIndexOf(' ', limit - 1);
  if (space <= 0) return flat;
  return `${flat.slice(0, space).replace(/[\s,;:.(]+$/, '')} …`;
}

/** `text` without the sentence punctuation it ends with, so it can be joined into a list (no `.;` or `..`). */
export function withoutEndPunctuation(text: string): string {
  return text.replace(/[\s.;,:]+$/, '');
}

/** The first `max` whole items joined by `separator`, then `and N more` for the rest. */
export function someItems(items: readonly string[], max: number, separator = ', '): string {
  const shown = items.slice(0, max).join(separator);
  return items.length > max ? `${shown} and ${items.length - max} more` : shown;
}
