// `npm run demo` (demo/run.mjs): the example PRD runs end to end in a fresh project, driven by
// the scripted agent against the built CLI, with the real gates run by the shell. Checked from
// the run directory and the project, not from the demo's own words.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEvents, readState, runDirProblems } from '../sim/host-agent.js';

const root = resolve(import.meta.dirname, '../..');
const DEMO = join(root, 'demo/run.mjs');
const dirs: string[] = [];

function demo(args: string[]): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [DEMO, ...args], { cwd: root, encoding: 'utf8', env: { PATH: process.env.PATH, NO_COLOR: '1' } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'openforge-demo-test-'));
  dirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('npm run demo', () => {
  let base: string;
  let out: { code: number | null; stdout: string; stderr: string };
  let runDir: string;

  beforeAll(() => {
    base = join(tempDir(), 'demo');
    out = demo(['--dir', base]);
    const runs = join(base, 'project/.openforge/runs');
    runDir = join(runs, readdirSync(runs)[0] ?? '');
  }, 120_000);

  it('exits 0 with a completed run whose run directory explains it', () => {
    expect(out.stderr).toBe('');
    expect(out.code).toBe(0);
    expect(readState(runDir).status).toBe('completed');
    expect(runDirProblems(runDir)).toEqual([]);
  });

  it('writes the summary and prints its path and the completion message', () => {
    const summaries = readdirSync(join(base, 'project/.openforge')).filter((f) => /^run-.+\.md$/.test(f));
    expect(summaries).toHaveLength(1);
    const summary = join(base, 'project/.openforge', summaries[0] ?? '');
    expect(out.stdout).toContain(`Summary: ${summary}`);
    expect(out.stdout).toMatch(/completed: 5 phase\(s\) passed/);
    const text = readFileSync(summary, 'utf8');
    expect(text).toContain('```mermaid');
    expect(text).toContain('`node --test test/slugify.test.js` → failed (exit 1)');
  });

  it('runs a parallel pair, one failing attempt and its retry, and a review', () => {
    const events = readEvents(runDir);
    const spawns = events.filter((e) => e.type === 'spawn-issued').map((e) => [e.phase, e.role, e.attempt]);
    expect(spawns).toEqual([
      ['scaffold', 'work', 1],
      ['slugify', 'work', 1],
      ['reading-time', 'work', 1],
      ['slugify', 'work', 2],
      ['package', 'work', 1],
      ['review', 'review', 1],
    ]);
    // The pair was issued together: both spawns come before either result.
    const seqOf = (type: string, actionId: string): number => events.find((e) => e.type === type && e.actionId === actionId)?.seq ?? -1;
    expect(seqOf('spawn-issued', '3-reading-time.s1')).toBeGreaterThan(0);
    expect(seqOf('spawn-issued', '3-reading-time.s1')).toBeLessThan(seqOf('spawn-result', '2-slugify.s1'));
    // Every spawn was confirmed with `spawned`, as SKILL.md says, exactly once.
    expect(events.filter((e) => e.type === 'spawn-confirmed').map((e) => e.actionId)).toEqual(
      events.filter((e) => e.type === 'spawn-issued').map((e) => e.actionId),
    );
    // The first slugify child said DONE; the shell's gate said otherwise, and the gate decided.
    expect(events.find((e) => e.type === 'spawn-result' && e.actionId === '2-slugify.s1')?.status).toBe('DONE');
    const gates = events.filter((e) => e.type === 'gate-finished').map((e) => [e.actionId, e.state]);
    // The test baseline ran each distinct test gate once on the empty project first: all failed
    // there (nothing written yet), recorded, never fatal (docs/design.md#test-baseline).
    expect(gates.filter(([id]) => String(id).startsWith('baseline.'))).toEqual([
      ['baseline.g1', 'failed'],
      ['baseline.g2', 'failed'],
      ['baseline.g3', 'failed'],
    ]);
    // The chat says the same as the run: 3 baseline gates and slugify's first attempt failed, every gate log's exit code was read.
    expect(out.stdout).toMatch(/\d+ gate runs \(4 failed, 3 of them at the test baseline; 4 on the code before their phase, 4 failing there/);
    expect(out.stdout).not.toContain('exit ?');
    // An honest run is quiet: no standing warning in the completion or in status.
    expect(out.stdout).not.toMatch(/warning:|\((?:checks-changed|tests-pass-on-old-code|no-changes)\)/);
    expect(gates.filter(([id, state]) => state === 'failed' && !/^(?:baseline|oldcode)\./.test(String(id)))).toEqual([['2-slugify.g1', 'failed']]);
    // Each phase that wrote code and its tests ran them once more on the code before it (FAIL_TO_PASS): they failed there.
    expect(gates.filter(([id]) => String(id).startsWith('oldcode.'))).toEqual([
      ['oldcode.g1', 'failed'],
      ['oldcode.g2', 'failed'],
      ['oldcode.g3', 'failed'],
      ['oldcode.g4', 'failed'],
    ]);
    expect(gates.filter(([, state]) => state === 'passed').map(([id]) => id)).toContain('2-slugify.g2');
  });

  it('leaves a project on which every gate of the PRD passes', () => {
    const project = join(base, 'project');
    for (const file of ['package.json', 'src/index.js', 'src/slugify.js', 'src/reading-time.js', 'README.md']) expect(existsSync(join(project, file))).toBe(true);
    for (const argv of [['npm', 'test'], ['node', '--test', 'test/slugify.test.js'], ['node', '--test', 'test/reading-time.test.js']]) {
      const [cmd, ...rest] = argv as [string, ...string[]];
      const r = spawnSync(cmd, rest, { cwd: project, encoding: 'utf8', env: { PATH: process.env.PATH, HOME: join(base, 'home'), npm_config_update_notifier: 'false' } });
      expect(r.status, `${argv.join(' ')}: ${r.stdout}${r.stderr}`).toBe(0);
    }
  });

  it('refuses a non-empty --dir and an unknown option with exit 2 and one line, no stack trace', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'keep.txt'), 'mine');
    const busy = demo(['--dir', dir]);
    expect(busy.code).toBe(2);
    expect(busy.stderr).toContain('is not empty');
    expect(readFileSync(join(dir, 'keep.txt'), 'utf8')).toBe('mine');
    const unknown = demo(['--bogus']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^demo: /);
    expect(unknown.stderr).not.toMatch(/\n\s+at /);
  });
});
