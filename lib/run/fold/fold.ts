// The run state is the fold of its events: `state.json` is a cache of `foldEvents(events)`,
// so a damaged snapshot is rebuilt from the log. Applying an event never decides anything;
// the decisions were made when the event was written (lib/run/engine/advance.ts).

import { SCHEMA_VERSION } from '../../schema/version.js';
import { PROGRESS_EVENT_TYPES } from '../../schema/run-vocabulary.js';
import type { FoldProblem } from '../../schema/fold-problem.js';
import type { FrozenPhase, RunEvent, RunEventOf, RunEventType, RunPhase, RunState } from '../../schema/run.js';
import { applyActionEvent, applyPhaseEvent, touchPhase } from './fold-phase.js';
import { applyCancelled, applyCompleted, applyDecision, applyEscalated, applyGatesConfirmed, applyResumed } from './fold-run.js';
import { applyChangesRecorded, applyGateFinished, applyLateChangesSeen, issueBaselineGate, issueFinalGate, issueOldCodeGate, skipOldCode } from './fold-run-gates.js';
import { applySpawnFailed, applyUsageEvent } from './host-events.js';

export function freshPhase(frozen: FrozenPhase): RunPhase {
  return {
    ...frozen,
    status: 'pending',
    role: frozen.type === 'review' ? 'review' : 'work',
    attempt: 0,
    cycle: 1,
    round: 0,
    generation: 0,
    currentSpawn: null,
    currentGates: [],
    attemptFailed: false,
    handoff: false,
    spawns: [],
    gates: [],
    failures: [],
    reviews: [],
    decisions: [],
    context: null,
    summary: null,
    erosion: null,
    erosionChecks: [],
    skipReason: null,
    startedAt: null,
    finishedAt: null,
    lastEvent: null,
  };
}

export function initialState(e: RunEventOf<'run-started'>): RunState {
  return {
    schemaVersion: SCHEMA_VERSION,
    runId: e.runId,
    status: 'running',
    prd: e.prd,
    cwd: e.cwd,
    runDir: e.runDir,
    only: e.only,
    settings: e.settings,
    waves: e.waves,
    phases: e.phases.map(freshPhase),
    createdAt: e.at,
    updatedAt: e.at,
    seq: e.seq,
    spawnCount: 0,
    limits: {
      maxSpawns: e.settings.maxSpawns,
      maxDurationSeconds: e.settings.maxDurationSeconds,
      ...(e.settings.maxTokens === undefined ? {} : { maxTokens: e.settings.maxTokens }),
      ...(e.settings.maxCost === undefined ? {} : { maxCost: e.settings.maxCost }),
    },
    escalation: null,
    summaryFile: null,
    finishedAt: null,
    ...(e.confirmGates === undefined ? {} : { confirmGates: e.confirmGates, gatesConfirmedAt: null }),
  };
}

/** How one kind of event changes the state: `base` is the state moved to the event's seq and time, `before` the state it found. */
type Apply<T extends RunEventType> = (base: RunState, e: RunEventOf<T>, before: RunState) => RunState;

/** A phase's bookkeeping (lib/run/fold/fold-phase.ts), and the phase touched by the event. */
const phaseEvent = (base: RunState, e: RunEvent & { phase: string }): RunState => touchPhase(applyPhaseEvent(base, e), e.phase, e);

/** One handler per kind of event: a new kind without one fails the typecheck. */
const APPLY: { [T in RunEventType]: Apply<T> } = {
  'run-started': (_base, e) => initialState(e),
  // A reissue of a lost child's spawn is not a new try: it does not count against max-spawns.
  'spawn-issued': (base, e) => ({ ...phaseEvent(base, e), spawnCount: base.spawnCount + (e.reissueOf === null ? 1 : 0) }),
  'spawn-confirmed': applyActionEvent,
  'spawn-collected': applyActionEvent,
  'spawn-result': applyActionEvent,
  'spawn-failed': applySpawnFailed,
  'usage-issued': applyUsageEvent,
  'usage-recorded': applyUsageEvent,
  'gate-issued': phaseEvent,
  'final-gate-issued': issueFinalGate,
  'baseline-gate-issued': issueBaselineGate,
  'old-code-gate-issued': issueOldCodeGate,
  'old-code-skipped': skipOldCode,
  'gate-finished': applyGateFinished,
  'attempt-failed': phaseEvent,
  'acceptance-asked': phaseEvent,
  'review-found': phaseEvent,
  'fix-done': phaseEvent,
  'changes-recorded': applyChangesRecorded,
  'erosion-measured': phaseEvent,
  'refactor-inserted': phaseEvent,
  'phase-started': phaseEvent,
  'phase-passed': phaseEvent,
  'phase-skipped': phaseEvent,
  'approval-requested': phaseEvent,
  'decision-recorded': applyDecision,
  'run-escalated': applyEscalated,
  'run-resumed': applyResumed,
  'gates-confirmed': applyGatesConfirmed,
  'run-cancelled': applyCancelled,
  'run-completed': applyCompleted,
  // Reporting is not something the run did: `updatedAt` stays.
  'progress-reported': (_base, e, before) => ({ ...before, seq: e.seq, progressSeq: e.seq }),
  'late-changes-seen': applyLateChangesSeen,
};

/** The state after one event. Pure and total: an event naming an unknown phase changes nothing but `seq`. */
export function applyEvent(state: RunState, e: RunEvent): RunState {
  // Nothing unreported and nothing to report: the progress pointer moves on with the event.
  const quiet = state.progressSeq !== undefined && state.progressSeq === state.seq && !PROGRESS_EVENT_TYPES.has(e.type);
  const base: RunState = { ...state, seq: e.seq, updatedAt: e.at, ...(quiet ? { progressSeq: e.seq } : {}) };
  return (APPLY[e.type] as Apply<RunEventType>)(base, e, state);
}

export interface FoldResult {
  state: RunState | null;
  /** Why the events do not make a run (no run-started first, or an out-of-order seq), worded by lib/text/fold-problem.ts. */
  problems: FoldProblem[];
}

/** Fold a whole log. The first event must be `run-started`; seqs must increase by one. */
export function foldEvents(events: readonly RunEvent[]): FoldResult {
  const first = events[0];
  if (first === undefined) return { state: null, problems: [{ code: 'empty' }] };
  if (first.type !== 'run-started') return { state: null, problems: [{ code: 'not-started', first: first.type }] };
  let state = initialState(first);
  const problems: FoldProblem[] = [];
  for (let i = 1; i < events.length; i += 1) {
    const e = events[i] as RunEvent;
    if (e.seq !== state.seq + 1) {
      problems.push({ code: 'seq-gap', index: i + 1, seq: e.seq, expected: state.seq + 1 });
      break;
    }
    state = applyEvent(state, e);
  }
  return { state, problems };
}
