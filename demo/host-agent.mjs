// The demo's scripted host agent: it does what skills/openforge/SKILL.md tells an OpenClaw
// agent to do for "Run this PRD", step by step, against the built CLI
// (skills/openforge/scripts/openforge.cjs), each call its own `node` process as the agent's
// `exec` tool runs it:
//   1. `run PRD --cwd DIR --json`;
//   2. every action in order: `spawn` → `sessions_spawn` with exactly `action.spawn`, then
//      `spawned RUN ID --session KEY --json`; `gate` → `exec` with exactly `action.exec`;
//      `ask` → relay, then the approve command; `wait` → `sessions_yield`;
//      `escalate` / `complete` → relay `message`, stop;
//   3. after every child completion, gate exec and decision: `next RUN --json`, back to 2.
// A child completion whose result file is missing gets the child's final message written
// there (the protocol). Children run when the agent yields, one completion per yield.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { runSubAgent } from './sub-agents.mjs';

const SPAWN_ARGUMENTS = new Set(['task', 'label', 'model', 'runTimeoutSeconds']);
/** More reports than any run of the example needs: a bug cannot loop forever. */
const MAX_REPORTS = 100;

export class ScriptedAgent {
  /**
   * @param {{ cli: string, env: NodeJS.ProcessEnv, gateEnv: NodeJS.ProcessEnv, cwd: string, chat: import('./chat.mjs').Chat }} options
   */
  constructor({ cli, env, gateEnv, cwd, chat }) {
    this.cli = cli;
    this.env = env;
    this.gateEnv = gateEnv;
    this.cwd = cwd;
    this.chat = chat;
    this.runId = null;
    this.pending = [];
    /** Spawn action id → the child session key sessions_spawn returned. */
    this.sessionKeys = new Map();
    this.counts = { commands: 0, spawns: 0, gates: 0, failedGates: 0, failedBaselineGates: 0, oldCode: 0, failedOnOldCode: 0 };
    this.problems = [];
  }

  /** `exec node {baseDir}/scripts/openforge.cjs ARGV` */
  openforge(argv) {
    this.counts.commands += 1;
    const r = spawnSync(process.execPath, [this.cli, ...argv], { cwd: this.cwd, env: this.env, encoding: 'utf8' });
    let json = null;
    try {
      json = JSON.parse(r.stdout);
    } catch {
      // human output, or nothing
    }
    if (r.status === 3 || r.status === null) this.problems.push(`openforge ${argv[0]} crashed (exit ${r.status}): ${r.stderr.slice(0, 400)}`);
    return { code: r.status ?? -1, json, stdout: r.stdout, stderr: r.stderr };
  }

  /** "Run this PRD": returns the action the run stopped at, or null when it halted. */
  runPrd(prd, project) {
    const r = this.openforge(['run', prd, '--cwd', project, '--json']);
    const report = r.json;
    if (r.code !== 0 || report === null || !Array.isArray(report.actions)) {
      this.chat.tool('exec', `openforge run ${prd} --cwd ${project} --json`, `exit ${r.code}`);
      this.chat.agent(`The PRD cannot run:\n${(r.stderr || r.stdout).trim()}`);
      return null;
    }
    this.runId = report.runId;
    this.chat.abbreviate(report.runDir, '<run>');
    this.chat.abbreviate(this.runId, 'RUN');
    this.chat.tool('exec', `openforge run ${prd} --cwd ${project} --json`, `run ${report.runId}: ${describe(report.actions)}`);
    return this.loop(report);
  }

  loop(first) {
    let report = first;
    for (let reports = 0; reports < MAX_REPORTS; reports += 1) {
      const outcome = this.carryOut(report);
      if (outcome.stop !== null) return outcome.stop;
      if (!outcome.acted) this.sessionsYield();
      const r = this.openforge(['next', this.runId, '--json']);
      report = r.json;
      if (report === null || !Array.isArray(report.actions)) {
        this.problems.push(`next printed no report (exit ${r.code}): ${r.stderr.slice(0, 400)}`);
        return null;
      }
      this.chat.tool('exec', 'openforge next RUN --json', describe(report.actions));
      if (r.code === 1 && report.actions.length === 0) return null;
    }
    this.problems.push(`more than ${MAX_REPORTS} reports: stopped`);
    return null;
  }

  /** SKILL.md step 2, per action kind: what the agent does, and whether it then runs `next` at once. */
  handlers() {
    return {
      spawn: { act: (a) => this.spawn(a), thenNext: false },
      gate: { act: (a) => this.gate(a), thenNext: true },
      ask: { act: (a) => this.approve(a), thenNext: true },
      wait: { act: () => {}, thenNext: false },
    };
  }

  /** Carries out one report's actions in order; stops at `escalate` or `complete`. */
  carryOut(report) {
    const handlers = this.handlers();
    let acted = false;
    for (const action of report.actions) {
      if (action.kind === 'escalate' || action.kind === 'complete') {
        this.chat.agent(action.message);
        return { stop: action, acted };
      }
      const handler = handlers[action.kind];
      if (handler === undefined) {
        this.problems.push(`unknown action kind ${String(action.kind)}`);
        continue;
      }
      handler.act(action);
      acted ||= handler.thenNext;
    }
    return { stop: null, acted };
  }

  /** The demo's user approves: the agent relays the question, then runs the approve command as given. */
  approve(action) {
    this.chat.agent(action.question);
    this.chat.user('Approve.');
    spawnSync('/bin/sh', ['-c', action.approve], { cwd: this.cwd, env: this.env, stdio: 'ignore' });
    this.chat.tool('exec', action.approve);
  }

  /** `sessions_spawn` with exactly `action.spawn`, then `spawned`. */
  spawn(action) {
    for (const key of Object.keys(action.spawn)) {
      if (!SPAWN_ARGUMENTS.has(key)) this.problems.push(`${action.id}: sessions_spawn has no argument ${key}`);
    }
    // A reoffered spawn this agent already started is only confirmed (a second child would
    // do the work twice).
    if (!this.sessionKeys.has(action.id)) {
      this.counts.spawns += 1;
      const sessionKey = `agent:main:subagent:demo-${this.counts.spawns}`;
      this.pending.push({ action, sessionKey });
      const model = action.spawn.model === undefined ? 'default model' : action.spawn.model;
      this.chat.tool('sessions_spawn', `${action.phase} (${action.role}, attempt ${action.attempt}, ${model})`, sessionKey);
      this.sessionKeys.set(action.id, sessionKey);
    }
    const sessionKey = this.sessionKeys.get(action.id);
    const r = this.openforge(['spawned', this.runId, action.id, '--session', sessionKey, '--json']);
    if (r.code !== 0) this.problems.push(`spawned ${action.id} exited ${r.code}: ${r.stderr.slice(0, 300)}`);
    this.chat.tool('exec', `openforge spawned RUN ${action.id} --session ${sessionKey} --json`);
  }

  /** `exec` with exactly `action.exec`: the user's shell runs the command as given. */
  gate(action) {
    const { command, workdir, timeoutSeconds } = action.exec;
    this.counts.gates += 1;
    spawnSync('/bin/sh', ['-c', command], { cwd: workdir, env: this.gateEnv, timeout: timeoutSeconds * 1000, stdio: 'ignore' });
    this.chat.abbreviate(action.logFile, '<log>');
    this.chat.tool('exec', command);
    const log = existsSync(action.logFile) ? readFileSync(action.logFile, 'utf8') : '';
    // The log's last line: `openforge-exit=N end=T` (the exit code and the end time).
    const exit = /openforge-exit=(\d+)(?: end=\S+)?\s*$/.exec(log)?.[1];
    // Before any spawn, each test gate runs once on the untouched tree (the test baseline): on
    // the demo's empty project they fail, as expected; the run records that and goes on.
    const baseline = String(action.id).startsWith('baseline.');
    // After the final verification, a phase's new tests run on the code before it (FAIL_TO_PASS): they should fail there.
    const oldCode = String(action.id).startsWith('oldcode.');
    const label = baseline
      ? `${action.phase} (test baseline, before any change)`
      : String(action.id).startsWith('final.')
        ? `${action.phase} (final verification)`
        : oldCode
          ? `${action.phase} (its new tests on the code before it)`
          : action.phase;
    if (oldCode) {
      this.counts.oldCode += 1;
      if (exit !== '0') this.counts.failedOnOldCode += 1;
      this.chat.shell(exit !== '0', `${label}: exit ${exit ?? '?'}, ${exit === '0' ? 'passed there too' : 'failed there, as new tests should'}`);
      return;
    }
    if (exit === '0') {
      this.chat.shell(true, `${label}: exit 0, passed`);
    } else {
      this.counts.failedGates += 1;
      if (baseline) this.counts.failedBaselineGates += 1;
      const failure = log.split('\n').find((line) => /AssertionError|expected|actual|not ok/i.test(line)) ?? '';
      this.chat.shell(false, `${label}: exit ${exit ?? '?'}, failed${failure === '' ? '' : ` (${failure.trim()})`}`);
    }
  }

  /** `sessions_yield`: the next child finishes; the parent is resumed with its final text. */
  sessionsYield() {
    const child = this.pending.shift();
    if (child === undefined) return;
    const running = [child, ...this.pending].map((c) => c.action.phase).join(', ');
    this.chat.tool('sessions_yield', `(running: ${running})`);
    const { finalMessage, files } = runSubAgent(child.action.spawn.task);
    if (!existsSync(child.action.resultFile)) writeFileSync(child.action.resultFile, finalMessage);
    const wrote = files.length === 0 ? 'changed no file' : `wrote ${files.join(', ')}`;
    this.chat.child(`${child.action.phase} sub-agent`, `${wrote}; "${finalMessage}"`);
  }
}

/** One report's actions, in a few words. */
function describe(actions) {
  if (actions.length === 0) return 'no action';
  return actions
    .map((a) => {
      if (a.kind === 'spawn') return `spawn ${a.phase}${a.attempt > 1 ? ` (attempt ${a.attempt})` : ''}${a.role === 'work' ? '' : ` [${a.role}]`}`;
      if (a.kind === 'gate') return `gate ${a.phase}`;
      if (a.kind === 'wait') return `wait for ${a.waitingFor.length}`;
      return a.kind;
    })
    .join(', ');
}
