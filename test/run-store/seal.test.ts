// The run seal (lib/io/run-store/seal.ts): every change OpenForge did not make is tampering; the
// windows a killed command leaves (pending mark written, log appended, snapshot not yet) are not.

import { mkdtempSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sealedSave, sealNewRun, sealPath, verifyRun, type RunSeal } from '../../lib/io/run-store/seal.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const E1 = '{"seq":1,"type":"run-started"}\n';
const E2 = '{"seq":2,"type":"phase-started"}\n';

function fresh(): { home: string; run: string } {
  const base = mkdtempSync(join(tmpdir(), 'openforge-seal-'));
  dirs.push(base);
  const home = join(base, 'home');
  const run = join(base, 'project', '.openforge', 'runs', 'r1');
  mkdirSync(run, { recursive: true });
  writeFileSync(join(run, 'events.jsonl'), E1);
  writeFileSync(join(run, 'state.json'), 'S1');
  writeFileSync(join(run, 'prd.md'), '# PRD\n');
  expect(sealNewRun(home, run, Buffer.from(E1), Buffer.from('S1'), Buffer.from('# PRD\n'))).toBeNull();
  return { home, run };
}

const sealOf = (home: string, run: string): RunSeal => {
  const v = verifyRun(home, run);
  if (!v.ok || v.seal === null) throw new Error(JSON.stringify(v));
  return v.seal;
};
const save = (home: string, run: string, lines: string, state: string): void => {
  const r = sealedSave(sealOf(home, run), run, lines, () => {
    writeFileSync(join(run, 'state.json'), state);
    return { ok: true };
  }, Buffer.from(state));
  expect(r.ok).toBe(true);
};
const verdict = (home: string, run: string): string => {
  const v = verifyRun(home, run);
  return v.ok ? (v.seal?.staleState ? 'stale' : 'ok') : v.tampered === null ? `error: ${v.message}` : `tampered ${v.tampered.file.split('/').at(-1)}`;
};

describe('the run seal', () => {
  it('an untouched run and one saved under the seal verify; the key file is private', () => {
    const { home, run } = fresh();
    expect(verdict(home, run)).toBe('ok');
    save(home, run, E2, 'S2');
    expect(verdict(home, run)).toBe('ok');
    expect(readFileSync(join(run, 'events.jsonl'), 'utf8')).toBe(E1 + E2);
    expect(statSync(join(home, 'run-key')).mode & 0o777).toBe(0o600);
  });

  it('each change by someone else is tampering, naming the file', () => {
    const cases: Array<[string, (run: string) => void]> = [
      ['events.jsonl', (run) => writeFileSync(join(run, 'events.jsonl'), E1.replace('run-started', 'run-startex'))],
      ['events.jsonl', (run) => writeFileSync(join(run, 'events.jsonl'), E1 + E2)],
      ['events.jsonl', (run) => writeFileSync(join(run, 'events.jsonl'), '')],
      ['events.jsonl', (run) => rmSync(join(run, 'events.jsonl'))],
      ['state.json', (run) => writeFileSync(join(run, 'state.json'), 'S1 ')],
      ['state.json', (run) => rmSync(join(run, 'state.json'))],
      ['prd.md', (run) => writeFileSync(join(run, 'prd.md'), '# PRD!\n')],
    ];
    for (const [file, tamper] of cases) {
      const { home, run } = fresh();
      tamper(run);
      expect(verdict(home, run)).toBe(`tampered ${file}`);
    }
  });

  it('a killed save is never tampering: pending written only; log appended only; both but not committed', () => {
    const { home, run } = fresh();
    const before = readFileSync(sealPath(home, 'r1'), 'utf8');
    save(home, run, E2, 'S2');
    const committedB = JSON.parse(readFileSync(sealPath(home, 'r1'), 'utf8'));
    const A = JSON.parse(before).committed;
    const killed = { ...committedB, committed: A, pending: committedB.committed };
    writeFileSync(sealPath(home, 'r1'), JSON.stringify(killed));
    // Killed after the append and the snapshot, before the commit.
    expect(verdict(home, run)).toBe('ok');
    // Killed after the append, before the snapshot.
    writeFileSync(join(run, 'state.json'), 'S1');
    expect(verdict(home, run)).toBe('stale');
    // Killed after the pending mark, before the append.
    writeFileSync(join(run, 'events.jsonl'), E1);
    expect(verdict(home, run)).toBe('ok');
    // And the next save goes on from there.
    save(home, run, E2, 'S2');
    expect(verdict(home, run)).toBe('ok');
  });

  it('a torn line past the sealed end (a write cut short) is no tampering; the next save cuts it off', () => {
    const { home, run } = fresh();
    writeFileSync(join(run, 'events.jsonl'), `${E1}{"seq":2,"ty`);
    expect(verdict(home, run)).toBe('ok');
    save(home, run, E2, 'S2');
    expect(readFileSync(join(run, 'events.jsonl'), 'utf8')).toBe(E1 + E2);
    expect(verdict(home, run)).toBe('ok');
  });

  it('a run without a seal (an older version) is not checked', () => {
    const { home, run } = fresh();
    rmSync(sealPath(home, 'r1'));
    const v = verifyRun(home, run);
    expect(v).toEqual({ ok: true, seal: null });
  });
});
