// The result envelope's closed vocabularies, as plain values (no TypeBox), so that the
// parser (and the shipped bundle) does not load the schema builder. lib/schema/result.ts
// builds its enums from these lists.

/** DONE: finished; BLOCKED: cannot proceed without something outside its scope; ERROR: failed. */
export const RESULT_STATUSES = ['DONE', 'BLOCKED', 'ERROR'] as const;
export type ResultStatusWord = (typeof RESULT_STATUSES)[number];

/** Review vocabulary: Blocking, Required Changes, Suggestions. Only suggestions never block. */
export const FINDING_SEVERITIES = ['blocking', 'required', 'suggestion'] as const;
export type FindingSeverityWord = (typeof FINDING_SEVERITIES)[number];

export const REVIEW_VERDICTS = ['PASS', 'FAIL'] as const;
export type ReviewVerdict = (typeof REVIEW_VERDICTS)[number];
