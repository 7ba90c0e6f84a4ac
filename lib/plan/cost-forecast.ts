// The cost forecast of `plan` (docs/design.md#budgets): the spawn forecast per model in play
// with each model's price from the OpenClaw config, the PRD's token and money budgets, and the
// bounds the prices give — what `max-tokens` can cost at most and what `max-cost` buys at
// least, every token at the dearest rate of the models in play. No tokens-per-spawn figure is
// assumed: nothing here was measured, so only bounds are said. Pure.

import { warning } from '../diagnostics/index.js';
import { dearestRate, type ModelPrice } from '../routing/model-prices.js';
import type { CostForecast, Diagnostic, PlannedPhase, RunSettings } from '../schema/index.js';

export interface CostForecastInput {
  phases: readonly Pick<PlannedPhase, 'kind' | 'model' | 'tierUp' | 'fix' | 'spawns'>[];
  settings: Pick<RunSettings, 'maxTokens' | 'maxCost'>;
  prices: ReadonlyMap<string, ModelPrice>;
  /** The model a spawn without a `model` argument runs on (the config's sub-agent or agent default), if known. */
  defaultModel: string | null;
  /** The OpenClaw config sets up a Gateway: a run reads each child's usage. */
  usageRead: boolean;
}

/** The forecast and its warnings; null when there is nothing to say (no budget, no price in play). */
export function costForecast(input: CostForecastInput): { forecast: CostForecast | null; diagnostics: Diagnostic[] } {
  const maxTokens = input.settings.maxTokens ?? null;
  const maxCost = input.settings.maxCost ?? null;
  const byModel = new Map<string | null, { best: number; worst: number }>();
  const inPlay = new Set<string | null>();
  for (const p of input.phases) {
    if (p.kind !== 'agent') continue;
    const id = p.model.id ?? input.defaultModel;
    const seen = byModel.get(id) ?? { best: 0, worst: 0 };
    byModel.set(id, { best: seen.best + p.spawns.best, worst: seen.worst + p.spawns.worst });
    inPlay.add(id);
    // A last retry one tier up and a review's fixes may run on other models: they are in play too.
    inPlay.add(p.tierUp.id ?? input.defaultModel);
    if (p.fix !== null) inPlay.add(p.fix.model.id ?? input.defaultModel);
  }
  const priceOf = (id: string | null): ModelPrice | null => (id === null ? null : (input.prices.get(id) ?? null));
  const models = [...byModel].map(([model, spawns]) => ({ model, spawns, price: priceOf(model) }));
  const priced = [...inPlay].map(priceOf);
  const anyPrice = priced.some((p) => p !== null);
  if (maxTokens === null && maxCost === null && !anyPrice) return { forecast: null, diagnostics: [] };
  const allPriced = inPlay.size > 0 && priced.every((p) => p !== null);
  const dearest = allPriced ? Math.max(...priced.map((p) => dearestRate(p as ModelPrice))) : null;
  const diagnostics: Diagnostic[] = [];
  if ((maxTokens !== null || maxCost !== null) && !input.usageRead) {
    diagnostics.push(
      warning({
        ruleId: 'budget-unenforced',
        message:
          'The PRD sets `max-tokens` or `max-cost`, but the OpenClaw config sets up no Gateway (no `gateway` section, or no config), so a run cannot ask OpenClaw ' +
          'what its sub-agents used and the budget would stop nothing; run it where the OpenClaw Gateway is set up (`openclaw onboard`), or rely on `max-spawns`.',
      }),
    );
  }
  if (maxCost !== null && !allPriced) {
    const unpriced = [...inPlay].filter((id) => priceOf(id) === null).map((id) => (id === null ? 'the agent default' : `\`${id}\``));
    diagnostics.push(
      warning({
        ruleId: 'model-unpriced',
        message:
          `The PRD sets \`max-cost\`, but the OpenClaw config has no price for ${unpriced.join(', ')}: OpenClaw reports no cost for a model without one, ` +
          'so `max-cost` counts each of its spawns at the dearest spawn priced so far, and halts the run if none is priced; add `cost` to the model in `models.providers` of openclaw.json, or set `max-tokens` too.',
      }),
    );
  }
  return {
    forecast: {
      currency: 'USD',
      maxTokens,
      maxCost,
      usageRead: input.usageRead,
      models,
      maxTokensCostAtMost: maxTokens === null || dearest === null ? null : (maxTokens * dearest) / 1e6,
      maxCostTokensAtLeast: maxCost === null || dearest === null || dearest === 0 ? null : Math.floor((maxCost * 1e6) / dearest),
    },
    diagnostics,
  };
}
