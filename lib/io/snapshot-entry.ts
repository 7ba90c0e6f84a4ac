// One entry of a tree snapshot (lib/io/tree-snapshot.ts): a file hashed whole, without a
// header (a bytecode cache) or by sample (a large installed file), or a link by its target
// text; the hash of an unchanged file reused from the previous snapshot.

import { closeSync, constants, lstatSync, openSync, readlinkSync, readSync, type Stats } from 'node:fs';
import { createHash } from 'node:crypto';
import type { SnapshotEntry, TreeSnapshot, UnreadableEntry } from '../snapshot/types.js';
import type { PackageHint } from './loaded-files.js';
import { describeFsError } from './run-store/atomic-write.js';
import type { SnapshotStats } from './snapshot-stats.js';

/** Stat keys younger than this (relative to the previous snapshot's start) are not trusted. */
export const RACY_WINDOW_MS = 2_000;
/** fileEntry's `skip` for an installed file: sampled when large. */
export const SAMPLED = -1;
const READ_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOFOLLOW ?? 0);

export interface PreviousIndex {
  byPath: Map<string, SnapshotEntry>;
  /** Stat times at or after this are not trusted. */
  trustBefore: number;
}

export function indexPrevious(previous: TreeSnapshot | null): PreviousIndex | null {
  if (previous === null) return null;
  return {
    byPath: new Map(previous.entries.map((e) => [e.path, e])),
    trustBefore: previous.takenAtMs - RACY_WINDOW_MS,
  };
}

/** The previous snapshot's files of a package whose package.json kept its stat key (lib/io/loaded-files.ts PackageHint). */
export function packageHint(previous: PreviousIndex | null): PackageHint {
  if (previous === null) return () => null;
  let byPackage: Map<string, string[]> | null = null;
  return (pkg, manifest) => {
    const old = previous.byPath.get(`${pkg}/package.json`);
    if (manifest === null || old === undefined || old.size !== manifest.size || old.mtimeMs !== manifest.mtimeMs || old.ctimeMs !== manifest.ctimeMs || old.ino !== manifest.ino) return null;
    if (byPackage === null) {
      byPackage = new Map();
      for (const path of previous.byPath.keys()) {
        const m = /^((?:.*\/)?node_modules\/(?:@[^/]+\/)?[^/@.][^/]*)\//.exec(path);
        if (m !== null) byPackage.set(m[1]!, [...(byPackage.get(m[1]!) ?? []), path]);
      }
    }
    return byPackage.get(pkg) ?? null;
  };
}

export function fileEntry(
  full: string,
  path: string,
  stat: Stats,
  previous: PreviousIndex | null,
  maxBytes: number,
  buffer: Buffer,
  stats: SnapshotStats,
  skip = 0,
): SnapshotEntry | UnreadableEntry {
  if (skip < 0 && stat.size > SAMPLED_ABOVE_BYTES) return sampledEntry(full, path, stat, previous, maxBytes, buffer, stats);
  const keys = { mtimeMs: stat.mtimeMs, ctimeMs: stat.ctimeMs, ino: stat.ino };
  const old = previous?.byPath.get(path);
  if (
    old !== undefined &&
    old.kind === 'file' &&
    old.size === stat.size &&
    old.mtimeMs === stat.mtimeMs &&
    old.ctimeMs === stat.ctimeMs &&
    old.ino === stat.ino &&
    Math.max(stat.mtimeMs, stat.ctimeMs) < previous!.trustBefore
  ) {
    stats.reused++;
    return { ...old, oversize: old.size > maxBytes };
  }
  let fd: number | undefined;
  try {
    fd = openSync(full, READ_FLAGS);
    const hash = createHash('sha256');
    let size = 0;
    for (;;) {
      const n = readSync(fd, buffer, 0, buffer.length, null);
      if (n === 0) break;
      if (size + n > skip) hash.update(buffer.subarray(Math.max(0, skip - size), n));
      size += n;
    }
    stats.hashed++;
    stats.bytesHashed += size;
    return { path, kind: 'file', hash: hash.digest('hex'), size, ...keys, target: null, oversize: size > maxBytes };
  } catch (err) {
    return { path, reason: describeFsError(path, 'read', err) };
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Installed files larger than this (bundles, native binaries) are hashed by sample: see sampledEntry. */
export const SAMPLED_ABOVE_BYTES = 256 * 1024;
const SAMPLE_BYTES = 64 * 1024;

/**
 * A large installed file's hash: its size, mtime and its first and last 64 KB (a patch that keeps
 * the size and sets the mtime back in the middle of a 9 MB bundle is not seen; an install, a
 * replacement or any ordinary write is). Keeps a full re-hash of a real node_modules cheap.
 */
export function sampledEntry(full: string, path: string, stat: Stats, previous: PreviousIndex | null, maxBytes: number, buffer: Buffer, stats: SnapshotStats): SnapshotEntry | UnreadableEntry {
  const old = previous?.byPath.get(path);
  if (old !== undefined && old.kind === 'file' && old.size === stat.size && old.mtimeMs === stat.mtimeMs && old.ctimeMs === stat.ctimeMs && old.ino === stat.ino && Math.max(stat.mtimeMs, stat.ctimeMs) < previous!.trustBefore) {
    stats.reused++;
    return { ...old, oversize: old.size > maxBytes };
  }
  let fd: number | undefined;
  try {
    fd = openSync(full, READ_FLAGS);
    const hash = createHash('sha256').update(`sampled:${stat.size}:${stat.mtimeMs}:`);
    const head = readSync(fd, buffer, 0, SAMPLE_BYTES, 0);
    hash.update(buffer.subarray(0, head));
    const tail = readSync(fd, buffer, 0, SAMPLE_BYTES, Math.max(0, stat.size - SAMPLE_BYTES));
    hash.update(buffer.subarray(0, tail));
    stats.hashed++;
    stats.bytesHashed += head + tail;
    return { path, kind: 'file', hash: hash.digest('hex'), size: stat.size, mtimeMs: stat.mtimeMs, ctimeMs: stat.ctimeMs, ino: stat.ino, target: null, oversize: stat.size > maxBytes };
  } catch (err) {
    return { path, reason: describeFsError(path, 'read', err) };
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

export function symlinkEntry(full: string, path: string, stat: Stats): SnapshotEntry | UnreadableEntry {
  let target: string;
  try {
    target = readlinkSync(full);
  } catch (err) {
    return { path, reason: describeFsError(path, 'read the link', err) };
  }
  const bytes = Buffer.from(target, 'utf8');
  return {
    path,
    kind: 'symlink',
    hash: createHash('sha256').update(bytes).digest('hex'),
    size: bytes.length,
    mtimeMs: stat.mtimeMs,
    ctimeMs: stat.ctimeMs,
    ino: stat.ino,
    target,
    oversize: false,
  };
}

export type StatResult = { ok: true; stats: Stats } | { ok: false; code: string; message: string };

export function lstatSafe(path: string): StatResult {
  try {
    return { ok: true, stats: lstatSync(path) };
  } catch (err) {
    return { ok: false, code: (err as NodeJS.ErrnoException).code ?? 'unknown', message: describeFsError(path, 'stat', err) };
  }
}
