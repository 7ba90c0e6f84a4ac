// The gate an active phase needs issued now, as ordered rules (./rules.ts): nothing until the
// attempt's work is in and checked and the gate before has passed; an escalation when the gate is
// not the frozen one, its log directory is refused or a path it names leads outside the project;
// else the `gate-issued` fact. The order is the priority.

import type { RunGateCommand, RunPhase, RunState, SpawnRecord } from '../../schema/run.js';
import { gateCommandAt } from './actions.js';
import { escalationEvent } from '../model/escalate.js';
import { gateActionId, gateRunFields } from '../model/keys.js';
import type { Fact, Observed } from '../model/observed.js';
import { gateById, isGateOnly, spawnById } from '../model/phase-lookup.js';
import { firstDecided, type Rule, type Verdict } from './rules.js';
import { frozenGateProblem, issuedPins } from '../evidence/frozen-gate.js';

interface GateContext {
  state: RunState;
  p: RunPhase;
  obs: Observed;
  /** The phase's current spawn (null in a gate-only phase, or before its first). */
  spawn: SpawnRecord | null;
}

/** The attempt's work is not in: its child has not reported done and accepted. */
function workNotIn({ p, spawn }: GateContext): boolean {
  if (isGateOnly(p)) return false;
  return spawn === null || spawn.outcome !== 'accepted' || spawn.status !== 'DONE' || p.attemptFailed;
}

/**
 * No gate before the attempt's scope check: the shell has not looked at its changes yet.
 * Recorded means read too: the edits to what checks the work are part of that check.
 */
function scopeUnchecked({ p, obs, spawn }: GateContext): boolean {
  if (spawn === null || isGateOnly(p) || spawn.changed !== null || obs.changes === undefined) return false;
  return obs.changes.get(spawn.actionId)?.known !== false;
}

/** The gate before is still running or did not pass. */
function gateBeforeOpen({ p }: GateContext): boolean {
  const last = gateById(p, p.currentGates.at(-1));
  return last !== null && last.state !== 'passed';
}

/** What holds the next gate back; any one of them is enough. */
const HOLDS: readonly ((c: GateContext) => boolean)[] = [workNotIn, scopeUnchecked, gateBeforeOpen];

interface IssueContext extends GateContext {
  command: RunGateCommand;
}

/** What runs is what was frozen and confirmed: the argv is derived again from the frozen text first. */
function notFrozen({ state, p, obs, command }: IssueContext): Verdict<Fact> {
  const unfrozen = frozenGateProblem(state, command, obs.frozenPrdGates === undefined ? undefined : { gates: obs.frozenPrdGates, phase: p });
  return unfrozen === null ? null : escalationEvent(state, p, 'run-state-tampered', obs.now, { unfrozen });
}

/** A log is never written through a linked `gates/` or run directory: refused before it is offered. */
function logDirRefused({ state, p, obs, command }: IssueContext): Verdict<Fact> {
  if (typeof obs.logDirProblem !== 'string') return null;
  return escalationEvent(state, p, 'gate-log-refused', obs.now, { problem: obs.logDirProblem, gate: { command: command.command } });
}

/** The paths it names, resolved now: none may lead outside the project (docs/design.md#gates). */
function issue({ state, p, obs, command }: IssueContext): Verdict<Fact> {
  const pinned = issuedPins(obs.frozenPrdGates, command);
  if ('problem' in pinned) return escalationEvent(state, p, 'gate-wrong-dir', obs.now, { problem: pinned.problem, gate: { command: command.command } });
  const actionId = gateActionId(p.key, p.gates.length + 1);
  return {
    type: 'gate-issued',
    phase: p.name,
    actionId,
    role: p.role,
    attempt: Math.max(1, p.attempt),
    cycle: p.cycle,
    index: p.currentGates.length,
    ...gateRunFields(state.runDir, actionId, command, obs.nameToken?.()),
    timeoutSeconds: p.gateTimeoutSeconds,
    ...(obs.wallNow === undefined ? {} : { notBefore: obs.wallNow }),
    ...pinned.fields,
  };
}

/** In priority order. */
const ISSUE_RULES: readonly Rule<IssueContext, Fact>[] = [notFrozen, logDirRefused, issue];

/** The gate the active phase `p` needs issued now (or the escalation that stops it), as a fact; null: none now. */
export function gateIssue(state: RunState, p: RunPhase, obs: Observed): Fact | null {
  const c: GateContext = { state, p, obs, spawn: spawnById(p, p.currentSpawn) };
  if (HOLDS.some((held) => held(c))) return null;
  const command = gateCommandAt(p, p.currentGates.length);
  return command === undefined ? null : firstDecided(ISSUE_RULES, { ...c, command });
}
