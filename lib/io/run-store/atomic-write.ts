import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { CREATE_NOFOLLOW, runPathProblem } from './run-file.js';
import { uniqueSuffix } from './unique.js';

/** Outcome of a write the user's environment can make fail (permissions, full disk, missing directory). */
export type WriteResult = { ok: true } | { ok: false; message: string };

/** A short, clear reason for an errno failure on `path`. */
export function describeFsError(path: string, action: string, err: unknown): string {
  const code = (err as NodeJS.ErrnoException).code ?? 'unknown error';
  const hint: Record<string, string> = {
    ENOENT: 'the directory does not exist; create it or check the path',
    EACCES: 'permission denied; make the directory writable',
    EPERM: 'operation not permitted; check the file permissions',
    ENOSPC: 'the disk is full; free some space and retry',
    EROFS: 'the file system is read-only',
    EISDIR: 'a directory is in the way; move it aside',
    ENOTDIR: 'a file is in the way where a directory is expected',
  };
  return `${path}: cannot ${action} (${code}): ${hint[code] ?? 'check the path and retry'}.`;
}

/** fsync a directory so a rename inside it survives a crash; some platforms refuse, which is fine. */
export function fsyncDirectory(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'EISDIR' && code !== 'EINVAL' && code !== 'EPERM' && code !== 'EACCES') throw err;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Replace `path` with `data` atomically: write a temp file beside it, fsync, rename
 * over the target, fsync the directory. Readers see the old or the new content, never a mix.
 * The temp file is created exclusively without following a link, and the rename replaces a
 * planted link rather than writing through it; a linked directory under `.openforge/runs/` is refused.
 */
export function writeFileAtomic(path: string, data: string | Uint8Array): WriteResult {
  const problem = runPathProblem(path);
  if (problem !== null) return { ok: false, message: problem };
  const dir = dirname(path);
  const temp = join(dir, `.${basename(path)}.tmp-${process.pid}-${uniqueSuffix()}`);
  let fd: number | undefined;
  try {
    fd = openSync(temp, CREATE_NOFOLLOW, 0o644);
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    let offset = 0;
    while (offset < bytes.length) offset += writeSync(fd, bytes, offset, bytes.length - offset);
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    renameSync(temp, path);
  } catch (err) {
    if (fd !== undefined) closeSync(fd);
    rmSync(temp, { force: true });
    return { ok: false, message: describeFsError(path, 'write', err) };
  }
  try {
    fsyncDirectory(dir);
  } catch (err) {
    return { ok: false, message: describeFsError(dir, 'sync the directory after writing', err) };
  }
  return { ok: true };
}
