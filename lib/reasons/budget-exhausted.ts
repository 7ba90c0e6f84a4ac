// A budget would be exceeded, or cannot be counted (docs/design.md#budgets).

import type { BudgetStopFacts, EscalationFacts } from '../schema/escalation-facts.js';
import { formatCost, formatTokens } from '../text/amounts.js';
import { formatDuration } from '../text/duration.js';
import type { EscalationReasonRecord, FactsContext } from './types.js';
import { usageUnknownText } from '../text/usage-unknown.js';

export type Facts = Pick<EscalationFacts, 'elapsedSeconds' | 'maxDurationSeconds' | 'spawns' | 'maxSpawns' | 'spend'>;

/** Which limit the run reached: its duration when that is over, else its spawn count (a token or money stop gives its own facts). */
function budgetFacts({ state, now }: FactsContext): Facts {
  const { maxSpawns, maxDurationSeconds } = state.limits;
  if (maxDurationSeconds !== null && now - state.createdAt > maxDurationSeconds * 1000) return { elapsedSeconds: (now - state.createdAt) / 1000, maxDurationSeconds };
  return { spawns: state.spawnCount, maxSpawns };
}

/** The clause for spawns counted at the largest known figure, or nothing. */
const estimateNote = (s: BudgetStopFacts, show: (n: number) => string): string =>
  s.missing === 0 || s.largest === null ? '' : `, counting ${s.missing} spawn(s) with no figure at the largest known (${show(s.largest)} each)`;

/** The token or money budget that stops the next spawn. */
function budgetStopText(s: BudgetStopFacts): string {
  if (s.unknown === true) {
    const what = s.budget === 'max-tokens' ? 'token counts' : 'costs';
    return `OpenClaw reported no ${what} for the ${s.missing} spawn(s) so far${s.why == null ? '' : ` (${usageUnknownText(s.why)})`}, so ${s.budget} cannot be enforced`;
  }
  const [spent, max, mean] = [s.spent ?? 0, s.max ?? 0, s.mean ?? 0];
  const over = spent >= max;
  if (s.budget === 'max-tokens') {
    return (
      `the run has used ${formatTokens(spent)} of its ${formatTokens(max)} tokens (max-tokens${estimateNote(s, formatTokens)})` +
      (over ? '' : `; the next spawn would take about ${formatTokens(mean)} more (the mean of ${s.of ?? 0} spawn(s))`)
    );
  }
  return (
    `the run has spent ${formatCost(spent)} of its ${formatCost(max)} (max-cost, USD as OpenClaw prices${estimateNote(s, formatCost)})` +
    (over ? '' : `; the next spawn would cost about ${formatCost(mean)} more (the mean of ${s.of ?? 0} spawn(s))`)
  );
}

function budgetText(f: Facts): string {
  if (f.spend !== undefined) return budgetStopText(f.spend);
  if (f.elapsedSeconds !== undefined && f.maxDurationSeconds !== undefined) {
    return `the run has been going for ${formatDuration(f.elapsedSeconds)}, over its max-duration of ${formatDuration(f.maxDurationSeconds)}`;
  }
  return `the run has used ${f.spawns ?? 0} of its ${f.maxSpawns ?? 0} sub-agent spawns (max-spawns)`;
}

export const reason: EscalationReasonRecord<Facts> = {
  id: 'budget-exhausted',
  order: 70,
  meaning: 'A budget (`max-spawns`, `max-duration`, `max-tokens`, `max-cost`) would be exceeded, or cannot be counted.',
  docs: 'troubleshooting.md#a-budget-cannot-be-counted-budget-exhausted-cannot-be-enforced',
  halted: 'budget-limited',
  advice: 'budget-spawns',
  refine: 'budget',
  facts: budgetFacts,
  message: ({ facts }) => budgetText(facts),
};
