import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateExec, validateGate } from '../../lib/gate/index.js';
import type { GateCheck } from '../../lib/schema/index.js';
import { CANARY } from './corpus-hostile.js';
import { VALUE_FORMS, type ValueForm } from './corpus-values.js';

/**
 * The value classes of issue 26 end to end: each form is judged (with what the validator
 * knows of the scratch project), and each form a run would execute is run by bash through the
 * real exec command, in a scratch project beside an `outside` folder of canaries and a HOME
 * holding a `.netrc`. An effect is: the canary ran, a file appeared outside the project, or the
 * gate log shows the `.netrc` password, the environment's secret or the output of `import this`.
 */
const NETRC_PASSWORD = 'canary-netrc-password-41';
const ENV_SECRET = 'canary-env-value-73';
const ZEN = 'Beautiful is better than ugly';
const PYTHON_CANARY = `import os\nos.system("${CANARY}")\n`;
const JS_CANARY = `require("node:child_process").execSync("${CANARY}");\n`;

let root = '';
const tools = new Map<string, boolean>();
const hasTool = (name: string): boolean => {
  if (!tools.has(name)) tools.set(name, /^[A-Za-z0-9._+-]+$/.test(name) && spawnSync('bash', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0);
  return tools.get(name) === true;
};

/** A form's own scratch: `project` (the workdir), `outside` (the canaries OUT names) and `home`. */
function makeScratch(base: string): { project: string; outside: string; home: string } {
  const project = join(base, 'project');
  const outside = join(base, 'outside');
  const home = join(base, 'home');
  mkdirSync(outside, { recursive: true });
  mkdirSync(home, { recursive: true });
  makeProject(project);
  writeFileSync(join(home, '.netrc'), `${NETRC_PASSWORD} machine example.com login me\n`);
  writeFileSync(join(outside, 'sitecustomize.py'), PYTHON_CANARY);
  writeFileSync(join(outside, 'canarymod.py'), PYTHON_CANARY);
  writeFileSync(join(outside, 'c.cjs'), JS_CANARY);
  writeFileSync(join(outside, 'c.mjs'), `import { execSync } from 'node:child_process';\nexecSync('${CANARY}');\n`);
  writeFileSync(join(outside, 'r.mjs'), `import { execSync } from 'node:child_process';\nexecSync('${CANARY}');\nexport default async function* r(s) { for await (const _ of s) yield ''; }\n`);
  writeFileSync(join(outside, '.env'), `NODE_OPTIONS=--require ${join(outside, 'c.cjs')}\n`);
  writeFileSync(join(outside, 'pytest.ini'), '[pytest]\naddopts = -p canarymod\npythonpath = .\n');
  return { project, outside, home };
}

function makeProject(dir: string): void {
  mkdirSync(join(dir, 'tests'), { recursive: true });
  mkdirSync(join(dir, 'scripts'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'p', private: true, scripts: { test: 'node --test' } }));
  writeFileSync(join(dir, 't.test.mjs'), "import test from 'node:test';\ntest('t', () => {});\n");
  writeFileSync(join(dir, 'test_a.py'), 'def test_a():\n    assert True\n');
  writeFileSync(join(dir, 'tests', '__init__.py'), '');
  writeFileSync(join(dir, 'tests', 'test_a.py'), 'import unittest\nclass T(unittest.TestCase):\n    def test_a(self):\n        pass\n');
  writeFileSync(join(dir, 'scripts', 'check.sh'), 'exit 0\n');
}

/** What is in a folder; npm's own cache and logs in HOME are npm's, not the gate's. */
const listing = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String).filter((p) => !p.startsWith('.npm')).sort() : []);

const judge = (form: ValueForm, project: string, outside: string): GateCheck =>
  validateGate(form.cmd.replaceAll('OUT', outside), { shellGate: form.shellGate === true, isProjectFile: (p) => existsSync(join(project, p)) });

interface Ran { readonly cmd: string; readonly verdict: string; readonly effect: string | null }

async function runForm(form: ValueForm, index: number): Promise<Ran | null> {
  const { project: work, outside, home } = makeScratch(join(root, `f${index}`));
  for (const name of ['check.sh\u{e0061}', 'che\u034fck.sh', 'check.sh\ufe0f', 'check\u115f.sh', '\u2800check.sh', 'check\u3164.sh', 'check\uffa0.sh',
    'check.sh\u{e0100}', 'check.\u17b4sh', 'check.sh\u{e007f}', 'check\u2064.sh', 'check.sh\ufe00']) writeFileSync(join(work, 'scripts', name), `${CANARY}\n`);
  const check = judge(form, work, outside);
  if (check.verdict === 'rejected') return null;
  const program = (check.argv ?? []).find((w) => !/^[A-Za-z_][A-Za-z0-9_]*=/.test(w) && !['env', 'timeout', 'nice'].includes(w) && !/^-|^\d+$/.test(w));
  if (form.shellGate !== true && (program === undefined || !hasTool(program))) return null;
  const before = [...listing(outside), ...listing(home)].join('\n');
  const fired = join(root, `fired${index}`);
  const log = join(root, `gate${index}.log`);
  const built = buildGateExec({ check, logFile: log, workdir: work, timeoutSeconds: 30 });
  if (!built.ok) throw new Error(`${form.cmd}: ${built.reason}`);
  const started = Date.now();
  await new Promise<void>((done) => {
    const child = spawn('bash', ['-c', built.exec.command], {
      cwd: work, stdio: 'ignore', timeout: 30_000,
      env: { PATH: `${join(root, 'bin')}${delimiter}${process.env.PATH ?? ''}`, HOME: home, OPENFORGE_CANARY_FILE: fired, OPENFORGE_ENV_SECRET: ENV_SECRET,
        npm_config_offline: 'true', npm_config_update_notifier: 'false', PYTHONDONTWRITEBYTECODE: '1' },
    });
    child.on('close', () => done());
    child.on('error', () => done());
  });
  const text = existsSync(log) ? readFileSync(log, 'utf8') : '';
  const after = [...listing(outside), ...listing(home)].join('\n');
  const effect = existsSync(fired) ? 'the canary ran' : after !== before ? 'a file changed outside the project'
    : text.includes(NETRC_PASSWORD) ? 'the .netrc password reached the log' : text.includes(ENV_SECRET) ? 'the environment reached the log'
      : text.includes(ZEN) ? '`import this` ran' : null;
  if (process.env.OPENFORGE_VALUES_DEBUG === '1') console.log(`${Date.now() - started}ms ${check.verdict} ${effect ?? '-'} ${form.cmd}`);
  return { cmd: form.cmd, verdict: check.verdict, effect };
}

describe('hostile value forms (issue 26)', () => {
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'openforge-values-'));
    mkdirSync(join(root, 'bin'));
    writeFileSync(join(root, 'bin', CANARY), '#!/bin/sh\necho fired >> "$OPENFORGE_CANARY_FILE"\n');
    chmodSync(join(root, 'bin', CANARY), 0o755);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('has every class of the issue with the forms it names and at least three new variants each', () => {
    const byClass = new Map<string, number>();
    for (const f of VALUE_FORMS) byClass.set(f.cls, (byClass.get(f.cls) ?? 0) + 1);
    for (const cls of ['unittest-operand', 'option-value', 'after-dashdash', 'env-value', 'shell-gate-invisible']) expect(byClass.get(cls) ?? 0, cls).toBeGreaterThanOrEqual(10);
    expect(new Set(VALUE_FORMS.map((f) => f.cmd)).size).toBe(VALUE_FORMS.length);
  });

  it('never calls a value form ok, and rejects every invisible character even under Shell-Gate', () => {
    const { project, outside } = makeScratch(join(root, 'judge'));
    const ok = VALUE_FORMS.filter((f) => judge(f, project, outside).verdict === 'ok').map((f) => `${f.cls}: ${JSON.stringify(f.cmd)}`);
    expect(ok, ok.join('\n')).toEqual([]);
    const loose = VALUE_FORMS.filter((f) => f.cls === 'shell-gate-invisible' && judge(f, project, outside).verdict !== 'rejected').map((f) => JSON.stringify(f.cmd));
    expect(loose, loose.join('\n')).toEqual([]);
    for (const f of VALUE_FORMS.filter((v) => v.cls === 'shell-gate-invisible')) {
      expect(judge(f, project, outside).diagnostics.map((d) => d.ruleId), f.cmd).toContain('gate-control-character');
    }
  });

  it('runs every form a run would execute through the real exec command: effects only for confirm gates, and some do have them', async () => {
    // Three at a time: most of the time is each runner's start-up.
    const queue = VALUE_FORMS.map((f, i) => ({ f, i })).filter(({ f }) => f.run !== false);
    const results: (Ran | null)[] = [];
    await Promise.all([0, 1, 2].map(async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) results.push(await runForm(next.f, next.i));
    }));
    const ran = results.filter((r): r is Ran => r !== null);
    const okWithEffect = ran.filter((r) => r.effect !== null && r.verdict === 'ok').map((r) => `${r.cmd}: ${r.effect}`);
    expect(okWithEffect, okWithEffect.join('\n')).toEqual([]);
    // The harness sees effects: confirmed forms of each runnable class do have them.
    const withEffect = new Set(ran.filter((r) => r.effect !== null).map((r) => VALUE_FORMS.find((f) => f.cmd === r.cmd)?.cls));
    for (const cls of ['unittest-operand', 'option-value', 'after-dashdash', 'env-value']) expect(withEffect, cls).toContain(cls);
  }, 600_000);
});
