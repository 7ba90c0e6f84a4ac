// Which next step an escalation recommends: chosen by the reason and, where the reason
// covers several failures (retries used up, no usable result), by the kind of the last
// failed attempt as the phase's records show it (its spawn and gate records).

import { DEFAULT_ADVICE, type EscalationAdvice } from '../../schema/advice.js';
import type { EscalationReasonWord } from '../../schema/run-vocabulary.js';
import type { FailureRecord, RunPhase, RunState } from '../../schema/run.js';
import { changedSinceLastPass, currentFinalRound, openLateChanges } from '../evidence/verify-facts.js';
import { utcMinute } from '../../text/usage-limit-words.js';
import { RUN_FILE_CHANGED } from '../evidence/run-file-changes.js';
import { budgetStop } from '../host/spend.js';
import { gateFolder } from './keys.js';

const sameAttempt = (f: FailureRecord) => (x: { role: string; cycle: number; attempt: number }): boolean =>
  x.role === f.role && x.cycle === f.cycle && x.attempt === f.attempt;

/** The advice for the last failed attempt of `p`, from what its spawn and gates recorded. */
function lastFailureAdvice(state: RunState, p: RunPhase, fallback: EscalationAdvice): EscalationAdvice {
  const f = p.failures.at(-1);
  if (f === undefined) return fallback;
  const gate = p.gates.filter(sameAttempt(f)).filter((g) => g.state === 'failed' || g.state === 'timed-out').at(-1);
  if (gate !== undefined && f.gateTail !== null) {
    const facts = { command: gate.command, workdir: gateFolder(state.cwd, gate), timeoutSeconds: gate.timeoutSeconds };
    if (gate.state === 'timed-out') return { kind: 'gate-timed-out', ...facts };
    if (gate.reason === 'no-tests-ran') return { kind: 'no-tests-ran', ...facts };
    return fallback.kind === 'no-progress' || fallback.kind === 'checkpoint-failed' ? { ...fallback, ...facts } : { kind: 'gate-failed', ...facts };
  }
  const spawn = p.spawns.filter(sameAttempt(f)).at(-1);
  if (spawn === undefined) return fallback;
  if (spawn.outcome === 'timed-out') return { kind: 'spawn-timed-out', timeoutSeconds: spawn.timeoutSeconds };
  if (spawn.outcome === 'invalid' && (spawn.problems[0] ?? '').startsWith(`${RUN_FILE_CHANGED}:`)) return { kind: 'run-file-changed' };
  if (spawn.outcome === 'invalid') return { kind: 'unreadable-result', resultFile: spawn.resultFile, review: spawn.role === 'review' };
  if (spawn.status === 'ERROR') return { kind: 'error-reported' };
  // As step.ts's isReadOnly, for the failed spawn's role.
  const readOnly = p.type !== 'impl' && spawn.role !== 'fix' && spawn.role !== 'refactor';
  if (readOnly && spawn.outside.length > 0) return { kind: 'read-only-write', outside: spawn.outside };
  if (spawn.outside.length > 0) return { kind: 'out-of-scope', outside: spawn.outside, files: spawn.role === 'fix' ? p.fixFiles : p.files };
  return fallback;
}

/** The next step of an escalation of `p` for `reason` (at `now`, for a budget stop). */
export function escalationAdvice(state: RunState, p: RunPhase | undefined, reason: EscalationReasonWord, now: number): EscalationAdvice {
  const plain: EscalationAdvice = { kind: DEFAULT_ADVICE[reason] };
  switch (reason) {
    case 'sub-agent-blocked':
    case 'escalate-flag':
    case 'spawn-failed':
    case 'review-cycles-exhausted':
    case 'run-state-tampered':
      return plain;
    case 'budget-exhausted': {
      const max = state.limits.maxDurationSeconds;
      if (max !== null && now - state.createdAt > max * 1000) return { kind: 'budget-duration' };
      if (state.spawnCount >= state.limits.maxSpawns) return { kind: 'budget-spawns' };
      const stop = budgetStop(state);
      if (stop !== null && stop !== 'wait') return { kind: stop.unknown === true ? 'budget-unknown' : stop.budget === 'max-tokens' ? 'budget-tokens' : 'budget-cost' };
      return plain;
    }
    case 'usage-limit': {
      const limit = state.usageLimit;
      if (limit === undefined) return plain;
      return { ...plain, limitKind: limit.kind, ...(limit.resetAt !== null && limit.resetAt > now ? { resetAt: utcMinute(limit.resetAt) } : {}) };
    }
    case 'gate-log-refused':
    case 'gate-wrong-dir': {
      const gate = [...(p?.gates ?? []), ...(state.verification?.gates ?? [])].filter((g) => g.state === 'pending' || g.state === 'running').at(-1);
      return gate === undefined ? plain : { ...plain, command: gate.command, workdir: gateFolder(state.cwd, gate) };
    }
    case 'gate-not-run': {
      const gate = p?.gates.filter((g) => g.state === 'pending' || g.state === 'running').at(-1);
      return gate === undefined ? plain : { ...plain, command: gate.command, workdir: gateFolder(state.cwd, gate) };
    }
    case 'final-verification-failed': {
      const gate = currentFinalRound(state).filter((g) => g.state !== 'passed').at(-1);
      const late = openLateChanges(state);
      if (gate === undefined && late.length > 0) return { kind: 'late-changes', outside: late.flatMap((l) => l.files) };
      if (gate === undefined) return plain;
      return { ...plain, command: gate.command, workdir: gateFolder(state.cwd, gate), changedBy: changedSinceLastPass(state, gate) };
    }
    case 'no-progress':
    case 'checkpoint-failed':
    case 'gate-retries-exhausted':
    case 'sub-agent-error': {
      if (p === undefined) return plain;
      const advice = lastFailureAdvice(state, p, plain);
      // A checkpoint's or gate-only phase's failure is its gate (no attempt-failed record): name it.
      if (advice === plain && reason !== 'sub-agent-error') {
        const gate = p.gates.filter((g) => g.state === 'failed' || g.state === 'timed-out').at(-1);
        if (gate !== undefined) return { ...plain, command: gate.command, workdir: gateFolder(state.cwd, gate) };
      }
      return advice;
    }
  }
}
