import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFileAtomic } from '../../lib/io/run-store/index.js';
import { useTempDirs } from './temp-dir.js';

const tempDir = useTempDirs();

describe('writeFileAtomic', () => {
  it('replaces the content and leaves no temp files', () => {
    const dir = tempDir();
    const path = join(dir, 'state.json');
    writeFileSync(path, 'old');
    expect(writeFileAtomic(path, 'new content')).toEqual({ ok: true });
    expect(readFileSync(path, 'utf8')).toBe('new content');
    expect(writeFileAtomic(path, new Uint8Array([104, 105]))).toEqual({ ok: true });
    expect(readFileSync(path, 'utf8')).toBe('hi');
    expect(readdirSync(dir)).toEqual(['state.json']);
  });

  it('reports a missing directory as a message', () => {
    const path = join(tempDir(), 'nope', 'state.json');
    const result = writeFileAtomic(path, 'x');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/nope\/state\.json: cannot write \(ENOENT\)/);
  });

  it('cleans up the temp file when the rename fails', () => {
    const dir = tempDir();
    const target = join(dir, 'target');
    mkdirSync(join(target, 'child'), { recursive: true }); // a non-empty directory cannot be renamed over
    const result = writeFileAtomic(target, 'x');
    expect(result.ok).toBe(false);
    expect(readdirSync(dir)).toEqual(['target']);
  });
});
