// The run engine's closed vocabularies, as plain values (no TypeBox), so that the
// shipped commands do not load the schema builder. lib/schema/run.ts builds its enums from these.

/** running: actions are pending; needs-human: escalated, waits for `resume`; completed; cancelled. */
export const RUN_STATUSES = ['running', 'needs-human', 'completed', 'cancelled'] as const;

/**
 * pending: not started; active: a sub-agent or gate is at work; waiting-approval: the human
 * decides; passed: done (its gate said so); skipped: `Skip: true` or outside `--only`;
 * needs-human: the phase escalated; cancelled: the run was cancelled while it was open.
 */
export const RUN_PHASE_STATUSES = ['pending', 'active', 'waiting-approval', 'passed', 'skipped', 'needs-human', 'cancelled'] as const;

/**
 * What a sub-agent is spawned for: the phase's own work, a review, a fix of review findings,
 * or the refactoring sub-phase the erosion check inserts.
 */
export const SPAWN_ROLES = ['work', 'review', 'fix', 'refactor'] as const;
export type SpawnRoleWord = (typeof SPAWN_ROLES)[number];

export const GATE_STATES = ['pending', 'running', 'passed', 'failed', 'timed-out'] as const;

export const DECISIONS = ['approve', 'reject'] as const;
export type DecisionWord = (typeof DECISIONS)[number];

/** Why a run halts as `needs-human` (docs/design.md#escalation): one record each in lib/reasons/, their ids generated at build. */
export { ESCALATION_REASONS, type EscalationReasonWord } from './reasons.generated.js';

/** What a phase's erosion check found: not measured (no meter or policy off), ok, or flagged. */
export const EROSION_OUTCOMES = ['not-measured', 'ok', 'flagged'] as const;

/** Changed files outside a phase's `Files:` globs fail the attempt, or are only reported. */
export const SCOPE_POLICIES = ['fail', 'warn'] as const;

/**
 * What a run is doing, derived from its event log and the clock, never from a child's or the
 * agent's claim (lib/progress/derived-state.ts, docs/design.md#progress). One place for the
 * words: a new state (e.g. `rate-limited`, when the engine learns to stop on a usage limit)
 * is added here and given its place in the derivation's precedence.
 */
export const DERIVED_RUN_STATES = [
  'running',
  'waiting-for-sub-agents',
  'waiting-for-user',
  'stalled',
  'looping',
  'budget-limited',
  'rate-limited',
  'needs-human',
  'completed',
  'cancelled',
] as const;
export type DerivedRunStateWord = (typeof DERIVED_RUN_STATES)[number];

/** A phase's derived state: the run's words (but `completed`), plus pending, passed, no-op (passed, changed nothing) and skipped. */
export type DerivedPhaseStateWord = Exclude<DerivedRunStateWord, 'completed'> | 'pending' | 'passed' | 'no-op' | 'skipped';
export const DERIVED_PHASE_STATES: readonly DerivedPhaseStateWord[] = [
  'pending',
  ...DERIVED_RUN_STATES.filter((w): w is Exclude<DerivedRunStateWord, 'completed'> => w !== 'completed'),
  'passed',
  'no-op',
  'skipped',
];

/**
 * The events a `progress` text may tell of (lib/render/progress-text.ts). Any other event is
 * nothing to report: folded while nothing is left unreported, it moves `progressSeq` on by
 * itself (lib/run/fold/fold.ts), so a `next` after a `spawned` need not read the log.
 */
export const PROGRESS_EVENT_TYPES: ReadonlySet<string> = new Set([
  'phase-started',
  'attempt-failed',
  'phase-passed',
  'approval-requested',
  'decision-recorded',
  'review-found',
  'refactor-inserted',
  'final-gate-issued',
  /** What the run cost, when it reads its children's usage (docs/design.md#budgets). */
  'run-completed',
]);
