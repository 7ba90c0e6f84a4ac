// Host-agent simulation of a phase with a `Workdir:` (issue 27 item 3), through the real CLI: a
// monorepo-style project whose package lives in pkg/. The phase's gates, its test baseline and
// the final verification run in pkg/ (the exec workdir, the log's recorded `pwd -P`); a log
// written from the project root is refused as gate-wrong-dir for that phase.

import { readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { EscalateAction, GateAction, World } from './host-agent.js';
import { countEvents } from './host-agent.js';
import { CHECK_SH, disposeWorlds, expectCompleted, newWorld, prd, simulate } from './setup.js';

afterEach(disposeWorlds);

const PKG_TEST = "const test = require('node:test');\nconst assert = require('node:assert');\ntest('pkg adds', () => assert.equal(1 + 1, 2));\n";

/** The project root keeps its own check.sh (it fails: no done.txt there); the package has its own and a test. */
function monorepo(): World {
  const world = newWorld();
  world.write('pkg/check.sh', CHECK_SH);
  world.write('pkg/test/add.test.js', PKG_TEST);
  return world;
}

const PHASE =
  '### Phase: implement\n**Workdir:** `pkg`\n**Files:** `pkg/**`\n**Tasks:**\n- Write `yes` into `pkg/done.txt`\n\n**Gate:** `sh check.sh`, then `node --test`';

const writesPkgDone = () => ({
  files: { 'pkg/done.txt': 'yes' },
  result: { kind: 'envelope' as const, summary: 'wrote pkg/done.txt', filesModified: ['pkg/done.txt'] },
});

describe('a phase with Workdir: pkg (issue 27 item 3)', () => {
  it('plan shows the folder; the gates, the baseline and the final verification run in pkg/ and pass there; the task says where', () => {
    const world = monorepo();
    world.write('feature.prd.md', prd([PHASE]));
    const plan = world.cli(['plan', 'feature.prd.md']);
    expect(plan.code).toBe(0);
    expect(plan.stdout).toMatch(/ {2}implement +impl +model: .* gate: confirm `sh check\.sh`, then ok `node --test` \(in pkg\)\n/);
    expect(plan.stdout).toContain('  implement: sh check.sh (in pkg)\n');
    expect(plan.stdout).toContain('  implement: node --test (in pkg)\n');
    const json = world.cli(['plan', 'feature.prd.md', '--json']).json as { phases: { name: string; workdir?: string }[] };
    expect(json.phases.map((p) => [p.name, p.workdir])).toEqual([['implement', 'pkg']]);

    const { t } = simulate(prd([PHASE]), { child: writesPkgDone }, world);
    const pkg = join(world.project, 'pkg');
    expect(t.execs.map((e) => [e.actionId, e.workdir, e.code])).toEqual([
      ['baseline.g1', pkg, 0],
      ['1-implement.g1', pkg, 0],
      ['1-implement.g2', pkg, 0],
      ['final.g1', pkg, 0],
      ['final.g2', pkg, 0],
    ]);
    // The log records the real folder the shell was in: the package, not the project.
    const gate = t.actions.map((a) => a.action).find((a): a is GateAction => a.kind === 'gate' && a.id === '1-implement.g1');
    expect(readFileSync(gate?.logFile ?? '', 'utf8')).toMatch(new RegExp(`^openforge-cwd=${realpathSync(pkg)}\\nopenforge-start=\\d{10}\\ncheck ok\\n`));
    expect(t.spawns[0]?.taskText).toContain(`After you finish, the shell runs these commands in \`${pkg}\` (the phase's \`Workdir:\`, not the project folder), in order; each must exit 0:`);
    expect(countEvents(t.runDir as string, 'phase-passed')).toBe(1);
    expectCompleted(world, t);
  });

  it("the agent runs the phase's gate from the project root: gate-wrong-dir for that phase, no pass counted", () => {
    const world = monorepo();
    const { t } = simulate(prd([PHASE]), { child: writesPkgDone, execWorkdir: (a) => (a.id.startsWith('1-implement.') ? world.project : undefined) }, world);
    const pkg = join(world.project, 'pkg');
    expect(t.execs.map((e) => [e.actionId, e.workdir])).toEqual([['baseline.g1', pkg], ['1-implement.g1', world.project]]);
    const escalation = t.final as EscalateAction;
    expect([escalation.reason, escalation.phase]).toEqual(['gate-wrong-dir', 'implement']);
    expect(escalation.message).toContain(`ran in ${realpathSync(world.project)}, not in its workdir ${pkg}`);
    expect(countEvents(t.runDir as string, 'gate-finished', (e) => e.actionId === '1-implement.g1')).toBe(0);
    expect(countEvents(t.runDir as string, 'phase-passed')).toBe(0);
  });
});
