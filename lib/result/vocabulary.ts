// The words sub-agents write for a result's status and a finding's severity, and what each
// means in the envelope's closed vocabularies (lib/schema/result-vocabulary.ts).

import { RESULT_STATUSES, type FindingSeverityWord, type ResultStatusWord } from '../schema/result-vocabulary.js';

export { RESULT_STATUSES };
export type { ReviewVerdict } from '../schema/result-vocabulary.js';

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
