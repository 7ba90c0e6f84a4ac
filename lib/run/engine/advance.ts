// The engine: `advanceRun(state, observed)` records the command's own facts, derives every
// fact the observations imply (results read, gates finished, retries, escalations, phases
// started or passed), issues the spawns and gates that are due, and returns the new events,
// the actions for the agent, the requests (what it still needs observed) and the effects
// (what the shell must do). Pure: the clock, the files' contents and the invocation come in
// as data; everything the shell must do goes out as data (docs/design.md#the-run-loop).

import type { RunEvent, RunEventOf, RunPhase, RunState } from '../../schema/run.js';
import type { Invocation } from './actions.js';
import { actionsFor } from './actions-for.js';
import { awaitingGateConfirmation } from './confirm-gates.js';
import type { EngineAction } from './engine-actions.js';
import { phasesInPlay } from './dispatch.js';
import { applyEvent } from '../fold/fold.js';
import { gateIssue } from './gate-issue.js';
import { handOffTasks } from './handoff.js';
import { withDraftPreview } from './draft-actions.js';
import { nextFact } from './next-fact.js';
import { effectsOf, requestsFor, summaryEffect, summaryPaths, unreadFiles, type Effect, type Request } from './observe.js';
import type { Fact, Observed } from '../model/observed.js';
import { isGateOnly } from '../model/phase-lookup.js';
import { spawnIssue } from './spawn-issue.js';
import { usageActionId } from '../host/usage.js';
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

/** The gate issues: each names its log, and its action id is handed out. */
const GATE_ISSUES: ReadonlySet<RunEvent['type']> = new Set(['gate-issued', 'final-gate-issued', 'baseline-gate-issued', 'old-code-gate-issued']);

/** The spawn or gate `p` needs issued now, as a fact; null when it needs neither. */
function dueIssue(state: RunState, p: RunPhase, obs: Observed): Fact | null {
  if (p.status !== 'active') return null;
  const needsSpawn = !isGateOnly(p) && (p.currentSpawn === null || p.attemptFailed);
  return needsSpawn ? spawnIssue(state, p, obs) : gateIssue(state, p, obs);
}

/** The first spawn or gate due in play order, as a fact; null: none. */
function firstDue(state: RunState, obs: Observed): Fact | null {
  for (const p of phasesInPlay(state)) {
    const due = dueIssue(state, p, obs);
    if (due !== null) return due;
  }
  return null;
}

/** Files of actions issued in this call cannot exist yet (`fresh`: they need no reading); their ids are handed out (`issued`). */
function track(event: RunEvent, fresh: Set<string>, issued: Set<string>): void {
  if (event.type === 'spawn-issued') fresh.add(event.resultFile);
  if (GATE_ISSUES.has(event.type)) fresh.add((event as RunEventOf<'gate-issued'>).logFile);
  if (event.type === 'spawn-issued' || GATE_ISSUES.has(event.type)) issued.add((event as RunEventOf<'gate-issued'>).actionId);
  if (event.type === 'usage-issued') {
    fresh.add(event.logFile);
    issued.add(usageActionId(event.actionId));
  }
}

/** Whether more may be derived now: the run is running, its gates are confirmed, and every file it waits for is read. */
function mayDerive(state: RunState, files: Observed['files'], fresh: ReadonlySet<string>): boolean {
  return state.status === 'running' && !awaitingGateConfirmation(state) && unreadFiles(state, files, fresh).length === 0;
}

/** What the engine still needs observed; without `advance`, only the summaries not read yet. */
function requestsOf(state: RunState, input: AdvanceInput, fresh: ReadonlySet<string>, advance: boolean): Request[] {
  if (advance) return requestsFor(state, input, fresh);
  const summaries = summaryPaths(state);
  const unreadSummaries = unreadFiles(state, input.files, fresh).filter((p) => summaries.includes(p));
  return unreadSummaries.length > 0 ? [{ kind: 'read-files', paths: unreadSummaries }] : [];
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
    track(event, fresh, issued);
  };
  for (const fact of input.facts ?? []) emit(fact);
  const advance = input.advance ?? true;

  // Nothing is decided on a file not read yet (an unread result is not a missing one).
  // Nothing starts before the user confirmed the gates that need it (lib/run/engine/confirm-gates.ts).
  for (let round = 0; advance && round < MAX_FACTS && mayDerive(state, input.files, fresh); round += 1) {
    const fact = nextFact(state, input) ?? firstDue(state, input);
    if (fact === null) break;
    emit(fact);
  }
  const requests = requestsOf(state, input, fresh, advance);
  const effects = effectsOf(state, events);
  const summary = requests.length === 0 ? summaryEffect(state, events.some((e) => e.type === 'run-completed' || e.type === 'run-cancelled'), input.files) : null;
  if (summary !== null) effects.push(summary);
  const actions = advance ? withDraftPreview(state, actionsFor(state, issued, input, input.invocation), input.draftPreview, input.invocation) : [];
  const handed = handOffTasks(state, actions, issued);
  if (handed.writes.length > 0) effects.push({ kind: 'write-tasks', tasks: handed.writes });
  return { state, events, actions: handed.actions, requests, effects };
}
