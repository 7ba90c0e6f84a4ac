import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pathsNamedByGate } from '../../lib/gate/index.js';
import { executedPaths } from '../../lib/io/executed-paths.js';
import { snapshotTree } from '../../lib/io/tree-snapshot.js';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'openforge-executed-'));
  made.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('executed paths in tree snapshots', () => {
  it('hashes .git/config, .git/hooks/…, node_modules/.bin/… (and what its links point to) and package entry files, not the rest of .git or node_modules', () => {
    const root = tree({
      'src/a.ts': 'a',
      '.git/config': '[core]',
      '.git/HEAD': 'ref: refs/heads/main',
      '.git/objects/ab/cdef': 'blob',
      '.git/hooks/pre-commit': '#!/bin/sh',
      '.git/hooks/lib/helper.sh': 'x',
      'node_modules/pkg/index.js': 'module.exports = 1',
      'node_modules/pkg/cli.js': '#!/usr/bin/env node',
    });
    mkdirSync(join(root, 'node_modules/.bin'));
    symlinkSync('../pkg/cli.js', join(root, 'node_modules/.bin/pkg'));
    const snap = snapshotTree(root);
    expect(snap.entries.map((e) => e.path)).toEqual(['.git/config', '.git/hooks/lib/helper.sh', '.git/hooks/pre-commit', 'node_modules/.bin/pkg', 'node_modules/pkg/cli.js', 'node_modules/pkg/index.js', 'src/a.ts']);
    expect(snap.entries.find((e) => e.path === 'node_modules/.bin/pkg')).toMatchObject({ kind: 'symlink', target: '../pkg/cli.js' });
  });

  it('a linked worktree (.git is a file): hooks and config of the common git directory', () => {
    const main = tree({ 'repo/.git/config': '[core]', 'repo/.git/hooks/post-checkout': '#!/bin/sh', 'repo/.git/worktrees/wt/HEAD': 'x' });
    writeFileSync(join(main, 'repo/.git/worktrees/wt/commondir'), '../..\n');
    const wt = join(main, 'wt');
    mkdirSync(wt);
    writeFileSync(join(wt, '.git'), `gitdir: ${join(main, 'repo/.git/worktrees/wt')}\n`);
    expect(executedPaths(wt).map((e) => e.path).sort()).toEqual(['.git/config', '.git/hooks/post-checkout']);
  });

  it('no git directory and no node_modules: nothing extra', () => {
    expect(executedPaths(tree({ 'a.txt': 'a' }))).toEqual([]);
  });
});

describe('gitignored files in tree snapshots (lib/io/executed-paths.ts)', () => {
  it('hashes ignored executable scripts (in ignored folders too) and root env files; not plain ignored files, binaries or nested env files', () => {
    const root = tree({
      '.gitignore': '*.local.sh\n*.log\n.env*\nbin/\nout.bin\n',
      'run.local.sh': '#!/bin/sh\nexit 0\n',
      'plain.local.sh': '#!/bin/sh\nexit 0\n',
      'out.bin': '\u007fELF',
      'debug.log': 'x',
      '.env': 'A=1',
      '.env.test': 'B=2',
      'sub/.env': 'C=3',
      'bin/tool.sh': '#!/bin/sh\n',
      'src/a.ts': 'a',
    });
    for (const f of ['run.local.sh', 'out.bin', 'bin/tool.sh']) chmodSync(join(root, f), 0o755);
    expect(snapshotTree(root).entries.map((e) => e.path)).toEqual(['.env', '.env.test', '.gitignore', 'bin/tool.sh', 'run.local.sh', 'src/a.ts']);
  });

  it('hashes the paths gates name, inside ignored and build-output folders too, never through a linked folder or into .git', () => {
    const root = tree({ '.gitignore': 'tools/\n', 'tools/check.sh': 'exit 0', 'dist/cli.js': 'x', 'dist/other.js': 'y', 'outside/evil.sh': 'z' });
    symlinkSync(join(root, 'outside'), join(root, 'linked'));
    const gatePaths = ['tools/check.sh', 'dist/cli.js', 'linked/evil.sh', '.git/config', 'missing.sh', 'tools'];
    expect(snapshotTree(root, { gatePaths }).entries.map((e) => e.path)).toEqual(['.gitignore', 'dist/cli.js', 'linked', 'outside/evil.sh', 'tools/check.sh']);
  });
});

describe('pathsNamedByGate', () => {
  it.each([
    [{ command: 'sh bin/verify.sh', argv: ['sh', 'bin/verify.sh'] }, ['bin/verify.sh', 'sh']],
    [{ command: 'node ./dist/cli.js --config=ci/vitest.ts -x', argv: ['node', './dist/cli.js', '--config=ci/vitest.ts', '-x'] }, ['ci/vitest.ts', 'dist/cli.js', 'node']],
    [{ command: 'CI=1 make -f local.mk check', argv: ['CI=1', 'make', '-f', 'local.mk', 'check'] }, ['1', 'check', 'local.mk', 'make']],
    [{ command: 'cat ../x /etc/passwd ~/y "a*" $HOME', argv: ['cat', '../x', '/etc/passwd', '~/y', 'a*', '$HOME'] }, ['cat']],
    [{ command: 'npm test && sh tools/lint.sh', argv: null }, ['npm', 'sh', 'test', 'tools/lint.sh']],
  ])('%j names %j', (gate, paths) => expect(pathsNamedByGate(gate)).toEqual(paths));
});
