import { chmodSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { snapshotTree } from '../../lib/io/tree-snapshot.js';
import { diffSnapshots, type TreeSnapshot } from '../../lib/snapshot/index.js';
import { useTempDirs, writeTree } from './temp-tree.js';

const tempDir = useTempDirs();
const paths = (snap: TreeSnapshot): string[] => snap.entries.map((e) => e.path);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

// sha256 of the ASCII text "hello" and "world" and of the empty input.
const SHA_HELLO = '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824';
const SHA_EMPTY = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('snapshotTree', () => {
  it('hashes files by content, with sorted relative paths and sizes', () => {
    const root = tempDir();
    writeTree(root, { 'b.txt': 'hello', 'a/z.txt': '', 'a/B.txt': 'hello', 'a-b.txt': 'hello' });
    const snap = snapshotTree(root);
    // code-unit order: '-' (0x2d) < '/' (0x2f); 'B' < 'z'
    expect(paths(snap)).toEqual(['a-b.txt', 'a/B.txt', 'a/z.txt', 'b.txt']);
    expect(snap.entries.map((e) => [e.hash, e.size, e.kind, e.oversize])).toEqual([
      [SHA_HELLO, 5, 'file', false],
      [SHA_HELLO, 5, 'file', false],
      [SHA_EMPTY, 0, 'file', false],
      [SHA_HELLO, 5, 'file', false],
    ]);
    expect(snap.unreadable).toEqual([]);
    expect(snap.problems).toEqual([]);
    expect(snap.truncated).toBe(false);
    expect(snap.stats.hashed).toBe(4);
  });

  it('ignores .git, node_modules, .openforge, build outputs and vendored trees by default', () => {
    const root = tempDir();
    const ignoredDirs = ['.git', 'node_modules', '.openforge', 'dist', 'build', 'out', 'target', '.next', 'coverage',
      '__pycache__', '.venv', 'venv', 'vendor', 'third_party'];
    const files: Record<string, string> = { 'src/index.ts': 'x', 'src/build.ts': 'a file named like a build dir is kept' };
    for (const dir of ignoredDirs) {
      files[`${dir}/f.txt`] = 'x';
      files[`pkg/${dir}/f.txt`] = 'x';
    }
    writeTree(root, files);
    symlinkSync(join(root, 'src'), join(root, 'pkg', 'node_modules-link'));
    symlinkSync(join(root, 'src'), join(root, 'pkg', 'out2'));
    expect(paths(snapshotTree(root))).toEqual(['pkg/node_modules-link', 'pkg/out2', 'src/build.ts', 'src/index.ts']);
    // a .gitignore can re-include a default (not .git / .openforge); an option replaces the defaults
    writeFileSync(join(root, '.gitignore'), '!build/\n!.git/\n');
    expect(paths(snapshotTree(root))).toEqual(['.gitignore', 'build/f.txt', 'pkg/build/f.txt', 'pkg/node_modules-link',
      'pkg/out2', 'src/build.ts', 'src/index.ts']);
    expect(paths(snapshotTree(root, { defaultIgnores: ['src'] })).filter((p) => p.startsWith('src') || p.startsWith('dist')))
      .toEqual(['dist/f.txt']);
  });

  it('records symlinks by their target text and never follows them out of the tree', () => {
    const outside = tempDir();
    writeTree(outside, { 'secret.txt': 'outside', 'dir/x.txt': 'outside' });
    const root = tempDir();
    writeTree(root, { 'a.txt': 'hello' });
    symlinkSync(join(outside, 'secret.txt'), join(root, 'file-link'));
    symlinkSync(join(outside, 'dir'), join(root, 'dir-link'));
    symlinkSync('a.txt', join(root, 'rel-link'));
    symlinkSync('missing', join(root, 'dangling'));
    const snap = snapshotTree(root);
    expect(paths(snap)).toEqual(['a.txt', 'dangling', 'dir-link', 'file-link', 'rel-link']);
    const rel = snap.entries.find((e) => e.path === 'rel-link')!;
    // sha256("a.txt")
    expect([rel.kind, rel.target, rel.size, rel.hash]).toEqual(['symlink', 'a.txt', 5, '18b7cb099a9ea3f50ba899b5ba81e0d377a5f3b16f8f6eeb8b3e58cd4692b993']);
    expect(snap.entries.find((e) => e.path === 'file-link')!.target).toBe(join(outside, 'secret.txt'));
    expect(snap.stats.bytesHashed).toBe(5); // only a.txt was read
    // retargeting a link is a modification; the outside file changing is not
    writeFileSync(join(outside, 'secret.txt'), 'changed');
    const after = snapshotTree(root);
    expect(diffSnapshots(snap, after)).toEqual({ added: [], modified: [], deleted: [] });
    rmSync(join(root, 'rel-link'));
    symlinkSync('b.txt', join(root, 'rel-link'));
    expect(diffSnapshots(snap, snapshotTree(root))).toEqual({ added: [], modified: ['rel-link'], deleted: [] });
  });

  it('lists special and unreadable files with a reason instead of crashing', async () => {
    const root = tempDir();
    writeTree(root, { 'ok.txt': 'hello', 'locked.txt': 'secret', 'locked-dir/inner.txt': 'x' });
    const server = createServer();
    await new Promise<void>((done) => server.listen(join(root, 'sock'), done));
    try {
      chmodSync(join(root, 'locked.txt'), 0o000);
      chmodSync(join(root, 'locked-dir'), 0o000);
      const snap = snapshotTree(root);
      let readable = false;
      try {
        readFileSync(join(root, 'locked.txt'));
        readable = true; // root ignores permission bits
      } catch {
        readable = false;
      }
      expect(snap.unreadable.find((u) => u.path === 'sock')?.reason).toBe('sock: not a regular file (socket); not hashed.');
      if (readable) {
        expect(isRoot).toBe(true);
        expect(paths(snap)).toEqual(['locked-dir/inner.txt', 'locked.txt', 'ok.txt']);
        expect(snap.unreadable.map((u) => u.path)).toEqual(['sock']);
      } else {
        expect(paths(snap)).toEqual(['ok.txt']);
        expect(snap.unreadable.map((u) => u.path)).toEqual(['locked-dir', 'locked.txt', 'sock']);
        expect(snap.unreadable[1]!.reason).toMatch(/^locked\.txt: cannot read \(EACCES\): permission denied/);
        expect(snap.unreadable[0]!.reason).toMatch(/^locked-dir: cannot read the directory \(EACCES\)/);
      }
    } finally {
      chmodSync(join(root, 'locked.txt'), 0o644);
      chmodSync(join(root, 'locked-dir'), 0o755);
      await new Promise<void>((done) => server.close(() => done()));
    }
  });

  it('reports a missing root or a file as root as a problem', () => {
    const root = tempDir();
    const missing = snapshotTree(join(root, 'nope'));
    expect(missing.entries).toEqual([]);
    expect(missing.problems).toHaveLength(1);
    expect(missing.problems[0]).toMatch(/nope: cannot stat \(ENOENT\)/);
    writeFileSync(join(root, 'f'), 'x');
    expect(snapshotTree(join(root, 'f')).problems).toEqual([`${join(root, 'f')}: cannot snapshot: not a directory.`]);
  });

  it('marks files over the size cap as oversize but still hashes them', () => {
    const root = tempDir();
    writeTree(root, { 'small.txt': 'hello', 'big.txt': 'x'.repeat(11) });
    const snap = snapshotTree(root, { maxBytes: 10 });
    expect(snap.entries.map((e) => [e.path, e.size, e.oversize])).toEqual([['big.txt', 11, true], ['small.txt', 5, false]]);
    expect(snap.maxBytes).toBe(10);
    expect(snapshotTree(root).maxBytes).toBe(2 * 1024 * 1024);
  });

  it('hashes a file larger than the read chunk correctly', () => {
    const root = tempDir();
    const big = Buffer.alloc(3 * 1024 * 1024 + 7, 0x61);
    writeFileSync(join(root, 'big.bin'), big);
    const entry = snapshotTree(root).entries[0]!;
    expect(entry.size).toBe(big.length);
    expect(entry.oversize).toBe(true);
    expect(entry.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('stops at maxFiles and says so', () => {
    const root = tempDir();
    writeTree(root, { 'a.txt': '1', 'b.txt': '2', 'c.txt': '3' });
    const snap = snapshotTree(root, { maxFiles: 2 });
    expect(snap.truncated).toBe(true);
    expect(snap.entries).toHaveLength(2);
    expect(snap.problems[0]).toMatch(/stopped after 2 files \(maxFiles\)/);
  });

  it('is deterministic', () => {
    const root = tempDir();
    writeTree(root, { 'z/a.txt': '1', 'a/z.txt': '2', 'm.txt': '3', '.hidden/x': '4' });
    const strip = (s: TreeSnapshot) => s.entries.map((e) => [e.path, e.hash]);
    expect(strip(snapshotTree(root))).toEqual(strip(snapshotTree(root)));
    expect(paths(snapshotTree(root))).toEqual(['.hidden/x', 'a/z.txt', 'm.txt', 'z/a.txt']);
  });
});

describe('snapshotTree with a previous snapshot (stat-based reuse)', () => {
  /** A previous snapshot that trusts every stat key (as if taken long after the files were written). */
  const trusting = (snap: TreeSnapshot): TreeSnapshot => ({ ...snap, takenAtMs: snap.takenAtMs + 60_000 });

  it('reuses the hash of a file whose size, mtime, ctime and inode are unchanged, without reading it', () => {
    const root = tempDir();
    writeTree(root, { 'a.txt': 'hello', 'b.txt': 'hello' });
    const first = snapshotTree(root);
    // Plant a fake hash: if it survives, the file was not re-read.
    const fake = 'f'.repeat(64);
    const planted: TreeSnapshot = trusting({
      ...first,
      entries: first.entries.map((e) => (e.path === 'a.txt' ? { ...e, hash: fake } : e)),
    });
    const second = snapshotTree(root, { previous: planted });
    expect(second.entries.map((e) => [e.path, e.hash])).toEqual([['a.txt', fake], ['b.txt', SHA_HELLO]]);
    expect(second.stats).toMatchObject({ hashed: 0, reused: 2, bytesHashed: 0 });
  });

  it('re-reads a file whose stat changed', () => {
    const root = tempDir();
    writeTree(root, { 'a.txt': 'hello', 'b.txt': 'hello' });
    const first = trusting(snapshotTree(root));
    writeFileSync(join(root, 'b.txt'), 'hello, world');
    const second = snapshotTree(root, { previous: first });
    expect(second.stats).toMatchObject({ hashed: 1, reused: 1 });
    expect(diffSnapshots(first, second)).toEqual({ added: [], modified: ['b.txt'], deleted: [] });
  });

  it('sees a same-size rewrite even with the old mtime forced back (utimes moves ctime)', () => {
    const root = tempDir();
    writeTree(root, { 'a.txt': 'hello' });
    const past = new Date('2020-01-01T00:00:00Z');
    utimesSync(join(root, 'a.txt'), past, past);
    const first = trusting(snapshotTree(root));
    const before = statSync(join(root, 'a.txt'));
    writeFileSync(join(root, 'a.txt'), 'world');
    utimesSync(join(root, 'a.txt'), past, past);
    const after = statSync(join(root, 'a.txt'));
    expect([after.size, after.mtimeMs, after.ino]).toEqual([before.size, before.mtimeMs, before.ino]);
    const second = snapshotTree(root, { previous: first });
    expect(second.stats.hashed).toBe(1);
    expect(diffSnapshots(first, second).modified).toEqual(['a.txt']);
  });

  it('known limitation: content changed with every stat key equal keeps the old hash', () => {
    // ctime cannot be forced from user space, so this is shown by planting: an entry whose
    // recorded stat keys match the file is trusted whatever its recorded hash. Only a clock set
    // back, or a same-size write within one timestamp tick outside the racy window, gets here.
    const root = tempDir();
    writeTree(root, { 'a.txt': 'hello' });
    const first = snapshotTree(root);
    const stale = trusting({ ...first, entries: first.entries.map((e) => ({ ...e, hash: SHA_EMPTY })) });
    expect(snapshotTree(root, { previous: stale }).entries[0]!.hash).toBe(SHA_EMPTY);
    expect(snapshotTree(root).entries[0]!.hash).toBe(SHA_HELLO); // no previous: a full re-hash
  });

  it('does not trust stat keys written within the racy window before the previous snapshot', () => {
    const root = tempDir();
    writeTree(root, { 'a.txt': 'hello' });
    const first = snapshotTree(root); // a.txt was written just now: inside the window
    const second = snapshotTree(root, { previous: first });
    expect(second.stats).toMatchObject({ hashed: 1, reused: 0 });
  });

  it('does not reuse across a kind change or a different path', () => {
    const root = tempDir();
    writeTree(root, { 'a.txt': 'hello' });
    const first = trusting(snapshotTree(root));
    const moved: TreeSnapshot = { ...first, entries: first.entries.map((e) => ({ ...e, path: 'other.txt' })) };
    expect(snapshotTree(root, { previous: moved }).stats).toMatchObject({ hashed: 1, reused: 0 });
    const asLink: TreeSnapshot = { ...first, entries: first.entries.map((e) => ({ ...e, kind: 'symlink' as const })) };
    expect(snapshotTree(root, { previous: asLink }).stats).toMatchObject({ hashed: 1, reused: 0 });
  });

  it('a file replaced by a directory of the same name is a deletion plus additions', () => {
    const root = tempDir();
    writeTree(root, { 'x': 'file' });
    const first = snapshotTree(root);
    rmSync(join(root, 'x'));
    writeTree(root, { 'x/inner.txt': 'hello' });
    expect(diffSnapshots(first, snapshotTree(root, { previous: first }))).toEqual({
      added: ['x/inner.txt'], modified: [], deleted: ['x'],
    });
  });
});
