// Host-agent simulation of "Resolve, then pin" through the real CLI: a gate that names a path
// (`npm --prefix web`, a reporter destination) or runs in a `Workdir:` must not be sent outside
// the project by a link a child planted before the gate was issued or swapped in after the
// check. Canaries live outside the project (in the world's HOME); every bend has an honest twin
// that completes. Without the pins each bend runs the gate outside (the canary is written, or
// ~/.bashrc overwritten): set OPENFORGE_SIM_CLI to an older build to see it.

import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { EscalateAction, GateAction, World } from './host-agent.js';
import { countEvents } from './host-agent.js';
import { disposeWorlds, expectCompleted, newWorld, prd, simulate } from './setup.js';

afterEach(disposeWorlds);

const NODE_TEST = "const test = require('node:test');\nconst assert = require('node:assert');\ntest('adds', () => assert.equal(1 + 1, 2));\n";
const PACKAGE = JSON.stringify({ name: 'web', private: true, scripts: { test: 'node --test' } });
const BASHRC = "# the user's own file\nalias ll='ls -l'\n";

/** A folder outside the project whose "tests" pass and leave a canary in HOME. */
function outsidePackage(world: World): string {
  const away = join(world.base, 'outside');
  mkdirSync(away, { recursive: true });
  writeFileSync(join(away, 'package.json'), JSON.stringify({ name: 'away', private: true, scripts: { test: 'echo ran outside > "$HOME/canary" && echo "# tests 1" && echo "# pass 1"' } }));
  writeFileSync(join(away, 'check.sh'), '#!/bin/sh\necho ran outside > "$HOME/canary"\necho "check ok"\n');
  return away;
}

/** Swap `rel` (a folder of the project) for a link to `target`, keeping the folder aside. */
function swapForLink(world: World, rel: string, target: string): void {
  renameSync(join(world.project, rel), join(world.project, `${rel}-aside`));
  symlinkSync(target, join(world.project, rel));
}

/** Plant a link at `path` (where the baseline gate's report already is) to `target`. */
function linkOver(path: string, target: string): void {
  rmSync(path, { force: true });
  symlinkSync(target, path);
}

const WEB_PHASE = '### Phase: implement\n**Files:** `web/**`\n**Tasks:**\n- Add a test to the web package\n\n**Gate:** `npm --prefix web test`';
const honestWeb = () => ({ files: { 'web/package.json': PACKAGE, 'web/test/add.test.js': NODE_TEST }, result: { kind: 'envelope' as const, summary: 'web tests', filesModified: ['web/package.json', 'web/test/add.test.js'] } });

const REPORT = 'node --test --test-reporter=spec --test-reporter-destination=stdout --test-reporter=tap --test-reporter-destination=reports/out.tap';
const REPORT_PHASE = `### Phase: implement\n**Files:** \`test/**\`, \`reports/**\`\n**Tasks:**\n- Add a test\n\n**Gate:** \`${REPORT}\``;
const honestTest = () => ({ files: { 'test/add.test.js': NODE_TEST }, result: { kind: 'envelope' as const, summary: 'a test', filesModified: ['test/add.test.js'] } });

const WORKDIR_PHASE = '### Phase: implement\n**Workdir:** `pkg`\n**Files:** `pkg/**`\n**Tasks:**\n- Write `yes` into `pkg/done.txt`\n\n**Gate:** `sh check.sh`';
const writesPkgDone = () => ({ files: { 'pkg/done.txt': 'yes' }, result: { kind: 'envelope' as const, summary: 'done', filesModified: ['pkg/done.txt'] } });

const escalated = (t: { final: unknown }): EscalateAction => t.final as EscalateAction;
const isPhaseGate = (a: GateAction): boolean => a.id === '1-implement.g1';

describe('npm --prefix web: a folder the gate names', () => {
  it('bent: the child plants web as a link to a folder outside; the gate is not offered (gate-wrong-dir), nothing runs there', () => {
    const world = newWorld();
    const away = outsidePackage(world);
    const { t } = simulate(prd([WEB_PHASE]), { child: () => ({ ...honestWeb(), files: {}, after: () => symlinkSync(away, join(world.project, 'web')) }) }, world);
    expect(existsSync(join(world.home, 'canary'))).toBe(false);
    expect([escalated(t).kind, escalated(t).reason]).toEqual(['escalate', 'gate-wrong-dir']);
    expect(escalated(t).message).toMatch(/`web` resolves to .*outside, outside the project/);
    expect(countEvents(t.runDir as string, 'phase-passed')).toBe(0);
  });

  it('bent: web is a real folder when the gate is issued and a link outside when it runs; refused before npm runs', () => {
    const world = newWorld();
    const away = outsidePackage(world);
    world.write('web/package.json', PACKAGE);
    world.write('web/test/add.test.js', NODE_TEST);
    const { t } = simulate(prd([WEB_PHASE]), { child: honestWeb, beforeExec: (a) => (isPhaseGate(a) ? swapForLink(world, 'web', away) : undefined) }, world);
    expect(existsSync(join(world.home, 'canary'))).toBe(false);
    expect(escalated(t).reason).toBe('gate-wrong-dir');
    expect(escalated(t).message).toContain('was not run: right before it ran, a path it names no longer resolved as when it was issued');
    expect(countEvents(t.runDir as string, 'phase-passed')).toBe(0);
  });

  it('honest twin: web is a link to a package inside the project (a monorepo); the run completes', () => {
    const world = newWorld();
    world.write('packages/web/package.json', PACKAGE);
    world.write('packages/web/test/add.test.js', NODE_TEST);
    symlinkSync('packages/web', join(world.project, 'web'));
    const phase = WEB_PHASE.replace('`web/**`', '`web/**`, `packages/web/**`');
    const { t } = simulate(prd([phase]), { child: () => ({ files: { 'packages/web/test/more.test.js': NODE_TEST }, result: { kind: 'envelope', summary: 'more', filesModified: ['packages/web/test/more.test.js'] } }) }, world);
    expectCompleted(world, t);
    const gate = t.actions.map((a) => a.action).find((a): a is GateAction => a.kind === 'gate' && isPhaseGate(a));
    expect(gate?.exec.command).toContain(`d ./web ${join(world.project, 'packages', 'web')}`);
  });
});

describe('a reporter destination', () => {
  it('bent: the child plants reports/out.tap as a link to ~/.bashrc; the gate is not offered, ~/.bashrc untouched', () => {
    const world = newWorld();
    writeFileSync(join(world.home, '.bashrc'), BASHRC);
    world.write('reports/.keep', '');
    world.write('.gitignore', 'reports/\n');
    const plant = () => linkOver(join(world.project, 'reports', 'out.tap'), join(world.home, '.bashrc'));
    const { t } = simulate(prd([REPORT_PHASE]), { child: () => ({ ...honestTest(), after: plant }) }, world);
    expect(readFileSync(join(world.home, '.bashrc'), 'utf8')).toBe(BASHRC);
    expect(escalated(t).reason).toBe('gate-wrong-dir');
    expect(escalated(t).message).toMatch(/`reports\/out\.tap` resolves to .*\.bashrc, outside the project|which the gate writes, is a link/);
  });

  it('bent: the link to ~/.bashrc is planted after the gate was issued, before it runs; refused, ~/.bashrc untouched', () => {
    const world = newWorld();
    writeFileSync(join(world.home, '.bashrc'), BASHRC);
    world.write('reports/.keep', '');
    world.write('.gitignore', 'reports/\n');
    const plant = (a: GateAction) => (isPhaseGate(a) ? linkOver(join(world.project, 'reports', 'out.tap'), join(world.home, '.bashrc')) : undefined);
    const { t } = simulate(prd([REPORT_PHASE]), { child: honestTest, beforeExec: plant }, world);
    expect(readFileSync(join(world.home, '.bashrc'), 'utf8')).toBe(BASHRC);
    expect(escalated(t).reason).toBe('gate-wrong-dir');
    expect(escalated(t).message).toContain(`\`reports/out.tap\` → ${join(world.project, 'reports', 'out.tap')}`);
  });

  it('honest twin: the report goes into a normal folder; the run completes and the report is there', () => {
    const world = newWorld();
    world.write('reports/.keep', '');
    world.write('.gitignore', 'reports/\n');
    const { t } = simulate(prd([REPORT_PHASE]), { child: honestTest }, world);
    expectCompleted(world, t);
    expect(readFileSync(join(world.project, 'reports', 'out.tap'), 'utf8')).toMatch(/^TAP version 13/);
  });
});

describe('a Workdir swapped after the check', () => {
  it('bent: pkg is swapped for a link to a folder outside before the gate runs; refused before check.sh runs there', () => {
    const world = newWorld();
    const away = outsidePackage(world);
    world.write('pkg/check.sh', '#!/bin/sh\n[ "$(cat done.txt)" = yes ] && echo "check ok"\n');
    const { t } = simulate(prd([WORKDIR_PHASE]), { child: writesPkgDone, beforeExec: (a) => (isPhaseGate(a) ? swapForLink(world, 'pkg', away) : undefined) }, world);
    expect(existsSync(join(world.home, 'canary'))).toBe(false);
    expect(escalated(t).reason).toBe('gate-wrong-dir');
    expect(countEvents(t.runDir as string, 'phase-passed')).toBe(0);
  });

  it('honest twin: the Workdir is a real folder; the gate runs behind the check and the run completes', () => {
    const world = newWorld();
    world.write('pkg/check.sh', '#!/bin/sh\n[ "$(cat done.txt)" = yes ] && echo "check ok"\n');
    const { t } = simulate(prd([WORKDIR_PHASE]), { child: writesPkgDone }, world);
    expectCompleted(world, t);
    const gate = t.actions.map((a) => a.action).find((a): a is GateAction => a.kind === 'gate' && isPhaseGate(a));
    expect(gate?.exec.command).toContain(`d . ${join(world.project, 'pkg')}`);
  });
});
