// Measuring files on disk: one dispatch for every language (JS/TS through the Babel walker,
// Python/Go/Rust/Java through tree-sitter), and a cache by content hash so that re-measuring
// a tree costs only its changed files.

import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { jsLanguageOf, measureJs } from '../complexity/js/index.js';
import { decodeSource, treeSitterLanguageOf } from '../complexity/tree-sitter/index.js';
import type { CachedMeasure, FileComplexity, Measured } from '../complexity/types.js';
import { DEFAULT_CC_THRESHOLD } from '../complexity/types.js';
import type { TreeSnapshot } from '../snapshot/types.js';
import { writeFileAtomic } from './run-store/atomic-write.js';
import { readRunFile } from './run-store/run-file.js';
import { measureWithTreeSitter, type TreeSitterLocation } from './tree-sitter.js';

/** Whether the meter has a language for this path (anything else is skipped, never guessed). */
export const isMeasurable = (file: string): boolean => jsLanguageOf(file) !== null || treeSitterLanguageOf(file) !== null;

/** Measure one file's bytes. */
export async function measureBytes(file: string, bytes: Uint8Array, threshold = DEFAULT_CC_THRESHOLD, location?: TreeSitterLocation): Promise<Measured> {
  const ts = treeSitterLanguageOf(file);
  if (ts !== null) return measureWithTreeSitter(bytes, file, ts, location === undefined ? { threshold } : { threshold, location });
  if (jsLanguageOf(file) === null) {
    return { ok: false, skipped: { file, reason: 'unknown-language', detail: `no complexity meter for ${extname(file) || 'files without an extension'}` } };
  }
  const decoded = decodeSource(file, bytes);
  if (!decoded.ok) return decoded;
  return measureJs(decoded.text, file, threshold);
}

export type { CachedMeasure } from '../complexity/types.js';

/** Measurements by `<sha256>:<extension>` (the extension picks the parser). */
export interface ComplexityCache {
  threshold: number;
  entries: Map<string, CachedMeasure>;
}

export const cacheKey = (hash: string, file: string): string => `${hash}:${extname(file).toLowerCase()}`;

export function toFileComplexity(file: string, cached: CachedMeasure | undefined): FileComplexity | null {
  if (cached === undefined || 'skipped' in cached) return null;
  return { file, ...cached };
}

/** Read a cache file; a missing or damaged one (or one for another threshold) is an empty cache. */
export function readComplexityCache(path: string, threshold: number): ComplexityCache {
  try {
    const read = readRunFile(path);
    if (!read.ok) return { threshold, entries: new Map() };
    const value = JSON.parse(read.text) as { threshold?: unknown; entries?: unknown };
    if (value.threshold === threshold && typeof value.entries === 'object' && value.entries !== null) {
      return { threshold, entries: new Map(Object.entries(value.entries as Record<string, CachedMeasure>)) };
    }
  } catch {
    // Missing or damaged: measure again.
  }
  return { threshold, entries: new Map() };
}

export function writeComplexityCache(path: string, cache: ComplexityCache): void {
  const entries = Object.fromEntries([...cache.entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  writeFileAtomic(path, `${JSON.stringify({ threshold: cache.threshold, entries })}\n`);
}

export interface CoverResult {
  /** Files measured now (not found in the cache). */
  measured: number;
  bytes: number;
}

/**
 * Make sure every measurable file of `snapshot` (under `root`) has a cache entry: only files
 * whose content is new to the cache are read and measured.
 */
export async function coverSnapshot(root: string, snapshot: TreeSnapshot, cache: ComplexityCache, only?: ReadonlySet<string>): Promise<CoverResult> {
  let measured = 0;
  let bytes = 0;
  for (const entry of snapshot.entries) {
    if (entry.kind !== 'file' || !isMeasurable(entry.path)) continue;
    if (only !== undefined && !only.has(entry.path)) continue;
    const key = cacheKey(entry.hash, entry.path);
    if (cache.entries.has(key)) continue;
    let data: Uint8Array;
    try {
      data = readFileSync(join(root, entry.path));
    } catch (err) {
      cache.entries.set(key, { skipped: 'unreadable', detail: (err as NodeJS.ErrnoException).code ?? 'unreadable' });
      continue;
    }
    const result = await measureBytes(entry.path, data, cache.threshold);
    measured += 1;
    bytes += data.byteLength;
    if (result.ok) {
      const { file: _file, ...rest } = result.file;
      cache.entries.set(key, rest);
    } else {
      cache.entries.set(key, { skipped: result.skipped.reason, detail: result.skipped.detail });
    }
  }
  return { measured, bytes };
}

/** High-CC mass of a whole snapshot, from the cache (unmeasured and skipped files count 0). */
export function snapshotHighMass(snapshot: TreeSnapshot, cache: ComplexityCache): number {
  let mass = 0;
  for (const entry of snapshot.entries) {
    if (entry.kind !== 'file' || !isMeasurable(entry.path)) continue;
    const cached = cache.entries.get(cacheKey(entry.hash, entry.path));
    if (cached !== undefined && !('skipped' in cached)) mass += cached.highMass;
  }
  return mass;
}
