import { describe, expect, it } from 'vitest';
import { renderCostForecast } from '../../lib/render/plan.js';
import { parseSettings } from '../../lib/prd/settings.js';
import { CONFIG, IMPLEMENT_THEN_REVIEW, planText } from '../run/harness.js';

/** The fixture config, with a Gateway and Anthropic's list prices for two of its models (USD per 1M tokens). */
const PRICED = {
  ...(CONFIG as Record<string, unknown>),
  gateway: { mode: 'local' },
  models: {
    providers: {
      anthropic: {
        models: [
          { id: 'claude-sonnet-4-5', cost: { input: 3, output: 15, cacheRead: 0.3, cacheWrite: 3.75 } },
          { id: 'claude-opus-4-6', cost: { input: 5, output: 25, cacheRead: 0.5, cacheWrite: 6.25 } },
        ],
      },
    },
  },
};

describe("plan's cost forecast", () => {
  it('lists spawns and price per model and what the budgets mean at the dearest rate in play', () => {
    const plan = planText(`---\nmax-tokens: 2M\nmax-cost: 10\n---\n${IMPLEMENT_THEN_REVIEW}`, PRICED).plan;
    expect(plan.diagnostics.filter((d) => d.ruleId === 'budget-unenforced' || d.ruleId === 'model-unpriced')).toEqual([]);
    expect(plan.costForecast).toEqual({
      currency: 'USD',
      maxTokens: 2_000_000,
      maxCost: 10,
      usageRead: true,
      models: [
        { model: 'anthropic/claude-sonnet-4-5', spawns: { best: 1, worst: 4 }, price: { input: 3, output: 15, cacheRead: 0.3, cacheWrite: 3.75 } },
        { model: 'anthropic/claude-opus-4-6', spawns: { best: 1, worst: 9 }, price: { input: 5, output: 25, cacheRead: 0.5, cacheWrite: 6.25 } },
      ],
      // 2,000,000 tokens × $25 per 1M (opus output, the dearest rate in play) = $50.
      maxTokensCostAtMost: 50,
      // $10 ÷ $25 per 1M = 400,000 tokens.
      maxCostTokensAtLeast: 400_000,
    });
    expect(renderCostForecast(plan.costForecast ?? never())).toEqual([
      'Cost (USD, as OpenClaw prices): max-tokens 2,000,000, max-cost $10.00',
      '  anthropic/claude-sonnet-4-5: spawns best 1, worst 4 · $3.00 in / $15.00 out per 1M tokens',
      '  anthropic/claude-opus-4-6: spawns best 1, worst 9 · $5.00 in / $25.00 out per 1M tokens',
      '  max-tokens costs at most $50.00 (every token at the dearest rate in play)',
      '  max-cost buys at least 400,000 tokens (every token at the dearest rate in play)',
    ]);
  });

  it('warns when a budget cannot be enforced (no Gateway) and when max-cost meets a model without a price', () => {
    const noGateway = planText(`---\nmax-cost: 5\n---\n${IMPLEMENT_THEN_REVIEW}`, CONFIG).plan;
    expect(noGateway.diagnostics.map((d) => d.ruleId)).toEqual(expect.arrayContaining(['budget-unenforced', 'model-unpriced']));
    expect(noGateway.costForecast?.maxCostTokensAtLeast).toBeNull();
    expect(renderCostForecast(noGateway.costForecast ?? never())).toEqual([
      "Cost (USD, as OpenClaw prices): max-cost $5.00 · no OpenClaw Gateway configured: a run cannot read its sub-agents' usage",
      '  anthropic/claude-sonnet-4-5: spawns best 1, worst 4 · no price in the OpenClaw config',
      '  anthropic/claude-opus-4-6: spawns best 1, worst 9 · no price in the OpenClaw config',
    ]);
  });

  it('says nothing without a budget or a price in play', () => {
    expect(planText(IMPLEMENT_THEN_REVIEW, CONFIG).plan.costForecast).toBeUndefined();
  });
});

describe('max-tokens and max-cost in the front matter', () => {
  it('reads token counts and dollar amounts in their usual spellings', () => {
    expect(parseSettings('max-tokens: 2M\nmax-cost: $2.50\n', 2).settings).toEqual({ maxTokens: 2_000_000, maxCost: 2.5 });
    expect(parseSettings('max-tokens: 500k\nmax-cost: 5 USD\n', 2).settings).toEqual({ maxTokens: 500_000, maxCost: 5 });
    expect(parseSettings('max-tokens: 1,500,000\nmax-cost: 0.75\n', 2).settings).toEqual({ maxTokens: 1_500_000, maxCost: 0.75 });
  });

  it('refuses anything else with file position and a fix', () => {
    const { settings, diagnostics } = parseSettings('max-tokens: lots\nmax-cost: 5 EUR\n', 2);
    expect(settings).toEqual({});
    expect(diagnostics.map((d) => [d.ruleId, d.severity, d.line, d.message])).toEqual([
      ['invalid-front-matter-value', 'error', 2, 'Front matter `max-tokens` is string "lots"; expected a token count of at least 1, such as `2000000`, `500k` or `2M`; write e.g. `max-tokens: 2M`.'],
      [
        'invalid-front-matter-value',
        'error',
        3,
        'Front matter `max-cost` is string "5 EUR"; expected an amount above 0 in US dollars (the currency OpenClaw reports costs in), such as `5`, `2.50` or `$5`; write e.g. `max-cost: 5` (USD).',
      ],
    ]);
  });
});

function never(): never {
  throw new Error('expected a value');
}
