// The README reads in the order a newcomer acts, and its first commands work from a fresh
// clone: `npm run demo` (run by test/demo/demo.test.ts), then a clean plan of an example;
// the rejected-gate example comes later and shows a rejection.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const home = mkdtempSync(join(tmpdir(), 'openforge-readme-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));

/** Every command line of the README's ```sh blocks, in order, comments cut off. */
const commands = [...readme.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].flatMap((m) =>
  (m[1] ?? '')
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line !== ''),
);

/** Runs a README command line as its words (the lines run here hold no quotes). */
function run(line: string): { code: number | null; out: string } {
  expect(line).not.toMatch(/["'`$<>|;&]/);
  const [program, ...args] = line.split(/\s+/);
  const r = spawnSync(program === 'node' ? process.execPath : (program ?? ''), args, {
    cwd: root,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, HOME: home, OPENFORGE_HOME: join(home, 'forge') },
  });
  return { code: r.status, out: r.stdout + r.stderr };
}

describe('README', () => {
  it('reads in the order a newcomer acts: see it work, plan a PRD, install, talk to the agent, develop', () => {
    const headings = [...readme.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    const at = (name: string): number => headings.indexOf(name);
    const order = ['See it work', 'Plan your own PRD', 'Install the skill', 'Run a PRD', 'Develop'];
    for (const name of order) expect(headings, name).toContain(name);
    expect(order.map(at)).toEqual(order.map(at).sort((a, b) => a - b));
  });

  it('starts with `npm run demo`, a script of package.json that exists', () => {
    expect(commands[0]).toBe('npm run demo');
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.demo).toBe('node demo/run.mjs');
    expect(existsSync(join(root, 'demo/run.mjs'))).toBe(true);
  });

  it('its first openforge command is a clean plan: exit 0, no error, no warning', () => {
    const first = commands.find((line) => line.includes('openforge.cjs'));
    expect(first).toBe('node skills/openforge/scripts/openforge.cjs plan examples/text-tools.prd.md');
    const r = run(first ?? '');
    expect(r.code, r.out).toBe(0);
    expect(r.out).toContain('plan ok (0 errors, 0 warnings)');
    expect(r.out).toMatch(/wave 2 \(2 in parallel\)/);
  });

  it('shows a rejection later: the rejected-gate plan exits 1 on its `&&` gate', () => {
    const firstPlan = commands.findIndex((line) => line.includes('openforge.cjs plan'));
    const rejection = commands.indexOf('node skills/openforge/scripts/openforge.cjs plan examples/rejected-gate.prd.md');
    expect(rejection).toBeGreaterThan(firstPlan);
    const r = run(commands[rejection] ?? '');
    expect(r.code).toBe(1);
    expect(r.out).toContain('[gate-shell-operator]');
    expect(r.out).toContain('plan has errors');
  });

  it('is short: at most 120 lines, maintainer material in docs/', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(120);
    for (const page of ['docs/design.md', 'docs/development.md', 'docs/decisions.md', 'docs/benchmarks.md']) expect(readme).toContain(`](${page})`);
  });

  it('every file it links to exists', () => {
    const links = [...readme.matchAll(/\]\(([^)#]+)(?:#[^)]*)?\)/g)].map((m) => m[1] ?? '').filter((l) => !/^https?:/.test(l));
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) expect(existsSync(join(root, link)), link).toBe(true);
  });

  it('says true what plan and validate write: nothing in the project, a code cache in the OpenForge home', () => {
    expect(readme).toContain('`~/.openclaw/workspace/.openforge/code-cache/`');
    const fresh = mkdtempSync(join(tmpdir(), 'openforge-readme-home-'));
    try {
      const before = readdirSync(join(root, 'examples')).sort();
      for (const command of ['plan', 'validate']) {
        const r = spawnSync(process.execPath, ['skills/openforge/scripts/openforge.cjs', command, 'examples/text-tools.prd.md'], {
          cwd: root,
          encoding: 'utf8',
          env: { PATH: process.env.PATH, HOME: fresh },
        });
        expect(r.status, r.stderr).toBe(0);
      }
      expect(readdirSync(join(root, 'examples')).sort()).toEqual(before);
      /** Every file under `dir`, relative to `fresh`. */
      const files = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name).slice(fresh.length + 1)]));
      const written = files(fresh);
      expect(written.length).toBeGreaterThan(0);
      for (const file of written) expect(file).toMatch(/^\.openclaw\/workspace\/\.openforge\/code-cache\//);
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });
});
