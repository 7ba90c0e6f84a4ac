// The review→fix loop's bound, alone in its module: the escalation records (lib/reasons) read it
// without loading the task composer, which words their escalations in a resumed task.

/** At most this many review→fix cycles before escalation. */
export const MAX_REVIEW_CYCLES = 3;
