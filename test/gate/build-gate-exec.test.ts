import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateGate } from '../../lib/gate/index.js';
import { buildGateExec, GATE_EXIT_MARKER, readGateLog, type GateExecResult } from '../../lib/gate/index.js';
import type { GateCheck } from '../../lib/schema/index.js';

const plain = (argv: string[]): GateCheck => ({
  command: argv.join(' '),
  shellGate: false,
  verdict: 'ok',
  argv,
  program: argv[0] ?? null,
  diagnostics: [],
});

const commandOf = (result: GateExecResult): string => {
  if (!result.ok) throw new Error(`expected ok, got: ${result.reason}`);
  return result.exec.command;
};

/**
 * The wrapper, written out by hand: the log `L` is created exclusively (`set -C`) unless something
 * already stands there or its directory or the one above is a link; the group prints where and when.
 */
const wrapped = (gate: string, log: string): string =>
  `set -C;L=${log};if [ -e "$L" ]||[ -h "$L" ]||[ -h "\${L%/*}" ]||[ -h "\${L%/*/*}" ];then ` +
  `echo "openforge: refused: $L or its directory existed before the gate ran; run next">&2;false;else ` +
  `{ printf 'openforge-cwd=';pwd -P;printf 'openforge-start=';date +%s;${gate};printf 'openforge-exit=%s end=' "$?";date +%s;}>"$L" 2>&1;fi`;

describe('buildGateExec: exact commands', () => {
  it('a plain gate', () => {
    const check = validateGate('npm test', { shellGate: false });
    const result = buildGateExec({ check, logFile: '/run/gates/p1.log', workdir: '/repo', timeoutSeconds: 600 });
    expect(result).toEqual({
      ok: true,
      exec: {
        command:
          'set -C;L=/run/gates/p1.log;if [ -e "$L" ]||[ -h "$L" ]||[ -h "${L%/*}" ]||[ -h "${L%/*/*}" ];then ' +
          'echo "openforge: refused: $L or its directory existed before the gate ran; run next">&2;false;else ' +
          `{ printf 'openforge-cwd=';pwd -P;printf 'openforge-start=';date +%s;npm test;printf 'openforge-exit=%s end=' "$?";date +%s;}>"$L" 2>&1;fi`,
        workdir: '/repo',
        timeoutSeconds: 600,
      },
    });
  });

  it('a shell gate and a log path with a space', () => {
    const check = validateGate('npm test && npm run lint', { shellGate: true });
    const result = buildGateExec({ check, logFile: '/r/g 1.log', workdir: '/repo', timeoutSeconds: 60 });
    expect(commandOf(result)).toBe(wrapped(`sh -c 'npm test && npm run lint'`, `'/r/g 1.log'`));
  });

  it('keeps leading NAME=value words as assignments, quoting the value', () => {
    const check = validateGate("CI=1 FOO='a b' npm test", { shellGate: false });
    expect(check.argv).toEqual(['CI=1', 'FOO=a b', 'npm', 'test']);
    expect(commandOf(buildGateExec({ check, logFile: '/l', workdir: '/w', timeoutSeconds: 1 }))).toBe(wrapped(`CI=1 FOO='a b' npm test`, '/l'));
  });

  it('quotes globs, variables and tildes so they stay literal', () => {
    const check = plain(['ls', '*.ts', '$HOME', '~/x', 'a;b']);
    expect(commandOf(buildGateExec({ check, logFile: '/l', workdir: '/w', timeoutSeconds: 1 }))).toBe(wrapped(`ls '*.ts' '$HOME' '~/x' 'a;b'`, '/l'));
  });

  it('exports the marker', () => {
    expect(GATE_EXIT_MARKER).toBe('openforge-exit=');
  });
});

describe('buildGateExec: refusals and timeout', () => {
  const base = { logFile: '/l', workdir: '/w', timeoutSeconds: 10 };

  it('refuses a rejected gate', () => {
    const check = validateGate('npm test; rm -rf /', { shellGate: false });
    expect(check.verdict).toBe('rejected');
    const result = buildGateExec({ ...base, check });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/rejected/);
  });

  it('refuses a rejected shell gate too', () => {
    expect(buildGateExec({ ...base, check: { ...plain(['x']), shellGate: true, argv: null, verdict: 'rejected' } }).ok).toBe(false);
  });

  it('refuses a plain gate without argv, an argv of only assignments, an empty log path or workdir', () => {
    expect(buildGateExec({ ...base, check: { ...plain(['x']), argv: null } }).ok).toBe(false);
    expect(buildGateExec({ ...base, check: plain([]) }).ok).toBe(false);
    expect(buildGateExec({ ...base, check: plain(['A=1']) }).ok).toBe(false);
    expect(buildGateExec({ ...base, logFile: '', check: plain(['x']) }).ok).toBe(false);
    expect(buildGateExec({ ...base, workdir: '', check: plain(['x']) }).ok).toBe(false);
    expect(buildGateExec({ ...base, timeoutSeconds: Number.NaN, check: plain(['x']) }).ok).toBe(false);
  });

  it('floors the timeout with a minimum of 1', () => {
    const t = (timeoutSeconds: number): number | undefined => {
      const r = buildGateExec({ ...base, timeoutSeconds, check: plain(['x']) });
      return r.ok ? r.exec.timeoutSeconds : undefined;
    };
    expect([t(90.9), t(1), t(0.5), t(0), t(-5)]).toEqual([90, 1, 1, 1, 1]);
  });
});

/** Real shells run the built command, as the agent's exec tool would. */
const SHELLS = ['bash', 'sh'].filter((s) => spawnSync(s, ['-c', 'exit 0']).status === 0);

/** The log as the wrapper writes it: the exec command's two lines, the output, the marker with the end. */
const LOG = (cwd: string, output: string, exit: number): RegExp =>
  new RegExp(`^openforge-cwd=${cwd.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\nopenforge-start=\\d{10}\n${output.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}openforge-exit=${exit} end=\\d{10}\n$`);
/** The gate's output and exit status, read back as `next` reads them. */
const outputOf = (log: string): { tail: string; exitCode: number | null; cwd: string | null } => {
  const r = readGateLog(log, { startedAt: 0, now: 1, timeoutSeconds: 30 });
  return { tail: r.tail, exitCode: r.exitCode, cwd: r.ran.cwd };
};

describe.each(SHELLS)('the built command under %s', (shell) => {
  let dir: string;
  let logDir: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'openforge-gate-exec-'));
    logDir = join(dir, 'run dir with spaces');
    mkdirSync(logDir);
    writeFileSync(join(dir, 'args.js'), 'console.log(JSON.stringify(process.argv.slice(2)));\nprocess.exit(3);\n');
    writeFileSync(join(dir, 'env.js'), 'console.log(process.env.FOO);\nconsole.error("to stderr");\n');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const run = (check: GateCheck, name: string): string => {
    const logFile = join(logDir, `${name} 1.log`);
    const result = buildGateExec({ check, logFile, workdir: dir, timeoutSeconds: 30 });
    const ran = spawnSync(shell, ['-c', commandOf(result)], { cwd: dir, encoding: 'utf8', env: { ...process.env, HOME: '/home/should-not-appear' } });
    expect(ran.error).toBeUndefined();
    expect(existsSync(logFile)).toBe(true);
    return readFileSync(logFile, 'utf8');
  };

  it('logs the output and the exit status of a failing plain gate', () => {
    const log = run(plain([process.execPath, 'args.js']), 'plain');
    expect(log).toMatch(LOG(dir, '[]\n', 3));
    const read = readGateLog(log, { startedAt: 0, now: 1, timeoutSeconds: 30 });
    expect({ state: read.state, exitCode: read.exitCode, tail: read.tail, cwd: read.ran.cwd }).toEqual({ state: 'failed', exitCode: 3, tail: '[]\n', cwd: dir });
    expect(read.ran.endedAt! - read.ran.startedAt!).toBeGreaterThanOrEqual(0);
  });

  it('passes every argv element through literally', () => {
    const args = ['a b', "it's", '"dq"', '$HOME', '*', 'x;y', '~/z', 'back\\slash', 'bang!', "both'!", '', 'tab\there', '`id`', '$(id)', '&&', '>out', '#hash', '{a,b}'];
    const log = run(plain([process.execPath, 'args.js', ...args]), 'literal');
    expect(log).toMatch(LOG(dir, `${JSON.stringify(args)}\n`, 3));
    expect(existsSync(join(dir, 'out'))).toBe(false);
  });

  it('keeps a leading assignment as the environment and captures stderr', () => {
    const log = run(plain(['FOO=a $b; c', process.execPath, 'env.js']), 'env');
    expect(log).toMatch(LOG(dir, 'a $b; c\nto stderr\n', 0));
    expect(readGateLog(log, { startedAt: 0, now: 1, timeoutSeconds: 30 }).state).toBe('passed');
  });

  it('runs a shell gate with its operators inside the redirect', () => {
    const log = run(validateGate('echo a && echo b', { shellGate: true }), 'shell-ok');
    expect(log).toMatch(LOG(dir, 'a\nb\n', 0));
  });

  it('records the exit status of a failing shell gate', () => {
    const log = run(validateGate('echo out; echo err >&2; exit 7', { shellGate: true }), 'shell-fail');
    expect(log).toMatch(LOG(dir, 'out\nerr\n', 7));
    expect(outputOf(log)).toEqual({ tail: 'out\nerr\n', exitCode: 7, cwd: dir });
  });

  it('records 127 for a program that does not exist', () => {
    const log = run(plain(['openforge-no-such-program-xyz']), 'missing');
    expect(outputOf(log).exitCode).toBe(127);
  });

  it('never overwrites a log: a second run under the same name is refused and the first log stays', () => {
    const first = run(validateGate('echo first', { shellGate: true }), 'again');
    const logFile = join(logDir, 'again 1.log');
    const second = spawnSync(shell, ['-c', commandOf(buildGateExec({ check: validateGate('echo second', { shellGate: true }), logFile, workdir: dir, timeoutSeconds: 30 }))], { cwd: dir, encoding: 'utf8' });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain('openforge: refused:');
    expect(readFileSync(logFile, 'utf8')).toBe(first);
    expect(outputOf(first).tail).toBe('first\n');
  });
});
