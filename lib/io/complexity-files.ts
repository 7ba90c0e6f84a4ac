// `openforge complexity` on disk: the PATHs checked, the baseline file read and written, and
// the files under the PATHs walked (as the erosion check walks them), hashed and measured,
// reusing the baseline's measurements for content it already holds.

import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { FileCandidates, unknownLanguage, type MeasuredFiles } from '../complexity/report.js';
import type { CachedMeasure, SkippedFile } from '../complexity/types.js';
import { seedCache } from '../erosion/baseline.js';
import { validateComplexityBaseline } from '../schema/complexity-baseline-validator.generated.js';
import { schemaProblems } from '../schema/problems.js';
import type { ComplexityBaseline } from '../schema/complexity.js';

/** A PATH given on the command line. */
export interface ComplexityTarget {
  abs: string;
  dir: boolean;
}

/** A measurable file found under the PATHs: where it is and its content hash. */
interface Candidate {
  abs: string;
  hash: string;
  /** Its bytes when already read (files named on the command line). */
  bytes?: Uint8Array;
}

type Meters = typeof import('./measure-files.js');

const errCode = (err: unknown, fallback: string): string => (err as NodeJS.ErrnoException).code ?? fallback;

/** Each PATH (relative to `cwd`) as a file or a directory; the message for the first that is neither. */
export function statTargets(cwd: string, paths: readonly string[]): ComplexityTarget[] | string {
  const targets: ComplexityTarget[] = [];
  for (const path of paths) {
    const abs = resolve(cwd, path);
    try {
      const stat = statSync(abs);
      if (!stat.isDirectory() && !stat.isFile()) return `${path}: not a file or a directory.`;
      targets.push({ abs, dir: stat.isDirectory() });
    } catch (err) {
      const code = errCode(err, 'error');
      return code === 'ENOENT' ? `${path}: no such file or directory.` : `${path}: cannot read it (${code}).`;
    }
  }
  return targets;
}

/**
 * The baseline at `path` (schemas/complexity-baseline.schema.json): null when there is no
 * file yet, a reason when it is not a usable baseline.
 */
export function readBaselineFile(path: string): ComplexityBaseline | null | string {
  if (!existsSync(path)) return null;
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    return err instanceof SyntaxError ? `not valid JSON (${err.message})` : `cannot read it (${errCode(err, 'error')})`;
  }
  const problems = schemaProblems(validateComplexityBaseline, value, 3);
  return problems.length > 0 ? problems.join('; ') : (value as ComplexityBaseline);
}

/** Write a serialized baseline atomically; the message when it cannot be written. */
export async function writeBaselineFile(path: string, text: string): Promise<string | null> {
  const { writeFileAtomic } = await import('./run-store/atomic-write.js');
  const written = writeFileAtomic(path, text);
  return written.ok ? null : written.message;
}

export interface GatherOptions {
  cwd: string;
  threshold: number;
  baseline: ComplexityBaseline | null;
  /** The baseline file itself, never measured. */
  baselineAbs: string | null;
  /** Problems of a directory walk (unreadable .gitignore, …), as they happen. */
  warn: (problem: string) => void;
}

export interface Gathered {
  current: MeasuredFiles;
  /** Files skipped before measuring (unknown language, unreadable). */
  skipped: SkippedFile[];
  /** Files measured now (the others came from the baseline). */
  measuredNow: number;
}

/** A file named on the command line: measured even when ignored, read now to hash it. */
function addFile(found: FileCandidates<Candidate>, file: string, abs: string, meters: Meters): void {
  if (!meters.isMeasurable(abs)) return found.skip(unknownLanguage(file));
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(abs);
  } catch (err) {
    return found.skip({ file, reason: 'unreadable', detail: errCode(err, 'unreadable') });
  }
  if (!found.candidates.has(file)) found.add(file, { abs, hash: createHash('sha256').update(bytes).digest('hex'), bytes });
}

/** A directory: walked as the erosion check walks it; only content new to the cache is measured. */
async function addDirectory(found: FileCandidates<Candidate>, root: string, cache: Parameters<Meters['coverSnapshot']>[2], options: GatherOptions, meters: Meters): Promise<number> {
  const { snapshotTree } = await import('./tree-snapshot.js');
  const reportPath = (abs: string): string => relative(options.cwd, abs).split(sep).join('/') || '.';
  const snapshot = snapshotTree(root);
  for (const problem of snapshot.problems) options.warn(problem);
  const { measured } = await meters.coverSnapshot(root, snapshot, cache);
  for (const entry of snapshot.entries) {
    const abs = join(root, entry.path);
    if (entry.kind !== 'file' || abs === options.baselineAbs) continue;
    const file = reportPath(abs);
    if (!meters.isMeasurable(entry.path)) found.skip(unknownLanguage(file));
    else found.add(file, { abs, hash: entry.hash });
  }
  for (const u of snapshot.unreadable) found.skip({ file: reportPath(join(root, u.path)), reason: 'unreadable', detail: u.reason });
  return measured;
}

async function measureOne(meters: Meters, file: string, c: Candidate, threshold: number): Promise<CachedMeasure> {
  let bytes = c.bytes;
  if (bytes === undefined) {
    try {
      bytes = readFileSync(c.abs);
    } catch (err) {
      return { skipped: 'unreadable', detail: errCode(err, 'unreadable') };
    }
  }
  const result = await meters.measureBytes(file, bytes, threshold);
  if (!result.ok) return { skipped: result.skipped.reason, detail: result.skipped.detail };
  const { file: _file, ...rest } = result.file;
  return rest;
}

/** Walk and measure every target: each file's hash and measurement, by report path, in path order. */
export async function gatherMeasures(targets: readonly ComplexityTarget[], options: GatherOptions): Promise<Gathered> {
  // The meters (Babel, tree-sitter) load only here, so other commands never pay for them.
  const meters = await import('./measure-files.js');
  const cache = { threshold: options.threshold, entries: seedCache(options.baseline, options.threshold, meters.cacheKey) };
  const found = new FileCandidates<Candidate>();
  let measuredNow = 0;
  for (const target of targets) {
    if (target.dir) measuredNow += await addDirectory(found, target.abs, cache, options, meters);
    else addFile(found, relative(options.cwd, target.abs).split(sep).join('/') || '.', target.abs, meters);
  }
  // Files named on the command line (and anything the walk did not cover).
  const current = new Map<string, { hash: string; measure: CachedMeasure }>();
  for (const [file, c] of found.sorted()) {
    const key = meters.cacheKey(c.hash, file);
    let measure = cache.entries.get(key);
    if (measure === undefined) {
      measure = await measureOne(meters, file, c, options.threshold);
      measuredNow += 1;
      cache.entries.set(key, measure);
    }
    current.set(file, { hash: c.hash, measure });
  }
  return { current, skipped: found.skipped, measuredNow };
}
