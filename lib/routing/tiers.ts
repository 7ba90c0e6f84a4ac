import { type ModelTier, type PhaseType } from '../schema/index.js';

/** docs/design.md#model-routing: the tier a phase gets when it names none. Approval phases spawn no agent. */
export const DEFAULT_TIER: Readonly<Record<PhaseType, ModelTier | null>> = {
  extract: 'haiku',
  impl: 'sonnet',
  review: 'opus',
  approval: null,
};

/** An unavailable tier falls back to this one, then to the agent's default model. */
export const FALLBACK_TIER: ModelTier = 'sonnet';

/** A full `provider/model` id (OpenClaw splits a model ref at the first `/`). */
export function isModelId(value: string): boolean {
  const slash = value.indexOf('/');
  return slash > 0 && slash < value.length - 1 && !/\s/.test(value);
}
