/**
 * A small shell lexer that keeps positions: it splits a command into words, separators
 * (`&&`, `|`, `;`, a newline, `$(`, …), redirections and comments, following POSIX shell
 * quoting. shell-quote gives the argv; this gives the structure and the columns.
 * It never throws and runs in O(n).
 */

export type ShellTokenKind = 'word' | 'separator' | 'redirect' | 'comment';

export interface ShellToken {
  readonly kind: ShellTokenKind;
  /** The raw text, quotes included. */
  readonly text: string;
  /** 0-based offsets into the command. */
  readonly start: number;
  readonly end: number;
}

export interface ShellScan {
  readonly tokens: ShellToken[];
  /** Offset of an opening quote that is never closed, or null. */
  readonly unterminatedQuote: number | null;
  /** Offset of a backslash with nothing after it, or null. */
  readonly danglingEscape: number | null;
  /** Offset of the first unquoted `#`, even mid-word (shell-quote reads any of them as a comment). */
  readonly firstUnquotedHash: number | null;
}

const SEPARATORS = [';;&', '&&', '||', ';;', ';&', '|&', '$(', '<(', '>(', '|', '&', ';', '(', ')', '`', '\n'];
const REDIRECTS = ['&>>', '<<<', '<<-', '&>', '>>', '>&', '>|', '<<', '<&', '<>', '>', '<'];
const OPERATORS = [...SEPARATORS.map((text) => ({ text, kind: 'separator' as const })),
  ...REDIRECTS.map((text) => ({ text, kind: 'redirect' as const }))].sort((a, b) => b.text.length - a.text.length);

const OPERATOR_START = new Set(['|', '&', ';', '(', ')', '<', '>', '`', '\n']);
const BLANK = new Set([' ', '\t', '\r']);

function operatorAt(s: string, i: number): { text: string; kind: 'separator' | 'redirect' } | undefined {
  const c = s[i];
  if (c === undefined) return undefined;
  if (c === '$') return s[i + 1] === '(' ? { text: '$(', kind: 'separator' } : undefined;
  if (!OPERATOR_START.has(c)) return undefined;
  return OPERATORS.find((op) => s.startsWith(op.text, i));
}

interface PendingHereDoc {
  delimiter: string;
  stripTabs: boolean;
}

/** The lexer's state: the position, the tokens so far, what it found, and the here-documents still to skip. */
interface Lexer {
  readonly s: string;
  readonly tokens: ShellToken[];
  unterminatedQuote: number | null;
  danglingEscape: number | null;
  firstUnquotedHash: number | null;
  readonly pending: PendingHereDoc[];
  /** `<<` or `<<-` just read: the next word is a here-document's delimiter. */
  hereDocOperator: string | null;
  i: number;
}

export function scanShell(command: string): ShellScan {
  const lx: Lexer = { s: command, tokens: [], unterminatedQuote: null, danglingEscape: null, firstUnquotedHash: null, pending: [], hereDocOperator: null, i: 0 };
  while (lx.i < command.length) readToken(lx);
  const { tokens, unterminatedQuote, danglingEscape, firstUnquotedHash } = lx;
  return { tokens, unterminatedQuote, danglingEscape, firstUnquotedHash };
}

/** Read what starts at the position: a blank, an operator, a comment or a word. */
function readToken(lx: Lexer): void {
  const c = lx.s[lx.i] as string;
  if (BLANK.has(c)) {
    lx.i += 1;
    return;
  }
  const op = operatorAt(lx.s, lx.i);
  if (op !== undefined) readOperator(lx, op);
  else if (c === '#') readComment(lx);
  else readWord(lx);
}

function readOperator(lx: Lexer, op: { text: string; kind: 'separator' | 'redirect' }): void {
  lx.tokens.push({ kind: op.kind, text: op.text, start: lx.i, end: lx.i + op.text.length });
  lx.i += op.text.length;
  lx.hereDocOperator = op.text === '<<' || op.text === '<<-' ? op.text : null;
  if (op.text === '\n' && lx.pending.length > 0) lx.i = skipHereDocs(lx, lx.i);
}

/** A comment runs to the end of the line. */
function readComment(lx: Lexer): void {
  if (lx.firstUnquotedHash === null) lx.firstUnquotedHash = lx.i;
  const newline = lx.s.indexOf('\n', lx.i);
  const end = newline < 0 ? lx.s.length : newline;
  lx.tokens.push({ kind: 'comment', text: lx.s.slice(lx.i, end), start: lx.i, end });
  lx.i = end;
}

/** A word: runs until a blank or an operator outside quotes. After `<<` it is a here-document's delimiter. */
function readWord(lx: Lexer): void {
  const start = lx.i;
  while (lx.i < lx.s.length) {
    const d = lx.s[lx.i] as string;
    if (BLANK.has(d) || operatorAt(lx.s, lx.i) !== undefined) break;
    lx.i = wordPartEnd(lx, d);
  }
  const text = lx.s.slice(start, lx.i);
  lx.tokens.push({ kind: 'word', text, start, end: lx.i });
  if (lx.hereDocOperator !== null) {
    lx.pending.push({ delimiter: text.replace(/["'\\]/g, ''), stripTabs: lx.hereDocOperator === '<<-' });
    lx.hereDocOperator = null;
  }
}

/** Where the part of a word at the position ends: an escape, a quoted string, or one character. */
function wordPartEnd(lx: Lexer, d: string): number {
  const { s, i } = lx;
  if (d === '\\') return escapeEnd(lx);
  if (d === "'") return singleQuotedEnd(lx);
  if (d === '"' || (d === '$' && s[i + 1] === "'")) return escapingQuotedEnd(lx, d === '"' ? '"' : "'", d === '"' ? i + 1 : i + 2);
  if (d === '#' && lx.firstUnquotedHash === null) lx.firstUnquotedHash = i;
  return i + 1;
}

/** A backslash escapes the next character; with none after it, it dangles. */
function escapeEnd(lx: Lexer): number {
  if (lx.i + 1 < lx.s.length) return lx.i + 2;
  lx.danglingEscape ??= lx.i;
  return lx.i + 1;
}

/** `'…'`: nothing inside is special. */
function singleQuotedEnd(lx: Lexer): number {
  const close = lx.s.indexOf("'", lx.i + 1);
  if (close >= 0) return close + 1;
  lx.unterminatedQuote ??= lx.i;
  return lx.s.length;
}

/** `"…"` or `$'…'`: a backslash inside escapes the next character, so it never closes the string. */
function escapingQuotedEnd(lx: Lexer, quote: string, from: number): number {
  const { s } = lx;
  const n = s.length;
  let j = from;
  while (j < n && s[j] !== quote) j += s[j] === '\\' ? 2 : 1;
  if (j < n) return j + 1;
  lx.unterminatedQuote ??= lx.i;
  return n;
}

/** Skip the bodies of pending here-documents, starting at `pos` (just after a newline). */
function skipHereDocs(lx: Lexer, pos: number): number {
  let at = pos;
  for (const doc of lx.pending) {
    const end = hereDocEnd(lx.s, at, doc);
    // The command ends inside a body: nothing after it is read.
    if (end === null) return lx.s.length;
    at = end;
  }
  lx.pending.length = 0;
  // Leave the newline that ends the delimiter line to be read as a separator.
  return at > pos && lx.s[at - 1] === '\n' ? at - 1 : at;
}

/** Where one here-document's body ends: just after its delimiter line; null when the command ends first. */
function hereDocEnd(s: string, from: number, doc: PendingHereDoc): number | null {
  const n = s.length;
  let at = from;
  for (;;) {
    if (at >= n) return null;
    const newline = s.indexOf('\n', at);
    const lineEnd = newline < 0 ? n : newline;
    let line = s.slice(at, lineEnd).replace(/\r$/, '');
    if (doc.stripTabs) line = line.replace(/^\t+/, '');
    at = newline < 0 ? n : newline + 1;
    if (line === doc.delimiter) return at;
  }
}
