import { describe, expect, it } from 'vitest';
import { readOpenClawModels } from '../../lib/routing/index.js';

const DEFAULTS = {
  model: { primary: 'anthropic/claude-sonnet-4-5', fallbacks: ['openai/gpt-5'] },
  subagents: { model: 'anthropic/claude-haiku-4-5' },
  models: {
    'anthropic/claude-haiku-4-5': { alias: 'haiku' },
    'anthropic/claude-sonnet-4-5': { alias: 'Sonnet' },
    'anthropic/claude-opus-4-1': { alias: 'opus' },
    'openai/gpt-5': {},
  },
};

describe('readOpenClawModels', () => {
  it('reads aliases (lower-cased), the catalog and the default models', () => {
    expect(readOpenClawModels({ agents: { defaults: DEFAULTS } })).toEqual({
      aliases: {
        haiku: 'anthropic/claude-haiku-4-5',
        sonnet: 'anthropic/claude-sonnet-4-5',
        opus: 'anthropic/claude-opus-4-1',
      },
      models: ['anthropic/claude-haiku-4-5', 'anthropic/claude-sonnet-4-5', 'anthropic/claude-opus-4-1', 'openai/gpt-5'],
      defaultModel: 'anthropic/claude-sonnet-4-5',
      subagentModel: 'anthropic/claude-haiku-4-5',
      agentId: null,
      diagnostics: [],
    });
  });

  it('agents.list: the entry with default: true overrides model and adds its aliases', () => {
    const result = readOpenClawModels({
      agents: {
        defaults: DEFAULTS,
        list: [
          { id: 'main', model: 'anthropic/claude-opus-4-1' },
          { id: 'work', default: true, model: 'openai/gpt-5', models: { 'openai/gpt-5': { alias: 'gpt' }, 'openai/gpt-5-mini': { alias: 'haiku' } } },
        ],
      },
    });
    expect(result.agentId).toBe('work');
    expect(result.defaultModel).toBe('openai/gpt-5');
    expect(result.subagentModel).toBe('anthropic/claude-haiku-4-5');
    expect(result.aliases).toEqual({
      gpt: 'openai/gpt-5',
      haiku: 'openai/gpt-5-mini', // the agent's alias wins
      sonnet: 'anthropic/claude-sonnet-4-5',
      opus: 'anthropic/claude-opus-4-1',
    });
    expect(result.models).toEqual([
      'anthropic/claude-haiku-4-5',
      'anthropic/claude-sonnet-4-5',
      'anthropic/claude-opus-4-1',
      'openai/gpt-5',
      'openai/gpt-5-mini',
    ]);
    expect(result.diagnostics).toEqual([]);
  });

  it('agents.entries: `main` is chosen when no entry is the default; its subagents.model wins', () => {
    const result = readOpenClawModels({
      agents: {
        defaults: DEFAULTS,
        entries: { helper: { model: 'x/helper' }, main: { subagents: { model: { primary: 'anthropic/claude-opus-4-1' } } } },
      },
    });
    expect(result.agentId).toBe('main');
    expect(result.defaultModel).toBe('anthropic/claude-sonnet-4-5');
    expect(result.subagentModel).toBe('anthropic/claude-opus-4-1');
  });

  it('an explicit agent id is used; an unknown one is a warning with a suggestion', () => {
    const config = { agents: { defaults: DEFAULTS, entries: { helper: { model: 'x/helper' } }, list: [{ id: 'main' }] } };
    expect(readOpenClawModels(config, 'helper').defaultModel).toBe('x/helper');
    const missing = readOpenClawModels(config, 'helpr');
    expect(missing.agentId).toBeNull();
    expect(missing.defaultModel).toBe('anthropic/claude-sonnet-4-5');
    expect(missing.diagnostics.map((d) => [d.severity, d.ruleId])).toEqual([['warning', 'openclaw-agent-not-found']]);
    expect(missing.diagnostics[0]!.message).toContain('did you mean `helper`?');
  });

  it('no config: empty, silent', () => {
    expect(readOpenClawModels(null)).toEqual({ aliases: {}, models: [], defaultModel: null, subagentModel: null, agentId: null, diagnostics: [] });
    expect(readOpenClawModels({}).diagnostics).toEqual([]);
  });

  it('tolerates any shape: wrong types are warnings, never throws', () => {
    expect(readOpenClawModels(42).diagnostics.map((d) => d.ruleId)).toEqual(['openclaw-config-shape']);
    expect(readOpenClawModels({ agents: [] }).diagnostics).toHaveLength(1);
    const result = readOpenClawModels({
      agents: {
        defaults: {
          model: 7,
          subagents: 'x',
          models: { 'anthropic/claude-haiku-4-5': { alias: 5 }, notanid: { alias: 'x' }, 'a/b': 'oops', 'c/d': { alias: ['fast', 'quick'] } },
        },
        entries: 'nope',
        list: [{ name: 'no id' }, null],
      },
    });
    expect(result.diagnostics.every((d) => d.severity === 'warning' && d.ruleId === 'openclaw-config-shape')).toBe(true);
    expect(result.diagnostics).toHaveLength(8);
    expect(result.diagnostics[0]!.message).toContain('`agents.defaults.model` is a number');
    expect(result.aliases).toEqual({ fast: 'c/d', quick: 'c/d' });
    expect(result.models).toEqual(['anthropic/claude-haiku-4-5', 'a/b', 'c/d']);
    expect(result.defaultModel).toBeNull();
  });
});
