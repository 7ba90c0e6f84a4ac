// The final verification (docs/design.md#final-verification): when every phase is done, every
// distinct gate of the run runs once more on the final tree, one at a time in PRD order,
// before the run may complete. A failure halts the run as `final-verification-failed`, naming
// the gate, the phase that owns it and the phases that changed files since it last passed.
// Changes made after the last attempt's diff that no attempt made (lib/run/evidence/late-changes.ts,
// lib/run/evidence/orphans.ts) fail it before any gate runs, and before it completes.

import type { EscalationFacts, FinalGateRecord, LateChange, LookPoint, RunGateCommand, RunPhase, RunState } from '../../schema/run.js';
import { phasesToStart } from './dispatch.js';
import { escalationEvent } from '../model/escalate.js';
import { frozenGateProblem, issuedPins } from '../evidence/frozen-gate.js';
import { gateRunFields } from '../model/keys.js';
import { runGateKey } from '../evidence/baseline-facts.js';
import type { Fact, Observed } from '../model/observed.js';
import { gateFinishFact } from './step.js';
import { lateFromLook, lookedAt } from '../evidence/late-changes.js';
import { nextOldCodeCheck, oldCodeFact, oldCodeGateInFlight } from './old-code.js';
import type { OldCodeLayout } from '../model/observed.js';
import { changedSinceLastPass, currentFinalRound, openLateChanges } from '../evidence/verify-facts.js';

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
      if (seen.has(runGateKey(command))) return;
      seen.add(runGateKey(command));
      gates.push({ phase, index, command });
    });
  }
  return gates;
}

/** The escalation of a final gate that did not pass (`why`: the facts of its log never appearing). */
function failedFact(state: RunState, g: FinalGateRecord, owner: RunPhase, now: number, why?: EscalationFacts): Fact {
  const gate = {
    command: g.command,
    phase: owner.name,
    state: g.state,
    exitCode: g.exitCode,
    timeoutSeconds: g.timeoutSeconds,
    ...(g.reason === 'no-tests-ran' ? { noTests: true as const } : {}),
    changedBy: changedSinceLastPass(state, g),
  };
  return escalationEvent(state, owner, 'final-verification-failed', now, why ?? { gate }, g.tail === '' ? undefined : g.tail);
}

/** The escalation for late changes: made after the last attempt's diff by children whose attempts had ended, or by no attempt. */
function lateChangesFact(state: RunState, late: readonly LateChange[], now: number): Fact {
  const first = late[0] as LateChange;
  const owner = state.phases.find((p) => p.name === first.phase) ?? (state.phases[0] as RunPhase);
  return escalationEvent(state, owner, 'final-verification-failed', now, { late: [...late] });
}

/**
 * A look at the tree (lib/run/evidence/late-changes.ts) before `seenBy` goes on: null when there is nothing
 * late (or the caller keeps no snapshots), 'wait' until the shell has looked, else the fact that records it.
 */
export function lookFact(state: RunState, obs: Observed, lookAt: LookPoint): Fact | 'wait' | null {
  if (obs.look === undefined) return null;
  if (obs.look === null) return 'wait';
  if (!obs.look.known || lookedAt(state, obs.now)) return null;
  const changes = lateFromLook(state, obs.look.changed, obs.now);
  return changes.length === 0 ? null : { type: 'late-changes-seen', lookAt, changes };
}

/** Whether the engine wants a look at the tree now: an agent phase is ready to start, or the final verification is at a look. */
export function lookWanted(state: RunState): boolean {
  if (state.status !== 'running') return false;
  if (state.phases.every((p) => p.status === 'passed' || p.status === 'skipped')) return finalLookDue(state);
  return phasesToStart(state).some((p) => p.kind === 'agent');
}

/** Whether the final verification is at a point that looks at the tree: before its first gate, or before the run completes. */
export function finalLookDue(state: RunState): boolean {
  if (state.status !== 'running' || state.settings.finalVerification === 'off') return false;
  const round = currentFinalRound(state);
  if (round.length === 0) return true;
  return round.every((g) => g.state === 'passed') && finalGates(state)[round.length] === undefined;
}

/** A final gate's finish as read from its log; a final gate never run fails the verification, not the owner phase. */
function finishedGateFact(state: RunState, last: FinalGateRecord, owner: RunPhase, obs: Observed): Fact | null {
  const fact = gateFinishFact(last, owner, state, obs);
  if (fact !== null && fact.type === 'run-escalated' && fact.reason === 'gate-not-run') return failedFact(state, last, owner, obs.now, fact.facts);
  return fact;
}

/** What the round's last gate says: its finish (null while it runs) or its failure; undefined when it passed, or there is none, and the verification goes on. */
function lastGateFact(state: RunState, obs: Observed): Fact | null | undefined {
  const last = currentFinalRound(state).at(-1);
  const owner = last === undefined ? undefined : state.phases.find((p) => p.name === last.phase);
  if (last === undefined || owner === undefined) return undefined;
  if (last.state === 'pending' || last.state === 'running') return finishedGateFact(state, last, owner, obs);
  return last.state === 'passed' ? undefined : failedFact(state, last, owner, obs.now);
}

/**
 * Before the first gate and before completing: the tree has not changed since the last attempt's
 * diff. A look to record, 'wait' for one, the late changes' escalation, or null when the tree is clean.
 */
function treeCheckFact(state: RunState, obs: Observed, atStart: boolean, atEnd: boolean): Fact | 'wait' | null {
  if (finalLookDue(state)) {
    const look = lookFact(state, obs, 'final-verification');
    if (look !== null) return look;
  }
  const late = openLateChanges(state);
  return (atStart || atEnd) && late.length > 0 ? lateChangesFact(state, late, obs.now) : null;
}

/** The phases' new tests on the old code (a record, never a verdict), then the run completes; null while that runs. */
function completionFact(state: RunState, obs: Observed, summaryFile: string): Fact | null {
  const old = oldCodeFact(state, obs);
  if (old === 'wait') return null;
  return old ?? { type: 'run-completed', summaryFile };
}

/** The next final gate issued, unless its command is not the frozen one or its log folder is refused. */
function nextGateFact(state: RunState, obs: Observed, next: FinalGate): Fact {
  const actionId = `final.g${(state.verification?.gates.length ?? 0) + 1}`;
  const unfrozen = frozenGateProblem(state, next.command, obs.frozenPrdGates === undefined ? undefined : { gates: obs.frozenPrdGates, phase: null });
  if (unfrozen !== null) return escalationEvent(state, next.phase, 'run-state-tampered', obs.now, { unfrozen });
  if (typeof obs.logDirProblem === 'string') return escalationEvent(state, next.phase, 'gate-log-refused', obs.now, { problem: obs.logDirProblem, gate: { command: next.command.command } });
  const pinned = issuedPins(obs.frozenPrdGates, next.command);
  if ('problem' in pinned) return escalationEvent(state, next.phase, 'gate-wrong-dir', obs.now, { problem: pinned.problem, gate: { command: next.command.command } });
  return {
    type: 'final-gate-issued',
    phase: next.phase.name,
    actionId,
    role: 'work',
    attempt: 0,
    cycle: 1,
    index: next.index,
    ...gateRunFields(state.runDir, actionId, next.command, obs.nameToken?.()),
    timeoutSeconds: next.phase.gateTimeoutSeconds,
    ...(obs.wallNow === undefined ? {} : { notBefore: obs.wallNow }),
    ...pinned.fields,
  };
}

/**
 * The next fact of the final verification once every phase is done: a final gate finished,
 * the next one issued, an escalation, or `run-completed`; null while a gate runs.
 */
export function finalFact(state: RunState, obs: Observed, summaryFile: string): Fact | null {
  const own = lastGateFact(state, obs);
  if (own !== undefined) return own;
  const done = currentFinalRound(state).length;
  const next = finalGates(state)[done];
  const tree = treeCheckFact(state, obs, done === 0, next === undefined);
  if (tree !== null) return tree === 'wait' ? null : tree;
  return next === undefined ? completionFact(state, obs, summaryFile) : nextGateFact(state, obs, next);
}

/** The scratch copy the next run on the old code needs, once the final verification passed and nothing else runs; null: none. */
export function oldCodeRequest(
  state: RunState,
  layouts: ReadonlyMap<string, OldCodeLayout> | undefined,
): { kind: 'lay-out-old-code'; actionId: string; since: string; revert: string[]; dir: string } | null {
  if (layouts === undefined || state.status !== 'running' || !state.phases.every((p) => p.status === 'passed' || p.status === 'skipped')) return null;
  const round = currentFinalRound(state);
  if (finalGates(state)[round.length] !== undefined || !round.every((g) => g.state === 'passed') || openLateChanges(state).length > 0) return null;
  if (oldCodeGateInFlight(state) !== null) return null;
  const next = nextOldCodeCheck(state);
  if (next === null || layouts.has(next.actionId)) return null;
  return { kind: 'lay-out-old-code', actionId: next.actionId, since: next.since, revert: next.reverted, dir: next.dir };
}

/** The final gate in flight (its log not read as finished yet), with the phase that owns it. */
export function finalGateInFlight(state: RunState): { gate: FinalGateRecord; owner: RunPhase; command: RunGateCommand } | null {
  const last = currentFinalRound(state).at(-1);
  if (last === undefined || (last.state !== 'pending' && last.state !== 'running')) return null;
  const owner = state.phases.find((p) => p.name === last.phase);
  const command = owner?.gateCommands[last.index];
  return owner === undefined || command === undefined ? null : { gate: last, owner, command };
}
