// Shared helpers of the hardening suites: the CLI under test (the committed bundle, or a
// temp rebuild named by OPENFORGE_HARDEN_CLI), a sandbox (temp HOME, OPENFORGE_HOME,
// project) that can be cloned to another path, and an async CLI call that can be SIGKILLed.

import { spawn, spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { RunEventLine } from '../sim/host-agent.js';

const root = resolve(import.meta.dirname, '../..');

/** The CLI under test: the committed bundle, or a temp rebuild (`OPENFORGE_HARDEN_CLI`). */
export const CLI = process.env.OPENFORGE_HARDEN_CLI ?? join(root, 'skills/openforge/scripts/openforge.cjs');

/** A fixed start for the fake clock. */
export const CLOCK_START = 1_800_000_000_000;

export interface CliRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  json: unknown;
  /** We killed it (SIGKILL) before it exited. */
  killed: boolean;
  ms: number;
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export class Sandbox {
  readonly base: string;
  now = CLOCK_START;

  constructor(base?: string) {
    this.base = base ?? mkdtempSync(join(tmpdir(), 'openforge-harden-'));
    mkdirSync(this.home, { recursive: true });
    mkdirSync(this.project, { recursive: true });
  }

  get home(): string {
    return join(this.base, 'home');
  }
  get forgeHome(): string {
    return join(this.base, 'forge-home');
  }
  get project(): string {
    return join(this.base, 'project');
  }

  env(now = this.now): NodeJS.ProcessEnv {
    return { PATH: process.env.PATH, HOME: this.home, OPENFORGE_HOME: this.forgeHome, OPENFORGE_NOW: String(now) };
  }

  write(rel: string, text: string | Uint8Array): string {
    const path = join(this.project, rel);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    return path;
  }

  tick(ms = 1000): number {
    this.now += ms;
    return this.now;
  }

  /** Run the CLI synchronously at the next clock tick. */
  cliSync(argv: string[], opts: { cwd?: string; env?: NodeJS.ProcessEnv; input?: string } = {}): CliRun {
    const now = this.tick();
    const started = Date.now();
    const r = spawnSync(process.execPath, [CLI, ...argv], {
      cwd: opts.cwd ?? this.project,
      env: opts.env ?? this.env(now),
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      input: opts.input,
    });
    return { code: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr, json: parseJson(r.stdout), killed: false, ms: Date.now() - started };
  }

  /** Run the CLI as a child process; SIGKILL it after `killAfterMs` when given. */
  cli(argv: string[], opts: { killAfterMs?: number; now?: number } = {}): Promise<CliRun> {
    const now = opts.now ?? this.tick();
    return new Promise((resolvePromise, reject) => {
      const started = Date.now();
      const child = spawn(process.execPath, [CLI, ...argv], { cwd: this.project, env: this.env(now) });
      let stdout = '';
      let stderr = '';
      let killed = false;
      let exited = false;
      const timer =
        opts.killAfterMs === undefined
          ? null
          : setTimeout(() => {
              if (exited) return;
              killed = true;
              child.kill('SIGKILL');
            }, opts.killAfterMs);
      child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
      child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
      child.on('exit', () => {
        exited = true;
        if (timer !== null) clearTimeout(timer);
      });
      child.on('error', reject);
      child.on('close', (code, signal) => {
        resolvePromise({ code, signal, stdout, stderr, json: parseJson(stdout), killed: killed && signal === 'SIGKILL', ms: Date.now() - started });
      });
    });
  }

  /**
   * A copy of this sandbox at a new path. Run state holds absolute paths (runDir, result files,
   * the index's cwd), so every file that names the old base is rewritten to name the new one.
   */
  clone(): Sandbox {
    const target = mkdtempSync(join(tmpdir(), 'openforge-harden-'));
    cpSync(this.base, target, { recursive: true });
    rewritePaths(target, this.base, target);
    const copy = new Sandbox(target);
    // The rewritten run files no longer match their seals: seal them again, as OpenForge would have.
    resealRuns(copy.forgeHome, join(copy.project, '.openforge', 'runs'));
    copy.now = this.now;
    return copy;
  }

  dispose(): void {
    rmSync(this.base, { recursive: true, force: true });
  }
}

/** Recompute every run's seal (lib/io/run-store/seal.ts) over its files as they are now, with the home's key. */
function resealRuns(home: string, runs: string): void {
  const seals = join(home, 'seals');
  if (!existsSync(seals) || !existsSync(runs)) return;
  const key = readFileSync(join(home, 'run-key'));
  const mac = (path: string): string | null => (existsSync(path) ? createHmac('sha256', key).update(readFileSync(path)).digest('hex') : null);
  for (const name of readdirSync(seals)) {
    const dir = join(runs, name.replace(/\.json$/, ''));
    if (!existsSync(dir)) continue;
    const seal = JSON.parse(readFileSync(join(seals, name), 'utf8')) as Record<string, unknown>;
    const events = join(dir, 'events.jsonl');
    const committed = { eventsBytes: existsSync(events) ? statSync(events).size : 0, eventsMac: mac(events), stateMac: mac(join(dir, 'state.json')) };
    writeFileSync(join(seals, name), JSON.stringify({ ...seal, prdMac: mac(join(dir, 'prd.md')), committed, pending: null }));
  }
}

function rewritePaths(dir: string, from: string, to: string): void {
  const needle = Buffer.from(from);
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const st = statSync(path);
    if (st.isDirectory()) rewritePaths(path, from, to);
    else if (st.isFile()) {
      const bytes = readFileSync(path);
      if (bytes.includes(needle)) writeFileSync(path, bytes.toString('utf8').split(from).join(to));
    }
  }
}

/** `events.jsonl` as lines: the parsed events and whether the last line is torn. */
export function eventLines(runDir: string): { text: string; events: RunEventLine[]; torn: boolean } {
  const path = join(runDir, 'events.jsonl');
  const text = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const lines = text.split('\n');
  const last = lines.pop() ?? '';
  const events = lines.filter((l) => l.trim() !== '').map((l) => JSON.parse(l) as RunEventLine);
  return { text, events, torn: last.trim() !== '' };
}

/** Problems of an events log: seq 1, 2, 3, …; no spawn or gate issued twice. */
export function eventProblems(events: RunEventLine[]): string[] {
  const problems: string[] = [];
  events.forEach((e, i) => {
    if (e.seq !== i + 1) problems.push(`event ${i + 1} has seq ${e.seq}`);
  });
  const issued = events.filter((e) => e.type === 'spawn-issued' || e.type === 'gate-issued').map((e) => String(e.actionId));
  const dup = issued.filter((id, i) => issued.indexOf(id) !== i);
  if (dup.length > 0) problems.push(`issued twice: ${dup.join(', ')}`);
  return problems;
}

/** Run directories under `<project>/.openforge/runs`. */
export function runDirs(project: string): string[] {
  const runs = join(project, '.openforge', 'runs');
  return existsSync(runs) ? readdirSync(runs).map((id) => join(runs, id)) : [];
}

/** Lines of a stack trace (`    at fn (file:1:2)`). */
export const STACK_LINE = /^\s+at .+(:\d+:\d+\)?|\(native\)|<anonymous>)\s*$/m;

/** A tiny async pool: run `jobs` with at most `limit` at once. */
export async function pool<T>(limit: number, jobs: (() => Promise<T>)[]): Promise<T[]> {
  const out: T[] = new Array(jobs.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const i = next;
      next += 1;
      out[i] = await (jobs[i] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return out;
}
