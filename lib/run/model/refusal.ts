// Why a command on a run was refused, as facts: the code and the data its words need. The shell
// words them (lib/render/refusal.ts) when it prints the command's error. Pure.

import type { RunState } from '../../schema/run.js';

type RunStatus = RunState['status'];

/** A phase as a refusal names it: its status and its last decision, if any. */
export interface PhaseStanding {
  name: string;
  status: string;
  last?: { decision: string; note: string | null };
}

export type Refusal =
  /** No such spawn action (`known`: the run's spawn actions, when worth listing). */
  | { code: 'no-such-spawn'; runId: string; actionId: string; known?: string[] }
  /** No such approval phase. */
  | { code: 'no-such-approval'; runId: string; phase: string; approvals: string[] }
  /** No such phase. */
  | { code: 'no-such-phase'; runId: string; phase: string; phases: string[] }
  /** The run has no gates to confirm. */
  | { code: 'no-gates-to-confirm'; runId: string }
  /** A spawn already recorded with another model: one child runs on one model. */
  | { code: 'spawn-model-recorded'; actionId: string; model: string }
  /** A spawn already recorded with another session: one action is one child. */
  | { code: 'spawn-session-recorded'; actionId: string; sessionKey: string }
  /** A collector child confirmed without its run id: agents_wait needs it. */
  | { code: 'collector-run-id-missing'; actionId: string }
  /** Collected words for a spawn that is no collector child with a reported run id. */
  | { code: 'not-a-collector'; actionId: string }
  /** A spawn error the spawn cannot have now: already recorded, it started, it ended, or the run is not running. */
  | ({ code: 'spawn-error-refused'; actionId: string } & SpawnErrorWhy)
  /** The run has ended (completed or cancelled): start a new one. */
  | { code: 'run-ended'; runId: string; status: RunStatus }
  /** The run is not running (`phase`: the approval phase asked about). */
  | { code: 'run-not-running'; runId: string; status: RunStatus; phase?: PhaseStanding }
  /** A decision for a phase that has not asked for one. */
  | { code: 'decision-not-asked'; phase: PhaseStanding }
  /** A decision that conflicts with the one recorded. */
  | { code: 'decision-conflicts'; phase: PhaseStanding }
  /** A rejection of gates already confirmed. */
  | { code: 'gates-already-confirmed'; runId: string }
  /** A cancel of a completed run. */
  | { code: 'nothing-to-cancel'; runId: string }
  /** A draft run's rejection it cannot take: a plan only, or rejected the most times it redrafts. */
  | ({ code: 'draft-reject-refused'; runId: string } & ({ why: 'plan-only' } | { why: 'rejects-exhausted'; rejects: number; prdFile: string }));

/** Why a spawn cannot have an error now, with what each reason names. */
export type SpawnErrorWhy =
  | { why: 'recorded' }
  | { why: 'started'; sessionKey: string }
  | { why: 'ended'; outcome: string }
  | { why: 'run-not-running'; runId: string; status: RunStatus };
