import { parse, type ParseEntry } from 'shell-quote';

/** Variables stay as written (`$HOME`): the validator never sees the user's environment. */
const keepVariable = (key: string): string => `$${key}`;

export interface Tokenized {
  /** Words and glob patterns, in order, up to a comment. */
  readonly argv: string[];
  /** Operators shell-quote found (`&&`, `|`, `(`, …), in order. */
  readonly operators: string[];
  /** The comment text after an unquoted `#`, or null. */
  readonly comment: string | null;
}

export type TokenizeResult = { ok: true; value: Tokenized } | { ok: false; reason: string };

/** The argv shell-quote sees. Never throws: a shell-quote error becomes `{ok: false}`. */
export function tokenize(command: string): TokenizeResult {
  let entries: (ParseEntry | string)[];
  try {
    entries = parse(command, keepVariable);
  } catch (cause) {
    return { ok: false, reason: cause instanceof Error ? cause.message : String(cause) };
  }
  const argv: string[] = [];
  const operators: string[] = [];
  let comment: string | null = null;
  for (const entry of entries) {
    if (typeof entry === 'string') argv.push(entry);
    else if ('comment' in entry) {
      comment = entry.comment;
      break;
    } else if (entry.op === 'glob') argv.push(entry.pattern);
    else operators.push(entry.op);
  }
  return { ok: true, value: { argv, operators, comment } };
}

/** Remove shell quoting from one raw word without shell-quote (its fallback for odd words). */
function unquote(raw: string): string {
  let out = '';
  let i = 0;
  while (i < raw.length) {
    const c = raw[i] as string;
    if (c === '\\') {
      out += raw[i + 1] ?? '';
      i += 2;
    } else if (c === "'") {
      const close = raw.indexOf("'", i + 1);
      const end = close < 0 ? raw.length : close;
      out += raw.slice(i + 1, end);
      i = end + 1;
    } else if (c === '"') {
      let j = i + 1;
      while (j < raw.length && raw[j] !== '"') {
        if (raw[j] === '\\' && j + 1 < raw.length && '"\\$`'.includes(raw[j + 1] as string)) j += 1;
        out += raw[j];
        j += 1;
      }
      i = j + 1;
    } else {
      out += c;
      i += 1;
    }
  }
  return out;
}

/** The value of one raw word (as the lexer cut it), quotes and escapes removed. */
export function wordValue(raw: string): string {
  const result = tokenize(raw);
  if (result.ok && result.value.comment === null && result.value.operators.length === 0) {
    const [only, ...rest] = result.value.argv;
    if (only !== undefined && rest.length === 0) return only;
  }
  return unquote(raw);
}
