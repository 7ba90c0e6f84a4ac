import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
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
  it('hashes .git/config, .git/hooks/… and node_modules/.bin/…, not the rest of .git or node_modules', () => {
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
    expect(snap.entries.map((e) => e.path)).toEqual(['.git/config', '.git/hooks/lib/helper.sh', '.git/hooks/pre-commit', 'node_modules/.bin/pkg', 'src/a.ts']);
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
