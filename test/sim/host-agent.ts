// A deterministic fake OpenClaw host agent. It follows the run protocol exactly as
// SKILL.md tells a real agent (docs/design.md#run-protocol): it drives the bundled CLI
// as separate `node` processes (the way the agent's `exec` does), turns spawn actions into
// fake `sessions_spawn` calls whose children run a scripted behaviour, runs gate commands
// with bash exactly as given, answers approval questions from the scenario, and stops at
// `escalate` or `complete`. Every command, action and exit code goes into a transcript.

import { spawn as spawnAsync, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, existsSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parse as parseShell } from 'shell-quote';
import { schemaErrors } from '../helpers/schemas.js';
import { taskFileNamedIn } from '../helpers/task-file.js';
import { progressAgain } from '../../lib/run/engine/progress.js';
import { progressAgainText } from '../../lib/render/progress-text.js';
import type { RunEvent } from '../../lib/schema/index.js';

const root = resolve(import.meta.dirname, '../..');

/** The CLI under test: the committed bundle, or a temp rebuild (`OPENFORGE_SIM_CLI`). */
export const CLI = process.env.OPENFORGE_SIM_CLI ?? join(root, 'skills/openforge/scripts/openforge.cjs');

/** A fixed start for the fake clock (2027-01-15T08:00:00Z). */
export const CLOCK_START = 1_800_000_000_000;
/** How far the clock moves for each command (keeps event times distinct). */
const TICK_MS = 1000;

// ---------------------------------------------------------------------------
// The action shapes (as printed by the CLI; see lib/schema/actions.ts).

export interface SpawnArgs {
  task: string;
  label: string;
  model?: string;
  runTimeoutSeconds: number;
  /** A Swarm collector child (docs/design.md#collectors). */
  collect?: true;
  groupId?: string;
  outputSchema?: Record<string, unknown>;
}
export interface SpawnAction {
  id: string;
  kind: 'spawn';
  phase: string;
  role: 'work' | 'review' | 'fix' | 'refactor';
  attempt: number;
  spawn: SpawnArgs;
  resultFile: string;
  note?: string;
  /** Handed out before and never confirmed with `spawned`. */
  reoffered?: true;
  /** Its child will be alone at work: `sessions_yield` after it, not `next --wait`. */
  yield?: true;
}
export interface GateAction {
  id: string;
  kind: 'gate';
  phase: string;
  exec: { command: string; workdir: string; timeoutSeconds: number };
  logFile: string;
  note?: string;
  reoffered?: true;
}
export interface AskAction {
  id: string;
  kind: 'ask';
  phase: string;
  question: string;
  approve: string;
  reject: string;
  noteFile: string;
}
export interface WaitAction {
  id: string;
  kind: 'wait';
  waitingFor: string[];
  reason: string;
  /** One child alone at work: `sessions_yield`, not `next --wait` (SKILL.md step 2). */
  yield?: true;
}
/** A child's usage read through the Gateway: exec with exactly `exec` (docs/design.md#budgets). */
export interface UsageAction {
  id: string;
  kind: 'usage';
  for: string;
  exec: { command: string; workdir: string; timeoutSeconds: number };
  logFile: string;
}
/** Collector children running: agents_wait with exactly `wait` (docs/design.md#collectors). */
export interface CollectAction {
  id: string;
  kind: 'collect';
  waitingFor: string[];
  wait: { ids: string[]; timeoutSeconds: number };
  reason: string;
}
export interface EscalateAction {
  id: string;
  kind: 'escalate';
  phase: string;
  reason: string;
  message: string;
}
export interface CompleteAction {
  id: string;
  kind: 'complete';
  message: string;
  summaryFile: string;
}
export type Action = SpawnAction | GateAction | UsageAction | AskAction | WaitAction | CollectAction | EscalateAction | CompleteAction;

export interface NextReport {
  schemaVersion: number;
  runId: string;
  status: 'running' | 'needs-human' | 'completed' | 'cancelled';
  created?: boolean;
  /** `run`, `resume` and `cancel` print it; `next` does not repeat it. */
  runDir?: string;
  actions: Action[];
  warnings: string[];
  /** What changed for the user since the last report (relayed as one message); absent: nothing. */
  progress?: string;
}

/** The report of `run` (and `resume`, `cancel`): it names the run's directory. */
export type StartReport = NextReport & { runDir: string };

// ---------------------------------------------------------------------------
// What a fake sub-agent does.

export interface Finding {
  severity: 'blocking' | 'required' | 'suggestion';
  description: string;
  file?: string;
  line?: number;
}

export type ChildBehaviour =
  /** Writes a JSON result envelope to resultFile (status DONE unless given). */
  | { kind: 'envelope'; status?: 'DONE' | 'BLOCKED' | 'ERROR'; summary?: string; findings?: Finding[]; filesModified?: string[] }
  /** Writes the review markdown to resultFile. */
  | { kind: 'review'; blocking?: string[]; required?: string[]; suggestions?: string[] }
  /** Writes nothing; completes with this final message (the agent then writes it to resultFile). */
  | { kind: 'message'; message: string }
  /** Writes this text (not an envelope) to resultFile. */
  | { kind: 'garbage'; text?: string }
  /** Never finishes and never writes: the result is lost; only the clock ends it. */
  | { kind: 'hang' };

export interface ChildScript {
  /** Project files (relative to the working directory) the child writes before finishing. */
  files?: Record<string, string>;
  /** Project files the child deletes (e.g. reverting a stray file). */
  removes?: string[];
  /** Project files (written above, or already there) the child makes executable (chmod 755). */
  executables?: string[];
  result: ChildBehaviour;
  /**
   * A child that keeps writing after its result: these project files are written just before the
   * agent's `lateAfter`-th `next` after the child finished (default 1: the very next one).
   */
  late?: Record<string, string>;
  lateAfter?: number;
  /** What the child runs after its edits and before its result (an honest child running the tests): given the project directory. */
  beforeResult?: (project: string) => void;
  /** The child's last act, after its result (e.g. it swaps its result file for a link): given its spawn action. */
  after?: (action: SpawnAction) => void;
  /** A long child (reportSpawnsWithNext): still at work when the `next --wait` beside its spawn reaches its bound. */
  outlastsWait?: true;
}

export interface ChildContext {
  phase: string;
  role: SpawnAction['role'];
  attempt: number;
  /** 1-based count of spawns of this (phase, role) so far, this one included. */
  nth: number;
  action: SpawnAction;
}

export interface Scenario {
  /** The sub-agent's behaviour per spawn; default: DONE envelope (review role: a PASS review). */
  child?: (ctx: ChildContext) => ChildScript | undefined;
  /** The human's answer to the run's first question, whether its unvetted gates may run (default: approve). */
  confirmGates?: (action: AskAction) => 'approve' | 'reject';
  /** The human's answer to an approval question. */
  decide?: (action: AskAction, round: number) => { decision: 'approve' | 'reject'; note?: string };
  /** Extra `run` options (`--only X`, `--new`). */
  runArgs?: string[];
  /** Action limit: a bug cannot loop forever. */
  maxSteps?: number;
  /** The `resolvedModel` the fake `sessions_spawn` returns (passed as `spawned --model`); default: none. */
  resolvedModel?: (action: SpawnAction) => string | undefined;
  /**
   * The error the fake `sessions_spawn` returns for this spawn (`{status:"error", error}`), as the
   * agent writes it to a file for `spawned --error-file` (a sloppy agent: in its own words); default: none.
   */
  spawnError?: (ctx: ChildContext) => string | undefined;
  /**
   * SKILL.md's spawn step: a report's spawns go out in one turn with `next --wait` last in it, and
   * each child is reported with the `next` of the following turn (`next RUN ACTION=KEY[,MODEL] …`)
   * instead of one `spawned` per child; default: `spawned` after each sessions_spawn.
   */
  reportSpawnsWithNext?: boolean;
  /**
   * A collector child's end as OpenClaw's agents_wait reports it (default: `done`; a child that
   * hangs: `timeout`); given the child and what it wrote. `schema` is OpenClaw's own check of the
   * structured result against the spawn's outputSchema (false: `failed` with a schemaError).
   */
  collectorStatus?: (ctx: ChildContext, schema: boolean) => 'done' | 'failed' | 'killed' | 'timeout';
  /**
   * SKILL.md's one reply for a report without spawn or ask (issue 28 part 7): its gate execs and
   * `next --wait` sent together; OpenClaw runs them at the same time, so each gate starts in the
   * background (after `gateStartDelayMs`, default 1000: the exec tool's own start) and `next --wait` runs at once.
   */
  nextWaitWithGates?: boolean;
  gateStartDelayMs?: number;
  /** Called before the loop's n-th `next` (1-based): lets a test damage the run directory. */
  beforeNext?: (n: number, runDir: string) => void;
  /** Called after a gate action is printed and before the agent's exec runs it: a child planting at the printed log path. */
  beforeExec?: (action: GateAction, runDir: string) => void;
  /** The directory the agent's exec runs the gate in (a sloppy agent in a sibling checkout); default: its `workdir`. */
  execWorkdir?: (action: GateAction) => string | undefined;
}

export const DONE_ENVELOPE = (summary = 'done', filesModified: string[] = []): ChildScript => ({
  result: { kind: 'envelope', summary, filesModified },
});

export function envelopeText(b: Extract<ChildBehaviour, { kind: 'envelope' }>): string {
  return JSON.stringify({
    status: b.status ?? 'DONE',
    summary: b.summary ?? 'done',
    findings: b.findings ?? [],
    evidence: ['simulated'],
    filesModified: b.filesModified ?? [],
    recommendation: 'continue',
    acceptance: [],
  });
}

export function reviewText(b: Extract<ChildBehaviour, { kind: 'review' }>): string {
  const items = (list: string[] | undefined): string => (list === undefined || list.length === 0 ? '- None' : list.map((x) => `- ${x}`).join('\n'));
  const fail = (b.blocking?.length ?? 0) + (b.required?.length ?? 0) > 0;
  return [
    '## Findings',
    '### Blocking',
    items(b.blocking),
    '### Required Changes',
    items(b.required),
    '### Suggestions',
    items(b.suggestions),
    '### Summary',
    fail ? 'FAIL' : 'PASS',
    '',
  ].join('\n');
}

// ---------------------------------------------------------------------------
// The transcript.

export interface CommandRecord {
  step: number;
  argv: string[];
  now: number;
  code: number;
  stdout: string;
  stderr: string;
  /** Parsed stdout (null when it was not JSON). */
  json: unknown;
}

export interface SpawnCall {
  actionId: string;
  phase: string;
  role: string;
  attempt: number;
  sessionKey: string;
  args: SpawnArgs;
  /** The task file the child read first, as it was when spawned (null: missing). */
  taskText: string | null;
  behaviour: ChildBehaviour['kind'];
}

export interface ExecCall {
  actionId: string;
  phase: string;
  command: string;
  workdir: string;
  code: number | null;
}

export interface Transcript {
  runId: string | null;
  runDir: string | null;
  commands: CommandRecord[];
  /** Every action the CLI printed, in order, with the command that printed it. */
  actions: { from: string; action: Action }[];
  spawns: SpawnCall[];
  execs: ExecCall[];
  decisions: { phase: string; decision: string; note: string | null; code: number }[];
  /** Answers to the gate confirmation a run starts with, with the question asked. */
  confirmations: { question: string; decision: string; code: number }[];
  /** Protocol or contract violations seen by the agent (bad spawn arguments, schema errors, ...). */
  violations: string[];
  /** The `progress` texts the agent relayed to the user, in order, with the command that printed each. */
  progress: { from: string; text: string }[];
  /** The agent's sessions_yield calls (each a parent turn of its own). */
  yields: number;
  final: EscalateAction | CompleteAction | null;
  /** Why the agent stopped: the final action kind, 'halted' (exit 1, no action), 'step-limit'. */
  stoppedBy: 'escalate' | 'complete' | 'halted' | 'step-limit' | 'error';
}

// ---------------------------------------------------------------------------
// The world: a temp HOME, OPENFORGE_HOME, a project directory and the fake clock.

export class World {
  readonly base: string;
  readonly home: string;
  readonly forgeHome: string;
  readonly project: string;
  now = CLOCK_START;

  constructor() {
    this.base = mkdtempSync(join(tmpdir(), 'openforge-sim-'));
    this.home = join(this.base, 'home');
    this.forgeHome = join(this.base, 'forge-home');
    this.project = join(this.base, 'project');
    mkdirSync(this.home, { recursive: true });
    mkdirSync(this.project, { recursive: true });
  }

  env(now = this.now): NodeJS.ProcessEnv {
    return { PATH: process.env.PATH, HOME: this.home, OPENFORGE_HOME: this.forgeHome, OPENFORGE_NOW: String(now) };
  }

  /** Write a project file (relative to the project directory). */
  write(rel: string, text: string): string {
    const path = join(this.project, rel);
    mkdirSync(dirname(path), { recursive: true });
    const before = existsSync(path) ? statSync(path).mtimeMs : null;
    writeFileSync(path, text);
    // A real edit comes seconds after the last one; a simulated one can land within the same
    // second, and Python then trusts a .pyc whose recorded source mtime (whole seconds) and size
    // match: the same-size fix (`a + b` → `a * b`) would run the old code. An overwrite moves the
    // mtime a second past the old one, so what the tree holds is what runs.
    if (before !== null) {
      const at = new Date(Math.max(Date.now(), before + 1000));
      utimesSync(path, at, at);
    }
    return path;
  }

  tick(ms = TICK_MS): number {
    this.now += ms;
    return this.now;
  }

  /** Run the CLI once, synchronously, at the current clock (then move the clock on). */
  cli(argv: string[], extraEnv: NodeJS.ProcessEnv = {}): { code: number; stdout: string; stderr: string; json: unknown; now: number } {
    const now = this.tick();
    const r = spawnSync(process.execPath, [CLI, ...argv], { cwd: this.project, env: { ...this.env(now), ...extraEnv }, encoding: 'utf8' });
    return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr, json: parseJson(r.stdout), now };
  }

  /** Start the CLI as a child process without waiting (for concurrency tests). */
  cliAsync(argv: string[], now = this.now): Promise<{ code: number; stdout: string; stderr: string; json: unknown }> {
    return new Promise((resolvePromise, reject) => {
      const child = spawnAsync(process.execPath, [CLI, ...argv], { cwd: this.project, env: this.env(now) });
      let stdout = '';
      let stderr = '';
      child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
      child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
      child.on('error', reject);
      child.on('close', (code) => resolvePromise({ code: code ?? -1, stdout, stderr, json: parseJson(stdout) }));
    });
  }

  dispose(): void {
    rmSync(this.base, { recursive: true, force: true });
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const SPAWN_KEYS = new Set(['task', 'label', 'model', 'runTimeoutSeconds']);
const COLLECTOR_KEYS = new Set(['collect', 'groupId', 'outputSchema']);

/** The checks a real `sessions_spawn` would make of its arguments (plus the action contract). */
export function spawnArgumentProblems(action: SpawnAction): string[] {
  const problems: string[] = [];
  const args = action.spawn as unknown as Record<string, unknown>;
  for (const key of Object.keys(args)) if (!SPAWN_KEYS.has(key) && !COLLECTOR_KEYS.has(key)) problems.push(`${action.id}: sessions_spawn has no argument \`${key}\``);
  // OpenClaw 2026.9.6: outputSchema and groupId require collect=true.
  if (args.collect !== undefined && args.collect !== true) problems.push(`${action.id}: collect is not true`);
  if (args.collect !== true && (args.groupId !== undefined || args.outputSchema !== undefined)) problems.push(`${action.id}: groupId/outputSchema require collect=true`);
  if (Buffer.byteLength(JSON.stringify(args)) > 1024) problems.push(`${action.id}: sessions_spawn arguments over 1 KB`);
  if (typeof args.task !== 'string' || args.task === '') problems.push(`${action.id}: task missing`);
  if (typeof args.label !== 'string') problems.push(`${action.id}: label missing`);
  if ('model' in args && typeof args.model !== 'string') problems.push(`${action.id}: model is not a string`);
  if (!Number.isInteger(args.runTimeoutSeconds) || (args.runTimeoutSeconds as number) < 1) {
    problems.push(`${action.id}: runTimeoutSeconds ${String(args.runTimeoutSeconds)} is not a positive integer`);
  }
  if (typeof action.resultFile !== 'string' || action.resultFile === '') problems.push(`${action.id}: resultFile missing`);
  return problems;
}

// ---------------------------------------------------------------------------
// The agent.

interface PendingChild {
  action: SpawnAction;
  script: ChildScript;
  ctx?: ChildContext;
  /** sessions_spawn's runId for a collector child. */
  runId?: string;
}

export class HostAgent {
  readonly world: World;
  readonly scenario: Scenario;
  readonly transcript: Transcript = {
    runId: null,
    runDir: null,
    commands: [],
    actions: [],
    spawns: [],
    execs: [],
    decisions: [],
    confirmations: [],
    violations: [],
    progress: [],
    yields: 0,
    final: null,
    stoppedBy: 'error',
  };
  private pending: PendingChild[] = [];
  /** The next `next` goes with gates still running (nextWaitWithGates): `--wait`. */
  private waitNext = false;
  /** `ACTION=KEY[,MODEL]` of children started in earlier turns and not reported yet, and collector words (reportSpawnsWithNext). */
  private unreported: string[] = [];
  /** `ACTION=KEY[,MODEL]` of children started in this turn: the `next` beside them cannot know their keys yet. */
  private started: string[] = [];
  /** The `next --wait` beside this turn's spawns reaches its bound before any child ends (its bound set to 0 s). */
  private waitRunsOut = false;
  private steps = 0;
  private nthSpawn = new Map<string, number>();
  private rounds = new Map<string, number>();
  private nexts = 0;
  /** Writes of children that keep working after their result, by how many `next`s remain before them. */
  private lateWrites: { files: Record<string, string>; remaining: number }[] = [];

  constructor(world: World, scenario: Scenario = {}) {
    this.world = world;
    this.scenario = scenario;
  }

  /** Run one CLI command and record it; reports of run/next/resume/cancel are schema-checked. */
  command(argv: string[], extraEnv: NodeJS.ProcessEnv = {}): CommandRecord {
    const r = this.world.cli(argv, extraEnv);
    const record: CommandRecord = { step: this.steps, argv, now: r.now, code: r.code, stdout: r.stdout, stderr: r.stderr, json: r.json };
    this.transcript.commands.push(record);
    const name = argv[0] ?? '';
    if (argv.includes('--json')) {
      if (r.json === null) this.transcript.violations.push(`\`${argv.join(' ')}\` printed no JSON (exit ${r.code}): ${r.stderr.slice(0, 300)}`);
      else if (['run', 'next', 'resume', 'cancel'].includes(name) && r.code !== 2 && r.code !== 3) {
        const errors = schemaErrors('next', r.json);
        if (errors !== '') this.transcript.violations.push(`\`${name}\` output fails next.schema.json: ${errors.slice(0, 500)}`);
      }
    }
    if (r.code === 3) this.transcript.violations.push(`\`${argv.join(' ')}\` crashed (exit 3): ${r.stderr.slice(0, 500)}`);
    // SKILL.md: relay `progress` to the user as one message.
    const progress = (r.json as { progress?: unknown } | null)?.progress;
    if (['run', 'next', 'resume', 'decide'].includes(name) && typeof progress === 'string') this.transcript.progress.push({ from: name, text: progress });
    return record;
  }

  /** `openforge run PRD --cwd DIR --json`, then the loop until escalate/complete/halt. */
  start(prd: string): Transcript {
    const rec = this.command(['run', prd, '--cwd', this.world.project, '--json', ...(this.scenario.runArgs ?? [])]);
    const report = rec.json as NextReport | null;
    if (report === null || rec.code !== 0) {
      this.transcript.stoppedBy = 'error';
      this.transcript.violations.push(`run failed (exit ${rec.code}): ${rec.stderr.slice(0, 500)}`);
      return this.transcript;
    }
    this.transcript.runId = report.runId;
    this.transcript.runDir = report.runDir ?? null;
    return this.loop(report, 'run');
  }

  /** `openforge next RUN --json` (with the children not reported yet, when the scenario reports them there). */
  next(): CommandRecord {
    const pairs = this.unreported.splice(0);
    const wait = this.waitNext ? ['--wait'] : [];
    const bound = this.waitRunsOut ? { OPENFORGE_NEXT_WAIT_SECONDS: '0' } : {};
    this.waitNext = false;
    this.waitRunsOut = false;
    const rec = this.command(['next', this.runId(), ...pairs, ...wait, '--json'], bound);
    this.unreported.push(...this.started.splice(0));
    return rec;
  }

  /** Take over a run started elsewhere (e.g. by concurrent commands). */
  attach(runId: string, runDir: string): void {
    this.transcript.runId = runId;
    this.transcript.runDir = runDir;
  }

  runId(): string {
    if (this.transcript.runId === null) throw new Error('no run started');
    return this.transcript.runId;
  }

  /** Carry on from a report (after `run`, `next` or `resume`) until the run stops. */
  loop(first: NextReport, from: string): Transcript {
    let report: NextReport | null = first;
    let source = from;
    const max = this.scenario.maxSteps ?? 200;
    while (report !== null) {
      if (this.steps >= max) {
        this.transcript.stoppedBy = 'step-limit';
        return this.transcript;
      }
      const outcome = this.carryOut(report, source);
      if (outcome === 'stop') return this.transcript;
      // The `next` after the gate confirmation gives the run's first actions: it still counts as the start.
      const confirmed = source === 'run' && report.actions.some((a) => a.id === 'run.confirm-gates');
      if (!confirmed) {
        this.nexts += 1;
        this.scenario.beforeNext?.(this.nexts, this.transcript.runDir ?? '');
      }
      this.writeLate();
      const rec = this.next();
      source = confirmed ? 'run' : 'next';
      report = rec.json as NextReport | null;
      // No report, or an error document (`{error: {code, message, file}}`, e.g. run-state-tampered): the agent relays it and stops.
      if (report === null || !Array.isArray(report.actions)) {
        this.transcript.stoppedBy = 'error';
        return this.transcript;
      }
      if (rec.code === 1 && report.actions.length === 0) {
        this.transcript.stoppedBy = 'halted';
        return this.transcript;
      }
    }
    return this.transcript;
  }

  /** Carry out every action of one report; 'stop' at escalate/complete. */
  private carryOut(report: NextReport, from: string): 'stop' | 'next' {
    let acted = false;
    for (const action of report.actions) {
      this.steps += 1;
      this.transcript.actions.push({ from, action });
      switch (action.kind) {
        case 'spawn':
          this.spawnChild(action);
          break;
        case 'gate':
          if (this.scenario.nextWaitWithGates === true && !report.actions.some((a) => a.kind === 'spawn' || a.kind === 'ask')) {
            this.startGate(action);
            this.waitNext = true;
          } else this.runGate(action);
          acted = true;
          break;
        case 'ask':
          this.answer(action);
          acted = true;
          break;
        case 'wait':
          break;
        case 'usage':
          // No Gateway in the simulator: the exec runs as given and its log says so (usage unknown).
          this.runGate({ ...action, kind: 'gate', phase: '' });
          break;
        case 'collect':
          this.agentsWait(action);
          acted = true;
          break;
        case 'escalate':
        case 'complete':
          this.transcript.final = action;
          this.transcript.stoppedBy = action.kind;
          return 'stop';
      }
    }
    // A gate exec or a decision: `next` at once. Otherwise the agent waits until a child completes,
    // except after collector spawns (SKILL.md): they announce nothing; `next` prints `collect`.
    // `yield: true` (one child alone at work): sessions_yield, then `next`; several: `next --wait`,
    // which returns when the first ends (here the first to finish ends before it is called).
    const spawns = report.actions.filter((a): a is SpawnAction => a.kind === 'spawn');
    const collectorsOnly = spawns.length > 0 && spawns.every((a) => a.spawn.collect === true);
    if (this.scenario.reportSpawnsWithNext === true && this.started.length > 0) {
      this.besideSpawns(report, acted);
      return 'next';
    }
    if (!acted && !collectorsOnly) {
      const yielded = report.actions.some((a) => (a.kind === 'wait' || a.kind === 'spawn') && a.yield === true);
      if (yielded) this.transcript.yields += 1;
      this.checkYield(report.actions);
      if (this.completeOneChild() && !yielded) this.waitNext = true;
    }
    return 'next';
  }

  /**
   * SKILL.md: `next --wait` last in the turn that starts the spawns, their keys reported with the
   * next one. A child that ends within that wait is seen by it (none while the report's gates
   * run); none that does: the wait reaches its bound.
   */
  private besideSpawns(report: NextReport, busy: boolean): void {
    this.checkYield(report.actions);
    // After a decision: no --wait.
    this.waitNext = !report.actions.some((a) => a.kind === 'ask');
    if (busy) return;
    const quick = this.pending.findIndex((c) => c.script.result.kind !== 'hang' && c.script.outlastsWait !== true);
    const [child] = quick === -1 ? [] : this.pending.splice(quick, 1);
    if (child !== undefined) this.runChild(child);
    else this.waitRunsOut = true;
  }

  /** A fake `sessions_spawn`, then `spawned RUN ACTION --session KEY`. */
  private spawnChild(action: SpawnAction): void {
    // SKILL.md: a `reoffered` spawn this agent started is only reported, never started twice.
    if (action.reoffered === true && this.transcript.spawns.some((s) => s.actionId === action.id)) return;
    for (const p of spawnArgumentProblems(action)) this.transcript.violations.push(p);
    const k = `${action.phase}/${action.role}`;
    const nth = (this.nthSpawn.get(k) ?? 0) + 1;
    this.nthSpawn.set(k, nth);
    const ctx: ChildContext = { phase: action.phase, role: action.role, attempt: action.attempt, nth, action };
    const error = this.scenario.spawnError?.(ctx);
    if (error !== undefined) {
      // sessions_spawn returned an error: the agent writes it with its write tool and reports it.
      const file = join(this.world.home, `spawn-error-${action.id}.txt`);
      writeFileSync(file, error);
      const rec = this.command(['spawned', this.runId(), action.id, '--error-file', file, '--json']);
      if (rec.code !== 0) this.transcript.violations.push(`spawned ${action.id} --error-file exited ${rec.code}: ${rec.stderr.slice(0, 300)}`);
      else if (schemaErrors('spawned', rec.json) !== '') this.transcript.violations.push(`spawned ${action.id} --error-file: ${schemaErrors('spawned', rec.json)}`);
      return;
    }
    const script = this.scenario.child?.(ctx) ?? defaultScript(action);
    const sessionKey = `agent:main:subagent:sim-${this.transcript.spawns.length + 1}`;
    // The child reads its task file first, as spawn.task tells it to.
    const taskFile = taskFileNamedIn(action.spawn.task);
    const taskText = taskFile !== null && existsSync(taskFile) ? readFileSync(taskFile, 'utf8') : null;
    if (taskFile === null) this.transcript.violations.push(`${action.id}: spawn.task does not name its task file`);
    else if (taskText === null) this.transcript.violations.push(`${action.id}: task file ${taskFile} missing when spawned`);
    this.transcript.spawns.push({
      actionId: action.id,
      phase: action.phase,
      role: action.role,
      attempt: action.attempt,
      sessionKey,
      args: action.spawn,
      taskText,
      behaviour: script.result.kind,
    });
    const resolved = this.scenario.resolvedModel?.(action);
    // A collector child: sessions_spawn's runId goes with its report (agents_wait takes it).
    const runId = action.spawn.collect === true ? `swarm_sim${this.transcript.spawns.length}` : undefined;
    this.pending.push({ action, script, ctx, ...(runId === undefined ? {} : { runId }) });
    if (this.scenario.reportSpawnsWithNext === true) {
      // A collector child is reported with the next `next`, in the turn after its spawn (references/protocol.md: it announces nothing to wait on).
      (runId === undefined ? this.started : this.unreported).push(`${action.id}=${sessionKey}${resolved === undefined ? '' : `,${resolved}`}${runId === undefined ? '' : `,run=${runId}`}`);
      return;
    }
    const model = resolved === undefined ? [] : ['--model', resolved];
    const run = runId === undefined ? [] : ['--run-id', runId];
    const rec = this.command(['spawned', this.runId(), action.id, '--session', sessionKey, ...model, ...run, '--json']);
    if (rec.code !== 0) this.transcript.violations.push(`spawned ${action.id} exited ${rec.code}: ${rec.stderr.slice(0, 300)}`);
  }

  /** Run the exec command exactly as given, with bash, in its workdir, with its timeout. */
  private runGate(action: GateAction): void {
    this.scenario.beforeExec?.(action, this.transcript.runDir ?? '');
    const { command, timeoutSeconds } = action.exec;
    const workdir = this.scenario.execWorkdir?.(action) ?? action.exec.workdir;
    const r = spawnSync('bash', ['-c', command], {
      cwd: workdir,
      timeout: timeoutSeconds * 1000,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, HOME: this.world.home },
    });
    this.transcript.execs.push({ actionId: action.id, phase: action.phase, command, workdir, code: r.status });
  }

  /** The gate's exec started and not waited for (nextWaitWithGates): the command exactly as given, after the exec tool's start delay. */
  private startGate(action: GateAction): void {
    this.scenario.beforeExec?.(action, this.transcript.runDir ?? '');
    const { command } = action.exec;
    const workdir = this.scenario.execWorkdir?.(action) ?? action.exec.workdir;
    const delay = (this.scenario.gateStartDelayMs ?? 1000) / 1000;
    const child = spawnAsync('bash', ['-c', `sleep ${delay}; exec bash -c "$1"`, 'gate', command], { cwd: workdir, env: { PATH: process.env.PATH, HOME: this.world.home }, stdio: 'ignore' });
    child.unref();
    this.transcript.execs.push({ actionId: action.id, phase: action.phase, command, workdir, code: null });
  }

  private answer(action: AskAction): void {
    if (action.id === 'run.confirm-gates') {
      // The agent runs the command the action gives for the user's answer, as it is.
      const decision = this.scenario.confirmGates?.(action) ?? 'approve';
      const given = decision === 'approve' ? action.approve : action.reject;
      const expected = `decide ${this.runId()} --gates ${decision}`;
      if (!given.endsWith(expected)) this.transcript.violations.push(`${action.id}: ${decision} command ${given} does not end with ${expected}`);
      const rec = this.command(['decide', this.runId(), '--gates', decision, '--json']);
      this.transcript.confirmations.push({ question: action.question, decision, code: rec.code });
      return;
    }
    const round = (this.rounds.get(action.phase) ?? 0) + 1;
    this.rounds.set(action.phase, round);
    const answer = this.scenario.decide?.(action, round) ?? { decision: 'approve' as const };
    // As SKILL.md says, the agent runs the `approve` command: the phase is named there as the CLI wants it.
    const words = parseShell(action.approve).filter((w): w is string => typeof w === 'string');
    const phase = words[words.indexOf('decide') + 2] ?? action.phase;
    const argv = ['decide', this.runId(), phase, answer.decision, '--json'];
    // As SKILL.md says: the user's words go through a file written with the write tool.
    if (answer.note !== undefined) {
      mkdirSync(dirname(action.noteFile), { recursive: true });
      writeFileSync(action.noteFile, answer.note);
      argv.push('--note-file', action.noteFile);
    }
    const rec = this.command(argv);
    this.transcript.decisions.push({ phase, decision: answer.decision, note: answer.note ?? null, code: rec.code });
  }

  /**
   * `sessions_yield`: the next child that finishes does its work and completes. When every
   * child still running hangs, the clock moves past their timeout plus grace instead.
   */
  private completeOneChild(): boolean {
    const index = this.pending.findIndex((c) => c.script.result.kind !== 'hang');
    if (index === -1) {
      if (this.pending.length > 0) {
        // A hanging child may have edited the tree before it stalled (its `files`): they stay behind.
        for (const c of this.pending) this.editTree(c.script);
        const longest = Math.max(...this.pending.map((c) => c.action.spawn.runTimeoutSeconds));
        this.world.tick((longest + 120) * 1000);
        this.pending = [];
      }
      return false;
    }
    const [child] = this.pending.splice(index, 1);
    if (child !== undefined) this.runChild(child);
    return child !== undefined;
  }

  /**
   * `yield: true` only where a yield wakes the parent when its child ends: one child at work
   * (OpenClaw wakes a yielded parent once every child of that turn has ended), never several.
   */
  private checkYield(actions: readonly Action[]): void {
    const working = this.pending.filter((c) => c.action.spawn.collect !== true);
    for (const a of actions) {
      // A spawn the host refused started no child: there is nothing to yield for, and nothing wrong with the offer.
      const started = a.kind !== 'spawn' || this.pending.some((c) => c.action.id === a.id);
      if ((a.kind === 'wait' || a.kind === 'spawn') && a.yield === true && started && working.length !== 1) {
        this.transcript.violations.push(`${a.id}: yield: true with ${working.length} children at work`);
      }
      const alone = working.length === 1 && a.kind === 'wait' && a.waitingFor.length === 1 && a.waitingFor[0] === working[0]?.action.id;
      if (alone && a.yield !== true) this.transcript.violations.push(`${a.id}: one child alone at work and no yield`);
    }
  }

  /**
   * `agents_wait` with exactly `wait`: the first waited-on child that finishes runs, and its
   * `label:status,in/out` goes to the next `next`; when all of them hang, the clock moves past
   * their timeout and each reports `timeout`. The agent copies nothing of a result.
   */
  private agentsWait(action: CollectAction): void {
    const waited = this.pending.filter((c) => c.runId !== undefined && action.wait.ids.includes(c.runId));
    if (waited.length !== action.wait.ids.length) this.transcript.violations.push(`${action.id}: agents_wait ids ${action.wait.ids.join(', ')} are not the running collectors' run ids`);
    if (JSON.stringify(action.waitingFor) !== JSON.stringify(waited.map((c) => c.action.id))) this.transcript.violations.push(`${action.id}: waitingFor does not match the run ids`);
    const finishing = waited.find((c) => c.script.result.kind !== 'hang');
    const ends = finishing === undefined ? waited : [finishing];
    if (finishing === undefined) {
      for (const c of waited) this.editTree(c.script);
      this.world.tick((Math.max(...waited.map((c) => c.action.spawn.runTimeoutSeconds)) + 1) * 1000);
    } else this.runChild(finishing, false);
    this.pending = this.pending.filter((c) => !ends.includes(c));
    for (const c of ends) {
      const schema = c.script.result.kind === 'envelope' || c.script.result.kind === 'review';
      const hung = c.script.result.kind === 'hang';
      const status = this.scenario.collectorStatus?.(c.ctx as ChildContext, schema) ?? (hung ? 'timeout' : schema ? 'done' : 'failed');
      this.unreported.push(`${c.action.id}:${status}${hung ? '' : ',1200/300'}`);
    }
  }

  /** A child still at work after its result writes what is due before this `next`. */
  private writeLate(): void {
    for (const w of this.lateWrites) {
      w.remaining -= 1;
      if (w.remaining === 0) for (const [rel, text] of Object.entries(w.files)) this.world.write(rel, text);
    }
    this.lateWrites = this.lateWrites.filter((w) => w.remaining > 0);
  }

  private editTree(script: ChildScript): void {
    for (const [rel, text] of Object.entries(script.files ?? {})) this.world.write(rel, text);
    for (const rel of script.removes ?? []) rmSync(join(this.world.project, rel), { force: true });
    for (const rel of script.executables ?? []) chmodSync(join(this.world.project, rel), 0o755);
  }

  /** `announced`: a completion message reaches the agent (false for a collector: none is sent). */
  private runChild({ action, script }: PendingChild, announced = true): void {
    if (script.late !== undefined) this.lateWrites.push({ files: script.late, remaining: script.lateAfter ?? 1 });
    this.editTree(script);
    script.beforeResult?.(this.world.project);
    const r = script.result;
    mkdirSync(dirname(action.resultFile), { recursive: true });
    switch (r.kind) {
      case 'envelope':
        writeFileSync(action.resultFile, envelopeText(r));
        break;
      case 'review':
        writeFileSync(action.resultFile, reviewText(r));
        break;
      case 'garbage':
        writeFileSync(action.resultFile, r.text ?? 'I did the thing, trust me.');
        break;
      case 'message':
        break;
      case 'hang':
        return;
    }
    // The completion message arrived: if the result file is missing, the agent writes the
    // child's final message there itself (the protocol). A collector announces nothing.
    if (announced && !existsSync(action.resultFile)) {
      writeFileSync(action.resultFile, r.kind === 'message' ? r.message : '');
    }
    script.after?.(action);
  }
}

function defaultScript(action: SpawnAction): ChildScript {
  return action.role === 'review' ? { result: { kind: 'review' } } : DONE_ENVELOPE(`${action.phase} done`);
}

// ---------------------------------------------------------------------------
// Reading the run directory.

export interface RunEventLine {
  seq: number;
  type: string;
  [key: string]: unknown;
}

export function readEvents(runDir: string): RunEventLine[] {
  const text = readFileSync(join(runDir, 'events.jsonl'), 'utf8');
  return text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as RunEventLine);
}

/**
 * The progress the run's log recorded, one per `progress-reported` event, in words: the event
 * holds no text (the items come from the events before it), so each is worded from the log as
 * `next --since` words it.
 */
export function loggedProgress(runDir: string): { seq: number; text: string }[] {
  const events = readEvents(runDir) as unknown as RunEvent[];
  const texts = progressAgainText(progressAgain(events, 0));
  return events.filter((e) => e.type === 'progress-reported').map((e, i) => ({ seq: e.seq, text: texts[i] ?? '' }));
}

export function readState(runDir: string): Record<string, unknown> & { status: string; seq: number; phases: { name: string; status: string; attempt: number; skipReason: string | null }[] } {
  return JSON.parse(readFileSync(join(runDir, 'state.json'), 'utf8'));
}

/**
 * The run directory alone explains the run: events.jsonl parses and validates, state.json
 * validates and is the fold of every event, results/ holds every result read, gates/ every
 * finished gate's log, and summary.md exists once completed. Returns the problems found.
 */
export function runDirProblems(runDir: string): string[] {
  const problems: string[] = [];
  for (const f of ['events.jsonl', 'state.json', 'prd.md']) if (!existsSync(join(runDir, f))) problems.push(`${f} missing`);
  if (problems.length > 0) return problems;
  const events = readEvents(runDir);
  events.forEach((e, i) => {
    if (e.seq !== i + 1) problems.push(`event ${i + 1} has seq ${e.seq}`);
    const errors = schemaErrors('run-event', e);
    if (errors !== '') problems.push(`event ${e.seq} (${e.type}) fails run-event.schema.json: ${errors.slice(0, 300)}`);
  });
  const state = readState(runDir);
  const stateErrors = schemaErrors('run-state', state);
  if (stateErrors !== '') problems.push(`state.json fails run-state.schema.json: ${stateErrors.slice(0, 300)}`);
  if (state.seq !== events.length) problems.push(`state.json seq ${state.seq} != ${events.length} events`);
  if (events[0]?.type !== 'run-started') problems.push('the first event is not run-started');
  const results = new Set(existsSync(join(runDir, 'results')) ? readdirSync(join(runDir, 'results')) : []);
  const gates = new Set(existsSync(join(runDir, 'gates')) ? readdirSync(join(runDir, 'gates')) : []);
  const issued = new Map<string, RunEventLine>();
  for (const e of events) {
    if (e.type === 'spawn-issued' || e.type === 'gate-issued' || e.type === 'final-gate-issued' || e.type === 'baseline-gate-issued' || e.type === 'old-code-gate-issued') issued.set(e.actionId as string, e);
    if (e.type === 'spawn-result' && e.outcome !== 'timed-out') {
      const spawn = issued.get(e.actionId as string);
      const name = spawn === undefined ? null : String(spawn.resultFile).split('/').at(-1);
      if (name === null || name === undefined || !results.has(name)) problems.push(`results/ lacks the result of ${String(e.actionId)}`);
    }
    if (e.type === 'gate-finished' && e.state !== 'timed-out') {
      const gate = issued.get(e.actionId as string);
      const name = gate === undefined ? null : String(gate.logFile).split('/').at(-1);
      if (name === null || name === undefined || !gates.has(name)) problems.push(`gates/ lacks the log of ${String(e.actionId)}`);
    }
  }
  if (state.status === 'completed') {
    if (!existsSync(join(runDir, 'summary.md'))) problems.push('completed run without summary.md');
    if (!events.some((e) => e.type === 'run-completed')) problems.push('completed state without a run-completed event');
  }
  if (state.status === 'needs-human' && !events.some((e) => e.type === 'run-escalated')) problems.push('needs-human without a run-escalated event');
  return problems;
}

/** Count of events of a type (optionally matching a predicate). */
export function countEvents(runDir: string, type: string, where: (e: RunEventLine) => boolean = () => true): number {
  return readEvents(runDir).filter((e) => e.type === type && where(e)).length;
}
