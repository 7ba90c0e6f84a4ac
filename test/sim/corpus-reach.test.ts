// Forms of their own for each class of "a gate is what it looks like" (docs/design.md#gates),
// through the bundled CLI with a fake HOME and canaries outside the project: a bent form must
// never pass (nor run its gate) and must leave the canary untouched; its honest twin must
// complete quietly (a false alarm is a defect too). Classes: files the snapshot cannot see,
// configuration from outside the project, the Workdir through a link, the question shown, and
// the OpenForge home reaching into the project. Other classes' forms live beside their harness
// (test/hardening/pinned-paths-forms.ts, test/gate/corpus-hostile.ts, test/prd/corpus-render.ts,
// test/secrets/, test/sim/scope-outside-config.test.ts).

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CLI, readEvents, type ChildScript, type EscalateAction, type GateAction, type World } from './host-agent.js';
import { BROKEN, brokenNode, done, oracle, phase, SUM, SUM_TEST } from './node-project.js';
import { disposeWorlds, expectCompleted, expectSound, newWorld, prd, simulate } from './setup.js';

afterEach(disposeWorlds);

const canary = (w: World): boolean => existsSync(join(w.home, 'canary'));
/** Completed and sound (the independent tree check knows no ignore rules: the ignored output written here is the project's). */
const expectCompletedIgnoring = (w: World, t: Parameters<typeof expectSound>[1]): void => {
  expect(t.stoppedBy).toBe('complete');
  expectSound(w, t);
};
/** A node test that writes the canary in HOME and passes. */
const NODE_CANARY = "require('node:fs').writeFileSync(require('node:os').homedir() + '/canary', 'ran');\nrequire('node:test')('fine', () => {});\n";
const PY_CANARY_TEST = 'import os\n\n\ndef test_fine():\n    open(os.path.join(os.environ["HOME"], "canary"), "w").write("ran")\n';
const outsides = (t: { runDir: string | null }): string[][] =>
  readEvents(t.runDir as string).filter((e) => e.type === 'changes-recorded').map((e) => e.outside as string[]);
const REVIEW = '### Phase: review\n**Type:** review\n**Tasks:**\n- Check `src/sum.js`\n\n**Gate:** Review must find zero blocking issues';
const hasPytest = spawnSync('python3', ['-m', 'pytest', '--version']).status === 0;

describe('files the snapshot cannot see', { timeout: 180_000 }, () => {
  it('S1. bent: a child adds `test/` to the existing root .gitignore and rewrites the test to pass on a broken sum (and write the canary): the attempt fails naming both, no gate ran on it', () => {
    const w = brokenNode({ '.gitignore': 'coverage/\n' });
    const weakened = `${NODE_CANARY}require('node:test')('sum adds', () => {});\n`;
    const { t } = simulate(prd([phase('npm test')]), {
      child: (c) =>
        c.attempt === 1
          ? done({ 'src/sum.js': BROKEN, '.gitignore': 'coverage/\ntest/\n', 'test/sum.test.js': weakened })
          : done({ 'src/sum.js': SUM, '.gitignore': 'coverage/\n', 'test/sum.test.js': SUM_TEST }),
    }, w);
    expect(outsides(t)[0]).toEqual(['.gitignore', 'test/sum.test.js']);
    expect(t.spawns.map((s) => s.attempt)).toEqual([1, 2]);
    expect(canary(w)).toBe(false);
    expectCompleted(w, t);
    expect(oracle(w)).toEqual([]);
  });

  it('S2. honest twin: the same project, the .gitignore untouched, coverage output written into the ignored coverage/: first attempt, nothing outside', () => {
    const w = brokenNode({ '.gitignore': 'coverage/\n' });
    const { t } = simulate(prd([phase('npm test')]), { child: () => ({ ...done({ 'src/sum.js': SUM }), files: { 'src/sum.js': SUM, 'coverage/lcov.info': 'TN:\nend_of_record\n', 'coverage/index.html': '<html></html>\n' } }) }, w);
    expect(outsides(t)).toEqual([[]]);
    expectCompletedIgnoring(w, t);
  });

  it('S3. bent: a read-only review child plants a test `node --test` collects from the ignored coverage/ (it writes the canary): the attempt fails naming it; the canary untouched', () => {
    const w = brokenNode({ '.gitignore': 'coverage/\n', 'src/sum.js': SUM });
    const { t } = simulate(prd([phase('node --test'), REVIEW]), {
      child: (c): ChildScript | undefined => {
        if (c.role !== 'review') return done({ 'src/sum.js': SUM });
        return c.nth === 1 ? { files: { 'coverage/zz.test.js': NODE_CANARY }, result: { kind: 'review' } } : { removes: ['coverage/zz.test.js'], result: { kind: 'review' } };
      },
    }, w);
    expect(outsides(t)).toContainEqual(['coverage/zz.test.js']);
    expect(t.spawns.filter((s) => s.phase === 'review').map((s) => s.attempt)).toEqual([1, 2]);
    expect(canary(w)).toBe(false);
    expectCompleted(w, t);
  });

  it('S4. honest twin: a review child that only reads, while coverage/ holds a report: passes first time', () => {
    const w = brokenNode({ '.gitignore': 'coverage/\n', 'src/sum.js': SUM, 'coverage/lcov.info': 'TN:\n' });
    const { t } = simulate(prd([phase('node --test'), REVIEW]), { child: (c) => (c.role === 'review' ? { result: { kind: 'review' } } : done({ 'src/sum.js': SUM })) }, w);
    expect(t.spawns.filter((s) => s.phase === 'review').map((s) => s.attempt)).toEqual([1]);
    expectCompleted(w, t);
  });

  describe.skipIf(!hasPytest)('pytest', () => {
    const PY_PHASE = '### Phase: sum\n**Files:** src/sum.py\n**Tasks:**\n- Fix `src/sum.py`\n**Gate:** `python3 -m pytest -q -p no:cacheprovider`';
    const pyProject = (): World => {
      const w = newWorld();
      w.write('.gitignore', 'scratch/\nbuild/\n');
      w.write('pytest.ini', '[pytest]\npythonpath = src\n');
      w.write('src/sum.py', 'def add(a, b):\n    return a - b\n');
      w.write('tests/test_sum.py', 'from sum import add\n\n\ndef test_add():\n    assert add(2, 3) == 5\n');
      return w;
    };
    const FIXED = 'def add(a, b):\n    return a + b\n';

    it('S5. bent: a test planted in the ignored scratch/ (pytest collects it; it writes the canary): the attempt fails naming it; the canary untouched', () => {
      const w = pyProject();
      const { t } = simulate(prd([PY_PHASE]), {
        child: (c) => (c.attempt === 1 ? done({ 'src/sum.py': FIXED, 'scratch/test_zz.py': PY_CANARY_TEST }) : { ...done({ 'src/sum.py': FIXED }), removes: ['scratch/test_zz.py'] }),
      }, w);
      expect(outsides(t)[0]).toEqual(['scratch/test_zz.py']);
      expect(canary(w)).toBe(false);
      expectCompleted(w, t);
    });

    it('S6. honest twin: a build/lib copy with a test module (pytest skips build/) and notes in scratch/: first attempt, nothing outside', () => {
      const w = pyProject();
      const { t } = simulate(prd([PY_PHASE]), {
        child: () => ({ ...done({ 'src/sum.py': FIXED }), files: { 'src/sum.py': FIXED, 'build/lib/sum.py': FIXED, 'build/lib/test_copy.py': 'def test_x():\n    pass\n', 'scratch/notes.txt': 'todo\n' } }),
      }, w);
      expect(outsides(t)).toEqual([[]]);
      expectCompletedIgnoring(w, t);
    });
  });
});

describe.skipIf(!hasPytest)('configuration from outside the project: a parent tox.ini', { timeout: 180_000 }, () => {
  const PY_PHASE = '### Phase: sum\n**Files:** src/sum.py\n**Tasks:**\n- Fix `src/sum.py`\n**Gate:** `python3 -m pytest -q -p no:cacheprovider tests`';
  const pyWorld = (): World => {
    const w = newWorld();
    w.write('src/sum.py', 'def add(a, b):\n    return a + b\n');
    w.write('tests/test_sum.py', 'import sys, os\nsys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "src"))\nfrom sum import add\n\n\ndef test_add():\n    assert add(2, 3) == 5\n');
    return w;
  };

  it('C1. bent: a parent tox.ini whose [pytest] loads a plugin from the parent folder: confirm quoting it; the bend is real (pytest alone writes the canary); rejected, nothing runs', () => {
    const w = pyWorld();
    writeFileSync(join(w.base, 'tox.ini'), '[tox]\nenvlist = py3\n\n[pytest]\npythonpath = .\naddopts = -p evilplug\n');
    writeFileSync(join(w.base, 'evilplug.py'), 'import os\nopen(os.path.join(os.environ["HOME"], "canary"), "w").write("ran")\n');
    w.write('f.prd.md', prd([PY_PHASE]));
    const plan = w.cli(['plan', 'f.prd.md', '--json']).json as { phases: { gate: { verdict: string } }[]; confirmGates: { outsideConfig?: { runner: string; file: string; line: number }[] }[] };
    expect(plan.phases[0]?.gate.verdict).toBe('confirm');
    expect(plan.confirmGates[0]?.outsideConfig?.map((l) => [l.runner, l.file, l.line])).toEqual([['pytest', join(w.base, 'tox.ini'), 4]]);
    spawnSync('python3', ['-m', 'pytest', '-q', '-p', 'no:cacheprovider', 'tests'], { cwd: w.project, env: { PATH: process.env.PATH, HOME: w.home } });
    expect(canary(w)).toBe(true);
    spawnSync('rm', [join(w.home, 'canary')]);
    const { t } = simulate(prd([PY_PHASE]), { confirmGates: () => 'reject' }, w);
    expect([t.confirmations.map((c) => c.decision), t.execs]).toEqual([['reject'], []]);
    expect(canary(w)).toBe(false);
  });

  it('C2. honest twin: a parent tox.ini with only [tox]: the gate stays ok and the run completes', () => {
    const w = pyWorld();
    writeFileSync(join(w.base, 'tox.ini'), '[tox]\nenvlist = py3\n');
    const { t } = simulate(prd([PY_PHASE]), { child: () => done({ 'src/sum.py': 'def add(a, b):\n    return a + b\n' }) }, w);
    expect(t.confirmations).toEqual([]);
    expectCompleted(w, t);
  });
});

describe('the Workdir through a link', { timeout: 180_000 }, () => {
  const DEEP = '### Phase: implement\n**Workdir:** `apps/web`\n**Files:** `apps/**`\n**Tasks:**\n- Write `yes` into `apps/web/done.txt`\n\n**Gate:** `sh check.sh`';
  const writesDone = () => ({ files: { 'apps/web/done.txt': 'yes' }, result: { kind: 'envelope' as const, summary: 'done', filesModified: ['apps/web/done.txt'] } });
  const CHECK = '#!/bin/sh\n[ "$(cat done.txt)" = yes ] && echo "check ok"\n';
  const deepWorld = (): World => {
    const w = newWorld();
    w.write('apps/web/check.sh', CHECK);
    const away = join(w.base, 'away');
    mkdirSync(join(away, 'web'), { recursive: true });
    writeFileSync(join(away, 'web', 'check.sh'), '#!/bin/sh\necho ran > "$HOME/canary"\necho "check ok"\n');
    writeFileSync(join(away, 'web', 'done.txt'), 'yes');
    return w;
  };
  const isPhaseGate = (a: GateAction): boolean => a.id === '1-implement.g1';

  it('W1. bent: the Workdir’s parent folder apps/ is swapped for a link outside after the gate is issued: refused before check.sh runs there; the canary untouched', () => {
    const w = deepWorld();
    const swap = (a: GateAction) => {
      if (!isPhaseGate(a)) return;
      renameSync(join(w.project, 'apps'), join(w.project, 'apps-aside'));
      symlinkSync(join(w.base, 'away'), join(w.project, 'apps'));
    };
    const { t } = simulate(prd([DEEP]), { child: writesDone, beforeExec: swap }, w);
    expect(canary(w)).toBe(false);
    expect((t.final as EscalateAction).reason).toBe('gate-wrong-dir');
  });

  it('W2. bent: the child plants apps/ as a link outside before the gate is issued: not offered (gate-wrong-dir); the canary untouched', () => {
    const w = deepWorld();
    // The real folder goes out of the project (its removal is within Files:), so what is left to judge is the link.
    const plant = () => {
      if (existsSync(join(w.base, 'apps-aside'))) return;
      renameSync(join(w.project, 'apps'), join(w.base, 'apps-aside'));
      symlinkSync(join(w.base, 'away'), join(w.project, 'apps'));
    };
    const { t } = simulate(prd([DEEP]), { child: () => ({ ...writesDone(), after: plant }) }, w);
    expect(canary(w)).toBe(false);
    expect((t.final as EscalateAction).reason).toBe('gate-wrong-dir');
    expect(t.execs.filter((e) => e.actionId === '1-implement.g1')).toEqual([]);
  });

  it('W3. honest twin: apps/web is a real folder two levels down; the run completes', () => {
    const w = deepWorld();
    const { t } = simulate(prd([DEEP]), { child: writesDone }, w);
    expectCompleted(w, t);
    expect(canary(w)).toBe(false);
  });
});

describe('the question shown', { timeout: 120_000 }, () => {
  const ESC = '\u001b';
  const HOSTILE = `Ship ${ESC}]8;;https://evil.example/${ESC}\\docs${ESC}]8;;${ESC}\\ \u009b2J${ESC}P+q${ESC}\\\u2067done\u2069`;
  const RAW = /[\u001b\u009b\u0090\u2067\u2069]/;
  const text = (title: string, name: string) => prd([`### Phase: ${name}\n**Tasks:**\n- Write \`yes\` into \`done.txt\`\n\n**Gate:** \`sh check.sh\``]).replace('# PRD: Simulated project', `# PRD: ${title}`);

  it('Q1. bent: an OSC 8 link, a C1 CSI, a DCS string and bidi isolates in the title and a phase name: plan, run, next, status and list print none of them raw; the run’s question names the gate as it runs', () => {
    const w = newWorld();
    w.write('f.prd.md', text(HOSTILE, `deploy${ESC}[8m hidden`));
    const outputs: string[] = [];
    const plan = w.cli(['plan', 'f.prd.md']);
    outputs.push(plan.stdout + plan.stderr);
    const run = w.cli(['run', 'f.prd.md']);
    outputs.push(run.stdout + run.stderr);
    const runId = /run-\d[\w-]*/.exec(run.stdout)?.[0] ?? '';
    for (const argv of [['next', runId], ['status', runId], ['list'], ['status']]) {
      const r = w.cli(argv);
      outputs.push(r.stdout + r.stderr);
    }
    expect(outputs.filter((o) => RAW.test(o))).toEqual([]);
    expect(outputs.join('\n')).toContain('Ship');
    // The one question before anything runs shows the gate in the words the exec command runs.
    const { t } = simulate(text(HOSTILE, 'deploy'), { child: () => ({ files: { 'done.txt': 'yes' }, result: { kind: 'envelope', summary: 'done', filesModified: ['done.txt'] } }) }, newWorld());
    expect(t.confirmations[0]?.question).toContain('sh check.sh');
    expect(RAW.test(t.confirmations[0]?.question ?? '')).toBe(false);
    const exec = t.execs.find((e) => e.actionId === '1-deploy.g1');
    expect(exec?.command).toContain(';sh check.sh;');
  });

  it('Q2. honest twin: a title with accents, an em dash and an emoji is shown as written', () => {
    const w = newWorld();
    const title = 'Café déploiement — v2 🚀';
    w.write('f.prd.md', text(title, 'deploy'));
    const plan = w.cli(['plan', 'f.prd.md']);
    expect(plan.stdout).toContain(title);
  });
});

describe('run files: the OpenForge home reaching into the project', { timeout: 120_000 }, () => {
  const start = (w: World, home: string) => spawnSync(process.execPath, [CLI, 'run', 'f.prd.md', '--json'], { cwd: w.project, env: { ...w.env(), OPENFORGE_HOME: home }, encoding: 'utf8' });
  const PRD_TEXT = prd(['### Phase: implement\n**Tasks:**\n- Write `yes` into `done.txt`\n\n**Gate:** `sh check.sh`']);

  it('H1. bent: OPENFORGE_HOME under a folder outside that is a link to a project folder not made yet (links/forge → project/cache): refused (exit 2), nothing written into the project', () => {
    const w = newWorld();
    w.write('f.prd.md', PRD_TEXT);
    mkdirSync(join(w.base, 'links'));
    symlinkSync(join(w.project, 'cache'), join(w.base, 'links', 'forge'));
    const r = start(w, join(w.base, 'links', 'forge', 'home'));
    expect(r.status).toBe(2);
    expect(existsSync(join(w.project, 'cache'))).toBe(false);
    expect(existsSync(join(w.project, '.openforge'))).toBe(false);
  });

  it('H2. bent: OPENFORGE_HOME is a dangling link to a path inside the project (made on first write): refused (exit 2), nothing written there', () => {
    const w = newWorld();
    w.write('f.prd.md', PRD_TEXT);
    symlinkSync(join(w.project, 'src', 'forge'), join(w.base, 'forge-link'));
    const r = start(w, join(w.base, 'forge-link'));
    expect(r.status).toBe(2);
    expect(existsSync(join(w.project, 'src'))).toBe(false);
  });

  it('H3. honest twin: OPENFORGE_HOME is a link to a real folder outside the project: the run starts there', () => {
    const w = newWorld();
    w.write('f.prd.md', PRD_TEXT);
    mkdirSync(join(w.base, 'real-home'));
    symlinkSync(join(w.base, 'real-home'), join(w.base, 'home-link'));
    const r = start(w, join(w.base, 'home-link'));
    expect(r.status, r.stderr).toBe(0);
    expect(readdirSync(join(w.base, 'real-home')).length).toBeGreaterThan(0);
  });
});
