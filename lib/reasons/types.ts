// An escalation reason as OpenForge knows it (docs/design.md#escalation): one record per reason,
// one file each in this folder, named by its id. The record owns what the reason is: the facts
// the engine records with it (their shape and the rule that draws them from the run), its
// default advice and how the engine refines it, the run's derived state while it holds, its docs
// anchor, its meaning (the table of references/troubleshooting.md) and its message (the facts in
// one sentence). The build writes the index (index.generated.ts) and the records' plain data
// (lib/schema/reasons.generated.ts), which the schemas, the engine's advice and the derived state
// read, so that no command loads a reason's words before it halts. Pure.

import type { AdviceKind, AdviceRule } from '../schema/advice.js';
import type { EscalationFacts, RunPhase, RunState } from '../schema/run.js';
import type { DerivedPhaseStateWord, DerivedRunStateWord } from '../schema/run-vocabulary.js';

/** What a reason's facts may draw on: the run, the phase, its last failure and its last spawn. */
export interface FactsContext {
  state: RunState;
  p: RunPhase;
  last: RunPhase['failures'][number] | undefined;
  spawn: RunPhase['spawns'][number] | undefined;
  now: number;
}

/** What a reason's message is made from: its phase, its facts and when the run escalated. */
export interface MessageInput<F> {
  phase: string;
  facts: F;
  /** When the run escalated: a usage limit's reset is told from then. */
  at: number;
}

export interface EscalationReasonRecord<F extends EscalationFacts = EscalationFacts> {
  /** The reason's id, as recorded (`run-escalated.reason`): the record's file name. */
  readonly id: string;
  /** Where it stands among the others (the schema's enum, the troubleshooting table). */
  readonly order: number;
  /** What halted the run, one sentence for the table of references/troubleshooting.md. */
  readonly meaning: string;
  /** `page#anchor` in references/ that says more. */
  readonly docs: string;
  /** The run's and the phase's derived state while it holds; absent: `needs-human`. */
  readonly halted?: DerivedRunStateWord & DerivedPhaseStateWord;
  /** The advice when nothing about the last failure refines it. */
  readonly advice: AdviceKind;
  /** How the engine refines that advice from the run (lib/run/engine/escalation-advice.ts). */
  readonly refine: AdviceRule;
  /** The facts recorded with it, drawn from the run as it halts (the raising site may give its own). */
  readonly facts: (c: FactsContext) => F;
  /** The facts in one sentence: the escalation message's `Reason:`, `status`, the summary, a retried child's task. */
  readonly message: (e: MessageInput<F>) => string;
}

/** The facts of a reason that records none of its own (the raising site may give some). */
export const noFacts = (): Record<never, never> => ({});

/** The section of references/troubleshooting.md that holds the tables: a record whose docs are there needs no link. */
export const TABLE_SECTION = 'troubleshooting.md#escalation-reasons-and-warnings';
