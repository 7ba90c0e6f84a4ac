// How the agent waits for what is in flight (docs/design.md#seeing-each-child-end): with nothing
// to offer it waits (a usage exec writing its log, collector children through `agents_wait`, one
// child alone with a yield, else `next --wait`); a lone spawn gets the yield itself; the usage
// execs go before the wait and never stand in for it.

import type { UsageAction } from '../../schema/actions.js';
import type { RunState, SpawnRecord } from '../../schema/run.js';
import type { CollectFacts, EngineAction, WaitFacts } from './engine-actions.js';
import type { InFlight } from './in-flight.js';
import type { Observed } from '../model/observed.js';
import { awaitingCollection, usesCollectors } from '../host/collectors.js';
import { collectAction } from './collect-action.js';
import { usageActionId, usageActions, usagePending } from '../host/usage.js';

/** The collector children `waitingFor` names when every one of them is a collector awaiting collection; else null. */
function collectorsAwaited(state: RunState, waitingFor: readonly string[]): SpawnRecord[] | null {
  const spawns = waitingFor.map((id) => state.phases.flatMap((p) => p.spawns).find((s) => s.actionId === id));
  return spawns.length > 0 && spawns.every((s) => s !== undefined && awaitingCollection(s)) ? (spawns as SpawnRecord[]) : null;
}

/** Nothing else in flight but a usage exec whose log is still being written: wait for it. */
function usageExecWait(state: RunState, obs: Observed, f: InFlight, usage: readonly UsageAction[]): WaitFacts | null {
  if (f.actions.length > 0 || f.waitingFor.length > 0 || f.childrenRunning || usage.length > 0) return null;
  const running = usagePending(state).filter((s) => (obs.files.get(s.usageLog?.file ?? '') ?? null) !== null);
  if (running.length === 0) return null;
  return { id: 'wait', kind: 'wait', waitingFor: running.map((s) => usageActionId(s.actionId)), why: 'usage-exec', limited: state.usageLimit !== undefined };
}

/**
 * Nothing to offer: collector children only are awaited with `agents_wait` on their run ids
 * (docs/design.md#collectors); one child and nothing else in flight, with a yield that wakes the
 * parent when it ends (OpenClaw wakes once all of a turn's children have); several: `next --wait` sees the first.
 */
function waitAction(state: RunState, f: InFlight): WaitFacts | CollectFacts {
  const limited = state.usageLimit !== undefined;
  const collecting = f.childrenRunning && usesCollectors(state) ? collectorsAwaited(state, f.waitingFor) : null;
  if (collecting !== null) return collectAction(collecting, limited);
  // A collector child sends no completion to yield for.
  const alone = f.childrenRunning && f.waitingFor.length === 1 && !usesCollectors(state);
  const why: WaitFacts['why'] = alone ? 'one-child' : f.childrenRunning ? 'children' : 'gate';
  return { id: 'wait', kind: 'wait', waitingFor: f.waitingFor, why, limited, ...(alone ? { yield: true as const } : {}) };
}

/** One spawn and nothing else in flight: its child will be alone at work, so a yield wakes the parent exactly when it ends. */
function withYield(state: RunState, actions: EngineAction[], f: InFlight): EngineAction[] {
  const only = actions.length === 1 ? actions[0] : undefined;
  if (only?.kind !== 'spawn' || f.childrenRunning || f.waitingFor.length > 0 || usesCollectors(state)) return actions;
  return [{ ...only, yield: true }];
}

/**
 * A usage exec goes before the wait and never stands in for it: the agent runs it, then yields while
 * children run. It goes before an ask too: the ask ends the agent's turn (a child's key may come only
 * with the `next` that brings a draft's preview, and nothing else would run its usage exec).
 */
function withUsage(actions: EngineAction[], usage: readonly UsageAction[], waitingFor: readonly string[]): EngineAction[] {
  const lastKind = actions.at(-1)?.kind;
  const wait = lastKind === 'wait' || lastKind === 'collect' ? actions.slice(-1) : [];
  const rest = actions.slice(0, actions.length - wait.length);
  const ask = rest.findIndex((a) => a.kind === 'ask');
  const [before, after] = ask === -1 ? [rest, []] : [rest.slice(0, ask), rest.slice(ask)];
  return [...before, ...usage, ...after, ...(wait.length > 0 && waitingFor.length === 0 ? [] : wait)];
}

/** The actions for what is in flight, with the wait, the yield and the usage execs where they go. */
export function arrangeActions(state: RunState, obs: Observed, f: InFlight): EngineAction[] {
  const usage = usageActions(state, obs.files);
  const idle = usageExecWait(state, obs, f, usage);
  if (idle !== null) return [idle];
  const actions = f.actions.length > 0 ? f.actions : [waitAction(state, f)];
  return usage.length === 0 ? withYield(state, actions, f) : withUsage(actions, usage, f.waitingFor);
}
