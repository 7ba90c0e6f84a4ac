import { wordValue } from './argv.js';
import type { ShellScan } from './scan.js';

/** One word of a simple command: its value (quotes removed) and its 1-based column. */
export interface Word {
  readonly value: string;
  readonly column: number;
}

/** A simple command between separators, with its redirections removed. */
export interface SubCommand {
  readonly words: Word[];
  /** The raw text, from its first token to its last (redirections included). */
  readonly text: string;
  /** The separator before it (`&&`, `;`, `\n`, `|`, …), or null for the first. */
  readonly after: string | null;
}

/**
 * Split a scanned command into simple commands. A redirection's target word and a file
 * descriptor number glued to it (`2>&1`) are not arguments, so they are dropped.
 */
export function splitSubCommands(command: string, scan: ShellScan): SubCommand[] {
  const result: SubCommand[] = [];
  let words: Word[] = [];
  let first = -1;
  let last = -1;
  let after: string | null = null;
  let targetNext = false;

  const flush = (separator: string): void => {
    if (first >= 0) result.push({ words, text: command.slice(first, last), after });
    words = [];
    first = -1;
    last = -1;
    after = separator;
    targetNext = false;
  };

  for (let k = 0; k < scan.tokens.length; k++) {
    const token = scan.tokens[k];
    if (token === undefined) continue;
    if (token.kind === 'comment') continue;
    if (token.kind === 'separator') {
      flush(token.text);
      continue;
    }
    if (first < 0) first = token.start;
    last = token.end;
    if (token.kind === 'redirect') {
      const previous = scan.tokens[k - 1];
      const lastWord = words[words.length - 1];
      if (previous?.kind === 'word' && previous.end === token.start && /^\d+$/.test(previous.text) && lastWord !== undefined && lastWord.column === previous.start + 1) {
        words.pop();
      }
      targetNext = true;
      continue;
    }
    if (targetNext) {
      targetNext = false;
      continue;
    }
    words.push({ value: wordValue(token.text), column: token.start + 1 });
  }
  flush('');
  return result;
}
