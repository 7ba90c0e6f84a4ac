import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { readEvents, withLock } from '../../lib/io/run-store/index.js';
import { useTempDirs } from './temp-dir.js';

const tempDir = useTempDirs();
const DEAD_PID = 2147483647;

function writeLock(dir: string, holder: { pid: number; createdAt: number }): void {
  writeFileSync(join(dir, 'lock'), JSON.stringify(holder));
}

describe('withLock', () => {
  it('runs fn, returns its value and releases the lock', () => {
    const dir = tempDir();
    const result = withLock(dir, () => existsSync(join(dir, 'lock')), { now: Date.now, pid: process.pid });
    expect(result).toEqual({ ok: true, value: true, brokeStaleLock: false });
    expect(existsSync(join(dir, 'lock'))).toBe(false);
  });

  it('releases the lock when fn throws (a bug), and rethrows', () => {
    const dir = tempDir();
    expect(() => withLock(dir, () => { throw new Error('bug'); }, { now: Date.now, pid: process.pid })).toThrow('bug');
    expect(existsSync(join(dir, 'lock'))).toBe(false);
  });

  it('waits for a lock held by a live pid, then fails with who holds it', () => {
    const dir = tempDir();
    const createdAt = Date.now();
    writeLock(dir, { pid: process.pid, createdAt });
    const started = Date.now();
    let ran = false;
    const result = withLock(dir, () => { ran = true; }, { now: Date.now, pid: 1, waitMs: 200 });
    const waited = Date.now() - started;
    expect(ran).toBe(false);
    expect(waited).toBeGreaterThanOrEqual(190);
    expect(waited).toBeLessThan(20_000);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toContain(`process ${process.pid} since ${new Date(createdAt).toISOString()}`);
      expect(result.message).toContain(`delete ${join(dir, 'lock')}`);
    }
    expect(JSON.parse(readFileSync(join(dir, 'lock'), 'utf8'))).toEqual({ pid: process.pid, createdAt });
  });

  it('does not hang with a frozen clock', () => {
    const dir = tempDir();
    writeLock(dir, { pid: process.pid, createdAt: 1000 });
    const result = withLock(dir, () => 1, { now: () => 1000, pid: 1, waitMs: 100 });
    expect(result.ok).toBe(false);
  });

  it('breaks a lock older than staleMs and reports it', () => {
    const dir = tempDir();
    writeLock(dir, { pid: process.pid, createdAt: Date.now() - 60_000 });
    const result = withLock(dir, () => 'done', { now: Date.now, pid: process.pid });
    expect(result).toEqual({ ok: true, value: 'done', brokeStaleLock: true });
    expect(existsSync(join(dir, 'lock'))).toBe(false);
  });

  it('breaks a lock whose pid is dead', () => {
    const dir = tempDir();
    writeLock(dir, { pid: DEAD_PID, createdAt: Date.now() });
    const result = withLock(dir, () => 'done', { now: Date.now, pid: process.pid });
    expect(result).toEqual({ ok: true, value: 'done', brokeStaleLock: true });
  });

  it('uses the injected isAlive and staleMs', () => {
    const dir = tempDir();
    writeLock(dir, { pid: 42, createdAt: 1_000 });
    const fresh = withLock(dir, () => 1, { now: () => 1_500, pid: 1, waitMs: 0, staleMs: 1_000, isAlive: () => true });
    expect(fresh.ok).toBe(false);
    const stale = withLock(dir, () => 1, { now: () => 1_500, pid: 1, waitMs: 0, staleMs: 1_000, isAlive: () => false });
    expect(stale).toEqual({ ok: true, value: 1, brokeStaleLock: true });
  });

  it('serializes 4 processes appending 50 events each: exactly 200 valid lines', () => {
    const dir = tempDir();
    const bundle = join(dir, 'run-store.mjs');
    buildSync({
      entryPoints: [resolve(import.meta.dirname, '../../lib/io/run-store/index.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: bundle,
      logLevel: 'silent',
    });
    const runDir = join(dir, 'run');
    const child = join(dir, 'child.mjs');
    writeFileSync(
      child,
      `import { appendEvent, readEvents, withLock } from ${JSON.stringify(bundle)};
const [runDir, id] = process.argv.slice(2);
for (let i = 0; i < 50; i += 1) {
  const r = withLock(runDir, () => {
    const n = readEvents(runDir).events.length; // read-modify-append: races show up as wrong seq numbers
    const a = appendEvent(runDir, { child: id, i, seq: n });
    if (!a.ok) throw new Error(a.message);
  }, { now: Date.now, pid: process.pid, waitMs: 20000 });
  if (!r.ok) { console.error(r.message); process.exit(1); }
}
`,
    );
    const script = `
const { spawn } = require('node:child_process');
const kids = [0, 1, 2, 3].map((id) => spawn(process.execPath, [${JSON.stringify(child)}, ${JSON.stringify(runDir)}, String(id)], { stdio: 'inherit' }));
let failed = 0, left = kids.length;
for (const k of kids) k.on('exit', (code) => { if (code !== 0) failed += 1; if (--left === 0) process.exit(failed); });
`;
    mkdirSync(runDir);
    const run = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const text = readFileSync(join(runDir, 'events.jsonl'), 'utf8');
    expect(text.endsWith('\n')).toBe(true);
    const read = readEvents<{ child: string; i: number; seq: number }>(runDir);
    expect(read.diagnostics).toEqual([]);
    expect(read.events).toHaveLength(200);
    expect(read.events.map((e) => e.seq)).toEqual([...Array(200).keys()]);
    for (const id of ['0', '1', '2', '3']) {
      expect(read.events.filter((e) => e.child === id).map((e) => e.i)).toEqual([...Array(50).keys()]);
    }
    expect(existsSync(join(runDir, 'lock'))).toBe(false);
  });
});
