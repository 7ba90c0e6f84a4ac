import JSON5 from 'json5';

// Finding the result envelope's JSON in what a sub-agent wrote: bare, in a fence, or with
// prose around it, with JSON5 slips (trailing commas, comments, single quotes). Linear
// scans only: result text is arbitrary and may be large.

export interface JsonText {
  text: string;
  /** 1-based line of `text`'s first character in the file. */
  line: number;
}

export type LooseParse = { ok: true; value: unknown; json5: boolean } | { ok: false; reason: string };

export const countLines = (s: string): number => s.split(/\r\n|\r|\n/).length;

/** JSON5 parses about 2 MB/s; past this size a text that is not strict JSON is not retried as JSON5. */
export const MAX_JSON5_CHARS = 100_000;

/** JSON, else JSON5 (which reads every JSON slip it can); the strict JSON error when neither reads. */
export function parseLoose(text: string): LooseParse {
  try {
    return { ok: true, value: JSON.parse(text) as unknown, json5: false };
  } catch (caught) {
    const reason = caught instanceof Error ? caught.message.slice(0, 200) : 'not valid JSON';
    if (text.length > MAX_JSON5_CHARS) return { ok: false, reason };
    try {
      return { ok: true, value: JSON5.parse(text) as unknown, json5: true };
    } catch {
      return { ok: false, reason };
    }
  }
}

/** Fenced blocks tagged json/jsonc/json5, or untagged holding an object: content and line. */
export function fencedJson(text: string): (JsonText & { tagged: boolean })[] {
  const lines = text.split(/\r\n|\r|\n/);
  const found: (JsonText & { tagged: boolean })[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^ {0,3}(`{3,}|~{3,})[ \t]*([A-Za-z0-9]*)[ \t]*$/.exec(lines[i] ?? '');
    if (open === null) continue;
    const marker = open[1] ?? '```';
    const tag = (open[2] ?? '').toLowerCase();
    let end = i + 1;
    while (end < lines.length) {
      const close = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(lines[end] ?? '');
      if (close !== null && close[1]?.[0] === marker[0] && (close[1]?.length ?? 0) >= marker.length) break;
      end += 1;
    }
    const content = lines.slice(i + 1, end).join('\n');
    const tagged = tag === 'json' || tag === 'jsonc' || tag === 'json5';
    if (tagged || (tag === '' && content.trimStart().startsWith('{'))) found.push({ text: content, line: i + 2, tagged });
    i = end;
  }
  return found;
}

/** The index just past the `}` closing the object opened at `start`; -1 when it never closes. */
function closeOf(text: string, start: number): number {
  let depth = 0;
  let quote = '';
  for (let i = start; i < text.length; i += 1) {
    const c = text[i];
    if (quote !== '') {
      if (c === '\\') i += 1;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth += 1;
    else if (c === '}') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/** At most this many candidate objects are tried in one text. */
const MAX_CANDIDATES = 50;

/** Balanced `{…}` spans in `text` (string-aware), in order, each with its line. */
export function balancedObjects(json: JsonText): JsonText[] {
  const found: JsonText[] = [];
  let from = 0;
  while (found.length < MAX_CANDIDATES) {
    const start = json.text.indexOf('{', from);
    if (start < 0) break;
    const end = closeOf(json.text, start);
    if (end < 0) break;
    found.push({ text: json.text.slice(start, end), line: json.line + countLines(json.text.slice(0, start)) - 1 });
    from = end;
  }
  return found;
}

/** Where a JSON.parse error points, when the engine says. */
export function errorPosition(message: string, json: JsonText): { line: number; column: number } {
  const lc = /line (\d+) column (\d+)/.exec(message);
  if (lc !== null) return { line: json.line + Number(lc[1]) - 1, column: Number(lc[2]) };
  const pos = /at position (\d+)/.exec(message);
  if (pos === null) return { line: json.line, column: 1 };
  const before = json.text.slice(0, Number(pos[1]));
  const lastBreak = Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r'));
  return { line: json.line + countLines(before) - 1, column: before.length - lastBreak };
}
