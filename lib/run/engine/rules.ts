// The engine's decisions as ordered rules, each a small named function asked in turn: the first
// that decides wins, so the order of a list is its priority. A rule answers what it decided, or
// `'wait'` (decided: nothing now, and no later rule is asked), or null (not its case: ask the
// next). The run-level facts (./next-fact.ts), the spawns and gates due (./spawn-issue.ts,
// ./gate-issue.ts) and the actions (./actions-for.ts) are such lists.

/** What a rule answers: a decision, `'wait'` (nothing now; the list stops) or null (the next rule decides). */
export type Verdict<T> = T | 'wait' | null;

/** One rule: what it decides in the context `c`. */
export type Rule<C, T> = (c: C) => Verdict<T>;

/** The decision of the first rule that decides, in order; null when one says `'wait'` or none decides. */
export function firstDecided<C, T>(rules: readonly Rule<C, T>[], c: C): T | null {
  for (const rule of rules) {
    const verdict = rule(c);
    if (verdict === 'wait') return null;
    if (verdict !== null) return verdict;
  }
  return null;
}
