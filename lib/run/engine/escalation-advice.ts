// Which next step an escalation recommends: the reason's default, refined by the rule its record
// names (lib/reasons/<id>.ts: `advice`, `refine`; read from their plain data) and, where the
// reason covers several failures (retries used up, no usable result), by the kind of the last
// failed attempt as the phase's records show it (its spawn and gate records).

import type { AdviceRule, EscalationAdvice } from '../../schema/advice.js';
import { REASON_ADVICE } from '../../schema/reasons.generated.js';
import type { EscalationReasonWord } from '../../schema/run-vocabulary.js';
import type { FailureRecord, RunPhase, RunState } from '../../schema/run.js';
import { changedSinceLastPass, currentFinalRound, openLateChanges } from '../evidence/verify-facts.js';
import { utcMinute } from '../../text/usage-limit-words.js';
import { changedRunFiles } from '../evidence/run-file-changes.js';
import { budgetStop } from '../host/spend.js';
import { gateFolder } from '../model/keys.js';

const sameAttempt = (f: FailureRecord) => (x: { role: string; cycle: number; attempt: number }): boolean =>
  x.role === f.role && x.cycle === f.cycle && x.attempt === f.attempt;

type Gate = RunPhase['gates'][number];
type Spawn = RunPhase['spawns'][number];

/** Where a gate ran and with what: the facts a gate advice names. */
const gateFacts = (state: RunState, gate: Gate): { command: string; workdir: string } => ({ command: gate.command, workdir: gateFolder(state.cwd, gate) });

const inFlight = (g: Gate): boolean => g.state === 'pending' || g.state === 'running';
const gateFailed = (g: Gate): boolean => g.state === 'failed' || g.state === 'timed-out';

/** The advice for a failed attempt whose gate failed: a timeout, no tests, or the failure itself (kept as the reason's own kind where that says more). */
function failedGateAdvice(state: RunState, gate: Gate, fallback: EscalationAdvice): EscalationAdvice {
  const facts = { ...gateFacts(state, gate), timeoutSeconds: gate.timeoutSeconds };
  if (gate.state === 'timed-out') return { kind: 'gate-timed-out', ...facts };
  if (gate.reason === 'no-tests-ran') return { kind: 'no-tests-ran', ...facts };
  return fallback.kind === 'no-progress' || fallback.kind === 'checkpoint-failed' ? { ...fallback, ...facts } : { kind: 'gate-failed', ...facts };
}

/** The advice for a failed attempt from what its spawn recorded; `fallback` itself when it recorded nothing telling. */
function failedSpawnAdvice(p: RunPhase, spawn: Spawn, fallback: EscalationAdvice): EscalationAdvice {
  if (spawn.outcome === 'timed-out') return { kind: 'spawn-timed-out', timeoutSeconds: spawn.timeoutSeconds };
  if (changedRunFiles(spawn)) return { kind: 'run-file-changed' };
  if (spawn.outcome === 'invalid') return { kind: 'unreadable-result', resultFile: spawn.resultFile, review: spawn.role === 'review' };
  if (spawn.status === 'ERROR') return { kind: 'error-reported' };
  if (spawn.outside.length === 0) return fallback;
  // As step.ts's isReadOnly, for the failed spawn's role.
  const readOnly = p.type !== 'impl' && spawn.role !== 'fix' && spawn.role !== 'refactor';
  if (readOnly) return { kind: 'read-only-write', outside: spawn.outside };
  return { kind: 'out-of-scope', outside: spawn.outside, files: spawn.role === 'fix' ? p.fixFiles : p.files };
}

/** The advice for the last failed attempt of `p`, from what its spawn and gates recorded. */
function lastFailureAdvice(state: RunState, p: RunPhase, fallback: EscalationAdvice): EscalationAdvice {
  const f = p.failures.at(-1);
  if (f === undefined) return fallback;
  const gate = p.gates.filter(sameAttempt(f)).filter(gateFailed).at(-1);
  if (gate !== undefined && f.gateTail !== null) return failedGateAdvice(state, gate, fallback);
  const spawn = p.spawns.filter(sameAttempt(f)).at(-1);
  return spawn === undefined ? fallback : failedSpawnAdvice(p, spawn, fallback);
}

/** What an advice rule may draw on; `plain` is the reason's default advice, returned as this very object when nothing more is known. */
interface AdviceContext {
  state: RunState;
  p: RunPhase | undefined;
  reason: EscalationReasonWord;
  now: number;
  plain: EscalationAdvice;
}

/** Which budget stopped the run: duration, spawns, or the spend (tokens, cost, or usage it could not count). */
function budgetAdvice({ state, now, plain }: AdviceContext): EscalationAdvice {
  const max = state.limits.maxDurationSeconds;
  if (max !== null && now - state.createdAt > max * 1000) return { kind: 'budget-duration' };
  if (state.spawnCount >= state.limits.maxSpawns) return { kind: 'budget-spawns' };
  const stop = budgetStop(state);
  if (stop === null || stop === 'wait') return plain;
  return { kind: stop.unknown === true ? 'budget-unknown' : stop.budget === 'max-tokens' ? 'budget-tokens' : 'budget-cost' };
}

/** The limit's kind, and when it resets if that is still ahead. */
function usageLimitAdvice({ state, now, plain }: AdviceContext): EscalationAdvice {
  const limit = state.usageLimit;
  if (limit === undefined) return plain;
  return { ...plain, limitKind: limit.kind, ...(limit.resetAt !== null && limit.resetAt > now ? { resetAt: utcMinute(limit.resetAt) } : {}) };
}

/** The gate whose log was refused or misplaced: the last one in flight, the final verification's included. */
function gateLogAdvice({ state, p, plain }: AdviceContext): EscalationAdvice {
  const gate = [...(p?.gates ?? []), ...(state.verification?.gates ?? [])].filter(inFlight).at(-1);
  return gate === undefined ? plain : { ...plain, ...gateFacts(state, gate) };
}

/** The phase's gate whose log never appeared. */
function gateNotRunAdvice({ state, p, plain }: AdviceContext): EscalationAdvice {
  const gate = p?.gates.filter(inFlight).at(-1);
  return gate === undefined ? plain : { ...plain, ...gateFacts(state, gate) };
}

/** The final round's failing gate and what changed since it last passed, or the late changes left open. */
function finalVerificationAdvice({ state, plain }: AdviceContext): EscalationAdvice {
  const gate = currentFinalRound(state).filter((g) => g.state !== 'passed').at(-1);
  const late = openLateChanges(state);
  if (gate === undefined && late.length > 0) return { kind: 'late-changes', outside: late.flatMap((l) => l.files) };
  if (gate === undefined) return plain;
  return { ...plain, ...gateFacts(state, gate), changedBy: changedSinceLastPass(state, gate) };
}

/** The last failed attempt's advice; a checkpoint's or gate-only phase's failure is its gate (no attempt-failed record): name it. */
function attemptFailureAdvice({ state, p, reason, plain }: AdviceContext): EscalationAdvice {
  if (p === undefined) return plain;
  const advice = lastFailureAdvice(state, p, plain);
  if (advice !== plain || reason === 'sub-agent-error') return advice;
  const gate = p.gates.filter(gateFailed).at(-1);
  return gate === undefined ? advice : { ...plain, ...gateFacts(state, gate) };
}

const plainAdvice = ({ plain }: AdviceContext): EscalationAdvice => plain;

/** Each refining rule a reason's record may name. */
const RULES: Record<AdviceRule, (c: AdviceContext) => EscalationAdvice> = {
  plain: plainAdvice,
  budget: budgetAdvice,
  'usage-limit': usageLimitAdvice,
  'gate-log': gateLogAdvice,
  'gate-not-run': gateNotRunAdvice,
  'final-verification': finalVerificationAdvice,
  'last-failure': attemptFailureAdvice,
};

/** The next step of an escalation of `p` for `reason` (at `now`, for a budget stop). */
export function escalationAdvice(state: RunState, p: RunPhase | undefined, reason: EscalationReasonWord, now: number): EscalationAdvice {
  const { advice, refine } = REASON_ADVICE[reason];
  return RULES[refine]({ state, p, reason, now, plain: { kind: advice } });
}
