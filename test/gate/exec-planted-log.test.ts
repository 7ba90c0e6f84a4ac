// The exec command never writes through what a child plants where a gate's log goes, and never
// blocks on it: run by bash and by sh (dash here), as the agent's exec would, against each plant.

import { spawnSync } from 'node:child_process';
import { existsSync, linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildGateExec, validateGate } from '../../lib/gate/index.js';

const SHELLS = ['bash', 'sh', 'dash'].filter((s) => spawnSync(s, ['-c', 'exit 0']).status === 0);

describe.each(SHELLS)('a planted log under %s', (shell) => {
  let root: string;
  let project: string;
  let gates: string;
  let outside: string;
  const SECRET = 'export PATH=/usr/bin # the user\'s own file\n';

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'openforge-planted-'));
    project = join(root, 'project');
    gates = join(project, '.openforge', 'runs', 'r1', 'gates');
    mkdirSync(gates, { recursive: true });
    outside = join(root, 'bashrc');
    writeFileSync(outside, SECRET);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const exec = (logFile: string): { status: number | null; stderr: string; ms: number } => {
    const built = buildGateExec({ check: validateGate('echo TEST OUTPUT', { shellGate: true }), logFile, workdir: project, timeoutSeconds: 30 });
    if (!built.ok) throw new Error(built.reason);
    const t0 = Date.now();
    const r = spawnSync(shell, ['-c', built.exec.command], { cwd: project, encoding: 'utf8', timeout: 60_000 });
    return { status: r.status, stderr: r.stderr, ms: Date.now() - t0 };
  };

  it('a symbolic link to a file outside: refused, the file untouched', () => {
    const log = join(gates, '1-build.g1-abc.log');
    symlinkSync(outside, log);
    const r = exec(log);
    expect([r.status, r.stderr.includes('openforge: refused:')]).toEqual([1, true]);
    expect(readFileSync(outside, 'utf8')).toBe(SECRET);
  });

  it('a dangling symbolic link: refused, nothing created where it points', () => {
    const log = join(gates, '1-build.g1-abc.log');
    const target = join(root, 'created-by-the-link');
    symlinkSync(target, log);
    expect(exec(log).status).toBe(1);
    expect(existsSync(target)).toBe(false);
  });

  it('a hard link to a file outside: refused, the file untouched', () => {
    const log = join(gates, '1-build.g1-abc.log');
    linkSync(outside, log);
    expect(exec(log).status).toBe(1);
    expect(readFileSync(outside, 'utf8')).toBe(SECRET);
  });

  it('a FIFO: refused at once, never opened (no reader would ever come)', () => {
    const log = join(gates, '1-build.g1-abc.log');
    expect(spawnSync('mkfifo', [log]).status).toBe(0);
    const r = exec(log);
    expect(r.status).toBe(1);
    expect(r.ms).toBeLessThan(30_000); // a blocked open would hit the 60 s spawn timeout (status null)
  });

  it('gates/ replaced by a link to a folder outside: refused, nothing written there', () => {
    const away = join(root, 'away');
    mkdirSync(away);
    rmSync(gates, { recursive: true });
    symlinkSync(away, gates);
    expect(exec(join(gates, '1-build.g1-abc.log')).status).toBe(1);
    expect(existsSync(join(away, '1-build.g1-abc.log'))).toBe(false);
  });

  it('the run directory replaced by a link: refused, nothing written there', () => {
    const away = join(root, 'away-run');
    mkdirSync(join(away, 'gates'), { recursive: true });
    rmSync(join(project, '.openforge', 'runs', 'r1'), { recursive: true });
    symlinkSync(away, join(project, '.openforge', 'runs', 'r1'));
    expect(exec(join(gates, '1-build.g1-abc.log')).status).toBe(1);
    expect(existsSync(join(away, 'gates', '1-build.g1-abc.log'))).toBe(false);
  });

  it('nothing planted: the log is created with the gate output', () => {
    const log = join(gates, '1-build.g1-abc.log');
    expect(exec(log).status).toBe(0);
    expect(readFileSync(log, 'utf8')).toMatch(/^openforge-cwd=.*\nopenforge-start=\d+\nTEST OUTPUT\nopenforge-exit=0 end=\d+\n$/);
  });
});
