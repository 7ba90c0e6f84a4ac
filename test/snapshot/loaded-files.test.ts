// What a gate loads is hashed, even when ignored (issue 24 item 3): lib/io/loaded-files.ts through
// snapshotTree, the bytecode-cache rule of diffSnapshots and the install rule of filesOutsideScope.

import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { snapshotTree } from '../../lib/io/tree-snapshot.js';
import { changedPaths, diffSnapshots, filesOutsideScope } from '../../lib/snapshot/index.js';
import { useTempDirs, writeTree } from './temp-tree.js';

const tempDir = useTempDirs();
const paths = (root: string, gatePaths: string[] = [], exclude: string[] = []): string[] => snapshotTree(root, { gatePaths, exclude }).entries.map((e) => e.path);

/** A bytecode cache of `source` (relative) whose header says `mtime`/`size`, with these code bytes. */
function pyc(root: string, rel: string, source: string, code: string, stamp?: { mtime: number; size: number }): void {
  const st = statSync(join(root, source));
  const header = Buffer.alloc(16);
  header.writeUInt32LE(0x0a0d0da7, 0);
  header.writeUInt32LE(0, 4);
  header.writeUInt32LE(stamp?.mtime ?? Math.floor(st.mtimeMs / 1000), 8);
  header.writeUInt32LE(stamp?.size ?? st.size, 12);
  mkdirSync(join(root, rel, '..'), { recursive: true });
  writeFileSync(join(root, rel), Buffer.concat([header, Buffer.from(code)]));
}

describe('ignored folders: scripts and configuration', () => {
  it('hashes executable #! scripts and runner/package-manager configuration inside ignored folders; not other ignored files', () => {
    const root = tempDir();
    writeTree(root, {
      '.gitignore': 'tools/\ntmp/\n.npmrc\n',
      '.npmrc': 'node-options=--require ./tmp/x.js\n',
      'tools/check': '#!/bin/sh\nnode --test\n',
      'tools/notes.sh': '#!/bin/sh\n',
      'tools/deep/run.sh': '#!/bin/sh\n',
      'tmp/conftest.py': 'import pytest\n',
      'tmp/.mocharc.json': '{}',
      'tmp/vitest.config.ts': 'export default {}',
      'tmp/x.js': 'assert = 1',
      'dist/cli.js': '#!/usr/bin/env node\n',
      'src/a.js': 'a',
    });
    for (const f of ['tools/check', 'tools/deep/run.sh', 'dist/cli.js']) chmodSync(join(root, f), 0o755);
    expect(paths(root)).toEqual(['.gitignore', '.npmrc', 'dist/cli.js', 'src/a.js', 'tmp/.mocharc.json', 'tmp/conftest.py', 'tmp/vitest.config.ts', 'tools/check', 'tools/deep/run.sh']);
  });

  it('under a folder a gate names (make -C build): its build instructions, not objects or make’s own dependency records', () => {
    const root = tempDir();
    writeTree(root, {
      'build/Makefile': 'check:\n\tsh ../check.sh\n',
      'build/CTestTestfile.cmake': 'add_test(a b)',
      'build/CMakeFiles/app.dir/build.make': 'x',
      'build/CMakeFiles/app.dir/compiler_depend.make': 'x',
      'build/app.o': '\u007fELF',
      'build/other/Makefile': 'x',
    });
    expect(paths(root)).toEqual([]);
    expect(paths(root, ['build'])).toEqual(['build/CMakeFiles/app.dir/build.make', 'build/CTestTestfile.cmake', 'build/Makefile', 'build/other/Makefile']);
  });

  it('leaves the excluded folder (the OpenForge home) out, wherever it lies', () => {
    const root = tempDir();
    writeTree(root, { 'forge/key': 'secret', 'forge/seals/r.json': '{}', 'tmp/forge/conftest.py': 'x', 'a.txt': 'a' });
    expect(paths(root, [], [join(root, 'forge')])).toEqual(['a.txt', 'tmp/forge/conftest.py']);
    writeFileSync(join(root, '.gitignore'), 'tmp/\n');
    expect(paths(root, [], [join(root, 'forge'), join(root, 'tmp/forge')])).toEqual(['.gitignore', 'a.txt']);
  });
});

describe('installed dependencies', () => {
  it('node_modules: .package-lock.json, each top-level package’s package.json and entry file, and what .bin links point to; not the rest', () => {
    const root = tempDir();
    writeTree(root, {
      'node_modules/.package-lock.json': '{"packages":{}}',
      'node_modules/checker/package.json': '{"main":"lib/main"}',
      'node_modules/checker/lib/main.js': 'module.exports = 1',
      'node_modules/checker/lib/other.js': 'x',
      'node_modules/@s/exp/package.json': '{"exports":{".":{"require":"./cjs/index.cjs","import":"./esm/index.js"}}}',
      'node_modules/@s/exp/cjs/index.cjs': 'x',
      'node_modules/plain/index.js': 'x',
      'node_modules/runner/package.json': '{"bin":{"runner":"cli.js"}}',
      'node_modules/runner/cli.js': '#!/usr/bin/env node\n',
      'node_modules/.cache/x.json': 'x',
    });
    mkdirSync(join(root, 'node_modules/.bin'));
    symlinkSync('../runner/cli.js', join(root, 'node_modules/.bin/runner'));
    expect(paths(root)).toEqual([
      'node_modules/.bin/runner', 'node_modules/.package-lock.json', 'node_modules/@s/exp/cjs/index.cjs', 'node_modules/@s/exp/package.json',
      'node_modules/checker/lib/main.js', 'node_modules/checker/package.json', 'node_modules/plain/index.js', 'node_modules/runner/cli.js',
      'node_modules/runner/package.json',
    ]);
  });

  it('a large installed file (> 256 KB) is hashed whole: a same-size patch in its middle with the mtime set back is a change, full re-hash or reusing; a compiled binary by its ends, size and mtime', () => {
    const root = tempDir();
    const bundle = `${'// padding\n'.repeat(40_000)}module.exports = (a, b) => a + b;\n${'// padding\n'.repeat(40_000)}`;
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(600_000, 1)]);
    writeTree(root, { 'node_modules/big/package.json': '{"main":"index.js"}', 'node_modules/big/index.js': bundle, 'node_modules/native/package.json': '{"main":"addon.node"}' });
    writeFileSync(join(root, 'node_modules/native/addon.node'), elf);
    const old = new Date('2020-01-01T00:00:00Z');
    for (const f of ['big/index.js', 'native/addon.node']) utimesSync(join(root, 'node_modules', f), old, old);
    const before = snapshotTree(root);
    const entry = (s: typeof before, f: string) => s.entries.find((e) => e.path === `node_modules/${f}`)!;
    expect(entry(before, 'big/index.js').size).toBe(Buffer.byteLength(bundle));
    expect(before.stats.bytesHashed).toBeGreaterThan(Buffer.byteLength(bundle)); // whole, not 128 KB of it
    writeFileSync(join(root, 'node_modules/big/index.js'), bundle.replace('a + b', 'a - b'));
    const patchedElf = Buffer.from(elf);
    patchedElf[300_000] = 2;
    writeFileSync(join(root, 'node_modules/native/addon.node'), patchedElf);
    for (const f of ['big/index.js', 'native/addon.node']) utimesSync(join(root, 'node_modules', f), old, old);
    expect(changedPaths(diffSnapshots(before, snapshotTree(root)))).toEqual(['node_modules/big/index.js']);
    expect(changedPaths(diffSnapshots(before, snapshotTree(root, { previous: before })))).toEqual(['node_modules/big/index.js']);
    patchedElf[patchedElf.length - 1] = 2; // within its last 64 KB: seen
    writeFileSync(join(root, 'node_modules/native/addon.node'), patchedElf);
    utimesSync(join(root, 'node_modules/native/addon.node'), old, old);
    expect(changedPaths(diffSnapshots(before, snapshotTree(root)))).toEqual(['node_modules/big/index.js', 'node_modules/native/addon.node']);
  });

  it('a package.json read for its entry files is hashed as read: the same hash as when the snapshot reads it, no change between the two', () => {
    const root = tempDir();
    writeTree(root, { 'node_modules/p/package.json': '{"main":"i.js"}', 'node_modules/p/i.js': 'x', 'node_modules/.bin/.keep': '' });
    const first = snapshotTree(root);
    writeFileSync(join(root, 'node_modules/p/package.json'), '{"main":"i.js"}'); // new stat key, same bytes
    const again = snapshotTree(root, { previous: first });
    const hashOf = (s: typeof first) => s.entries.find((e) => e.path === 'node_modules/p/package.json')?.hash;
    expect(hashOf(first)).toBe(createHash('sha256').update('{"main":"i.js"}').digest('hex'));
    expect(hashOf(again)).toBe(hashOf(first));
    expect(changedPaths(diffSnapshots(first, again))).toEqual([]);
  });

  it('a virtualenv: RECORD files, .pth files, sitecustomize.py and bin/ scripts; composer: vendor/bin and the file a proxy runs', () => {
    const root = tempDir();
    writeTree(root, {
      '.venv/pyvenv.cfg': 'home = /usr/bin',
      '.venv/bin/pytest': '#!/x/python\n',
      '.venv/lib/python3.11/site-packages/pytest-9.0.dist-info/RECORD': 'pytest/__init__.py,sha256=x,1',
      '.venv/lib/python3.11/site-packages/pytest/__init__.py': 'x',
      '.venv/lib/python3.11/site-packages/evil.pth': 'import os',
      '.venv/lib/python3.11/site-packages/sitecustomize.py': 'x',
      'vendor/bin/phpunit': "#!/usr/bin/env php\n<?php\ninclude __DIR__ . '/..'.'/phpunit/phpunit/phpunit';\n",
      'vendor/phpunit/phpunit/phpunit': '#!/usr/bin/env php\n',
      'vendor/phpunit/phpunit/src/Runner.php': 'x',
      'vendor/composer/installed.json': '{}',
    });
    expect(paths(root)).toEqual([
      '.venv/bin/pytest', '.venv/lib/python3.11/site-packages/evil.pth', '.venv/lib/python3.11/site-packages/pytest-9.0.dist-info/RECORD',
      '.venv/lib/python3.11/site-packages/sitecustomize.py', 'vendor/bin/phpunit', 'vendor/composer/installed.json', 'vendor/phpunit/phpunit/phpunit',
    ]);
  });

  it('a link inside the tree is hashed with the file it points to; a link out of the tree is not followed', () => {
    const outside = tempDir();
    writeTree(outside, { 'evil.js': 'x' });
    const root = tempDir();
    writeTree(root, { 'vendor/bin/.keep': '', 'vendor/phpunit/phpunit/phpunit': '#!/usr/bin/env php\n' });
    symlinkSync('../phpunit/phpunit/phpunit', join(root, 'vendor/bin/phpunit'));
    symlinkSync(join(outside, 'evil.js'), join(root, 'vendor/bin/evil'));
    expect(paths(root)).toEqual(['vendor/bin/.keep', 'vendor/bin/evil', 'vendor/bin/phpunit', 'vendor/phpunit/phpunit/phpunit']);
  });

  it('a workspace package linked into node_modules: the link is hashed, its files under their own paths only; an edit to the package is no install change, a link pointed elsewhere is', () => {
    const root = tempDir();
    writeTree(root, {
      'node_modules/.package-lock.json': '{}',
      'node_modules/left-pad/package.json': '{"main":"index.js"}',
      'node_modules/left-pad/index.js': 'x',
      'packages/math/package.json': '{"name":"@calc/math","main":"index.js"}',
      'packages/math/index.js': 'exports.sub = (a, b) => a - b;',
      'packages/fake/package.json': '{"name":"@calc/math","main":"index.js"}',
      'packages/fake/index.js': 'exports.sub = () => 2;',
    });
    mkdirSync(join(root, 'node_modules/@calc'));
    symlinkSync('../../packages/math', join(root, 'node_modules/@calc/math'));
    expect(paths(root)).toEqual([
      'node_modules/.package-lock.json',
      'node_modules/@calc/math',
      'node_modules/left-pad/index.js',
      'node_modules/left-pad/package.json',
      'packages/fake/index.js',
      'packages/fake/package.json',
      'packages/math/index.js',
      'packages/math/package.json',
    ]);
    const before = snapshotTree(root);
    writeFileSync(join(root, 'packages/math/index.js'), 'exports.sub = (a, b) => a + -b;');
    expect(changedPaths(diffSnapshots(before, snapshotTree(root)))).toEqual(['packages/math/index.js']);
    const edited = snapshotTree(root);
    rmSync(join(root, 'node_modules/@calc/math'));
    symlinkSync('../../packages/fake', join(root, 'node_modules/@calc/math'));
    expect(changedPaths(diffSnapshots(edited, snapshotTree(root)))).toEqual(['node_modules/@calc/math']);
  });

  it('installs are in scope when a manifest in scope changed in the same change set, beside or above them', () => {
    const install = ['package.json', 'package-lock.json', 'node_modules/.package-lock.json', 'node_modules/left-pad/index.js', 'src/a.js'];
    expect(filesOutsideScope(install, ['src/**', 'package.json', 'package-lock.json'])).toEqual([]);
    expect(filesOutsideScope(install, ['src/**'])).toEqual(['node_modules/.package-lock.json', 'node_modules/left-pad/index.js', 'package-lock.json', 'package.json']);
    expect(filesOutsideScope(['node_modules/left-pad/index.js', 'src/a.js'], ['src/**', 'package.json'])).toEqual(['node_modules/left-pad/index.js']);
    expect(filesOutsideScope(['sub/package.json', 'node_modules/x/index.js', 'sub/node_modules/x/index.js'], ['sub/**'])).toEqual(['node_modules/x/index.js']);
    expect(filesOutsideScope(['requirements.txt', '.venv/lib/python3.11/site-packages/x-1.dist-info/RECORD'], ['requirements.txt'])).toEqual([]);
  });
});

describe('bytecode caches', () => {
  const SOURCE = 'def test_sum():\n    assert 1 + 1 == 3\n';
  const at = 'tests/__pycache__/test_sum.cpython-311-pytest-9.0.3.pyc';

  it('hashes a loadable cache (its header matches the source) without its header; a stale one, or one without a source, not at all', () => {
    const root = tempDir();
    writeTree(root, { '.gitignore': '*.pyc\n', 'tests/test_sum.py': SOURCE, 'tests/gone.py': 'x', 'legacy/mod.pyc': 'sourceless', 'legacy/kept.pyc': 'x', 'legacy/kept.py': 'x' });
    pyc(root, at, 'tests/test_sum.py', 'code');
    pyc(root, 'tests/__pycache__/gone.cpython-311.pyc', 'tests/gone.py', 'code', { mtime: 1, size: 1 });
    const snap = snapshotTree(root);
    expect(snap.entries.map((e) => e.path)).toEqual(['.gitignore', 'legacy/kept.py', 'legacy/mod.pyc', at, 'tests/gone.py', 'tests/test_sum.py']);
    expect(snap.entries.find((e) => e.path === at)?.hash).toBe('5694d08a2e53ffcae0c3103e5ad6f6076abd960eb1f8a56577040bc1028f702b'); // sha256("code")
  });

  it('a planted cache (code changed, source unchanged) is a change; a cache Python writes, re-stamps or rewrites with its source is not', () => {
    const root = tempDir();
    writeTree(root, { 'tests/test_sum.py': SOURCE });
    const empty = snapshotTree(root);
    pyc(root, at, 'tests/test_sum.py', 'honest code');
    const compiled = snapshotTree(root);
    expect(changedPaths(diffSnapshots(empty, compiled))).toEqual([]); // Python wrote a missing cache
    const t = new Date(Date.now() + 5_000);
    utimesSync(join(root, 'tests/test_sum.py'), t, t);
    pyc(root, at, 'tests/test_sum.py', 'honest code');
    const restamped = snapshotTree(root, { previous: compiled });
    expect(changedPaths(diffSnapshots(compiled, restamped))).toEqual([]); // a touched source, the same code
    pyc(root, at, 'tests/test_sum.py', 'def test_sum(): pass');
    const planted = snapshotTree(root, { previous: restamped });
    expect(changedPaths(diffSnapshots(restamped, planted))).toEqual([at]);
    writeFileSync(join(root, 'tests/test_sum.py'), `${SOURCE}# edited\n`);
    pyc(root, at, 'tests/test_sum.py', 'recompiled');
    expect(changedPaths(diffSnapshots(planted, snapshotTree(root)))).toEqual(['tests/test_sum.py']);
    expect(readFileSync(join(root, at)).length).toBe(26);
  });
});
