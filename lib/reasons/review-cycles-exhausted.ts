// A review still found blocking issues after the most review→fix cycles.

import type { EscalationFacts } from '../schema/escalation-facts.js';
import { MAX_REVIEW_CYCLES } from '../task/review-cycles.js';
import { TABLE_SECTION, type EscalationReasonRecord, type FactsContext } from './types.js';

export type Facts = Pick<EscalationFacts, 'openFindings' | 'cycles'>;

/** The review items a fix still owes (suggestions are not owed). */
const openFindings = (spawn: FactsContext['spawn']): number => (spawn?.findings ?? []).filter((f) => f.severity !== 'suggestion').length;

export const reason: EscalationReasonRecord<Facts> = {
  id: 'review-cycles-exhausted',
  order: 20,
  meaning: 'A review still found blocking issues after 3 review→fix cycles.',
  docs: TABLE_SECTION,
  advice: 'review-cycles-exhausted',
  refine: 'plain',
  facts: ({ spawn }) => ({ openFindings: openFindings(spawn), cycles: MAX_REVIEW_CYCLES }),
  message: ({ facts: f }) => `the review still finds ${f.openFindings ?? 0} Blocking or Required item(s) after ${f.cycles ?? 0} review→fix cycles`,
};
