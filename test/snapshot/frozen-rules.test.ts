// The snapshot does not take a child's word through ignore rules: the rules are frozen when the
// run starts, rule files are hashed, and what a runner collects by its own rules is hashed in
// ignored folders too.

import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { snapshotTree } from '../../lib/io/tree-snapshot.js';
import { compiledTestSources, isCollectedByRunner } from '../../lib/snapshot/collected.js';
import { changedPaths, diffSnapshots, filesOutsideScope, parseSnapshot, serializeSnapshot } from '../../lib/snapshot/index.js';
import { useTempDirs, writeTree } from './temp-tree.js';

const tempDir = useTempDirs();
const paths = (root: string, ignoreRules?: Record<string, string>): string[] =>
  snapshotTree(root, ignoreRules === undefined ? {} : { ignoreRules }).entries.map((e) => e.path);

describe('frozen ignore rules', () => {
  it('returns the rule texts it applied, and applies frozen ones instead of the files on disk', () => {
    const root = tempDir();
    writeTree(root, { '.gitignore': 'tmp/\n', 'pkg/.gitignore': '*.log\n', '.git/info/exclude': '*.bak\n', 'a.txt': 'x' });
    const first = snapshotTree(root);
    expect(first.ignoreRules).toEqual({ '.gitignore': 'tmp/\n', 'pkg/.gitignore': '*.log\n', '.git/info/exclude': '*.bak\n' });
    // A child writes a self-ignoring rule file and a file it hides, and widens the exclude file.
    writeTree(root, { 'evil/.gitignore': 'fixture.json\n.gitignore\n', 'evil/x.test.js': 'pass', 'evil/fixture.json': '{}', '.git/info/exclude': '*.bak\nsrc/\n', 'src/a.js': '1' });
    const frozen = paths(root, first.ignoreRules);
    expect(frozen).toEqual(expect.arrayContaining(['evil/.gitignore', 'evil/x.test.js', 'evil/fixture.json', 'src/a.js', '.git/info/exclude']));
    // Read from disk, the same tree hides what no runner collects by name (what the frozen rules guard against).
    expect(paths(root)).not.toContain('evil/fixture.json');
    expect(paths(root)).not.toContain('src/a.js');
  });

  it('honest: an untouched ordinary .gitignore gives the same snapshot frozen or read', () => {
    const root = tempDir();
    writeTree(root, { '.gitignore': 'coverage/\n*.log\n.pytest_cache/\n', 'src/a.js': '1', 'app.log': 'x', 'coverage/lcov.info': 'x' });
    const first = snapshotTree(root);
    writeTree(root, { 'src/a.js': '2', 'app.log': 'y' });
    const again = snapshotTree(root, { ignoreRules: first.ignoreRules });
    expect(again.entries.map((e) => e.path)).toEqual(paths(root));
    expect(changedPaths(diffSnapshots(first, again))).toEqual(['src/a.js']);
  });

  it('a new folder whose own rule file ignores everything (a tool cache) is ignored; what runners collect there is still hashed', () => {
    const root = tempDir();
    writeTree(root, { 'a.txt': 'x' });
    const first = snapshotTree(root);
    writeTree(root, {
      '.pytest_cache/.gitignore': '# Created by pytest automatically.\n*\n', '.pytest_cache/v/cache/lastfailed': '{}',
      'hide/.gitignore': '*\n', 'hide/test_x.py': 'def test_x(): pass\n',
    });
    const again = snapshotTree(root, { ignoreRules: first.ignoreRules });
    expect(changedPaths(diffSnapshots(first, again))).toEqual(['hide/test_x.py']);
  });

  it('hashes a .gitignore that ignores itself, so a change to it is a change', () => {
    const root = tempDir();
    writeTree(root, { '.gitignore': '.gitignore\n', 'a.txt': 'x' });
    const first = snapshotTree(root);
    expect(first.entries.map((e) => e.path)).toContain('.gitignore');
    writeTree(root, { '.gitignore': '.gitignore\na.txt\n' });
    expect(changedPaths(diffSnapshots(first, snapshotTree(root, { ignoreRules: first.ignoreRules })))).toEqual(['.gitignore']);
  });
});

describe('what a runner collects inside ignored folders', () => {
  it('hashes node test files in dist/, build/ and tmp/, pytest modules, build.rs, cargo tests and .mvn config; not other build output', () => {
    const root = tempDir();
    writeTree(root, {
      '.gitignore': 'tmp/\ngen/\n.mvn/\n',
      'dist/x.test.js': '1', 'dist/index.js': '1', 'dist/test/helper.js': '1', 'build/test-a.mjs': '1', 'tmp/a_test.cjs': '1',
      'tmp/test_b.py': '1', 'tmp/util.py': '1', 'gen/build.rs': '1', 'gen/tests/it.rs': '1', 'gen/src/lib.rs': '1',
      '.mvn/jvm.config': '-Dx=1', 'coverage/lcov-report/sum.test.js.html': '<html>',
    });
    const got = paths(root);
    for (const p of ['dist/x.test.js', 'dist/test/helper.js', 'build/test-a.mjs', 'tmp/a_test.cjs', 'tmp/test_b.py', 'gen/build.rs', 'gen/tests/it.rs', '.mvn/jvm.config']) expect(got).toContain(p);
    for (const p of ['dist/index.js', 'tmp/util.py', 'gen/src/lib.rs', 'coverage/lcov-report/sum.test.js.html']) expect(got).not.toContain(p);
  });

  it('digests nested node_modules packages and a file directly in node_modules', () => {
    const root = tempDir();
    writeTree(root, {
      'node_modules/a/package.json': '{"name":"a"}', 'node_modules/a/index.js': '1',
      'node_modules/a/node_modules/b/package.json': '{"name":"b","main":"main.js"}', 'node_modules/a/node_modules/b/main.js': '1',
      'test/node_modules/chai.js': 'module.exports = {}',
    });
    const got = paths(root);
    expect(got).toEqual(expect.arrayContaining(['node_modules/a/node_modules/b/main.js', 'node_modules/a/node_modules/b/package.json', 'test/node_modules/chai.js']));
  });

  it('names: node, pytest, cargo and maven rules; near misses stay out', () => {
    expect(isCollectedByRunner('dist/a.test.ts', 'a.test.ts')).toBe(true);
    expect(isCollectedByRunner('x/test.js', 'test.js')).toBe(true);
    expect(isCollectedByRunner('x/testing.js', 'testing.js')).toBe(false);
    expect(isCollectedByRunner('x/contest.py', 'contest.py')).toBe(false);
    expect(isCollectedByRunner('a/.mvn/maven.config', 'maven.config')).toBe(true);
    expect(isCollectedByRunner('a/maven.config', 'maven.config')).toBe(false);
    // What pytest and cargo do not collect: pip's in-tree build copies, cargo's packaged copies.
    expect(isCollectedByRunner('build/lib/pkg/test_x.py', 'test_x.py')).toBe(false);
    expect(isCollectedByRunner('.tox/py3/test_x.py', 'test_x.py')).toBe(false);
    expect(isCollectedByRunner('tmp/test_x.py', 'test_x.py')).toBe(true);
    expect(isCollectedByRunner('target/package/c-0.1.0/build.rs', 'build.rs')).toBe(false);
  });
});

describe('a test rebuilt into dist/ from a source in scope', () => {
  it('is in scope with its source; alone it is out of scope', () => {
    expect(compiledTestSources('dist/test/sum.test.js')).toContain('test/sum.test.ts');
    expect(filesOutsideScope(['dist/test/sum.test.js', 'test/sum.test.ts'], ['test/**', 'src/**'])).toEqual([]);
    expect(filesOutsideScope(['dist/test/sum.test.js'], ['test/**', 'src/**'])).toEqual(['dist/test/sum.test.js']);
    expect(filesOutsideScope(['dist/test/sum.test.js', 'test/sum.test.ts'], ['src/**'])).toEqual(['dist/test/sum.test.js', 'test/sum.test.ts']);
  });
});

it('a link named like a collected test inside an ignored folder is recorded by its text, never followed out', () => {
  const root = tempDir();
  mkdirSync(join(root, 'tmp'));
  writeTree(root, { '.gitignore': 'tmp/\n' });
  symlinkSync('/etc/hostname', join(root, 'tmp', 'x.test.js'));
  const entry = snapshotTree(root).entries.find((e) => e.path === 'tmp/x.test.js');
  expect(entry?.kind).toBe('symlink');
  expect(entry?.target).toBe('/etc/hostname');
});

describe('files outside the project in a snapshot', () => {
  const entry = (path: string, hash: string) => ({ path, kind: 'file' as const, hash, size: 1, mtimeMs: 0, ctimeMs: 0, ino: 0, target: null, oversize: false });
  const snap = (outside?: ReturnType<typeof entry>[]) => ({ version: 1 as const, takenAtMs: 0, maxBytes: 1, entries: [], unreadable: [], truncated: false, problems: [], ...(outside === undefined ? {} : { outside }) });

  it('a change, a new file and a removal outside are changes; outside every scope, also of a phase without Files:', () => {
    const before = snap([entry('../home/.npmrc', 'a'.repeat(64)), entry('../pytest.ini', 'b'.repeat(64))]);
    const after = snap([entry('../home/.npmrc', 'c'.repeat(64)), entry('../package.json', 'd'.repeat(64))]);
    const changed = changedPaths(diffSnapshots(before, after));
    expect(changed).toEqual(['../home/.npmrc', '../package.json', '../pytest.ini']);
    expect(filesOutsideScope(changed, ['**'])).toEqual(changed);
    expect(filesOutsideScope(changed, [])).toEqual(changed);
  });

  it('a snapshot of an older version (no outside list) compares the project only', () => {
    expect(changedPaths(diffSnapshots(snap(), snap([entry('../home/.npmrc', 'a'.repeat(64))])))).toEqual([]);
  });

  it('survives serialization', () => {
    const s = snap([entry('../home/.npmrc', 'a'.repeat(64))]);
    const parsed = parseSnapshot(serializeSnapshot(s));
    expect(parsed.ok && parsed.snapshot.outside?.map((e) => e.path)).toEqual(['../home/.npmrc']);
  });
});
