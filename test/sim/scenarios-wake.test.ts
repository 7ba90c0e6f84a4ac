// Issue 42 item 3: each child's completion seen when it happens (docs/design.md#seeing-each-child-end).
// OpenClaw 2026.9.6 wakes a parent from sessions_yield once every child spawned in its turn has
// ended; SKILL.md therefore waits with `next --wait` while several children run, which returns
// when the first of them has written its result. Here, through the real CLI on the real clock (no
// OPENFORGE_NOW: the run's own event timestamps), a parallel wave of a fast and a slow child: the
// slow child cannot end until the run has passed the fast phase's gate and spawned the phase that
// depends on it (it watches the event log),
// so a run that waited for the whole wave would leave it waiting past its own bound and the order
// of the events would say so. Children are background processes, as OpenClaw runs them.

import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CLI, envelopeText, readEvents, reviewText, type World } from './host-agent.js';
import { disposeWorlds, newWorld, prd } from './setup.js';

afterEach(disposeWorlds);

interface Action {
  id: string;
  kind: string;
  phase?: string;
  role?: string;
  resultFile?: string;
  exec?: { command: string; workdir: string; timeoutSeconds: number };
  waitingFor?: string[];
  yield?: true;
  approve?: string;
}
interface Report {
  runId: string;
  runDir?: string;
  status: string;
  actions: Action[];
}

const parallel = (name: string, extra = ''): string =>
  `### Phase: ${name} [parallel]\n${extra}**Files:** \`${name}.txt\`\n**Tasks:**\n- Write \`${name}\` into \`${name}.txt\`\n**Gate:** \`test -s ${name}.txt\``;

/** How long the slow child waits at most for the fast phase's gate before it ends anyway (a bound against a hang, not a timing). */
const SLOW_BOUND_S = 240;

/**
 * A child as a background process: it writes its phase's file, then its result file. `slow`: first
 * it waits until the event log holds the spawn of phase `after`, which needs `fast` passed (or its
 * bound passes; then it leaves `gave-up` beside its result).
 */
function startChild(world: World, runDir: string, action: Action, slow: boolean): Promise<void> {
  const result = action.resultFile as string;
  mkdirSync(dirname(result), { recursive: true });
  const text = action.role === 'review' ? reviewText({ kind: 'review' }) : envelopeText({ kind: 'envelope', summary: `${action.phase} done`, filesModified: [`${action.phase}.txt`] });
  const script = `
    const fs = require('node:fs');
    const [events, file, body, result, resultText, slow, bound] = process.argv.slice(1);
    const afterSpawned = () => { try { return fs.readFileSync(events, 'utf8').split('\\n').some((l) => l.includes('"type":"spawn-issued"') && l.includes('"phase":"after"')); } catch { return false; } };
    const start = Date.now();
    const finish = (gaveUp) => {
      if (file !== '') fs.writeFileSync(file, body);
      if (gaveUp) fs.writeFileSync(result + '.gave-up', 'yes');
      fs.writeFileSync(result, resultText);
    };
    if (slow !== '1') setTimeout(() => finish(false), 300);
    else { const t = setInterval(() => { const seen = afterSpawned(); if (seen || Date.now() - start > Number(bound) * 1000) { clearInterval(t); finish(!seen); } }, 100); }
  `;
  const file = action.role === 'review' ? '' : join(world.project, `${action.phase}.txt`);
  const child = spawn(process.execPath, ['-e', script, join(runDir, 'events.jsonl'), file, `${action.phase}\n`, result, text, slow ? '1' : '0', String(SLOW_BOUND_S)], { stdio: 'ignore' });
  return new Promise((resolve) => child.on('close', () => resolve()));
}

/**
 * The agent of SKILL.md on the real clock: spawns start children and gates run, with `next --wait`
 * last in the same turn (it cannot know the keys of the spawns beside it: they go with the next
 * `next`); a `wait` with `yield`: every child ends first, as OpenClaw's yield wakes, then `next`.
 */
async function drive(world: World, slowPhase: string): Promise<{ report: Report; runDir: string; reports: Report[]; nexts: string[][] }> {
  const env = { PATH: process.env.PATH, HOME: world.home, OPENFORGE_HOME: world.forgeHome };
  const cli = (argv: string[]): Promise<{ code: number; json: Report }> =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [CLI, ...argv], { cwd: world.project, env });
      let out = '';
      let err = '';
      child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
      child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
      child.on('error', reject);
      child.on('close', (code) => {
        try {
          resolve({ code: code ?? -1, json: JSON.parse(out) as Report });
        } catch {
          reject(new Error(`${argv.join(' ')}: exit ${code}, no JSON: ${err.slice(0, 800)}`));
        }
      });
    });
  let { json: report } = await cli(['run', join(world.project, 'wave.prd.md'), '--cwd', world.project, '--json']);
  const runDir = report.runDir as string;
  const reports: Report[] = [report];
  const nexts: string[][] = [];
  const running = new Map<string, Promise<void>>();
  const unreported: string[] = [];
  for (let step = 0; step < 60; step++) {
    const pairs: string[] = [];
    let wait = true;
    let yielded = false;
    for (const a of report.actions) {
      if (a.kind === 'complete' || a.kind === 'escalate') return { report, runDir, reports, nexts };
      if (a.kind === 'spawn') {
        // A spawn offered again that this agent started: only reported.
        if (running.has(a.id)) continue;
        running.set(a.id, startChild(world, runDir, a, a.phase === slowPhase && a.role !== 'review'));
        pairs.push(`${a.id}=agent:main:subagent:${a.id}`);
      } else if (a.kind === 'gate' || a.kind === 'usage') {
        const x = a.exec as NonNullable<Action['exec']>;
        spawnSync('bash', ['-c', x.command], { cwd: x.workdir, env: { PATH: process.env.PATH, HOME: world.home }, timeout: x.timeoutSeconds * 1000 });
      } else if (a.kind === 'ask') {
        expect(a.id).toBe('run.confirm-gates');
        await cli(['decide', report.runId, '--gates', 'approve', '--json']);
        wait = false;
      } else if (a.kind === 'wait' && a.yield === true) yielded = true;
    }
    if (yielded) {
      // sessions_yield: OpenClaw wakes the parent once every child of its turn has ended.
      await Promise.all(running.values());
      wait = false;
    }
    const argv = ['next', report.runId, ...unreported.splice(0), ...(wait ? ['--wait'] : []), '--json'];
    nexts.push(argv);
    report = (await cli(argv)).json;
    reports.push(report);
    unreported.push(...pairs);
  }
  throw new Error('no end in 60 steps');
}

describe('issue 42.3: a parallel wave sees each child when it ends', () => {
  it('W1. a fast and a slow child in one wave: the fast phase\'s gate, and the phase that depends on it, are issued before the slow child ends', async () => {
    const world = newWorld();
    world.write('wave.prd.md', prd([parallel('fast'), parallel('slow'), parallel('after', '**Depends-On:** fast\n')], 'max-parallel: 3'));
    const { report, runDir, reports, nexts } = await drive(world, 'slow');
    expect(report.actions[0]?.kind).toBe('complete');
    expect(JSON.parse(readFileSync(join(runDir, 'state.json'), 'utf8')).status).toBe('completed');
    const events = readEvents(runDir);
    const spawnOf = (phase: string) => events.find((e) => e.type === 'spawn-issued' && e.phase === phase && e.role !== 'review');
    const slowSpawn = spawnOf('slow');
    expect(slowSpawn).toBeDefined();
    // The slow child saw the fast gate and ended on its own (no bound reached).
    expect(existsSync(`${String(slowSpawn?.resultFile)}.gave-up`)).toBe(false);
    const slowResult = events.find((e) => e.type === 'spawn-result' && e.actionId === slowSpawn?.actionId);
    const fastGate = events.find((e) => e.type === 'gate-issued' && e.phase === 'fast');
    const afterSpawn = spawnOf('after');
    expect(slowResult).toBeDefined();
    expect(fastGate).toBeDefined();
    expect(afterSpawn).toBeDefined();
    // In the run's own order and on its own clock: the fast gate, then the dependant's spawn, before the slow child's result.
    expect(Number(fastGate?.seq)).toBeLessThan(Number(slowResult?.seq));
    expect(Number(fastGate?.at)).toBeLessThan(Number(slowResult?.at));
    expect(Number(afterSpawn?.seq)).toBeLessThan(Number(slowResult?.seq));
    expect(Number(afterSpawn?.at)).toBeLessThanOrEqual(Number(slowResult?.at));
    // While two or more children ran, no report told the agent to yield; a yield only for one child alone.
    const spawnReports = reports.filter((r) => r.actions.some((a) => a.kind === 'spawn'));
    for (const r of spawnReports) for (const a of r.actions) if (a.kind === 'spawn' && a.yield === true) expect(r.actions).toHaveLength(1);
    expect(spawnReports[0]?.actions.filter((a) => a.kind === 'spawn').map((a) => a.yield)).toEqual([undefined, undefined]);
    for (const r of reports) for (const a of r.actions) if (a.kind === 'wait' && a.yield === true) expect(a.waitingFor).toHaveLength(1);
    // The spawns were reported by the next that waits.
    expect(nexts.some((argv) => argv.some((w) => w.includes('=agent:main:subagent:')) && argv.includes('--wait'))).toBe(true);
  }, 600_000);

  it('W2. next --wait with one child running and its result never written returns at its bound with a wait that says yield (exit 0)', async () => {
    const world = newWorld();
    world.write('wave.prd.md', prd([parallel('fast')]));
    const env = { PATH: process.env.PATH, HOME: world.home, OPENFORGE_HOME: world.forgeHome, OPENFORGE_NEXT_WAIT_SECONDS: '1' };
    const run = spawnSync(process.execPath, [CLI, 'run', join(world.project, 'wave.prd.md'), '--cwd', world.project, '--json'], { cwd: world.project, env, encoding: 'utf8' });
    const asked = JSON.parse(run.stdout) as Report;
    expect(asked.actions.map((a) => a.id)).toEqual(['run.confirm-gates']);
    spawnSync(process.execPath, [CLI, 'decide', asked.runId, '--gates', 'approve', '--json'], { cwd: world.project, env, encoding: 'utf8' });
    const first = JSON.parse(spawnSync(process.execPath, [CLI, 'next', asked.runId, '--json'], { cwd: world.project, env, encoding: 'utf8' }).stdout) as Report;
    const spawnAction = first.actions.find((a) => a.kind === 'spawn');
    // The one child at work: the spawn says to yield after it.
    expect(first.actions).toEqual([expect.objectContaining({ kind: 'spawn', yield: true })]);
    const r = spawnSync(process.execPath, [CLI, 'next', first.runId, `${spawnAction?.id}=agent:main:subagent:x`, '--wait', '--json'], { cwd: world.project, env, encoding: 'utf8' });
    expect(r.status).toBe(0);
    const report = JSON.parse(r.stdout) as Report;
    expect(report.actions).toEqual([expect.objectContaining({ kind: 'wait', waitingFor: [spawnAction?.id], yield: true })]);
    // The result lands: the next --wait returns with the phase's gate.
    writeFileSync(spawnAction?.resultFile as string, envelopeText({ kind: 'envelope', summary: 'done', filesModified: ['fast.txt'] }));
    world.write('fast.txt', 'fast\n');
    const again = spawnSync(process.execPath, [CLI, 'next', first.runId, '--wait', '--json'], { cwd: world.project, env: { ...env, OPENFORGE_NEXT_WAIT_SECONDS: '100' }, encoding: 'utf8' });
    expect(again.status).toBe(0);
    expect((JSON.parse(again.stdout) as Report).actions.map((a) => a.kind)).toContain('gate');
  }, 120_000);
  it('W3. next --wait-seconds N waits as --wait does, at most N seconds (a Code Mode cell within its call budget); out of 0-100 it is a usage error (exit 2)', async () => {
    const world = newWorld();
    world.write('wave.prd.md', prd([parallel('fast')]));
    // No OPENFORGE_NEXT_WAIT_SECONDS: without the option's bound this wait would last 100 s, past the test's timeout.
    const env = { PATH: process.env.PATH, HOME: world.home, OPENFORGE_HOME: world.forgeHome };
    const cli = (...argv: string[]): ReturnType<typeof spawnSync> => spawnSync(process.execPath, [CLI, ...argv], { cwd: world.project, env, encoding: 'utf8' });
    const asked = JSON.parse(String(cli('run', join(world.project, 'wave.prd.md'), '--cwd', world.project, '--json').stdout)) as Report;
    cli('decide', asked.runId, '--gates', 'approve', '--json');
    const first = JSON.parse(String(cli('next', asked.runId, '--json').stdout)) as Report;
    const spawnAction = first.actions.find((a) => a.kind === 'spawn');
    expect(cli('next', first.runId, '--wait-seconds', '101', '--json').status).toBe(2);
    expect(cli('next', first.runId, '--wait-seconds', '1.5', '--json').status).toBe(2);
    const r = cli('next', first.runId, `${spawnAction?.id}=agent:main:subagent:x`, '--wait-seconds', '1', '--json');
    expect(r.status).toBe(0);
    expect((JSON.parse(String(r.stdout)) as Report).actions).toEqual([expect.objectContaining({ kind: 'wait', waitingFor: [spawnAction?.id], yield: true })]);
    writeFileSync(spawnAction?.resultFile as string, envelopeText({ kind: 'envelope', summary: 'done', filesModified: ['fast.txt'] }));
    world.write('fast.txt', 'fast\n');
    const again = cli('next', first.runId, '--wait-seconds', '30', '--json');
    expect(again.status).toBe(0);
    expect((JSON.parse(String(again.stdout)) as Report).actions.map((a) => a.kind)).toContain('gate');
  }, 60_000);

  it('W4. next --wait beside a lone spawn, its key not reported yet: the child is waited for (a wait with yield at the bound, the spawn not offered again) and its result read when it lands; a plain next offers it again', async () => {
    const world = newWorld();
    world.write('wave.prd.md', prd([parallel('fast')]));
    const env = { PATH: process.env.PATH, HOME: world.home, OPENFORGE_HOME: world.forgeHome, OPENFORGE_NEXT_WAIT_SECONDS: '1' };
    const cli = (argv: string[], extra: Record<string, string> = {}): Report => JSON.parse(String(spawnSync(process.execPath, [CLI, ...argv], { cwd: world.project, env: { ...env, ...extra }, encoding: 'utf8' }).stdout)) as Report;
    const asked = cli(['run', join(world.project, 'wave.prd.md'), '--cwd', world.project, '--json']);
    cli(['decide', asked.runId, '--gates', 'approve', '--json']);
    const first = cli(['next', asked.runId, '--json']);
    const spawnAction = first.actions.find((a) => a.kind === 'spawn');
    expect(cli(['next', first.runId, '--wait', '--json']).actions).toEqual([expect.objectContaining({ kind: 'wait', waitingFor: [spawnAction?.id], yield: true })]);
    expect(cli(['next', first.runId, '--json']).actions).toEqual([expect.objectContaining({ kind: 'spawn', id: spawnAction?.id, reoffered: true })]);
    writeFileSync(spawnAction?.resultFile as string, envelopeText({ kind: 'envelope', summary: 'done', filesModified: ['fast.txt'] }));
    world.write('fast.txt', 'fast\n');
    expect(cli(['next', first.runId, '--wait', '--json'], { OPENFORGE_NEXT_WAIT_SECONDS: '30' }).actions.map((a) => a.kind)).toEqual(['gate']);
    // Its key one next later: recorded, no second spawn.
    cli(['next', first.runId, `${spawnAction?.id}=agent:main:subagent:x`, '--json']);
    const events = readEvents(asked.runDir as string);
    expect(events.filter((e) => e.type === 'spawn-issued')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'spawn-confirmed').map((e) => e.sessionKey)).toEqual(['agent:main:subagent:x']);
  }, 120_000);
});
