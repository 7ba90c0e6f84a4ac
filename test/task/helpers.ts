import type { TaskPhase } from '../../lib/task/index.js';

export const at = { line: 1, column: 1 };

export function phase(overrides: Partial<TaskPhase> = {}): TaskPhase {
  return {
    name: 'implement',
    type: 'impl',
    files: ['src/auth/**', 'test/auth/**'],
    tasks: [
      { text: 'Add the token store', depth: 0, ...at },
      { text: 'Keep tokens in memory only', depth: 1, ...at },
      { text: 'Expire after 15 minutes', depth: 2, ...at },
      { text: 'Wire the store into the login handler', depth: 0, ...at },
      { text: 'Write tests for expiry', depth: 0, ...at },
    ],
    acceptance: [
      { text: 'Tokens expire after 15 minutes', ...at },
      { text: 'No token is written to disk', ...at },
    ],
    ...overrides,
  };
}

/** `## ` headings in order of appearance, ignoring fenced blocks. */
export function headings(text: string): string[] {
  const out: string[] = [];
  let fenced: string | null = null;
  for (const line of text.split('\n')) {
    const f = /^(`{3,})/.exec(line);
    if (f) {
      if (fenced === null) fenced = f[1] ?? null;
      else if (line.trim() === fenced) fenced = null;
      continue;
    }
    if (fenced === null && line.startsWith('## ')) out.push(line.slice(3));
  }
  return out;
}

/** The body of the `## title` section (without its heading line). */
export function section(text: string, title: string): string {
  const start = text.indexOf(`\n## ${title}\n`);
  if (start === -1) throw new Error(`no section ${title}`);
  const bodyStart = start + title.length + 5;
  const end = text.indexOf('\n\n## ', bodyStart);
  return text.slice(bodyStart, end === -1 ? undefined : end).trimEnd();
}
