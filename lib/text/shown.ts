// Text as a person is shown it, so what they read is what is there. Two helpers, both pure:
// - `collapsedBlanks`: a run of blanks in a command is written as a count, `\u{20}{3000}`, so
//   padding cannot push the rest of the command off the screen of the question that shows it;
// - `shownText`: what the CLI writes to a terminal for a person, with every terminal escape
//   sequence and control character taken out (a PRD title holding `ESC[2J` or `ESC]8;;…`
//   would otherwise clear the screen, retitle it or hide text in `list`, `next`, `plan` and
//   `status`). JSON output escapes control characters anyway and is left alone.

/** A run of blanks this long, or any run holding a tab, is written as counts. */
const LONG_RUN = 4;
const BLANKS = /[ \t]{2,}|\t/g;

/**
 * `text` with each long run of spaces (4 or more) and every tab written as a visible count:
 * `\u{20}{N}` for N spaces, `\u{9}{N}` for N tabs (`\u{9}` for one). Shorter runs of spaces stay.
 */
export function collapsedBlanks(text: string): string {
  return text.replace(BLANKS, (run) => {
    if (!run.includes('\t') && run.length < LONG_RUN) return run;
    return run.replace(/ +|\t+/g, (same) => {
      const code = same[0] === ' ' ? '20' : '9';
      return same.length === 1 ? `\\u{${code}}` : `\\u{${code}}{${same.length}}`;
    });
  });
}

/**
 * Terminal escape sequences: CSI (`ESC [` … final byte, also the 8-bit CSI U+009B), OSC
 * (`ESC ]` … BEL or `ESC \`, also U+009D), DCS, SOS, PM and APC strings (`ESC P`/`X`/`^`/`_` …
 * `ESC \`), and two-character escapes (`ESC c`, `ESC 7`, …).
 */
const ESCAPES =
  /(?:\u001b\[|\u009b)[\u0030-\u003f]*[\u0020-\u002f]*[\u0040-\u007e]?|(?:\u001b[\]PX^_]|[\u0090\u0098\u009d\u009e\u009f])[^\u0007\u001b\u009c\n]*(?:\u0007|\u001b\\|\u009c)?|\u001b[\u0020-\u002f]*[\u0030-\u007e]?/g;
/**
 * Control characters that remain (C0 but tab and newline, DEL, C1), and the invisible and
 * direction-changing characters a terminal would apply (bidi overrides and isolates,
 * zero-width characters, line and paragraph separators).
 */
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

/** Human output as it may reach a terminal: escape sequences and control characters removed, tabs and newlines kept. */
export function shownText(text: string): string {
  return text.replace(ESCAPES, '').replace(CONTROLS, '');
}
