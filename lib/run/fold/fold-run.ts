// Applying the run's lifecycle events to the state: an approval decided, the run halted,
// resumed, cancelled or completed, the gates confirmed. Part of the fold (./fold.ts); it decides
// nothing, the decisions were made when the events were written.

import type { RejectionContext, RunEventOf, RunHistoryEntry, RunPhase, RunState } from '../../schema/run.js';
import { touch, updatePhase } from './fold-phase.js';
import { escalationFactsOf } from './legacy.js';
import { resumeContext } from './resume-context.js';

const OPEN: ReadonlySet<RunPhase['status']> = new Set(['pending', 'active', 'waiting-approval', 'needs-human']);

/** Back to pending with fresh attempts; history (spawns, gates, failures, reviews) is kept. */
function resetPhase(phase: RunPhase, context: RejectionContext | null): RunPhase {
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

/** `state` with `entry` appended to its run history (docs/design.md#completion). */
function recorded(state: RunState, entry: RunHistoryEntry): Pick<RunState, 'history'> {
  return { history: [...(state.history ?? []), entry] };
}

/** An approval phase decided: approved, it passes; rejected, it and the phases it names start over. */
export function applyDecision(base: RunState, e: RunEventOf<'decision-recorded'>): RunState {
  const resets = new Set(e.reset);
  const round = base.phases.find((p) => p.name === e.phase)?.round ?? 1;
  const decide = (p: RunPhase): RunPhase => {
    const decided = touch({ ...p, decisions: [...p.decisions, { decision: e.decision, note: e.note, at: e.at, round: Math.max(1, round) }] }, e);
    if (e.decision === 'approve') return { ...decided, status: 'passed', finishedAt: e.at };
    return resetPhase(decided, null);
  };
  return {
    ...base,
    phases: base.phases.map((p) => {
      if (p.name === e.phase) return decide(p);
      if (!resets.has(p.name)) return p;
      return touch(resetPhase(p, { approval: e.phase, note: e.note }), e);
    }),
  };
}

export function applyEscalated(base: RunState, e: RunEventOf<'run-escalated'>): RunState {
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

/** A phase as a resume leaves it: its lost spawns abandoned, reset when named (with the human's answer when it halted the run), else back at work. */
function resumedPhase(base: RunState, e: RunEventOf<'run-resumed'>, p: RunPhase): RunPhase {
  const reissue = new Set(e.reissue);
  const handoff = base.escalation?.reason === 'escalate-flag' ? base.escalation.phase : null;
  let next = p;
  if (reissue.size > 0 && p.spawns.some((s) => reissue.has(s.actionId))) {
    next = {
      ...next,
      currentSpawn: next.currentSpawn !== null && reissue.has(next.currentSpawn) ? null : next.currentSpawn,
      spawns: next.spawns.map((s) => (reissue.has(s.actionId) ? { ...s, outcome: 'abandoned' as const, finishedAt: e.at } : s)),
    };
  }
  if (e.reset.includes(p.name)) {
    const escalated = base.escalation !== null && base.escalation.phase === p.name;
    const reset = resetPhase(next, null);
    return touch(escalated && base.escalation !== null ? { ...reset, resumed: resumeContext(next, base.escalation, e.note ?? null) } : reset, e);
  }
  if (p.name === handoff) return touch({ ...next, status: 'active', handoff: true, currentGates: [], attemptFailed: false }, e);
  if (next.status === 'needs-human') return touch({ ...next, status: 'active' }, e);
  return next;
}

export function applyResumed(base: RunState, e: RunEventOf<'run-resumed'>): RunState {
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
    phases: base.phases.map((p) => resumedPhase(base, e, p)),
  };
}

export function applyCancelled(base: RunState, e: RunEventOf<'run-cancelled'>): RunState {
  return {
    ...base,
    ...recorded(base, { kind: 'cancelled', at: e.at, note: e.note, ...(e.gatesRefused === true ? { gatesRefused: true as const } : {}) }),
    status: 'cancelled',
    finishedAt: e.at,
    summaryFile: e.summaryFile ?? base.summaryFile,
    phases: base.phases.map((p) => (OPEN.has(p.status) ? touch({ ...p, status: 'cancelled' }, e) : p)),
  };
}

export function applyCompleted(base: RunState, e: RunEventOf<'run-completed'>): RunState {
  return { ...base, status: 'completed', summaryFile: e.summaryFile, finishedAt: e.at };
}

export function applyGatesConfirmed(base: RunState, e: RunEventOf<'gates-confirmed'>): RunState {
  return { ...base, gatesConfirmedAt: e.at };
}
