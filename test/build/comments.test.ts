import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Comments say why the code is as it is, never which issue asked for it: an issue number is
// history (docs/decisions.md keeps it), and it ages while the code changes under it.

const root = resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return sources(path);
    return /\.(?:ts|mjs|cjs)$/.test(d.name) && !d.name.includes('.generated.') ? [path] : [];
  });
}

/** A comment (a `//` comment, or a line of a block comment) that cites an issue by number. */
const ISSUE_IN_COMMENT = /(?:\/\/|\/\*|^\s*\*).*\b[Ii]ssues? \d+/;

function issueCitations(text: string): number[] {
  return text.split('\n').flatMap((line, i) => (ISSUE_IN_COMMENT.test(line) ? [i + 1] : []));
}

describe('comments', () => {
  it('no comment in lib/ or scripts/ cites an issue number', () => {
    const found = ['lib', 'scripts'].flatMap((dir) =>
      sources(join(root, dir)).flatMap((file) => issueCitations(readFileSync(file, 'utf8')).map((line) => `${relative(root, file)}:${line}`)),
    );
    expect(found).toEqual([]);
  });

  it('the check finds a citation in a line comment and in a block comment, and not in code', () => {
    expect(issueCitations('// Why (issue 16 part 7).\nconst a = 1;\n/**\n * Issue 45 item 4: names.\n */\nconst s = "issue 3";\n')).toEqual([1, 4]);
  });
});
