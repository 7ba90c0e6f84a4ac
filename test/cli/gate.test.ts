import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { schemaErrors } from '../helpers/schemas.js';

describe('openforge gate check', () => {
  it('accepts a plain build command (exit 0) with its argv', async () => {
    const r = await runCli(['gate', 'check', 'npm test', '--json']);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(schemaErrors('gate-check', report)).toBe('');
    expect(report).toMatchObject({ schemaVersion: 1, verdict: 'ok', argv: ['npm', 'test'], program: 'npm' });
  });

  it('rejects `npm run build && npm test` (exit 1) and points at the operator', async () => {
    const r = await runCli(['gate', 'check', 'npm run build && npm test', '--json']);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout);
    expect(schemaErrors('gate-check', report)).toBe('');
    expect(report.verdict).toBe('rejected');
    const operator = report.diagnostics.find((d: { ruleId: string }) => d.ruleId === 'gate-shell-operator');
    expect(operator).toMatchObject({ severity: 'error', line: 1, column: 15 });
    expect(operator.message).toContain('Shell-Gate: true');
  });

  it('accepts the same command with --shell-gate', async () => {
    const r = await runCli(['gate', 'check', 'npm run build && npm test', '--shell-gate', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ shellGate: true, argv: null });
  });

  it('prints one <gate>:line:col line per diagnostic in human mode', async () => {
    const r = await runCli(['gate', 'check', 'bash -c "npm test"']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^<gate>:1:\d+: error .+ \[gate-hidden-command\]$/m);
  });

  it('is a usage error (exit 2) without the command, with an unknown option, or with two commands', async () => {
    for (const argv of [['gate'], ['gate', 'check'], ['gate', 'check', 'npm test', '--bogus'], ['gate', 'check', 'npm', 'test']]) {
      const r = await runCli(argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.stderr).toMatch(/^openforge: gate/);
    }
  });

  it('reports usage errors as one JSON document with --json', async () => {
    const r = await runCli(['gate', 'check', '--json']);
    expect(r.code).toBe(2);
    expect(schemaErrors('error', JSON.parse(r.stdout))).toBe('');
  });
});

describe('openforge gate check: configuration from outside the project', () => {
  const home = (npmrc: string): string => {
    const dir = mkdtempSync(join(tmpdir(), 'openforge-gate-home-'));
    writeFileSync(join(dir, '.npmrc'), npmrc);
    return dir;
  };

  it('is confirm (exit 0) when the home .npmrc sets a script-shell that is no plain shell, naming the file and line', async () => {
    const homeDir = home('registry=https://registry.npmjs.org/\nscript-shell=/tmp/fake-sh\n');
    try {
      const r = await runCli(['gate', 'check', 'npm test', '--json'], { homeDir, cwd: homeDir });
      expect(r.code).toBe(0);
      const report = JSON.parse(r.stdout);
      expect(schemaErrors('gate-check', report)).toBe('');
      expect(report.verdict).toBe('confirm');
      expect(report.outsideConfig).toEqual([expect.objectContaining({ runner: 'npm', line: 2, text: 'script-shell=/tmp/fake-sh' })]);
      expect(report.diagnostics.map((d: { ruleId: string }) => d.ruleId)).toContain('gate-outside-config');
    } finally {
      rmSync(homeDir, { recursive: true, force: true });
    }
  });

  it('honest twin: a home .npmrc with a registry and a plain shell leaves `npm test` ok', async () => {
    const homeDir = home('registry=https://registry.npmjs.org/\nscript-shell=/bin/bash\n');
    try {
      const r = await runCli(['gate', 'check', 'npm test', '--json'], { homeDir, cwd: homeDir });
      expect(JSON.parse(r.stdout)).toMatchObject({ verdict: 'ok', diagnostics: [] });
    } finally {
      rmSync(homeDir, { recursive: true, force: true });
    }
  });
});
