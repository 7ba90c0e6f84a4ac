// Model prices from the OpenClaw config: `models.providers.<provider>.models[]` entries with
// `cost: {input, output, cacheRead, cacheWrite}` in USD per million tokens, the units OpenClaw's
// own usage cost uses (`calculateUsageCost`: tokens × rate / 1e6). Tolerant: anything of another
// shape is simply no price. Pure.

import { isRecord } from './config-shape.js';

/** USD per million tokens. */
export interface ModelPrice {
  input: number;
  output: number;
  cacheRead: number;
  cacheWrite: number;
}

const rate = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null);

/** `provider/model` → its price, for every configured model that has one. */
export function readModelPrices(config: unknown): Map<string, ModelPrice> {
  const prices = new Map<string, ModelPrice>();
  const providers = isRecord(config) && isRecord(config.models) ? config.models.providers : undefined;
  if (!isRecord(providers)) return prices;
  for (const [provider, entry] of Object.entries(providers)) {
    const models = isRecord(entry) ? entry.models : undefined;
    if (!Array.isArray(models)) continue;
    for (const m of models) {
      if (!isRecord(m) || typeof m.id !== 'string' || !isRecord(m.cost)) continue;
      const input = rate(m.cost.input);
      const output = rate(m.cost.output);
      if (input === null || output === null) continue;
      prices.set(`${provider}/${m.id}`, { input, output, cacheRead: rate(m.cost.cacheRead) ?? input, cacheWrite: rate(m.cost.cacheWrite) ?? input });
    }
  }
  return prices;
}

/** The dearest rate of a price (what one token can cost at most). */
export const dearestRate = (p: ModelPrice): number => Math.max(p.input, p.output, p.cacheRead, p.cacheWrite);

/**
 * Whether the config sets up a Gateway (`gateway` is an object: an onboarded install has at least
 * `gateway.mode`): then a run can ask it what each child used (`openclaw gateway call sessions.usage`).
 */
export const gatewayConfigured = (config: unknown): boolean => isRecord(config) && isRecord(config.gateway);
