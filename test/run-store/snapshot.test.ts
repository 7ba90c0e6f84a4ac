import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSnapshot, writeSnapshot } from '../../lib/io/run-store/index.js';
import { useTempDirs } from './temp-dir.js';

const tempDir = useTempDirs();
interface State { schemaVersion: number; runId: string }

/** A validator that counts how often it is loaded (the real ones are big and loaded lazily). */
function countingValidator() {
  const counter = { loads: 0 };
  const load = async () => {
    counter.loads += 1;
    return (value: unknown): string[] => {
      const v = value as State & { snapshotDigest?: unknown };
      const problems: string[] = [];
      if (v.schemaVersion !== 1) problems.push('schemaVersion must be 1');
      if (v.snapshotDigest !== undefined && typeof v.snapshotDigest !== 'string') problems.push('snapshotDigest must be a string');
      return problems;
    };
  };
  return { counter, load };
}

// The checksum of 'c1\n{\n  "schemaVersion": 1,\n  "runId": "r1"' (the contract id, then the file's
// text before the digest line), from the Python reference of test/text/checksum.test.ts.
const DIGEST_C1_R1 = 'h64:f243586338365b19';

describe('writeSnapshot / readSnapshot', () => {
  it('writes pretty JSON with the digest of the contract and the body as the last field', () => {
    const dir = tempDir();
    expect(writeSnapshot(dir, { schemaVersion: 1, runId: 'r1' }, 'c1')).toEqual({ ok: true });
    expect(readFileSync(join(dir, 'state.json'), 'utf8')).toBe(
      `{\n  "schemaVersion": 1,\n  "runId": "r1",\n  "snapshotDigest": "${DIGEST_C1_R1}"\n}\n`,
    );
  });

  it('a snapshot its digest vouches for is returned without loading the validator', async () => {
    const dir = tempDir();
    writeSnapshot(dir, { schemaVersion: 1, runId: 'r1' }, 'c1');
    const { counter, load } = countingValidator();
    expect(await readSnapshot<State>(dir, 'c1', load)).toEqual({ snapshot: { schemaVersion: 1, runId: 'r1' }, problem: null, vouched: true });
    expect(counter.loads).toBe(0);
  });

  it('parses the bytes the seal matched, not the file as it is now (a file swapped after the check is never read)', async () => {
    const dir = tempDir();
    writeSnapshot(dir, { schemaVersion: 1, runId: 'r1' }, 'c1');
    const sealed = readFileSync(join(dir, 'state.json'));
    writeSnapshot(dir, { schemaVersion: 1, runId: 'swapped' }, 'c1');
    const { counter, load } = countingValidator();
    expect(await readSnapshot<State>(dir, 'c1', load, sealed)).toEqual({ snapshot: { schemaVersion: 1, runId: 'r1' }, problem: null, vouched: true });
    expect(counter.loads).toBe(0);
  });

  it('vouches for a snapshot holding non-ASCII text (the digest covers its UTF-8 bytes)', async () => {
    const dir = tempDir();
    writeSnapshot(dir, { schemaVersion: 1, runId: 'Café 🙂 — ü' }, 'c1');
    const { counter, load } = countingValidator();
    expect((await readSnapshot<State>(dir, 'c1', load)).vouched).toBe(true);
    expect(counter.loads).toBe(0);
  });

  it('rewriting a loaded state replaces its old digest', async () => {
    const dir = tempDir();
    writeSnapshot(dir, { schemaVersion: 1, runId: 'r2', snapshotDigest: 'h64:0000000000000000' }, 'c1');
    writeSnapshot(dir, { schemaVersion: 1, runId: 'r1', snapshotDigest: 'h64:0000000000000000' }, 'c1');
    expect(JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8')).snapshotDigest).toBe(DIGEST_C1_R1);
  });

  it('a hand-edited snapshot is validated, and returned when valid', async () => {
    const dir = tempDir();
    writeSnapshot(dir, { schemaVersion: 1, runId: 'r1' }, 'c1');
    const path = join(dir, 'state.json');
    writeFileSync(path, readFileSync(path, 'utf8').replace('"r1"', '"r9"'));
    const { counter, load } = countingValidator();
    expect(await readSnapshot<State>(dir, 'c1', load)).toEqual({ snapshot: { schemaVersion: 1, runId: 'r9' }, problem: null, vouched: false });
    expect(counter.loads).toBe(1);
  });

  it('a snapshot written under another contract (schema) is validated', async () => {
    const dir = tempDir();
    writeSnapshot(dir, { schemaVersion: 1, runId: 'r1' }, 'c0');
    const { counter, load } = countingValidator();
    expect((await readSnapshot<State>(dir, 'c1', load)).vouched).toBe(false);
    expect(counter.loads).toBe(1);
  });

  it('a snapshot without a digest (an older version) is validated', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'state.json'), '{"schemaVersion": 1, "runId": "r1"}');
    const { counter, load } = countingValidator();
    expect(await readSnapshot<State>(dir, 'c1', load)).toEqual({ snapshot: { schemaVersion: 1, runId: 'r1' }, problem: null, vouched: false });
    expect(counter.loads).toBe(1);
  });

  it('a missing file is a problem, not a throw', async () => {
    const dir = tempDir();
    expect(await readSnapshot<State>(dir, 'c1', countingValidator().load)).toEqual({
      snapshot: null,
      problem: `${join(dir, 'state.json')} is missing.`,
      vouched: false,
    });
  });

  it('invalid JSON is a problem', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'state.json'), '{"schemaVersion": 1,');
    const read = await readSnapshot<State>(dir, 'c1', countingValidator().load);
    expect(read.snapshot).toBeNull();
    expect(read.problem).toMatch(/state\.json is not valid JSON/);
  });

  it('a validation failure is a problem naming the errors', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'state.json'), '{"schemaVersion": 2, "runId": "r1", "snapshotDigest": "h64:0123456789abcdef"}');
    const read = await readSnapshot<State>(dir, 'c1', countingValidator().load);
    expect(read.snapshot).toBeNull();
    expect(read.problem).toContain('does not match the run-state schema: schemaVersion must be 1');
  });

  it('a JSON value that is not an object is a problem', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'state.json'), '[1, 2]');
    const read = await readSnapshot<State>(dir, 'c1', countingValidator().load);
    expect(read.snapshot).toBeNull();
    expect(read.problem).toContain('does not match the run-state schema');
  });
});
