// A spawn's task file: a regular file already there is kept for a re-offered spawn, but a
// planted link is replaced, never kept for the child to read through, and its target is untouched.
import { lstatSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeTaskFile } from '../../lib/io/run-session.js';
import { useTempDirs } from './temp-dir.js';

const tempDir = useTempDirs();

describe('writeTaskFile', () => {
  it('keeps a task file already written when not replacing, and creates tasks/', () => {
    const path = join(tempDir(), '.openforge', 'runs', 'r1', 'tasks', '1-a.s1.md');
    expect(writeTaskFile(path, 'first', false)).toEqual({ ok: true });
    expect(writeTaskFile(path, 'second', false)).toEqual({ ok: true });
    expect(readFileSync(path, 'utf8')).toBe('first');
    expect(writeTaskFile(path, 'third', true)).toEqual({ ok: true });
    expect(readFileSync(path, 'utf8')).toBe('third');
  });

  it('replaces a planted link instead of keeping it, and leaves its target alone', () => {
    const dir = tempDir();
    const canary = join(dir, 'canary.txt');
    writeFileSync(canary, 'outside');
    const tasks = join(dir, '.openforge', 'runs', 'r1', 'tasks');
    mkdirSync(tasks, { recursive: true });
    const path = join(tasks, '1-a.s1.md');
    symlinkSync(canary, path);
    expect(writeTaskFile(path, 'the task', false)).toEqual({ ok: true });
    expect(lstatSync(path).isSymbolicLink()).toBe(false);
    expect(readFileSync(path, 'utf8')).toBe('the task');
    expect(readFileSync(canary, 'utf8')).toBe('outside');
  });
});
