// The run halts as needs-human: the event records the reason code, the facts that explain it
// (drawn from the run by the reason's record, lib/reasons/<id>.ts; their shape in
// lib/schema/escalation-facts.ts) and the gate output it quotes; never a sentence. The record's
// message words the facts, at the edge (docs/design.md#escalation-message). Pure.

import type { EscalationReasonWord } from '../../schema/run-vocabulary.js';
import type { EscalationFacts, RunEventOf, RunPhase, RunState } from '../../schema/run.js';
import { REASON_RECORDS } from '../../reasons/index.generated.js';
import type { Unstamped } from './stamp.js';

type EscalationFact = Unstamped<RunEventOf<'run-escalated'>>;

function lastGateTail(p: RunPhase): string | undefined {
  for (let i = p.failures.length - 1; i >= 0; i -= 1) {
    const tail = p.failures[i]?.gateTail;
    if (tail !== null && tail !== undefined && tail !== '') return tail;
  }
  return undefined;
}

/** The `run-escalated` fact for `p`; `facts`/`gateOutput` override what the phase's history says. */
export function escalationEvent(
  state: RunState,
  p: RunPhase,
  reason: EscalationReasonWord,
  now: number,
  facts?: EscalationFacts,
  gateOutput?: string,
): EscalationFact {
  const derived = facts ?? REASON_RECORDS[reason].facts({ state, p, last: p.failures.at(-1), spawn: p.spawns.at(-1), now });
  return { type: 'run-escalated', phase: p.name, reason, facts: derived, gateOutput: gateOutput ?? lastGateTail(p) ?? null };
}
