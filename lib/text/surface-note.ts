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

/** A changed file as its quoted edit says it: `test "sub subtracts", line 6: \`a\` → \`b\``, `coverage: added \`…\``, `test, deleted`. */
export function editNote(kind: string, e: { change: string; tests: number; quote?: { line?: number; test?: string; before?: string; after?: string } }, assertions: { before: number; after: number } | null): string {
  const q = e.quote;
  const where = q === undefined ? '' : `${q.test === undefined ? '' : ` ${q.test.startsWith('"') ? q.test : `"${q.test}"`}`}${q.line === undefined ? '' : `, line ${q.line}`}`;
  const quote = (t: string): string => `\`${t.replace(/`/g, "'")}\``;
  const lines = q === undefined ? '' : q.before !== undefined && q.after !== undefined ? `: ${quote(q.before)} → ${quote(q.after)}` : q.before !== undefined ? `: removed ${quote(q.before)}` : q.after !== undefined ? `: ${quote(q.after)}` : '';
  const what = e.change === 'deleted' ? ', deleted' : e.change === 'added' ? ', new' : '';
  return `${kind}${what}${where}${lines}${assertionsText(assertions)}`;
}

/** What a changed file is to the checks, for a list: `test; assertions 3 → 0`, `coverage, by a failed attempt, reverted`. */
export const changeNote = (c: NotedChange, reverted = ', by a failed attempt, reverted'): string => `${c.kind}${c.reverted ? reverted : ''}${assertionsText(c.assertions)}`;
