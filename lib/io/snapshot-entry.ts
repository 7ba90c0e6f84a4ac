// One entry of a tree snapshot (lib/io/tree-snapshot.ts): a file hashed whole, without a
// header (a bytecode cache) or by sample (a large installed file), or a link by its target
// text; the hash of an unchanged file reused from the previous snapshot.

import { closeSync, constants, lstatSync, openSync, readlinkSync, readSync, type Stats } from 'node:fs';
import { createHash, type Hash } from 'node:crypto';
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
    const size = hashRest(fd, hash, buffer, 0, skip);
    stats.hashed++;
    stats.bytesHashed += size;
    return { path, kind: 'file', hash: hash.digest('hex'), size, ...keys, target: null, oversize: size > maxBytes };
  } catch (err) {
    return { path, reason: describeFsError(path, 'read', err) };
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Installed native binaries larger than this are hashed by sample: see sampledEntry. */
export const SAMPLED_ABOVE_BYTES = 256 * 1024;
const SAMPLE_BYTES = 64 * 1024;

/** The first bytes of a compiled binary: ELF, Mach-O (32/64-bit, both byte orders, fat), PE/COFF, WebAssembly. */
const BINARY_MAGIC: readonly (readonly number[])[] = [
  [0x7f, 0x45, 0x4c, 0x46], [0xfe, 0xed, 0xfa, 0xce], [0xfe, 0xed, 0xfa, 0xcf], [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe], [0xca, 0xfe, 0xba, 0xbe], [0x4d, 0x5a], [0x00, 0x61, 0x73, 0x6d],
];

/** `head` starts like a compiled binary (a `.node` addon, esbuild's executable, a `.wasm` module). */
export function isCompiledBinary(head: Uint8Array): boolean {
  return BINARY_MAGIC.some((magic) => magic.length <= head.length && magic.every((byte, i) => head[i] === byte));
}

/**
 * A large installed file's hash. A compiled binary (isCompiledBinary: native addons, esbuild's
 * executable, WebAssembly; 47 MB of this repository's 59 MB of large installed files) is hashed
 * by its size, mtime and first and last 64 KB: a patch that keeps the size and sets the mtime
 * back in the middle of one is not seen, an install, a replacement or any ordinary write is.
 * Anything else (a 9 MB typescript.js, any bundle) is hashed whole, as fileEntry does.
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
    const head = readSync(fd, buffer, 0, SAMPLE_BYTES, 0);
    if (!isCompiledBinary(buffer.subarray(0, head))) {
      const hash = createHash('sha256').update(buffer.subarray(0, head));
      const size = head + hashRest(fd, hash, buffer, head);
      stats.hashed++;
      stats.bytesHashed += size;
      return { path, kind: 'file', hash: hash.digest('hex'), size, mtimeMs: stat.mtimeMs, ctimeMs: stat.ctimeMs, ino: stat.ino, target: null, oversize: size > maxBytes };
    }
    const hash = createHash('sha256').update(`sampled:${stat.size}:${stat.mtimeMs}:`);
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

/** Hash the bytes of `fd` from `from` to its end, skipping the first `skip`; the bytes read. A short read of a regular file is its end. */
function hashRest(fd: number, hash: Hash, buffer: Buffer, from: number, skip = 0): number {
  let size = 0;
  for (;;) {
    const n = readSync(fd, buffer, 0, buffer.length, from + size);
    if (size + n > skip) hash.update(buffer.subarray(Math.max(0, skip - size), n));
    size += n;
    if (n < buffer.length) return size;
  }
}

/** A file already read whole (`bytes`, taken after `stat`): hashed as it was read. */
export function bytesEntry(path: string, stat: Stats, bytes: Buffer, maxBytes: number, stats: SnapshotStats): SnapshotEntry {
  stats.hashed++;
  stats.bytesHashed += bytes.length;
  const hash = createHash('sha256').update(bytes).digest('hex');
  return { path, kind: 'file', hash, size: bytes.length, mtimeMs: stat.mtimeMs, ctimeMs: stat.ctimeMs, ino: stat.ino, target: null, oversize: bytes.length > maxBytes };
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
