// The engine: `advanceRun(state, observed)` records the command's own facts, derives every
// fact the observations imply (results read, gates finished, retries, escalations, phases
// started or passed), issues the spawns and gates that are due, and returns the new events,
// the actions for the agent, the requests (what it still needs observed) and the effects
// (what the shell must do). Pure: the clock, the files' contents and the invocation come in
// as data; everything the shell must do goes out as data (docs/design.md#the-run-loop).

import type { GateRecord, RunEvent, RunGateCommand, RunPhase, RunState, SpawnRecord } from '../../schema/run.js';
import { askAction, composeTask, gateAction, gateCommandAt, nextSpawnModel, spawnAction, type Invocation } from './actions.js';
import { awaitingGateConfirmation, confirmGatesAction } from './confirm-gates.js';
import { escalationEvent } from '../model/escalate.js';
import type { EngineAction, OfferNote, WaitFacts } from './engine-actions.js';
import { runFacts } from './run-facts.js';
import { outsideOnly, phasesInPlay, phasesToStart } from './dispatch.js';
import { applyEvent } from '../fold/fold.js';
import { frozenGateProblem, issuedPins } from '../evidence/frozen-gate.js';
import { RUN_FILE_CHANGED } from '../evidence/run-file-changes.js';
import { handOffTasks } from './handoff.js';
import { gateActionId, gateLogPath, resultFilePath, spawnActionId, summaryPath } from '../model/keys.js';
import { withDraftPreview } from './draft-actions.js';
import { effectsOf, requestsFor, summaryEffect, summaryPaths, unreadFiles, type Effect, type Request } from './observe.js';
import type { Fact, Observed } from '../model/observed.js';
import { gateById, isGateOnly, spawnById } from '../model/phase-lookup.js';
import { phaseFact } from './step.js';
import { finalFact, finalGateInFlight, lookFact } from './verify.js';
import { baselineFact, baselineGateInFlight } from './baseline.js';
import { oldCodeGateInFlight } from './old-code.js';
import { baselineOpen } from '../evidence/baseline-facts.js';
import { REISSUED_OUTCOMES, usageLimitFact } from '../host/usage-limits.js';
import { usableModel } from '../host/refused-models.js';
import { usageActionId, usageActions, usageFact, usagePending } from '../host/usage.js';
import { budgetStop } from '../host/spend.js';
import { workInFlight } from '../host/usage-limits.js';
import { awaitingCollection, usesCollectors } from '../host/collectors.js';
import { collectAction } from './collect-action.js';
import { confirmArgs } from '../host/collector-handover.js';
import { stamp } from '../model/stamp.js';

export interface AdvanceInput extends Observed {
  invocation: Invocation;
  /** Spawns and gates issued by an earlier pass of the same command: still handed out as actions. */
  issued?: ReadonlySet<string> | undefined;
  /** The command's own facts (a session key, a decision, a resume), recorded first. */
  facts?: readonly Fact[] | undefined;
  /** false: record the facts only; nothing is read, derived or issued (default true). */
  advance?: boolean | undefined;
}

export interface Advanced {
  state: RunState;
  /** New events, in order, to append to `events.jsonl`. */
  events: RunEvent[];
  /** The actions as facts; lib/render/run-actions.ts words them for the agent. */
  actions: EngineAction[];
  /** What the engine still needs observed; empty when it went as far as it can. */
  requests: Request[];
  /** What the shell must do (snapshots, the summary). */
  effects: Effect[];
}

/** A safety net against a bug looping the engine; a real run derives a handful of facts per call. */
const MAX_FACTS = 10_000;

const DONE: ReadonlySet<RunPhase['status']> = new Set(['passed', 'skipped']);

/** The next run-level fact: a budget stop, completion, a phase starting, or a phase's own fact. */
function nextFact(state: RunState, obs: Observed): Fact | null {
  const max = state.limits.maxDurationSeconds;
  if (max !== null && obs.now - state.createdAt > max * 1000) {
    const at = state.phases.find((p) => p.status === 'active') ?? state.phases.find((p) => !DONE.has(p.status)) ?? state.phases[0];
    if (at !== undefined) return escalationEvent(state, at, 'budget-exhausted', obs.now);
  }
  // What a finished child used: its usage exec issued, its log read (docs/design.md#budgets).
  const usage = usageFact(state, obs);
  if (usage !== null) return usage;
  // Before the first spawn: the test baseline, each distinct test gate once on the untouched tree.
  if (baselineOpen(state)) return baselineFact(state, obs);
  if (state.phases.every((p) => DONE.has(p.status))) {
    // Done means done: every gate of the run passes once more on the final tree first.
    const final = finalFact(state, obs, summaryPath(state, obs.now));
    // The summary says what every child used: completion waits for the usage still being read.
    return final?.type === 'run-completed' && usagePending(state).length > 0 ? null : final;
  }
  for (const p of phasesInPlay(state)) {
    if (p.status === 'active') {
      const fact = phaseFact(p, state, obs);
      if (fact !== null) return fact;
    }
  }
  const limited = usageLimitFact(state, obs.now);
  if (limited !== null) return limited;
  // Under a usage limit no new sub-agent starts: only phases without one may.
  const p = phasesToStart(state).find((x) => state.usageLimit === undefined || x.kind !== 'agent' || outsideOnly(state, x));
  if (p === undefined) return null;
  if (outsideOnly(state, p)) return { type: 'phase-skipped', phase: p.name, reason: 'only' };
  if (p.kind === 'skip') return { type: 'phase-skipped', phase: p.name, reason: 'skip-flag' };
  if (p.kind === 'approval') return { type: 'approval-requested', phase: p.name };
  // Between phases: what changed since the last look that no attempt at work made is late.
  if (p.kind === 'agent') {
    const look = lookFact(state, obs, `the start of phase \`${p.name}\``);
    if (look === 'wait') return null;
    if (look !== null) return look;
  }
  return { type: 'phase-started', phase: p.name };
}

/** The spawn or gate `p` needs issued now, as a fact; null when it needs neither. */
function dueIssue(state: RunState, p: RunPhase, obs: Observed): Fact | null {
  const now = obs.now;
  if (p.status !== 'active') return null;
  if (!isGateOnly(p) && (p.currentSpawn === null || p.attemptFailed)) {
    if (state.usageLimit !== undefined) return null;
    // A spawn `resume` abandoned (its child was lost) is issued again for the same attempt,
    // outside the budget: the lost child was never a try.
    const lost = p.attemptFailed ? undefined : p.spawns.at(-1);
    const reissueOf = lost !== undefined && REISSUED_OUTCOMES.has(lost.outcome) && lost.role === p.role && lost.attempt === Math.max(1, p.attempt) ? lost.actionId : null;
    if (reissueOf === null && state.spawnCount >= state.limits.maxSpawns) return escalationEvent(state, p, 'budget-exhausted', now);
    // Tokens and money: no new spawn once a budget would be exceeded; what runs finishes first.
    const stop = reissueOf === null ? budgetStop(state) : null;
    if (stop === 'wait') return null;
    if (stop !== null) return workInFlight(state) ? null : escalationEvent(state, p, 'budget-exhausted', now, { spend: stop.facts });
    const attempt = p.attemptFailed ? p.attempt + 1 : Math.max(1, p.attempt);
    const actionId = spawnActionId(p.key, p.spawns.length + 1);
    // The result's name carries a fresh unguessable token: no other child can plant it (docs/design.md#run-state).
    const resultFile = resultFilePath(state.runDir, actionId, obs.nameToken?.()).replace(/\.json$/, p.role === 'review' ? '.md' : '.json');
    return {
      type: 'spawn-issued',
      phase: p.name,
      actionId,
      role: p.role,
      attempt,
      cycle: p.cycle,
      model: usableModel(state, nextSpawnModel(p, attempt)),
      resultFile,
      timeoutSeconds: p.timeoutSeconds,
      ...(obs.wallNow === undefined ? {} : { notBefore: obs.wallNow }),
      reissueOf,
    };
  }
  const spawn = spawnById(p, p.currentSpawn);
  const ready = isGateOnly(p) || (spawn !== null && spawn.outcome === 'accepted' && spawn.status === 'DONE' && !p.attemptFailed);
  if (!ready) return null;
  // No gate before the attempt's scope check: the shell has not looked at its changes yet.
  // Recorded means read too: the edits to what checks the work are part of that check.
  if (spawn !== null && !isGateOnly(p) && spawn.changed === null && obs.changes !== undefined && obs.changes.get(spawn.actionId)?.known !== false) return null;
  const last = gateById(p, p.currentGates.at(-1));
  if (last !== null && last.state !== 'passed') return null;
  const index = p.currentGates.length;
  const command = gateCommandAt(p, index);
  if (command === undefined) return null;
  const actionId = gateActionId(p.key, p.gates.length + 1);
  // What runs is what was frozen and confirmed: the argv is derived again from the frozen text first.
  const unfrozen = frozenGateProblem(state, command, obs.frozenPrdGates === undefined ? undefined : { gates: obs.frozenPrdGates, phase: p });
  if (unfrozen !== null) return escalationEvent(state, p, 'run-state-tampered', now, { unfrozen });
  // A log is never written through a linked `gates/` or run directory: refused before it is offered.
  if (typeof obs.logDirProblem === 'string') return escalationEvent(state, p, 'gate-log-refused', now, { problem: obs.logDirProblem, gate: { command: command.command } });
  // The paths it names, resolved now: none may lead outside the project (docs/design.md#gates).
  const pinned = issuedPins(obs.frozenPrdGates, command);
  if ('problem' in pinned) return escalationEvent(state, p, 'gate-wrong-dir', now, { problem: pinned.problem, gate: { command: command.command } });
  return {
    type: 'gate-issued',
    phase: p.name,
    actionId,
    role: p.role,
    attempt: Math.max(1, p.attempt),
    cycle: p.cycle,
    index,
    command: command.command,
    ...(command.workdir === undefined ? {} : { workdir: command.workdir }),
    logFile: gateLogPath(state.runDir, actionId, obs.nameToken?.()),
    timeoutSeconds: p.gateTimeoutSeconds,
    ...(obs.wallNow === undefined ? {} : { notBefore: obs.wallNow }),
    ...pinned.fields,
  };
}

/** A first offer that follows a timed-out child of the same phase (or one that changed the run files): cancel that child first. */
function spawnNote(p: RunPhase, spawn: SpawnRecord): OfferNote | null {
  const before = p.spawns[p.spawns.findIndex((s) => s.actionId === spawn.actionId) - 1];
  const wroteRunFiles = before?.outcome === 'invalid' && (before.problems[0] ?? '').startsWith(`${RUN_FILE_CHANGED}:`);
  if (before === undefined || (before.outcome !== 'timed-out' && !wroteRunFiles)) return null;
  return { code: 'cancel-previous', why: wroteRunFiles ? 'run-files-changed' : 'timed-out', sessionKey: before.sessionKey, actionId: before.actionId };
}

/** A spawn handed out before and never confirmed (under a usage limit: it must not start now). */
function reofferNote(state: RunState, spawn: SpawnRecord, invocation: Invocation): OfferNote {
  const code = state.usageLimit === undefined ? 'not-confirmed' : 'not-confirmed-limited';
  return { code, spawned: `${invocation} spawned ${state.runId} ${spawn.actionId}`, confirmArgs: confirmArgs(state) };
}

function actionsFor(state: RunState, issued: ReadonlySet<string>, obs: Observed, invocation: Invocation): EngineAction[] {
  if (state.status === 'needs-human' && state.escalation !== null) {
    const e = state.escalation;
    const key = state.phases.find((p) => p.name === e.phase)?.key ?? 'run';
    const facts = runFacts(state);
    return [{ id: `${key}.escalate${e.at}`, kind: 'escalate', phase: e.phase, reason: e.reason, advice: facts.advice, facts }];
  }
  if (state.status === 'completed' && state.summaryFile !== null) {
    return [{ id: 'complete', kind: 'complete', summaryFile: state.summaryFile, facts: runFacts(state) }];
  }
  if (state.status !== 'running') return [];
  if (awaitingGateConfirmation(state)) return [confirmGatesAction(state, invocation)];
  const actions: EngineAction[] = [];
  const limited = state.usageLimit !== undefined;
  const waitingFor: string[] = [];
  let childrenRunning = false;
  // A gate in flight whose log has not appeared is offered (again, with a note, when an earlier call issued it).
  const offerGate = (gate: GateRecord, owner: RunPhase, command: RunGateCommand | undefined, root?: string): void => {
    const logMissing = (obs.files.get(gate.logFile) ?? null) === null;
    const action = logMissing && command !== undefined ? gateAction(state, owner, gate, command.shellGate, command.argv, root) : null;
    if (action !== null) actions.push(issued.has(gate.actionId) ? action : { ...action, note: { code: 'gate-log-missing' }, reoffered: true });
    else waitingFor.push(gate.actionId);
  };
  for (const p of phasesInPlay(state)) {
    if (p.status === 'waiting-approval') {
      actions.push(askAction(state, p, invocation));
      continue;
    }
    if (p.status !== 'active') continue;
    const spawn = spawnById(p, p.currentSpawn);
    if (spawn !== null && spawn.outcome === null && !isGateOnly(p)) {
      // A spawn never confirmed with `spawned` is offered again: the agent may have acted on a later `next` only.
      const fresh = issued.has(spawn.actionId);
      if (fresh || spawn.sessionKey === null) {
        const note = fresh ? spawnNote(p, spawn) : reofferNote(state, spawn, invocation);
        const again = fresh ? {} : { reoffered: true as const };
        actions.push({ ...spawnAction(state, p, spawn, composeTask(state, p, spawn, obs.surface)), ...(note === null ? {} : { note }), ...again });
      } else {
        waitingFor.push(spawn.actionId);
        childrenRunning = true;
      }
    }
    const gate = gateById(p, p.currentGates.at(-1));
    if (gate !== null && (gate.state === 'pending' || gate.state === 'running')) offerGate(gate, p, gateCommandAt(p, gate.index));
  }
  const final = finalGateInFlight(state);
  if (final !== null) offerGate(final.gate, final.owner, final.command);
  const first = baselineGateInFlight(state);
  if (first !== null) offerGate(first.gate, first.owner, first.command);
  const old = oldCodeGateInFlight(state);
  if (old !== null) offerGate(old.gate, old.owner, old.command, old.gate.scratch);
  // Nothing else in flight but a usage exec whose log is still being written.
  const usage = usageActions(state, obs.files);
  if (actions.length === 0 && waitingFor.length === 0 && !childrenRunning && usage.length === 0) {
    const running = usagePending(state).filter((s) => (obs.files.get(s.usageLog?.file ?? '') ?? null) !== null);
    if (running.length > 0) {
      return [{ id: 'wait', kind: 'wait', waitingFor: running.map((s) => usageActionId(s.actionId)), why: 'usage-exec', limited }];
    }
  }
  // Collector children only: `agents_wait` on their run ids stands in for `next --wait` (docs/design.md#collectors).
  const collecting = childrenRunning && usesCollectors(state) ? collectorsAwaited(state, waitingFor) : null;
  if (actions.length === 0 && collecting !== null) {
    actions.push(collectAction(collecting, limited));
  } else if (actions.length === 0) {
    // One child and nothing else in flight: a yield wakes the parent when it ends (OpenClaw wakes once all of a turn's children have); several: `next --wait` sees the first.
    const alone = childrenRunning && waitingFor.length === 1;
    const why: WaitFacts['why'] = alone ? 'one-child' : childrenRunning ? 'children' : 'gate';
    actions.push({ id: 'wait', kind: 'wait', waitingFor, why, limited, ...(alone ? { yield: true as const } : {}) });
  }
  // One spawn and nothing else in flight: its child will be alone at work, so a yield wakes the parent exactly when it ends.
  const only = actions.length === 1 ? actions[0] : undefined;
  if (usage.length === 0 && only?.kind === 'spawn' && !childrenRunning && waitingFor.length === 0 && !usesCollectors(state)) return [{ ...only, yield: true }];
  // A usage exec goes before the wait and never stands in for it: the agent runs it, then yields while children run.
  if (usage.length === 0) return actions;
  const wait = actions.at(-1)?.kind === 'wait' || actions.at(-1)?.kind === 'collect' ? actions.slice(-1) : [];
  if (wait.length > 0 && waitingFor.length === 0) return [...actions.slice(0, -1), ...usage];
  return [...actions.slice(0, actions.length - wait.length), ...usage, ...wait];
}

/** The collector children `waitingFor` names when every one of them is a collector awaiting collection; else null. */
function collectorsAwaited(state: RunState, waitingFor: readonly string[]): SpawnRecord[] | null {
  const spawns = waitingFor.map((id) => state.phases.flatMap((p) => p.spawns).find((s) => s.actionId === id));
  return spawns.length > 0 && spawns.every((s) => s !== undefined && awaitingCollection(s)) ? (spawns as SpawnRecord[]) : null;
}

/** Advance the run as far as the observations allow and return the events, actions, requests and effects. */
export function advanceRun(start: RunState, input: AdvanceInput): Advanced {
  let state = start;
  const events: RunEvent[] = [];
  const issued = new Set<string>(input.issued ?? []);
  // Files of actions issued in this call: they cannot exist yet, so they need no reading.
  const fresh = new Set<string>();
  const emit = (fact: Fact): void => {
    const event = stamp<RunEvent>(state.seq, input.now, fact);
    state = applyEvent(state, event);
    events.push(event);
    if (event.type === 'spawn-issued') fresh.add(event.resultFile);
    if (event.type === 'gate-issued' || event.type === 'final-gate-issued' || event.type === 'baseline-gate-issued' || event.type === 'old-code-gate-issued') fresh.add(event.logFile);
    if (event.type === 'spawn-issued' || event.type === 'gate-issued' || event.type === 'final-gate-issued' || event.type === 'baseline-gate-issued' || event.type === 'old-code-gate-issued') issued.add(event.actionId);
    if (event.type === 'usage-issued') fresh.add(event.logFile);
    if (event.type === 'usage-issued') issued.add(usageActionId(event.actionId));
  };
  for (const fact of input.facts ?? []) emit(fact);
  const advance = input.advance ?? true;

  // Nothing is decided on a file not read yet (an unread result is not a missing one).
  // Nothing starts before the user confirmed the gates that need it (lib/run/engine/confirm-gates.ts).
  for (let round = 0; advance && round < MAX_FACTS && state.status === 'running' && !awaitingGateConfirmation(state); round += 1) {
    if (unreadFiles(state, input.files, fresh).length > 0) break;
    const fact = nextFact(state, input);
    if (fact !== null) {
      emit(fact);
      continue;
    }
    let issuedOne = false;
    for (const p of phasesInPlay(state)) {
      const due = dueIssue(state, p, input);
      if (due === null) continue;
      emit(due);
      issuedOne = true;
      break;
    }
    if (!issuedOne) break;
  }
  const summaries = summaryPaths(state);
  const unreadSummaries = unreadFiles(state, input.files, fresh).filter((p) => summaries.includes(p));
  const requests: Request[] = advance
    ? requestsFor(state, input, fresh)
    : unreadSummaries.length > 0
      ? [{ kind: 'read-files', paths: unreadSummaries }]
      : [];
  const effects = effectsOf(state, events);
  const summary = requests.length === 0 ? summaryEffect(state, events.some((e) => e.type === 'run-completed' || e.type === 'run-cancelled'), input.files) : null;
  if (summary !== null) effects.push(summary);
  const handed = handOffTasks(state, advance ? withDraftPreview(state, actionsFor(state, issued, input, input.invocation), input.draftPreview, input.invocation) : [], issued);
  if (handed.writes.length > 0) effects.push({ kind: 'write-tasks', tasks: handed.writes });
  return { state, events, actions: handed.actions, requests, effects };
}
