import { info } from '../diagnostics/index.js';
import type { Diagnostic, ModelRoute } from '../schema/index.js';
import { routeModel, type RoutablePhase, type RoutingContext } from './route.js';

export interface RoutingNoteContext {
  configFound: boolean;
  /** Where the config was looked for (shown in the note); null when unknown. */
  configPath: string | null;
}

/**
 * Plan-wide routing notes. Without an OpenClaw config, `routeModel` emits no
 * per-phase `model-fallback` warnings; instead this returns ONE info-level
 * `model-config-missing` note for the whole plan (when it has agent phases),
 * counting the phases that fell back. With a config: nothing.
 */
export function routingNotes(
  routes: ReadonlyArray<{ name: string; route: ModelRoute }>,
  ctx: RoutingNoteContext,
): Diagnostic[] {
  if (ctx.configFound) return [];
  const agents = routes.filter((r) => r.route.source !== 'none');
  if (agents.length === 0) return [];
  const fellBack = agents.filter((r) => r.route.fallback);
  const where = ctx.configPath === null ? '' : ` at \`${ctx.configPath}\``;
  const outcome =
    fellBack.length === 0
      ? 'every tier resolved through the PRD `models:` map.'
      : `${fellBack.length} of ${agents.length} agent phases fall back (${summarize(fellBack)}); each phase's model chain shows the steps.`;
  return [
    info({
      ruleId: 'model-config-missing',
      message:
        `No OpenClaw config found${where}, so model tiers resolve only through the PRD \`models:\` map: ${outcome} ` +
        'To route tiers, create it (or point OPENCLAW_CONFIG_PATH at it) with aliases in agents.defaults.models["provider/model"].alias, ' +
        'or add a `models:` map (tier → provider/model) to the PRD front matter.',
    }),
  ];
}

function summarize(routes: ReadonlyArray<{ name: string; route: ModelRoute }>): string {
  const shown = routes.slice(0, 5).map((r) => {
    const to = r.route.source === 'agent-default' ? "agent's default" : `${r.route.tier}`;
    return `\`${r.name}\` ${r.route.requested} → ${to}`;
  });
  return routes.length > 5 ? `${shown.join(', ')}, …` : shown.join(', ');
}

export interface RoutedPlan {
  routes: Map<string, ModelRoute>;
  /** Per-phase warnings, then the plan-wide notes. */
  diagnostics: Diagnostic[];
}

/** Route every phase (first name wins on duplicates) and add the plan-wide notes. */
export function routeModels(
  phases: readonly RoutablePhase[],
  ctx: RoutingContext & { configPath: string | null },
): RoutedPlan {
  const routes = new Map<string, ModelRoute>();
  const diagnostics: Diagnostic[] = [];
  for (const phase of phases) {
    if (routes.has(phase.name)) continue;
    const routed = routeModel(phase, ctx);
    routes.set(phase.name, routed.route);
    diagnostics.push(...routed.diagnostics);
  }
  const list = [...routes].map(([name, route]) => ({ name, route }));
  diagnostics.push(...routingNotes(list, ctx));
  return { routes, diagnostics };
}
