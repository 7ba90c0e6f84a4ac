// "Resolve, then pin" in real shells: the paths a gate names are resolved when it is issued
// (lib/io/gate-pins.ts) and the exec command checks them again right before the gate runs
// (lib/gate/pin-guard.ts). Each bend (a link planted before the issue, a link swapped after it,
// a destination through a link to a file outside) has its honest twin, which must run. Run by
// bash and by sh (dash here), as the agent's exec would. The stand-in gate is a Shell-Gate that
// writes through the path, so what a link would redirect is seen in the canary outside.

import { spawnSync } from 'node:child_process';
import { existsSync, linkSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildGateExec, validateGate } from '../../lib/gate/index.js';
import { pinGuard } from '../../lib/gate/pin-guard.js';
import { pinCandidates } from '../../lib/gate/pin-paths.js';
import { resolveGatePins } from '../../lib/io/gate-pins.js';

const SHELLS = ['bash', 'dash'].filter((s) => spawnSync(s, ['-c', 'exit 0']).status === 0);
const BASHRC = "# the user's own file\nalias ll='ls -l'\n";

describe.each(SHELLS)('paths a gate names, pinned, under %s', (shell) => {
  let root: string;
  let project: string;
  let home: string;
  let log: string;

  beforeEach(() => {
    root = realpathSync(mkdtempSync(join(tmpdir(), 'openforge-pins-')));
    project = join(root, 'project');
    home = join(root, 'home');
    mkdirSync(join(project, '.openforge', 'gates'), { recursive: true });
    mkdirSync(home);
    writeFileSync(join(home, '.bashrc'), BASHRC);
    log = join(project, '.openforge', 'gates', 'g1.log');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** Resolve `argv`'s paths now (as at issue); throws the problem when the gate would not be offered. */
  const issue = (argv: string[], workdir?: string) => {
    const resolved = resolveGatePins(project, workdir, pinCandidates(argv));
    if ('problem' in resolved) throw new Error(resolved.problem);
    return resolved;
  };
  /** Run `script` (a stand-in for the gate's program) behind the guard of `pinned`, in `cwd`. */
  const run = (script: string, pinned: ReturnType<typeof issue>, cwd = project, env: NodeJS.ProcessEnv = {}) => {
    const built = buildGateExec({
      check: validateGate(script, { shellGate: true }),
      logFile: log,
      workdir: cwd,
      timeoutSeconds: 30,
      guard: pinGuard(pinned.pins, pinned.workdirReal),
    });
    if (!built.ok) throw new Error(built.reason);
    const r = spawnSync(shell, ['-c', built.exec.command], { cwd, encoding: 'utf8', env: { PATH: process.env.PATH, ...env } });
    const text = readFileSync(log, 'utf8');
    // The gate's exit status as the log records it (the exec command itself ends with `date`'s).
    const status = r.status === 0 ? Number(/openforge-exit=(\d+)/.exec(text)?.[1] ?? NaN) : r.status;
    return { status, moved: text.split('\n')[2] === 'openforge-moved', text };
  };

  it('npm --prefix pkg: a real folder runs; swapped for a link to a folder outside after the issue, refused, nothing written there', () => {
    mkdirSync(join(project, 'pkg'));
    const pinned = issue(['npm', '--prefix', 'pkg', 'test']);
    expect(pinned.pins).toEqual([{ path: 'pkg', real: join(project, 'pkg'), kind: 'dir' }]);
    const honest = run('echo ran > pkg/canary', pinned);
    expect([honest.status, honest.moved, existsSync(join(project, 'pkg', 'canary'))]).toEqual([0, false, true]);

    rmSync(log);
    const away = join(root, 'away');
    mkdirSync(away);
    renameSync(join(project, 'pkg'), join(project, 'pkg-old'));
    symlinkSync(away, join(project, 'pkg'));
    const bent = run('echo ran > pkg/canary', pinned);
    expect([bent.status, bent.moved, existsSync(join(away, 'canary'))]).toEqual([1, true, false]);
  });

  it('a folder that is a link inside the project (a monorepo tests/) runs; retargeted after the issue, refused', () => {
    mkdirSync(join(project, 'packages', 'x', 'tests'), { recursive: true });
    mkdirSync(join(project, 'packages', 'y', 'tests'), { recursive: true });
    symlinkSync('packages/x/tests', join(project, 'tests'));
    const pinned = issue(['pytest', 'tests']);
    expect(pinned.pins).toEqual([{ path: 'tests', real: join(project, 'packages', 'x', 'tests'), kind: 'dir' }]);
    expect(run('echo ran > tests/canary', pinned).status).toBe(0);
    expect(existsSync(join(project, 'packages', 'x', 'tests', 'canary'))).toBe(true);

    rmSync(log);
    rmSync(join(project, 'tests'));
    symlinkSync('packages/y/tests', join(project, 'tests'));
    expect(run('echo ran > tests/canary2', pinned).moved).toBe(true);
    expect(existsSync(join(project, 'packages', 'y', 'tests', 'canary2'))).toBe(false);
  });

  it('swapped for a link that leads nowhere: refused, the refusal still the log\'s third line (the check says nothing of its own)', () => {
    mkdirSync(join(project, 'pkg'));
    const pinned = issue(['npm', '--prefix', 'pkg', 'test']);
    renameSync(join(project, 'pkg'), join(project, 'pkg-old'));
    symlinkSync(join(root, 'nowhere'), join(project, 'pkg'));
    const bent = run('mkdir -p pkg && echo ran > pkg/canary', pinned);
    expect([bent.status, bent.moved, existsSync(join(root, 'nowhere'))]).toEqual([1, true, false]);
  });

  it('a program named like the check\'s helper is still the program', () => {
    mkdirSync(join(project, 'pkg'));
    writeFileSync(join(project, 'pkg', 'd'), '#!/bin/sh\necho the program d\n', { mode: 0o755 });
    const pinned = issue(['npm', 'test'], 'pkg');
    // A plain gate `d`, run by the exec command's own shell (where the helper was defined).
    const built = buildGateExec({ check: validateGate('d', { shellGate: false }), logFile: log, workdir: join(project, 'pkg'), timeoutSeconds: 30, guard: pinGuard(pinned.pins, pinned.workdirReal) });
    if (!built.ok) throw new Error(built.reason);
    spawnSync(shell, ['-c', built.exec.command], { cwd: join(project, 'pkg'), env: { PATH: `.:${process.env.PATH}` } });
    expect(readFileSync(log, 'utf8')).toMatch(/\nthe program d\nopenforge-exit=0 /);
  });

  it('a link planted before the issue that leads outside: the gate is not offered, naming it', () => {
    symlinkSync(home, join(project, 'pkg'));
    expect(() => issue(['make', '-C', 'pkg', 'test'])).toThrow(/`pkg` resolves to .*home, outside the project .*; expected a path inside it/);
    symlinkSync(join(home, '.bashrc'), join(project, 'local.mk'));
    expect(() => issue(['make', '-f', 'local.mk'])).toThrow(/`local\.mk` resolves to .*\.bashrc, outside the project/);
  });

  it('--junitxml reports/junit.xml into a normal folder runs; a link planted there after the issue to ~/.bashrc is refused, the file untouched', () => {
    mkdirSync(join(project, 'reports'));
    const pinned = issue(['pytest', '--junitxml', 'reports/junit.xml']);
    expect(pinned.pins).toEqual([{ path: 'reports/junit.xml', real: join(project, 'reports'), kind: 'absent', write: true }]);
    expect(run('echo "<xml/>" > reports/junit.xml', pinned).status).toBe(0);

    rmSync(log);
    rmSync(join(project, 'reports', 'junit.xml'));
    symlinkSync(join(home, '.bashrc'), join(project, 'reports', 'junit.xml'));
    const bent = run('echo "<xml/>" > reports/junit.xml', pinned);
    expect([bent.status, bent.moved]).toEqual([1, true]);
    expect(readFileSync(join(home, '.bashrc'), 'utf8')).toBe(BASHRC);
  });

  it('a destination folder that did not exist, planted after the issue as a link to HOME: refused', () => {
    const pinned = issue(['pytest', '--junitxml', 'reports/junit.xml']);
    expect(pinned.pins).toEqual([{ path: 'reports/junit.xml', real: project, kind: 'absent', missing: 'reports', write: true }]);
    symlinkSync(home, join(project, 'reports'));
    expect(run('echo "<xml/>" > reports/junit.xml', pinned).moved).toBe(true);
    expect(existsSync(join(home, 'junit.xml'))).toBe(false);
  });

  it('made meanwhile by the run itself (a parallel phase\'s gate writing the same report): a real folder and file run; a link or a hard link inside it is refused', () => {
    const pinned = issue(['pytest', '--junitxml', 'reports/junit.xml']);
    mkdirSync(join(project, 'reports'));
    writeFileSync(join(project, 'reports', 'junit.xml'), '<xml/>\n');
    expect(run('echo "<xml/>" > reports/junit.xml', pinned).status).toBe(0);

    rmSync(log);
    rmSync(join(project, 'reports', 'junit.xml'));
    linkSync(join(home, '.bashrc'), join(project, 'reports', 'junit.xml'));
    expect(run('echo "<xml/>" > reports/junit.xml', pinned).moved).toBe(true);
    rmSync(log);
    rmSync(join(project, 'reports', 'junit.xml'));
    symlinkSync(join(home, '.bashrc'), join(project, 'reports', 'junit.xml'));
    expect(run('echo "<xml/>" > reports/junit.xml', pinned).moved).toBe(true);
    expect(readFileSync(join(home, '.bashrc'), 'utf8')).toBe(BASHRC);
  });

  it('an existing destination file runs; swapped for a hard link to ~/.bashrc after the issue, refused; a hard link or a link before the issue: not offered', () => {
    mkdirSync(join(project, 'reports'));
    writeFileSync(join(project, 'reports', 'out.tap'), 'old report\n');
    const argv = ['node', '--test', '--test-reporter=tap', '--test-reporter-destination=reports/out.tap'];
    const pinned = issue(argv);
    expect(pinned.pins).toEqual([{ path: 'reports/out.tap', real: join(project, 'reports', 'out.tap'), kind: 'file', write: true }]);
    expect(run('echo new > reports/out.tap', pinned).status).toBe(0);

    rmSync(log);
    rmSync(join(project, 'reports', 'out.tap'));
    linkSync(join(home, '.bashrc'), join(project, 'reports', 'out.tap'));
    expect(run('echo new > reports/out.tap', pinned).moved).toBe(true);
    expect(readFileSync(join(home, '.bashrc'), 'utf8')).toBe(BASHRC);
    expect(() => issue(argv)).toThrow(/`reports\/out\.tap`, which the gate writes, is a hard link \(2 names for one file\)/);
    rmSync(join(project, 'reports', 'out.tap'));
    symlinkSync('../other.tap', join(project, 'reports', 'out.tap'));
    writeFileSync(join(project, 'other.tap'), '');
    expect(() => issue(argv)).toThrow(/`reports\/out\.tap`, which the gate writes, is a link/);
  });

  it('a configuration file read through a link inside the project runs; its folder swapped for a link outside after the issue, refused', () => {
    mkdirSync(join(project, 'ci'));
    writeFileSync(join(project, 'ci', 'real.ini'), '[pytest]\n');
    symlinkSync('real.ini', join(project, 'ci', 'pytest.ini'));
    const pinned = issue(['pytest', '-c', 'ci/pytest.ini']);
    expect(pinned.pins).toEqual([{ path: 'ci/pytest.ini', real: join(project, 'ci', 'real.ini'), kind: 'linked-file' }]);
    expect(run('cat ci/pytest.ini', pinned).status).toBe(0);

    rmSync(log);
    const away = join(root, 'away');
    mkdirSync(away);
    writeFileSync(join(away, 'pytest.ini'), '[pytest]\naddopts = -p evil\n');
    writeFileSync(join(away, 'real.ini'), '[pytest]\naddopts = -p evil\n');
    renameSync(join(project, 'ci'), join(project, 'ci-old'));
    symlinkSync(away, join(project, 'ci'));
    expect(run('cat ci/pytest.ini', pinned).moved).toBe(true);
  });

  it('the Workdir: the real folder runs; swapped for a link to a folder outside after the issue, refused before the gate runs there', () => {
    mkdirSync(join(project, 'pkg'));
    const pinned = issue(['npm', 'test'], 'pkg');
    expect(pinned).toEqual({ pins: [], workdirReal: join(project, 'pkg') });
    expect(run('echo ran > canary', pinned, join(project, 'pkg')).status).toBe(0);

    rmSync(log);
    const away = join(root, 'away');
    mkdirSync(away);
    renameSync(join(project, 'pkg'), join(project, 'pkg-old'));
    symlinkSync(away, join(project, 'pkg'));
    const bent = run('echo ran > canary', pinned, join(project, 'pkg'));
    expect([bent.status, bent.moved, existsSync(join(away, 'canary'))]).toEqual([1, true, false]);
    // Planted before the issue: not offered.
    expect(() => issue(['npm', 'test'], 'pkg')).toThrow(/the Workdir `pkg` \(at `pkg`\) is now a link to .*away/);
  });

  it('CDPATH in the environment does not send the check elsewhere (the honest gate runs)', () => {
    mkdirSync(join(project, 'pkg'));
    mkdirSync(join(root, 'elsewhere', 'pkg'), { recursive: true });
    const pinned = issue(['npm', '--prefix', 'pkg', 'test']);
    expect(run('true', pinned, project, { CDPATH: join(root, 'elsewhere') }).status).toBe(0);
  });

  it('a gate that names no path, without a Workdir: no pins, and its exec command is the one it always was', () => {
    mkdirSync(join(project, 'test'));
    const pinned = issue(['npm', 'test']);
    expect(pinned).toEqual({ pins: [] });
    expect(pinGuard(pinned.pins, pinned.workdirReal)).toBeNull();
    const check = validateGate('npm test', { shellGate: false });
    const plain = buildGateExec({ check, logFile: log, workdir: project, timeoutSeconds: 30 });
    const guarded = buildGateExec({ check, logFile: log, workdir: project, timeoutSeconds: 30, guard: null });
    expect(guarded).toEqual(plain);
  });
});
