// The corpus of "Resolve, then pin" (test/hardening/pinned-paths-forms.ts), end to end with the
// real tools in bash, a fake HOME and canaries outside the project. For every form:
//   - honest: the gate runs behind its check (issued as OpenForge issues it) and passes, and
//     nothing outside the project changes; with `inside`, the same through a link that stays in;
//   - planted: a child links the path outside before the gate is issued: it is not offered
//     (the problem names the path), and the bend is shown to be real: the exec command without
//     the check (as before pins) does reach outside;
//   - swapped: the path is as honest when the gate is issued and a link outside when it runs:
//     the exec command refuses before the program starts (`openforge-moved`), nothing outside
//     changes; and the same command without the check does reach outside.

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildGateExec, validateGate } from '../../lib/gate/index.js';
import { pinGuard } from '../../lib/gate/pin-guard.js';
import { pinCandidates } from '../../lib/gate/pin-paths.js';
import { resolveGatePins } from '../../lib/io/gate-pins.js';
import { PINNED_PATH_FORMS, type PinnedPathForm } from './pinned-paths-forms.js';

const BASHRC = "# the user's own file\nalias ll='ls -l'\n";
const has = (tool: string): boolean => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;
const roots: string[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) rmSync(r, { recursive: true, force: true });
});

interface Place {
  project: string;
  home: string;
  outside: string;
  logs: number;
}

function write(base: string, files: Readonly<Record<string, string>>): void {
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(base, rel)), { recursive: true });
    writeFileSync(join(base, rel), text);
  }
}

function place(form: PinnedPathForm): Place {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'openforge-pinned-')));
  roots.push(root);
  const p = { project: join(root, 'project'), home: join(root, 'home'), outside: join(root, 'outside'), logs: 0 };
  mkdirSync(join(p.project, '.openforge', 'gates'), { recursive: true });
  mkdirSync(p.home);
  mkdirSync(p.outside);
  writeFileSync(join(p.home, '.bashrc'), BASHRC);
  write(p.project, form.files);
  if (form.outside !== 'bashrc') write(p.outside, form.outside.files);
  return p;
}

/** Everything outside the project a gate could touch here: the outside folder's files, ~/.bashrc, the canary. */
function outsideState(p: Place): string {
  const hash = createHash('sha256');
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, e.name);
      hash.update(`${relative(p.outside, path)}\n`);
      if (e.isDirectory()) walk(path);
      else if (e.isFile()) hash.update(readFileSync(path));
    }
  };
  walk(p.outside);
  hash.update(readFileSync(join(p.home, '.bashrc')));
  hash.update(String(existsSync(join(p.home, 'canary'))));
  return hash.digest('hex');
}

/** The child's link: `form.link` replaced by a link to what lies outside. */
function plant(form: PinnedPathForm, p: Place): void {
  const at = join(p.project, form.link);
  if (existsSync(at)) renameSync(at, `${at}-aside`);
  const target = form.outside === 'bashrc' ? join(p.home, '.bashrc') : form.outside.file === undefined ? p.outside : join(p.outside, form.outside.file);
  symlinkSync(target, at);
}

const argvOf = (form: PinnedPathForm): string[] => {
  const check = validateGate(form.gate, { shellGate: false });
  expect(check.verdict, `${form.gate}: ${check.diagnostics.map((d) => d.message).join('; ')}`).toBe('ok');
  return check.argv as string[];
};

const issue = (form: PinnedPathForm, p: Place) => resolveGatePins(p.project, form.workdir, pinCandidates(argvOf(form)));

/** The exec command as OpenForge prints it (with the pins' check, or, `guard: null`, as before pins), run by bash in the gate's folder. */
function exec(form: PinnedPathForm, p: Place, guard: string | null): { exit: number | null; moved: boolean; log: string } {
  p.logs += 1;
  const logFile = join(p.project, '.openforge', 'gates', `g${p.logs}.log`);
  const folder = join(p.project, form.workdir ?? '');
  const built = buildGateExec({ check: validateGate(form.gate, { shellGate: false }), logFile, workdir: folder, timeoutSeconds: 120, guard });
  if (!built.ok) throw new Error(built.reason);
  // The real toolchains stay where they are installed; only HOME is fake.
  const env = { PATH: process.env.PATH, HOME: p.home, RUSTUP_HOME: process.env.RUSTUP_HOME ?? join(homedir(), '.rustup'), CARGO_HOME: process.env.CARGO_HOME ?? join(homedir(), '.cargo') };
  spawnSync('bash', ['-c', built.exec.command], { cwd: folder, env, encoding: 'utf8', timeout: 180_000 });
  const log = readFileSync(logFile, 'utf8');
  const exit = /openforge-exit=(\d+)/.exec(log);
  return { exit: exit === null ? null : Number(exit[1]), moved: log.split('\n')[2] === 'openforge-moved', log };
}

const guardOf = (resolved: ReturnType<typeof issue>): string | null => {
  if ('problem' in resolved) throw new Error(resolved.problem);
  return pinGuard(resolved.pins, resolved.workdirReal);
};

describe.each(PINNED_PATH_FORMS.map((f) => [`${f.gate}${f.workdir === undefined ? '' : ` (Workdir: ${f.workdir})`}`, f] as const))('%s', (_name, form) => {
  const missing = [...form.tools.filter((t) => !has(t)), ...(form.probe === undefined || spawnSync('sh', ['-c', form.probe]).status === 0 ? [] : [form.probe])];

  it.skipIf(missing.length > 0)('honest: runs behind its check and passes; nothing outside changes', () => {
    const p = place(form);
    const before = outsideState(p);
    const guard = guardOf(issue(form, p));
    expect(guard).not.toBeNull();
    const r = exec(form, p, guard);
    expect([r.exit, r.moved], r.log.slice(-800)).toEqual([0, false]);
    expect(outsideState(p)).toBe(before);
  }, 200_000);

  it.skipIf(missing.length > 0 || form.inside === undefined)('honest twin: the path is a link that stays inside the project; it runs and passes', () => {
    const p = place(form);
    const at = join(p.project, form.link);
    const inside = join(p.project, form.inside ?? '');
    mkdirSync(dirname(inside), { recursive: true });
    renameSync(at, inside);
    symlinkSync(inside, at);
    const r = exec(form, p, guardOf(issue(form, p)));
    expect([r.exit, r.moved], r.log.slice(-800)).toEqual([0, false]);
  }, 200_000);

  it.skipIf(missing.length > 0)('planted before the issue: not offered, naming the path; without the check the gate does reach outside', () => {
    const p = place(form);
    const before = outsideState(p);
    plant(form, p);
    const resolved = issue(form, p);
    expect('problem' in resolved ? resolved.problem : 'offered').toMatch(/outside the project|is now a link|which the gate writes, is a link/);
    // The bend is real: the exec command as it was before pins reaches outside.
    exec(form, p, null);
    expect(outsideState(p)).not.toBe(before);
  }, 200_000);

  it.skipIf(missing.length > 0)('swapped after the issue: refused right before the program starts; nothing outside changes', () => {
    const p = place(form);
    const before = outsideState(p);
    const guard = guardOf(issue(form, p));
    plant(form, p);
    const r = exec(form, p, guard);
    expect([r.exit, r.moved], r.log.slice(-800)).toEqual([1, true]);
    expect(outsideState(p)).toBe(before);
    // The bend is real: the same exec command without the check reaches outside.
    exec(form, p, null);
    expect(outsideState(p)).not.toBe(before);
  }, 200_000);
});
