// A model the host refuses is a routing fact, not a failed attempt (docs/design.md#model-routing).
// When sessions_spawn says a spawn's model is not usable, the run records the model as refused,
// issues the spawn again for the same attempt (no attempt counted, outside the spawn budget),
// and from then on every spawn that would ask for it asks for the tier's fallback instead: the
// fallback tier's model as the plan resolved it for another phase, else the agent's default
// (no `model` argument). Said once, as a standing warning (lib/warnings/model-refused.ts). Pure.

import { FALLBACK_TIER } from '../../routing/index.js';
import type { RunModel, RunState } from '../../schema/run.js';
import type { RunWarning } from '../../warnings/index.generated.js';

const AGENT_DEFAULT: RunModel = { tier: null, id: null };

/** The model ids the host refused in this run. */
export function refusedIds(state: Pick<RunState, 'refusedModels'>): ReadonlySet<string> {
  return new Set((state.refusedModels ?? []).map((r) => r.id));
}

/**
 * What a spawn asks for instead of `model` when the host refused it: the fallback tier's model
 * (as frozen for the run's phases) when it is not refused too, else the agent's default.
 * A model the host did not refuse is kept.
 */
export function usableModel(state: Pick<RunState, 'refusedModels' | 'phases'>, model: RunModel): RunModel {
  const refused = refusedIds(state);
  if (model.id === null || !refused.has(model.id)) return model;
  const fallback = state.phases
    .flatMap((p) => [p.model, p.modelUp, ...(p.fixModel === null ? [] : [p.fixModel])])
    .find((m) => m.tier === FALLBACK_TIER && m.id !== null && !refused.has(m.id));
  return fallback ?? AGENT_DEFAULT;
}

/** The standing warning of each refused model: what was refused, where, and what spawns ask for now. */
export function refusedModelWarnings(state: Pick<RunState, 'refusedModels' | 'phases'>): RunWarning[] {
  return (state.refusedModels ?? []).map((r) => ({ code: 'model-refused', id: r.id, phase: r.phase, actionId: r.actionId, instead: usableModel(state, { tier: null, id: r.id }) }));
}
