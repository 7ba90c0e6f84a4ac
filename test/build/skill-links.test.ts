import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// The installed skill folder is all the agent has: nothing in it may point outside it. And
// the old design documents are gone for good: docs/design.md replaced them.

const root = resolve(import.meta.dirname, '../..');
const skillDir = join(root, 'skills/openforge');

/** The old names, spelled in pieces so that this file does not mention them itself. */
const OLD_DOCUMENTS = ['DESIGN' + '.md', 'V2-' + 'FORMATS'];

/** The pages the agent reads: SKILL.md, references/*.md and the other text files at the top. */
function skillPages(): string[] {
  const top = readdirSync(skillDir).filter((name) => name.endsWith('.md') || name === 'LICENSE');
  const references = readdirSync(join(skillDir, 'references'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `references/${name}`);
  return [...top, ...references].sort();
}

/**
 * Repository folders that do not ship: a page naming one points the agent at a file it does not
 * have. `docs/` followed by a PRD file name (`docs/auth.prd.md`) is an example of the user's own
 * project, not this repository's docs folder.
 */
const OUTSIDE_PATH = /(?<![\w.{}/-])(test|tests|lib|docs|bench|build|examples|skills|node_modules)\/(?![\w./-]*\.prd\.md)/g;

/** Folders of the skill itself: a path under one must name something that is there. */
const INSIDE_PATH = /(?<![\w.-])(?:\{baseDir\}\/)?((?:references|schemas|scripts|grammars)\/[\w.-]*[\w-])/g;

/** Markdown link targets and HTML href/src values. */
const LINK = /\]\(\s*<?([^)\s>]+)>?[^)]*\)|(?:href|src)\s*=\s*["']([^"']+)["']/g;

function problemsOf(page: string): string[] {
  const text = readFileSync(join(skillDir, page), 'utf8');
  const problems: string[] = [];
  const at = (index: number): number => text.slice(0, index).split('\n').length;
  for (const name of OLD_DOCUMENTS) {
    let index = text.indexOf(name);
    while (index !== -1) {
      problems.push(`${page}:${at(index)}: mentions ${name}, which does not ship (the design is docs/design.md, outside the skill)`);
      index = text.indexOf(name, index + 1);
    }
  }
  for (const m of text.matchAll(OUTSIDE_PATH)) {
    problems.push(`${page}:${at(m.index)}: names the repository folder \`${m[1]}/\`, which is not in the skill folder`);
  }
  for (const m of text.matchAll(LINK)) {
    const target = (m[1] ?? m[2] ?? '').split('#')[0] ?? '';
    if (target === '' || /^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    const path = target.startsWith('{baseDir}/') ? join(skillDir, target.slice('{baseDir}/'.length)) : resolve(dirname(join(skillDir, page)), target);
    const rel = relative(skillDir, path);
    if (rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) {
      problems.push(`${page}:${at(m.index)}: links to ${target}, outside the skill folder`);
    } else if (!existsSync(path)) {
      problems.push(`${page}:${at(m.index)}: links to ${target}, which the skill folder does not have`);
    }
  }
  for (const m of text.matchAll(INSIDE_PATH)) {
    const path = m[1] ?? '';
    if (!existsSync(join(skillDir, path))) {
      problems.push(`${page}:${at(m.index)}: names ${path}, which the skill folder does not have`);
    }
  }
  return problems;
}

/** Every file of the repository except installed packages, build output and git's own. */
function repositoryFiles(dir = root): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', '.git'].includes(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...repositoryFiles(path));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}

describe('the shipped skill folder stands on its own', () => {
  it('has the pages this check reads', () => {
    expect(skillPages()).toEqual(expect.arrayContaining(['SKILL.md', 'LICENSE', 'references/prd-format.md', 'references/protocol.md']));
  });

  it('no page points outside the folder (fix the source in references/ or SKILL.md, then `npm run build`)', () => {
    expect(skillPages().flatMap(problemsOf)).toEqual([]);
  });

  it('the check finds what it is for', () => {
    const probe = (text: string): boolean =>
      text.match(OUTSIDE_PATH) !== null || OLD_DOCUMENTS.some((name) => text.includes(name));
    expect(probe('see test/complexity/python-parity.test.ts')).toBe(true);
    expect(probe('the design (docs/design.md)')).toBe(true);
    expect(probe('(lib/run/engine/advance.ts)')).toBe(true);
    expect(probe(`the ${OLD_DOCUMENTS[0]} section`)).toBe(true);
    expect(probe('"Run this PRD: docs/auth.prd.md"')).toBe(false);
    expect(probe('~/.openclaw/workspace/skills/openforge')).toBe(false);
    expect(probe('`{baseDir}/references/safety.md`')).toBe(false);
  });
});

describe('the old design documents are not mentioned anywhere', () => {
  it('no file of the repository names them (point at docs/design.md#<section> instead)', () => {
    const offenders: string[] = [];
    for (const file of repositoryFiles()) {
      const text = readFileSync(file, 'latin1');
      for (const name of OLD_DOCUMENTS) if (text.includes(name)) offenders.push(`${relative(root, file)}: ${name}`);
    }
    expect(offenders).toEqual([]);
  });
});
