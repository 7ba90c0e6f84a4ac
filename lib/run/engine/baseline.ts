// The test baseline (docs/design.md#test-baseline), as SWE-bench keeps PASS_TO_PASS: before the
// first spawn, each distinct gate that runs tests runs once on the untouched tree, one `gate`
// action at a time in PRD order (ids `baseline.g1`, `baseline.g2`, …). Its runner report is
// recorded; a baseline gate that fails or times out is recorded too, never fatal. Later runs of
// the same command are compared with it (lib/gate/test-verdict.ts).

import type { FinalGateRecord, RunGateCommand, RunPhase, RunState } from '../../schema/run.js';
import { baselineGates, finished } from '../evidence/baseline-facts.js';
import { escalationEvent } from '../model/escalate.js';
import { frozenGateProblem, issuedPins } from '../evidence/frozen-gate.js';
import { gateRunFields } from '../model/keys.js';
import type { Fact, Observed } from '../model/observed.js';
import { gateFinishFact } from './step.js';

/** The next fact of the baseline: its gate finished, the next one issued; null while one runs. */
export function baselineFact(state: RunState, obs: Observed): Fact | null {
  const gates = state.baseline?.gates ?? [];
  const last = gates.at(-1);
  const owner = last === undefined ? undefined : state.phases.find((p) => p.name === last.phase);
  if (last !== undefined && owner !== undefined && !finished(last)) {
    // A baseline gate never run escalates as gate-not-run, like any gate.
    return gateFinishFact(last, owner, state, obs);
  }
  const next = baselineGates(state.phases)[gates.length];
  if (next === undefined) return null;
  const actionId = `baseline.g${gates.length + 1}`;
  const phase = state.phases.find((p) => p.name === next.phase) as RunPhase;
  // What runs is what was frozen and confirmed, for a baseline run too (lib/run/evidence/frozen-gate.ts).
  const unfrozen = frozenGateProblem(state, next.command, obs.frozenPrdGates === undefined ? undefined : { gates: obs.frozenPrdGates, phase });
  if (unfrozen !== null) return escalationEvent(state, phase, 'run-state-tampered', obs.now, { unfrozen });
  const pinned = issuedPins(obs.frozenPrdGates, next.command);
  if ('problem' in pinned) return escalationEvent(state, phase, 'gate-wrong-dir', obs.now, { problem: pinned.problem, gate: { command: next.command.command } });
  return {
    type: 'baseline-gate-issued',
    phase: next.phase,
    actionId,
    role: 'work',
    attempt: 0,
    cycle: 1,
    index: next.index,
    ...gateRunFields(state.runDir, actionId, next.command, obs.nameToken?.()),
    timeoutSeconds: phase.gateTimeoutSeconds,
    ...pinned.fields,
  };
}

/** The baseline gate in flight, with its owner phase and command. */
export function baselineGateInFlight(state: RunState): { gate: FinalGateRecord; owner: RunPhase; command: RunGateCommand } | null {
  const last = state.baseline?.gates.at(-1);
  if (last === undefined || finished(last)) return null;
  const owner = state.phases.find((p) => p.name === last.phase);
  const command = owner?.gateCommands[last.index];
  return owner === undefined || command === undefined ? null : { gate: last, owner, command };
}

