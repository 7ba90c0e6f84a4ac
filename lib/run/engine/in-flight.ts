// What is in flight, as the actions that offer it: an approval asked, a spawn handed out and
// not confirmed yet (offered again, with a note), a gate whose log has not appeared (offered
// again), and what the agent waits for (children at work, gates whose logs are being written).

import type { GateRecord, RunGateCommand, RunPhase, RunState, SpawnRecord } from '../../schema/run.js';
import { askAction, composeTask, gateAction, gateCommandAt, spawnAction, type Invocation } from './actions.js';
import type { EngineAction, OfferNote } from './engine-actions.js';
import { phasesInPlay } from './dispatch.js';
import type { Observed } from '../model/observed.js';
import { gateById, isGateOnly, spawnById } from '../model/phase-lookup.js';
import { changedRunFiles } from '../evidence/run-file-changes.js';
import { finalGateInFlight } from './verify.js';
import { baselineGateInFlight } from './baseline.js';
import { oldCodeGateInFlight } from './old-code.js';
import { confirmArgs } from '../host/collector-handover.js';

/** The actions offered, in order, and the ids of what runs without one. */
export interface InFlight {
  actions: EngineAction[];
  waitingFor: string[];
  /** A confirmed child is at work. */
  childrenRunning: boolean;
}

/** What the offers are made from: the state, the ids issued in this command, the observations. */
export interface OfferContext {
  state: RunState;
  issued: ReadonlySet<string>;
  obs: Observed;
  invocation: Invocation;
}

/** A gate in flight outside a phase's attempt: the final verification, the test baseline, a run on the old code (in its scratch copy). */
interface RunGate {
  gate: GateRecord;
  owner: RunPhase;
  command: RunGateCommand;
  root?: string;
}

/** A first offer that follows a timed-out child of the same phase (or one that changed the run files): cancel that child first. */
function spawnNote(p: RunPhase, spawn: SpawnRecord): OfferNote | null {
  const before = p.spawns[p.spawns.findIndex((s) => s.actionId === spawn.actionId) - 1];
  const wroteRunFiles = before !== undefined && changedRunFiles(before);
  if (before === undefined || (before.outcome !== 'timed-out' && !wroteRunFiles)) return null;
  return { code: 'cancel-previous', why: wroteRunFiles ? 'run-files-changed' : 'timed-out', sessionKey: before.sessionKey, actionId: before.actionId };
}

/** A spawn handed out before and never confirmed (under a usage limit: it must not start now). */
function reofferNote(state: RunState, spawn: SpawnRecord, invocation: Invocation): OfferNote {
  const code = state.usageLimit === undefined ? 'not-confirmed' : 'not-confirmed-limited';
  return { code, spawned: `${invocation} spawned ${state.runId} ${spawn.actionId}`, confirmArgs: confirmArgs(state) };
}

/** A gate in flight whose log has not appeared is offered (again, with a note, when an earlier call issued it); else waited for. */
function offerGate(f: InFlight, c: OfferContext, gate: GateRecord, owner: RunPhase, command: RunGateCommand | undefined, root?: string): void {
  const logMissing = (c.obs.files.get(gate.logFile) ?? null) === null;
  const action = logMissing && command !== undefined ? gateAction(c.state, owner, gate, command.shellGate, command.argv, root) : null;
  if (action === null) f.waitingFor.push(gate.actionId);
  else f.actions.push(c.issued.has(gate.actionId) ? action : { ...action, note: { code: 'gate-log-missing' }, reoffered: true });
}

/**
 * A spawn handed out by an earlier command and not confirmed that a `next --wait` counts as at
 * work: that `next` may stand in the very reply that starts it (its key is reported one `next`
 * later). Not under a usage limit (it must not start then) nor after a child to cancel first.
 */
const startedBeside = (c: OfferContext, p: RunPhase, spawn: SpawnRecord): boolean =>
  c.obs.awaited === true && spawn.sessionKey === null && c.state.usageLimit === undefined && spawnNote(p, spawn) === null;

/** A spawn never confirmed with `spawned` is offered again: the agent may have acted on a later `next` only. */
function offerSpawn(f: InFlight, c: OfferContext, p: RunPhase): void {
  const spawn = spawnById(p, p.currentSpawn);
  if (spawn === null || spawn.outcome !== null || isGateOnly(p)) return;
  const fresh = c.issued.has(spawn.actionId);
  if (!fresh && (spawn.sessionKey !== null || startedBeside(c, p, spawn))) {
    f.waitingFor.push(spawn.actionId);
    f.childrenRunning = true;
    return;
  }
  const note = fresh ? spawnNote(p, spawn) : reofferNote(c.state, spawn, c.invocation);
  const again = fresh ? {} : { reoffered: true as const };
  f.actions.push({ ...spawnAction(c.state, p, spawn, composeTask(c.state, p, spawn, c.obs.surface)), ...(note === null ? {} : { note }), ...again });
}

function offerPhase(f: InFlight, c: OfferContext, p: RunPhase): void {
  if (p.status === 'waiting-approval') {
    f.actions.push(askAction(c.state, p, c.invocation));
    return;
  }
  if (p.status !== 'active') return;
  offerSpawn(f, c, p);
  const gate = gateById(p, p.currentGates.at(-1));
  if (gate !== null && (gate.state === 'pending' || gate.state === 'running')) offerGate(f, c, gate, p, gateCommandAt(p, gate.index));
}

/** The run's own gates in flight, in the order they are offered. */
function runGates(state: RunState): (RunGate | null)[] {
  const old = oldCodeGateInFlight(state);
  return [finalGateInFlight(state), baselineGateInFlight(state), old === null ? null : { ...old, root: old.gate.scratch }];
}

/** The phases' offers in play order, then the run's own gates'. */
export function inFlight(c: OfferContext): InFlight {
  const f: InFlight = { actions: [], waitingFor: [], childrenRunning: false };
  for (const p of phasesInPlay(c.state)) offerPhase(f, c, p);
  for (const g of runGates(c.state)) if (g !== null) offerGate(f, c, g.gate, g.owner, g.command, g.root);
  return f;
}
