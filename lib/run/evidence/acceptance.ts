// A phase's acceptance criteria against the child's self-assessment: a criterion marked
// `met: false`, or missing from the result, fails the attempt (docs/design.md#results).
// Tolerant on format (case, quotes, numbering, a paraphrase that contains the criterion, the
// same list in the same order), strict on verdicts (only `met: true` counts). A verdict the
// reader could not read, or a "met" for a narrowed paraphrase ("… except negatives"), is
// unclear: never reported as "not met", and the child is asked once (lib/run/engine/step.ts).

import type { AcceptanceCheck } from '../../schema/result.js';
import type { UnmetCriterion } from '../../schema/unmet-criterion.js';

/** The fact, with a note only where there is one. */
const unmetFact = (criterion: string, why: UnmetCriterion['why'], note: string | undefined): UnmetCriterion => (note === undefined ? { criterion, why } : { criterion, why, note });

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

/** Words in a paraphrase beyond the criterion that narrow it: its "met" is not a plain yes. */
const NARROWING = /\b(but|except|excluding|however|although|though|apart from|other than|aside from|only|partial|partially|partly|mostly|not|no|never|missing|fails?|failing|unless|until|without|cannot|todo|pending)\b/;

/** The same criterion ('same'), the criterion with narrowing words around it ('narrowed'), or not it. */
function sameCriterion(wanted: string, written: string): 'same' | 'narrowed' | null {
  if (wanted === written) return 'same';
  const [short, long] = wanted.length <= written.length ? [wanted, written] : [written, wanted];
  if (short.length < MIN_CONTAINED || !long.includes(short)) return null;
  const extra = written.length > wanted.length ? written.replace(wanted, ' ') : '';
  return NARROWING.test(extra) ? 'narrowed' : 'same';
}

/**
 * The criteria of `criteria` that `checks` does not show as met. `checks` null: the result
 * had no readable envelope, so none was assessed. `unclear`: indexes into `checks` whose
 * verdict the reader could not read (lib/result/read-acceptance.ts).
 */
export function unmetCriteria(criteria: readonly string[], checks: readonly AcceptanceCheck[] | null, unclear: readonly number[] = []): UnmetCriterion[] {
  if (criteria.length === 0) return [];
  if (checks === null) return criteria.map((criterion) => ({ criterion, why: 'not-assessed' }));
  const written = checks.map((c) => ({ check: c, text: normalized(c.criterion) }));
  const used = new Set<number>();
  const narrowed = new Set<number>();
  const found: (number | null)[] = criteria.map((criterion) => {
    const wanted = normalized(criterion);
    const i = written.findIndex((w, j) => !used.has(j) && sameCriterion(wanted, w.text) !== null);
    if (i < 0) return null;
    used.add(i);
    if (sameCriterion(wanted, written[i]?.text ?? '') === 'narrowed') narrowed.add(i);
    return i;
  });
  // Reworded but the same list: match the rest by position when the counts agree.
  if (checks.length === criteria.length) {
    found.forEach((f, i) => {
      if (f === null && !used.has(i)) found[i] = i;
    });
  }
  const unmet: UnmetCriterion[] = [];
  criteria.forEach((criterion, i) => {
    const at = found[i] ?? null;
    const check = at === null ? undefined : checks[at];
    if (at === null || check === undefined) unmet.push(unmetFact(criterion, 'not-assessed', undefined));
    else if (unclear.includes(at) || (check.met && narrowed.has(at))) unmet.push(unmetFact(criterion, 'unclear', check.note ?? (narrowed.has(at) ? check.criterion : undefined)));
    else if (!check.met) unmet.push(unmetFact(criterion, 'not-met', check.note));
  });
  return unmet;
}

/** The child said of none of them that it is not met, and some it did not say clearly: it is asked once. */
export const onlyUnclear = (unmet: readonly UnmetCriterion[]): boolean => unmet.length > 0 && unmet.every((u) => u.why !== 'not-met');
