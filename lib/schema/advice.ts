// The kinds of advice an escalation recommends, the facts each quotes, and each reason's
// default: what the engine chooses (lib/run/engine/escalation-advice.ts) when the last failure
// says nothing more specific; lib/render/escalation-advice.ts words them. A closed vocabulary as
// plain values, like run-vocabulary.ts, so that the engine and the render share the one map.

import type { EscalationReasonWord } from './run-vocabulary.js';

/** Which advice an escalation gets: the reason, refined by the kind of the last failure. */
export type AdviceKind =
  | 'gate-failed'
  | 'gate-timed-out'
  | 'gate-not-run'
  | 'gate-log-refused'
  | 'gate-wrong-dir'
  | 'run-state-tampered'
  | 'final-verification-failed'
  | 'late-changes'
  | 'no-tests-ran'
  | 'no-progress'
  | 'checkpoint-failed'
  | 'review-cycles-exhausted'
  | 'blocked'
  | 'budget-spawns'
  | 'budget-duration'
  | 'budget-tokens'
  | 'budget-cost'
  | 'budget-unknown'
  | 'escalate-flag'
  | 'unreadable-result'
  | 'run-file-changed'
  | 'out-of-scope'
  | 'read-only-write'
  | 'spawn-timed-out'
  | 'error-reported'
  | 'sub-agent-error'
  | 'usage-limit'
  | 'spawn-failed';

/** The advice and the facts it quotes (each optional: the text says less when a fact is unknown). */
export interface EscalationAdvice {
  kind: AdviceKind;
  /** The gate command to run by hand. */
  command?: string | undefined;
  workdir?: string | null | undefined;
  /** Where the unreadable result is, and whether it had to be a review report. */
  resultFile?: string | undefined;
  review?: boolean | undefined;
  /** Files changed outside the scope, and the scope's `Files:` globs. */
  outside?: readonly string[] | undefined;
  files?: readonly string[] | undefined;
  /** Phases that changed files since the failing gate last passed (final verification). */
  changedBy?: readonly string[] | undefined;
  /** A usage limit's kind and when it resets (UTC text), when known. */
  limitKind?: 'rate-limit' | 'quota' | 'usage-limit' | 'overloaded' | undefined;
  resetAt?: string | undefined;
  /** The budget that ran out (spawn timeout, gate timeout) in seconds. */
  timeoutSeconds?: number | undefined;
}

/** Each escalation reason's advice when nothing about the last failure refines it: the one map, for the engine and the render's default. */
export const DEFAULT_ADVICE: Readonly<Record<EscalationReasonWord, AdviceKind>> = {
  'gate-retries-exhausted': 'gate-failed',
  'review-cycles-exhausted': 'review-cycles-exhausted',
  'no-progress': 'no-progress',
  'sub-agent-blocked': 'blocked',
  'sub-agent-error': 'sub-agent-error',
  'escalate-flag': 'escalate-flag',
  'budget-exhausted': 'budget-spawns',
  'checkpoint-failed': 'checkpoint-failed',
  'gate-not-run': 'gate-not-run',
  'final-verification-failed': 'final-verification-failed',
  'usage-limit': 'usage-limit',
  'spawn-failed': 'spawn-failed',
  'gate-log-refused': 'gate-log-refused',
  'gate-wrong-dir': 'gate-wrong-dir',
  'run-state-tampered': 'run-state-tampered',
};
