import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSnapshot, writeSnapshot } from '../../lib/io/run-store/index.js';
import { useTempDirs } from './temp-dir.js';

const tempDir = useTempDirs();
interface State { schemaVersion: number; runId: string }
const validate = (value: unknown): string[] =>
  typeof value === 'object' && value !== null && (value as State).schemaVersion === 1 ? [] : ['schemaVersion must be 1'];

describe('writeSnapshot / readSnapshot', () => {
  it('round-trips pretty JSON', () => {
    const dir = tempDir();
    expect(writeSnapshot(dir, { schemaVersion: 1, runId: 'r1' })).toEqual({ ok: true });
    expect(readFileSync(join(dir, 'state.json'), 'utf8')).toBe('{\n  "schemaVersion": 1,\n  "runId": "r1"\n}\n');
    expect(readSnapshot<State>(dir, validate)).toEqual({ snapshot: { schemaVersion: 1, runId: 'r1' }, problem: null });
  });

  it('a missing file is a problem, not a throw', () => {
    const dir = tempDir();
    expect(readSnapshot<State>(dir, validate)).toEqual({ snapshot: null, problem: `${join(dir, 'state.json')} is missing.` });
  });

  it('invalid JSON is a problem', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'state.json'), '{"schemaVersion": 1,');
    const read = readSnapshot<State>(dir, validate);
    expect(read.snapshot).toBeNull();
    expect(read.problem).toMatch(/state\.json is not valid JSON/);
  });

  it('a validation failure is a problem naming the errors', () => {
    const dir = tempDir();
    writeSnapshot(dir, { schemaVersion: 2, runId: 'r1' });
    const read = readSnapshot<State>(dir, validate);
    expect(read.snapshot).toBeNull();
    expect(read.problem).toContain('does not match the run-state schema: schemaVersion must be 1');
  });
});
