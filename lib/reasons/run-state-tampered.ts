// The run's own files, or a gate, are not what OpenForge froze and confirmed (docs/design.md#run-state).

import type { EscalationFacts } from '../schema/escalation-facts.js';
import { noFacts, type EscalationReasonRecord } from './types.js';

export type Facts = Pick<EscalationFacts, 'gate' | 'problem'>;

export const reason: EscalationReasonRecord<Facts> = {
  id: 'run-state-tampered',
  order: 150,
  meaning: "The run's own files (`events.jsonl`, `state.json`, the frozen PRD copy) were changed by something other than OpenForge, or a gate no longer matches what was frozen and confirmed.",
  docs: 'safety.md#threat-model-what-a-sub-agent-can-still-do',
  advice: 'run-state-tampered',
  refine: 'plain',
  facts: noFacts,
  message: ({ facts: f }) => (f.problem === undefined ? 'the run state is not what OpenForge froze and confirmed' : `${f.problem}; it is not offered`),
};
