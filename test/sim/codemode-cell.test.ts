// The Code Mode cell of references/codemode.md (docs/design.md#code-mode), run as OpenClaw runs
// one: plain JavaScript with the host's tools as async globals (here stand-ins: the shell `exec`
// runs the command in the simulated world, `sessions_spawn` records a child the test then plays,
// `write` writes the file). The page's cell is copied as it is, only its three marked lines filled
// in, and driven as the page says: a `wait` is a yield (the children finish), an `ask` is
// answered with its approve as PRE, every other step is the cell again with `again`.

import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Script, createContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { CLI, countEvents, loggedProgress, readEvents, type World } from './host-agent.js';
import { disposeWorlds, implementPhase, newWorld, prd } from './setup.js';

afterEach(disposeWorlds);

const page = readFileSync(resolve(import.meta.dirname, '../../skills/openforge/references/codemode.md'), 'utf8');

/** The page's cell with its marked lines filled in. */
function fillCell(pre: string, doArgs: string): string {
  const body = /```js\n([\s\S]*?)```/.exec(page)?.[1];
  if (body === undefined) throw new Error('references/codemode.md has no js cell');
  let filled = 0;
  const lines = body.split('\n').map((l) => {
    const m = /^const (OF|PRE|DO) = .*◀/.exec(l);
    if (m === null) return l;
    filled += 1;
    const value = { OF: `${process.execPath} ${CLI}`, PRE: pre, DO: doArgs }[m[1] as 'OF' | 'PRE' | 'DO'];
    return `const ${m[1] as string} = ${JSON.stringify(value)};`;
  });
  expect(filled).toBe(3);
  return lines.join('\n');
}

interface Value {
  again: string;
  progress: string[];
  warnings: string[];
  runId?: string;
  actions?: { kind: string; approve?: string; reoffered?: boolean }[];
  result?: unknown;
}

interface Child {
  task: string;
}

/**
 * Run one cell. `dieAfter`: the cell dies (as a Code Mode timeout kills it, its output lost) at
 * the first tool call after an OpenForge command whose output matched it.
 */
async function runCell(world: World, children: Child[], code: string, dieAfter?: RegExp, started?: (spawn: { task: string; label?: string }) => void, clock?: { now: () => number }): Promise<Value> {
  let doomed = false;
  const realClock = started !== undefined;
  const guard = (): void => {
    if (doomed) throw new Error('code mode timeout exceeded');
  };
  const exec = async (x: { command: string; workdir?: string; timeoutSeconds?: number; yieldMs?: number }): Promise<Record<string, unknown>> => {
    guard();
    const env = realClock ? { PATH: process.env.PATH, HOME: world.home, OPENFORGE_HOME: world.forgeHome } : { ...world.env(world.tick()), OPENFORGE_NEXT_WAIT_SECONDS: '1' };
    const r = spawnSync('sh', ['-c', x.command], { cwd: x.workdir ?? world.project, env, encoding: 'utf8' });
    const aggregated = `${r.stdout}${r.stderr}`;
    if (dieAfter !== undefined && x.command.includes(CLI) && dieAfter.test(r.stdout)) doomed = true;
    return { status: r.status === 0 ? 'completed' : 'failed', exitCode: r.status, aggregated };
  };
  const sessions_spawn = async (spawn: { task: string }): Promise<Record<string, unknown>> => {
    guard();
    children.push({ task: spawn.task });
    started?.(spawn);
    return { status: 'accepted', childSessionKey: `agent:main:subagent:c${children.length}`, runId: `r${children.length}` };
  };
  const write = async (x: { path: string; content: string }): Promise<Record<string, unknown>> => {
    guard();
    mkdirSync(dirname(x.path), { recursive: true });
    writeFileSync(x.path, x.content);
    return { changed: true };
  };
  const context = createContext({ exec, sessions_spawn, write, agents_wait: async () => ({ completed: [] }), catalog: { all: () => [] }, ...(clock === undefined ? {} : { Date: clock }) });
  return (await new Script(`(async () => {\n${code}\n})()`).runInContext(context)) as Value;
}

/** What a child does: the task file names its result file; it writes done.txt and a DONE envelope. */
function playChild(world: World, c: Child): void {
  const taskFile = /follow it exactly: (\S+\.md)/.exec(c.task)?.[1] as string;
  const task = readFileSync(taskFile, 'utf8');
  const resultFile = /## Result[\s\S]*?`(\/[^`]+\.json)`/.exec(task)?.[1] as string;
  world.write('done.txt', 'yes');
  writeFileSync(resultFile, JSON.stringify({ status: 'DONE', summary: 'wrote done.txt', findings: [], evidence: ['sh check.sh: ok'], filesModified: ['done.txt'], recommendation: 'continue', acceptance: [] }));
}

/** Drive a run through cells as references/codemode.md says; `lose`: the first cell whose OpenForge output matches `after` dies (once). */
async function drive(world: World, lose?: { after: RegExp }): Promise<{ relayed: string[]; cells: number; lost: number; children: Child[]; final: Value; valueBytes: number }> {
  const children: Child[] = [];
  const relayed: string[] = [];
  let pre = '';
  let doArgs = `run ${join(world.project, 'feature.prd.md')} --cwd ${world.project} --since 0`;
  let played = 0;
  let lost = 0;
  let valueBytes = 0;
  for (let step = 0; step < 30; step++) {
    let value: Value;
    try {
      value = await runCell(world, children, fillCell(pre, doArgs), lose !== undefined && lost === 0 ? lose.after : undefined);
    } catch (e) {
      // A failed cell: its output is lost; the same cell again (the page's "Running it").
      expect(String(e)).toContain('code mode timeout exceeded');
      lost += 1;
      continue;
    }
    relayed.push(...value.progress);
    valueBytes += Buffer.byteLength(JSON.stringify(value));
    pre = '';
    doArgs = value.again;
    const first = value.actions?.[0];
    if (first === undefined) continue;
    if (first.kind === 'complete' || first.kind === 'escalate') return { relayed, cells: step + 1, lost, children, final: value, valueBytes };
    if (first.kind === 'ask') pre = first.approve as string;
    else if (first.kind === 'wait') for (; played < children.length; played++) playChild(world, children[played] as Child);
    else throw new Error(`the cell left ${first.kind} to the parent: ${JSON.stringify(first)}`);
  }
  throw new Error('no end in 30 cells');
}

const twoPhases = (): string => prd([implementPhase('implement'), implementPhase('notes').replace('### Phase: notes', '### Phase: notes\n**Depends-On:** implement')]);

describe('the Code Mode cell of references/codemode.md', () => {
  it('C1. carries a two-phase run to completion: spawns, gates and usage inside the cell, one value per step, every progress line relayed once', async () => {
    const world = newWorld();
    world.write('feature.prd.md', twoPhases());
    const { relayed, final, children, lost, cells, valueBytes } = await drive(world);
    expect(lost).toBe(0);
    // What a Code Mode parent reads besides SKILL.md and the page: the cells' values (the reports stay inside the cells).
    console.log(`codemode cell: ${cells} cells, their values ${valueBytes} B; the page ${Buffer.byteLength(page)} B`);
    expect(final.actions?.[0]?.kind).toBe('complete');
    expect(children).toHaveLength(2);
    const runDir = join(world.project, '.openforge', 'runs', final.runId as string);
    const logged = loggedProgress(runDir).map((e) => e.text);
    expect(relayed).toEqual(logged);
    expect(JSON.parse(readFileSync(join(runDir, 'state.json'), 'utf8')).status).toBe('completed');
  }, 180_000);

  it('C2. a cell that dies after next printed "implement passed" loses nothing: the same cell again says every lost line, no spawn twice', async () => {
    const world = newWorld();
    world.write('feature.prd.md', twoPhases());
    // The cell after the first child's completion dies right after the next that tells the pass (and offers notes' spawn).
    const { relayed, final, children, lost } = await drive(world, { after: /implement passed/ });
    expect(lost).toBe(1);
    expect(final.actions?.[0]?.kind).toBe('complete');
    const runDir = join(world.project, '.openforge', 'runs', final.runId as string);
    const logged = loggedProgress(runDir).map((e) => e.text);
    expect(logged.some((t) => t.includes('implement passed'))).toBe(true);
    // Every line the run logged reached the user, in order; the lost ones once more, nothing else twice.
    for (const t of logged) expect(relayed.join('\n')).toContain(t);
    expect(relayed.filter((r) => r.includes('implement passed'))).toHaveLength(1);
    // The spawn the dead cell was handed (notes) was never started by it: started once, by the cell after.
    expect(children).toHaveLength(2);
    expect(countEvents(runDir, 'spawn-issued')).toBe(2);
  }, 180_000);
  it('C3. a fast and a slow child in one wave: the cell waits with next --wait, so the fast gate and its dependant come before the slow child ends', async () => {
    const world = newWorld();
    const phase = (name: string, extra = ''): string => `### Phase: ${name} [parallel]\n${extra}**Files:** \`${name}.txt\`\n**Tasks:**\n- Write \`${name}\` into \`${name}.txt\`\n**Gate:** \`test -s ${name}.txt\``;
    world.write('feature.prd.md', prd([phase('fast'), phase('slow'), phase('after', '**Depends-On:** fast\n')], 'max-parallel: 3'));
    const running: Promise<void>[] = [];
    // A child as OpenClaw runs it, in the background: its task file names its result file; the slow one ends only once the run has spawned `after`.
    const start = (args: { task: string; label?: string }): void => {
      const taskFile = /follow it exactly: (\S+\.md)/.exec(args.task)?.[1] as string;
      const resultFile = /## Result[\s\S]*?`(\/[^`]+\.json)`/.exec(readFileSync(taskFile, 'utf8'))?.[1] as string;
      const name = /-(fast|slow|after)\./.exec(args.label ?? '')?.[1] as string;
      const events = join(resultFile.split('/results/')[0] as string, 'events.jsonl');
      const body = JSON.stringify({ status: 'DONE', summary: `wrote ${name}.txt`, findings: [], evidence: ['ok'], filesModified: [`${name}.txt`], recommendation: 'continue', acceptance: [] });
      const script = `
        const fs = require('node:fs');
        const [events, file, result, body, slow] = process.argv.slice(1);
        const seen = () => { try { return fs.readFileSync(events, 'utf8').split('\\n').some((l) => l.includes('"type":"spawn-issued"') && l.includes('"phase":"after"')); } catch { return false; } };
        const t0 = Date.now();
        const end = (gaveUp) => { fs.writeFileSync(file, 'x\\n'); if (gaveUp) fs.writeFileSync(result + '.gave-up', 'yes'); fs.writeFileSync(result, body); };
        if (slow !== '1') setTimeout(() => end(false), 300);
        else { const t = setInterval(() => { const s = seen(); if (s || Date.now() - t0 > 240000) { clearInterval(t); end(!s); } }, 100); }
      `;
      const child = spawn(process.execPath, ['-e', script, events, join(world.project, `${name}.txt`), resultFile, body, name === 'slow' ? '1' : '0'], { stdio: 'ignore' });
      running.push(new Promise((resolve) => child.on('close', () => resolve())));
    };
    const children: Child[] = [];
    let pre = '';
    let doArgs = `run ${join(world.project, 'feature.prd.md')} --cwd ${world.project} --since 0`;
    let final: Value | null = null;
    for (let step = 0; step < 30 && final === null; step++) {
      const value = await runCell(world, children, fillCell(pre, doArgs), undefined, start);
      pre = '';
      doArgs = value.again;
      const first = value.actions?.[0];
      if (first === undefined) continue;
      if (first.kind === 'complete' || first.kind === 'escalate') final = value;
      else if (first.kind === 'ask') pre = first.approve as string;
      // sessions_yield: the parent wakes once every child has ended.
      else if (first.kind === 'wait') await Promise.all(running);
      else throw new Error(`the cell left ${first.kind} to the parent`);
    }
    expect(final?.actions?.[0]?.kind).toBe('complete');
    const runDir = join(world.project, '.openforge', 'runs', final?.runId as string);
    const events = readEvents(runDir);
    const slowSpawn = events.find((e) => e.type === 'spawn-issued' && e.phase === 'slow');
    expect(existsSync(`${String(slowSpawn?.resultFile)}.gave-up`)).toBe(false);
    const slowResult = events.find((e) => e.type === 'spawn-result' && e.actionId === slowSpawn?.actionId);
    const fastGate = events.find((e) => e.type === 'gate-issued' && e.phase === 'fast');
    const afterSpawn = events.find((e) => e.type === 'spawn-issued' && e.phase === 'after');
    expect(Number(fastGate?.seq)).toBeLessThan(Number(slowResult?.seq));
    expect(Number(fastGate?.at)).toBeLessThan(Number(slowResult?.at));
    expect(Number(afterSpawn?.seq)).toBeLessThan(Number(slowResult?.seq));
    await Promise.all(running);
  }, 600_000);
  it('C4. a lone child that ends while the cell\'s budget lasts: the cell waits for it (next --wait-seconds) and goes on with its gate and the next spawn; no wait is left to the parent', async () => {
    const world = newWorld();
    world.write('feature.prd.md', twoPhases());
    const running: Promise<void>[] = [];
    // The child, in the background as OpenClaw runs it: done.txt and its envelope a moment after its spawn.
    const start = (args: { task: string }): void => {
      const taskFile = /follow it exactly: (\S+\.md)/.exec(args.task)?.[1] as string;
      const resultFile = /## Result[\s\S]*?`(\/[^`]+\.json)`/.exec(readFileSync(taskFile, 'utf8'))?.[1] as string;
      const body = JSON.stringify({ status: 'DONE', summary: 'wrote done.txt', findings: [], evidence: ['sh check.sh: ok'], filesModified: ['done.txt'], recommendation: 'continue', acceptance: [] });
      const script = `const fs = require('node:fs'); const [done, result, body] = process.argv.slice(1); setTimeout(() => { fs.writeFileSync(done, 'yes'); fs.writeFileSync(result, body); }, 300);`;
      const child = spawn(process.execPath, ['-e', script, join(world.project, 'done.txt'), resultFile, body], { stdio: 'ignore' });
      running.push(new Promise((resolve) => child.on('close', () => resolve())));
    };
    // The cell's clock runs at a tenth of the real one: its 10 s budget holds on a loaded machine, as on a quick one.
    const t0 = Date.now();
    const SlowDate = { now: (): number => t0 + (Date.now() - t0) / 10 };
    const children: Child[] = [];
    const kinds: string[] = [];
    let pre = '';
    let doArgs = `run ${join(world.project, 'feature.prd.md')} --cwd ${world.project} --since 0`;
    let final: Value | null = null;
    for (let step = 0; step < 10 && final === null; step++) {
      const value = await runCell(world, children, fillCell(pre, doArgs), undefined, start, SlowDate);
      pre = '';
      doArgs = value.again;
      const first = value.actions?.[0];
      kinds.push(first?.kind ?? '(none)');
      if (first?.kind === 'ask') pre = first.approve as string;
      else if (first?.kind === 'complete') final = value;
      else break;
    }
    await Promise.all(running);
    expect(kinds.filter((k) => k !== 'ask')).toEqual(['complete']);
    expect(children).toHaveLength(2);
  }, 180_000);
});
