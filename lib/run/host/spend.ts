// What the run spent (docs/design.md#budgets): tokens and cost per phase and in total, failed
// attempts separately, from each spawn's recorded usage; and the token and money budgets
// (`max-tokens`, `max-cost`), enforced like `max-spawns`: no new spawn once a budget would be
// exceeded. Pure.

import type { BudgetStopFacts, RunPhase, RunSpend, RunState, SpawnRecord, SpendFigures } from '../../schema/index.js';
import { readsUsage } from './usage.js';
import type { UnknownWhy } from '../../schema/spend.js';

/** Whether a spawn was a failed attempt: no accepted DONE result, or its attempt failed later (a gate, the scope). */
export function failedSpawn(p: RunPhase, s: SpawnRecord): boolean {
  if (s.outcome === null) return false;
  if (s.outcome !== 'accepted' || s.status !== 'DONE') return true;
  const next = p.spawns.find((x) => x.issuedAt > s.issuedAt && x.role === s.role && x.cycle === s.cycle);
  return p.failures.some((f) => f.role === s.role && f.cycle === s.cycle && f.attempt === s.attempt && f.at >= s.issuedAt && (next === undefined || f.at <= next.issuedAt));
}

/**
 * A collector child's tokens as agents_wait reported them (input plus output, no cache), the
 * figure a spawn falls back to when the `sessions.usage` exec gave none; null without both.
 */
function collectedTokens(s: SpawnRecord): number | null {
  const c = s.collected;
  return c?.inputTokens === undefined || c.outputTokens === undefined ? null : c.inputTokens + c.outputTokens;
}

/** The figures of some spawns: known tokens and costs summed, the rest counted. */
export function spendOf(spawns: readonly SpawnRecord[]): SpendFigures {
  let tokens = 0;
  let cost: number | null = null;
  let unknown = 0;
  let unpriced = 0;
  for (const s of spawns) {
    const u = s.usage;
    if (u === undefined || !u.known) {
      // agents_wait's counts, where the usage exec had none: tokens known, cost not.
      const collected = collectedTokens(s);
      if (collected === null) unknown += 1;
      else {
        tokens += collected;
        unpriced += 1;
      }
      continue;
    }
    tokens += u.totalTokens;
    if (u.cost === null) unpriced += 1;
    else cost = (cost ?? 0) + u.cost;
  }
  return { spawns: spawns.length, tokens, cost, unknown, unpriced };
}

/** Spawns that count: every one issued that a child may have run (a lost or refused one that never started counts too, as unknown). */
const counted = (p: RunPhase): SpawnRecord[] => p.spawns.filter((s) => s.sessionKey !== null);

/** The run's spend, or null when it reads no usage and has no budget (nothing to say). */
export function runSpend(state: RunState): RunSpend | null {
  const maxTokens = state.limits.maxTokens ?? null;
  const maxCost = state.limits.maxCost ?? null;
  if (!readsUsage(state) && maxTokens === null && maxCost === null) return null;
  const phases = state.phases
    .filter((p) => counted(p).length > 0)
    .map((p) => ({ phase: p.name, all: spendOf(counted(p)), failed: spendOf(counted(p).filter((s) => failedSpawn(p, s))) }));
  const every = state.phases.flatMap(counted);
  const failed = state.phases.flatMap((p) => counted(p).filter((s) => failedSpawn(p, s)));
  return { currency: 'USD', phases, total: spendOf(every), failed: spendOf(failed), maxTokens, maxCost };
}


/**
 * One budget's count over the spawns: the figures known, summed; how many spawns have none (no
 * usage from the host, or for money a model without a price); the largest and mean known figure.
 */
interface BudgetCount {
  known: number;
  missing: number;
  largest: number | null;
  mean: number;
  of: number;
  /** Why the first spawn with no figure has none, as the usage read said. */
  why: UnknownWhy | null;
}

function budgetCount(spawns: readonly SpawnRecord[], pick: (s: SpawnRecord) => number | null): BudgetCount {
  const values: number[] = [];
  let missing = 0;
  let why: UnknownWhy | null = null;
  for (const s of spawns) {
    const v = pick(s);
    if (v !== null) values.push(v);
    else {
      missing += 1;
      why ??= s.usage !== undefined && !s.usage.known ? s.usage.why : null;
    }
  }
  const known = values.reduce((a, b) => a + b, 0);
  return { known, missing, largest: values.length === 0 ? null : Math.max(...values), mean: values.length === 0 ? 0 : known / values.length, of: values.length, why };
}

/**
 * What a budget counts as spent: the known figures plus, for each spawn without one, the largest
 * known figure (an unknown spawn is never free). With no known figure at all the spend cannot be
 * estimated (null), unless the human resumed the run over that: then only what is known counts.
 */
function estimatedSpent(c: BudgetCount, accepted: boolean): number | null {
  return c.missing > 0 && c.largest === null && !accepted ? null : spentCounting(c);
}

/** The known figures plus the largest known for each spawn without one (nothing for them when none is known). */
const spentCounting = (c: BudgetCount): number => (c.largest === null ? c.known : c.known + c.missing * c.largest);

const tokenFigure = (s: SpawnRecord): number | null => (s.usage?.known === true ? s.usage.totalTokens : collectedTokens(s));
const costFigure = (s: SpawnRecord): number | null => (s.usage?.known === true ? s.usage.cost : null);

/** Which budget stops the next spawn, and the counts it was decided on (`facts`); `unknown` when it stops because the spend cannot be counted. */
export interface BudgetStop {
  budget: 'max-tokens' | 'max-cost';
  facts: BudgetStopFacts;
  unknown?: true;
}

function unknownStop(budget: BudgetStop['budget'], c: BudgetCount): BudgetStop {
  return { budget, unknown: true, facts: { budget, unknown: true, missing: c.missing, largest: c.largest, why: c.why } };
}

/** A budget that would be exceeded: what was counted as spent against it, and what a spawn took on average. */
const exceededStop = (budget: BudgetStop['budget'], c: BudgetCount, spent: number, max: number): BudgetStop => ({
  budget,
  facts: { budget, spent, max, missing: c.missing, largest: c.largest, mean: c.mean, of: c.of },
});

/**
 * Whether a new spawn may be issued under the token and money budgets: null (it may), `wait`
 * (a finished child's usage is still being read: it is not decided on figures not read yet),
 * or the budget that would be exceeded — spent already (a spawn without figures counted at the
 * largest known one), or spent plus what a spawn took on average so far — or that cannot be
 * counted at all (no figure known yet), once, until `resume` accepts it.
 */
export function budgetStop(state: RunState): BudgetStop | 'wait' | null {
  const maxTokens = state.limits.maxTokens;
  const maxCost = state.limits.maxCost;
  if ((maxTokens === undefined && maxCost === undefined) || !readsUsage(state)) return null;
  const spawns = state.phases.flatMap(counted);
  if (spawns.some((s) => s.outcome !== null && s.usage === undefined)) return 'wait';
  const accepted = state.limits.usageUnknownAccepted === true;
  if (maxTokens !== undefined) {
    const c = budgetCount(spawns, tokenFigure);
    const spent = estimatedSpent(c, accepted);
    if (spent === null) return unknownStop('max-tokens', c);
    if (spent >= maxTokens || spent + c.mean > maxTokens) return exceededStop('max-tokens', c, spent, maxTokens);
  }
  if (maxCost !== undefined) {
    const c = budgetCount(spawns, costFigure);
    const spent = estimatedSpent(c, accepted);
    if (spent === null) return unknownStop('max-cost', c);
    if (spent >= maxCost || spent + c.mean > maxCost) return exceededStop('max-cost', c, spent, maxCost);
  }
  return null;
}

/**
 * After a budget stop, `resume` raises each token and money budget to what was counted as spent
 * (spawns without figures at the largest known one) plus another `max-tokens` / `max-cost`; and
 * when the stop was that the spend could not be counted, it accepts that (only known figures count).
 */
export function raisedSpendLimits(state: RunState): { maxTokens?: number; maxCost?: number; usageUnknownAccepted?: true } {
  const spawns = state.phases.flatMap(counted);
  const stop = budgetStop(state);
  const accepted = state.limits.usageUnknownAccepted === true || (stop !== null && stop !== 'wait' && stop.unknown === true);
  const { maxTokens, maxCost } = state.settings;
  const tokens = spentCounting(budgetCount(spawns, tokenFigure));
  const cost = spentCounting(budgetCount(spawns, costFigure));
  return {
    ...(maxTokens === undefined ? {} : { maxTokens: Math.round(tokens) + maxTokens }),
    ...(maxCost === undefined ? {} : { maxCost: Math.round((cost + maxCost) * 1e6) / 1e6 }),
    ...(accepted ? { usageUnknownAccepted: true as const } : {}),
  };
}
