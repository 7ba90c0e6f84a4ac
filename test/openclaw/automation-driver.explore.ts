// An exploration, not part of `npm run test:openclaw` (its name is not *.e2e.ts): can a headless
// script automation (`openclaw automations create --script …`, OpenClaw's Code Mode executor
// without a model turn) drive children, so that a run needs no parent turn per phase? It starts a
// Gateway with the scheduler on, creates one script job whose each run spawns a collector child
// (retrying a spawn that errors, never one that was accepted) and waits for it with agents_wait,
// runs it OPENFORGE_EXPLORE_RUNS times (default 5) and prints what each run returned.
// Run: npx vitest run --config vitest.explore.config.ts (bench/RESULTS.md, "Parent turns", has what it showed).

import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { firstJson, startFakeModel, type FakeModel } from './fake-model.js';
import { fillCell } from './fake-codemode.js';
import { ensureToolchain, freePort, run, sleep, start, stop, stopAll, type Proc, type Toolchain } from './harness.js';

const RUNS = Number(process.env.OPENFORGE_EXPLORE_RUNS ?? '5');
/** OPENFORGE_EXPLORE_DRIVER=1: the page's cell (references/codemode.md) as the script, one tick per run, `again` kept in the job's state. */
const DRIVER = process.env.OPENFORGE_EXPLORE_DRIVER === '1';
const root = resolve(import.meta.dirname, '../..');
let tc: Toolchain;
let base = '';
let gateway: Proc | null = null;
let fake: FakeModel | null = null;

afterAll(async () => {
  if (gateway !== null) await stop(gateway.pid);
  await stopAll();
  await fake?.close();
  if (base !== '' && process.env.OPENFORGE_E2E_KEEP !== '1') rmSync(base, { recursive: true, force: true });
});

const env = (home: string): NodeJS.ProcessEnv => ({ PATH: `${tc.nodeBinDir}:${process.env.PATH ?? ''}`, HOME: home, TMPDIR: join(base, 'tmp'), LANG: 'C.UTF-8', NO_COLOR: '1', OPENCLAW_NO_UPDATE_CHECK: '1' });

/** The script each run executes: a collector child spawned (an error retried, an acceptance never), then agents_wait on it. */
const script = (taskFile: string): string => `
const tries = [];
let s = null;
for (let i = 0; i < 3 && !(s && s.status === "accepted"); i++) {
  try { s = await sessions_spawn({ task: "Child: read your full task and follow it exactly: ${taskFile}", label: "drv-" + Date.now(), runTimeoutSeconds: 120, collect: true, groupId: "openforge-explore" }); }
  catch (e) { s = { status: "thrown", error: String(e && e.message || e) }; }
  tries.push({ status: s && s.status, error: s && s.error, runId: s && s.runId });
}
let w = null;
if (s && s.status === "accepted") {
  try { w = await agents_wait({ ids: [s.runId], timeoutSeconds: 120 }); } catch (e) { w = { thrown: String(e && e.message || e) }; }
}
const done = (w && w.completed) || [];
return { notify: JSON.stringify({ tries, completed: done.map((c) => c.status), pending: ((w && w.pending) || []).length, waitError: w && w.thrown }) };
`;

/** The page's cell, its `DO` read from the job's state (the last tick's `again`), its value kept as the next state. */
function driverScript(ofCli: string, first: string): string {
  const page = readFileSync(join(root, 'skills/openforge/references/codemode.md'), 'utf8');
  const cell = fillCell(page, { of: ofCli, pre: '', do: first }) as string;
  const body = cell.replace(/^const DO = .*$/m, `const DO = (trigger.state && trigger.state.again) || ${JSON.stringify(first)};`);
  return `const cell = async () => {\n${body}\n};\nconst v = await cell();\nreturn { state: { again: v.again, kinds: (v.actions || []).map((a) => a.kind), progress: v.progress } };\n`;
}

const PRD = `# PRD: Explore\n\n## Objective\n\`node check.mjs\` exits 0 once \`done.txt\` holds \`yes\`.\n\n## Phases\n\n### Phase: implement\n**Tasks:**\n- Write \`yes\` into \`done.txt\`\n\n**Gate:** \`node check.mjs\`\n\n### Phase: notes\n**Tasks:**\n- Write \`tidy\` into \`notes.txt\`\n\n**Gate:** \`node check.mjs\`\n`;
const CHECK = `import { readFileSync } from 'node:fs';\nlet s = '';\ntry { s = readFileSync('done.txt', 'utf8').trim(); } catch { /* missing */ }\nif (s !== 'yes') process.exit(1);\n`;

it('drives children from a headless script automation', async () => {
  tc = await ensureToolchain((l) => console.log(l));
  base = mkdtempSync(join(tmpdir(), 'openforge-explore-'));
  const home = join(base, 'home');
  const work = join(base, 'work');
  mkdirSync(join(home, '.openclaw'), { recursive: true });
  mkdirSync(join(base, 'tmp'), { recursive: true });
  mkdirSync(work, { recursive: true });
  const taskFile = join(work, 'task.md');
  writeFileSync(taskFile, `# Task\n\n## Working directory\n\`${work}\`\n\n## Tasks\n- Write \`yes\` into \`done.txt\`\n\n## Result\nWrite your result envelope to \`${join(work, 'result.json')}\`.\n`);
  fake = await startFakeModel(join(base, 'fake-model.jsonl'));
  const port = await freePort();
  const config = {
    models: { mode: 'merge', providers: { fake: { baseUrl: `http://127.0.0.1:${fake.port}/v1`, apiKey: 'e2e-not-a-secret', api: 'openai-completions', models: [{ id: 'scripted-1', name: 'scripted', reasoning: false, input: ['text'], cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 }, contextWindow: 128000, maxTokens: 4096 }] } } },
    agents: { defaults: { model: { primary: 'fake/scripted-1' }, heartbeat: { every: '0m' }, skipBootstrap: true } },
    gateway: { mode: 'local', port, bind: 'loopback', auth: { mode: 'token', token: 'openforge-explore-token' } },
    cron: { enabled: true },
    logging: { file: join(base, 'openclaw.log') },
    tools: { toolSearch: false, swarm: { enabled: true } },
  };
  writeFileSync(join(home, '.openclaw', 'openclaw.json'), JSON.stringify(config, null, 2), { mode: 0o600 });
  const oc = (args: string[], timeoutMs = 300_000): ReturnType<typeof run> => run(tc.node, [tc.openclaw, ...args], { env: env(home), cwd: home, timeoutMs });
  gateway = start(tc.node, [tc.openclaw, 'gateway', 'run', '--port', String(port), '--bind', 'loopback'], { env: env(home), cwd: home });
  for (let ready = false; !ready; ) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(2000) });
      ready = res.ok && ((await res.json()) as { ready?: boolean }).ready === true;
    } catch {
      /* not yet */
    }
    if (!ready) await sleep(1000);
  }
  const scriptFile = join(base, 'driver.js');
  const project = join(base, 'project');
  if (DRIVER) {
    cpSync(join(root, 'skills/openforge'), join(home, '.openclaw/workspace/skills/openforge'), { recursive: true });
    mkdirSync(project, { recursive: true });
    writeFileSync(join(project, 'feature.prd.md'), PRD);
    writeFileSync(join(project, 'check.mjs'), CHECK);
  }
  const ofCli = `node ${join(home, '.openclaw/workspace/skills/openforge/scripts/openforge.cjs')}`;
  writeFileSync(scriptFile, DRIVER ? driverScript(ofCli, `run ${join(project, 'feature.prd.md')} --cwd ${project} --since 0`) : script(taskFile));
  const created = await oc(['automations', 'create', '0 0 1 1 *', '--name', 'openforge-explore', '--script', scriptFile, '--session', 'isolated', '--script-timeout-seconds', '300', '--no-deliver', '--json']);
  console.log(`explore: create exit ${String(created.code)}: ${created.stdout.slice(0, 1500)} ${created.stderr.slice(-1500)}`);
  const job = firstJson(created.stdout) as { id?: string; job?: { id?: string } } | null;
  const id = job?.id ?? job?.job?.id;
  expect(typeof id).toBe('string');
  for (let n = 0; n < RUNS; n++) {
    const r = await oc(['automations', 'run', id as string, '--wait', '--wait-timeout', '5m', '--json'], 400_000);
    const rec = firstJson(r.stdout) as { status?: string; completionStatus?: string; run?: { summary?: string; durationMs?: number; error?: string } } | null;
    console.log(`explore: run ${n + 1}: exit ${String(r.code)}, ${rec?.status ?? '?'}/${rec?.completionStatus ?? '?'} in ${String(rec?.run?.durationMs)} ms: ${rec?.run?.summary ?? rec?.run?.error ?? r.stdout.slice(0, 800)} ${r.stderr.slice(-400)}`);
    if (DRIVER) {
      const got = await oc(['automations', 'get', id as string, '--json']);
      const state = JSON.stringify((firstJson(got.stdout) as { state?: unknown; trigger?: { state?: unknown } } | null) ?? {}).slice(0, 1500);
      console.log(`explore: driver state after tick ${n + 1}: ${state}`);
      if (state.includes('"complete"') || state.includes('"escalate"')) break;
    }
  }
  const children = (fake.log ?? []).filter((e) => e.who === 'child').length;
  console.log(`explore: ${children} child model requests; ${fake.log.filter((e) => e.who === 'parent').length} parent requests`);
}, 1_800_000);
