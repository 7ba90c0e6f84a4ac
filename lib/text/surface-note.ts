// How one change to what checks the work reads in a list (lib/run/evidence/test-surface.ts finds
// the changes): the words the standing warning and a review's task (lib/run) and the summary
// (lib/render) share. Pure.

/** A changed file as the note needs it: its kind to the checks, whether a failed attempt's change was reverted, its assertion counts. */
interface NotedChange {
  kind: string;
  reverted: boolean;
  assertions: { before: number; after: number } | null;
}

/** `; assertions 3 → 0`, or nothing when they were not counted: the same words in status, the completion message, the summary and a review's task. */
const assertionsText = (n: { before: number; after: number } | null): string => (n === null ? '' : `; assertions ${n.before} → ${n.after}`);

/** What a changed file is to the checks, for a list: `test; assertions 3 → 0`, `coverage, by a failed attempt, reverted`. */
export const changeNote = (c: NotedChange, reverted = ', by a failed attempt, reverted'): string => `${c.kind}${c.reverted ? reverted : ''}${assertionsText(c.assertions)}`;
