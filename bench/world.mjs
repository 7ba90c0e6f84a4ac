// The worlds the benches drive: a project, a home and an OpenForge home in a folder of their own,
// and a minimal host agent that carries out what the built CLI prints.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The fixed clock every world starts at (OPENFORGE_NOW), advanced a second a call. */
const CLOCK_START = 1_800_000_000_000;

/**
 * Every process runs with this minimal environment, `node -e 0` included: this machine's
 * NODE_EXTRA_CA_CERTS alone adds ~50 ms to every Node start-up, which would flatter the ratios.
 */
export const CLEAN_ENV = { PATH: process.env.PATH, HOME: process.env.HOME };

/** The 6-phase PRD of the run benchmarks: two parallel phases, three gated impl phases, a review. */
export const SIX_PHASE_PRD = `# PRD: Auth Refactor

## Objective
Replace the custom session cookie system with JWT-based auth. Today \`src/auth/session.ts\`
puts a session id in a signed cookie and looks it up in the \`sessions\` table on every
request, which ties every API node to a database round-trip. Move to short-lived access tokens
(15 minutes) with rotating refresh tokens, keep the authorization behaviour of every existing
route unchanged, and make current users log in once more without losing any account data.

## Phases

### Phase: research [parallel]
**Model:** haiku
**Type:** extract
**Tasks:**
- Read \`src/auth/\` and summarize all current auth entry points (login, logout, session lookup, password reset)
- List every route and middleware in \`src/routes/\` that reads \`req.session\` or calls \`requireSession()\`, with file and line
- Describe the \`sessions\` table schema and every query that reads or writes it

### Phase: design [parallel]
**Model:** opus
**Tasks:**
- Write \`docs/auth/jwt-design.md\`: token format, claims (\`sub\`, \`role\`, \`iat\`, \`exp\`), 15-minute access tokens and 14-day refresh tokens
- Specify refresh-token rotation with reuse detection, backed by a \`refresh_tokens\` table
- Describe the cut-over: how old session cookies are rejected and how clients are told to log in again

### Phase: implement [depends: research, design]
**Model:** sonnet
**Tasks:**
- Implement JWT middleware in \`src/auth/jwt.ts\` that verifies the access token and sets \`req.user\`
- Add \`POST /auth/token/refresh\` with rotation and reuse detection, plus the migration that creates \`refresh_tokens\`
- Replace every \`requireSession()\` call found by research with the new middleware

**Gate:** \`sh check.sh\`
**Max-Retries:** 3

### Phase: tests
**Tasks:**
- Update \`test/auth/\` to cover login, refresh, refresh-token reuse, expiry and logout
- Add a contract test that every route keeps its role checks

**Gate:** \`sh check.sh\`

### Phase: cleanup
**Tasks:**
- Remove \`src/auth/session.ts\`, the session cookie handling and every query on the \`sessions\` table
- Update \`README.md\` and \`docs/auth/\` for the new flow

**Gate:** \`sh check.sh\`

### Phase: security-review
**Type:** review
**Model:** opus
**Tasks:**
- Verify the algorithm is pinned when tokens are verified (no \`alg: none\`, no HMAC/RSA confusion)
- Check that refresh tokens are stored hashed, rotated on every use and revoked as a family on reuse
- Confirm that no key material, token or password appears in source, tests, fixtures or logs

**Gate:** Review must find zero blocking issues
`;

const CHECK_SH = '#!/bin/sh\necho "check ok"\nexit 0\n';

// A minimal host agent (the approach of test/sim/host-agent.ts): it drives the built CLI as
// separate processes, exactly as SKILL.md says, fakes sessions_spawn with children that write
// a DONE envelope (a PASS review for review phases), runs gates with bash, approves every
// question, and records every byte the CLI printed.

export class World {
  /** `base`: the folder the world lives in; `cli`: the build that drives it (an older build gets worlds of its own). */
  constructor(base, cli) {
    this.cliPath = cli;
    this.base = base;
    this.home = join(this.base, 'home');
    this.forgeHome = join(this.base, 'forge-home');
    this.project = join(this.base, 'project');
    mkdirSync(this.home, { recursive: true });
    mkdirSync(this.project, { recursive: true });
    this.now = CLOCK_START;
    this.write('check.sh', CHECK_SH);
  }
  write(rel, text) {
    const p = join(this.project, rel);
    mkdirSync(dirname(p), { recursive: true });
    writeFileSync(p, text);
    return p;
  }
  env(now = this.now) {
    return { ...CLEAN_ENV, HOME: this.home, OPENFORGE_HOME: this.forgeHome, OPENFORGE_NOW: String(now) };
  }
  /** Run the CLI once, a second later than the last call; `extraEnv` is added to the world's environment. */
  cli(argv, extraEnv = {}) {
    this.now += 1000;
    const r = spawnSync(process.execPath, [this.cliPath, ...argv], { cwd: this.project, env: { ...this.env(), ...extraEnv }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    let json = null;
    try {
      json = JSON.parse(r.stdout);
    } catch {
      /* not JSON */
    }
    return { argv, code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr, json };
  }
  /** A timing target for the harness: this command at a fixed clock (so nothing times out). */
  target(name, argv, okCodes = [0]) {
    return { name, args: [this.cliPath, ...argv], cwd: this.project, env: this.env(this.now + 1000), okCodes };
  }
}

export class HostAgent {
  constructor(world, { summary = (a) => `${a.phase}: done`, stopAfterSpawnOf = null } = {}) {
    this.world = world;
    this.summary = summary;
    this.stopAfterSpawnOf = stopAfterSpawnOf;
    this.commands = [];
    this.spawns = [];
    this.pending = [];
    /** `ACTION_ID=KEY` of the spawns started in earlier turns and not reported yet. */
    this.unreported = [];
    /** `ACTION_ID=KEY` of the spawns started in this turn: the `next` beside them cannot know their keys yet. */
    this.started = [];
    this.runId = null;
    this.final = null;
    this.gateRuns = 0;
  }
  cmd(argv) {
    const r = this.world.cli(argv);
    this.commands.push(r);
    if (r.code === 2 || r.code === 3) throw new Error(`\`${argv.join(' ')}\` exited ${r.code}: ${r.stderr.slice(0, 500)}`);
    return r;
  }
  start(prdRel) {
    const r = this.cmd(['run', prdRel, '--cwd', this.world.project, '--json']);
    if (r.code !== 0 || r.json === null) throw new Error(`run failed (exit ${r.code}): ${r.stderr.slice(0, 500)}`);
    this.runId = r.json.runId;
    this.runDir = r.json.runDir;
    let report = r.json;
    for (let step = 0; step < 500; step += 1) {
      const outcome = this.carryOut(report);
      if (outcome === 'stop') return this;
      // SKILL.md: `next --wait` last in the turn of the report's spawns and execs (not after a yield or a
      // decision), reporting the spawns of earlier turns (ACTION_ID=KEY); this turn's are reported with the next one.
      const n = this.cmd(['next', this.runId, ...this.unreported.splice(0), ...(outcome === 'wait' ? ['--wait'] : []), '--json']);
      this.unreported.push(...this.started.splice(0));
      report = n.json;
      if (report === null || (n.code === 1 && report.actions.length === 0)) throw new Error(`next halted: ${n.stderr.slice(0, 500)}`);
    }
    throw new Error('step limit');
  }
  carryOut(report) {
    let acted = false;
    for (const a of report.actions) {
      if (a.kind === 'spawn') {
        const key = `agent:main:subagent:bench-${this.spawns.length + 1}`;
        // The child reads its task file first (spawn.task tells it to): what it reads, not the orchestrator.
        const taskFile = /follow it exactly: (\S+\.md)$/m.exec(a.spawn.task)?.[1];
        this.spawns.push({ ...a, taskText: taskFile !== undefined && existsSync(taskFile) ? readFileSync(taskFile, 'utf8') : '' });
        this.started.push(`${a.id}=${key}`);
        this.pending.push(a);
        if (a.phase === this.stopAfterSpawnOf) {
          // A fixture stopped with this child in flight: reported now, as the agent's next `next` would.
          for (const pair of [...this.unreported.splice(0), ...this.started.splice(0)]) this.cmd(['spawned', this.runId, pair.split('=')[0], '--session', pair.slice(pair.indexOf('=') + 1), '--json']);
          return 'stop';
        }
      } else if (a.kind === 'gate') {
        this.runGate(a);
        acted = true;
      } else if (a.kind === 'ask') {
        // The run's gate confirmation (`run.confirm-gates`) or an approval phase.
        this.cmd(a.id === 'run.confirm-gates' ? ['decide', this.runId, '--gates', 'approve', '--json'] : ['decide', this.runId, a.phase, 'approve', '--json']);
        acted = true;
      } else if (a.kind === 'escalate' || a.kind === 'complete') {
        this.final = a;
        return 'stop';
      }
    }
    if (!acted) {
      const child = this.pending.shift();
      if (child !== undefined) this.finishChild(child);
    }
    // After a decision or a yield (a `wait` with yield: true), `next` without --wait.
    const yielded = report.actions.some((a) => a.kind === 'wait' && a.yield === true);
    return yielded || report.actions.some((a) => a.kind === 'ask') ? 'next' : 'wait';
  }
  /** A `gate` action's exec, run as the agent's `exec` runs it: the command writes the log its verdict is read from. */
  runGate(a) {
    spawnSync('bash', ['-c', a.exec.command], { cwd: a.exec.workdir, timeout: a.exec.timeoutSeconds * 1000, env: { PATH: process.env.PATH, HOME: this.world.home } });
    this.gateRuns += 1;
  }
  /** A child's end: it writes its result file (and, for a work phase, an edit to the project). */
  finishChild(a) {
    mkdirSync(dirname(a.resultFile), { recursive: true });
    // An implementation child edits the project, as a real one does (the read-only `research`
    // phase of the bench PRD does not); one that changed nothing would draw a no-changes warning.
    const edits = a.role === 'work' && a.phase !== 'research' ? [`notes/${a.phase}.md`] : [];
    for (const rel of edits) this.world.write(rel, `# ${a.phase}\n\nattempt ${a.attempt}: done\n`);
    const text =
      a.role === 'review'
        ? '## Findings\n### Blocking\n- None\n### Required Changes\n- None\n### Suggestions\n- None\n### Summary\nPASS\n'
        : JSON.stringify({ status: 'DONE', summary: this.summary(a), findings: [], evidence: ['simulated'], filesModified: edits, recommendation: 'continue', acceptance: [] });
    writeFileSync(a.resultFile, text);
  }
}
