// A checkpoint re-ran the gates so far, or the erosion check, and one failed.

import type { EscalationFacts } from '../schema/escalation-facts.js';
import type { EscalationReasonRecord } from './types.js';
import { attemptFailureText } from '../text/attempt-failure.js';

export type Facts = Pick<EscalationFacts, 'lastFailure'>;

export const reason: EscalationReasonRecord<Facts> = {
  id: 'checkpoint-failed',
  order: 80,
  meaning: 'A checkpoint re-ran the gates so far, or the erosion check, and one failed.',
  docs: 'prd-format.md#horizon-rule',
  advice: 'checkpoint-failed',
  refine: 'last-failure',
  facts: ({ last }) => ({ lastFailure: last?.failure ?? null }),
  message: ({ facts: f }) => `${f.lastFailure == null ? 'a gate failed' : attemptFailureText(f.lastFailure)} at the checkpoint`,
};
