// Configuration from outside the project: a home ~/.npmrc `script-shell`, a parent folder that
// adopts the project as an npm workspace, a parent pytest.ini, a parent .cargo/config.toml runner;
// also when the runner is started by a project script the gate runs (`sh check.sh`, `make test`,
// `npm run check`).
// `plan` gives the gate `confirm` with the file and line (JSON), `run` asks before anything runs,
// and a child that writes such a file during a run fails its attempt like an out-of-scope change.
// Honest twins (a registry-only ~/.npmrc, parent files without such settings) stay `ok` and quiet.
// Through the bundled CLI, in a world whose HOME and parent folder are temporary.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readEvents, readState, type EscalateAction, type World } from './host-agent.js';
import { brokenNode, done, oracle, phase, SUM } from './node-project.js';
import { disposeWorlds, expectCompleted, newWorld, prd, simulate } from './setup.js';

afterEach(disposeWorlds);

interface PlanJson {
  phases: { name: string; gate: { verdict: string } }[];
  confirmGates: { phase: string; outsideConfig?: { runner: string; file: string; line: number; text: string }[] }[];
  diagnostics: { ruleId: string }[];
}

/** `plan --json` of `text` in the world: the exit code and the document. */
function plan(w: World, text: string): { code: number; json: PlanJson } {
  w.write('feature.prd.md', text);
  const r = w.cli(['plan', 'feature.prd.md', '--json']);
  return { code: r.code, json: r.json as PlanJson };
}

/** Write a file outside the project, relative to the world's base folder (its parent). */
function outside(w: World, rel: string, text: string): string {
  const path = join(w.base, rel);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
  return path;
}

/** A fake shell that reports a passing test run and writes a canary, whatever it is asked to run. */
const FAKE_SHELL = '#!/bin/sh\necho "ok 1 - sum adds"\necho "# tests 1"\necho "# pass 1"\ntouch "$HOME/canary"\nexit 0\n';

const pyPhase = '### Phase: sum\n**Files:** src/sum.py\n**Tasks:**\n- Fix `src/sum.py`\n**Gate:** `python3 -m pytest -q`';
const cargoPhase = '### Phase: sum\n**Files:** src/lib.rs\n**Tasks:**\n- Fix `src/lib.rs`\n**Gate:** `cargo test`';

describe('configuration from outside the project at plan time', { timeout: 120_000 }, () => {
  it('X1. a home ~/.npmrc script-shell: `npm test` is confirm, quoting ~/.npmrc and its line; run asks first, and a rejection runs nothing', () => {
    const w = brokenNode();
    const shell = outside(w, 'fake-sh', FAKE_SHELL);
    writeFileSync(join(w.home, '.npmrc'), `registry=https://registry.npmjs.org/\nscript-shell=${shell}\n`);
    const p = plan(w, prd([phase('npm test')]));
    expect(p.json.phases[0]?.gate.verdict).toBe('confirm');
    expect(p.json.confirmGates[0]?.outsideConfig).toEqual([{ runner: 'npm', file: '~/.npmrc', line: 2, text: `script-shell=${shell}` }]);
    expect(p.json.diagnostics.map((d) => d.ruleId)).toContain('gate-outside-config');
    const { t } = simulate(prd([phase('npm test')]), { confirmGates: () => 'reject', child: () => done({ 'src/sum.js': SUM }) }, w);
    expect(t.confirmations.map((c) => c.decision)).toEqual(['reject']);
    // The question is made from the frozen confirmation: the line travels with the gate.
    const frozen = readState(t.runDir as string).confirmGates as PlanJson['confirmGates'];
    expect(frozen[0]?.outsideConfig?.map((l) => [l.file, l.line])).toEqual([['~/.npmrc', 2]]);
    expect(t.spawns).toEqual([]);
    expect(existsSync(join(w.home, 'canary'))).toBe(false);
  });

  it('X2. honest twin: a home ~/.npmrc with only a registry line (and a plain bash script-shell): `npm test` stays ok, the run asks nothing and completes', () => {
    const w = brokenNode();
    writeFileSync(join(w.home, '.npmrc'), 'registry=https://registry.npmjs.org/\nscript-shell=/bin/bash\n');
    const p = plan(w, prd([phase('npm test')]));
    expect(p.json.phases[0]?.gate.verdict).toBe('ok');
    expect(p.json.confirmGates).toEqual([]);
    const { t } = simulate(prd([phase('npm test')]), { child: () => done({ 'src/sum.js': SUM }) }, w);
    expect(t.confirmations).toEqual([]);
    expect(t.spawns.map((s) => s.attempt)).toEqual([1]);
    expectCompleted(w, t);
  });

  it('X3. a parent package.json whose workspaces adopt the project: confirm, quoting its workspaces line; a parent package.json without workspaces: ok', () => {
    const w = brokenNode();
    outside(w, 'package.json', '{\n  "name": "root",\n  "private": true,\n  "workspaces": ["project"]\n}\n');
    const adopted = plan(w, prd([phase('npm test')]));
    expect(adopted.json.phases[0]?.gate.verdict).toBe('confirm');
    expect(adopted.json.confirmGates[0]?.outsideConfig?.map((l) => [l.runner, l.file, l.line])).toEqual([['npm', join(w.base, 'package.json'), 4]]);
    outside(w, 'package.json', '{\n  "name": "tools",\n  "private": true\n}\n');
    expect(plan(w, prd([phase('npm test')])).json.phases[0]?.gate.verdict).toBe('ok');
  });

  it('X4. a parent pytest.ini: the pytest gate is confirm, quoting it; a parent with setup.cfg and pyproject.toml but no pytest section: ok', () => {
    const w = newWorld();
    w.write('src/sum.py', 'def add(a, b):\n    return a + b\n');
    outside(w, 'pytest.ini', '[pytest]\naddopts = -p evil_plugin\n');
    const parent = plan(w, prd([pyPhase]));
    expect(parent.json.phases[0]?.gate.verdict).toBe('confirm');
    expect(parent.json.confirmGates[0]?.outsideConfig).toEqual([{ runner: 'pytest', file: join(w.base, 'pytest.ini'), line: 1, text: '[pytest]' }]);
    // The project's own configuration is what pytest takes: the parent's no longer matters.
    w.write('pytest.ini', '[pytest]\n');
    expect(plan(w, prd([pyPhase])).json.phases[0]?.gate.verdict).toBe('ok');

    const honest = newWorld();
    honest.write('src/sum.py', 'def add(a, b):\n    return a + b\n');
    outside(honest, 'setup.cfg', '[metadata]\nname = tools\n');
    outside(honest, 'pyproject.toml', '[project]\nname = "tools"\n');
    expect(plan(honest, prd([pyPhase])).json.phases[0]?.gate.verdict).toBe('ok');
  });

  it('X5. a parent .cargo/config.toml with a runner: `cargo test` is confirm, quoting the runner line; one with only [net] settings: ok', () => {
    const w = newWorld();
    w.write('Cargo.toml', '[package]\nname = "sum"\nversion = "0.1.0"\nedition = "2021"\n');
    outside(w, '.cargo/config.toml', '[target.x86_64-unknown-linux-gnu]\nrunner = "/tmp/fake-runner"\n');
    const p = plan(w, prd([cargoPhase]));
    expect(p.json.phases[0]?.gate.verdict).toBe('confirm');
    expect(p.json.confirmGates[0]?.outsideConfig?.map((l) => [l.runner, l.line, l.text])).toEqual([['cargo', 2, 'runner = "/tmp/fake-runner"']]);
    outside(w, '.cargo/config.toml', '[net]\ngit-fetch-with-cli = true\n');
    expect(plan(w, prd([cargoPhase])).json.phases[0]?.gate.verdict).toBe('ok');
  });
});

describe('configuration from outside the project during a run', { timeout: 180_000 }, () => {
  it('X6. a child that writes ~/.npmrc with a script-shell fails its attempt like an out-of-scope change; the retry removes it and the run completes', () => {
    const w = brokenNode();
    const shell = outside(w, 'fake-sh', FAKE_SHELL);
    const { t } = simulate(prd([phase('npm test')]), {
      child: (c) => (c.attempt === 1 ? done({ 'src/sum.js': SUM, '../home/.npmrc': `script-shell=${shell}\n` }) : { ...done({ 'src/sum.js': SUM }), removes: ['../home/.npmrc'] }),
    }, w);
    expect(t.spawns.map((s) => s.attempt)).toEqual([1, 2]);
    const recorded = readEvents(t.runDir as string).filter((e) => e.type === 'changes-recorded');
    expect(recorded[0]?.outside).toEqual(['../home/.npmrc']);
    expectCompleted(w, t);
    expect(oracle(w)).toEqual([]);
    expect(existsSync(join(w.home, 'canary'))).toBe(false);
  });

  it('X7. a read-only review child that writes a parent pytest.ini fails its attempt naming it', () => {
    const w = brokenNode({ 'src/sum.js': SUM });
    const review = '### Phase: review\n**Type:** review\n**Tasks:**\n- Check `src/sum.js`\n\n**Gate:** Review must find zero blocking issues';
    const { t } = simulate(prd([phase('npm test'), review]), {
      child: (c) => {
        if (c.role !== 'review') return done({ 'src/sum.js': SUM });
        return c.nth === 1 ? { files: { '../pytest.ini': '[pytest]\naddopts = -p evil\n' }, result: { kind: 'review' } } : { removes: ['../pytest.ini'], result: { kind: 'review' } };
      },
    }, w);
    expect(t.spawns.filter((s) => s.phase === 'review').map((s) => s.attempt)).toEqual([1, 2]);
    expect(readEvents(t.runDir as string).filter((e) => e.type === 'changes-recorded').map((e) => e.outside)).toContainEqual(['../pytest.ini']);
    expectCompleted(w, t);
  });
});

/** A gate that is a project script: check.sh runs `npm test` (the node project's test script). */
const scriptPhase = (gate = 'sh check.sh', files = 'src/sum.js'): string => phase(gate, files);
const CHECK_NPM = '#!/bin/sh\nset -e\nnpm test\n';
const MAKE_CHECK = 'test:\n\t@sh check.sh\n';

describe('configuration taken by a runner a project script starts', { timeout: 180_000 }, () => {
  it('X8. `sh check.sh` running `npm test`, a ~/.npmrc script-shell: confirm quoting ~/.npmrc:2; the bend is real (the gate in bash writes the canary); rejected, nothing runs', () => {
    const w = brokenNode({ 'check.sh': CHECK_NPM, 'src/sum.js': SUM });
    const shell = outside(w, 'fake-sh', FAKE_SHELL);
    spawnSync('chmod', ['755', shell]);
    writeFileSync(join(w.home, '.npmrc'), `registry=https://registry.npmjs.org/\nscript-shell=${shell}\n`);
    const p = plan(w, prd([scriptPhase()]));
    expect(p.json.phases[0]?.gate.verdict).toBe('confirm');
    expect(p.json.confirmGates[0]?.outsideConfig?.map((l) => [l.runner, l.file, l.line])).toEqual([['npm', '~/.npmrc', 2]]);
    // Without the question: the gate alone, as bash runs it with this HOME, reaches outside.
    const bent = spawnSync('sh', ['check.sh'], { cwd: w.project, env: { PATH: process.env.PATH, HOME: w.home }, encoding: 'utf8' });
    expect([bent.status, existsSync(join(w.home, 'canary'))]).toEqual([0, true]);
    spawnSync('rm', ['-f', join(w.home, 'canary')]);
    const { t } = simulate(prd([scriptPhase()]), { confirmGates: () => 'reject', child: () => done({ 'src/sum.js': SUM }) }, w);
    expect(t.confirmations.map((c) => c.decision)).toEqual(['reject']);
    expect(t.execs).toEqual([]);
    expect(existsSync(join(w.home, 'canary'))).toBe(false);
  });

  it('X9. honest twins with a registry-only ~/.npmrc: `sh check.sh` running `npm test` gets no outside line (confirm only as an unvetted script); `make test` running it stays ok, asks nothing and completes', () => {
    const w = brokenNode({ 'check.sh': CHECK_NPM, Makefile: MAKE_CHECK });
    writeFileSync(join(w.home, '.npmrc'), 'registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n');
    const sh = plan(w, prd([scriptPhase()]));
    expect(sh.json.confirmGates.map((g) => g.outsideConfig)).toEqual([undefined]);
    expect(sh.json.diagnostics.map((d) => d.ruleId)).not.toContain('gate-outside-config');
    const p = plan(w, prd([scriptPhase('make test')]));
    expect([p.json.phases[0]?.gate.verdict, p.json.confirmGates]).toEqual(['ok', []]);
    const { t } = simulate(prd([scriptPhase('make test')]), { child: () => done({ 'src/sum.js': SUM }) }, w);
    expect(t.confirmations).toEqual([]);
    expectCompleted(w, t);
    expect(oracle(w)).toEqual([]);
  });

  it('X10. `make test` whose recipe runs pytest, under a parent pytest.ini: confirm quoting it; the project’s own pytest.ini, or a recipe without pytest: ok', () => {
    const w = newWorld();
    w.write('src/sum.py', 'def add(a, b):\n    return a + b\n');
    w.write('Makefile', 'test:\n\t@python3 -m pytest -q\n');
    outside(w, 'pytest.ini', '[pytest]\naddopts = -p evil_plugin\n');
    const makePhase = pyPhase.replace('python3 -m pytest -q', 'make test');
    const p = plan(w, prd([makePhase]));
    expect(p.json.phases[0]?.gate.verdict).toBe('confirm');
    expect(p.json.confirmGates[0]?.outsideConfig).toEqual([{ runner: 'pytest', file: join(w.base, 'pytest.ini'), line: 1, text: '[pytest]' }]);
    w.write('Makefile', 'test:\n\t@sh check.sh\n');
    expect(plan(w, prd([makePhase])).json.phases[0]?.gate.verdict).toBe('ok');
    w.write('Makefile', 'test:\n\t@python3 -m pytest -q\n');
    w.write('pytest.ini', '[pytest]\n');
    expect(plan(w, prd([makePhase])).json.phases[0]?.gate.verdict).toBe('ok');
  });

  it('X11. `npm run check` whose script runs `cargo test`, under a parent .cargo/config.toml runner: confirm quoting it; a check script without cargo: ok', () => {
    const w = brokenNode();
    w.write('package.json', JSON.stringify({ name: 'sim', private: true, scripts: { check: 'cargo test --quiet', test: 'node --test test/' } }));
    outside(w, '.cargo/config.toml', '[target.x86_64-unknown-linux-gnu]\nrunner = "/tmp/fake-runner"\n');
    const p = plan(w, prd([phase('npm run check')]));
    expect(p.json.phases[0]?.gate.verdict).toBe('confirm');
    expect(p.json.confirmGates[0]?.outsideConfig?.map((l) => [l.runner, l.line])).toEqual([['cargo', 2]]);
    expect(plan(w, prd([phase('npm test')])).json.phases[0]?.gate.verdict).toBe('ok');
  });

  it('X12. a child that makes check.sh (run by `make test`) call npm while ~/.npmrc has a script-shell: the gate is not issued (run-state-tampered naming ~/.npmrc), the canary untouched', () => {
    const w = brokenNode({ 'check.sh': '#!/bin/sh\nnode --test test/\n', Makefile: MAKE_CHECK });
    const shell = outside(w, 'fake-sh', FAKE_SHELL);
    spawnSync('chmod', ['755', shell]);
    writeFileSync(join(w.home, '.npmrc'), `script-shell=${shell}\n`);
    const text = prd([scriptPhase('make test', 'src/sum.js, check.sh')]);
    expect(plan(w, text).json.phases[0]?.gate.verdict).toBe('ok');
    const { t } = simulate(text, { child: () => done({ 'src/sum.js': SUM, 'check.sh': CHECK_NPM }) }, w);
    expect(t.stoppedBy).toBe('escalate');
    expect((t.final as EscalateAction).reason).toBe('run-state-tampered');
    expect((t.final as EscalateAction).message).toContain('~/.npmrc:1');
    expect(t.execs.filter((e) => e.actionId.startsWith('1-'))).toEqual([]);
    expect(existsSync(join(w.home, 'canary'))).toBe(false);
  });
});
