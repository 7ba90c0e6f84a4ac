// Applying one phase's events to the state: the bookkeeping part of the fold (lib/run/fold/fold.ts).

import type { GateRecord, RunEvent, RunEventOf, RunPhase, RunState } from '../../schema/run.js';
import { failureOf, spawnProblemOf } from './legacy.js';

/** Summaries kept in the state are bounded; the result file keeps the whole text. */
export const MAX_SUMMARY_CHARS = 4000;

export type PhaseUpdate = (p: RunPhase) => RunPhase;

export function updatePhase(state: RunState, name: string, update: PhaseUpdate): RunState {
  return { ...state, phases: state.phases.map((p) => (p.name === name ? update(p) : p)) };
}

export function touch(p: RunPhase, e: RunEvent): RunPhase {
  return { ...p, lastEvent: { type: e.type, at: e.at } };
}

function phaseOfAction(state: RunState, actionId: string): string | null {
  for (const p of state.phases) {
    if (p.spawns.some((s) => s.actionId === actionId) || p.gates.some((g) => g.actionId === actionId)) return p.name;
  }
  return null;
}

export function applyPhaseEvent(state: RunState, e: RunEvent): RunState {
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
            ...(e.notBefore === undefined ? {} : { notBefore: e.notBefore }),
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
            ...(e.workdir === undefined ? {} : { workdir: e.workdir }),
            logFile: e.logFile,
            timeoutSeconds: e.timeoutSeconds,
            ...(e.notBefore === undefined ? {} : { notBefore: e.notBefore }),
            ...(e.pins === undefined ? {} : { pins: e.pins }),
            ...(e.workdirReal === undefined ? {} : { workdirReal: e.workdirReal }),
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
            failure: failureOf(e),
            fingerprint: e.fingerprint,
            gateTail: e.gateTail,
            findings: e.findings,
            generation: p.generation,
            at: e.at,
          },
        ],
      }));
    case 'acceptance-asked':
      // Not a failed attempt: the same attempt is spawned once more, with the question.
      return updatePhase(state, e.phase, (p) => ({
        ...p,
        currentSpawn: null,
        currentGates: [],
        attemptFailed: false,
        acceptanceAsks: [...(p.acceptanceAsks ?? []), { of: e.actionId, generation: p.generation, criteria: e.criteria }],
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
      return updatePhase(state, e.phase, ({ noChanges: _earlier, ...p }) => ({
        ...p,
        ...(e.noChanges === true ? { noChanges: true as const } : {}),
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

/** A gate record as its `gate-finished` event leaves it (phase gates and final gates alike). */
export function finishedGate<G extends GateRecord>(g: G, e: RunEventOf<'gate-finished'>): G {
  const evidence = e.reason === undefined ? (e.evidence === undefined ? {} : { evidence: e.evidence }) : { reason: e.reason, evidence: e.evidence ?? { runner: null, line: null } };
  const witnessed = e.witnessed === undefined ? {} : { witnessed: e.witnessed };
  const ran = { ...(e.ranFrom === undefined ? {} : { ranFrom: e.ranFrom }), ...(e.ranTo === undefined ? {} : { ranTo: e.ranTo }) };
  return { ...g, state: e.state, exitCode: e.exitCode, tail: e.tail, finishedAt: e.at, ...evidence, ...ran, ...witnessed, ...(e.report === undefined ? {} : { report: e.report }) };
}

export function applyActionEvent(
  state: RunState,
  e: RunEventOf<'spawn-confirmed' | 'spawn-collected' | 'spawn-result' | 'gate-finished' | 'changes-recorded'>,
): RunState {
  const name = phaseOfAction(state, e.actionId);
  if (name === null) return state;
  return updatePhase(state, name, (p) => {
    const next = touch(p, e);
    if (e.type === 'gate-finished') {
      return {
        ...next,
        gates: p.gates.map((g) => (g.actionId === e.actionId ? finishedGate(g, e) : g)),
      };
    }
    return {
      ...next,
      spawns: p.spawns.map((s) => {
        if (s.actionId !== e.actionId) return s;
        if (e.type === 'spawn-confirmed') {
          // A repeat for the same child only adds the reported model: its confirmation time stands.
          const confirmedAt = s.sessionKey === e.sessionKey ? (s.confirmedAt ?? e.at) : e.at;
          return {
            ...s,
            sessionKey: e.sessionKey,
            confirmedAt,
            ...(e.reportedModel === undefined ? {} : { reportedModel: e.reportedModel }),
            ...(e.collectorRunId === undefined ? {} : { collectorRunId: e.collectorRunId }),
          };
        }
        if (e.type === 'spawn-collected') {
          // The first terminal state stands: agents_wait is idempotent, a repeat changes nothing.
          if (s.collected !== undefined) return s;
          const tokens = { ...(e.inputTokens === undefined ? {} : { inputTokens: e.inputTokens }), ...(e.outputTokens === undefined ? {} : { outputTokens: e.outputTokens }) };
          return { ...s, collected: { status: e.status, ...tokens, at: e.at } };
        }
        if (e.type === 'changes-recorded') {
          return {
            ...s,
            changed: e.changed,
            changedAt: e.at,
            outside: e.outside,
            ...(e.unattributed.length === 0 ? {} : { unattributed: e.unattributed }),
            ...(e.unconfirmed === undefined ? {} : { unconfirmed: e.unconfirmed }),
            ...(e.assertions === undefined ? {} : { assertions: e.assertions }),
            ...(e.edits === undefined ? {} : { edits: e.edits }),
          };
        }
        return {
          ...s,
          outcome: e.outcome,
          status: e.status,
          verdict: e.verdict,
          finishedAt: e.at,
          problems: e.problems.map(spawnProblemOf),
          summary: e.summary === null ? null : e.summary.slice(0, MAX_SUMMARY_CHARS),
          findings: e.findings,
          filesModified: e.filesModified,
          ...(e.unmet === undefined ? {} : { unmet: e.unmet }),
          ...(e.unclearOnly === true ? { unclearOnly: true as const } : {}),
        };
      }),
    };
  });
}


export function touchPhase(state: RunState, name: string, e: RunEvent): RunState {
  return updatePhase(state, name, (p) => touch(p, e));
}
