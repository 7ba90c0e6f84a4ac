// Issue 13 part 9: `plan` says exactly what to allow when OpenClaw's exec approvals are on
// (lib/plan/exec-approvals.ts), and nothing when they are off. Literal configs as users write
// them (mode, or the older security/ask pair; per agent; the host approvals document).

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { execApprovalsAdvice, execModeOf } from '../../lib/plan/index.js';
import { runNode } from '../helpers/cli.js';
import { schemaErrors } from '../helpers/schemas.js';

const root = resolve(import.meta.dirname, '../..');
const CLI = join(root, 'skills/openforge/scripts/openforge.cjs');
const tmp = mkdtempSync(join(tmpdir(), 'openforge-exec-approvals-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const advise = (config: unknown, approvals: unknown = null, hasGates = true) =>
  execApprovalsAdvice({ config, approvals, scriptCommand: 'node /abs/openforge.cjs', hasGates });

describe('execModeOf: the mode a policy selects, as OpenClaw normalizes it', () => {
  it.each([
    [{ mode: 'allowlist' }, 'allowlist'],
    [{ mode: 'ASK' }, 'ask'],
    [{ mode: 'full', security: 'deny' }, 'full'],
    [{ security: 'allowlist' }, 'allowlist'],
    [{ security: 'allowlist', ask: 'on-miss' }, 'ask'],
    [{ security: 'full', ask: 'always' }, 'ask'],
    [{ security: 'full', ask: 'on-miss' }, 'full'],
    [{ security: 'deny' }, 'deny'],
    [{ ask: 'off' }, 'full'],
    [{ mode: 'nonsense' }, null],
    [{ timeoutSeconds: 30 }, null],
    ['allowlist', null],
    [null, null],
  ])('%j → %s', (policy, mode) => expect(execModeOf(policy)).toBe(mode));
});

describe('execApprovalsAdvice', () => {
  it('nothing to say: no config, full everywhere, or only unrelated exec settings', () => {
    expect(advise(null)).toBeNull();
    expect(advise({ tools: { exec: { mode: 'full' } } }, { defaults: { security: 'full', ask: 'off' } })).toBeNull();
    expect(advise({ tools: { exec: { pathPrepend: ['/opt/node/bin'] } }, agents: { entries: { main: {} } } })).toBeNull();
  });

  it('config allowlist with the main agent in full: the node entry, {baseDir} absolute, gates need full (main is)', () => {
    expect(advise({ tools: { exec: { mode: 'allowlist' } }, agents: { entries: { main: { tools: { exec: { mode: 'full' } } } } } })).toEqual({
      restrictions: [{ source: 'config', key: 'tools.exec', mode: 'allowlist' }],
      allowlistEntry: 'node',
      scriptCommand: 'node /abs/openforge.cjs',
      gatesNeedFullMode: true,
      fullAgents: ['main'],
    });
  });

  it('the approvals document alone restricts (the stricter wins): an agent full in config but not in approvals is not full', () => {
    const advice = advise(
      { agents: { entries: { main: { tools: { exec: { mode: 'full' } } }, ops: { tools: { exec: { mode: 'full' } } } } } },
      { version: 1, defaults: { security: 'allowlist', ask: 'on-miss' }, agents: { '*': { allowlist: [{ pattern: 'node' }] }, ops: { security: 'full', ask: 'off' } } },
    );
    expect(advice?.restrictions).toEqual([{ source: 'approvals', key: 'defaults', mode: 'ask' }]);
    expect(advice?.fullAgents).toEqual(['ops']);
  });

  it('a per-agent restriction with no gates in the PRD: only the scripts part', () => {
    const advice = advise({ agents: { entries: { main: { tools: { exec: { security: 'deny' } } } } } }, null, false);
    expect(advice?.restrictions).toEqual([{ source: 'config', key: 'agents.entries.main.tools.exec', mode: 'deny' }]);
    expect([advice?.gatesNeedFullMode, advice?.fullAgents]).toEqual([false, []]);
  });
});

describe('plan through the built script, with a HOME that holds the configs', () => {
  const home = (name: string, config: string | null, approvals: string | null): string => {
    const dir = join(tmp, name);
    mkdirSync(join(dir, '.openclaw'), { recursive: true });
    if (config !== null) writeFileSync(join(dir, '.openclaw', 'openclaw.json'), config);
    if (approvals !== null) writeFileSync(join(dir, '.openclaw', 'exec-approvals.json'), approvals);
    return dir;
  };
  const plan = (homeDir: string, json: boolean) =>
    runNode(CLI, ['plan', join(root, 'examples/minimal.prd.md'), ...(json ? ['--json'] : [])], { cwd: tmp, env: { PATH: process.env.PATH, HOME: homeDir } });

  it('allowlist mode (JSON5 config): the section in human output and execApprovals in JSON, the script path absolute', () => {
    const dir = home('allowlist', '// mine\n{ tools: { exec: { mode: "allowlist" } } }\n', null);
    const human = plan(dir, false);
    expect(human.code).toBe(0);
    const section = human.stdout.split('\n\n').find((b) => b.startsWith('Exec approvals'));
    expect(section?.split('\n')[0]).toBe('Exec approvals (config tools.exec: allowlist): to run OpenForge, allow exactly this:');
    expect(section).toContain(`call them with {baseDir} absolute: node ${CLI} …`);
    expect(section).toContain('needs host exec mode full (none is now)');
    const doc = JSON.parse(plan(dir, true).stdout) as { execApprovals?: unknown };
    expect(schemaErrors('plan', doc)).toBe('');
    expect(doc.execApprovals).toEqual({
      restrictions: [{ source: 'config', key: 'tools.exec', mode: 'allowlist' }],
      allowlistEntry: 'node',
      scriptCommand: `node ${CLI}`,
      gatesNeedFullMode: true,
      fullAgents: [],
    });
  });

  it('no section and no field in full mode, with no config, or with a broken approvals file', () => {
    for (const dir of [home('full', '{ tools: { exec: { mode: "full" } } }', null), home('none', null, null), home('broken', null, '{ defaults: ')]) {
      const human = plan(dir, false);
      expect(human.stdout).not.toContain('Exec approvals');
      expect(JSON.parse(plan(dir, true).stdout)).not.toHaveProperty('execApprovals');
    }
  });
});
