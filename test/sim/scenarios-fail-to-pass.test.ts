// FAIL_TO_PASS through the bundled CLI (docs/design.md#fail-to-pass): after the final
// verification, each phase's new tests run once more in a scratch copy of the tree with the
// phase's changed source files as they were before it. A new test that fails there tests the
// phase's work (quiet, and counted in the completion); a test that passes there too does not
// (a `tests-pass-on-old-code` warning naming it). The copy is gone afterwards and the project is
// exactly what the phase wrote. node's runner, vitest and pytest, each with its honest twin.

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { OldCodeGateRecord, RunState } from '../../lib/schema/run.js';
import { runHonest, warningCodes, type HonestScenario } from './honest/harness.js';
import { MUL_CASES, c, kit, missingTool, type Runner } from './honest/projects.js';
import { disposeWorlds } from './setup.js';

afterEach(disposeWorlds);

/** Folders the gates themselves write (caches, links to dependencies), left out of the comparison. */
const NOT_PROJECT = new Set(['node_modules', '__pycache__', '.pytest_cache', '.openforge', '.git', 'check.sh', 'feature.prd.md']);

function treeHashes(root: string, dir = root, out: Record<string, string> = {}): Record<string, string> {
  for (const d of readdirSync(dir, { withFileTypes: true })) {
    if (NOT_PROJECT.has(d.name)) continue;
    const path = join(dir, d.name);
    if (d.isDirectory()) treeHashes(root, path, out);
    else out[relative(root, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return out;
}

const hashes = (files: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(files).map(([k, v]) => [k, createHash('sha256').update(v).digest('hex')]));

/** mul in the module and a new test file: `vacuous`, its one test checks `add` (true of the old code too). */
function scenario(runner: Runner, vacuous: boolean): HonestScenario {
  const k = kit(runner);
  const cases = vacuous ? [c('add', 4, 4, 8, 'sums fours')] : MUL_CASES;
  return {
    family: 'fail-to-pass',
    runner,
    variant: vacuous ? 'a new test true of the old code' : 'new tests of the new function',
    objective: 'Add multiplication to the calculator.',
    seed: k.seed(),
    phases: [
      {
        name: 'implement',
        tasks: [`Add \`mul(a, b)\` to \`${k.src('math')}\``, `Test it in a new test file \`${k.testPath('mul')}\``],
        files: k.files,
        gates: [k.gate],
        writes: { [k.src('math')]: k.module('math', ['add', 'sub', 'mul']), [k.testPath('mul')]: k.tests('math', cases) },
      },
    ],
  };
}

const RUNNERS: Runner[] = ['node', 'vitest', 'pytest'];

describe.each(RUNNERS)('FAIL_TO_PASS with %s', { timeout: 240_000 }, (runner) => {
  const missing = missingTool(runner);

  it.skipIf(missing !== null)('new tests of the new code fail on the old code: quiet, counted; the copy is gone and the project untouched', () => {
    const s = scenario(runner, false);
    const r = runHonest(s);
    expect(r.t.stoppedBy).toBe('complete');
    const state = r.state as RunState;
    const runs = state.oldCode?.gates ?? [];
    expect(runs).toHaveLength(1);
    const run = runs[0] as OldCodeGateRecord;
    expect(run.phase).toBe('implement');
    expect(run.reverted).toEqual([kit(runner).src('math')]);
    expect(run.tests).toHaveLength(2);
    // On the old code neither new test passed (mul did not exist).
    const passedThere = (run.report?.tests ?? []).filter((t) => t.status === 'passed').map((t) => t.name);
    expect(run.tests.filter((t) => passedThere.includes(t))).toEqual([]);
    expect(warningCodes(r.warnings)).not.toContain('tests-pass-on-old-code');
    expect(r.warnings).toEqual([]);
    // Nothing on the way either: the copy's gate log is an honest write to the run files.
    expect(r.relayed).toEqual([]);
    expect(r.message).toContain('(2 fail on the code before their phase)');
    expect(existsSync(run.scratch)).toBe(false);
    expect(treeHashes(r.world.project)).toEqual(hashes({ ...s.seed, ...(s.phases[0]?.writes ?? {}) }));
  });

  it.skipIf(missing !== null)('a new test that passes on the old code is named in a warning; the run still completes', () => {
    const s = scenario(runner, true);
    const r = runHonest(s);
    expect(r.t.stoppedBy).toBe('complete');
    const run = (r.state as RunState).oldCode?.gates[0] as OldCodeGateRecord;
    expect(run.tests).toHaveLength(1);
    const warned = r.warnings.filter((w) => w.includes('tests-pass-on-old-code'));
    expect(warned).toHaveLength(1);
    expect(warned[0]).toContain(run.tests[0]);
    expect(existsSync(run.scratch)).toBe(false);
    expect(treeHashes(r.world.project)).toEqual(hashes({ ...s.seed, ...(s.phases[0]?.writes ?? {}) }));
  });
});
