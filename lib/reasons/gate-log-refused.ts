// A gate's log was planted or not written by the printed command (docs/design.md#gates).

import type { EscalationFacts } from '../schema/escalation-facts.js';
import { refusedText } from './gate-words.js';
import { noFacts, type EscalationReasonRecord } from './types.js';

export type Facts = Pick<EscalationFacts, 'gate' | 'problem' | 'gateLog'>;

export const reason: EscalationReasonRecord<Facts> = {
  id: 'gate-log-refused',
  order: 130,
  meaning: "Something stood where a gate's log goes, or the log was not written by the printed command; nothing was read through it.",
  docs: 'troubleshooting.md#the-run-halts-as-gate-log-refused-or-gate-wrong-dir',
  advice: 'gate-log-refused',
  refine: 'gate-log',
  facts: noFacts,
  message: ({ facts }) => refusedText(facts, "the gate's log is not the one its exec command wrote (planted, linked, or written by something else)"),
};
