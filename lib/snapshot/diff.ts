import { pycacheSource } from './loaded.js';
import { comparePaths, type SnapshotDiff, type TreeSnapshot } from './types.js';

/**
 * Files added, modified and deleted from `before` to `after`, each list sorted.
 *
 * An entry is modified when its hash or its kind (file ↔ symlink) differs; stat data alone
 * (mtime, a chmod) is not a change. Unreadable paths take part: a path readable on one side and
 * unreadable on the other counts as modified; a path unreadable on both sides cannot be compared
 * and counts as unchanged. A truncated snapshot (`truncated: true`) gives an unreliable diff.
 *
 * Bytecode caches (`D/__pycache__/N.<tag>.pyc`, hashed without their header and only while
 * loadable) are Python's to write: one that appears or goes (it was missing or stale, and Python
 * wrote it, or its source changed) is no change, nor is one rewritten when its source `D/N.py`
 * changed too. One whose code changed while its source did not is a change: Python never
 * rewrites a loadable cache of an unchanged source, a planted one does.
 */
export function diffSnapshots(before: TreeSnapshot, after: TreeSnapshot): SnapshotDiff {
  // Files outside the project are compared only when both sides looked at them (a snapshot of an older version did not).
  const outside = before.outside !== undefined && after.outside !== undefined;
  const old = signatures(before, outside);
  const now = signatures(after, outside);
  const added: string[] = [];
  const modified: string[] = [];
  const deleted: string[] = [];
  for (const [path, sig] of now) {
    const was = old.get(path);
    const source = pycacheSource(path);
    if (source !== null) {
      if (was !== undefined && was !== sig && (!now.has(source) || old.get(source) === now.get(source))) modified.push(path);
      continue;
    }
    if (was === undefined) added.push(path);
    else if (was !== sig) modified.push(path); // both unreadable: equal signatures, unchanged
  }
  for (const path of old.keys()) if (!now.has(path) && pycacheSource(path) === null) deleted.push(path);
  return { added: added.sort(comparePaths), modified: modified.sort(comparePaths), deleted: deleted.sort(comparePaths) };
}

/** Every path in a diff, sorted: the phase's changed-file set. */
export function changedPaths(diff: SnapshotDiff): string[] {
  return [...diff.added, ...diff.modified, ...diff.deleted].sort(comparePaths);
}

const UNREADABLE = '\0unreadable';

function signatures(snapshot: TreeSnapshot, outside: boolean): Map<string, string> {
  const map = new Map<string, string>();
  for (const entry of [...snapshot.entries, ...(outside ? (snapshot.outside ?? []) : [])]) map.set(entry.path, `${entry.kind}:${entry.hash}`);
  for (const entry of snapshot.unreadable) if (!map.has(entry.path)) map.set(entry.path, UNREADABLE);
  return map;
}
