/** CRLF and lone CR become LF. */
export const normalizeNewlines = (text: string): string => text.replace(/\r\n?/g, '\n');

/** The last `limit` characters of `text`, newlines normalized, a leading `…` marking a cut (a log's tail is where failures are). */
export function tailChars(text: string, limit: number): string {
  const clean = normalizeNewlines(text).trimEnd();
  return clean.length <= limit ? clean : `…${clean.slice(clean.length - limit + 1)}`;
}
