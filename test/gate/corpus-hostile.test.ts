import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateExec, validateGate } from '../../lib/gate/index.js';
import type { GateCheck } from '../../lib/schema/index.js';
import { CANARY, HOSTILE_FORMS } from './corpus-hostile.js';

/**
 * The hostile corpus end to end (issue 16): every form is judged, and every form that a
 * run would execute (verdict `confirm`, after the user's approval) is run by bash through
 * the real exec command a run prints, in a scratch project with the canary first on PATH.
 * A form whose canary fires must never be `ok`; no hostile form is `ok` at all.
 */
const FIXTURES = fileURLToPath(new URL('../fixtures/gates/', import.meta.url));
const INJECTIONS: string[] = readFileSync(`${FIXTURES}injections.jsonl`, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as string);

const ALL = [...new Map([...HOSTILE_FORMS, ...INJECTIONS.map((cmd) => ({ cls: 'injection', cmd }))].map((f) => [f.cmd, f])).values()];
const checks = ALL.map((f) => ({ ...f, check: validateGate(f.cmd, { shellGate: false }) }));

let root = '';
let bin = '';
const hasTool = new Map<string, boolean>();
function toolExists(name: string): boolean {
  let known = hasTool.get(name);
  if (known === undefined) {
    known = /^[A-Za-z0-9._+-]+$/.test(name) && spawnSync('bash', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
    hasTool.set(name, known);
  }
  return known;
}

/** Whether running the form could touch anything outside its scratch directory. */
const leavesScratch = (check: GateCheck): boolean =>
  (check.argv ?? []).some((w) => w.startsWith('/') || w.includes('..') || w.includes('~') || w.includes('$'));

interface Ran {
  readonly cmd: string;
  readonly verdict: GateCheck['verdict'];
  readonly fired: boolean;
}

function runForm(check: GateCheck, index: number): Ran | null {
  const argv = check.argv ?? [];
  const program = argv.find((w) => !/^[A-Za-z_][A-Za-z0-9_]*=/.test(w));
  if (program === undefined || !toolExists(program) || leavesScratch(check)) return null;
  const work = join(root, `w${index}`);
  mkdirSync(work, { recursive: true });
  writeFileSync(join(work, 'canary.sh'), `#!/bin/sh\n${CANARY}\n`);
  chmodSync(join(work, 'canary.sh'), 0o755);
  writeFileSync(join(work, 'f.txt'), 'x\n');
  const fired = join(work, 'fired');
  const built = buildGateExec({ check, logFile: join(work, 'gate.log'), workdir: work, timeoutSeconds: 10 });
  if (!built.ok) throw new Error(`${check.command}: ${built.reason}`);
  spawnSync('bash', ['-c', built.exec.command], {
    cwd: work,
    stdio: 'ignore',
    timeout: 60_000,
    env: { PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`, HOME: join(work, 'home'), OPENFORGE_CANARY_FILE: fired, npm_config_offline: 'true', npm_config_update_notifier: 'false' },
  });
  return { cmd: check.command, verdict: check.verdict, fired: existsSync(fired) };
}

describe('hostile gate corpus', () => {
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'openforge-hostile-'));
    bin = join(root, 'bin');
    mkdirSync(bin);
    writeFileSync(join(bin, CANARY), '#!/bin/sh\necho fired >> "$OPENFORGE_CANARY_FILE"\n');
    chmodSync(join(bin, CANARY), 0o755);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('holds at least 600 distinct hostile forms across the classes of issue 16', () => {
    expect(ALL.length).toBeGreaterThanOrEqual(600);
    const classes = new Set(ALL.map((f) => f.cls));
    for (const cls of ['unicode-space', 'invisible', 'bidi', 'ansi-c-quoting', 'value-hides-code', 'loader-url', 'env-assignment', 'build-tool', 'sed', 'tar', 'git', 'wrapper', 'shell-options', 'persistent']) {
      expect(classes, cls).toContain(cls);
    }
  });

  it('never calls a hostile form ok', () => {
    const ok = checks.filter((c) => c.check.verdict === 'ok').map((c) => `${c.cls}: ${JSON.stringify(c.cmd)}`);
    expect(ok, `hostile forms judged ok:\n${ok.join('\n')}`).toEqual([]);
  });

  it('rejects the forms the issue names as running code, naming the option or setting', () => {
    const mustReject = checks.filter((c) => ['unicode-space', 'invisible', 'bidi', 'ansi-c-quoting', 'value-hides-code', 'loader-url', 'persistent', 'shell-options'].includes(c.cls)
      && !/^(sh|bash) (\.\/)?canary\.sh$|^sh -i$/.test(c.cmd));
    const loose = mustReject.filter((c) => c.check.verdict !== 'rejected').map((c) => `${c.cls}: ${JSON.stringify(c.cmd)} → ${c.check.verdict}`);
    expect(loose, loose.join('\n')).toEqual([]);
    const option = validateGate('npm test --script-shell=./canary.sh', { shellGate: false });
    expect(option.diagnostics.find((d) => d.severity === 'error')?.message).toContain('--script-shell');
    const setting = validateGate('NODE_OPTIONS=\'--require ./x.cjs\' npm test', { shellGate: false });
    expect(setting.diagnostics.find((d) => d.severity === 'error')?.message).toContain('`NODE_OPTIONS`');
  });

  it('runs every form a run would execute through its real exec command: the canary fires only for confirm gates', () => {
    const ran: Ran[] = [];
    checks.forEach((c, i) => {
      if (c.check.verdict === 'rejected') {
        expect(buildGateExec({ check: c.check, logFile: '/l', workdir: '/w', timeoutSeconds: 1 }).ok, c.cmd).toBe(false);
        return;
      }
      const result = runForm(c.check, i);
      if (result !== null) ran.push(result);
    });
    const firedOk = ran.filter((r) => r.fired && r.verdict === 'ok').map((r) => JSON.stringify(r.cmd));
    expect(firedOk, `the canary fired for ok gates:\n${firedOk.join('\n')}`).toEqual([]);
    // The harness sees a canary when one runs: some confirm forms do run it.
    expect(ran.filter((r) => r.fired).length).toBeGreaterThan(0);
  }, 600_000);
});
