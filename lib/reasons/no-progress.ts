// Two attempts in a row failed the same way (lib/run/engine/repeated-failure.ts).

import type { EscalationFacts } from '../schema/escalation-facts.js';
import { TABLE_SECTION, type EscalationReasonRecord } from './types.js';
import { attemptFailureText } from '../text/attempt-failure.js';

export type Facts = Pick<EscalationFacts, 'lastFailure'>;

export const reason: EscalationReasonRecord<Facts> = {
  id: 'no-progress',
  order: 30,
  meaning: 'Two attempts in a row failed the same way: a third would too.',
  docs: TABLE_SECTION,
  halted: 'looping',
  advice: 'no-progress',
  refine: 'last-failure',
  facts: ({ last }) => ({ lastFailure: last?.failure ?? null }),
  message: ({ facts: f }) => `two attempts in a row failed the same way: ${f.lastFailure == null ? 'the same failure' : attemptFailureText(f.lastFailure)}`,
};
