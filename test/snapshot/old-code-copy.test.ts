// The scratch copy of a run on the old code (lib/io/old-code-copy.ts), on a real folder: files
// copied, reverted files from the kept content (absent then: absent), dependencies linked (a
// workspace package of the project linked to its copy), nothing written in the project, and a
// reverted file whose old content was not kept named instead of a half copy.

import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { layOutScratch, removeScratch } from '../../lib/io/old-code-copy.js';
import { snapshotTree } from '../../lib/io/tree-snapshot.js';

const made: string[] = [];
afterEach(() => {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
});

function tempDir(): string {
  const d = realpathSync(mkdtempSync(join(tmpdir(), 'openforge-scratch-')));
  made.push(d);
  return d;
}

function write(root: string, files: Record<string, string>): void {
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
}

const sha = (text: string): string => createHash('sha256').update(text).digest('hex');

describe('the scratch copy of a run on the old code', () => {
  it('copies the tree, restores reverted files from the kept content, leaves out files new in the phase, and links dependencies', () => {
    const base = tempDir();
    const project = join(base, 'project');
    const kept = join(base, 'kept');
    write(project, { 'src/math.js': 'exports.add = (a, b) => a + b;\n', 'test/math.test.js': 'old test\n', 'packages/util/index.js': 'module.exports = 1;\n', 'node_modules/lodash/index.js': 'lodash\n' });
    mkdirSync(join(project, 'node_modules/@me'), { recursive: true });
    symlinkSync('../../packages/util', join(project, 'node_modules/@me/util'));
    const since = snapshotTree(project);
    write(kept, { [sha('exports.add = (a, b) => a + b;\n')]: 'exports.add = (a, b) => a + b;\n' });
    // The phase: math.js gains mul, a new source file and a new test; util changes too.
    write(project, { 'src/math.js': 'exports.add = (a, b) => a + b;\nexports.mul = (a, b) => a * b;\n', 'src/new.js': 'new\n', 'test/mul.test.js': 'new test\n', 'packages/util/index.js': 'module.exports = 2;\n' });
    const now = snapshotTree(project);
    const before = JSON.stringify(snapshotTree(project).entries.map((e) => [e.path, e.hash]));
    const dir = join(base, 'run', 'scratch', 'oldcode.g1');

    const layout = layOutScratch({ root: project, now, since, keptDir: kept, revert: ['src/math.js', 'src/new.js'], dir });
    expect(layout).toEqual({ ok: true, dir });
    expect(readFileSync(join(dir, 'src/math.js'), 'utf8')).toBe('exports.add = (a, b) => a + b;\n');
    expect(existsSync(join(dir, 'src/new.js'))).toBe(false);
    expect(readFileSync(join(dir, 'test/mul.test.js'), 'utf8')).toBe('new test\n');
    expect(readFileSync(join(dir, 'packages/util/index.js'), 'utf8')).toBe('module.exports = 2;\n');
    // node_modules: a folder of links; an installed package to the project's, a workspace package to its copy.
    expect(lstatSync(join(dir, 'node_modules')).isDirectory()).toBe(true);
    expect(readlinkSync(join(dir, 'node_modules/lodash'))).toBe(join(project, 'node_modules/lodash'));
    expect(readlinkSync(join(dir, 'node_modules/@me/util'))).toBe(join(dir, 'packages/util'));
    // The project is as it was.
    expect(JSON.stringify(snapshotTree(project).entries.map((e) => [e.path, e.hash]))).toBe(before);

    removeScratch([dir], []);
    expect(existsSync(dir)).toBe(false);
    expect(existsSync(join(project, 'node_modules/lodash/index.js'))).toBe(true);
  });

  it('a reverted file whose old content was not kept: no copy, the file named', () => {
    const base = tempDir();
    const project = join(base, 'project');
    write(project, { 'src/math.js': 'old\n' });
    const since = snapshotTree(project);
    write(project, { 'src/math.js': 'new\n' });
    const dir = join(base, 'scratch');
    expect(layOutScratch({ root: project, now: snapshotTree(project), since, keptDir: join(base, 'kept'), revert: ['src/math.js'], dir })).toEqual({ ok: false, why: 'not-kept', path: 'src/math.js' });
    expect(existsSync(dir)).toBe(false);
  });
});
