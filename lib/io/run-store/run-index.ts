import { mkdirSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { describeFsError, writeFileAtomic } from './atomic-write.js';
import { withLock, type LockOptions } from './lock.js';

export const INDEX_FILE = 'index.json';
export const INDEX_SCHEMA_VERSION = 1;

export interface RunIndexEntry {
  runId: string;
  cwd: string;
  prdPath: string;
  /** ISO 8601 timestamp. */
  createdAt: string;
}

export interface RunIndexRead {
  /** Oldest first, newest last. */
  entries: RunIndexEntry[];
  /** Set when the index exists but is damaged (entries is then empty). */
  problem: string | null;
}

export type RecordRunResult =
  | { ok: true; entries: RunIndexEntry[]; movedAside: string | null; brokeStaleLock: boolean }
  | { ok: false; message: string };

function isEntry(value: unknown): value is RunIndexEntry {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return ['runId', 'cwd', 'prdPath', 'createdAt'].every((key) => typeof v[key] === 'string');
}

function parseIndex(text: string): RunIndexEntry[] | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return `not valid JSON (${(err as Error).message})`;
  }
  if (typeof value !== 'object' || value === null || !Array.isArray((value as { runs?: unknown }).runs)) {
    return 'expected an object with a "runs" array';
  }
  const runs = (value as { runs: unknown[] }).runs;
  const bad = runs.findIndex((run) => !isEntry(run));
  if (bad !== -1) return `runs[${bad}] needs string runId, cwd, prdPath and createdAt`;
  return runs as RunIndexEntry[];
}

/** Read `<home>/index.json`; a missing index is empty, a damaged one is reported. */
export function readRunIndex(home: string): RunIndexRead {
  const path = join(home, INDEX_FILE);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { entries: [], problem: null };
    return { entries: [], problem: describeFsError(path, 'read', err) };
  }
  const parsed = parseIndex(text);
  if (typeof parsed === 'string') {
    return { entries: [], problem: `${path} is damaged (${parsed}); the next run moves it aside and starts a fresh index.` };
  }
  return { entries: parsed, problem: null };
}

/**
 * Record a run in `<home>/index.json` under the home lock: newest last, one entry per run id.
 * A damaged index is moved to `index.json.damaged-<now>` and a fresh one started.
 */
export function recordRun(home: string, entry: RunIndexEntry, opts: LockOptions): RecordRunResult {
  try {
    mkdirSync(home, { recursive: true });
  } catch (err) {
    return { ok: false, message: describeFsError(home, 'create the OpenForge home directory (set OPENFORGE_HOME to move it)', err) };
  }
  const path = join(home, INDEX_FILE);
  const locked = withLock(
    home,
    (): RecordRunResult => {
      let entries: RunIndexEntry[] = [];
      let movedAside: string | null = null;
      let text: string | null = null;
      try {
        text = readFileSync(path, 'utf8');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') return { ok: false, message: describeFsError(path, 'read', err) };
      }
      if (text !== null) {
        const parsed = parseIndex(text);
        if (typeof parsed === 'string') {
          movedAside = `${path}.damaged-${opts.now()}`;
          try {
            renameSync(path, movedAside);
          } catch (err) {
            return { ok: false, message: describeFsError(path, 'move the damaged index aside', err) };
          }
        } else {
          entries = parsed;
        }
      }
      const next = [...entries.filter((e) => e.runId !== entry.runId), { ...entry }];
      const written = writeFileAtomic(path, `${JSON.stringify({ schemaVersion: INDEX_SCHEMA_VERSION, runs: next }, null, 2)}\n`);
      if (!written.ok) return written;
      return { ok: true, entries: next, movedAside, brokeStaleLock: false };
    },
    opts,
  );
  if (!locked.ok) return locked;
  return locked.value.ok ? { ...locked.value, brokeStaleLock: locked.brokeStaleLock } : locked.value;
}
