// An exploration, not part of `npm run test:openclaw` (its name is not *.e2e.ts): can a headless
// script automation (`openclaw automations create --script …`, OpenClaw's Code Mode executor
// without a model turn) drive children, so that a run needs no parent turn per phase? It starts a
// Gateway with the scheduler on, creates one script job whose each run spawns a collector child
// (retrying a spawn that errors, never one that was accepted) and waits for it with agents_wait,
// runs it OPENFORGE_EXPLORE_RUNS times (default 5) and prints what each run returned.
// Run: npx vitest run --config vitest.explore.config.ts (bench/RESULTS.md, "Parent turns", has what it showed).

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { firstJson, startFakeModel, type FakeModel } from './fake-model.js';
import { ensureToolchain, freePort, run, sleep, start, stop, stopAll, type Proc, type Toolchain } from './harness.js';

const RUNS = Number(process.env.OPENFORGE_EXPLORE_RUNS ?? '5');
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
  writeFileSync(scriptFile, script(taskFile));
  const created = await oc(['automations', 'create', '0 0 1 1 *', '--name', 'openforge-explore', '--script', scriptFile, '--session', 'isolated', '--script-timeout-seconds', '300', '--json']);
  console.log(`explore: create exit ${String(created.code)}: ${created.stdout.slice(0, 1500)} ${created.stderr.slice(-1500)}`);
  const job = firstJson(created.stdout) as { id?: string; job?: { id?: string } } | null;
  const id = job?.id ?? job?.job?.id;
  expect(typeof id).toBe('string');
  for (let n = 0; n < RUNS; n++) {
    const r = await oc(['automations', 'run', id as string, '--wait', '--wait-timeout', '5m', '--json'], 400_000);
    console.log(`explore: run ${n + 1}: exit ${String(r.code)}: ${r.stdout.slice(0, 1200)} ${r.stderr.slice(-800)}`);
  }
  const runs = await oc(['automations', 'runs', id as string, '--limit', '50', '--json']);
  console.log(`explore: runs: ${runs.stdout.slice(0, 8000)}`);
  const children = (fake.log ?? []).filter((e) => e.who === 'child').length;
  console.log(`explore: ${children} child model requests; ${fake.log.filter((e) => e.who === 'parent').length} parent requests`);
}, 1_800_000);
