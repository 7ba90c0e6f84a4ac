// `openforge complexity`'s report from the files measured: the skipped list, per-file results,
// totals and the erosion share. Pure: the walking and the reading are lib/io/complexity-files.ts's.

import type { ComplexityReport } from '../schema/complexity.js';
import { SCHEMA_VERSION } from '../schema/version.js';
import type { CachedMeasure, FileComplexity, SkippedFile } from './types.js';

/** Files measured now: path → content hash and measurement. */
export type MeasuredFiles = ReadonlyMap<string, { hash: string; measure: CachedMeasure }>;

export type ComplexityTotals = ComplexityReport['totals'];

/** Byte order, as the report lists files (not the locale's). */
export const byPath = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** `.ext`, or the words for a name without one (the meter never guesses a language). */
export function extensionOf(file: string): string {
  const name = file.slice(file.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot) : 'files without an extension';
}

/** The skip entry for a file no meter understands. */
export function unknownLanguage(file: string): SkippedFile {
  return { file, reason: 'unknown-language', detail: `no complexity meter for ${extensionOf(file)}` };
}

/**
 * Files found while walking: candidates to measure by report path, and the files skipped
 * before measuring (each listed once, and never when it is also a candidate found earlier).
 */
export class FileCandidates<C> {
  readonly candidates = new Map<string, C>();
  readonly skipped: SkippedFile[] = [];
  private readonly seenSkipped = new Set<string>();

  /** Keeps the first candidate for a path. */
  add(file: string, candidate: C): void {
    if (!this.candidates.has(file)) this.candidates.set(file, candidate);
  }

  skip(s: SkippedFile): void {
    if (this.seenSkipped.has(s.file) || this.candidates.has(s.file)) return;
    this.seenSkipped.add(s.file);
    this.skipped.push(s);
  }

  /** Candidates in path order. */
  sorted(): Array<[string, C]> {
    return [...this.candidates].sort(([a], [b]) => byPath(a, b));
  }
}

/** The measured files and every skipped one (walk skips first, then measurements), sorted by path. */
export function splitMeasures(current: MeasuredFiles, walkSkipped: readonly SkippedFile[]): { files: FileComplexity[]; skipped: SkippedFile[] } {
  const files: FileComplexity[] = [];
  const skipped = [...walkSkipped];
  for (const [file, { measure }] of current) {
    if ('skipped' in measure) skipped.push({ file, reason: measure.skipped, detail: measure.detail });
    else files.push({ file, ...measure });
  }
  skipped.sort((a, b) => byPath(a.file, b.file));
  return { files, skipped };
}

/** Files, functions, total CC, high-CC mass, and the erosion share (high-CC mass / total CC). */
export function complexityTotals(files: readonly FileComplexity[]): ComplexityTotals {
  const totals = { files: files.length, functions: 0, total: 0, highMass: 0, erosionShare: 0 };
  for (const f of files) {
    totals.functions += f.functions.length;
    totals.total += f.total;
    totals.highMass += f.highMass;
  }
  totals.erosionShare = totals.total === 0 ? 0 : totals.highMass / totals.total;
  return totals;
}

/** The whole report (schemas/complexity.schema.json) from what was measured. */
export function complexityReport(
  root: string,
  threshold: number,
  current: MeasuredFiles,
  walkSkipped: readonly SkippedFile[],
  baseline: ComplexityReport['baseline'],
): ComplexityReport {
  const { files, skipped } = splitMeasures(current, walkSkipped);
  return { schemaVersion: SCHEMA_VERSION, root, threshold, files, skipped, totals: complexityTotals(files), baseline };
}
