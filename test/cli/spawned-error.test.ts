import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { schemaErrors } from '../helpers/schemas.js';

const tmp = mkdtempSync(join(tmpdir(), 'openforge-spawn-error-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

// The subject here is the run's spawns: no test baseline before them (docs/design.md#test-baseline).
const PRD = `---
test-baseline: off
---
# PRD: Spawn errors
## Objective
Write a file.
## Phases
### Phase: build
**Tasks:**
- Write \`done.txt\`
**Gate:** \`npm test\`
`;

/** 2026-12-01T15:00:00Z. */
const NOW = '1796137200000';

function project(): { dir: string; env: Record<string, string>; prd: string } {
  const dir = join(tmp, `p${Math.random().toString(36).slice(2)}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'x.prd.md'), PRD);
  // The OpenForge home lies outside the project: `run` refuses one inside it (issue 24 item 3).
  return { dir, prd: join(dir, 'x.prd.md'), env: { OPENFORGE_HOME: `${dir}-home`, OPENFORGE_NOW: NOW, OPENCLAW_CONFIG_PATH: join(dir, 'none.json') } };
}

async function started(): Promise<{ p: ReturnType<typeof project>; runId: string }> {
  const p = project();
  const r = await runCli(['run', p.prd, '--cwd', p.dir, '--json'], { env: p.env, cwd: p.dir });
  return { p, runId: (JSON.parse(r.stdout) as { runId: string }).runId };
}

describe('spawned --error-file: the agent reports a sessions_spawn error', () => {
  it('a rate limit holds the run: the report says so, next waits for nothing and escalates once, status shows it', async () => {
    const { p, runId } = await started();
    const file = join(p.dir, 'err.txt');
    writeFileSync(file, '{"status":"error","error":"⚠️ API rate limit reached. Please try again in 30 minutes."}\n');
    const r = await runCli(['spawned', runId, '1-build.s1', '--error-file', file, '--json'], { env: p.env, cwd: p.dir });
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(schemaErrors('spawned', doc)).toBe('');
    expect(doc).toMatchObject({ actionId: '1-build.s1', sessionKey: null, applied: true, spawnError: { then: 'limit-holds', limit: { kind: 'rate-limit', resetAt: Number(NOW) + 1_800_000, resetText: 'in 30 minutes' } } });
    const human = await runCli(['spawned', runId, '1-build.s1', '--error-file', file], { env: p.env, cwd: p.dir });
    expect(human.stdout).toBe(`1-build.s1: sessions_spawn error was already recorded (rate-limit: no new sub-agent starts; running ones finish). Now run \`next ${runId}\`.\n`);

    const next = await runCli(['next', runId, '--json'], { env: p.env, cwd: p.dir });
    expect(next.code).toBe(1);
    const report = JSON.parse(next.stdout);
    expect(schemaErrors('next', report)).toBe('');
    expect(report.actions.map((a: { kind: string; reason?: string }) => [a.kind, a.reason])).toEqual([['escalate', 'usage-limit']]);
    expect(report.actions[0].message).toContain('it resets at 2026-12-01 15:30 UTC (in 30m)');
    const status = await runCli(['status', runId, '--json'], { env: p.env, cwd: p.dir });
    const s = JSON.parse(status.stdout);
    expect(schemaErrors('status', s)).toBe('');
    expect(s.usageLimit).toMatchObject({ kind: 'rate-limit', phase: 'build', source: 'sessions_spawn' });
  });

  it('another error: offered again under a new id', async () => {
    const { p, runId } = await started();
    const file = join(p.dir, 'err.txt');
    writeFileSync(file, 'model not allowed: anthropic/claude-x');
    const r = await runCli(['spawned', runId, '1-build.s1', '--error-file', file, '--json'], { env: p.env, cwd: p.dir });
    expect(JSON.parse(r.stdout).spawnError).toEqual({ limit: null, then: 'offered-again' });
    const next = JSON.parse((await runCli(['next', runId, '--json'], { env: p.env, cwd: p.dir })).stdout);
    expect(next.actions.map((a: { kind: string; id: string; attempt?: number }) => [a.kind, a.id, a.attempt])).toEqual([['spawn', '1-build.s2', 1]]);
  });

  it('refuses bad input with a clear message and exit 2, never a stack trace', async () => {
    const { p, runId } = await started();
    const empty = join(p.dir, 'empty.txt');
    writeFileSync(empty, '  \n');
    const link = join(p.dir, 'link.txt');
    symlinkSync(empty, link);
    const cases: Array<[string[], RegExp]> = [
      [['--error-file', join(p.dir, 'missing.txt')], /--error-file .*missing\.txt: no such file/],
      [['--error-file', empty], /--error-file .*empty\.txt is empty/],
      [['--error-file', link], /--error-file /],
      [['--error-file', empty, '--session', 'k'], /give --error-file or --session, not both/],
    ];
    for (const [extra, message] of cases) {
      const r = await runCli(['spawned', runId, '1-build.s1', ...extra], { env: p.env, cwd: p.dir });
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
  });
});
