// `cd pkg && npm test`: a gate that changes folder first. Gates cannot (each is one plain
// command, run in its phase's folder), and splitting it into `cd pkg` and `npm test` would run
// the tests in the wrong folder, so the fix is the phase's `Workdir:` (docs/design.md#gates).

import { findShellConstructs } from './constructs.js';
import { scanShell } from './scan.js';
import { splitSubCommands } from './segments.js';

/** A gate that starts with `cd`: the folder it names when that can be a `Workdir:`, and the commands after it. */
export type CdPrefix =
  | { kind: 'workdir'; folder: string; commands: string[] }
  | { kind: 'elsewhere'; target: string };

const SEPARATORS = new Set(['&&', ';', '\n']);
const LEADING_KEYWORD = /^(!|if|then|else|elif|fi|do|done|while|until|for|case|esac|\{|\})(\s|$)/;
/** A folder a `Workdir:` can name: relative, literal, never leaving the project. */
const FOLDER = /^(?!\/)(?!~)[A-Za-z0-9_@%+=:,.\/-]+$/;

/** The command inside one pair of parentheses around all of it (`(cd pkg && npm test)`), else the command. */
function unwrapSubshell(command: string): string {
  const text = command.trim();
  return text.startsWith('(') && text.endsWith(')') && !text.slice(1, -1).includes('(') ? text.slice(1, -1) : text;
}

/** What a gate starting with `cd` means for a fix; null when it does not start with `cd` and more. */
export function cdPrefix(command: string): CdPrefix | null {
  const inner = unwrapSubshell(command);
  const scan = scanShell(inner);
  if (scan.unterminatedQuote !== null || scan.danglingEscape !== null) return null;
  const commands = splitSubCommands(inner, scan);
  const first = commands[0];
  if (commands.length < 2 || first === undefined || first.words[0]?.value !== 'cd') return null;
  const target = first.words.slice(1).map((w) => w.value).join(' ');
  const rest = commands.slice(1);
  const plainRest = rest.every((c) => c.after !== null && SEPARATORS.has(c.after) && c.text.trim() !== '' && !LEADING_KEYWORD.test(c.text.trim()) && findShellConstructs(c.text).length === 0);
  const segments = target.split('/').filter((s) => s !== '' && s !== '.');
  if (first.words.length !== 2 || !FOLDER.test(target) || segments.includes('..') || !plainRest) return { kind: 'elsewhere', target };
  if (segments.length === 0) return { kind: 'elsewhere', target };
  return { kind: 'workdir', folder: segments.join('/'), commands: rest.map((c) => c.text.trim()) };
}
