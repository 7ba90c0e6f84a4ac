import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRunIndex, recordRun, type RunIndexEntry } from '../../lib/io/run-store/index.js';
import { useTempDirs } from './temp-dir.js';

const tempDir = useTempDirs();
const opts = { now: () => 1_700_000_000_000, pid: process.pid };
const entry = (runId: string, cwd = '/p'): RunIndexEntry => ({ runId, cwd, prdPath: 'docs/a.prd.md', createdAt: '2026-11-30T04:00:00.000Z' });

describe('run index', () => {
  it('is empty when missing', () => {
    expect(readRunIndex(join(tempDir(), 'home'))).toEqual({ entries: [], problem: null });
  });

  it('records newest last and deduplicates by run id', () => {
    const home = join(tempDir(), 'nested', 'home');
    expect(recordRun(home, entry('a'), opts)).toMatchObject({ ok: true, movedAside: null, brokeStaleLock: false });
    recordRun(home, entry('b'), opts);
    const again = recordRun(home, entry('a', '/q'), opts);
    expect(again).toMatchObject({ ok: true, entries: [entry('b'), entry('a', '/q')] });
    expect(readRunIndex(home)).toEqual({ entries: [entry('b'), entry('a', '/q')], problem: null });
    expect(readdirSync(home).sort()).toEqual(['index.json']);
  });

  it('moves a damaged index aside and starts fresh', () => {
    const home = tempDir();
    writeFileSync(join(home, 'index.json'), '{"runs": [oops');
    expect(readRunIndex(home).problem).toContain('is damaged (not valid JSON');
    const result = recordRun(home, entry('a'), opts);
    const aside = join(home, `index.json.damaged-${opts.now()}`);
    expect(result).toEqual({ ok: true, entries: [entry('a')], movedAside: aside, brokeStaleLock: false });
    expect(readFileSync(aside, 'utf8')).toBe('{"runs": [oops');
    expect(readRunIndex(home)).toEqual({ entries: [entry('a')], problem: null });
  });

  it('treats a wrong shape as damaged', () => {
    const home = tempDir();
    writeFileSync(join(home, 'index.json'), JSON.stringify({ runs: [{ runId: 1 }] }));
    expect(readRunIndex(home).problem).toContain('runs[0] needs string runId');
  });

  it('fails with a message when the home lock is held', () => {
    const home = tempDir();
    writeFileSync(join(home, 'lock'), JSON.stringify({ pid: process.pid, createdAt: opts.now() }));
    const result = recordRun(home, entry('a'), { ...opts, waitMs: 50 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(`held by process ${process.pid}`);
  });
});
