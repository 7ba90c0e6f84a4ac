// The one confirmation a run starts with: every gate with verdict `confirm`, in one `ask` before
// anything is spawned or run (lib/render/ask-question.ts lists them exactly as the shell will run them).
// Approving records `gates-confirmed`; refusing cancels the run.

import { quote } from 'shell-quote';
import type { RunState } from '../../schema/run.js';
import type { EngineAsk } from './engine-actions.js';
import type { CommandOutcome } from '../model/observed.js';
import type { Invocation } from './actions.js';
import { noteFilePath } from '../model/keys.js';

/** Whether the run waits for the user to confirm its gates: nothing is derived or issued meanwhile. */
export function awaitingGateConfirmation(state: RunState): boolean {
  return state.status === 'running' && (state.confirmGates?.length ?? 0) > 0 && (state.gatesConfirmedAt ?? null) === null;
}

/** The id of the run's gate-confirmation `ask`. */
export const CONFIRM_GATES_ACTION_ID = 'run.confirm-gates';

/** The `ask` action for the gates to confirm. */
export function confirmGatesAction(state: RunState, invocation: Invocation): EngineAsk {
  const gates = state.confirmGates ?? [];
  const base = `${invocation} decide ${quote([state.runId])} --gates`;
  const id = CONFIRM_GATES_ACTION_ID;
  const noteFile = noteFilePath(state.runDir, id);
  return {
    id,
    kind: 'ask',
    phase: gates[0]?.phase ?? '',
    asks: { code: 'confirm-gates', gates },
    approve: `${base} approve`,
    reject: `${base} reject --note-file ${quote([noteFile])}`,
    noteFile,
  };
}

/** `decide RUN --gates approve|reject`. */
export function decideGates(state: RunState, decision: 'approve' | 'reject', note: string | null): CommandOutcome {
  const gates = state.confirmGates ?? [];
  if (gates.length === 0) return { kind: 'unknown', refusal: { code: 'no-gates-to-confirm', runId: state.runId } };
  const confirmed = (state.gatesConfirmedAt ?? null) !== null;
  if (confirmed) return decision === 'approve' ? { kind: 'noop' } : { kind: 'refuse', refusal: { code: 'gates-already-confirmed', runId: state.runId } };
  if (state.status === 'cancelled') return decision === 'reject' ? { kind: 'noop' } : { kind: 'refuse', refusal: { code: 'run-ended', runId: state.runId, status: state.status } };
  if (state.status !== 'running') return { kind: 'refuse', refusal: { code: 'run-not-running', runId: state.runId, status: state.status } };
  if (decision === 'approve') return { kind: 'apply', facts: [{ type: 'gates-confirmed' }] };
  return { kind: 'apply', facts: [{ type: 'run-cancelled', note, gatesRefused: true }] };
}
