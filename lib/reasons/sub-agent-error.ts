// Every attempt failed, the last one not at its gate.

import type { EscalationFacts } from '../schema/escalation-facts.js';
import type { EscalationReasonRecord } from './types.js';
import { attemptFailureText } from '../text/attempt-failure.js';

export type Facts = Pick<EscalationFacts, 'lastFailure' | 'attempts'>;

export const reason: EscalationReasonRecord<Facts> = {
  id: 'sub-agent-error',
  order: 50,
  meaning: 'Every attempt the phase allows failed, the last one not at its gate (an `ERROR`, an unreadable result, a timeout).',
  docs: 'protocol.md#results',
  advice: 'sub-agent-error',
  refine: 'last-failure',
  facts: ({ p, last }) => ({ lastFailure: last?.failure ?? null, attempts: p.attempt }),
  message: ({ facts: f }) => `${f.lastFailure == null ? 'the sub-agent gave no usable result' : attemptFailureText(f.lastFailure)}; all ${f.attempts ?? 0} attempt(s) failed`,
};
