import { comparePaths, TREE_SNAPSHOT_VERSION, type SnapshotEntry, type TreeSnapshot, type UnreadableEntry } from './types.js';

/**
 * The stored form (`baseline/*.json` in a run directory): valid JSON, one entry per line, entries
 * as arrays `[path, hash, size, mtimeMs, ctimeMs, ino]` plus the target text for a symlink;
 * unreadable paths as `[path, reason]`. `oversize` is not stored: it is `size > maxBytes`.
 * About 110 bytes per file plus the path.
 */
export function serializeSnapshot(snapshot: TreeSnapshot): string {
  const head = {
    v: snapshot.version,
    takenAtMs: snapshot.takenAtMs,
    maxBytes: snapshot.maxBytes,
    truncated: snapshot.truncated,
    problems: snapshot.problems,
  };
  const entries = snapshot.entries.map((e) =>
    JSON.stringify(
      e.kind === 'symlink'
        ? [e.path, e.hash, e.size, e.mtimeMs, e.ctimeMs, e.ino, e.target ?? '']
        : [e.path, e.hash, e.size, e.mtimeMs, e.ctimeMs, e.ino],
    ),
  );
  const unreadable = snapshot.unreadable.map((u) => JSON.stringify([u.path, u.reason]));
  const list = (lines: string[]): string => (lines.length === 0 ? '[]' : `[\n${lines.join(',\n')}\n]`);
  const headText = JSON.stringify(head).slice(0, -1);
  const outside = snapshot.outside === undefined ? '' : `,"outside":${list(snapshot.outside.map((e) => JSON.stringify([e.path, e.hash, e.size, e.mtimeMs, e.ctimeMs, e.ino])))}`;
  return `${headText},"entries":${list(entries)},"unreadable":${list(unreadable)}${outside}}\n`;
}

export type SnapshotParse = { ok: true; snapshot: TreeSnapshot } | { ok: false; message: string };

/** Read the stored form back (text or an already-parsed value); a message, never a throw, when it is not one. */
export function parseSnapshot(input: string | unknown): SnapshotParse {
  let value: unknown = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch (err) {
      return { ok: false, message: `not valid JSON (${(err as Error).message})` };
    }
  }
  if (!isRecord(value)) return { ok: false, message: 'not a JSON object' };
  if (value.v !== TREE_SNAPSHOT_VERSION) return { ok: false, message: `unsupported snapshot version ${JSON.stringify(value.v)}` };
  const { takenAtMs, maxBytes, truncated, problems } = value;
  if (!isNumber(takenAtMs) || !isNumber(maxBytes)) return { ok: false, message: 'takenAtMs and maxBytes must be numbers' };
  if (typeof truncated !== 'boolean') return { ok: false, message: 'truncated must be a boolean' };
  if (!Array.isArray(problems) || !problems.every((p) => typeof p === 'string')) {
    return { ok: false, message: 'problems must be an array of strings' };
  }
  if (!Array.isArray(value.entries) || !Array.isArray(value.unreadable)) {
    return { ok: false, message: 'entries and unreadable must be arrays' };
  }
  const entries: SnapshotEntry[] = [];
  const seen = new Set<string>();
  for (const [i, row] of (value.entries as unknown[]).entries()) {
    const entry = readEntry(row, maxBytes);
    if (entry === null) return { ok: false, message: `entries[${i}] is not [path, sha256, size, mtimeMs, ctimeMs, ino, target?]` };
    if (seen.has(entry.path)) return { ok: false, message: `entries[${i}]: duplicate path ${entry.path}` };
    seen.add(entry.path);
    entries.push(entry);
  }
  const unreadable: UnreadableEntry[] = [];
  for (const [i, row] of (value.unreadable as unknown[]).entries()) {
    if (!Array.isArray(row) || row.length !== 2 || typeof row[0] !== 'string' || typeof row[1] !== 'string') {
      return { ok: false, message: `unreadable[${i}] is not [path, reason]` };
    }
    unreadable.push({ path: row[0], reason: row[1] });
  }
  let outside: SnapshotEntry[] | undefined;
  if (value.outside !== undefined) {
    if (!Array.isArray(value.outside)) return { ok: false, message: 'outside must be an array' };
    outside = [];
    for (const [i, row] of (value.outside as unknown[]).entries()) {
      const entry = readEntry(row, maxBytes);
      if (entry === null || !entry.path.startsWith('../')) return { ok: false, message: `outside[${i}] is not [../path, sha256, size, mtimeMs, ctimeMs, ino]` };
      outside.push(entry);
    }
  }
  return {
    ok: true,
    snapshot: {
      ...(outside === undefined ? {} : { outside }),
      version: TREE_SNAPSHOT_VERSION,
      takenAtMs,
      maxBytes,
      entries: entries.sort((a, b) => comparePaths(a.path, b.path)),
      unreadable: unreadable.sort((a, b) => comparePaths(a.path, b.path)),
      truncated,
      problems: [...problems] as string[],
    },
  };
}

const SHA256_HEX = /^[0-9a-f]{64}$/;

function readEntry(row: unknown, maxBytes: number): SnapshotEntry | null {
  if (!Array.isArray(row) || (row.length !== 6 && row.length !== 7)) return null;
  const [path, hash, size, mtimeMs, ctimeMs, ino, target] = row as unknown[];
  if (typeof path !== 'string' || path === '' || typeof hash !== 'string' || !SHA256_HEX.test(hash)) return null;
  if (!isNumber(size) || size < 0 || !isNumber(mtimeMs) || !isNumber(ctimeMs) || !isNumber(ino)) return null;
  if (row.length === 7 && typeof target !== 'string') return null;
  return {
    path,
    kind: row.length === 7 ? 'symlink' : 'file',
    hash,
    size,
    mtimeMs,
    ctimeMs,
    ino,
    target: row.length === 7 ? (target as string) : null,
    oversize: size > maxBytes,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
