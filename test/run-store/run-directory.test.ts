import { readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRunDirectory, runDirectory } from '../../lib/io/run-store/index.js';
import { useTempDirs } from './temp-dir.js';

const tempDir = useTempDirs();

describe('runDirectory', () => {
  it('places runs under .openforge/runs', () => {
    expect(runDirectory('/p', '2026-11-30T04-11-auth.1')).toEqual({ ok: true, path: '/p/.openforge/runs/2026-11-30T04-11-auth.1' });
  });

  it.each(['', '..', 'a..b', '../x', 'a/b', '.hidden', '-x', 'a b', 'a\\b', 'x'.repeat(82), 'é'])('refuses %j', (id) => {
    const result = runDirectory('/p', id);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain('is not filesystem-safe');
  });

  it('accepts the longest allowed id', () => {
    expect(runDirectory('/p', 'x'.repeat(81)).ok).toBe(true);
  });
});

describe('createRunDirectory', () => {
  it('creates the layout and writes .openforge/.gitignore once', () => {
    const cwd = tempDir();
    const first = createRunDirectory(cwd, 'run-1');
    expect(first).toEqual({ ok: true, path: join(cwd, '.openforge/runs/run-1'), gitignoreWritten: true });
    for (const sub of ['results', 'gates', 'baseline', 'notes']) expect(statSync(join(cwd, '.openforge/runs/run-1', sub)).isDirectory()).toBe(true);
    expect(readFileSync(join(cwd, '.openforge/.gitignore'), 'utf8')).toBe('*\n');
    writeFileSync(join(cwd, '.openforge/.gitignore'), '*\n# mine\n');
    expect(createRunDirectory(cwd, 'run-2')).toMatchObject({ ok: true, gitignoreWritten: false });
    expect(readFileSync(join(cwd, '.openforge/.gitignore'), 'utf8')).toBe('*\n# mine\n');
  });

  it('refuses an unsafe id without touching the disk', () => {
    const cwd = tempDir();
    expect(createRunDirectory(cwd, '../escape').ok).toBe(false);
  });

  it('reports a file in the way as a message', () => {
    const cwd = tempDir();
    mkdirSync(join(cwd, '.openforge'));
    writeFileSync(join(cwd, '.openforge/runs'), 'not a dir');
    const result = createRunDirectory(cwd, 'run-1');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/cannot create the directory \((ENOTDIR|EEXIST)\)/);
  });
});
