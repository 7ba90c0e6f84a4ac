// The result envelope's closed vocabularies, as plain values (no TypeBox), so that the
// parser (and the shipped bundle) does not load the schema builder. lib/schema/result.ts
// builds its enums from these lists.

/** DONE: finished; BLOCKED: cannot proceed without something outside its scope; ERROR: failed. */
export const RESULT_STATUSES = ['DONE', 'BLOCKED', 'ERROR'] as const;

/** Review vocabulary: Blocking, Required Changes, Suggestions. Only suggestions never block. */
export const FINDING_SEVERITIES = ['blocking', 'required', 'suggestion'] as const;

export const REVIEW_VERDICTS = ['PASS', 'FAIL'] as const;
export type ReviewVerdict = (typeof REVIEW_VERDICTS)[number];

type ResultStatusWord = (typeof RESULT_STATUSES)[number];
type FindingSeverityWord = (typeof FINDING_SEVERITIES)[number];

/** A status or severity word as written, folded: lower case, `_`/`-`/spaces as one space. */
export const foldWord = (word: string): string => word.trim().toLowerCase().replace(/[\s_-]+/g, ' ');

/** The status words sub-agents write, folded (see foldWord), and the status each means. */
export const STATUS_WORDS: Readonly<Record<string, ResultStatusWord>> = {
  done: 'DONE', success: 'DONE', succeeded: 'DONE', complete: 'DONE', completed: 'DONE', ok: 'DONE', pass: 'DONE', passed: 'DONE',
  blocked: 'BLOCKED', 'needs input': 'BLOCKED', 'needs human': 'BLOCKED',
  error: 'ERROR', failed: 'ERROR', failure: 'ERROR', fail: 'ERROR',
};

/**
 * The severity words sub-agents write, folded, and the severity each means. A word not
 * listed is read as `required` (never softer than what was meant).
 */
export const SEVERITY_WORDS: Readonly<Record<string, FindingSeverityWord>> = {
  suggestion: 'suggestion', suggestions: 'suggestion', info: 'suggestion', note: 'suggestion', nit: 'suggestion', minor: 'suggestion', low: 'suggestion',
  blocking: 'blocking', blocker: 'blocking', critical: 'blocking', high: 'blocking', major: 'blocking',
  required: 'required', medium: 'required', moderate: 'required',
};
