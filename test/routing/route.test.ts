import { describe, expect, it } from 'vitest';
import { readOpenClawModels, routeModel, routeModels, routingNotes, type RoutingContext } from '../../lib/routing/index.js';
import type { PhaseType } from '../../lib/schema/index.js';

const HAIKU = 'anthropic/claude-haiku-4-5';
const SONNET = 'anthropic/claude-sonnet-4-5';
const OPUS = 'anthropic/claude-opus-4-1';

const config = readOpenClawModels({
  agents: {
    defaults: {
      model: SONNET,
      models: { [HAIKU]: { alias: 'haiku' }, [SONNET]: { alias: 'sonnet' }, [OPUS]: { alias: 'opus' } },
    },
  },
});
const WITH_CONFIG: RoutingContext = { aliases: config.aliases, models: config.models, prdModels: undefined, configFound: true };
const NO_CONFIG: RoutingContext = { aliases: {}, prdModels: undefined, configFound: false };

function p(name: string, type: PhaseType, model: string | null = null, line = 10) {
  return { name, type, model, line };
}

describe('routeModel', () => {
  it('v2 full example: haiku (extract), opus (design Model: opus), sonnet, opus (review)', () => {
    const routes = [
      p('research', 'extract', 'haiku'),
      p('design', 'impl', 'opus'),
      p('implement', 'impl', 'sonnet'),
      p('security-review', 'review', 'opus'),
    ].map((phase) => routeModel(phase, WITH_CONFIG));
    expect(routes.map((r) => [r.route.tier, r.route.id, r.route.source])).toEqual([
      ['haiku', HAIKU, 'openclaw-alias'],
      ['opus', OPUS, 'openclaw-alias'],
      ['sonnet', SONNET, 'openclaw-alias'],
      ['opus', OPUS, 'openclaw-alias'],
    ]);
    expect(routes.flatMap((r) => r.diagnostics)).toEqual([]);
    expect(routes[0]!.route).toEqual({
      requested: 'haiku',
      tier: 'haiku',
      id: HAIKU,
      source: 'openclaw-alias',
      fallback: false,
      chain: [{ tier: 'haiku', source: 'openclaw-alias', id: HAIKU, ok: true }],
    });
  });

  it('type defaults: extract → haiku, impl → sonnet, review → opus; approval → none', () => {
    const tiers = (['extract', 'impl', 'review', 'approval'] as const).map((type) => routeModel(p('x', type), WITH_CONFIG).route);
    expect(tiers.map((r) => [r.requested, r.source])).toEqual([
      ['haiku', 'openclaw-alias'],
      ['sonnet', 'openclaw-alias'],
      ['opus', 'openclaw-alias'],
      [null, 'none'],
    ]);
    expect(tiers[3]).toEqual({ requested: null, tier: null, id: null, source: 'none', fallback: false, chain: [] });
  });

  it('checkpoint and skipped phases spawn no agent', () => {
    expect(routeModel({ ...p('c', 'review'), kind: 'checkpoint' }, WITH_CONFIG).route.source).toBe('none');
    expect(routeModel({ ...p('s', 'impl'), skip: true }, WITH_CONFIG).route.source).toBe('none');
  });

  it('a provider/model id is used as written; warned when the catalog lacks it', () => {
    const listed = routeModel(p('a', 'impl', OPUS), WITH_CONFIG);
    expect(listed.route).toEqual({
      requested: null,
      tier: null,
      id: OPUS,
      source: 'explicit-id',
      fallback: false,
      chain: [{ tier: null, source: 'explicit-id', id: OPUS, ok: true }],
    });
    expect(listed.diagnostics).toEqual([]);
    const unlisted = routeModel({ ...p('b', 'impl', 'google/gemini-2.5-pro', 40), fieldLines: { model: 42 } }, WITH_CONFIG);
    expect(unlisted.route.id).toBe('google/gemini-2.5-pro');
    expect(unlisted.diagnostics.map((d) => [d.severity, d.ruleId, d.line, d.phase])).toEqual([['warning', 'model-not-configured', 42, 'b']]);
    // Without a catalog any id goes.
    expect(routeModel(p('c', 'impl', 'google/gemini-2.5-pro'), NO_CONFIG).diagnostics).toEqual([]);
  });

  it('the PRD models: map resolves tiers the OpenClaw config lacks', () => {
    const ctx: RoutingContext = { ...WITH_CONFIG, aliases: { sonnet: SONNET }, prdModels: { Haiku: 'openrouter/qwen/qwen3', gpt: 'sonnet' } };
    const haiku = routeModel(p('r', 'extract'), ctx);
    expect(haiku.route).toMatchObject({ tier: 'haiku', id: 'openrouter/qwen/qwen3', source: 'prd-models', fallback: false });
    expect(haiku.route.chain).toEqual([
      { tier: 'haiku', source: 'openclaw-alias', id: null, ok: false },
      { tier: 'haiku', source: 'prd-models', id: 'openrouter/qwen/qwen3', ok: true },
    ]);
    // A map value that is not an id names an OpenClaw alias.
    expect(routeModel(p('g', 'impl', 'gpt'), ctx).route).toMatchObject({ tier: 'gpt', id: SONNET, source: 'prd-models' });
    // The mapped id is not in the config's model list: OpenClaw will refuse the spawn, and the plan says so first (issue 28 part 4).
    expect(haiku.diagnostics.map((d) => [d.severity, d.ruleId, d.line, d.phase])).toEqual([['warning', 'model-not-configured', 10, 'r']]);
    expect(routeModel(p('g', 'impl', 'gpt'), ctx).diagnostics).toEqual([]);
  });

  it('an unavailable tier falls back to sonnet, with a warning naming what was tried and how to fix it', () => {
    const ctx: RoutingContext = { ...WITH_CONFIG, aliases: { sonnet: SONNET }, prdModels: {} };
    const { route, diagnostics } = routeModel(p('research', 'extract', null, 12), ctx);
    expect(route).toEqual({
      requested: 'haiku',
      tier: 'sonnet',
      id: SONNET,
      source: 'openclaw-alias',
      fallback: true,
      chain: [
        { tier: 'haiku', source: 'openclaw-alias', id: null, ok: false },
        { tier: 'haiku', source: 'prd-models', id: null, ok: false },
        { tier: 'sonnet', source: 'openclaw-alias', id: SONNET, ok: true },
      ],
    });
    expect(diagnostics.map((d) => [d.severity, d.ruleId, d.line, d.phase])).toEqual([['warning', 'model-fallback', 12, 'research']]);
    expect(diagnostics[0]!.message).toContain('`haiku` is not available');
    expect(diagnostics[0]!.message).toContain(`sonnet (\`${SONNET}\`)`);
    expect(diagnostics[0]!.message).toContain('agents.defaults.models["provider/model"].alias = "haiku"');
    expect(diagnostics[0]!.message).toContain('models: { haiku: provider/model }');
  });

  it('fallback chain sonnet → agent default (no model argument)', () => {
    const ctx: RoutingContext = { aliases: {}, models: [], prdModels: undefined, configFound: true, defaultModel: 'fake/scripted-1' };
    const { route, diagnostics } = routeModel(p('implement', 'impl'), ctx);
    expect(route).toEqual({
      requested: 'sonnet',
      tier: null,
      id: null,
      source: 'agent-default',
      fallback: true,
      chain: [
        { tier: 'sonnet', source: 'openclaw-alias', id: null, ok: false },
        { tier: 'sonnet', source: 'prd-models', id: null, ok: false },
        { tier: null, source: 'agent-default', id: null, ok: true },
      ],
    });
    expect(diagnostics[0]!.message).toContain("the agent's default model (no model argument; currently `fake/scripted-1`)");
    // opus → sonnet → agent default: five steps.
    expect(routeModel(p('review', 'review'), ctx).route.chain.map((s) => `${s.tier}:${s.source}:${s.ok}`)).toEqual([
      'opus:openclaw-alias:false',
      'opus:prd-models:false',
      'sonnet:openclaw-alias:false',
      'sonnet:prd-models:false',
      'null:agent-default:true',
    ]);
  });

  it('no config: the chain per phase, no warning per phase, one info note for the plan', () => {
    const phases = [p('research', 'extract', 'haiku'), p('implement', 'impl'), p('sign-off', 'approval')];
    const routed = phases.map((phase) => routeModel(phase, NO_CONFIG));
    expect(routed.flatMap((r) => r.diagnostics)).toEqual([]);
    expect(routed[0]!.route.chain).toHaveLength(5);
    const notes = routingNotes(
      phases.map((phase, i) => ({ name: phase.name, route: routed[i]!.route })),
      { configFound: false, configPath: '/home/u/.openclaw/openclaw.json' },
    );
    expect(notes.map((d) => [d.severity, d.ruleId])).toEqual([['info', 'model-config-missing']]);
    expect(notes[0]!.message).toContain('/home/u/.openclaw/openclaw.json');
    expect(notes[0]!.message).toContain('2 of 2 agent phases fall back');
    expect(routingNotes([], { configFound: true, configPath: null })).toEqual([]);
  });

  it('routeModels: routes every phase and appends the plan note', () => {
    const { routes, diagnostics } = routeModels([p('a', 'impl'), p('b', 'review')], { ...NO_CONFIG, configPath: null });
    expect([...routes.keys()]).toEqual(['a', 'b']);
    expect(diagnostics.map((d) => d.ruleId)).toEqual(['model-config-missing']);
    const ok = routeModels([p('a', 'impl')], { ...WITH_CONFIG, configPath: '/x' });
    expect(ok.diagnostics).toEqual([]);
  });
});
