// What the run spent (issue 28 parts 1–2; docs/design.md#budgets): tokens and cost per phase
// and in total, failed attempts separately, from each spawn's recorded usage; and the token and
// money budgets (`max-tokens`, `max-cost`), enforced like `max-spawns`: no new spawn once a
// budget would be exceeded. Pure.

import type { RunPhase, RunSpend, RunState, SpawnRecord, SpendFigures } from '../schema/index.js';
import { readsUsage } from './usage.js';

/** Whether a spawn was a failed attempt: no accepted DONE result, or its attempt failed later (a gate, the scope). */
export function failedSpawn(p: RunPhase, s: SpawnRecord): boolean {
  if (s.outcome === null) return false;
  if (s.outcome !== 'accepted' || s.status !== 'DONE') return true;
  const next = p.spawns.find((x) => x.issuedAt > s.issuedAt && x.role === s.role && x.cycle === s.cycle);
  return p.failures.some((f) => f.role === s.role && f.cycle === s.cycle && f.attempt === s.attempt && f.at >= s.issuedAt && (next === undefined || f.at <= next.issuedAt));
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
      unknown += 1;
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

/** `12,345`. */
export const formatTokens = (n: number): string => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** `$0.0123` below a dollar, `$12.35` above (USD, as OpenClaw prices). */
export const formatCost = (n: number): string => `$${n < 1 ? n.toFixed(4) : n.toFixed(2)}`;

/** The mean per spawn of the known figures (what the next spawn is expected to take); 0 before any is known. */
function meanPerSpawn(spawns: readonly SpawnRecord[], pick: (s: SpawnRecord) => number | null): { mean: number; of: number } {
  const values = spawns.flatMap((s) => {
    const v = pick(s);
    return v === null ? [] : [v];
  });
  return { mean: values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length, of: values.length };
}

/** Which budget stops the next spawn, and the sentence that says so. */
export interface BudgetStop {
  budget: 'max-tokens' | 'max-cost';
  detail: string;
}

/**
 * Whether a new spawn may be issued under the token and money budgets: null (it may), `wait`
 * (a finished child's usage is still being read: it is not decided on figures not read yet),
 * or the budget that would be exceeded — spent already, or spent plus what a spawn took on
 * average so far.
 */
export function budgetStop(state: RunState): BudgetStop | 'wait' | null {
  const maxTokens = state.limits.maxTokens;
  const maxCost = state.limits.maxCost;
  if ((maxTokens === undefined && maxCost === undefined) || !readsUsage(state)) return null;
  const spawns = state.phases.flatMap(counted);
  if (spawns.some((s) => s.outcome !== null && s.usage === undefined)) return 'wait';
  const total = spendOf(spawns);
  if (maxTokens !== undefined) {
    const next = meanPerSpawn(spawns, (s) => (s.usage?.known === true ? s.usage.totalTokens : null));
    if (total.tokens >= maxTokens || total.tokens + next.mean > maxTokens) {
      return {
        budget: 'max-tokens',
        detail:
          `the run has used ${formatTokens(total.tokens)} of its ${formatTokens(maxTokens)} tokens (max-tokens)` +
          (total.tokens >= maxTokens ? '' : `; the next spawn would take about ${formatTokens(next.mean)} more (the mean of ${next.of} spawn(s))`),
      };
    }
  }
  if (maxCost !== undefined) {
    const spent = total.cost ?? 0;
    const next = meanPerSpawn(spawns, (s) => (s.usage?.known === true ? s.usage.cost : null));
    if (spent >= maxCost || spent + next.mean > maxCost) {
      return {
        budget: 'max-cost',
        detail:
          `the run has spent ${formatCost(spent)} of its ${formatCost(maxCost)} (max-cost, USD as OpenClaw prices)` +
          (spent >= maxCost ? '' : `; the next spawn would cost about ${formatCost(next.mean)} more (the mean of ${next.of} spawn(s))`),
      };
    }
  }
  return null;
}

/** After a budget stop, `resume` raises each token and money budget to what was spent plus another `max-tokens` / `max-cost`. */
export function raisedSpendLimits(state: RunState): { maxTokens?: number; maxCost?: number } {
  const total = spendOf(state.phases.flatMap(counted));
  const { maxTokens, maxCost } = state.settings;
  return {
    ...(maxTokens === undefined ? {} : { maxTokens: total.tokens + maxTokens }),
    ...(maxCost === undefined ? {} : { maxCost: Math.round(((total.cost ?? 0) + maxCost) * 1e6) / 1e6 }),
  };
}
