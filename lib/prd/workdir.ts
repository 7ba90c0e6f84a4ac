// A phase's `Workdir:` value: the folder, relative to the project, its gates run in
// (docs/design.md#gates). Read tolerantly (`./pkg/`, `` `pkg` ``), refused when it could leave
// the project or would not name one folder literally; whether it exists is the plan's check.

/** The normalized folder (`null`: the project itself, `.`), or why the value is refused. */
export type WorkdirReading = { path: string | null } | { problem: string };

/** What the shell would expand or what a folder name never needs: the exec `workdir` is taken literally. */
const NOT_LITERAL = /[$`*?[\]{}|;&<>"'\\]/;

export function readWorkdir(value: string): WorkdirReading {
  const text = value.trim();
  if (/[\u0000-\u001f\u007f]/.test(text)) return { problem: 'it holds a control character' };
  // A zero-width, bidi, look-alike or other non-ASCII character (at the ends too) makes the folder
  // a reader sees differ from the one the gates run in.
  const foreign = [...value.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '')].filter((c) => !/^[\u0020-\u007e]$/.test(c));
  if (foreign.length > 0) {
    const shown = [...new Set(foreign)].slice(0, 4).map((c) => `\`\\u{${(c.codePointAt(0) ?? 0).toString(16)}}\``).join(', ');
    return { problem: `it holds a character outside printable ASCII (${shown}): an invisible, direction-changing or look-alike letter makes the folder you read differ from the one the gates run in; retype the folder name in ASCII` };
  }
  if (text.startsWith('/') || /^[A-Za-z]:[\\/]/.test(text)) return { problem: 'it is an absolute path, and a phase works inside the project' };
  if (text.startsWith('~')) return { problem: 'it names a home directory (`~`), and a phase works inside the project' };
  if (text.includes('\\')) return { problem: 'it holds a backslash; folders are separated by `/`' };
  if (NOT_LITERAL.test(text)) return { problem: 'it holds a character a shell would expand or treat specially (`$`, `*`, quotes, …), and the folder is taken literally' };
  const segments = text.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.includes('..')) return { problem: 'it leads out of its folder with `..`, and a phase works inside the project' };
  return { path: segments.length === 0 ? null : segments.join('/') };
}
