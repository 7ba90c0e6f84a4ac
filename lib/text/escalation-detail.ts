// An escalation's facts in one sentence (what failed, how often, against which budget): the
// words of the escalation message, `status`, the summary and a retried child's task alike. The
// engine records facts (lib/schema/escalation-facts.ts); each reason's record words them
// (lib/reasons/<id>.ts, `message`). Pure.

import type { EscalationFacts } from '../schema/escalation-facts.js';
import type { EscalationReasonWord } from '../schema/run-vocabulary.js';
import { REASON_RECORDS } from '../reasons/index.generated.js';
import { attemptFailureText } from './attempt-failure.js';

/** What an escalation's sentence is made from. */
export interface EscalationDetailInput {
  reason: EscalationReasonWord;
  phase: string;
  facts: EscalationFacts;
  /** When the run escalated: a usage limit's reset is told from then. */
  at: number;
}

/** The escalation in one sentence; an older log's sentence as it was logged, a failure or a problem found about no gate as itself. */
export function escalationDetail(e: EscalationDetailInput): string {
  if (e.facts.text !== undefined) return e.facts.text;
  if (e.facts.failure !== undefined) return attemptFailureText(e.facts.failure);
  if (e.facts.problem !== undefined && e.facts.gate === undefined && e.reason !== 'run-state-tampered') return e.facts.problem;
  return REASON_RECORDS[e.reason].message(e);
}
