import { describe, expect, it } from 'vitest';
import {
  changedPaths,
  diffSnapshots,
  parseSnapshot,
  serializeSnapshot,
  type SnapshotEntry,
  type TreeSnapshot,
} from '../../lib/snapshot/index.js';

const H = (c: string): string => c.repeat(64);

function entry(path: string, hash: string, extra: Partial<SnapshotEntry> = {}): SnapshotEntry {
  return { path, kind: 'file', hash, size: 1, mtimeMs: 1, ctimeMs: 1, ino: 1, target: null, oversize: false, ...extra };
}

function snap(entries: SnapshotEntry[], unreadable: TreeSnapshot['unreadable'] = []): TreeSnapshot {
  return { version: 1, takenAtMs: 1000, maxBytes: 100, entries, unreadable, truncated: false, problems: [] };
}

describe('diffSnapshots', () => {
  it('lists added, modified and deleted paths, sorted', () => {
    const before = snap([entry('a.ts', H('a')), entry('b.ts', H('b')), entry('c/d.ts', H('c')), entry('z.ts', H('d'))]);
    const after = snap([
      entry('a.ts', H('a'), { mtimeMs: 99, ctimeMs: 99, ino: 7 }), // touched only: unchanged
      entry('b.ts', H('e')), // new content
      entry('c/d.ts', H('c'), { kind: 'symlink', target: 'x' }), // same hash, now a link
      entry('c/e.ts', H('f')),
      entry('B.ts', H('a')),
    ]);
    const diff = diffSnapshots(before, after);
    expect(diff).toEqual({ added: ['B.ts', 'c/e.ts'], modified: ['b.ts', 'c/d.ts'], deleted: ['z.ts'] });
    expect(changedPaths(diff)).toEqual(['B.ts', 'b.ts', 'c/d.ts', 'c/e.ts', 'z.ts']);
  });

  it('identical and empty snapshots have no changes', () => {
    const s = snap([entry('a', H('a'))]);
    expect(diffSnapshots(s, s)).toEqual({ added: [], modified: [], deleted: [] });
    expect(diffSnapshots(snap([]), snap([]))).toEqual({ added: [], modified: [], deleted: [] });
    expect(diffSnapshots(snap([]), s)).toEqual({ added: ['a'], modified: [], deleted: [] });
    expect(diffSnapshots(s, snap([]))).toEqual({ added: [], modified: [], deleted: ['a'] });
  });

  it('readable ↔ unreadable is a modification; unreadable on both sides is unchanged', () => {
    const before = snap([entry('a', H('a'))], [{ path: 'b', reason: 'r' }, { path: 'c', reason: 'r' }]);
    const after = snap([entry('b', H('b'))], [{ path: 'a', reason: 'r' }, { path: 'c', reason: 'other' }, { path: 'd', reason: 'r' }]);
    expect(diffSnapshots(before, after)).toEqual({ added: ['d'], modified: ['a', 'b'], deleted: [] });
  });
});

describe('serializeSnapshot / parseSnapshot', () => {
  const sample = snap(
    [
      entry('a "quoted".ts', H('a'), { size: 5, mtimeMs: 1718000000123.625, ctimeMs: 1718000000999.25, ino: 123456789 }),
      entry('big.bin', H('b'), { size: 101, oversize: true }),
      entry('link', H('c'), { kind: 'symlink', target: '../x', size: 4 }),
    ],
    [{ path: 'locked', reason: 'locked: cannot read (EACCES): permission denied.' }],
  );

  it('round-trips exactly, one entry per line', () => {
    const text = serializeSnapshot(sample);
    expect(text).toBe(
      '{"v":1,"takenAtMs":1000,"maxBytes":100,"truncated":false,"problems":[],"entries":[\n' +
        `["a \\"quoted\\".ts","${H('a')}",5,1718000000123.625,1718000000999.25,123456789],\n` +
        `["big.bin","${H('b')}",101,1,1,1],\n` +
        `["link","${H('c')}",4,1,1,1,"../x"]\n` +
        '],"unreadable":[\n["locked","locked: cannot read (EACCES): permission denied."]\n]}\n',
    );
    expect(parseSnapshot(text)).toEqual({ ok: true, snapshot: sample });
    expect(parseSnapshot(JSON.parse(text))).toEqual({ ok: true, snapshot: sample });
    expect(serializeSnapshot(snap([]))).toBe(
      '{"v":1,"takenAtMs":1000,"maxBytes":100,"truncated":false,"problems":[],"entries":[],"unreadable":[]}\n',
    );
  });

  it('rejects damaged input with a message', () => {
    const good = JSON.parse(serializeSnapshot(sample)) as Record<string, unknown>;
    const bad = (patch: Record<string, unknown>): string => {
      const result = parseSnapshot({ ...good, ...patch });
      return result.ok ? 'ok' : result.message;
    };
    expect(parseSnapshot('{')).toMatchObject({ ok: false });
    expect(parseSnapshot('[]')).toEqual({ ok: false, message: 'not a JSON object' });
    expect(bad({ v: 2 })).toBe('unsupported snapshot version 2');
    expect(bad({ takenAtMs: 'x' })).toBe('takenAtMs and maxBytes must be numbers');
    expect(bad({ truncated: 1 })).toBe('truncated must be a boolean');
    expect(bad({ problems: [1] })).toBe('problems must be an array of strings');
    expect(bad({ entries: {} })).toBe('entries and unreadable must be arrays');
    expect(bad({ entries: [['a', 'nothex', 1, 1, 1, 1]] })).toBe('entries[0] is not [path, sha256, size, mtimeMs, ctimeMs, ino, target?]');
    expect(bad({ entries: [['a', H('a'), 1, 1, 1, 1], ['a', H('b'), 1, 1, 1, 1]] })).toBe('entries[1]: duplicate path a');
    expect(bad({ unreadable: [['a']] })).toBe('unreadable[0] is not [path, reason]');
  });

  it('sorts entries read from a hand-edited file', () => {
    const result = parseSnapshot({ ...JSON.parse(serializeSnapshot(sample)), entries: [['b', H('b'), 1, 1, 1, 1], ['a', H('a'), 1, 1, 1, 1]] });
    expect(result.ok && result.snapshot.entries.map((e) => e.path)).toEqual(['a', 'b']);
  });
});
