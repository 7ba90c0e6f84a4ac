// A generated region of a markdown page: the lines between a start marker (matched by its
// prefix, since it carries a note for the reader) and an end marker, rewritten by `npm run
// build` from a registry (the rule table, the reason tables), and the cells of those tables.
// Pure.

export interface RegionMarkers {
  /** The whole start line written back; a line starting with `prefix` is recognised as it. */
  start: string;
  prefix: string;
  end: string;
}

/** `page` with the region's text replaced by `content`, or null when the page lacks the two marker lines (in that order, once each). */
export function withRegion(page: string, markers: RegionMarkers, content: string): string | null {
  const lines = page.split('\n');
  const start = lines.findIndex((line) => line.startsWith(markers.prefix));
  const end = lines.indexOf(markers.end);
  if (start < 0 || end < start) return null;
  if (lines.slice(start + 1).some((line) => line.startsWith(markers.prefix)) || lines.slice(end + 1).includes(markers.end)) return null;
  return [...lines.slice(0, start), markers.start, content, ...lines.slice(end)].join('\n');
}

/** A table cell's text, its pipes escaped. */
export const tableCell = (text: string): string => text.replace(/\|/g, '\\|');

/**
 * A registry id as a table cell, linked to its `docs` (`page#anchor`): a bare anchor on the
 * table's own page, no link at all when `docs` is the table's own section.
 */
export function idCell(id: string, docs: string, page: string, ownSection: string): string {
  if (docs === ownSection) return `\`${id}\``;
  const target = docs.startsWith(`${page}#`) ? docs.slice(page.length) : docs;
  return `[\`${id}\`](${target})`;
}
