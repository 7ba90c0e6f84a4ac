// `npm run test:openclaw`: the built skill inside a real OpenClaw (pinned version), offline.
// A throwaway HOME gets the skill folder; OpenClaw itself reports it eligible and clean in
// its security audit; then a real Gateway on loopback, driven by a scripted fake model
// (fake-model.ts) that follows SKILL.md from what the scripts print, runs three user turns:
// "Run this PRD: …" to completion (a real sub-agent does the work, the shell runs the gate),
// "Plan this PRD without executing: …" and "Pipeline status"; then "Run pipeline: …" (a planner
// child drafts the PRD, the validator is its gate, one preview, "Approve the drafted PRD").
//
// Environment: OPENFORGE_E2E_CACHE (toolchain cache, default ~/.cache/openforge-e2e),
// OPENFORGE_E2E_SKILL (skill folder to install, default skills/openforge),
// OPENFORGE_E2E_KEEP=1 (keep the temp folder for debugging; its path is printed),
// OPENFORGE_E2E_EXEC_MODE=allowlist|ask (OpenClaw's exec approvals on: that tools.exec.mode
// and host approvals defaults, with exactly what references/troubleshooting.md ("Exec
// approvals") says to allow: the `node` allowlist entry, {baseDir} written absolute, and
// host exec mode full for the agent that runs OpenForge; default: OpenClaw's own, full).
// OPENFORGE_E2E_EXEC_MODE=codemode: exec as by default, the fake model's provider entry flagged
// `compat: {codeMode: "preferred"}` and `tools.codeMode` unset (OpenClaw's "auto"), so parent
// and children run in Code Mode and follow references/codemode.md (docs/design.md#code-mode).

import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARK, REQUESTS, TURN_LIMIT, catalogEntry, firstJson, startFakeModel, toolErrorOf, type FakeModel, type LogEntry } from './fake-model.js';
import { unwrapCells } from './fake-codemode.js';
import { DURATION } from '../helpers/duration.js';
import { problemsSaid } from '../helpers/failure-said.js';
import { OPENCLAW_VERSION, cleanOpenClawTemp, ensureToolchain, freePort, run, sleep, snapshotOpenClawTemp, start, stop, stopAll, type Proc, type TempSnapshot, type Toolchain } from './harness.js';

const root = resolve(import.meta.dirname, '../..');
const skillSource = resolve(process.env.OPENFORGE_E2E_SKILL ?? join(root, 'skills/openforge'));
const keep = process.env.OPENFORGE_E2E_KEEP === '1';
const modeSetting = process.env.OPENFORGE_E2E_EXEC_MODE ?? '';
if (!['', 'allowlist', 'ask', 'codemode'].includes(modeSetting)) throw new Error(`OPENFORGE_E2E_EXEC_MODE is ${modeSetting}; expected allowlist, ask or codemode (or unset)`);
/** Code Mode: the model flagged preferred, tools.codeMode unset; exec approvals as by default. */
const codeMode = modeSetting === 'codemode';
const execMode = codeMode ? '' : modeSetting;
/** The allowlist documented in references/troubleshooting.md ("Exec approvals"). */
const DOCUMENTED_ALLOWLIST = [{ pattern: 'node' }];

/** The gate: a real test command (`node check.mjs`) that fails until done.txt says yes. */
const CHECK_MJS = `import { readFileSync } from 'node:fs';
let seen = '';
try { seen = readFileSync('done.txt', 'utf8').trim(); } catch { /* missing */ }
if (seen !== 'yes') { console.error('check failed: done.txt says [' + seen + ']'); process.exit(1); }
console.log('check ok: done.txt says yes');
`;

// OpenClaw 2026.9.6 masks the value after words like pass, password, token, key, secret or
// auth as `***` in a sessions_spawn task (and in its transcripts) before the sub-agent sees it
// ("Make the check pass: `node check.mjs`" reached the child as "pass: `***`"). The task now
// travels in a task file the child reads: MASKED_SHAPE is in the PRD on purpose, and the test
// checks that it reaches the child intact through the read tool.
const MASKED_SHAPE = 'Make the check pass: `node check.mjs`';
const PRD = `# PRD: E2E project

## Objective
\`node check.mjs\` exits 0 once \`done.txt\` holds \`yes\`.

## Phases

### Phase: implement
**Tasks:**
- Write \`yes\` into \`done.txt\`
- ${MASKED_SHAPE}

**Gate:** \`node check.mjs\`

### Phase: notes
**Tasks:**
- Write \`tidy\` into \`notes.txt\`

**Gate:** \`node check.mjs\`
`;

let tc: Toolchain;
let base = '';
let home = '';
let project = '';
let prdPath = '';
let fake: FakeModel | null = null;
let gateway: Proc | null = null;
let gatewayPort = 0;
let tempBefore: TempSnapshot | null = null;
const SESSION = 'openforge-e2e';
/** A model of a provider the config does not have: sessions_spawn refuses it (issue 28 part 4). */
const REFUSED_MODEL = 'nowhere/absent-1';

function ocEnv(): NodeJS.ProcessEnv {
  return {
    PATH: `${tc.nodeBinDir}:${process.env.PATH ?? '/usr/bin:/bin'}`,
    HOME: home,
    TMPDIR: join(base, 'tmp'),
    LANG: 'C.UTF-8',
    NO_COLOR: '1',
    OPENCLAW_NO_UPDATE_CHECK: '1',
  };
}

/** How long the Gateway may take to start: about 20 s on an idle 2-core machine, over 120 s at load 12 (a bound tighter than the work fails on a busy machine, not on a defect). */
const GATEWAY_READY_MS = 300_000;

function openclaw(args: string[], timeoutMs = 180_000): ReturnType<typeof run> {
  return run(tc.node, [tc.openclaw, ...args], { env: ocEnv(), cwd: home, timeoutMs });
}

function jsonOut(stdout: string, what: string): unknown {
  const j = firstJson(stdout);
  if (j === null) throw new Error(`${what} printed no JSON:\n${stdout.slice(0, 2000)}`);
  return j;
}

/**
 * `swarm`: OpenClaw's Swarm (collectors, agents_wait) on, its default. The suite's other runs
 * have it off, so they go through result files and sessions_yield (docs/design.md#collectors).
 */
function writeConfig(fakePort: number, opts: { swarm?: boolean } = {}): void {
  const config = {
    models: {
      mode: 'merge',
      providers: {
        fake: {
          baseUrl: `http://127.0.0.1:${fakePort}/v1`,
          apiKey: 'e2e-not-a-secret',
          api: 'openai-completions',
          models: [
            {
              id: 'scripted-1',
              name: 'OpenForge e2e scripted model',
              reasoning: false,
              input: ['text'],
              // Priced (USD per 1M tokens, a mid-tier model's list prices): the runs' summaries show what each phase cost (issue 28 part 1).
              cost: { input: 3, output: 15, cacheRead: 0.3, cacheWrite: 3.75 },
              contextWindow: 128000,
              maxTokens: 4096,
              // OpenClaw's "auto" Code Mode (tools.codeMode unset) engages for a model flagged so (docs/tools/code-mode/configuration.md).
              ...(codeMode ? { compat: { codeMode: 'preferred' } } : {}),
            },
          ],
        },
      },
    },
    // The model list (agents.defaults.models) names the one model: `plan` warns beforehand of a phase routed elsewhere (model-not-configured).
    agents: { defaults: { model: { primary: 'fake/scripted-1' }, models: { 'fake/scripted-1': {} }, heartbeat: { every: '0m' }, skipBootstrap: true } },
    gateway: { mode: 'local', port: gatewayPort, bind: 'loopback', auth: { mode: 'token', token: 'openforge-e2e-local-token' } },
    cron: { enabled: false },
    logging: { file: join(base, 'openclaw.log') },
    // With Swarm on, the scripts run under the pinned Node (pathPrepend): reading the exec approvals from
    // OpenClaw's state database needs node:sqlite (Node ≥ 22.13); under Node 20 they are unknown and a run keeps result files.
    tools: {
      toolSearch: false,
      swarm: { enabled: opts.swarm === true },
      ...(execMode === '' && opts.swarm !== true ? {} : { exec: { ...(execMode === '' ? {} : { mode: execMode }), ...(opts.swarm === true ? { pathPrepend: [tc.nodeBinDir] } : {}) } }),
    },
  };
  // The documented override: the agent that runs OpenForge (here `main`, parent and child) gets `full`.
  if (execMode !== '') Object.assign(config.agents, { entries: { main: { tools: { exec: { mode: 'full' } } } } });
  writeFileSync(join(home, '.openclaw', 'openclaw.json'), `// openforge e2e\n${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
}

/** SKILL.md frontmatter `description` as written in the installed folder. */
function skillDescription(): string {
  const text = readFileSync(join(home, '.openclaw/workspace/skills/openforge/SKILL.md'), 'utf8');
  const m = /^description:\s*(.+)$/m.exec(text);
  if (m === null) throw new Error('SKILL.md has no description line');
  return (m[1] as string).trim();
}

const parentEntries = (kind: keyof typeof REQUESTS): LogEntry[] => (fake?.log ?? []).filter((e) => e.who === 'parent' && e.request === kind);
const finalText = (e: LogEntry | undefined): string | null => (e !== undefined && 'text' in e.reply ? e.reply.text : null);
const finalOf = (kind: keyof typeof REQUESTS): string | null => {
  const last = parentEntries(kind).at(-1);
  return finalText(last);
};

function dumpLog(): string {
  return (fake?.log ?? [])
    .map((e) => `#${e.n} ${e.who}${e.request === null ? '' : `/${e.request}`} → ${'toolCall' in e.reply ? `${e.reply.toolCall.name} ${JSON.stringify(e.reply.toolCall.args).slice(0, 200)}` : `text ${e.reply.text.slice(0, 300)}`} (${e.note})`)
    .join('\n');
}

/** A project folder of its own for one run test, with the check script and the PRD. */
function projectWith(name: string, prdName: string, prdText: string): { dir: string; prdFile: string } {
  const dir = join(base, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'check.mjs'), CHECK_MJS);
  const prdFile = join(dir, prdName);
  writeFileSync(prdFile, prdText);
  return { dir, prdFile };
}

/** The parent's requests for "Run this PRD" logged from now on. */
function runEntriesFromNow(): () => LogEntry[] {
  const from = fake?.log.length ?? 0;
  return () => fake?.log.slice(from).filter((e) => e.who === 'parent' && e.request === 'run') ?? [];
}

/** Wait until `done()` or the deadline; on timeout, throw with the fake's log. */
async function waitFor(what: string, done: () => boolean, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > until) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}\nfake model log:\n${dumpLog()}\ngateway stderr:\n${gateway?.stderr().slice(-3000) ?? ''}`);
    if (gateway !== null && !isRunning(gateway)) throw new Error(`the gateway exited while waiting for ${what}:\n${gateway.stderr().slice(-3000)}`);
    await sleep(500);
  }
}

const exited = new WeakSet<Proc>();
function isRunning(p: Proc): boolean {
  return !exited.has(p);
}

/** One user turn through `openclaw agent` (returns after the parent's first turn). */
/**
 * One user turn through `openclaw agent` (its `--timeout` is this command's agent-turn deadline).
 * The parent's turn ends at its answer or a `sessions_yield`: with children that end within the
 * `next --wait` beside their spawns, a whole run is one turn, a refused spawn's wait 100 s of it.
 */
async function userTurn(message: string, timeoutSeconds = 360): Promise<{ code: number | null; json: unknown; stdout: string; stderr: string }> {
  const r = await openclaw(['agent', '--session-id', SESSION, '--message', message, '--json', '--timeout', String(timeoutSeconds)], (timeoutSeconds + 30) * 1000);
  return { code: r.code, json: firstJson(r.stdout), stdout: r.stdout, stderr: r.stderr };
}

/** Start the Gateway on `gatewayPort` and wait until it is ready. */
async function startGateway(): Promise<void> {
  const gatewayStarted = Date.now();
  gateway = start(tc.node, [tc.openclaw, 'gateway', 'run', '--port', String(gatewayPort), '--bind', 'loopback'], { env: ocEnv(), cwd: home });
  const g = gateway;
  void g.done.then(() => exited.add(g));
  let ready = false;
  while (!ready) {
    if (!isRunning(g)) throw new Error(`the gateway exited before it was ready:\n${g.stderr().slice(-3000)}\n${g.stdout().slice(-2000)}`);
    if (Date.now() - gatewayStarted > GATEWAY_READY_MS) throw new Error(`the gateway was not ready after ${GATEWAY_READY_MS / 1000} s:\n${g.stderr().slice(-3000)}`);
    try {
      const res = await fetch(`http://127.0.0.1:${gatewayPort}/readyz`, { signal: AbortSignal.timeout(2000) });
      ready = res.ok && ((await res.json()) as { ready?: boolean }).ready === true;
    } catch {
      /* not listening yet */
    }
    if (!ready) await sleep(1000);
  }
  console.log(`openforge e2e: gateway ready after ${Math.round((Date.now() - gatewayStarted) / 1000)} s`);
}

beforeAll(async () => {
  tc = await ensureToolchain((line) => console.log(line));
  tempBefore = snapshotOpenClawTemp();
  base = mkdtempSync(join(tmpdir(), 'openforge-e2e-'));
  if (keep) console.log(`openforge e2e: keeping ${base}`);
  home = join(base, 'home');
  project = join(base, 'project');
  mkdirSync(join(base, 'tmp'), { recursive: true });
  mkdirSync(join(home, '.openclaw', 'workspace', 'skills'), { recursive: true, mode: 0o700 });
  mkdirSync(project, { recursive: true });
  if (!existsSync(join(skillSource, 'SKILL.md'))) throw new Error(`no built skill at ${skillSource}`);
  // The install the README documents: copy the built folder into the workspace skills.
  cpSync(skillSource, join(home, '.openclaw', 'workspace', 'skills', 'openforge'), { recursive: true });
  writeFileSync(join(project, 'check.mjs'), CHECK_MJS);
  prdPath = join(project, 'feature.prd.md');
  writeFileSync(prdPath, PRD);
  fake = await startFakeModel(join(base, 'fake-model.jsonl'), execMode === '' ? {} : { absoluteHome: home });
  gatewayPort = await freePort();
  writeConfig(fake.port);
  if (execMode !== '') {
    const approvals = {
      version: 1,
      defaults: { security: 'allowlist', ask: execMode === 'ask' ? 'on-miss' : 'off', askFallback: 'deny' },
      agents: { '*': { allowlist: DOCUMENTED_ALLOWLIST }, main: { security: 'full', ask: 'off' } },
    };
    const file = join(base, 'exec-approvals.json');
    writeFileSync(file, JSON.stringify(approvals, null, 2));
    const r = await openclaw(['approvals', 'set', '--file', file]);
    if (r.code !== 0) throw new Error(`openclaw approvals set failed (exit ${String(r.code)}):\n${r.stderr.slice(-2000)}\n${r.stdout.slice(-2000)}`);
    const got = await openclaw(['approvals', 'get', '--json']);
    console.log(`openforge e2e: exec mode ${execMode}; approvals:\n${got.stdout.slice(0, 3000)}`);
  }
}, 20 * 60_000);

afterAll(async () => {
  if (gateway !== null) await stop(gateway.pid);
  await stopAll();
  await fake?.close();
  if (tempBefore !== null) cleanOpenClawTemp(tempBefore);
  if (base !== '' && !keep) rmSync(base, { recursive: true, force: true });
}, 60_000);

/**
 * Code Mode (OPENFORGE_E2E_EXEC_MODE=codemode): the parent had the Code Mode tool surface on every
 * request, made no call but `exec` with `code`, `wait` and `sessions_yield`, and ran every
 * OpenForge step through the cell of references/codemode.md copied as it is (only its three marked
 * lines filled in); the children were in Code Mode too and got their task file unmasked.
 */
function codeModeRunChecks(log: LogEntry[], runId: string, runDir: string): void {
  const parents = log.filter((e) => e.who === 'parent');
  for (const e of parents) {
    expect(e.codeMode, `request #${e.n}: exec takes code`).toBe(true);
    expect(e.tools, `request #${e.n}: the Code Mode tools`).toEqual(expect.arrayContaining(['exec', 'wait', 'sessions_yield']));
    for (const hidden of ['read', 'write', 'sessions_spawn', 'process']) expect(e.tools, `request #${e.n}: ${hidden} only inside a cell`).not.toContain(hidden);
  }
  const calls = parentEntries('run').flatMap((e) => ('toolCall' in e.reply ? [e.reply.toolCall, ...(e.reply.more ?? [])] : []));
  expect([...new Set(calls.map((c) => c.name))].every((n) => ['exec', 'wait', 'sessions_yield'].includes(n)), JSON.stringify(calls.map((c) => c.name))).toBe(true);
  for (const c of calls.filter((x) => x.name === 'exec')) {
    expect(typeof c.args.code, 'a cell').toBe('string');
    expect(c.args.command).toBeUndefined();
  }
  // The cell copied, not composed: every line of the page's cell but the three marked ones, as written.
  const page = readFileSync(join(home, '.openclaw/workspace/skills/openforge/references/codemode.md'), 'utf8');
  const pageCell = (/```js\n([\s\S]*?)```/.exec(page)?.[1] ?? '').trim().split('\n');
  expect(pageCell.length).toBeGreaterThan(10);
  const cells = calls.filter((c) => c.name === 'exec' && String(c.args.code).includes('const DO = ')).map((c) => String(c.args.code).split('\n'));
  // One cell can carry several phases (it waits for a lone child while its budget lasts); a child still at work brings a yield and a cell with `again`.
  expect(cells.length).toBeGreaterThanOrEqual(1);
  for (const cell of cells) {
    expect(cell).toHaveLength(pageCell.length);
    pageCell.forEach((line, k) => {
      if (!line.includes('◀')) expect(cell[k]).toBe(line);
    });
  }
  expect(cells[0]?.find((l) => l.startsWith('const DO = '))).toMatch(/^const DO = "run .*feature\.prd\.md.* --since 0";$/);
  expect(cells.slice(1).every((cell) => cell.some((l) => new RegExp(`^const DO = "next ${runId} --since \\d+";$`).test(l)))).toBe(true);
  // Children on the parent's model: in Code Mode too; the task file reached them unmasked.
  const children = log.filter((e) => e.who === 'child');
  expect(children.length).toBeGreaterThan(0);
  expect(children.every((e) => e.codeMode)).toBe(true);
  expect(children.flatMap((e) => e.history).some((h) => h.result.includes(MASKED_SHAPE)), 'the task file reached the child unmasked').toBe(true);
  expect(readdirSync(join(runDir, 'tasks')).length).toBeGreaterThanOrEqual(2);
  // Progress: relayed with the parent's next call, each line once across the run.
  const relayed = parentEntries('run').flatMap((e) => ('toolCall' in e.reply && e.reply.say !== undefined ? e.reply.say.split('\n') : 'text' in e.reply ? e.reply.text.split('\n') : []));
  console.log(`openforge e2e: codemode: progress relayed: ${JSON.stringify(relayed.filter((l) => !l.startsWith('E2E-') && !l.startsWith('OpenForge run')).slice(0, 8))}`);
  expect(relayed).toContain('implement started.');
  expect(relayed.some((p) => new RegExp(String.raw`^implement passed \(${DURATION}, 1 attempt\); notes started\. 1/2 done, `).test(p)), JSON.stringify(relayed)).toBe(true);
  const lines = relayed.filter((l) => / started\.| passed /.test(l));
  expect(new Set(lines).size, 'no progress line twice').toBe(lines.length);
  // Plan through the same cell: its JSON relayed.
  expect(finalOf('plan')).toContain(`${MARK.parentDone} plan`);
  expect(finalOf('plan')).toContain('implement');
}

describe(`openforge in a real OpenClaw ${OPENCLAW_VERSION}`, () => {
  it('lists the skill as eligible, model-visible and user-invocable with nothing missing', async () => {
    const r = await openclaw(['skills', 'info', 'openforge', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const info = jsonOut(r.stdout, 'skills info') as Record<string, unknown> & { missing: Record<string, unknown[]> };
    expect(info.name).toBe('openforge');
    expect(info.eligible).toBe(true);
    expect(info.modelVisible).toBe(true);
    expect(info.userInvocable).toBe(true);
    expect(info.disabled).toBe(false);
    expect(info.baseDir).toBe(join(home, '.openclaw/workspace/skills/openforge'));
    for (const [kind, list] of Object.entries(info.missing)) expect(list, `missing ${kind}`).toEqual([]);
  }, 300_000);

  it('passes openclaw security audit --deep without a critical or warning finding about openforge', async () => {
    // A canary skill with child_process proves the audit really scans workspace skills.
    const canary = join(home, '.openclaw/workspace/skills/e2e-canary');
    mkdirSync(join(canary, 'scripts'), { recursive: true });
    writeFileSync(join(canary, 'SKILL.md'), '---\nname: e2e-canary\ndescription: Audit canary of the OpenForge e2e suite.\n---\n\nRun `node {baseDir}/scripts/run.mjs`.\n');
    writeFileSync(join(canary, 'scripts/run.mjs'), "import { execSync } from 'node:child_process';\nexecSync('echo canary');\n");
    let r: Awaited<ReturnType<typeof openclaw>>;
    try {
      r = await openclaw(['security', 'audit', '--deep', '--json']);
    } finally {
      rmSync(canary, { recursive: true, force: true });
    }
    const audit = jsonOut(r.stdout, 'security audit') as { findings?: { checkId: string; severity: string; title: string; detail?: string }[] };
    expect(Array.isArray(audit.findings), r.stdout.slice(0, 1000)).toBe(true);
    const findings = audit.findings ?? [];
    const text = (f: (typeof findings)[number]): string => `${f.checkId} ${f.title} ${f.detail ?? ''}`;
    expect(
      findings.some((f) => f.checkId.startsWith('skills.code_safety') && text(f).includes('e2e-canary')),
      `the audit did not flag the canary skill, so it did not scan workspace skills:\n${JSON.stringify(findings, null, 1)}`,
    ).toBe(true);
    const installed = join(home, '.openclaw/workspace/skills/openforge');
    const aboutUs = findings.filter((f) => (f.severity === 'critical' || f.severity === 'warn') && (/\bopenforge\b/i.test(f.title) || text(f).includes(installed)));
    expect(aboutUs, JSON.stringify(aboutUs, null, 1)).toEqual([]);
  }, 300_000);

  it('plan reads the exec approvals where this OpenClaw keeps them (its state database), never a silent full', async () => {
    // Issue 28 part 6: 2026.9.6 keeps the host approvals in state/openclaw.sqlite, not exec-approvals.json.
    const script = join(home, '.openclaw/workspace/skills/openforge/scripts/openforge.cjs');
    const r = await run(tc.node, [script, 'plan', prdPath, '--json'], { env: ocEnv(), cwd: project, timeoutMs: 60_000 });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr, 'no experimental warning from node:sqlite').toBe('');
    const plan = jsonOut(r.stdout, 'plan') as { execApprovals?: { origin: { kind: string; path: string }; restrictions: unknown[]; fullAgents: string[] } };
    if (execMode === '') {
      expect(plan.execApprovals, 'default mode: nothing to allow').toBeUndefined();
      return;
    }
    expect(plan.execApprovals?.origin).toEqual({ kind: 'state-db', path: join(home, '.openclaw/state/openclaw.sqlite'), reason: null });
    expect(plan.execApprovals?.restrictions).toContainEqual({ source: 'approvals', key: 'defaults', mode: execMode === 'ask' ? 'ask' : 'allowlist' });
    expect(plan.execApprovals?.fullAgents).toEqual(['main']);
  }, 300_000);

  it('runs "Run this PRD", "Plan this PRD without executing" and "Pipeline status" through a real Gateway', async () => {
    if (fake === null) throw new Error('no fake model');
    // The gate is real: it fails before the run.
    const before = await run('node', ['check.mjs'], { cwd: project, env: { PATH: process.env.PATH } });
    expect(before.code).toBe(1);

    await startGateway();

    // (a) Run this PRD: the CLI returns after the parent's first turn; the rest follows
    // child completions, so wait on the fake's log for the parent's final answer.
    const runTurn = await userTurn(`${REQUESTS.run} ${prdPath}`);
    expect(runTurn.code, `${runTurn.stderr.slice(-2000)}\n${dumpLog()}`).toBe(0);
    await waitFor('the run to end (the parent\'s final answer)', () => finalOf('run') !== null, 150_000);
    const runFinal = finalOf('run') as string;
    expect(runFinal, dumpLog()).toContain(MARK.parentDone);

    // (b) Plan this PRD without executing.
    const planTurn = await userTurn(`${REQUESTS.plan}: ${prdPath}`);
    expect(planTurn.code, planTurn.stderr.slice(-2000)).toBe(0);
    await waitFor('the plan answer', () => finalOf('plan') !== null, 180_000);
    // (c) Pipeline status.
    const statusTurn = await userTurn(REQUESTS.status);
    expect(statusTurn.code, statusTurn.stderr.slice(-2000)).toBe(0);
    await waitFor('the status answer', () => finalOf('status') !== null, 180_000);
    // (d) A negative control for the "every tool call was accepted" check below: the fake
    // calls sessions_spawn with `timeoutSeconds`, which OpenClaw rejects; the check must see it.
    const probeTurn = await userTurn(REQUESTS.probe);
    expect(probeTurn.code, probeTurn.stderr.slice(-2000)).toBe(0);
    await waitFor('the probe answer', () => finalOf('probe') !== null, 180_000);
    // In Code Mode the probe's sessions_spawn is made in a cell: its result read back as that call's.
    const probeResult = parentEntries('probe').flatMap((e) => (codeMode ? unwrapCells(e.history).calls : e.history)).find((h) => h.name === 'sessions_spawn');
    expect(probeResult, dumpLog()).toBeDefined();
    expect(toolErrorOf('sessions_spawn', probeResult?.result ?? ''), `OpenClaw's answer to the bad call: ${probeResult?.result}`).not.toBeNull();

    const log = fake.log.filter((e) => e.request !== 'probe');

    // --- The disk: the run completed, with its summary, the child's work and the gate log.
    const runsDir = join(project, '.openforge', 'runs');
    const runIds = readdirSync(runsDir);
    expect(runIds, 'exactly one run (plan writes nothing)').toHaveLength(1);
    const runId = runIds[0] as string;
    const runDir = join(runsDir, runId);
    const state = JSON.parse(readFileSync(join(runDir, 'state.json'), 'utf8')) as { status: string; phases: { name: string; status: string }[] };
    expect(state.status).toBe('completed');
    expect(state.phases.map((p) => [p.name, p.status])).toEqual([['implement', 'passed'], ['notes', 'passed']]);
    // The notes child's sloppy result (prose before the JSON, "done", no acceptance) was
    // accepted on its first spawn, with the repairs recorded on the attempt.
    expect(readFileSync(join(project, 'notes.txt'), 'utf8').trim()).toBe('tidy');
    const events = readFileSync(join(runDir, 'events.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    const notesSpawns = events.filter((e) => e.type === 'spawn-issued' && e.phase === 'notes');
    expect(notesSpawns, 'one spawn for the sloppy child').toHaveLength(1);
    const notesResult = events.find((e) => e.type === 'spawn-result' && e.actionId === notesSpawns[0]?.actionId);
    expect(notesResult).toMatchObject({ outcome: 'accepted', status: 'DONE' });
    expect(problemsSaid(notesResult).some((p) => p.includes('warning:')), JSON.stringify(notesResult)).toBe(true);
    expect(readdirSync(join(project, '.openforge')).filter((f) => /^run-.*\.md$/.test(f)), 'summary .openforge/run-*.md').toHaveLength(1);
    expect(existsSync(join(runDir, 'summary.md'))).toBe(true);
    expect(readFileSync(join(project, 'done.txt'), 'utf8').trim()).toBe('yes');
    const gateLogs = readdirSync(join(runDir, 'gates'));
    expect(gateLogs.length).toBeGreaterThan(0);
    const gateLog = readFileSync(join(runDir, 'gates', gateLogs.at(-1) as string), 'utf8');
    expect(gateLog).toContain('check ok');
    // The wrapper's own lines (issue 23 item 5): where and when the gate ran, then its exit status and end.
    expect(gateLog).toMatch(new RegExp(`^openforge-cwd=${realpathSync(project).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\nopenforge-start=\\d+\n`));
    expect(gateLog).toMatch(/openforge-exit=0 end=\d+\s*$/);
    const after = await run('node', ['check.mjs'], { cwd: project, env: { PATH: process.env.PATH } });
    expect(after.code).toBe(0);
    // What each phase cost (issue 28 part 1): one usage exec per child through the Gateway's own
    // `openclaw` on the exec PATH, read into tokens and cost per phase in the summary.
    type Usage = { known: boolean; totalTokens?: number; cost?: number | null; input?: number; output?: number; model?: string | null; why?: string };
    const fullState = JSON.parse(readFileSync(join(runDir, 'state.json'), 'utf8')) as { phases: { name: string; spawns: { actionId: string; usage?: Usage }[] }[] };
    const usages = fullState.phases.flatMap((p) => p.spawns.map((x) => ({ phase: p.name, id: x.actionId, usage: x.usage })));
    console.log(`openforge e2e: usage per spawn: ${JSON.stringify(usages)}`);
    expect(usages).toHaveLength(2);
    for (const u of usages) {
      expect(u.usage?.known, JSON.stringify(u)).toBe(true);
      expect(u.usage?.totalTokens ?? 0).toBeGreaterThan(0);
      expect(u.usage?.cost ?? 0, 'priced in the config: OpenClaw reports a cost').toBeGreaterThan(0);
      expect(u.usage?.model).toBe('fake/scripted-1');
    }
    const summaryText = readFileSync(join(runDir, 'summary.md'), 'utf8');
    const costSection = summaryText.slice(summaryText.indexOf('## Cost'), summaryText.indexOf('## Skipped phases'));
    console.log(`openforge e2e: the summary's cost table:\n${costSection}`);
    expect(costSection).toMatch(/\n\| implement \| 1 \| [\d,]+ tokens \| \$\d+\.\d+ \| — \|\n/);
    expect(costSection).toMatch(/\n\| notes \| 1 \| [\d,]+ tokens \| \$\d+\.\d+ \| — \|\n/);
    expect(costSection).toMatch(/\n\| \*\*total\*\* \| 2 \| [\d,]+ tokens \| \$\d+\.\d+ \| — \|\n/);

    // --- The fake's request log.
    // Every tool call OpenClaw ran came back without an error.
    const errors = log.flatMap((e) => e.history.map((h) => ({ h, err: toolErrorOf(h.name, h.result) }))).filter((x) => x.err !== null);
    expect(errors.map((x) => `${x.h.name} ${JSON.stringify(x.h.args).slice(0, 200)}: ${x.err}`)).toEqual([]);
    expect(log.filter((e) => 'text' in e.reply && /E2E-PARENT-STOPPED|ERROR/.test(e.reply.text)).map((e) => (e.reply as { text: string }).text)).toEqual([]);
    // The skill's catalog entry was in every parent's system prompt.
    const description = skillDescription();
    for (const e of log.filter((x) => x.who === 'parent')) {
      const entry = catalogEntry(e.systemPrompt, 'openforge');
      expect(entry, `request #${e.n}: openforge not in the skill catalog`).not.toBeNull();
      expect(entry?.description).toBe(description);
    }
    if (codeMode) codeModeRunChecks(log, runId, runDir);
    else {
      // The parent read SKILL.md, spawned with runTimeoutSeconds, recorded the child and ran the gate through exec.
      const parentCalls = parentEntries('run').flatMap((e) => ('toolCall' in e.reply ? [e.reply.toolCall] : []));
      expect(parentCalls[0]?.name).toBe('read');
      const spawns = parentCalls.filter((c) => c.name === 'sessions_spawn');
      expect(spawns, 'one spawn per phase: the sloppy result did not cost a retry').toHaveLength(2);
      for (const s of spawns) {
        expect(Number.isInteger(s.args.runTimeoutSeconds) && (s.args.runTimeoutSeconds as number) > 0, JSON.stringify(s.args).slice(0, 300)).toBe(true);
        expect(typeof s.args.task).toBe('string');
      }
      const spawnResults = log.flatMap((e) => e.history).filter((h) => h.name === 'sessions_spawn');
      expect(spawnResults.length).toBeGreaterThan(0);
      for (const r of spawnResults) expect((firstJson(r.result) as { status?: string } | null)?.status, r.result.slice(0, 500)).toBe('accepted');
      // Exactly the arguments the scripts printed: sessions_spawn ← action.spawn, exec ← action.exec.
      const runHistory = (parentEntries('run').at(-1) as LogEntry).history;
      const printed = runHistory.filter((h) => h.name === 'exec').map((h) => firstJson(h.result) as { actions?: { kind: string; spawn?: unknown; exec?: unknown }[] } | null);
      const printedSpawns = printed.flatMap((r) => (r?.actions ?? []).filter((a) => a.kind === 'spawn').map((a) => a.spawn));
      const printedGates = printed.flatMap((r) => (r?.actions ?? []).filter((a) => a.kind === 'gate').map((a) => a.exec));
      expect(printedSpawns.length).toBeGreaterThan(0);
      expect(printedGates.length).toBeGreaterThan(0);
      expect(parentCalls.filter((c) => c.name === 'sessions_spawn').map((c) => c.args)).toEqual(printedSpawns);
      // …and OpenClaw kept them as sent (no masking of the task text, see the PRD above).
      expect(runHistory.filter((h) => h.name === 'sessions_spawn').map((h) => h.args)).toEqual(printedSpawns);
      for (const gate of printedGates) expect(runHistory.filter((h) => h.name === 'exec').map((h) => h.args)).toContainEqual(gate);
      const execs = parentCalls.filter((c) => c.name === 'exec').map((c) => String(c.args.command));
      expect(execs.some((c) => / run .* --json$/.test(c))).toBe(true);
      // Children reported with the `next` of the turn after their spawns (SKILL.md): no `spawned` call per child.
      const allExecs = parentEntries('run').flatMap((e) => ('toolCall' in e.reply ? [e.reply.toolCall, ...(e.reply.more ?? [])] : [])).filter((c) => c.name === 'exec').map((c) => String(c.args.command));
      expect(allExecs.filter((c) => c.includes(` spawned ${runId} `))).toEqual([]);
      expect(allExecs.filter((c) => new RegExp(` next ${runId} '?1-implement\\.s1=agent:[^ ']+'? --wait --json`).test(c))).toHaveLength(1);
      // Each spawn's reply ends with `next --wait` (SKILL.md step 3), which cannot report the child it stands beside.
      const spawnReplies = parentEntries('run').flatMap((e) => ('toolCall' in e.reply && e.reply.toolCall.name === 'sessions_spawn' ? [e.reply] : []));
      expect(spawnReplies).toHaveLength(2);
      for (const r of spawnReplies) {
        const beside = r.more?.at(-1);
        expect(beside).toEqual({ name: 'exec', args: { command: expect.stringMatching(new RegExp(` next ${runId}( \\S+)* --wait --json$`)), yieldMs: 120000 } });
        expect(String(beside?.args.command)).not.toContain(`${String(r.toolCall.args.label).replace(/^openforge /, '')}=`);
      }
      // The gate inside its exclusive-log wrapper (set -C; issue 25 item 2).
      expect(execs.some((c) => c.startsWith('set -C;') && c.includes(';node check.mjs;'))).toBe(true);
      // The usage execs went in the same reply as a spawn or a gate (parallel tool calls): no parent turn of their own.
      const usageExecs = parentEntries('run').flatMap((e) => ('toolCall' in e.reply ? (e.reply.more ?? []) : [])).map((c) => String(c.args.command));
      expect(usageExecs.filter((c) => c.includes('openclaw gateway call sessions.usage'))).toHaveLength(2);
      const completeMessage = finalOf('run') ?? '';
      // The completion gives the total spend; spend per phase is the summary's cost table (above).
      expect(completeMessage).toMatch(/spent [\d,]+ tokens, \$\d+\.\d+/);
      expect(completeMessage).not.toMatch(/Phase `implement`: 1 spawn/);
      // Each gate report's turn ended with `next --wait` in the same reply (SKILL.md; issue 28 part 7),
      // reporting the child whose gate it is: implement's gate, notes' gate and the final verification, none a turn of its own.
      const gateReplies = parentEntries('run').flatMap((e) => ('toolCall' in e.reply && String(e.reply.toolCall.args.command).startsWith('set -C;') ? [e.reply] : []));
      expect(gateReplies).toHaveLength(3);
      for (const r of gateReplies) {
        expect(r.more?.at(-1)).toEqual({ name: 'exec', args: { command: expect.stringMatching(new RegExp(` next ${runId}( '?\\S+=agent:\\S+)* --wait --json$`)), yieldMs: 120000 } });
      }
      expect(runFinal).toContain(runId);
      // The child worked with its own tool calls and ended with its marker.
      const childEntries = log.filter((e) => e.who === 'child');
      // Task handoff by file: each child first read its task file, and the text reached it as written.
      const childReads = childEntries.flatMap((e) => ('toolCall' in e.reply && e.reply.toolCall.name === 'read' ? [String(e.reply.toolCall.args.path)] : []));
      expect(childReads.length, 'one task-file read per child').toBeGreaterThanOrEqual(2);
      for (const path of childReads) expect(path.startsWith(join(runDir, 'tasks') + '/') && path.endsWith('.md'), path).toBe(true);
      for (const s of spawns) expect(Buffer.byteLength(JSON.stringify(s.args)), 'sessions_spawn arguments ≤ 1 KB').toBeLessThanOrEqual(1024);
      const readResults = childEntries.flatMap((e) => e.history).filter((h) => h.name === 'read').map((h) => h.result);
      const implementTask = readResults.find((r) => r.includes('done.txt')) ?? '';
      console.log(`openforge e2e: the task file as the child read it, around the masked shape: ${JSON.stringify(implementTask.slice(Math.max(0, implementTask.indexOf('Make the check') - 20), implementTask.indexOf('Make the check') + 90))}`);
      expect(implementTask, 'the task file reached the child unmasked').toContain(MASKED_SHAPE);
      const childWrites = childEntries.flatMap((e) => ('toolCall' in e.reply && e.reply.toolCall.name === 'write' ? [String(e.reply.toolCall.args.path)] : []));
      expect(childWrites).toContain(join(project, 'done.txt'));
      expect(childWrites.some((p) => p.startsWith(join(runDir, 'results')))).toBe(true);
      expect(childEntries.some((e) => (finalText(e) ?? '').startsWith(MARK.child))).toBe(true);
      // No exchange hit the fake's turn limit.
      expect(log.every((e) => e.history.length < TURN_LIMIT)).toBe(true);
      // Progress (issue 18): the scripts printed `progress` during the two-phase run, the parent
      // relayed each as a message with its next call, and OpenClaw kept them in the conversation.
      const printedProgress = runHistory.flatMap((h) => {
        const p = h.name === 'exec' ? (firstJson(h.result) as { progress?: unknown } | null)?.progress : undefined;
        return typeof p === 'string' ? [p] : [];
      });
      console.log(`openforge e2e: progress printed: ${JSON.stringify(printedProgress)}`);
      expect(printedProgress).toContain('implement started.');
      expect(printedProgress.some((p) => new RegExp(String.raw`^implement passed \(${DURATION}, 1 attempt\); notes started\. 1/2 done, `).test(p)), JSON.stringify(printedProgress)).toBe(true);
      const relayed = parentEntries('run').flatMap((e) => ('toolCall' in e.reply && e.reply.say !== undefined ? [e.reply.say] : []));
      expect(relayed).toEqual(printedProgress.slice(0, relayed.length));
      expect(relayed.length).toBeGreaterThan(0);
      const kept = new Set(parentEntries('run').flatMap((e) => e.assistantTexts));
      for (const text of relayed) expect(kept.has(text), `OpenClaw kept the relayed message ${JSON.stringify(text)}`).toBe(true);

      // (b) plan: run through exec with --json, answered, wrote nothing (one run above).
      const planExec = parentEntries('plan').flatMap((e) => ('toolCall' in e.reply && e.reply.toolCall.name === 'exec' ? [String(e.reply.toolCall.args.command)] : []));
      expect(planExec).toHaveLength(1);
      expect(planExec[0]).toMatch(/ plan .*feature\.prd\.md .*--json$/);
      const planFinal = finalOf('plan') as string;
      expect(planFinal).toContain(`${MARK.parentDone} plan`);
      expect(planFinal).toContain('implement');
    }
    // (c) status: the latest run, completed.
    const statusFinal = finalOf('status') as string;
    expect(statusFinal).toContain(`${MARK.parentDone} status`);
    const status = firstJson(statusFinal) as { runId?: string; status?: string } | null;
    expect(status?.runId).toBe(runId);
    expect(status?.status).toBe('completed');
    console.log(`openforge e2e: ${log.length} model requests (${log.filter((e) => e.who === 'child').length} from the children); run ${runId} completed`);
    // Issue 28 part 7: the orchestrating agent's requests per phase on this two-phase run (bench/RESULTS.md).
    const runRequests = parentEntries('run').length;
    const calls = parentEntries('run').flatMap((e) => ('toolCall' in e.reply ? [e.reply.toolCall.name] : ['(answer)']));
    const byTool = Object.entries(calls.reduce<Record<string, number>>((m, n) => ({ ...m, [n]: (m[n] ?? 0) + 1 }), {})).map(([n, k]) => `${n} ${k}`).join(', ');
    console.log(`openforge e2e: ${codeMode ? 'codemode' : execMode || 'full'}: "Run this PRD" took ${runRequests} parent model requests for 2 phases (${(runRequests / 2).toFixed(1)} per phase): ${byTool}`);
    // 8 (bench/RESULTS.md): read SKILL.md, run, then per phase its spawn + next --wait in one reply
    // (a child that ends within the wait needs no yield) and its gate + next --wait reporting the
    // child; the final gate + next --wait; the answer. A child that outlasts the wait costs a yield and
    // a next more (10). It was 12 with a yield and a next reporting each child, 15 with a next of its
    // own after each gate, 17 with one spawned per child.
    // Code Mode: read SKILL.md and the Code Mode page; the cell waits for a lone child while its call
    // budget lasts and goes on with the gate and the next spawn (6 when each child ends in time); a
    // yield and a cell for a child still at work, a wait or the cell again for one that outlives its budget.
    // A Code Mode `wait` is paced by the host (one per call budget, 10 s, of a cell still at work, as
    // when a busy machine makes the usage calls slow), so waits are bounded by the run's span, the
    // requests the protocol decides by count: a slow machine adds waits, never a failure.
    const waits = calls.filter((n) => n === 'wait').length;
    const span = (parentEntries('run').at(-1)?.at ?? 0) - (parentEntries('run')[0]?.at ?? 0);
    expect(runRequests - waits, 'parent requests of the two-phase run besides waits').toBeLessThanOrEqual(codeMode ? 9 : 10);
    expect(waits, 'Code Mode waits: at most one per 10 s call budget of the run').toBeLessThanOrEqual(codeMode ? 1 + Math.ceil(span / 10_000) : 0);
  }, 600_000);

  it('sees each child of a parallel wave when it ends: the fast phase\'s gate and its dependant\'s spawn come before the slow child ends', async () => {
    if (fake === null) throw new Error('no fake model');
    if (gateway === null) await startGateway();
    const phase = (name: string, extra = ''): string => `### Phase: ${name} [parallel]\n${extra}**Files:** \`${name}.txt\`\n**Tasks:**\n- Write \`${name}\` into \`${name}.txt\`\n\n**Gate:** \`node check-${name}.mjs\`\n`;
    const wave = `---\nmax-parallel: 3\n---\n# PRD: A wave\n\n## Objective\nThree files.\n\n## Phases\n\n${phase('fast')}\n${phase('slow')}\n${phase('after', '**Depends-On:** fast\n')}`;
    const { dir, prdFile } = projectWith('project-wave', 'wave.prd.md', wave);
    for (const n of ['fast', 'slow', 'after']) {
      writeFileSync(join(dir, `check-${n}.mjs`), `import { readFileSync } from 'node:fs';\nlet s = '';\ntry { s = readFileSync('${n}.txt', 'utf8').trim(); } catch { /* missing */ }\nif (s !== '${n}') { console.error('${n}.txt says [' + s + ']'); process.exit(1); }\nconsole.log('ok');\n`);
    }
    const entries = runEntriesFromNow();
    const from = fake.log.length;
    const turn = await userTurn(`${REQUESTS.run} ${prdFile}`);
    expect(turn.code, `${turn.stderr.slice(-2000)}\n${dumpLog()}`).toBe(0);
    await waitFor('the wave run to end', () => finalText(entries().at(-1)) !== null, 420_000);
    expect(finalText(entries().at(-1)), dumpLog()).toContain(MARK.parentDone);
    const runs = readdirSync(join(dir, '.openforge', 'runs'));
    expect(runs).toHaveLength(1);
    const runDir = join(dir, '.openforge', 'runs', runs[0] as string);
    expect((JSON.parse(readFileSync(join(runDir, 'state.json'), 'utf8')) as { status: string }).status).toBe('completed');
    const events = readFileSync(join(runDir, 'events.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    const spawnOf = (name: string): Record<string, unknown> | undefined => events.find((e) => e.type === 'spawn-issued' && e.phase === name);
    const slowResult = events.find((e) => e.type === 'spawn-result' && e.actionId === spawnOf('slow')?.actionId);
    const fastGate = events.find((e) => e.type === 'gate-issued' && e.phase === 'fast');
    const afterSpawn = spawnOf('after');
    expect(slowResult, JSON.stringify(events.map((e) => e.type))).toBeDefined();
    // The run's own order and clock: the fast gate and the dependant's spawn before the slow child's result.
    expect(Number(fastGate?.seq)).toBeLessThan(Number(slowResult?.seq));
    expect(Number(fastGate?.at)).toBeLessThan(Number(slowResult?.at));
    expect(Number(afterSpawn?.seq)).toBeLessThan(Number(slowResult?.seq));
    // The slow child was held until `after` was spawned, not until its bound.
    const held = fake.log.slice(from).filter((e) => e.who === 'child' && e.note.includes('held until'));
    expect(held.map((e) => e.note).join('\n'), dumpLog()).toContain('held until after was spawned');
    const requests = entries().length;
    const yields = entries().filter((e) => 'toolCall' in e.reply && e.reply.toolCall.name === 'sessions_yield').length;
    console.log(`openforge e2e: wave (3 phases, fast/slow/after): ${requests} parent requests, ${yields} sessions_yield; fast gate at +${Number(fastGate?.at) - Number(events[0]?.at)} ms, slow result at +${Number(slowResult?.at) - Number(events[0]?.at)} ms`);
  }, 600_000);

  it('stops a run at max-cost: the first phase runs, no second spawn, one budget-exhausted escalation saying what was spent where', async () => {
    if (fake === null || gateway === null) throw new Error('no fake model or gateway (the run test starts it)');
    // One child of the fake costs a few cents at the config's prices: the budget is spent by the first.
    const { dir, prdFile: capped } = projectWith('project-capped', 'capped.prd.md', `---\nmax-cost: 0.001\n---\n${PRD}`);
    const entries = runEntriesFromNow();
    const turn = await userTurn(`${REQUESTS.run} ${capped}`);
    expect(turn.code, turn.stderr.slice(-2000)).toBe(0);
    await waitFor('the capped run to stop', () => finalText(entries().at(-1)) !== null, 200_000);
    const final = finalText(entries().at(-1)) as string;
    console.log(`openforge e2e: the max-cost escalation as relayed:\n${final}`);
    expect(final, dumpLog()).toContain(`${MARK.parentStop}: escalated`);
    expect(final).toMatch(/Reason: the run has spent \$\d+\.\d+ of its \$0\.0010 \(max-cost, USD as OpenClaw prices\)/);
    expect(final).toMatch(/- Spent in total: [\d,]+ tokens, \$\d+\.\d+\n- Phase `implement`: 1 spawn, [\d,]+ tokens, \$\d+\.\d+\n/);
    expect(final).toContain('resume the run, which raises the budget to what was spent plus another `max-cost`');
    const runs = readdirSync(join(dir, '.openforge', 'runs'));
    expect(runs).toHaveLength(1);
    const state = JSON.parse(readFileSync(join(dir, '.openforge', 'runs', runs[0] as string, 'state.json'), 'utf8')) as {
      status: string;
      spawnCount: number;
      escalation: { reason: string; phase: string } | null;
      phases: { name: string; status: string }[];
    };
    expect(state.status).toBe('needs-human');
    expect(state.escalation).toMatchObject({ reason: 'budget-exhausted', phase: 'notes' });
    expect(state.spawnCount, 'no spawn after the budget was spent').toBe(1);
    expect(state.phases.map((p) => [p.name, p.status])).toEqual([['implement', 'passed'], ['notes', 'needs-human']]);
    const spawnsIssued = entries().flatMap((e) => ('toolCall' in e.reply && e.reply.toolCall.name === 'sessions_spawn' ? [e.reply.toolCall] : []));
    // In Code Mode the spawns are made inside the cell: the run's spawn count above says it.
    if (!codeMode) expect(spawnsIssued).toHaveLength(1);
  }, 300_000);

  it('moves a spawn whose model the host refuses to the fallback: no attempt counted, said once, the run completes', async () => {
    if (fake === null || gateway === null) throw new Error('no fake model or gateway (the run test starts it)');
    // One phase routed to a model of no configured provider: OpenClaw 2026.9.6 fails that spawn ("not usable"; a model id unknown to a configured provider is accepted).
    const onePhase = PRD.replace(/\n### Phase: notes[\s\S]*$/, '\n').replace('**Gate:** `node check.mjs`', `**Model:** ${REFUSED_MODEL}\n\n**Gate:** \`node check.mjs\``);
    const { dir, prdFile } = projectWith('project-refused', 'refused.prd.md', onePhase);
    // The plan says so beforehand: the model is not in the config's model list.
    const cli = join(home, '.openclaw/workspace/skills/openforge/scripts/openforge.cjs');
    const planned = await run(tc.node, [cli, 'plan', prdFile, '--json'], { env: ocEnv(), cwd: dir });
    const planDiagnostics = (firstJson(planned.stdout) as { diagnostics?: { ruleId: string; message: string }[] } | null)?.diagnostics ?? [];
    expect(planDiagnostics.filter((d) => d.ruleId === 'model-not-configured' && d.message.includes(REFUSED_MODEL)), planned.stdout.slice(0, 2000)).toHaveLength(1);
    const entries = runEntriesFromNow();
    const turn = await userTurn(`${REQUESTS.run} ${prdFile}`);
    expect(turn.code, turn.stderr.slice(-2000)).toBe(0);
    // The next --wait beside the refused spawn waits its bound (100 s) for a child that never started: nothing tells it of the refusal.
    await waitFor('the refused-model run to end', () => finalText(entries().at(-1)) !== null, 320_000);
    const final = finalText(entries().at(-1)) as string;
    expect(final, dumpLog()).toContain(MARK.parentDone);
    if (codeMode) {
      // The cell wrote OpenClaw's refusal to a file and ran `spawned --error-file` (references/codemode.md).
      const errorFiles = readdirSync(join(dir, '.openforge')).filter((f) => f.startsWith('spawn-error-'));
      expect(errorFiles, dumpLog()).toHaveLength(1);
      const refusal = readFileSync(join(dir, '.openforge', errorFiles[0] as string), 'utf8');
      console.log(`openforge e2e: OpenClaw's refusal (Code Mode, written by the cell): ${refusal.slice(0, 300)}`);
      expect(refusal).toMatch(/is not usable/);
    } else {
      const spawns = entries().flatMap((e) => ('toolCall' in e.reply ? [e.reply.toolCall, ...(e.reply.more ?? [])] : [])).filter((c) => c.name === 'sessions_spawn');
      // The first asks for the refused model; the second, the same attempt, for the fallback (here the agent's default: no model).
      expect(spawns.map((c) => c.args.model ?? null), dumpLog()).toEqual([REFUSED_MODEL, null]);
      const refusal = entries().flatMap((e) => e.history).find((h) => h.name === 'sessions_spawn' && /is not usable/.test(h.result));
      console.log(`openforge e2e: OpenClaw's refusal: ${refusal?.result.slice(0, 300) ?? '(none)'}`);
      expect(refusal, 'OpenClaw refused the first spawn as not usable').toBeDefined();
      const spawnedOut = entries().flatMap((e) => e.history).find((h) => h.name === 'exec' && / spawned .* --error-file /.test(String(h.args.command)));
      expect(firstJson(spawnedOut?.result ?? '')).toMatchObject({ spawnError: { then: 'offered-again', refusedModel: REFUSED_MODEL } });
    }
    const runs = readdirSync(join(dir, '.openforge', 'runs'));
    expect(runs).toHaveLength(1);
    const state = JSON.parse(readFileSync(join(dir, '.openforge', 'runs', runs[0] as string, 'state.json'), 'utf8')) as {
      status: string;
      refusedModels?: { id: string; phase: string }[];
      phases: { name: string; status: string; attempt: number; spawns: { outcome: string | null; model: { id: string | null } }[] }[];
    };
    expect(state.status).toBe('completed');
    expect(state.refusedModels?.map((r) => [r.id, r.phase])).toEqual([[REFUSED_MODEL, 'implement']]);
    const phase = state.phases[0];
    expect(phase?.attempt, 'the refusal counts no attempt').toBe(1);
    expect(phase?.spawns.map((x) => x.model.id)).toEqual([REFUSED_MODEL, null]);
    expect(readFileSync(join(dir, 'done.txt'), 'utf8').trim()).toBe('yes');
    // Said once: the standing warning in the status the user asks for.
    const status = await run(tc.node, [cli, 'status', runs[0] as string, '--cwd', dir, '--json'], { env: ocEnv(), cwd: dir });
    const warnings = ((firstJson(status.stdout) as { warnings?: string[] } | null)?.warnings ?? []).filter((w) => w.includes('model-refused'));
    expect(warnings, status.stdout.slice(0, 2000)).toHaveLength(1);
  }, 600_000);

  it('"Run pipeline: …" drafts a PRD (planner child, validator gate), shows one preview, and after approval runs it to a passing gate', async () => {
    if (fake === null || gateway === null) throw new Error('no fake model or gateway (the run test starts it)');
    const dir = join(base, 'project-pipeline');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'check.mjs'), CHECK_MJS);
    const from = fake.log.length;
    const entries = (kind: keyof typeof REQUESTS): LogEntry[] => fake?.log.slice(from).filter((e) => e.who === 'parent' && e.request === kind) ?? [];
    const final = (kind: keyof typeof REQUESTS): string | null => {
      const e = entries(kind).at(-1);
      return e !== undefined && 'text' in e.reply ? e.reply.text : null;
    };
    const turn = await userTurn(`${REQUESTS.pipeline} in ${dir}, make the check succeed by writing \`yes\` into \`done.txt\`; the check is \`node check.mjs\``);
    expect(turn.code, turn.stderr.slice(-2000)).toBe(0);
    await waitFor('the draft preview', () => final('pipeline') !== null, 200_000);
    const preview = final('pipeline') as string;
    expect(preview, dumpLog()).toContain(MARK.preview);
    expect(preview).toMatch(/Drafted PRD: \.openforge\/prds\/[a-z0-9-]+\.prd\.md/);
    expect(preview).toContain('implement');
    expect(preview).toContain('ok `node check.mjs`');
    expect(preview).toContain('Inferred defaults');
    // Nothing outside .openforge/ before approval: the only other file is the suite's own check.
    expect(readdirSync(dir).sort()).toEqual(['.openforge', 'check.mjs']);
    const drafts = readdirSync(join(dir, '.openforge', 'runs'));
    expect(drafts).toHaveLength(1);
    const draftEvents = readFileSync(join(dir, '.openforge', 'runs', drafts[0] as string, 'events.jsonl'), 'utf8');
    expect(draftEvents).toContain('"type":"gate-finished"');

    const approve = await userTurn(REQUESTS.approve);
    expect(approve.code, approve.stderr.slice(-2000)).toBe(0);
    await waitFor('the drafted run to end', () => final('approve') !== null, 200_000);
    const done = final('approve') as string;
    expect(done, dumpLog()).toContain(MARK.parentDone);
    expect(readFileSync(join(dir, 'done.txt'), 'utf8').trim()).toBe('yes');
    const runs = readdirSync(join(dir, '.openforge', 'runs'));
    expect(runs, 'the draft run and the run of the drafted PRD').toHaveLength(2);
    const states = runs.map((r) => JSON.parse(readFileSync(join(dir, '.openforge', 'runs', r, 'state.json'), 'utf8')) as { status: string; prd: { path: string } });
    expect(states.map((x) => x.status)).toEqual(['completed', 'completed']);
    expect(states.some((x) => /\/\.openforge\/prds\/[a-z0-9-]+\.prd\.md$/.test(x.prd.path))).toBe(true);
    const pipelineLog = fake.log.slice(from).filter((e) => e.request !== 'probe');
    const errors = pipelineLog.flatMap((e) => e.history.map((h) => ({ h, err: toolErrorOf(h.name, h.result) }))).filter((x) => x.err !== null);
    expect(errors.map((x) => `${x.h.name} ${JSON.stringify(x.h.args).slice(0, 200)}: ${x.err}`)).toEqual([]);
    expect(pipelineLog.filter((e) => 'text' in e.reply && /E2E-PARENT-STOPPED|ERROR/.test(e.reply.text)).map((e) => (e.reply as { text: string }).text)).toEqual([]);
    // The user's words went through a file, never a command line.
    // In Code Mode, the OpenForge cells (their DO line names the command); the request's own write cell aside.
    const execs = pipelineLog.flatMap((e) => ('toolCall' in e.reply && e.reply.toolCall.name === 'exec' ? [String(e.reply.toolCall.args.command ?? e.reply.toolCall.args.code)] : [])).filter((c) => !codeMode || c.includes('const DO = '));
    expect(execs.some((c) => /\bdraft\b/.test(c) && c.includes('request.md'))).toBe(true);
    expect(execs.every((c) => !c.includes('writing'))).toBe(true);
    console.log(`openforge e2e: Run pipeline: ${pipelineLog.length} model requests; draft ${drafts[0]} and its run completed`);
  }, 420_000);
  it('completes a run through collectors where the host has them (Swarm on, exec full), and through result files where exec is not full', async () => {
    if (fake === null) throw new Error('no fake model');
    // Issue 28 part 3: the Gateway again with Swarm on (OpenClaw's default), so agents_wait is offered.
    if (gateway !== null) await stop(gateway.pid);
    gateway = null;
    writeConfig(fake.port, { swarm: true });
    await startGateway();
    const { dir, prdFile } = projectWith('project-collect', 'collect.prd.md', PRD);
    const from = fake.log.length;
    const entries = runEntriesFromNow();
    const turn = await userTurn(`${REQUESTS.run} ${prdFile}`, 400);
    expect(turn.code, turn.stderr.slice(-2000)).toBe(0);
    await waitFor('the collector run to end', () => finalText(entries().at(-1)) !== null, 300_000);
    const final = finalText(entries().at(-1)) as string;
    expect(final, dumpLog()).toContain(MARK.parentDone);
    const runs = readdirSync(join(dir, '.openforge', 'runs'));
    expect(runs).toHaveLength(1);
    const runId = runs[0] as string;
    const runDir = join(dir, '.openforge', 'runs', runId);
    type Spawn = { actionId: string; collectorRunId?: string; collected?: { status: string; inputTokens?: number; outputTokens?: number }; outcome: string | null; status: string | null };
    const state = JSON.parse(readFileSync(join(runDir, 'state.json'), 'utf8')) as { status: string; settings: { handover?: string }; phases: { name: string; status: string; spawns: Spawn[] }[] };
    expect(state.status).toBe('completed');
    expect(state.phases.map((p) => [p.name, p.status])).toEqual([['implement', 'passed'], ['notes', 'passed']]);
    expect(readFileSync(join(dir, 'done.txt'), 'utf8').trim()).toBe('yes');
    const log = fake.log.slice(from);
    const errors = log.flatMap((e) => e.history.map((h) => ({ h, err: toolErrorOf(h.name, h.result) }))).filter((x) => x.err !== null);
    expect(errors.map((x) => `${x.h.name} ${JSON.stringify(x.h.args).slice(0, 200)}: ${x.err}`)).toEqual([]);
    const parentCalls = entries().flatMap((e) => ('toolCall' in e.reply ? [e.reply.toolCall, ...(e.reply.more ?? [])] : []));
    const spawns = parentCalls.filter((c) => c.name === 'sessions_spawn');
    const execs = parentCalls.filter((c) => c.name === 'exec').map((c) => String(c.args.command));
    const waits = parentCalls.filter((c) => c.name === 'agents_wait');
    const spawnRecords = state.phases.flatMap((p) => p.spawns);
    if (codeMode) {
      // The cell spawned the collector children, waited on them with agents_wait and reported them: the state says so.
      console.log(`openforge e2e: codemode: handover ${state.settings.handover ?? 'result files'}; ${entries().length} parent requests`);
      expect(entries().every((e) => e.codeMode), 'the Code Mode surface on every parent request').toBe(true);
      expect(state.settings.handover).toBe('collectors');
      expect(spawnRecords.map((r) => [r.collected?.status, r.outcome, r.status])).toEqual([['done', 'accepted', 'DONE'], ['done', 'accepted', 'DONE']]);
      expect(spawnRecords.every((r) => typeof r.collectorRunId === 'string')).toBe(true);
      expect(parentCalls.some((c) => c.name === 'sessions_yield'), 'no sessions_yield: the cell waits on collectors').toBe(false);
      return;
    }
    expect(spawns).toHaveLength(2);
    for (const sp of spawns) expect(Buffer.byteLength(JSON.stringify(sp.args)), 'sessions_spawn arguments ≤ 1 KB').toBeLessThanOrEqual(1024);
    console.log(`openforge e2e: ${execMode || 'full'} exec: handover ${state.settings.handover ?? 'result files'}; spawn args ${spawns.map((sp) => Buffer.byteLength(JSON.stringify(sp.args))).join(', ')} bytes; ${entries().length} parent requests`);
    if (execMode !== '') {
      // Exec is not `full` everywhere: a collector child's approvals would fail closed, so result files: each spawn's reply ends with next --wait.
      expect(state.settings.handover).toBeUndefined();
      expect(spawns.map((sp) => sp.args.collect)).toEqual([undefined, undefined]);
      expect(waits).toEqual([]);
      const spawnReplies = entries().flatMap((e) => ('toolCall' in e.reply && e.reply.toolCall.name === 'sessions_spawn' ? [e.reply] : []));
      expect(spawnReplies.map((r) => String(r.more?.at(-1)?.args.command ?? '')).every((c) => / next \S+( \S+)* --wait --json$/.test(c))).toBe(true);
      return;
    }
    // Collectors: the host offered agents_wait, and every spawn was a collector child of the run's one group.
    expect(entries().every((e) => e.tools.includes('agents_wait')), 'agents_wait offered to the parent').toBe(true);
    expect(state.settings.handover).toBe('collectors');
    expect(spawns.map((sp) => [sp.args.collect, sp.args.groupId, sp.args.label])).toEqual(spawnRecords.map((r) => [true, `openforge-${runId}`, r.actionId]));
    for (const sp of spawns) expect(sp.args.outputSchema).toMatchObject({ type: ['object', 'string'], required: ['status', 'summary'] });
    expect(parentCalls.some((c) => c.name === 'sessions_yield'), 'no sessions_yield: a collect action replaces wait').toBe(false);
    // agents_wait got exactly the run ids sessions_spawn returned, and reported each child done.
    const spawnResults = log.flatMap((e) => e.history).filter((h) => h.name === 'sessions_spawn').map((h) => firstJson(h.result) as { runId?: string });
    const runIds = [...new Set(spawnResults.map((r) => r.runId))];
    expect(waits.map((w) => w.args.ids)).toEqual(runIds.map((id) => [id]));
    expect(spawnRecords.map((r) => r.collectorRunId)).toEqual(runIds);
    const waited = log.flatMap((e) => e.history).filter((h) => h.name === 'agents_wait').map((h) => firstJson(h.result) as { completed: { label: string; status: string; structured?: unknown; usage?: unknown }[] });
    const completed = [...new Map(waited.flatMap((w) => w.completed).map((c) => [c.label, c])).values()];
    console.log(`openforge e2e: agents_wait reported ${JSON.stringify(completed.map((c) => ({ label: c.label, status: c.status, usage: c.usage, structured: c.structured !== undefined })))}`);
    expect(completed.map((c) => [c.label, c.status])).toEqual(spawnRecords.map((r) => [r.actionId, 'done']));
    expect(completed.every((c) => c.structured !== undefined), 'the structured result passed OpenClaw\'s schema check').toBe(true);
    // The children still wrote their result files, and OpenForge's validator took them (the sloppy one with its repairs).
    expect(spawnRecords.map((r) => [r.collected?.status, r.outcome, r.status])).toEqual([['done', 'accepted', 'DONE'], ['done', 'accepted', 'DONE']]);
    const childCalls = log.filter((e) => e.who === 'child').flatMap((e) => ('toolCall' in e.reply ? [e.reply.toolCall.name] : []));
    expect(childCalls.filter((n) => n === 'structured_output')).toHaveLength(2);
    // The agent copied nothing of a child's result: each `next` names the child, its status and tokens only.
    const collectNexts = execs.filter((c) => / next /.test(c) && /:done/.test(c));
    expect(collectNexts).toHaveLength(2);
    for (const c of collectNexts) {
      expect(c).toMatch(new RegExp(` next ${runId} '?[0-9]+-[a-z]+\\.s1:done(,\\d+/\\d+)?'? --json$`));
      expect(Buffer.byteLength(c)).toBeLessThan(1024);
    }
    const events = readFileSync(join(runDir, 'events.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { type: string; status?: string });
    expect(events.filter((e) => e.type === 'spawn-collected').map((e) => e.status)).toEqual(['done', 'done']);
  }, 600_000);
});
