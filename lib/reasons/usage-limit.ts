// A usage, quota or rate limit of the provider (docs/design.md#usage-limits).

import type { EscalationFacts } from '../schema/escalation-facts.js';
import { usageLimitSentence } from '../text/usage-limit-words.js';
import type { EscalationReasonRecord, FactsContext } from './types.js';

export type Facts = Pick<EscalationFacts, 'limit'>;

/** The usage limit holding the run, where it was hit. */
function limitFacts({ state }: FactsContext): Facts {
  const l = state.usageLimit;
  return l === undefined ? {} : { limit: { kind: l.kind, resetAt: l.resetAt, resetText: l.resetText, message: l.message, actionId: l.actionId, source: l.source } };
}

export const reason: EscalationReasonRecord<Facts> = {
  id: 'usage-limit',
  order: 110,
  meaning: 'A usage, quota or rate limit of the provider: no new sub-agent until it resets.',
  docs: 'troubleshooting.md#a-usage-quota-or-rate-limit-was-hit',
  halted: 'rate-limited',
  advice: 'usage-limit',
  refine: 'usage-limit',
  facts: limitFacts,
  message: ({ facts: f, at }) => (f.limit === undefined ? 'a usage limit was hit' : usageLimitSentence(f.limit, at)),
};
