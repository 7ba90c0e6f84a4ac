// A passed phase's summary as the run says it: the child's own, or, for a phase a human did
// (Escalate: true) whose gates then passed, words saying so. The engine records only that the
// phase was handed off and passed (no summary); an older log holds these words as the summary. Pure.

/** The summary of a phase a human did and whose gates passed. */
const BY_HAND_SUMMARY = 'Done by hand (Escalate: true); gates passed.';

/** The phase's summary, or the by-hand words when it has none and a human did it; null: nothing to say. */
export function phaseSummaryText(p: { summary: string | null; handoff: boolean; status: string }): string | null {
  if (p.summary !== null) return p.summary;
  return p.handoff && p.status === 'passed' ? BY_HAND_SUMMARY : null;
}
