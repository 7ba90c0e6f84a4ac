// The run state is the fold of its events: `state.json` is a cache of `foldEvents(events)`,
// so a damaged snapshot is rebuilt from the log. Applying an event never decides anything;
// the decisions were made when the event was written (lib/run/engine/advance.ts).

import { SCHEMA_VERSION } from '../../schema/version.js';
import { PROGRESS_EVENT_TYPES } from '../../schema/run-vocabulary.js';
import type { FrozenPhase, RunEvent, RunEventOf, RunHistoryEntry, RunPhase, RunState } from '../../schema/run.js';
import { applyActionEvent, applyPhaseEvent, finishedGate, touch, touchPhase, updatePhase } from './fold-phase.js';
import { applySpawnFailed, applyUsageEvent } from './host-events.js';
import { resumeContext } from './resume-context.js';
import { escalationFactsOf } from './legacy.js';

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

/** Back to pending with fresh attempts; history (spawns, gates, failures, reviews) is kept. */
function resetPhase(phase: RunPhase, context: string | null): RunPhase {
  const { resumed: _earlier, ...p } = phase;
  return {
    ...p,
    status: 'pending',
    role: p.type === 'review' ? 'review' : 'work',
    attempt: 0,
    cycle: 1,
    generation: p.generation + 1,
    currentSpawn: null,
    currentGates: [],
    attemptFailed: false,
    handoff: false,
    context,
    summary: null,
    erosion: null,
    finishedAt: null,
  };
}

const OPEN: ReadonlySet<RunPhase['status']> = new Set(['pending', 'active', 'waiting-approval', 'needs-human']);

/** The state after one event. Pure and total: an event naming an unknown phase changes nothing but `seq`. */
export function applyEvent(state: RunState, e: RunEvent): RunState {
  // Nothing unreported and nothing to report: the progress pointer moves on with the event.
  const quiet = state.progressSeq !== undefined && state.progressSeq === state.seq && !PROGRESS_EVENT_TYPES.has(e.type);
  const base: RunState = { ...state, seq: e.seq, updatedAt: e.at, ...(quiet ? { progressSeq: e.seq } : {}) };
  switch (e.type) {
    case 'run-started':
      return initialState(e);
    case 'gate-finished':
      if (base.verification?.gates.some((g) => g.actionId === e.actionId) === true) return finishFinalGate(base, e);
      if (base.baseline?.gates.some((g) => g.actionId === e.actionId) === true) return finishBaselineGate(base, e);
      if (base.oldCode?.gates.some((g) => g.actionId === e.actionId) === true) return finishOldCodeGate(base, e);
      return applyActionEvent(base, e);
    case 'changes-recorded':
      return recordLateChanges(applyActionEvent(base, e), e);
    case 'spawn-confirmed':
    case 'spawn-collected':
    case 'spawn-result':
      return applyActionEvent(base, e);
    case 'spawn-failed':
      return applySpawnFailed(base, e);
    case 'usage-issued':
    case 'usage-recorded':
      return applyUsageEvent(base, e);
    case 'final-gate-issued':
      return issueFinalGate(base, e);
    case 'baseline-gate-issued':
      return issueBaselineGate(base, e);
    case 'old-code-gate-issued': {
      const { seq: _seq, at, type: _type, ...fields } = e;
      const gate = { ...fields, issuedAt: at, state: 'pending' as const, exitCode: null, tail: '', finishedAt: null };
      const old = base.oldCode ?? { gates: [], skipped: [] };
      return { ...base, oldCode: { ...old, gates: [...old.gates, gate] } };
    }
    case 'old-code-skipped': {
      const old = base.oldCode ?? { gates: [], skipped: [] };
      return { ...base, oldCode: { ...old, skipped: [...old.skipped, { phase: e.phase, command: e.command, why: e.why, ...(e.path === undefined ? {} : { path: e.path }) }] } };
    }
    case 'decision-recorded': {
      const resets = new Set(e.reset);
      const round = base.phases.find((p) => p.name === e.phase)?.round ?? 1;
      return {
        ...base,
        phases: base.phases.map((p) => {
          if (p.name === e.phase) {
            const decided = touch(
              { ...p, decisions: [...p.decisions, { decision: e.decision, note: e.note, at: e.at, round: Math.max(1, round) }] },
              e,
            );
            if (e.decision === 'approve') return { ...decided, status: 'passed', finishedAt: e.at };
            return resetPhase(decided, null);
          }
          if (!resets.has(p.name)) return p;
          const note = e.note === null ? '' : `: ${e.note}`;
          return touch(resetPhase(p, `Rejected at approval \`${e.phase}\`${note}`), e);
        }),
      };
    }
    case 'run-escalated': {
      const facts = escalationFactsOf(e);
      return {
        ...base,
        ...recorded(base, { kind: 'escalated', at: e.at, phase: e.phase, reason: e.reason, facts }),
        // A failed final verification halts the run, not the phase that owns the gate (it passed).
        phases: updatePhase(base, e.phase, (p) => touch(e.reason === 'final-verification-failed' ? p : { ...p, status: 'needs-human' }, e)).phases,
        status: 'needs-human',
        escalation: { phase: e.phase, reason: e.reason, facts, gateOutput: e.gateOutput, at: e.at },
      };
    }
    case 'run-resumed': {
      const resets = new Set(e.reset);
      const reissue = new Set(e.reissue);
      const handoff = base.escalation?.reason === 'escalate-flag' ? base.escalation.phase : null;
      // A resume lifts a usage limit: the spawns it stopped are issued again.
      const { usageLimit: _lifted, ...unlimited } = base;
      return {
        ...unlimited,
        ...recorded(base, { kind: 'resumed', at: e.at, reset: e.reset, note: e.note ?? null }),
        status: 'running',
        escalation: null,
        // A resume starts the final verification over: the human may have changed the tree.
        ...(base.verification === undefined ? {} : { verification: { ...base.verification, from: base.verification.gates.length } }),
        // …and the human has seen the late changes it halted on.
        ...(base.lateChanges === undefined ? {} : { lateChanges: { ...base.lateChanges, from: base.lateChanges.changes.length } }),
        limits: {
          ...base.limits,
          maxSpawns: e.maxSpawns,
          maxDurationSeconds: e.maxDurationSeconds,
          ...(e.maxTokens === undefined ? {} : { maxTokens: e.maxTokens }),
          ...(e.maxCost === undefined ? {} : { maxCost: e.maxCost }),
          ...(e.usageUnknownAccepted === true ? { usageUnknownAccepted: true as const } : {}),
        },
        phases: base.phases.map((p) => {
          let next = p;
          if (reissue.size > 0 && p.spawns.some((s) => reissue.has(s.actionId))) {
            next = {
              ...next,
              currentSpawn: next.currentSpawn !== null && reissue.has(next.currentSpawn) ? null : next.currentSpawn,
              spawns: next.spawns.map((s) => (reissue.has(s.actionId) ? { ...s, outcome: 'abandoned' as const, finishedAt: e.at } : s)),
            };
          }
          if (resets.has(p.name)) {
            const escalated = base.escalation !== null && base.escalation.phase === p.name;
            const reset = resetPhase(next, null);
            return touch(escalated && base.escalation !== null ? { ...reset, resumed: resumeContext(next, base.escalation, e.note ?? null) } : reset, e);
          }
          if (p.name === handoff) return touch({ ...next, status: 'active', handoff: true, currentGates: [], attemptFailed: false }, e);
          if (next.status === 'needs-human') return touch({ ...next, status: 'active' }, e);
          return next;
        }),
      };
    }
    case 'run-cancelled':
      return {
        ...base,
        ...recorded(base, { kind: 'cancelled', at: e.at, note: e.note }),
        status: 'cancelled',
        finishedAt: e.at,
        summaryFile: e.summaryFile ?? base.summaryFile,
        phases: base.phases.map((p) => (OPEN.has(p.status) ? touch({ ...p, status: 'cancelled' }, e) : p)),
      };
    case 'run-completed':
      return { ...base, status: 'completed', summaryFile: e.summaryFile, finishedAt: e.at };
    case 'gates-confirmed':
      return { ...base, gatesConfirmedAt: e.at };
    case 'late-changes-seen': {
      const prior = base.lateChanges ?? { changes: [], from: 0 };
      const seen = e.changes.map((c) => ({ ...c, seenBy: e.seenBy, at: e.at, look: true as const }));
      return { ...base, lateChanges: { ...prior, changes: [...prior.changes, ...seen] } };
    }
    case 'progress-reported':
      // Reporting is not something the run did: `updatedAt` stays.
      return { ...state, seq: e.seq, progressSeq: e.seq };
    case 'spawn-issued':
      // A reissue of a lost child's spawn is not a new try: it does not count against max-spawns.
      return { ...touchPhase(applyPhaseEvent(base, e), e.phase, e), spawnCount: base.spawnCount + (e.reissueOf === null ? 1 : 0) };
    default:
      return touchPhase(applyPhaseEvent(base, e), e.phase, e);
  }
}


function recordLateChanges(state: RunState, e: RunEventOf<'changes-recorded'>): RunState {
  if (e.orphaned === undefined || e.orphaned.length === 0) return state;
  const phaseOf = (id: string): string => state.phases.find((p) => p.spawns.some((s) => s.actionId === id))?.name ?? '';
  const late = e.orphaned.map((o) => ({ actionId: o.actionId, phase: phaseOf(o.actionId), files: o.files, seenBy: e.actionId, at: e.at }));
  const prior = state.lateChanges ?? { changes: [], from: 0 };
  return { ...state, lateChanges: { ...prior, changes: [...prior.changes, ...late] } };
}

function issueFinalGate(state: RunState, e: RunEventOf<'final-gate-issued'>): RunState {
  const { seq: _seq, at, type: _type, ...fields } = e;
  const gate = { ...fields, issuedAt: at, state: 'pending' as const, exitCode: null, tail: '', finishedAt: null };
  const v = state.verification ?? { gates: [], from: 0 };
  return { ...state, verification: { ...v, gates: [...v.gates, gate] } };
}

function issueBaselineGate(state: RunState, e: RunEventOf<'baseline-gate-issued'>): RunState {
  const { seq: _seq, at, type: _type, ...fields } = e;
  const gate = { ...fields, issuedAt: at, state: 'pending' as const, exitCode: null, tail: '', finishedAt: null };
  return { ...state, baseline: { gates: [...(state.baseline?.gates ?? []), gate] } };
}

function finishBaselineGate(state: RunState, e: RunEventOf<'gate-finished'>): RunState {
  const gates = (state.baseline?.gates ?? []).map((g) => (g.actionId === e.actionId ? finishedGate(g, e) : g));
  return { ...state, baseline: { gates } };
}

function finishOldCodeGate(state: RunState, e: RunEventOf<'gate-finished'>): RunState {
  const old = state.oldCode ?? { gates: [], skipped: [] };
  return { ...state, oldCode: { ...old, gates: old.gates.map((g) => (g.actionId === e.actionId ? finishedGate(g, e) : g)) } };
}

function finishFinalGate(state: RunState, e: RunEventOf<'gate-finished'>): RunState {
  const v = state.verification ?? { gates: [], from: 0 };
  const gates = v.gates.map((g) => (g.actionId === e.actionId ? finishedGate(g, e) : g));
  return { ...state, verification: { ...v, gates } };
}

export interface FoldResult {
  state: RunState | null;
  /** Why the events do not make a run (no run-started first, or an out-of-order seq). */
  problems: string[];
}

/** Fold a whole log. The first event must be `run-started`; seqs must increase by one. */
export function foldEvents(events: readonly RunEvent[]): FoldResult {
  const first = events[0];
  if (first === undefined) return { state: null, problems: ['the events log is empty'] };
  if (first.type !== 'run-started') return { state: null, problems: [`the first event is ${first.type}, expected run-started`] };
  let state = initialState(first);
  const problems: string[] = [];
  for (let i = 1; i < events.length; i += 1) {
    const e = events[i] as RunEvent;
    if (e.seq !== state.seq + 1) {
      problems.push(`event ${i + 1} has seq ${e.seq}, expected ${state.seq + 1}; it and later events are ignored`);
      break;
    }
    state = applyEvent(state, e);
  }
  return { state, problems };
}

/** `state` with `entry` appended to its run history (docs/design.md#completion). */
function recorded(state: RunState, entry: RunHistoryEntry): Pick<RunState, 'history'> {
  return { history: [...(state.history ?? []), entry] };
}
