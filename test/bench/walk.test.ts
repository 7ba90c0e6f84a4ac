// bench/walk.mjs counts the source files a `next` call runs, from the command's run to its exit.
// This keeps the measurement honest as the code moves: it must still drive the run, reset its
// counters after loading, and find the files each walk really crosses (and not the ones only
// loading runs). And it keeps the walks from growing unnoticed, as size-budget.test.ts keeps the
// bytes: the budgets are the counts when they were set (73 and 139 files, docs/benchmarks.md) plus
// about 10 %; lower them as the walks shrink, never raise them without a reason in
// docs/decisions.md.

import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** The most source files each walk may cross. */
const BUDGET = { next: 80, gateVerdict: 150 };

interface Walk {
  count: number;
  files: string[];
  folders: Record<string, number>;
}

describe('bench/walk.mjs', () => {
  it("walks a waiting `next` and the `next` that judges a gate's log, counting only what their run calls", () => {
    const r = spawnSync(process.execPath, [resolve(root, 'bench/walk.mjs'), '--json'], {
      cwd: root,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
      timeout: 120_000,
    });
    expect(r.status, r.stderr.slice(-2000)).toBe(0);
    const doc = JSON.parse(r.stdout) as { schemaVersion: number; next: Walk; gateVerdict: Walk };
    expect(doc.schemaVersion).toBe(1);
    for (const walk of [doc.next, doc.gateVerdict]) {
      expect(walk.count).toBe(walk.files.length);
      expect(walk.files).toContain('scripts/commands/next.ts');
      expect(walk.files).toContain('lib/run/engine/step.ts');
      // Its tables are built by functions while it loads; neither call vets a gate command.
      expect(walk.files).not.toContain('lib/gate/profiles.ts');
    }
    // Only the call that reads a gate's log reads it and judges its tests.
    expect(doc.next.files).not.toContain('lib/gate/test-verdict.ts');
    expect(doc.gateVerdict.files).toContain('lib/gate/test-verdict.ts');
    expect(doc.gateVerdict.count).toBeGreaterThan(doc.next.count);
    expect(doc.next.count).toBeLessThanOrEqual(BUDGET.next);
    expect(doc.gateVerdict.count).toBeLessThanOrEqual(BUDGET.gateVerdict);
  });
});
