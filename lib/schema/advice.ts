// The kinds of advice an escalation recommends, the facts each quotes, and the rules by which the
// engine refines a reason's default (lib/run/engine/escalation-advice.ts); each reason's record
// (lib/reasons/<id>.ts) names its default and its rule, and lib/render/escalation-advice.ts words
// the advice. A closed vocabulary as plain values, like run-vocabulary.ts.

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

/**
 * How the engine refines a reason's default advice from the run: not at all, by the budget that
 * stopped it, by the usage limit, by the gate whose log was refused or never appeared, by the
 * final verification's failing gate, or by the kind of the phase's last failed attempt.
 */
export type AdviceRule = 'plain' | 'budget' | 'usage-limit' | 'gate-log' | 'gate-not-run' | 'final-verification' | 'last-failure';
