// The spawn an active phase needs issued now, as ordered rules (./rules.ts): nothing under a
// usage limit, an escalation once the spawns or the token and money budgets are spent, else the
// `spawn-issued` fact. The order is the priority.

import type { RunPhase, RunState } from '../../schema/run.js';
import { nextSpawnModel } from './actions.js';
import { escalationEvent } from '../model/escalate.js';
import { resultFilePath, spawnActionId } from '../model/keys.js';
import type { Fact, Observed } from '../model/observed.js';
import { firstDecided, type Rule, type Verdict } from './rules.js';
import { REISSUED_OUTCOMES, workInFlight } from '../host/usage-limits.js';
import { usableModel } from '../host/refused-models.js';
import { budgetStop } from '../host/spend.js';

interface SpawnContext {
  state: RunState;
  p: RunPhase;
  obs: Observed;
  /** The lost spawn this one issues again, or null for a new try. */
  reissueOf: string | null;
}

/**
 * A spawn `resume` abandoned (its child was lost) is issued again for the same attempt, outside
 * the budget: the lost child was never a try.
 */
function reissued(p: RunPhase): string | null {
  const lost = p.attemptFailed ? undefined : p.spawns.at(-1);
  if (lost === undefined || !REISSUED_OUTCOMES.has(lost.outcome)) return null;
  return lost.role === p.role && lost.attempt === Math.max(1, p.attempt) ? lost.actionId : null;
}

/** Under a usage limit no sub-agent starts. */
function limited({ state }: SpawnContext): Verdict<Fact> {
  return state.usageLimit === undefined ? null : 'wait';
}

function spawnsSpent({ state, p, obs, reissueOf }: SpawnContext): Verdict<Fact> {
  if (reissueOf !== null || state.spawnCount < state.limits.maxSpawns) return null;
  return escalationEvent(state, p, 'budget-exhausted', obs.now);
}

/** Tokens and money: no new spawn once a budget would be exceeded; what runs finishes first. */
function budgetSpent({ state, p, obs, reissueOf }: SpawnContext): Verdict<Fact> {
  const stop = reissueOf === null ? budgetStop(state) : null;
  if (stop === null || stop === 'wait') return stop;
  return workInFlight(state) ? 'wait' : escalationEvent(state, p, 'budget-exhausted', obs.now, { spend: stop.facts });
}

function issue({ state, p, obs, reissueOf }: SpawnContext): Verdict<Fact> {
  const attempt = p.attemptFailed ? p.attempt + 1 : Math.max(1, p.attempt);
  const actionId = spawnActionId(p.key, p.spawns.length + 1);
  // The result's name carries a fresh unguessable token: no other child can plant it (docs/design.md#run-state).
  const resultFile = resultFilePath(state.runDir, actionId, obs.nameToken?.()).replace(/\.json$/, p.role === 'review' ? '.md' : '.json');
  return {
    type: 'spawn-issued',
    phase: p.name,
    actionId,
    role: p.role,
    attempt,
    cycle: p.cycle,
    model: usableModel(state, nextSpawnModel(p, attempt)),
    resultFile,
    timeoutSeconds: p.timeoutSeconds,
    ...(obs.wallNow === undefined ? {} : { notBefore: obs.wallNow }),
    reissueOf,
  };
}

/** In priority order. */
const SPAWN_RULES: readonly Rule<SpawnContext, Fact>[] = [limited, spawnsSpent, budgetSpent, issue];

/** The spawn the active phase `p` needs issued now (or the escalation that stops it), as a fact; null: none now. */
export function spawnIssue(state: RunState, p: RunPhase, obs: Observed): Fact | null {
  return firstDecided(SPAWN_RULES, { state, p, obs, reissueOf: reissued(p) });
}
