import type { SecretSpan } from './span.js';

/**
 * Private key blocks: `-----BEGIN … PRIVATE KEY-----` through the matching END line. A
 * block whose END is missing (a truncated paste) still covers its base64 body. A header
 * with no body (prose that names the format) is not a secret.
 */

const BEGIN_PATTERN = /-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----/g;
const END_PATTERN = /-----END [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----/g;
/** Keys are a few KB; an END further away than this belongs to something else. */
const WINDOW = 64 * 1024;
const BODY_LINE = /^[A-Za-z0-9+/=]{16,}$/;
const HEADER_LINE = /^[A-Za-z-]+: ?\S/;
const DESCRIPTION = 'a private key';

/** The end of a block without an END line: its header's line, headers and base64 lines. */
function bodyEnd(text: string, from: number): number | null {
  const limit = Math.min(text.length, from + WINDOW);
  let at = from;
  let end: number | null = null;
  // Rest of the header's own line (a one-line paste, possibly with `\n` escapes).
  const firstBreak = text.indexOf('\n', at);
  const firstLineEnd = firstBreak < 0 || firstBreak > limit ? limit : firstBreak;
  // Base64 runs on the header's line, also when a paste was flattened onto one line
  // (`-----BEGIN … KEY----- MIIE… AbCd…`): every run up to the first other word.
  const run = /[ \t]*([A-Za-z0-9+/=\\]{16,})(?=\s|$)/y;
  run.lastIndex = at;
  for (let m = run.exec(text); m !== null && run.lastIndex <= firstLineEnd; m = run.exec(text)) end = run.lastIndex;
  at = firstLineEnd + 1;
  while (at < limit) {
    const lineBreak = text.indexOf('\n', at);
    const lineEnd = lineBreak < 0 || lineBreak > limit ? limit : lineBreak;
    const line = text.slice(at, lineEnd).trim();
    if (BODY_LINE.test(line)) end = lineEnd;
    else if (!(HEADER_LINE.test(line) || (line === '' && end === null))) break;
    at = lineEnd + 1;
  }
  return end;
}

export function findPrivateKeys(text: string): SecretSpan[] {
  const spans: SecretSpan[] = [];
  if (!text.includes('PRIVATE KEY')) return spans; // every header the pattern matches names it
  let nextEnd = -2; // -2: not searched yet; -1: none left in the text.
  let nextEndLength = 0;
  const BEGIN = new RegExp(BEGIN_PATTERN.source, 'g');
  const END = new RegExp(END_PATTERN.source, 'g');
  for (let match = BEGIN.exec(text); match !== null; match = BEGIN.exec(text)) {
    const start = match.index;
    const afterHeader = start + match[0].length;
    if (nextEnd === -2 || (nextEnd >= 0 && nextEnd < afterHeader)) {
      END.lastIndex = afterHeader;
      const end = END.exec(text);
      nextEnd = end === null ? -1 : end.index;
      nextEndLength = end === null ? 0 : end[0].length;
    }
    let end: number | null = null;
    if (nextEnd >= 0 && nextEnd - afterHeader <= WINDOW) end = nextEnd + nextEndLength;
    else end = bodyEnd(text, afterHeader);
    if (end === null) continue;
    spans.push({ start, end, kind: 'private-key', description: DESCRIPTION });
    BEGIN.lastIndex = end;
  }
  return spans;
}
