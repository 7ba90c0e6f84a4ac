// Reporting progress exactly once (docs/design.md#progress), an engine decision: the events
// after the last `progress-reported` are the ones not reported yet; when they hold something the
// user cares about, the items (data: which phase started, failed, passed…) are returned and a
// `progress-reported` event is appended with the command's other events, so a repeated `next`
// with nothing new reports nothing and a new agent session neither loses nor repeats a line.
// lib/render/progress-text.ts words the items at the edge. The one loop (passes.ts) asks for it
// last. Pure.

import { applyEvent, initialState } from '../fold/fold.js';
import { stamp } from '../model/stamp.js';
import { runSpend } from '../host/spend.js';
import type { AttemptFailure, RunEvent, RunPhase, RunState, SpawnRecord } from '../../schema/run.js';
import type { RunSpend } from '../../schema/spend.js';
import { PROGRESS_EVENT_TYPES } from '../../schema/run-vocabulary.js';
import { failureOf } from '../fold/legacy.js';

/** One thing the user cares about, in log order. */
export type ProgressItem =
  | { kind: 'started'; phase: string }
  /** `role`/`attempt` null: the failure record is not found (the attempt is not named). `reason` is the attempt's recorded reason. */
  | { kind: 'failed'; phase: string; role: SpawnRecord['role'] | null; attempt: number | null; failure: AttemptFailure }
  | { kind: 'passed'; phase: string; seconds: number | null; attempts: number; noChanges: boolean }
  | { kind: 'awaits-approval'; phase: string }
  | { kind: 'approved'; phase: string }
  | { kind: 'rejected'; phase: string; redo: string[] }
  | { kind: 'review-found'; phase: string; findings: number }
  | { kind: 'refactoring'; phase: string }
  | { kind: 'final-started' }
  | { kind: 'completed'; spend: RunSpend };

/** What is reported: the items, and whether to tell how far the run is (a phase passed or was approved). */
export interface ProgressFacts {
  items: ProgressItem[];
  share: boolean;
}

export interface ProgressReport {
  facts: ProgressFacts;
  event: Extract<RunEvent, { type: 'progress-reported' }>;
  /** The state with the event folded in. */
  state: RunState;
}

/** The seq after which events are not reported yet (a run from before progress reporting: from its start). */
export const reportedThrough = (state: Pick<RunState, 'progressSeq'>): number => state.progressSeq ?? 0;

/** Attempts of the phase's own role (work, or review for a review phase); a lost child `resume` reissued counts once. */
function attempts(p: RunPhase): number {
  const role = p.type === 'review' ? 'review' : 'work';
  return p.spawns.filter((s) => s.role === role && s.outcome !== 'abandoned').length;
}

function passedItem(p: RunPhase): ProgressItem {
  const seconds = p.startedAt !== null && p.finishedAt !== null ? (p.finishedAt - p.startedAt) / 1000 : null;
  return { kind: 'passed', phase: p.name, seconds, attempts: attempts(p), noChanges: p.noChanges === true };
}

/** The same failure, as recorded in the state and on the event (a state read from disk holds copies). */
const sameFailure = (a: AttemptFailure, b: AttemptFailure): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

function failedItem(p: RunPhase | undefined, e: Extract<RunEvent, { type: 'attempt-failed' }>): ProgressItem {
  const failure = failureOf(e);
  const record = p?.failures.find((f) => f.at === e.at && sameFailure(f.failure, failure));
  return { kind: 'failed', phase: e.phase, role: record?.role ?? null, attempt: record?.attempt ?? null, failure };
}

function firstOfRound(run: RunState, actionId: string): boolean {
  const v = run.verification;
  return v === undefined || v.gates[v.from]?.actionId === actionId;
}

/** The item of one event given what is known so far; null: nothing the user cares about. */
function itemOf(run: RunState, e: RunEvent, passed: ReadonlySet<string>, spend: RunSpend | null, final: boolean): ProgressItem | null {
  const p = 'phase' in e && typeof e.phase === 'string' ? run.phases.find((x) => x.name === e.phase) : undefined;
  switch (e.type) {
    case 'phase-started':
      return !passed.has(e.phase) && p !== undefined && p.kind !== 'approval' ? { kind: 'started', phase: e.phase } : null;
    case 'attempt-failed':
      return failedItem(p, e);
    case 'phase-passed':
      return p === undefined ? null : passedItem(p);
    case 'approval-requested':
      return { kind: 'awaits-approval', phase: e.phase };
    case 'decision-recorded':
      return e.decision === 'approve' ? { kind: 'approved', phase: e.phase } : { kind: 'rejected', phase: e.phase, redo: e.reset };
    case 'review-found':
      return { kind: 'review-found', phase: e.phase, findings: e.findings.length };
    case 'refactor-inserted':
      return { kind: 'refactoring', phase: e.phase };
    case 'final-gate-issued':
      // Once per round: its first gate (the round's later gates are issued one at a time).
      return !final && firstOfRound(run, e.actionId) ? { kind: 'final-started' } : null;
    case 'run-completed':
      // At completion the user hears what the run cost.
      return spend === null ? null : { kind: 'completed', spend };
    default:
      return null;
  }
}

/** One item per event the user cares about, in log order; a phase that passed is not also reported as started. */
export function progressFacts(run: RunState, events: readonly RunEvent[], spend: RunSpend | null): ProgressFacts {
  const passed = new Set(events.flatMap((e) => (e.type === 'phase-passed' ? [e.phase] : [])));
  const items: ProgressItem[] = [];
  let share = false;
  let final = false;
  for (const e of events) {
    const item = itemOf(run, e, passed, spend, final);
    if (e.type === 'final-gate-issued') final = true;
    if (e.type === 'phase-passed' || item?.kind === 'approved') share = true;
    if (item !== null) items.push(item);
  }
  return { items, share };
}

/** The progress of `unreported` (log order, ending with the state's last event) at `now`, or null when there is nothing to tell. */
export function reportProgress(state: RunState, unreported: readonly RunEvent[], now: number): ProgressReport | null {
  const fresh = unreported.filter((e) => e.seq > reportedThrough(state) && PROGRESS_EVENT_TYPES.has(e.type));
  const facts = progressFacts(state, fresh, runSpend(state));
  // Nothing the user cares about: no report, and the events stay unreported.
  if (facts.items.length === 0) return null;
  const event = stamp<ProgressReport['event']>(state.seq, now, { type: 'progress-reported' });
  return { facts, event, state: applyEvent(state, event) };
}

/** A progress report said again: the state and items it was told from, at its time, or the text an older log recorded. */
export type ProgressAgain = { text: string } | { state: RunState; facts: ProgressFacts; at: number };

/**
 * The progress every `progress-reported` event after seq `after` reported, again, from the log
 * (`next --since`): each was told from the events after the one before it, in the state just
 * before it, at its own time, so the same words come out. A log from before reports were facts
 * carries its text.
 */
export function progressAgain(events: readonly RunEvent[], after: number): ProgressAgain[] {
  const first = events[0];
  if (first?.type !== 'run-started') return [];
  let state = initialState(first);
  const again: ProgressAgain[] = [];
  for (const e of events.slice(1)) {
    if (e.type === 'progress-reported' && e.seq > after) {
      const through = reportedThrough(state);
      const told = events.filter((x) => x.seq > through && x.seq < e.seq && PROGRESS_EVENT_TYPES.has(x.type));
      again.push(typeof e.text === 'string' ? { text: e.text } : { state, facts: progressFacts(state, told, runSpend(state)), at: e.at });
    }
    state = applyEvent(state, e);
  }
  return again;
}
