import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadOpenClawConfig, openClawConfigPath } from '../../lib/io/openclaw-config.js';

function files(contents: Record<string, string>): (path: string) => string {
  return (path) => {
    const text = contents[path];
    if (text === undefined) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
    return text;
  };
}

describe('openClawConfigPath', () => {
  it('OPENCLAW_CONFIG_PATH, else <home>/.openclaw/openclaw.json', () => {
    expect(openClawConfigPath({}, '/home/u')).toBe('/home/u/.openclaw/openclaw.json');
    expect(openClawConfigPath({ OPENCLAW_CONFIG_PATH: '' }, '/home/u')).toBe('/home/u/.openclaw/openclaw.json');
    expect(openClawConfigPath({ OPENCLAW_CONFIG_PATH: '/etc/oc.json' }, '/home/u')).toBe('/etc/oc.json');
    expect(openClawConfigPath({ OPENCLAW_CONFIG_PATH: '~/oc.json5' }, '/home/u')).toBe('/home/u/oc.json5');
  });
});

describe('loadOpenClawConfig', () => {
  it('missing file: not found, no diagnostics', () => {
    expect(loadOpenClawConfig({ env: {}, homeDir: '/home/u', readFile: files({}) })).toEqual({
      path: '/home/u/.openclaw/openclaw.json',
      found: false,
      config: null,
      diagnostics: [],
    });
  });

  it('parses JSON5 (comments, unquoted keys, trailing commas)', () => {
    const text = `{
      // model aliases
      agents: { defaults: { models: { "anthropic/claude-haiku-4-5": { alias: "haiku" }, }, }, },
    }`;
    const result = loadOpenClawConfig({ env: {}, homeDir: '/h', readFile: files({ '/h/.openclaw/openclaw.json': text }) });
    expect(result.found).toBe(true);
    expect(result.diagnostics).toEqual([]);
    expect(result.config).toEqual({ agents: { defaults: { models: { 'anthropic/claude-haiku-4-5': { alias: 'haiku' } } } } });
  });

  it('invalid JSON5: a warning naming the path and the error line, config null', () => {
    const result = loadOpenClawConfig({
      env: { OPENCLAW_CONFIG_PATH: '/cfg/oc.json' },
      homeDir: '/h',
      readFile: files({ '/cfg/oc.json': '{\n  agents: {\n    defaults: }\n}' }),
    });
    expect(result.found).toBe(true);
    expect(result.config).toBeNull();
    expect(result.diagnostics.map((d) => [d.severity, d.ruleId])).toEqual([['warning', 'openclaw-config-invalid']]);
    expect(result.diagnostics[0]!.message).toContain('/cfg/oc.json');
    expect(result.diagnostics[0]!.message).toContain('line 3, column 15');
  });

  it('unreadable file: a warning, config null', () => {
    const result = loadOpenClawConfig({
      env: {},
      homeDir: '/h',
      readFile: () => {
        throw Object.assign(new Error('EACCES'), { code: 'EACCES' });
      },
    });
    expect(result).toMatchObject({ found: true, config: null });
    expect(result.diagnostics[0]!.message).toContain('permission denied');
  });

  describe('with the real file system', () => {
    const home = mkdtempSync(join(tmpdir(), 'openforge-oc-'));
    afterAll(() => rmSync(home, { recursive: true, force: true }));

    it('reads <home>/.openclaw/openclaw.json by default', () => {
      expect(loadOpenClawConfig({ env: {}, homeDir: home }).found).toBe(false);
      mkdirSync(join(home, '.openclaw'));
      writeFileSync(join(home, '.openclaw', 'openclaw.json'), '{agents: {defaults: {model: "a/b"}}}');
      expect(loadOpenClawConfig({ env: {}, homeDir: home }).config).toEqual({ agents: { defaults: { model: 'a/b' } } });
    });
  });
});
