// What taking a tree snapshot cost (lib/io/tree-snapshot.ts), counted as its entries are read
// (lib/io/snapshot-entry.ts): its own module so that neither of the two imports the other for it.

/** Work done, for benchmarks and tests; not part of the stored snapshot. */
export interface SnapshotStats {
  /** Files read and hashed. */
  hashed: number;
  /** Files whose hash came from `previous`. */
  reused: number;
  bytesHashed: number;
  directories: number;
  elapsedMs: number;
}
