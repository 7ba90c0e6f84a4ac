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

export function scanShell(command: string): ShellScan {
  const s = command;
  const n = s.length;
  const tokens: ShellToken[] = [];
  let unterminatedQuote: number | null = null;
  let danglingEscape: number | null = null;
  let firstUnquotedHash: number | null = null;
  const pending: PendingHereDoc[] = [];
  let hereDocOperator: string | null = null;

  /** Skip the bodies of pending here-documents, starting at `pos` (just after a newline). */
  const skipHereDocs = (pos: number): number => {
    let at = pos;
    for (const doc of pending) {
      for (;;) {
        if (at >= n) return n;
        const newline = s.indexOf('\n', at);
        const lineEnd = newline < 0 ? n : newline;
        let line = s.slice(at, lineEnd).replace(/\r$/, '');
        if (doc.stripTabs) line = line.replace(/^\t+/, '');
        at = newline < 0 ? n : newline + 1;
        if (line === doc.delimiter) break;
      }
    }
    pending.length = 0;
    // Leave the newline that ends the delimiter line to be read as a separator.
    return at > pos && s[at - 1] === '\n' ? at - 1 : at;
  };

  let i = 0;
  while (i < n) {
    const c = s[i] as string;
    if (BLANK.has(c)) {
      i += 1;
      continue;
    }
    const op = operatorAt(s, i);
    if (op !== undefined) {
      tokens.push({ kind: op.kind, text: op.text, start: i, end: i + op.text.length });
      i += op.text.length;
      hereDocOperator = op.text === '<<' || op.text === '<<-' ? op.text : null;
      if (op.text === '\n' && pending.length > 0) i = skipHereDocs(i);
      continue;
    }
    if (c === '#') {
      if (firstUnquotedHash === null) firstUnquotedHash = i;
      const newline = s.indexOf('\n', i);
      const end = newline < 0 ? n : newline;
      tokens.push({ kind: 'comment', text: s.slice(i, end), start: i, end });
      i = end;
      continue;
    }
    // A word: runs until a blank or an operator outside quotes.
    const start = i;
    while (i < n) {
      const d = s[i] as string;
      if (BLANK.has(d) || operatorAt(s, i) !== undefined) break;
      if (d === '\\') {
        if (i + 1 >= n) {
          danglingEscape ??= i;
          i += 1;
        } else {
          i += 2;
        }
      } else if (d === "'") {
        const close = s.indexOf("'", i + 1);
        if (close < 0) {
          unterminatedQuote ??= i;
          i = n;
        } else {
          i = close + 1;
        }
      } else if (d === '"' || (d === '$' && s[i + 1] === "'")) {
        const quote = d === '"' ? '"' : "'";
        let j = d === '"' ? i + 1 : i + 2;
        while (j < n && s[j] !== quote) j += s[j] === '\\' ? 2 : 1;
        if (j >= n) {
          unterminatedQuote ??= i;
          i = n;
        } else {
          i = j + 1;
        }
      } else {
        if (d === '#' && firstUnquotedHash === null) firstUnquotedHash = i;
        i += 1;
      }
    }
    const text = s.slice(start, i);
    tokens.push({ kind: 'word', text, start, end: i });
    if (hereDocOperator !== null) {
      pending.push({ delimiter: text.replace(/["'\\]/g, ''), stripTabs: hereDocOperator === '<<-' });
      hereDocOperator = null;
    }
  }
  return { tokens, unterminatedQuote, danglingEscape, firstUnquotedHash };
}
