// A smoke test of the run benchmark (bench/run.mjs): its agent-economy run drives the BUILT CLI
// through a whole 6-phase PRD as SKILL.md says, so a change that breaks the bench's host agent
// (or the protocol it follows) fails here, not silently at the next `npm run bench`. The byte
// budgets are issue 15's targets; bytes are deterministic (no timing is asserted).

import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

interface EconomyDoc {
  completed: boolean;
  skillBytes: number;
  stdoutBytes: number;
  totalBytes: number;
  counts: Record<string, number>;
  gateRuns: number;
  spawnArgsMax: number;
  commands: { argv: string[]; code: number; bytes: number }[];
}

describe('bench/run.mjs --economy', () => {
  it('completes the 6-phase run (test gates, the baseline on) and keeps what the agent reads and writes within budget', () => {
    // A short TMPDIR: the run's paths are part of what the agent reads.
    const r = spawnSync(process.execPath, [resolve(root, 'bench/run.mjs'), '--economy'], {
      cwd: root,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: '/tmp' },
      timeout: 180_000,
    });
    expect(r.status, r.stderr.slice(-2000)).toBe(0);
    const doc = JSON.parse(r.stdout) as EconomyDoc;
    expect(doc.completed).toBe(true);
    // The agent reports its spawns with its next `next` (SKILL.md): no `spawned` call.
    expect(doc.counts).toEqual({ run: 1, decide: 1, next: 12 });
    // The 6-phase run's gates are one test gate (`sh test.sh`), run by 3 phases: one baseline run
    // before the first spawn, 3 phase runs, 1 final verification.
    expect(doc.gateRuns).toBe(5);
    expect(doc.commands.every((c) => c.code === 0)).toBe(true);
    expect(doc.totalBytes).toBe(doc.skillBytes + doc.stdoutBytes);
    expect(doc.spawnArgsMax).toBeLessThanOrEqual(1024);
    expect(doc.totalBytes).toBeLessThanOrEqual(16 * 1024);
  }, 200_000);
});
