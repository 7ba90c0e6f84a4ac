// The erosion verdict (docs/design.md#erosion-check): did a phase grow the tree's high-CC mass
// (the sum of CC over functions with CC > threshold) by more than 5% over the baseline taken
// when the phase started? Pure: the measurements come in, the figures and offenders go out.

import { DEFAULT_CC_THRESHOLD, type FileComplexity, type FunctionComplexity } from '../complexity/types.js';

/** Growth above this share of the baseline's high-CC mass flags the phase. */
export const EROSION_GROWTH_LIMIT = 0.05;

/** One changed file: its measurement at phase start (null: new or unmeasured) and now (null: deleted or unmeasured). */
export interface ChangedFileComplexity {
  file: string;
  before: FileComplexity | null;
  after: FileComplexity | null;
}

export interface Offender {
  file: string;
  name: string;
  line: number;
  /** CC at phase start; null for a new function. */
  before: number | null;
  after: number;
}

export interface ErosionFigures {
  /** High-CC mass of the whole measured tree at phase start, and after the phase. */
  before: number;
  after: number;
  /** (after - before) / before; null when the baseline is 0. */
  growth: number | null;
  flagged: boolean;
  /** Functions over the threshold that are new or got more complex, worst first (at most 20). */
  offenders: Offender[];
}

const MAX_OFFENDERS = 20;

function highMass(f: FileComplexity | null, threshold: number): number {
  if (f === null) return 0;
  return f.functions.reduce((sum, fn) => (fn.complexity > threshold ? sum + fn.complexity : sum), 0);
}

/** Functions of `after` over the threshold that are new or worse than their namesake in `before`. */
function worsened(file: string, before: FileComplexity | null, after: FileComplexity, threshold: number): Offender[] {
  const old = new Map<string, FunctionComplexity[]>();
  for (const fn of before?.functions ?? []) old.set(fn.name, [...(old.get(fn.name) ?? []), fn]);
  const out: Offender[] = [];
  for (const fn of after.functions) {
    if (fn.complexity <= threshold) continue;
    // Same-named functions pair up in order; a rename reads as a new function.
    const twin = old.get(fn.name)?.shift() ?? null;
    if (twin !== null && twin.complexity >= fn.complexity) continue;
    out.push({ file, name: fn.name, line: fn.line, before: twin?.complexity ?? null, after: fn.complexity });
  }
  return out;
}

/**
 * The verdict for one phase. `treeBefore` is the high-CC mass of the whole tree at phase
 * start; `changed` lists every file the phase added, modified or deleted (new files count as
 * growth, deleted files as reduction).
 */
export function erosionVerdict(
  treeBefore: number,
  changed: readonly ChangedFileComplexity[],
  threshold: number = DEFAULT_CC_THRESHOLD,
): ErosionFigures {
  let after = treeBefore;
  const offenders: Offender[] = [];
  for (const c of changed) {
    after += highMass(c.after, threshold) - highMass(c.before, threshold);
    if (c.after !== null) offenders.push(...worsened(c.file, c.before, c.after, threshold));
  }
  const growth = treeBefore === 0 ? null : (after - treeBefore) / treeBefore;
  const flagged = treeBefore === 0 ? after > 0 : (growth ?? 0) > EROSION_GROWTH_LIMIT;
  offenders.sort((a, b) => b.after - (b.before ?? 0) - (a.after - (a.before ?? 0)) || a.file.localeCompare(b.file) || a.line - b.line);
  return { before: treeBefore, after, growth, flagged, offenders: offenders.slice(0, MAX_OFFENDERS) };
}
