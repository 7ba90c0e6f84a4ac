import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildGateExec, validateGate } from '../../lib/gate/index.js';
import { printsEnvironment } from '../../lib/gate/environment-dump.js';
import { confirmGatesQuestion } from '../../lib/render/ask-question.js';
import type { RunState } from '../../lib/schema/index.js';
import { runCli } from '../helpers/cli.js';

/**
 * Issue 45 item 5: a gate that prints the environment is never `ok` (`gate-prints-environment`).
 * Programs whose job is printing variables are rejected, alone or in a pipeline, with or
 * without Shell-Gate; a package manager's `run env` is `confirm`, and the question says what it
 * prints. Every form has an honest twin that must stay as it was.
 */
const rules = (cmd: string, shellGate = false): string[] => validateGate(cmd, { shellGate }).diagnostics.map((d) => d.ruleId);
const verdict = (cmd: string, shellGate = false): string => validateGate(cmd, { shellGate }).verdict;

const REJECTED = [
  'env', 'env -0', 'env -u HOME', 'env -i', 'printenv', 'printenv AWS_SECRET_ACCESS_KEY', 'set', 'export', 'export -p', 'declare -p',
  'declare -x', 'declare -px', 'typeset -p', 'typeset -x', 'readonly -p', 'make -p', 'make -pn', 'make -np test', 'make -kp',
  'make --print-data-base', 'make --print-data', 'gmake -p', 'timeout 60 env', 'nice env', 'command printenv', 'time printenv',
  'npx printenv', 'busybox env', 'cat /proc/self/environ', 'strings /proc/1/environ', 'ps eww', 'ps auxe', 'CI=1 env',
];
const SHELL_REJECTED = ['env | sort', 'printenv | grep KEY', 'set', 'export -p | cat', 'npm test && env', '( set -o posix ; set )', 'declare -p | head -n 50'];
const CONFIRMED = ['npm run env', 'npm run-script env', 'npm run --silent env', 'npm --prefix pkg run env', 'yarn run env', 'yarn env', 'pnpm run env', 'bun run env'];
/** Honest twins: as they were before the rule (ok stays ok; the rule never names them). */
const TWINS_OK = [
  'env CI=1 npm test', 'make test', 'make -j4 test', 'make -C build test', 'make --print-directory test', 'npm run envcheck', 'npm run env:test',
  'npm run environment', 'npm test', 'yarn test', 'pytest -p no:cacheprovider', 'pnpm run build', 'CI=1 npm test',
];
const TWINS_OTHER = ['env FOO=1 npm test', 'export FOO=1', 'set -e', 'ps aux', 'declare FOO=1', 'cat .env.example', 'yarn environment'];

describe('gate-prints-environment (issue 45 item 5)', () => {
  it.each(REJECTED)('rejects %s', (cmd) => {
    expect(verdict(cmd)).toBe('rejected');
    expect(rules(cmd)).toContain('gate-prints-environment');
  });

  it.each(SHELL_REJECTED)('rejects %s under Shell-Gate too', (cmd) => {
    expect(verdict(cmd, true)).toBe('rejected');
    expect(rules(cmd, true)).toContain('gate-prints-environment');
  });

  it.each(CONFIRMED)('asks about %s (confirm, never ok)', (cmd) => {
    expect(verdict(cmd)).toBe('confirm');
    const d = validateGate(cmd, { shellGate: false }).diagnostics.find((x) => x.ruleId === 'gate-prints-environment');
    expect(d?.severity).toBe('warning');
    expect(printsEnvironment(cmd)).toBe(true);
  });

  it.each(TWINS_OK)('honest twin %s stays ok', (cmd) => {
    expect(verdict(cmd)).toBe('ok');
    expect(printsEnvironment(cmd)).toBe(false);
  });

  it.each(TWINS_OTHER)('honest twin %s is not named by the rule', (cmd) => {
    expect(rules(cmd)).not.toContain('gate-prints-environment');
    expect(verdict(cmd)).not.toBe('rejected');
  });

  it('the question says a `run env` gate prints the environment, and says nothing of the kind for its twin', () => {
    const state = { runId: 'r1', prd: { title: 'T' } } as unknown as RunState;
    const ask = (runs: string): string => confirmGatesQuestion(state, [{ phase: 'build', command: runs, runs }]);
    expect(ask('npm run env')).toMatch(/environment/);
    expect(ask('npm run envcheck')).not.toMatch(/environment/);
  });

  it('gate check: exit 1 for a dump, 0 for its twin', async () => {
    const dump = await runCli(['gate', 'check', 'env | sort', '--shell-gate', '--json']);
    expect(dump.code).toBe(1);
    expect(JSON.parse(dump.stdout).verdict).toBe('rejected');
    const twin = await runCli(['gate', 'check', 'env CI=1 npm test', '--json']);
    expect(twin.code).toBe(0);
    expect(JSON.parse(twin.stdout).verdict).toBe('ok');
  });
});

describe('what `npm run env` would write, end to end through the exec command', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'openforge-envdump-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  const canary = ['openforge', 'canary', 'Zr8kQ2mLp7w'].join('-');
  const runGate = (cmd: string): string => {
    writeFileSync(join(tmp, 'package.json'), JSON.stringify({ name: 'p', private: true, scripts: { envcheck: 'node -v' } }));
    const log = join(tmp, `g${Math.random().toString(36).slice(2)}.log`);
    const built = buildGateExec({ check: validateGate(cmd, { shellGate: false }), logFile: log, workdir: tmp, timeoutSeconds: 30 });
    if (!built.ok) throw new Error(built.reason);
    spawnSync('bash', ['-c', built.exec.command], { cwd: tmp, stdio: 'ignore', timeout: 30_000, env: { ...process.env, OPENFORGE_TEST_CANARY: canary, npm_config_update_notifier: 'false' } });
    return readFileSync(log, 'utf8');
  };

  it('the confirmed form does print the environment into the gate log; its honest twin does not', () => {
    expect(runGate('npm run env')).toContain(canary);
    const twin = runGate('npm run envcheck');
    expect(twin).toMatch(/openforge-exit=0/);
    expect(twin).not.toContain(canary);
  });
});
