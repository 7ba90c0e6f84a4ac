// A child reported BLOCKED.

import type { EscalationFacts } from '../schema/escalation-facts.js';
import type { EscalationReasonRecord } from './types.js';

export type Facts = Pick<EscalationFacts, 'summary'>;

export const reason: EscalationReasonRecord<Facts> = {
  id: 'sub-agent-blocked',
  order: 40,
  meaning: 'A child reported `BLOCKED`: it cannot go on without a human.',
  docs: 'protocol.md#results',
  advice: 'blocked',
  refine: 'plain',
  facts: ({ spawn }) => ({ summary: spawn?.summary ?? null }),
  message: ({ facts: f }) => `the sub-agent reported BLOCKED: ${f.summary ?? '(no summary)'}`,
};
