import { warning } from '../diagnostics/index.js';
import type { Diagnostic, ModelRoute, ModelStep, PhaseKind, PhaseType } from '../schema/index.js';
import { DEFAULT_TIER, FALLBACK_TIER, isModelId } from './tiers.js';

export interface RoutingContext {
  /** Alias (lower-cased) → `provider/model`, from the OpenClaw config (`readOpenClawModels`). */
  aliases: Readonly<Record<string, string>>;
  /** The configured model catalog; empty or absent = any id is accepted. */
  models?: readonly string[];
  /** The PRD front matter `models:` map (tier or alias → `provider/model`). */
  prdModels: Readonly<Record<string, string>> | undefined;
  /** A usable OpenClaw config was read. When false, fallbacks are summed up once by `routingNotes`. */
  configFound: boolean;
  /** The agent's default model, only to name it in messages. */
  defaultModel?: string | null;
}

export interface RoutablePhase {
  name: string;
  type: PhaseType;
  /** `Model:` as written: a tier, an alias or a `provider/model` id; null = the type's default tier. */
  model: string | null;
  line: number;
  column?: number;
  kind?: PhaseKind;
  skip?: boolean;
  fieldLines?: Readonly<Record<string, number>>;
}

export interface Routed {
  route: ModelRoute;
  diagnostics: Diagnostic[];
}

/** The route of a phase that spawns no agent. */
export const NO_MODEL: ModelRoute = { requested: null, tier: null, id: null, source: 'none', fallback: false, chain: [] };

/**
 * Pick the `model` argument of a phase's sessions_spawn (docs/design.md#model-routing).
 * - approval, checkpoint and skipped phases: no model (source `none`);
 * - a `provider/model` id is used as written (`explicit-id`); `model-not-configured`
 *   when the config has a model catalog that lacks it;
 * - otherwise the requested tier (the `Model:` value, else extract → haiku,
 *   impl → sonnet, review → opus) is looked up as an OpenClaw alias, then in the
 *   PRD `models:` map (case-insensitive; a value that is not an id may name an
 *   OpenClaw alias). Unavailable → the same for sonnet, then the agent's default
 *   model (id null: omit the argument). Every fallback is a `model-fallback`
 *   warning, except without an OpenClaw config: then `routingNotes` reports once.
 * `chain` lists every lookup tried, in order.
 */
export function routeModel(phase: RoutablePhase, ctx: RoutingContext): Routed {
  if (phase.skip === true || phase.type === 'approval' || (phase.kind !== undefined && phase.kind !== 'agent')) {
    return { route: { ...NO_MODEL, chain: [] }, diagnostics: [] };
  }
  const written = phase.model?.trim() ?? '';
  const at = position(phase, written !== '');

  if (written !== '' && isModelId(written)) {
    const chain: ModelStep[] = [{ tier: null, source: 'explicit-id', id: written, ok: true }];
    const diagnostics: Diagnostic[] = [];
    const catalog = ctx.models ?? [];
    if (catalog.length > 0 && !catalog.includes(written)) {
      diagnostics.push(
        warning({
          ruleId: 'model-not-configured',
          message:
            `Phase \`${phase.name}\` asks for model \`${written}\`, which is not in the OpenClaw config's model list ` +
            `(agents.defaults.models: ${catalog.map((m) => `\`${m}\``).join(', ')}); sessions_spawn rejects an unusable model. ` +
            'Add it to agents.defaults.models in openclaw.json, or use a tier (haiku, sonnet, gpt, opus).',
          ...at,
          phase: phase.name,
        }),
      );
    }
    return { route: { requested: null, tier: null, id: written, source: 'explicit-id', fallback: false, chain }, diagnostics };
  }

  const requested = written !== '' ? written.toLowerCase() : DEFAULT_TIER[phase.type];
  if (requested === null) return { route: { ...NO_MODEL, chain: [] }, diagnostics: [] };

  const chain: ModelStep[] = [];
  const direct = resolveTier(requested, ctx, chain);
  if (direct !== null) {
    const route: ModelRoute = { requested, tier: requested, id: direct.id, source: direct.source, fallback: false, chain };
    return { route, diagnostics: uncataloged(phase, route, ctx, at) };
  }
  let route: ModelRoute;
  const fallback = requested === FALLBACK_TIER ? null : resolveTier(FALLBACK_TIER, ctx, chain);
  if (fallback !== null) {
    route = { requested, tier: FALLBACK_TIER, id: fallback.id, source: fallback.source, fallback: true, chain };
  } else {
    chain.push({ tier: null, source: 'agent-default', id: null, ok: true });
    route = { requested, tier: null, id: null, source: 'agent-default', fallback: true, chain };
  }
  const diagnostics = ctx.configFound ? [fallbackWarning(phase, route, ctx, at), ...uncataloged(phase, route, ctx, at)] : [];
  return { route, diagnostics };
}

/**
 * A tier the PRD's `models:` map sends to an id the OpenClaw config's model list lacks:
 * OpenClaw 2026.9.6 refuses such a spawn, so the run will route it to the fallback (said now).
 */
function uncataloged(phase: RoutablePhase, route: ModelRoute, ctx: RoutingContext, at: { line: number; column: number }): Diagnostic[] {
  const catalog = ctx.models ?? [];
  if (route.source !== 'prd-models' || route.id === null || catalog.length === 0 || catalog.includes(route.id)) return [];
  return [
    warning({
      ruleId: 'model-not-configured',
      message:
        `Phase \`${phase.name}\`: the PRD's \`models:\` map sends tier \`${route.tier ?? '?'}\` to \`${route.id}\`, which is not in the OpenClaw config's model list ` +
        `(agents.defaults.models: ${catalog.map((m) => `\`${m}\``).join(', ')}); sessions_spawn refuses an unusable model, and the run then moves the spawn to the fallback tier or the agent's default. ` +
        'Add it to agents.defaults.models in openclaw.json, or map the tier to a listed model.',
      ...at,
      phase: phase.name,
    }),
  ];
}

function resolveTier(
  tier: string,
  ctx: RoutingContext,
  chain: ModelStep[],
): { id: string; source: 'openclaw-alias' | 'prd-models' } | null {
  const aliased = ctx.aliases[tier];
  chain.push({ tier, source: 'openclaw-alias', id: aliased ?? null, ok: aliased !== undefined });
  if (aliased !== undefined) return { id: aliased, source: 'openclaw-alias' };

  const mapped = lookupPrdModel(tier, ctx);
  chain.push({ tier, source: 'prd-models', id: mapped, ok: mapped !== null });
  return mapped === null ? null : { id: mapped, source: 'prd-models' };
}

function lookupPrdModel(tier: string, ctx: RoutingContext): string | null {
  if (ctx.prdModels === undefined) return null;
  for (const [key, value] of Object.entries(ctx.prdModels)) {
    if (key.trim().toLowerCase() !== tier) continue;
    const target = value.trim();
    if (isModelId(target)) return target;
    return ctx.aliases[target.toLowerCase()] ?? null;
  }
  return null;
}

function fallbackWarning(
  phase: RoutablePhase,
  route: ModelRoute,
  ctx: RoutingContext,
  at: { line: number; column: number },
): Diagnostic {
  const requested = route.requested ?? '?';
  const tried = route.chain
    .filter((step) => step.source !== 'agent-default')
    .map((step) => `${step.tier ?? '?'} via ${step.source === 'openclaw-alias' ? 'OpenClaw alias' : 'PRD models:'} ${step.ok ? `→ ${step.id}` : '✗'}`)
    .join(', ');
  const result =
    route.source === 'agent-default'
      ? `the agent's default model (no model argument${ctx.defaultModel ? `; currently \`${ctx.defaultModel}\`` : ''})`
      : `${route.tier} (\`${route.id}\`)`;
  return warning({
    ruleId: 'model-fallback',
    message:
      `Phase \`${phase.name}\`: model tier \`${requested}\` is not available (tried ${tried}), so it uses ${result}. ` +
      `To get ${requested}, give a model the alias in the OpenClaw config — agents.defaults.models["provider/model"].alias = "${requested}" — ` +
      `or add \`models: { ${requested}: provider/model }\` to the PRD front matter.`,
    ...at,
    phase: phase.name,
  });
}

function position(phase: RoutablePhase, explicit: boolean): { line: number; column: number } {
  const fieldLine = explicit ? phase.fieldLines?.model : undefined;
  return fieldLine !== undefined ? { line: fieldLine, column: 1 } : { line: phase.line, column: phase.column ?? 1 };
}
