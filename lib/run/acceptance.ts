// A phase's acceptance criteria against the child's self-assessment: a criterion marked
// `met: false`, or missing from the result, fails the attempt (docs/design.md#results).
// Tolerant on format (case, quotes, numbering, a paraphrase that contains the criterion, the
// same list in the same order), strict on verdicts (only `met: true` counts).

import type { AcceptanceCheck } from '../schema/result.js';

/** A criterion the attempt did not show as met, and why. */
export interface UnmetCriterion {
  criterion: string;
  why: 'not-met' | 'not-assessed';
  note?: string | undefined;
}

/** Shortest text that may match by containment (shorter ones must match exactly). */
const MIN_CONTAINED = 12;

function normalized(text: string): string {
  return text
    .toLowerCase()
    .replace(/^\s*(?:[-*+]\s+|\d+[.)]\s+|ac[-\s]?\d+\s*[:.)-]\s*|\[[ x]\]\s+)/i, '')
    .replace(/[`'"*_“”‘’]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/[\s.;:!,]+$/, '')
    .trim();
}

function sameCriterion(wanted: string, written: string): boolean {
  if (wanted === written) return true;
  const [short, long] = wanted.length <= written.length ? [wanted, written] : [written, wanted];
  return short.length >= MIN_CONTAINED && long.includes(short);
}

/**
 * The criteria of `criteria` that `checks` does not show as met. `checks` null: the result
 * had no readable envelope, so none was assessed.
 */
export function unmetCriteria(criteria: readonly string[], checks: readonly AcceptanceCheck[] | null): UnmetCriterion[] {
  if (criteria.length === 0) return [];
  if (checks === null) return criteria.map((criterion) => ({ criterion, why: 'not-assessed' }));
  const written = checks.map((c) => ({ check: c, text: normalized(c.criterion) }));
  const used = new Set<number>();
  const found: (AcceptanceCheck | null)[] = criteria.map((criterion) => {
    const wanted = normalized(criterion);
    const i = written.findIndex((w, j) => !used.has(j) && sameCriterion(wanted, w.text));
    if (i < 0) return null;
    used.add(i);
    return written[i]?.check ?? null;
  });
  // Reworded but the same list: match the rest by position when the counts agree.
  if (checks.length === criteria.length) {
    found.forEach((f, i) => {
      if (f === null && !used.has(i)) found[i] = checks[i] ?? null;
    });
  }
  const unmet: UnmetCriterion[] = [];
  criteria.forEach((criterion, i) => {
    const check = found[i] ?? null;
    if (check === null) unmet.push({ criterion, why: 'not-assessed' });
    else if (check.met !== true) unmet.push({ criterion, why: 'not-met', note: check.note });
  });
  return unmet;
}

/** One line per unmet criterion, for the failure reason and the retry task. */
export function describeUnmet(unmet: readonly UnmetCriterion[]): string {
  return unmet
    .map((u) => `"${u.criterion}" ${u.why === 'not-met' ? `is marked not met${u.note ? ` (${u.note})` : ''}` : 'is not assessed in the result'}`)
    .join('; ');
}
