/**
 * The raw pre-filter: shell constructs a gate may not contain without `Shell-Gate: true`.
 * It scans the whole string, quotes included, on purpose: shell-quote reads newlines as
 * spaces and does not flag backticks, `$(` or `${` inside double quotes, so being strict
 * here is what keeps a second command from slipping through.
 */

export interface ShellConstruct {
  /** The literal text that is matched. */
  readonly token: string;
  /** How messages name it, e.g. "`&&`". */
  readonly display: string;
  /** What it does, e.g. "runs a second command". */
  readonly effect: string;
  /** Whether `a TOKEN b` can simply become two gates `a`, then `b`. */
  readonly splittable: boolean;
  /** Whether it only redirects output, which OpenForge already captures in the gate log. */
  readonly redirectsOutput: boolean;
}

const construct = (
  token: string,
  display: string,
  effect: string,
  extra: { splittable?: boolean; redirectsOutput?: boolean } = {},
): ShellConstruct => ({
  token,
  display,
  effect,
  splittable: extra.splittable ?? false,
  redirectsOutput: extra.redirectsOutput ?? false,
});

/** Longest tokens first: the scan takes the first entry that matches at a position. */
export const SHELL_CONSTRUCTS: readonly ShellConstruct[] = [
  construct('<<<', '`<<<`', 'a here-string (feeds inline text to the command)'),
  construct('&>>', '`&>>`', 'appends both output streams to a file', { redirectsOutput: true }),
  construct('&&', '`&&`', 'runs a second command', { splittable: true }),
  construct('||', '`||`', 'runs a second command when the first fails, which can turn a failing gate into a passing one'),
  construct('|&', '`|&`', 'pipes the output into a second command'),
  construct('&>', '`&>`', 'redirects both output streams to a file', { redirectsOutput: true }),
  construct('>&', '`>&`', 'redirects or duplicates an output stream (as in `2>&1`)', { redirectsOutput: true }),
  construct('>>', '`>>`', 'appends the output to a file', { redirectsOutput: true }),
  construct('>(', '`>(`', 'process substitution (runs a second command)'),
  construct('<(', '`<(`', 'process substitution (runs a second command)'),
  construct('<<', '`<<`', 'a here-document (feeds inline text to the command)'),
  construct('$(', '`$(`', 'command substitution (runs a second command)'),
  construct("$'", "`$'…'`", 'ANSI-C quoting (its escapes turn into other characters, and a `\\x00` truncates the argument)'),
  construct('$"', '`$"…"`', 'locale translation quoting (the text that runs depends on the locale)'),
  construct('${', '`${`', 'parameter expansion (can hide values, assign variables or fail the command)'),
  construct('$IFS', '`$IFS`', 'expands to the field separator, so one word can split into a command and its arguments (as in `rm$IFS-rf`)'),
  construct('|', '`|`', "pipes the output into a second command and hides the first command's exit status"),
  construct('&', '`&`', 'runs a command in the background, so its result is never checked'),
  construct(';', '`;`', 'runs a second command', { splittable: true }),
  construct('<', '`<`', 'reads the input from a file'),
  construct('>', '`>`', 'writes the output to a file, overwriting it', { redirectsOutput: true }),
  construct('`', 'a backtick (`` ` ``)', 'command substitution (runs a second command)'),
  construct('\n', 'a newline', 'starts a second command', { splittable: true }),
  construct('\r', 'a carriage return', 'can hide part of the command when it is displayed'),
];

const FIRST_CHARS = new Set(SHELL_CONSTRUCTS.map((c) => c.token[0]));

export interface ConstructHit {
  readonly construct: ShellConstruct;
  /** 0-based offset of the first occurrence. */
  readonly offset: number;
  /** How many times it occurs. */
  readonly count: number;
}

/** Every distinct construct in `command`, in order of first occurrence. O(n). */
export function findShellConstructs(command: string): ConstructHit[] {
  const hits = new Map<string, { construct: ShellConstruct; offset: number; count: number }>();
  let i = 0;
  while (i < command.length) {
    if (!FIRST_CHARS.has(command[i])) {
      i += 1;
      continue;
    }
    const found = SHELL_CONSTRUCTS.find((c) => command.startsWith(c.token, i));
    if (found === undefined) {
      i += 1;
      continue;
    }
    const seen = hits.get(found.token);
    if (seen === undefined) hits.set(found.token, { construct: found, offset: i, count: 1 });
    else seen.count += 1;
    i += found.token.length;
  }
  return [...hits.values()];
}

export interface ControlCharacterHit {
  /** 0-based offset of the first one. */
  readonly offset: number;
  /** Distinct code points, as `U+001B`, in order of appearance. */
  readonly codePoints: string[];
}

/**
 * Characters that make the command a human reviews differ from what runs, rejected even
 * under Shell-Gate: C0 controls other than tab, newline and carriage return (those two are
 * shell constructs), DEL, C1 controls, every format character (zero-width characters,
 * bidirectional controls, soft hyphen, tag characters U+E0000–E007F), the Unicode line
 * separators, variation selectors, the combining grapheme joiner, Hangul fillers, the braille
 * blank, Khmer invisible vowels, interlinear annotation marks, and a combining mark on nothing
 * (after a space, a digit or punctuation rather than a letter).
 */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\p{Cf}\u2028\u2029\u034f\u115f\u1160\u3164\uffa0\u2800\u17b4\u17b5\ufe00-\ufe0f\u{e0100}-\u{e01ef}\ufff9-\ufffc]|(?<![\p{L}\p{M}])\p{M}/gu;

const codePoint = (c: string): number => c.codePointAt(0) ?? 0;

/** The text with every such character written as `\u{1b}`, safe to put in a message. */
export function printable(text: string): string {
  return text.replace(CONTROL, (c) => `\\u{${codePoint(c).toString(16)}}`);
}

/** `U+0456` for a character. */
const codePointName = (c: string): string => `U+${codePoint(c).toString(16).toUpperCase().padStart(4, '0')}`;

export function findControlCharacters(command: string): ControlCharacterHit | null {
  let offset = -1;
  const codePoints: string[] = [];
  for (const match of command.matchAll(CONTROL)) {
    if (offset < 0) offset = match.index;
    const code = codePointName(match[0]);
    if (!codePoints.includes(code)) codePoints.push(code);
  }
  return offset < 0 ? null : { offset, codePoints };
}

/**
 * The command as a reader must see it: every code point outside printable ASCII (and not tab
 * or newline) written as a visible escape `\u{456}`, so a look-alike letter (`gіthub.com` with
 * a Cyrillic `і`) or an invisible character cannot pass for what it imitates.
 */
export function visibleText(text: string): string {
  return text.replace(/[^\t\n\x20-\x7e]/gu, (c) => `\\u{${codePoint(c).toString(16)}}`);
}

/** Printable ASCII and tab: what a plain gate may contain. */
const NOT_PLAIN = /[^\t\x20-\x7e]/gu;

/**
 * Characters outside printable ASCII that are not control characters (those are reported
 * on their own): Unicode spaces such as U+00A0 look like a space but do not split words
 * in bash, and letters from other scripts can imitate ASCII ones. Null when there are none.
 */
export function findNonAscii(command: string): ControlCharacterHit | null {
  let offset = -1;
  const codePoints: string[] = [];
  const control = new Set([...command.matchAll(CONTROL)].map((m) => m.index));
  for (const match of command.matchAll(NOT_PLAIN)) {
    if (control.has(match.index) || /[\n\r]/.test(match[0])) continue;
    if (offset < 0) offset = match.index;
    const code = codePointName(match[0]);
    if (!codePoints.includes(code)) codePoints.push(code);
  }
  return offset < 0 ? null : { offset, codePoints };
}
