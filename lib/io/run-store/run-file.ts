// Run files cannot be redirected: every file OpenForge opens under `.openforge/` is opened
// without following a symbolic link, must be a regular file (a FIFO, device or socket is
// refused at once: opened non-blocking, then fstat), and is read with a size cap. The
// directories below `.openforge/runs/` (the run directory, `gates/`, `results/`, `baseline/`)
// must be real directories, so a planted link never redirects a read or a write.

import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, type Stats } from 'node:fs';
import { resolve, sep } from 'node:path';

/** Largest run file read whole (state, events, baselines, caches); bigger ones are refused. */
export const MAX_RUN_FILE_BYTES = 64 * 1024 * 1024;

const NOFOLLOW = constants.O_NOFOLLOW ?? 0;
const NONBLOCK = constants.O_NONBLOCK ?? 0;
const NOCTTY = constants.O_NOCTTY ?? 0;

/** Flags of a read that neither follows a final link nor blocks on a FIFO or device. */
export const READ_NOFOLLOW = constants.O_RDONLY | NOFOLLOW | NONBLOCK | NOCTTY;
/** Flags of an append (created when missing) that does not follow a final link nor block. */
export const APPEND_NOFOLLOW = constants.O_RDWR | constants.O_APPEND | constants.O_CREAT | NOFOLLOW | NONBLOCK | NOCTTY;
/** Flags of an exclusive create: never an existing file, never through a link. */
export const CREATE_NOFOLLOW = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NOFOLLOW | NOCTTY;

const KIND_NAMES: ReadonlyArray<[(s: Stats) => boolean, string]> = [
  [(s) => s.isSymbolicLink(), 'a symbolic link'],
  [(s) => s.isFIFO(), 'a FIFO'],
  [(s) => s.isCharacterDevice(), 'a character device'],
  [(s) => s.isBlockDevice(), 'a block device'],
  [(s) => s.isSocket(), 'a socket'],
  [(s) => s.isDirectory(), 'a directory'],
];

function kindOf(stats: Stats): string {
  for (const [test, name] of KIND_NAMES) if (test(stats)) return name;
  return 'not a regular file';
}

function refusal(path: string, kind: string): string {
  return `${path} is ${kind}, not a regular file OpenForge wrote; run files are never followed or read through links, FIFOs or devices. Remove it and retry.`;
}

/**
 * Why a directory between `.openforge/runs/` and `path` may not be used (a symbolic link, or
 * not a directory), or null. `.openforge` and `runs` themselves are checked by
 * `openforgeDirectoryProblem` (a link that stays inside the working directory is allowed there).
 * Missing directories are no problem here: the open that follows reports them.
 */
export function runPathProblem(path: string): string | null {
  const parts = resolve(path).split(sep);
  const forge = parts.lastIndexOf('.openforge');
  if (forge === -1) return null;
  const first = parts[forge + 1] === 'runs' ? forge + 2 : forge + 1;
  for (let i = first; i < parts.length - 1; i += 1) {
    const dir = parts.slice(0, i + 1).join(sep);
    let stats;
    try {
      stats = lstatSync(dir);
    } catch {
      return null;
    }
    if (!stats.isDirectory()) return refusal(dir, kindOf(stats)).replace('not a regular file OpenForge wrote', 'not a directory OpenForge made');
  }
  return null;
}

export type OpenedRunFile = { ok: true; fd: number; size: number; stats: Stats } | { ok: false; missing: boolean; message: string };

/**
 * Open a run file with `flags` (one of the *_NOFOLLOW sets): its directories checked, the final
 * component not followed, and only a regular file kept open. Close the fd when done.
 */
export function openRunFile(path: string, flags: number, mode = 0o644): OpenedRunFile {
  const problem = runPathProblem(path);
  if (problem !== null) return { ok: false, missing: false, message: problem };
  let fd: number;
  try {
    fd = openSync(path, flags, mode);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { ok: false, missing: true, message: `${path} is missing.` };
    if (code === 'ELOOP' || code === 'EMLINK') return { ok: false, missing: false, message: refusal(path, 'a symbolic link') };
    if (code === 'ENXIO' || code === 'EOPNOTSUPP') return { ok: false, missing: false, message: refusal(path, 'a socket or device') };
    return { ok: false, missing: false, message: `${path}: cannot open (${code ?? 'unknown error'}); check the file and retry.` };
  }
  const stats = fstatSync(fd);
  if (!stats.isFile()) {
    closeSync(fd);
    return { ok: false, missing: false, message: refusal(path, kindOf(stats)) };
  }
  return { ok: true, fd, size: stats.size, stats };
}

export type RunFileText = { ok: true; text: string; truncated: boolean; stats: Stats } | { ok: false; missing: boolean; message: string };

export interface ReadRunFileOptions {
  /** At most this many bytes are read. Default {@link MAX_RUN_FILE_BYTES}. */
  maxBytes?: number;
  /** Over the cap: read the last `maxBytes` (a log's tail) instead of refusing the file. */
  tail?: boolean;
}

function readBytes(fd: number, length: number, position: number): Buffer {
  const buf = Buffer.alloc(length);
  let read = 0;
  while (read < length) {
    const n = readSync(fd, buf, read, length - read, position + read);
    if (n === 0) break;
    read += n;
  }
  return buf.subarray(0, read);
}

/** A run file's bytes, read as {@link openRunFile} opens it and bounded by `maxBytes`. */
export function readRunFileBytes(
  path: string,
  options: ReadRunFileOptions = {},
): { ok: true; bytes: Buffer; truncated: boolean; stats: Stats } | { ok: false; missing: boolean; message: string } {
  const maxBytes = options.maxBytes ?? MAX_RUN_FILE_BYTES;
  const opened = openRunFile(path, READ_NOFOLLOW);
  if (!opened.ok) return opened;
  try {
    if (opened.size > maxBytes && options.tail !== true) {
      return {
        ok: false,
        missing: false,
        message: `${path} is ${(opened.size / 1024 / 1024).toFixed(1)} MB; run files are read up to ${(maxBytes / 1024 / 1024).toFixed(1)} MB. Move it aside and retry.`,
      };
    }
    const start = Math.max(0, opened.size - maxBytes);
    return { ok: true, bytes: readBytes(opened.fd, Math.min(opened.size, maxBytes), start), truncated: start > 0, stats: opened.stats };
  } catch (err) {
    return { ok: false, missing: false, message: `${path}: cannot read (${(err as NodeJS.ErrnoException).code ?? 'unknown error'}).` };
  } finally {
    closeSync(opened.fd);
  }
}

/** A run file as UTF-8 text (see {@link readRunFileBytes}). */
export function readRunFile(path: string, options: ReadRunFileOptions = {}): RunFileText {
  const read = readRunFileBytes(path, options);
  return read.ok ? { ok: true, text: read.bytes.toString('utf8'), truncated: read.truncated, stats: read.stats } : read;
}

/**
 * When a file was created, as far as the file system tells: its birth time where kept, else
 * its status-change time (which is never earlier than its creation).
 */
export function creationTime(stats: Stats): number {
  return stats.birthtimeMs > 0 ? stats.birthtimeMs : stats.ctimeMs;
}

/** Why a regular file with more than one name may not be read as a run file (a hard link to a file elsewhere), or null. */
export function hardLinkProblem(path: string, stats: Stats): string | null {
  if (stats.nlink <= 1) return null;
  return `${path} has ${stats.nlink} links (a hard link to a file elsewhere), not a file OpenForge or its action wrote; it is never read. Remove it and retry.`;
}
