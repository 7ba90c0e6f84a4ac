// The runs on the old code (docs/design.md#fail-to-pass), after the final verification passed and
// before the run completes: one at a time, in PRD order, each in a scratch copy the shell lays
// out first (a `lay-out-old-code` request: the final tree, with the phase's changed source files
// as they were when the phase started). The gate is the phase's own, confirmed and frozen, run by
// the agent's exec in the copy; its log is read like any gate's, but what it says is a record,
// never a verdict (lib/run/evidence/old-code-facts.ts judges it). The copy is removed once read.

import type { OldCodeGateRecord, RunGateCommand, RunPhase, RunState } from '../../schema/run.js';
import { escalationEvent } from '../model/escalate.js';

import type { Fact, Observed } from '../model/observed.js';
import { gateFinishFact } from './step.js';
import { runGateKey } from '../evidence/baseline-facts.js';
import { frozenGateProblem } from '../evidence/frozen-gate.js';
import { oldCodeChecks, type OldCodeCheck } from '../evidence/old-code-facts.js';
import { gateRunFields, joinPath } from '../model/keys.js';

const checkKey = (phase: string, command: Pick<RunGateCommand, 'command' | 'workdir'>): string => `${phase}\u0000${runGateKey(command)}`;

/** The next check to lay out and run, with its action id and scratch folder; null when every one was run or skipped. */
export function nextOldCodeCheck(state: RunState): (OldCodeCheck & { actionId: string; dir: string }) | null {
  const old = state.oldCode ?? { gates: [], skipped: [] };
  const done = new Set([
    ...old.gates.map((g) => checkKey(g.phase, g)),
    ...old.skipped.map((s) => checkKey(s.phase, { command: s.command, workdir: state.phases.find((p) => p.name === s.phase)?.gateCommands.find((c) => c.command === s.command)?.workdir })),
  ]);
  const next = oldCodeChecks(state).find((c) => !done.has(checkKey(c.phase.name, c.command)));
  if (next === undefined) return null;
  const actionId = `oldcode.g${old.gates.length + old.skipped.length + 1}`;
  return { ...next, actionId, dir: joinPath(state.runDir, 'scratch', actionId) };
}

/** The run on the old code in flight (its log not read as finished yet), with the phase that owns it. */
export function oldCodeGateInFlight(state: RunState): { gate: OldCodeGateRecord; owner: RunPhase; command: RunGateCommand } | null {
  const last = state.oldCode?.gates.at(-1);
  if (last === undefined || (last.state !== 'pending' && last.state !== 'running')) return null;
  const owner = state.phases.find((p) => p.name === last.phase);
  const command = owner?.gateCommands[last.index];
  return owner === undefined || command === undefined ? null : { gate: last, owner, command };
}

/**
 * The next fact of the runs on the old code: the one in flight finished, the next one issued or
 * skipped; 'wait' while a gate runs or a copy is being laid out; null when there is nothing
 * (more) to run, or the shell lays out no copies.
 */
export function oldCodeFact(state: RunState, obs: Observed): Fact | 'wait' | null {
  const flight = oldCodeGateInFlight(state);
  if (flight !== null) return gateFinishFact(flight.gate, flight.owner, state, obs, flight.gate.scratch) ?? 'wait';
  if (obs.oldCodeLayouts === undefined) return null;
  const next = nextOldCodeCheck(state);
  if (next === null) return null;
  const layout = obs.oldCodeLayouts.get(next.actionId);
  if (layout === undefined) return 'wait';
  if (!layout.ok) {
    return { type: 'old-code-skipped', phase: next.phase.name, command: next.command.command, why: layout.why, ...(layout.path === undefined ? {} : { path: layout.path }) };
  }
  const unfrozen = frozenGateProblem(state, next.command, obs.frozenPrdGates === undefined ? undefined : { gates: obs.frozenPrdGates, phase: next.phase });
  if (unfrozen !== null) return escalationEvent(state, next.phase, 'run-state-tampered', obs.now, { unfrozen });
  if (typeof obs.logDirProblem === 'string') return escalationEvent(state, next.phase, 'gate-log-refused', obs.now, { problem: obs.logDirProblem, gate: { command: next.command.command } });
  return {
    type: 'old-code-gate-issued',
    phase: next.phase.name,
    actionId: next.actionId,
    role: 'work',
    attempt: 0,
    cycle: 1,
    index: next.index,
    ...gateRunFields(state.runDir, next.actionId, next.command, obs.nameToken?.()),
    timeoutSeconds: next.phase.gateTimeoutSeconds,
    ...(obs.wallNow === undefined ? {} : { notBefore: obs.wallNow }),
    scratch: layout.dir,
    reverted: next.reverted,
    tests: next.tests,
    passedBefore: next.passedBefore,
    passedAfter: next.passedAfter,
  };
}
