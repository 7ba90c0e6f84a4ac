// The models a phase may run on besides its own: the last retry's (one tier up) and, for a
// review, the fixer's. Decided here, shown by `plan` and frozen as is by `run`.

import type { ExpandedPhase } from '../schedule/index.js';
import type { ModelRoute, PlannedFix } from '../schema/index.js';

/** The last retry moves one tier up (docs/design.md#retries). */
const TIER_UP: Readonly<Record<string, string>> = { haiku: 'sonnet', sonnet: 'opus', gpt: 'opus', opus: 'opus' };

/** The tier fixes run on when no impl phase precedes the review. */
const DEFAULT_FIX_TIER = 'sonnet';

/** The last retry's route: one tier up, else the phase's own (an explicit id, no agent, no tier above). */
export function tierUpRoute(route: ModelRoute, routeTier: (tier: string) => ModelRoute): ModelRoute {
  const tier = route.tier ?? route.requested;
  if (tier === null || route.source === 'explicit-id' || route.source === 'none') return route;
  const up = TIER_UP[tier];
  return up === undefined || up === tier ? route : routeTier(up);
}

/** The nearest phase upstream of `name` (breadth first over dependsOn) that does implementation work. */
function upstreamImpl(
  name: string,
  byName: ReadonlyMap<string, ExpandedPhase>,
  dependsOn: ReadonlyMap<string, readonly string[]>,
): ExpandedPhase | null {
  const seen = new Set<string>([name]);
  let frontier = [...(dependsOn.get(name) ?? [])];
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const dep of frontier) {
      if (seen.has(dep)) continue;
      seen.add(dep);
      const phase = byName.get(dep);
      if (phase !== undefined && phase.kind === 'agent' && phase.type === 'impl') return phase;
      next.push(...(dependsOn.get(dep) ?? []));
    }
    frontier = next;
  }
  return null;
}

export interface FixContext {
  byName: ReadonlyMap<string, ExpandedPhase>;
  dependsOn: ReadonlyMap<string, readonly string[]>;
  /** The route planned for a phase. */
  routeOf: (name: string) => ModelRoute;
  routeTier: (tier: string) => ModelRoute;
}

/** A review's fixer: the nearest upstream impl phase and its model (else the default fix tier); null for other phases. */
export function planFix(phase: ExpandedPhase, context: FixContext): PlannedFix | null {
  if (phase.type !== 'review') return null;
  const impl = upstreamImpl(phase.name, context.byName, context.dependsOn);
  if (impl === null) return { phase: null, model: context.routeTier(DEFAULT_FIX_TIER) };
  return { phase: impl.name, model: context.routeOf(impl.name) };
}
