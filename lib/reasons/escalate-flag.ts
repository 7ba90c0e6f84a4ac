// The phase has `Escalate: true`.

import { noFacts, type EscalationReasonRecord } from './types.js';

export const reason: EscalationReasonRecord<Record<never, never>> = {
  id: 'escalate-flag',
  order: 60,
  meaning: 'The phase has `Escalate: true`: the run stops there for the human.',
  docs: 'prd-format.md#phase-fields',
  advice: 'escalate-flag',
  refine: 'plain',
  facts: noFacts,
  message: ({ phase }) => `phase \`${phase}\` is marked \`Escalate: true\`: a human does or checks it before the run goes on`,
};
