// A phase's gate failed on every attempt it allows.

import type { EscalationFacts } from '../schema/escalation-facts.js';
import type { EscalationReasonRecord } from './types.js';
import { attemptFailureText } from '../text/attempt-failure.js';

export type Facts = Pick<EscalationFacts, 'lastFailure' | 'attempts' | 'maxAttempts'>;

export const reason: EscalationReasonRecord<Facts> = {
  id: 'gate-retries-exhausted',
  order: 10,
  meaning: "A phase's gate failed on every attempt its `Max-Retries:` allows.",
  docs: 'prd-format.md#phase-fields',
  advice: 'gate-failed',
  refine: 'last-failure',
  facts: ({ p, last }) => ({ lastFailure: last?.failure ?? null, attempts: p.attempt, maxAttempts: p.maxRetries + 1 }),
  message: ({ facts: f }) => `${f.lastFailure == null ? 'the gate failed' : attemptFailureText(f.lastFailure)}; all ${f.attempts ?? 0} of ${f.maxAttempts ?? 0} attempts failed`,
};
