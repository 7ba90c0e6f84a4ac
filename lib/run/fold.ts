// The run state is the fold of its events: `state.json` is a cache of `foldEvents(events)`,
// so a damaged snapshot is rebuilt from the log. Applying an event never decides anything;
// the decisions were made when the event was written (lib/run/advance.ts).

import { SCHEMA_VERSION } from '../schema/version.js';
import type { FrozenPhase, RunEvent, RunEventOf, RunPhase, RunState } from '../schema/run.js';

/** Summaries kept in the state are bounded; the result file keeps the whole text. */
export const MAX_SUMMARY_CHARS = 4000;

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
    limits: { maxSpawns: e.settings.maxSpawns, maxDurationSeconds: e.settings.maxDurationSeconds },
    escalation: null,
    summaryFile: null,
    finishedAt: null,
  };
}

/** Back to pending with fresh attempts; history (spawns, gates, failures, reviews) is kept. */
function resetPhase(p: RunPhase, context: string | null): RunPhase {
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

type PhaseUpdate = (p: RunPhase) => RunPhase;

function updatePhase(state: RunState, name: string, update: PhaseUpdate): RunState {
  return { ...state, phases: state.phases.map((p) => (p.name === name ? update(p) : p)) };
}

function touch(p: RunPhase, e: RunEvent): RunPhase {
  return { ...p, lastEvent: { type: e.type, at: e.at } };
}

function phaseOfAction(state: RunState, actionId: string): string | null {
  for (const p of state.phases) {
    if (p.spawns.some((s) => s.actionId === actionId) || p.gates.some((g) => g.actionId === actionId)) return p.name;
  }
  return null;
}

function applyPhaseEvent(state: RunState, e: RunEvent): RunState {
  switch (e.type) {
    case 'phase-started':
      return updatePhase(state, e.phase, (p) => ({
        ...p,
        status: 'active',
        startedAt: p.startedAt ?? e.at,
        finishedAt: null,
      }));
    case 'spawn-issued':
      return updatePhase(state, e.phase, (p) => ({
        ...p,
        role: e.role,
        attempt: e.attempt,
        cycle: e.cycle,
        currentSpawn: e.actionId,
        currentGates: [],
        attemptFailed: false,
        spawns: [
          ...p.spawns,
          {
            actionId: e.actionId,
            role: e.role,
            attempt: e.attempt,
            cycle: e.cycle,
            model: e.model,
            resultFile: e.resultFile,
            timeoutSeconds: e.timeoutSeconds,
            issuedAt: e.at,
            sessionKey: null,
            confirmedAt: null,
            outcome: null,
            status: null,
            verdict: null,
            finishedAt: null,
            problems: [],
            summary: null,
            findings: [],
            filesModified: [],
            changed: null,
            outside: [],
          },
        ],
      }));
    case 'gate-issued':
      return updatePhase(state, e.phase, (p) => ({
        ...p,
        currentGates: [...p.currentGates, e.actionId],
        gates: [
          ...p.gates,
          {
            actionId: e.actionId,
            role: e.role,
            attempt: e.attempt,
            cycle: e.cycle,
            index: e.index,
            command: e.command,
            logFile: e.logFile,
            timeoutSeconds: e.timeoutSeconds,
            issuedAt: e.at,
            state: 'pending',
            exitCode: null,
            tail: '',
            finishedAt: null,
          },
        ],
      }));
    case 'attempt-failed':
      return updatePhase(state, e.phase, (p) => ({
        ...p,
        attemptFailed: true,
        failures: [
          ...p.failures,
          {
            attempt: Math.max(1, p.attempt),
            role: p.role,
            cycle: p.cycle,
            reason: e.reason,
            fingerprint: e.fingerprint,
            gateTail: e.gateTail,
            findings: e.findings,
            generation: p.generation,
            at: e.at,
          },
        ],
      }));
    case 'review-found':
      return updatePhase(state, e.phase, (p) => ({
        ...p,
        reviews: [...p.reviews, { cycle: e.cycle, findings: e.findings }],
        role: 'fix',
        attempt: 0,
        currentSpawn: null,
        currentGates: [],
        attemptFailed: false,
      }));
    case 'erosion-measured':
      return updatePhase(state, e.phase, (p) => ({ ...p, erosionChecks: [...p.erosionChecks, e.check] }));
    case 'refactor-inserted':
      return updatePhase(state, e.phase, (p) => ({
        ...p,
        role: 'refactor',
        attempt: 0,
        currentSpawn: null,
        currentGates: [],
        attemptFailed: false,
      }));
    case 'fix-done':
      return updatePhase(state, e.phase, (p) => ({
        ...p,
        role: 'review',
        cycle: e.cycle + 1,
        attempt: 0,
        currentSpawn: null,
        currentGates: [],
        attemptFailed: false,
      }));
    case 'phase-passed':
      return updatePhase(state, e.phase, (p) => ({
        ...p,
        status: 'passed',
        summary: e.summary === null ? null : e.summary.slice(0, MAX_SUMMARY_CHARS),
        erosion: e.erosion === 'not-measured' && p.type !== 'impl' ? null : e.erosion,
        currentSpawn: null,
        finishedAt: e.at,
      }));
    case 'phase-skipped':
      return updatePhase(state, e.phase, (p) => ({ ...p, status: 'skipped', skipReason: e.reason, finishedAt: e.at }));
    case 'approval-requested':
      return updatePhase(state, e.phase, (p) => ({
        ...p,
        status: 'waiting-approval',
        round: p.round + 1,
        startedAt: p.startedAt ?? e.at,
      }));
    default:
      return state;
  }
}

function applyActionEvent(
  state: RunState,
  e: RunEventOf<'spawn-confirmed' | 'spawn-result' | 'gate-finished' | 'changes-recorded'>,
): RunState {
  const name = phaseOfAction(state, e.actionId);
  if (name === null) return state;
  return updatePhase(state, name, (p) => {
    const next = touch(p, e);
    if (e.type === 'gate-finished') {
      return {
        ...next,
        gates: p.gates.map((g) =>
          g.actionId === e.actionId ? { ...g, state: e.state, exitCode: e.exitCode, tail: e.tail, finishedAt: e.at } : g,
        ),
      };
    }
    return {
      ...next,
      spawns: p.spawns.map((s) => {
        if (s.actionId !== e.actionId) return s;
        if (e.type === 'spawn-confirmed') return { ...s, sessionKey: e.sessionKey, confirmedAt: e.at };
        if (e.type === 'changes-recorded') return { ...s, changed: e.changed, outside: e.outside };
        return {
          ...s,
          outcome: e.outcome,
          status: e.status,
          verdict: e.verdict,
          finishedAt: e.at,
          problems: e.problems,
          summary: e.summary === null ? null : e.summary.slice(0, MAX_SUMMARY_CHARS),
          findings: e.findings,
          filesModified: e.filesModified,
        };
      }),
    };
  });
}

/** The state after one event. Pure and total: an event naming an unknown phase changes nothing but `seq`. */
export function applyEvent(state: RunState, e: RunEvent): RunState {
  const base: RunState = { ...state, seq: e.seq, updatedAt: e.at };
  switch (e.type) {
    case 'run-started':
      return initialState(e);
    case 'spawn-confirmed':
    case 'spawn-result':
    case 'gate-finished':
    case 'changes-recorded':
      return applyActionEvent(base, e);
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
    case 'run-escalated':
      return {
        ...updatePhase(base, e.phase, (p) => touch({ ...p, status: 'needs-human' }, e)),
        status: 'needs-human',
        escalation: { phase: e.phase, reason: e.reason, detail: e.detail, message: e.message, at: e.at },
      };
    case 'run-resumed': {
      const resets = new Set(e.reset);
      const reissue = new Set(e.reissue);
      const handoff = base.escalation?.reason === 'escalate-flag' ? base.escalation.phase : null;
      return {
        ...base,
        status: 'running',
        escalation: null,
        limits: { maxSpawns: e.maxSpawns, maxDurationSeconds: e.maxDurationSeconds },
        phases: base.phases.map((p) => {
          let next = p;
          if (reissue.size > 0 && p.spawns.some((s) => reissue.has(s.actionId))) {
            next = {
              ...next,
              currentSpawn: next.currentSpawn !== null && reissue.has(next.currentSpawn) ? null : next.currentSpawn,
              spawns: next.spawns.map((s) => (reissue.has(s.actionId) ? { ...s, outcome: 'abandoned' as const, finishedAt: e.at } : s)),
            };
          }
          if (resets.has(p.name)) return touch(resetPhase(next, null), e);
          if (p.name === handoff) return touch({ ...next, status: 'active', handoff: true, currentGates: [], attemptFailed: false }, e);
          if (next.status === 'needs-human') return touch({ ...next, status: 'active' }, e);
          return next;
        }),
      };
    }
    case 'run-cancelled':
      return {
        ...base,
        status: 'cancelled',
        finishedAt: e.at,
        phases: base.phases.map((p) => (OPEN.has(p.status) ? touch({ ...p, status: 'cancelled' }, e) : p)),
      };
    case 'run-completed':
      return { ...base, status: 'completed', summaryFile: e.summaryFile, finishedAt: e.at };
    case 'spawn-issued':
      return { ...touchPhase(applyPhaseEvent(base, e), e.phase, e), spawnCount: base.spawnCount + 1 };
    default:
      return touchPhase(applyPhaseEvent(base, e), e.phase, e);
  }
}

function touchPhase(state: RunState, name: string, e: RunEvent): RunState {
  return updatePhase(state, name, (p) => touch(p, e));
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
