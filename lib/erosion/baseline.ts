// A complexity baseline file (`openforge complexity --baseline FILE`): the measurements of a
// tree by path and content hash, and the erosion verdict of a later measurement against it.

import type { MeasuredFiles } from '../complexity/report.js';
import type { CachedMeasure, FileComplexity } from '../complexity/types.js';
import type { ComplexityBaseline, ComplexityReport } from '../schema/complexity.js';
import { SCHEMA_VERSION } from '../schema/version.js';
import { erosionVerdict, type ChangedFileComplexity, type ErosionFigures } from './verdict.js';

type BaselineEntry = ComplexityBaseline['files'][string];

/** Files measured now: path → content hash and measurement. */
export type CurrentMeasures = MeasuredFiles;

/** A baseline entry as a cache entry, its high-CC mass recounted for this threshold. */
export function baselineMeasure(entry: BaselineEntry, threshold: number): CachedMeasure {
  if ('skipped' in entry) return { skipped: entry.skipped, detail: entry.detail };
  const functions = entry.functions.map(([name, line, column, complexity]) => ({ name, line, column, complexity }));
  let total = 0;
  let highMass = 0;
  for (const fn of functions) {
    total += fn.complexity;
    if (fn.complexity > threshold) highMass += fn.complexity;
  }
  return { language: entry.language, functions, total, highMass };
}

/** The erosion verdict: the baseline's high-CC mass, and every file whose hash differs, new or deleted. */
export function compareToBaseline(baseline: ComplexityBaseline, current: CurrentMeasures, threshold: number): ErosionFigures {
  const asFile = (file: string, measure: CachedMeasure | undefined): FileComplexity | null =>
    measure === undefined || 'skipped' in measure ? null : { file, ...measure };
  let treeBefore = 0;
  const changed: ChangedFileComplexity[] = [];
  for (const [file, entry] of Object.entries(baseline.files)) {
    const before = baselineMeasure(entry, threshold);
    if (!('skipped' in before)) treeBefore += before.highMass;
    const now = current.get(file);
    if (now === undefined) changed.push({ file, before: asFile(file, before), after: null });
    else if (now.hash !== entry.hash) changed.push({ file, before: asFile(file, before), after: asFile(file, now.measure) });
  }
  for (const [file, now] of current) {
    if (!Object.hasOwn(baseline.files, file)) changed.push({ file, before: null, after: asFile(file, now.measure) });
  }
  return erosionVerdict(treeBefore, changed, threshold);
}

/** Compact and diffable: one file per line, functions as [name, line, column, CC]. */
export function serializeBaseline(threshold: number, current: CurrentMeasures): string {
  const lines: string[] = [];
  for (const [file, { hash, measure }] of current) {
    const entry: BaselineEntry =
      'skipped' in measure
        ? { hash, skipped: measure.skipped, detail: measure.detail }
        : {
            hash,
            language: measure.language,
            highMass: measure.highMass,
            functions: measure.functions.map((f) => [f.name, f.line, f.column, f.complexity] as [string, number, number, number]),
          };
    lines.push(`${JSON.stringify(file)}:${JSON.stringify(entry)}`);
  }
  const body = lines.length === 0 ? '{}' : `{\n${lines.join(',\n')}\n}`;
  return `{"schemaVersion":${SCHEMA_VERSION},"threshold":${threshold},"files":${body}}\n`;
}


/** A measurement cache seeded with a baseline's entries (keyed by `keyOf`), so unchanged files are not measured again. */
export function seedCache(baseline: ComplexityBaseline | null, threshold: number, keyOf: (hash: string, file: string) => string): Map<string, CachedMeasure> {
  const entries = new Map<string, CachedMeasure>();
  for (const [file, entry] of Object.entries(baseline?.files ?? {})) entries.set(keyOf(entry.hash, file), baselineMeasure(entry, threshold));
  return entries;
}

/** The report's baseline part: written now (no baseline before), or the verdict against it. */
export function baselineOutcome(file: string, baseline: ComplexityBaseline | null, current: CurrentMeasures, threshold: number): NonNullable<ComplexityReport['baseline']> {
  if (baseline === null) return { file, written: true, verdict: null };
  return { file, written: false, verdict: compareToBaseline(baseline, current, threshold) };
}
