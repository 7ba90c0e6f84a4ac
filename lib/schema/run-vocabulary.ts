// The run engine's closed vocabularies, as plain values (no TypeBox), so that the
// shipped commands do not load the schema builder. lib/schema/run.ts builds its enums from these.

/** running: actions are pending; needs-human: escalated, waits for `resume`; completed; cancelled. */
export const RUN_STATUSES = ['running', 'needs-human', 'completed', 'cancelled'] as const;
export type RunStatusWord = (typeof RUN_STATUSES)[number];

/**
 * pending: not started; active: a sub-agent or gate is at work; waiting-approval: the human
 * decides; passed: done (its gate said so); skipped: `Skip: true` or outside `--only`;
 * needs-human: the phase escalated; cancelled: the run was cancelled while it was open.
 */
export const RUN_PHASE_STATUSES = ['pending', 'active', 'waiting-approval', 'passed', 'skipped', 'needs-human', 'cancelled'] as const;
export type RunPhaseStatusWord = (typeof RUN_PHASE_STATUSES)[number];

/** What a sub-agent is spawned for: the phase's own work, a review, or a fix of review findings. */
export const SPAWN_ROLES = ['work', 'review', 'fix'] as const;
export type SpawnRoleWord = (typeof SPAWN_ROLES)[number];

export const GATE_STATES = ['pending', 'running', 'passed', 'failed', 'timed-out'] as const;

export const DECISIONS = ['approve', 'reject'] as const;
export type DecisionWord = (typeof DECISIONS)[number];

/** Why a run halts as `needs-human` (DESIGN.md "Escalation"). */
export const ESCALATION_REASONS = [
  'gate-retries-exhausted',
  'review-cycles-exhausted',
  'no-progress',
  'sub-agent-blocked',
  'sub-agent-error',
  'escalate-flag',
  'budget-exhausted',
  'checkpoint-failed',
  'invalid-prd',
] as const;
export type EscalationReasonWord = (typeof ESCALATION_REASONS)[number];

/** The action kinds `next` hands the agent (DESIGN.md "The run protocol"). */
export const ACTION_KINDS = ['spawn', 'gate', 'ask', 'wait', 'escalate', 'complete'] as const;
export type ActionKindWord = (typeof ACTION_KINDS)[number];
