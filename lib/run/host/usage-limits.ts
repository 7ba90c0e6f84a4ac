// Usage limits and spawn errors in the run (docs/design.md#usage-limits): a spawn whose
// sessions_spawn call failed, or whose child says it hit a usage, quota or rate limit, is not a
// failed attempt. A limit holds the run: no new sub-agent starts, what runs finishes (its
// result and gates are still judged), and when nothing is left running the run halts once as
// `usage-limit`, saying when a resume makes sense; `resume` clears the limit and the spawns it
// stopped are issued again for the same attempt. Another spawn error is issued again at once,
// and halts the run as `spawn-failed` when it repeats. Pure.

import { classifyUsageLimit } from '../../result/index.js';
import { refusedModelIn } from '../../routing/index.js';
import type { RunPhase, RunState, SpawnRecord } from '../../schema/run.js';
import type { UsageLimit } from '../../schema/usage-limit.js';
import { redactSecrets } from '../../secrets/index.js';
import { escalationEvent } from '../model/escalate.js';
import type { CommandOutcome, Fact } from '../model/observed.js';
import type { SpawnErrorWhy } from '../model/refusal.js';

/** Spawn errors in a row (no limit) after which the run halts instead of offering the spawn again. */
export const MAX_SPAWN_ERRORS = 2;

/** Longest error text kept on the event. */
const MAX_ERROR = 2000;

/** Outcomes of a spawn that did no work: issued again for the same attempt, outside the budget. */
export const REISSUED_OUTCOMES: ReadonlySet<SpawnRecord['outcome']> = new Set(['abandoned', 'limited', 'not-started']);

/** The error text as the event keeps it: redacted, bounded, trimmed. */
export const errorText = (text: string): string => redactSecrets(text.trim()).slice(0, MAX_ERROR);

/** The fact of a child result that reports a usage limit. */
export function limitedResultFact(spawn: SpawnRecord, text: string, limit: UsageLimit): Fact {
  return { type: 'spawn-failed', actionId: spawn.actionId, source: 'result', error: errorText(text), limit: { ...limit, message: redactSecrets(limit.message) } };
}

/**
 * Spawns of `p` before `actionId` whose sessions_spawn failed for a reason other than a limit,
 * in a row. A refused model ends the row: the spawn after it asked for another model.
 */
export function spawnErrorsBefore(p: RunPhase, actionId: string, refusals: ReadonlySet<string> = new Set()): SpawnRecord[] {
  const row: SpawnRecord[] = [];
  for (let i = p.spawns.findIndex((s) => s.actionId === actionId) - 1; i >= 0; i -= 1) {
    const s = p.spawns[i] as SpawnRecord;
    if (s.outcome !== 'not-started' || refusals.has(s.actionId)) break;
    row.unshift(s);
  }
  return row;
}

const running = (g: { state: string }): boolean => g.state === 'pending' || g.state === 'running';

/**
 * Whether a phase is still at work without a new sub-agent: a spawn in flight, its attempt's
 * result being checked or its gates running, or a phase that runs gates only.
 */
const atWork = (p: RunPhase): boolean =>
  p.status === 'active' &&
  (p.kind === 'checkpoint' || p.handoff || p.spawns.some((s) => s.outcome === null) || p.gates.some(running) || (p.currentSpawn !== null && !p.attemptFailed));

/** Whether anything of the run is still at work (a phase, or a final gate in flight). */
export function workInFlight(state: RunState): boolean {
  return (state.verification?.gates ?? []).some(running) || state.phases.some(atWork);
}

/** Under a limit with nothing left running: the one halt that tells the user. */
export function usageLimitFact(state: RunState, now: number): Fact | null {
  const limit = state.usageLimit;
  if (limit === undefined || workInFlight(state)) return null;
  const p = state.phases.find((x) => x.name === limit.phase) ?? state.phases.find((x) => x.status === 'active');
  return p === undefined ? null : escalationEvent(state, p, 'usage-limit', now);
}

/** The sessions_spawn error or limit text a spawn that did no work recorded. */
function saidFirst(spawn: SpawnRecord): string | null {
  const first = spawn.problems[0];
  return first?.code === 'text' ? first.text : null;
}

/**
 * `spawned RUN ACTION --error-file FILE`: the agent reports the error sessions_spawn returned.
 * A limit holds the run; another error offers the spawn again, and halts the run when it repeats.
 */
export function recordSpawnError(state: RunState, actionId: string, text: string, now: number): CommandOutcome {
  const p = state.phases.find((x) => x.spawns.some((s) => s.actionId === actionId));
  const spawn = p?.spawns.find((s) => s.actionId === actionId);
  if (p === undefined || spawn === undefined) return { kind: 'unknown', refusal: { code: 'no-such-spawn', runId: state.runId, actionId } };
  const error = errorText(text);
  const refuse = (why: SpawnErrorWhy): CommandOutcome => ({ kind: 'refuse', refusal: { code: 'spawn-error-refused', actionId, ...why } });
  if (spawn.outcome === 'limited' || spawn.outcome === 'not-started') return saidFirst(spawn) === error ? { kind: 'noop' } : refuse({ why: 'recorded' });
  if (spawn.sessionKey !== null) return refuse({ why: 'started', sessionKey: spawn.sessionKey });
  if (spawn.outcome !== null) return refuse({ why: 'ended', outcome: spawn.outcome });
  if (state.status !== 'running') return refuse({ why: 'run-not-running', runId: state.runId, status: state.status });
  const found = classifyUsageLimit(text, 'spawn-error', now);
  const limit = found === null ? null : { ...found, message: redactSecrets(found.message) };
  // A refused model is a routing fact: the spawn is offered again on the fallback, never halted for it.
  // Bounded: each refusal adds a model to route around, and the last fallback asks for none.
  const refused = limit === null && spawn.model.id !== null && refusedModelIn(text) !== null ? spawn.model.id : null;
  if (refused !== null) return { kind: 'apply', facts: [{ type: 'spawn-failed', actionId, source: 'sessions_spawn', error, limit, refusedModel: refused }] };
  const fact: Fact = { type: 'spawn-failed', actionId, source: 'sessions_spawn', error, limit };
  const refusals = new Set((state.refusedModels ?? []).map((r) => r.actionId));
  if (limit !== null || spawnErrorsBefore(p, actionId, refusals).length + 1 < MAX_SPAWN_ERRORS) return { kind: 'apply', facts: [fact] };
  return { kind: 'apply', facts: [fact, escalationEvent(state, p, 'spawn-failed', now, { errors: MAX_SPAWN_ERRORS, error })] };
}
