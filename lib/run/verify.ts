// The final verification (docs/design.md#final-verification): when every phase is done, every
// distinct gate of the run runs once more on the final tree, one at a time in PRD order,
// before the run may complete. A failure halts the run as `final-verification-failed`, naming
// the gate, the phase that owns it and the phases that changed files since it last passed.
// Changes a child made after its attempt ended (lib/run/orphans.ts) fail it before any gate runs.

import type { FinalGateRecord, LateChange, RunGateCommand, RunPhase, RunState } from '../schema/run.js';
import { escalationEvent } from './escalate.js';
import { gateLogPath } from './keys.js';
import { gateFinishFact, type Fact, type Observed } from './step.js';
import { changedSinceLastPass, currentFinalRound, openLateChanges } from './verify-facts.js';

/** One gate of the final verification: the phase that owns it and its index in that phase's gates. */
export interface FinalGate {
  phase: RunPhase;
  index: number;
  command: RunGateCommand;
}

/** Every distinct gate command of the phases that passed, first owner wins, in PRD order. */
export function finalGates(state: RunState): FinalGate[] {
  if (state.settings.finalVerification === 'off') return [];
  const seen = new Set<string>();
  const gates: FinalGate[] = [];
  for (const phase of state.phases) {
    if (phase.status !== 'passed') continue;
    phase.gateCommands.forEach((command, index) => {
      if (seen.has(command.command)) return;
      seen.add(command.command);
      gates.push({ phase, index, command });
    });
  }
  return gates;
}

const describe = (g: FinalGateRecord): string =>
  g.state === 'timed-out'
    ? `timed out after ${g.timeoutSeconds} s`
    : g.reason === 'no-tests-ran'
      ? `exited ${g.exitCode ?? '?'} but ran no tests (no-tests-ran)`
      : `exited ${g.exitCode ?? '?'}`;

/** The escalation of a final gate that did not pass. */
function failedFact(state: RunState, g: FinalGateRecord, owner: RunPhase, now: number, why?: string): Fact {
  const changed = changedSinceLastPass(state, g);
  const since =
    changed.length > 0 ? `; phases that changed files since it last passed: ${changed.map((n) => `\`${n}\``).join(', ')}` : '';
  const detail = why ?? `gate \`${g.command}\` of phase \`${owner.name}\` ${describe(g)} on the final tree${since}`;
  return escalationEvent(state, owner, 'final-verification-failed', now, detail, g.tail === '' ? undefined : g.tail);
}

/** The escalation for changes made by children whose attempts had ended (orphans). */
function lateChangesFact(state: RunState, late: readonly LateChange[], now: number): Fact {
  const first = late[0] as LateChange;
  const owner = state.phases.find((p) => p.name === first.phase) ?? (state.phases[0] as RunPhase);
  const what = late
    .map((l) => `sub-agent \`${l.actionId}\` of phase \`${l.phase}\` (its attempt had ended) changed ${l.files.slice(0, 10).join(', ')}${l.files.length > 10 ? ` and ${l.files.length - 10} more` : ''} while \`${l.seenBy}\` ran`)
    .join('; ');
  return escalationEvent(state, owner, 'final-verification-failed', now, `the final tree holds changes no passing attempt made: ${what}`);
}

/**
 * The next fact of the final verification once every phase is done: a final gate finished,
 * the next one issued, an escalation, or `run-completed`; null while a gate runs.
 */
export function finalFact(state: RunState, obs: Observed, summaryFile: string): Fact | null {
  const round = currentFinalRound(state);
  const last = round.at(-1);
  const owner = last === undefined ? undefined : state.phases.find((p) => p.name === last.phase);
  if (last !== undefined && owner !== undefined) {
    if (last.state === 'pending' || last.state === 'running') {
      const fact = gateFinishFact(last, owner, state, obs);
      // A final gate that was never run is a failed verification, not the owner phase's fault.
      if (fact !== null && fact.type === 'run-escalated' && fact.reason === 'gate-not-run') return failedFact(state, last, owner, obs.now, fact.detail);
      return fact;
    }
    if (last.state !== 'passed') return failedFact(state, last, owner, obs.now);
  }
  const late = openLateChanges(state);
  if (round.length === 0 && late.length > 0) return lateChangesFact(state, late, obs.now);
  const gates = finalGates(state);
  const next = gates[round.length];
  if (next === undefined) return { type: 'run-completed', summaryFile };
  const actionId = `final.g${(state.verification?.gates.length ?? 0) + 1}`;
  if (typeof obs.logDirProblem === 'string') return escalationEvent(state, next.phase, 'gate-log-refused', obs.now, `gate \`${next.command.command}\` is not offered: ${obs.logDirProblem}`);
  return {
    type: 'final-gate-issued',
    phase: next.phase.name,
    actionId,
    role: 'work',
    attempt: 0,
    cycle: 1,
    index: next.index,
    command: next.command.command,
    logFile: gateLogPath(state.runDir, actionId, obs.nameToken?.()),
    timeoutSeconds: next.phase.gateTimeoutSeconds,
    ...(obs.wallNow === undefined ? {} : { notBefore: obs.wallNow }),
  };
}

/** The final gate in flight (its log not read as finished yet), with the phase that owns it. */
export function finalGateInFlight(state: RunState): { gate: FinalGateRecord; owner: RunPhase; command: RunGateCommand } | null {
  const last = currentFinalRound(state).at(-1);
  if (last === undefined || (last.state !== 'pending' && last.state !== 'running')) return null;
  const owner = state.phases.find((p) => p.name === last.phase);
  const command = owner?.gateCommands[last.index];
  return owner === undefined || command === undefined ? null : { gate: last, owner, command };
}
