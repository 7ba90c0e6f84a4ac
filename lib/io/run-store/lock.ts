import { closeSync, linkSync, lstatSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { describeFsError } from './atomic-write.js';
import { CREATE_NOFOLLOW, readRunFile, runPathProblem } from './run-file.js';
import { sleepSync } from './sleep.js';
import { uniqueSuffix } from './unique.js';
import { formatDuration } from '../../text/duration.js';

export const LOCK_FILE = 'lock';
export const DEFAULT_STALE_MS = 30_000;
export const DEFAULT_WAIT_MS = 5_000;
const POLL_MS = 25;

export interface LockOptions {
  /** Clock in epoch milliseconds (injected so tests control staleness). */
  now: () => number;
  /** Our process id, recorded in the lock file. */
  pid: number;
  /** A lock older than this is stale. Default 30 s. */
  staleMs?: number;
  /** How long to wait for a held lock. Default 5 s. */
  waitMs?: number;
  /** Whether a pid is running; default asks the OS with signal 0. */
  isAlive?: (pid: number) => boolean;
}

export type LockResult<T> = { ok: true; value: T; brokeStaleLock: boolean } | { ok: false; message: string };

/** What the lock file holds; `token` tells our lock from a successor's when releasing. */
export interface LockHolder {
  pid: number;
  createdAt: number;
  token?: string;
}

/** Signal 0 probes a pid: ESRCH means gone; EPERM means alive but someone else's. */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

function parseHolder(text: string): LockHolder | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { pid, createdAt, token } = value as Record<string, unknown>;
    if (typeof pid !== 'number' || !Number.isInteger(pid) || typeof createdAt !== 'number') return null;
    return typeof token === 'string' ? { pid, createdAt, token } : { pid, createdAt };
  } catch {
    return null;
  }
}

type Observed = { kind: 'gone' } | { kind: 'held'; text: string; holder: LockHolder | null; mtimeMs: number } | { kind: 'refused'; message: string };

/** A lock file is small; a bigger one was not written by OpenForge. */
const MAX_LOCK_BYTES = 4096;

/** The lock as it is: never followed through a link, never read from a FIFO or device. */
function observe(path: string): Observed {
  let mtimeMs: number;
  try {
    mtimeMs = lstatSync(path).mtimeMs;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'gone' };
    throw err;
  }
  const read = readRunFile(path, { maxBytes: MAX_LOCK_BYTES, tail: true });
  if (read.ok) return { kind: 'held', text: read.text, holder: read.truncated ? null : parseHolder(read.text), mtimeMs };
  if (read.missing) return { kind: 'gone' };
  return { kind: 'refused', message: `${read.message} (it stands where the run lock goes).` };
}

/**
 * Create the lock file exclusively, with its content: written to a temp file first, then
 * hard-linked into place (link refuses to overwrite). A process killed mid-way never leaves
 * an empty lock, which only its age could break. False when someone else holds it. No fsync:
 * a killed process leaves its writes in the page cache, and the rare lock a power loss
 * empties is broken by its age like any stale one (the run's own files are synced).
 */
function tryCreate(path: string, holder: LockHolder): boolean {
  const temp = `${path}.new-${holder.token ?? holder.pid}`;
  const fd = openSync(temp, CREATE_NOFOLLOW, 0o644);
  try {
    writeSync(fd, `${JSON.stringify(holder)}\n`);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temp, path);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    rmSync(temp, { force: true });
  }
}

/**
 * Move a stale lock aside. If, between our look and the move, someone replaced it with a
 * fresh lock, put theirs back (link refuses to overwrite) and report that we did not break it.
 */
function breakStale(path: string, seenText: string): boolean {
  const aside = `${path}.stale-${process.pid}-${uniqueSuffix()}`;
  try {
    renameSync(path, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
  const read = readRunFile(aside, { maxBytes: MAX_LOCK_BYTES, tail: true });
  const moved = read.ok ? read.text : null;
  if (moved !== seenText) {
    try {
      linkSync(aside, path);
    } catch {
      // Someone else already holds a newer lock; theirs wins.
    }
    rmSync(aside, { force: true });
    return false;
  }
  rmSync(aside, { force: true });
  return true;
}

function isStale(seen: Extract<Observed, { kind: 'held' }>, now: number, staleMs: number, isAlive: (pid: number) => boolean): boolean {
  // An unreadable lock may be mid-write; judge it by its age alone.
  if (seen.holder === null) return now - seen.mtimeMs > staleMs;
  return now - seen.holder.createdAt > staleMs || !isAlive(seen.holder.pid);
}

function heldMessage(path: string, seen: Observed, now: number, waitMs: number): string {
  const holder = seen.kind === 'held' ? seen.holder : null;
  const who =
    holder === null
      ? 'another process (the lock file is unreadable)'
      : `process ${holder.pid} since ${new Date(holder.createdAt).toISOString()} (${formatDuration(Math.round((now - holder.createdAt) / 1000))} ago)`;
  return (
    `${path} is held by ${who}; gave up after waiting ${waitMs} ms. ` +
    `Wait for that openforge command to finish and retry; if no openforge command is running, delete ${path}.`
  );
}

export type Acquired = { ok: true; path: string; token: string; brokeStaleLock: boolean } | { ok: false; message: string };

/**
 * Take `<dir>/lock`: wait for a held lock up to `waitMs`, break a stale one (too old, or its
 * pid is gone). Release it with {@link releaseLock}.
 */
export function acquireLock(dir: string, opts: LockOptions): Acquired {
  const path = join(dir, LOCK_FILE);
  const problem = runPathProblem(path);
  if (problem !== null) return { ok: false, message: problem };
  const staleMs = opts.staleMs ?? DEFAULT_STALE_MS;
  const waitMs = opts.waitMs ?? DEFAULT_WAIT_MS;
  const isAlive = opts.isAlive ?? isProcessAlive;
  const started = opts.now();
  const maxPolls = Math.ceil(waitMs / POLL_MS) + 1;
  const token = `${opts.pid}-${uniqueSuffix()}`;
  let brokeStaleLock = false;
  let seen: Observed = { kind: 'gone' };
  try {
    for (let poll = 0; ; poll += 1) {
      if (poll > maxPolls + 10) return { ok: false, message: heldMessage(path, seen, opts.now(), waitMs) };
      const candidate: LockHolder = { pid: opts.pid, createdAt: opts.now(), token };
      if (tryCreate(path, candidate)) return { ok: true, path, token, brokeStaleLock };
      seen = observe(path);
      if (seen.kind === 'refused') return { ok: false, message: seen.message };
      if (seen.kind === 'held' && isStale(seen, opts.now(), staleMs, isAlive)) {
        if (breakStale(path, seen.text)) brokeStaleLock = true;
        continue;
      }
      if (seen.kind === 'gone') continue;
      // Bounded by both the clock and a poll count, so a frozen test clock cannot hang us.
      if (opts.now() - started >= waitMs || poll >= maxPolls) {
        return { ok: false, message: heldMessage(path, seen, opts.now(), waitMs) };
      }
      sleepSync(POLL_MS);
    }
  } catch (err) {
    return { ok: false, message: describeFsError(path, 'take the lock', err) };
  }
}

/**
 * Run `fn` while holding `<dir>/lock` (see {@link acquireLock}); always releases in `finally`.
 * `fn` runs synchronously.
 */
export function withLock<T>(dir: string, fn: () => T, opts: LockOptions): LockResult<T> {
  const lock = acquireLock(dir, opts);
  if (!lock.ok) return lock;
  try {
    return { ok: true, value: fn(), brokeStaleLock: lock.brokeStaleLock };
  } finally {
    release(lock.path, lock.token);
  }
}

/** {@link withLock} for an async `fn`: the lock is held until its promise settles. */
export async function withLockAsync<T>(dir: string, fn: (taken: { brokeStaleLock: boolean }) => Promise<T>, opts: LockOptions): Promise<LockResult<T>> {
  const lock = acquireLock(dir, opts);
  if (!lock.ok) return lock;
  try {
    return { ok: true, value: await fn({ brokeStaleLock: lock.brokeStaleLock }), brokeStaleLock: lock.brokeStaleLock };
  } finally {
    release(lock.path, lock.token);
  }
}

/** Remove the lock only if it is still ours (a stale-breaker may have replaced it). */
function release(path: string, token: string): void {
  try {
    const read = readRunFile(path, { maxBytes: MAX_LOCK_BYTES, tail: true });
    const current = read.ok ? parseHolder(read.text) : null;
    if (current?.token === token) rmSync(path, { force: true });
  } catch {
    // Already gone: nothing to release.
  }
}
