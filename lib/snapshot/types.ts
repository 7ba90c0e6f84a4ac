// A content snapshot of a project's working tree (docs/design.md#erosion-check, #autonomy-and-scope): the run
// engine takes one at run start and at each phase start; the hash difference is the set of files
// a phase changed. Taken by `snapshotTree` (lib/io/tree-snapshot.ts); compared here, purely.

/** Version of the stored form (`serializeSnapshot`); bumped on breaking changes. */
export const TREE_SNAPSHOT_VERSION = 1;

/** One regular file or symbolic link. Symlinks are never followed: they are recorded by their target text. */
export interface SnapshotEntry {
  /** Relative to the snapshot root, '/' separators, no leading './'. */
  path: string;
  kind: 'file' | 'symlink';
  /** sha256 hex of the file's bytes, or of the link's target text (UTF-8). */
  hash: string;
  /** Bytes hashed (the target text's length for a symlink). */
  size: number;
  /** Stat key: an entry whose size, mtimeMs, ctimeMs and ino are unchanged is not re-read by the next snapshot. */
  mtimeMs: number;
  ctimeMs: number;
  ino: number;
  /** The link's target text; null for a file. */
  target: string | null;
  /** size > the snapshot's `maxBytes` (the meter's MAX_MEASURED_BYTES): hashed, but the meter skips it. */
  oversize: boolean;
}

/** A path the walk could not hash (permissions, a FIFO or socket, an unreadable directory). */
export interface UnreadableEntry {
  /** Relative path, as for SnapshotEntry; '.' for the root itself. */
  path: string;
  /** One line: why, e.g. `cannot read (EACCES): permission denied; …`. */
  reason: string;
}

export interface TreeSnapshot {
  version: typeof TREE_SNAPSHOT_VERSION;
  /** When the walk started (epoch ms); used to distrust stat keys of files written just before it. */
  takenAtMs: number;
  /** The oversize threshold used. */
  maxBytes: number;
  /** Sorted by path (UTF-16 code unit order), unique. */
  entries: SnapshotEntry[];
  /** Sorted by path. */
  unreadable: UnreadableEntry[];
  /** The walk stopped at `maxFiles`: the entry list is incomplete and diffs against it are unreliable. */
  truncated: boolean;
  /** Non-fatal trouble (an unreadable .gitignore, a missing root, truncation), one message each. */
  problems: string[];
  /**
   * Configuration files outside the project that runners read (lib/io/outside-config.ts), by their
   * path from the project (`../package.json`): compared like entries, never walked, kept or copied.
   */
  outside?: SnapshotEntry[];
}

/** What changed between two snapshots; each list sorted. */
export interface SnapshotDiff {
  added: string[];
  modified: string[];
  deleted: string[];
}

/** Directory names skipped at any depth unless a .gitignore re-includes them (`!build/`). */
export const DEFAULT_IGNORED_DIRS: readonly string[] = [
  'node_modules',
  'dist', 'build', 'out', 'target', '.next', 'coverage', '__pycache__', '.venv', 'venv',
  'vendor', 'third_party',
];

/** Names skipped at any depth, whatever their type and whatever any .gitignore says. */
export const ALWAYS_IGNORED_NAMES: readonly string[] = ['.git', '.openforge'];

/** A changed path outside the project (configuration a runner reads from a parent folder or the home): never in any phase's scope. */
export function isOutsideProject(path: string): boolean {
  return path.startsWith('../');
}

/** Code-unit order, the order every list in a snapshot and a diff uses (not locale-dependent). */
export function comparePaths(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
