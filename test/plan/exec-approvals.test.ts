// Issue 13 part 9: `plan` says exactly what to allow when OpenClaw's exec approvals are on
// (lib/plan/exec-approvals.ts), and nothing when they are off. Literal configs as users write
// them (mode, or the older security/ask pair; per agent; the host approvals document).

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readExecApprovals, type ApprovalsDatabase } from '../../lib/io/index.js';
import { execApprovalsAdvice, execModeOf } from '../../lib/plan/index.js';
import type { ExecApprovalsOrigin } from '../../lib/schema/index.js';
import { runNode } from '../helpers/cli.js';
import { schemaErrors } from '../helpers/schemas.js';

const root = resolve(import.meta.dirname, '../..');
const CLI = join(root, 'skills/openforge/scripts/openforge.cjs');
const tmp = mkdtempSync(join(tmpdir(), 'openforge-exec-approvals-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const READ: ExecApprovalsOrigin = { kind: 'state-db', path: '/h/.openclaw/state/openclaw.sqlite', reason: null };
const advise = (config: unknown, approvals: unknown = null, hasGates = true, origin: ExecApprovalsOrigin = READ) =>
  execApprovalsAdvice({ config, approvals, origin, scriptCommand: 'node /abs/openforge.cjs', hasGates });

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
      origin: READ,
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

  it('host approvals that could not be read are never a silent full: advice with no restriction known and no agent known full', () => {
    const unread: ExecApprovalsOrigin = { kind: 'unreadable', path: '/h/.openclaw/state/openclaw.sqlite', reason: 'this Node (v20.20.2) has no node:sqlite' };
    const advice = advise({ agents: { entries: { main: { tools: { exec: { mode: 'full' } } } } } }, null, true, unread);
    expect(advice).toEqual({ origin: unread, restrictions: [], allowlistEntry: 'node', scriptCommand: 'node /abs/openforge.cjs', gatesNeedFullMode: true, fullAgents: [] });
    // Read and absent (OpenClaw's default is full): nothing to say.
    expect(advise(null, null, true, { kind: 'none', path: '/h/.openclaw/state/openclaw.sqlite', reason: null })).toBeNull();
  });
});

describe('readExecApprovals: where OpenClaw 2026.9.x keeps them, then the older file', () => {
  const ALLOWLIST = { version: 1, defaults: { security: 'allowlist', ask: 'off' } };
  const db = (raw: string | null): ApprovalsDatabase => ({ rawJson: () => raw, close: () => undefined });
  const at = (files: Record<string, string>) => ({
    env: {},
    homeDir: '/h',
    exists: (p: string) => p in files,
    readFile: (p: string) => {
      const text = files[p];
      if (text === undefined) throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
      return text;
    },
  });

  it('the state database row wins over a stale exec-approvals.json', () => {
    const read = readExecApprovals({ ...at({ '/h/.openclaw/state/openclaw.sqlite': '', '/h/.openclaw/exec-approvals.json': '{}' }), openDatabase: () => db(JSON.stringify(ALLOWLIST)) });
    expect(read).toEqual({ document: ALLOWLIST, origin: { kind: 'state-db', path: '/h/.openclaw/state/openclaw.sqlite', reason: null } });
  });

  it('OPENCLAW_STATE_DIR moves both places; no database: the older file', () => {
    const read = readExecApprovals({ ...at({ '/s/exec-approvals.json': JSON.stringify(ALLOWLIST) }), env: { OPENCLAW_STATE_DIR: '/s' } });
    expect(read).toEqual({ document: ALLOWLIST, origin: { kind: 'file', path: '/s/exec-approvals.json', reason: null } });
  });

  it('a database that cannot be opened is unreadable, with the reason; one without the row holds no approvals', () => {
    const broken = readExecApprovals({ ...at({ '/h/.openclaw/state/openclaw.sqlite': '' }), openDatabase: () => { throw new Error('SQLITE_CANTOPEN: unable to open database file\nmore'); } });
    expect(broken).toEqual({ document: null, origin: { kind: 'unreadable', path: '/h/.openclaw/state/openclaw.sqlite', reason: 'SQLITE_CANTOPEN: unable to open database file' } });
    const empty = readExecApprovals({ ...at({ '/h/.openclaw/state/openclaw.sqlite': '' }), openDatabase: () => db(null) });
    expect(empty).toEqual({ document: null, origin: { kind: 'state-db', path: '/h/.openclaw/state/openclaw.sqlite', reason: null } });
  });

  it('neither place: none (the path named is the database 2026.9.x would use)', () => {
    expect(readExecApprovals(at({}))).toEqual({ document: null, origin: { kind: 'none', path: '/h/.openclaw/state/openclaw.sqlite', reason: null } });
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
      origin: { kind: 'none', path: join(dir, '.openclaw', 'state', 'openclaw.sqlite'), reason: null },
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

  it.runIf(!hasNodeSqlite)('a state database this Node cannot read: the section says so and how to check, exit 0', () => {
    const dir = home('state-db', null, null);
    mkdirSync(join(dir, '.openclaw', 'state'), { recursive: true });
    writeFileSync(join(dir, '.openclaw', 'state', 'openclaw.sqlite'), 'SQLite format 3\0');
    const human = plan(dir, false);
    expect(human.code).toBe(0);
    const first = human.stdout.split('\n\n').find((b) => b.startsWith('Exec approvals'))?.split('\n')[0];
    expect(first).toBe(
      `Exec approvals (host approvals in ${join(dir, '.openclaw', 'state', 'openclaw.sqlite')}: not read (this Node (${process.version}) has no node:sqlite; Node 22.13 or later reads it); ` +
        'check them with `openclaw approvals get`): to run OpenForge, allow exactly this:',
    );
    const doc = JSON.parse(plan(dir, true).stdout) as { execApprovals?: { origin: unknown; fullAgents: unknown } };
    expect(schemaErrors('plan', doc)).toBe('');
    expect(doc.execApprovals?.origin).toEqual({ kind: 'unreadable', path: join(dir, '.openclaw', 'state', 'openclaw.sqlite'), reason: `this Node (${process.version}) has no node:sqlite; Node 22.13 or later reads it` });
  });
});

/** Whether this Node has node:sqlite without a flag (the suite runs on Node 20: it has not). */
const hasNodeSqlite = (process as { getBuiltinModule?: (id: string) => unknown }).getBuiltinModule?.('node:sqlite') !== undefined;
