import { describe, expect, it } from 'vitest';
import { snapshotTree } from '../../lib/io/tree-snapshot.js';
import { matchIgnoreRules, parseGitignore } from '../../lib/snapshot/index.js';
import { useTempDirs, writeTree } from './temp-tree.js';

const tempDir = useTempDirs();
const paths = (root: string): string[] => snapshotTree(root).entries.map((e) => e.path);

/** Ignored? for one .gitignore at the root. */
function ignored(text: string, path: string, isDir = false): boolean | undefined {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return matchIgnoreRules([parseGitignore(text)], path, name, isDir);
}

describe('parseGitignore / matchIgnoreRules', () => {
  it('skips comments and blank lines, honours escapes and trailing spaces', () => {
    const set = parseGitignore('# comment\n\n   \n\\#hash\n\\!bang\nspace\\ \ntrail   \r\n');
    expect(set.rules.map((r) => r.source)).toEqual(['   ', '\\#hash', '\\!bang', 'space\\ ', 'trail   ']
      .filter((s) => s.trim() !== ''));
    expect(ignored('\\#hash', '#hash')).toBe(true);
    expect(ignored('\\!bang', '!bang')).toBe(true);
    expect(ignored('space\\ ', 'space ')).toBe(true);
    expect(ignored('space\\ ', 'space')).toBeUndefined();
    expect(ignored('trail   \r\n', 'trail')).toBe(true);
    expect(ignored('# x\n', '# x')).toBeUndefined();
  });

  it('unanchored patterns match the name at any depth; a slash anchors', () => {
    expect(ignored('*.log', 'a/b/c.log')).toBe(true);
    expect(ignored('foo', 'a/foo')).toBe(true);
    expect(ignored('/foo', 'a/foo')).toBeUndefined();
    expect(ignored('/foo', 'foo')).toBe(true);
    expect(ignored('a/foo', 'a/foo')).toBe(true);
    expect(ignored('a/foo', 'x/a/foo')).toBeUndefined();
    expect(ignored('a/*.js', 'a/b/c.js')).toBeUndefined();
  });

  it('trailing slash is directory-only', () => {
    expect(ignored('tmp/', 'x/tmp', true)).toBe(true);
    expect(ignored('tmp/', 'x/tmp', false)).toBeUndefined();
  });

  it('**, ?, character classes and negation (last match wins)', () => {
    expect(ignored('**/logs', 'logs', true)).toBe(true);
    expect(ignored('**/logs', 'a/b/logs', true)).toBe(true);
    expect(ignored('a/**/b', 'a/b')).toBe(true);
    expect(ignored('a/**/b', 'a/x/y/b')).toBe(true);
    expect(ignored('a/**', 'a', true)).toBeUndefined(); // inside a, not a itself
    expect(ignored('a/**', 'a/x/y')).toBe(true);
    expect(ignored('file?.txt', 'file1.txt')).toBe(true);
    expect(ignored('file?.txt', 'file10.txt')).toBeUndefined();
    expect(ignored('[a-c].md', 'b.md')).toBe(true);
    expect(ignored('[!a-c].md', 'b.md')).toBeUndefined();
    expect(ignored('[!a-c].md', 'd.md')).toBe(true);
    expect(ignored('*.log\n!keep.log', 'keep.log')).toBe(false);
    expect(ignored('!keep.log\n*.log', 'keep.log')).toBe(true);
    expect(ignored('{a,b}', '{a,b}')).toBe(true); // no brace expansion in gitignore
    expect(ignored('{a,b}', 'a')).toBeUndefined();
  });
});

describe('snapshotTree and .gitignore files', () => {
  // Expected list checked against `git status --porcelain -uall` (git 2.x) on the same tree.
  it('applies root and nested .gitignore files: negation, anchoring, dir-only, **', () => {
    const root = tempDir();
    writeTree(root, {
      '.gitignore': '*.log\n!important.log\n/top-only.txt\ncache/\n**/gen/**\n!**/gen/keep.ts\nlogs/**\n!logs/keep/\n',
      'a.log': 'x',
      'important.log': 'x',
      'top-only.txt': 'x',
      'sub/top-only.txt': 'kept: the leading / anchors to the root',
      'cache/file.txt': 'x',
      'sub/cache/file.txt': 'x',
      'cache.txt/inner': 'kept: "cache/" matches only directories named cache',
      'sub/cachefile': 'x',
      'src/gen/out.ts': 'x',
      'src/gen/keep.ts': 'x',
      'src/gen/deep/x.ts': 'x',
      'logs/a.txt': 'x',
      'logs/keep/b.txt': 'x',
      'pkg/.gitignore': '# nested\n*.tmp\n!root.log\n/local.txt\nbuild-*/\n',
      'pkg/a.tmp': 'x',
      'pkg/root.log': 're-included by the nested file',
      'pkg/local.txt': 'x',
      'pkg/deeper/local.txt': 'kept: anchored to pkg/',
      'pkg/build-x/y.js': 'x',
      'other/a.tmp': 'kept: pkg/.gitignore does not apply here',
    });
    expect(paths(root)).toEqual([
      '.gitignore',
      'cache.txt/inner',
      'important.log',
      // logs/keep/b.txt stays ignored: `!logs/keep/` re-includes the directory, but `logs/**` still matches the file
      'other/a.tmp',
      'pkg/.gitignore',
      'pkg/deeper/local.txt',
      'pkg/root.log',
      'src/gen/keep.ts',
      'sub/cachefile',
      'sub/top-only.txt',
    ]);
  });

  it('cannot re-include a file inside an ignored directory (as git)', () => {
    const root = tempDir();
    writeTree(root, { '.gitignore': 'secret/\n!secret/ok.txt\n', 'secret/ok.txt': 'x', 'a.txt': 'x' });
    expect(paths(root)).toEqual(['.gitignore', 'a.txt']);
  });

  it('reads .git/info/exclude and lists of .git only that file (a change to the rules is a change)', () => {
    const root = tempDir();
    writeTree(root, { '.git/info/exclude': '*.bak\n', '.git/HEAD': 'ref', 'a.bak': 'x', 'a.txt': 'x' });
    expect(paths(root)).toEqual(['.git/info/exclude', 'a.txt']);
  });

  it('reports an unreadable .gitignore as a problem, not a crash', () => {
    const root = tempDir();
    writeTree(root, { 'a.txt': 'x', '.gitignore/oops': 'a directory named .gitignore is simply walked' });
    const snap = snapshotTree(root);
    expect(snap.entries.map((e) => e.path)).toEqual(['.gitignore/oops', 'a.txt']);
    expect(snap.problems).toEqual([]);
  });
});
