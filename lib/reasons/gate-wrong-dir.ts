// The gate ran, or would have run, elsewhere (docs/design.md#gates, "Resolve, then pin").

import type { EscalationFacts } from '../schema/escalation-facts.js';
import { refusedText } from './gate-words.js';
import { noFacts, type EscalationReasonRecord } from './types.js';

export type Facts = Pick<EscalationFacts, 'gate' | 'problem' | 'gateLog'>;

export const reason: EscalationReasonRecord<Facts> = {
  id: 'gate-wrong-dir',
  order: 140,
  meaning:
    'The gate ran, or would have run, elsewhere: its log names another directory than the printed one, or a path it names (its `Workdir:`, a folder, a report file) leads outside the project or changed after the gate was issued.',
  docs: 'troubleshooting.md#the-run-halts-as-gate-log-refused-or-gate-wrong-dir',
  advice: 'gate-wrong-dir',
  refine: 'gate-log',
  facts: noFacts,
  message: ({ facts }) => refusedText(facts, 'the gate ran, or would have run, outside the project: its log names another directory, or a path it names leads elsewhere'),
};
