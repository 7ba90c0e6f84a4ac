// A gate's log never appeared (docs/design.md#run-protocol).

import type { EscalationFacts } from '../schema/escalation-facts.js';
import { notRunText } from './gate-words.js';
import { noFacts, type EscalationReasonRecord } from './types.js';

export type Facts = Pick<EscalationFacts, 'gate'>;

export const reason: EscalationReasonRecord<Facts> = {
  id: 'gate-not-run',
  order: 90,
  meaning: "A gate's log never appeared: the gate was not run as printed.",
  docs: 'troubleshooting.md#a-gate-never-writes-its-log',
  advice: 'gate-not-run',
  refine: 'gate-not-run',
  facts: noFacts,
  message: ({ facts: f }) => (f.gate?.waitedSeconds === undefined ? "the gate's log never appeared: the gate was not run as given" : notRunText(f.gate)),
};
