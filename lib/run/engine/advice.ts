// The kinds of advice an escalation recommends, and the facts each quotes: what the engine
// chooses (lib/run/engine/escalation-advice.ts); lib/render/escalation-advice.ts words them. Types only.

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
