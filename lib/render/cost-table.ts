// What the run spent, as people read it: the summary's `## Cost` table (per phase, failed
// attempts separately, the total), the one line that the completion message, the progress text
// and `status` carry, and the per-phase lines a budget escalation quotes. Figures the host did
// not give are said as "unknown", never as 0.

import { formatCost, formatTokens } from '../text/amounts.js';
import type { RunSpend, SpendFigures } from '../schema/spend.js';

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** `12,345 tokens`; `12,345 tokens (+1 spawn unknown)`; `unknown tokens` when no spawn's usage is known. */
export function tokensText(f: SpendFigures): string {
  if (f.spawns > 0 && f.unknown === f.spawns) return 'unknown tokens';
  return `${formatTokens(f.tokens)} tokens${f.unknown > 0 ? ` (+${plural(f.unknown, 'spawn')} unknown)` : ''}`;
}

/** `$0.0123`; `$0.0123 (+1 spawn unknown)`; `cost unknown` when no spawn's cost is known. */
export function costText(f: SpendFigures): string {
  const missing = f.unknown + f.unpriced;
  if (f.cost === null) return f.spawns === 0 ? formatCost(0) : 'cost unknown';
  return `${formatCost(f.cost)}${missing > 0 ? ` (+${plural(missing, 'spawn')} unknown)` : ''}`;
}

const figures = (f: SpendFigures): string => `${tokensText(f)}, ${costText(f)}`;

/** `12,345 tokens, $0.0123 (failed attempts: 5,000 tokens, $0.0050)` for the whole run. */
export function spendLine(spend: RunSpend): string {
  const failed = spend.failed.spawns > 0 ? ` (failed attempts: ${figures(spend.failed)})` : '';
  return `${figures(spend.total)}${failed}`;
}

/** One line per phase that spawned: what it spent, its failed attempts' share separately. */
export function spendByPhaseLines(spend: RunSpend): string[] {
  return spend.phases.map(
    (p) =>
      `Phase \`${p.phase}\`: ${plural(p.all.spawns, 'spawn')}, ${figures(p.all)}` +
      (p.failed.spawns > 0 ? ` (failed attempts: ${plural(p.failed.spawns, 'spawn')}, ${figures(p.failed)})` : ''),
  );
}

const cell = (text: string): string => text.replace(/\|/g, '\\|');

/** The summary's cost table (markdown lines). */
export function costTable(spend: RunSpend): string[] {
  const row = (name: string, all: SpendFigures, failed: SpendFigures): string =>
    `| ${cell(name)} | ${all.spawns} | ${tokensText(all)} | ${costText(all)} | ${failed.spawns === 0 ? '—' : `${plural(failed.spawns, 'spawn')}: ${figures(failed)}`} |`;
  const budgets = [
    spend.maxTokens === null ? null : `max-tokens ${formatTokens(spend.maxTokens)}`,
    spend.maxCost === null ? null : `max-cost ${formatCost(spend.maxCost)}`,
  ].filter((b) => b !== null);
  return [
    `Tokens and cost as OpenClaw reported them per sub-agent (${spend.currency}); "unknown" where the host gave nothing.`,
    '',
    '| phase | spawns | tokens | cost | failed attempts |',
    '|---|---|---|---|---|',
    ...spend.phases.map((p) => row(p.phase, p.all, p.failed)),
    row('**total**', spend.total, spend.failed),
    ...(budgets.length === 0 ? [] : ['', `Budgets: ${budgets.join(', ')}.`]),
  ];
}
