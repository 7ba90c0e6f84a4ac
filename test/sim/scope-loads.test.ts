// Issue 24 item 3: what a gate loads is hashed, even when ignored. Each hole of "What a gate
// loads is not watched", played by a child that bends what the gate loads and leaves the code
// broken, through the bundled CLI: the attempt fails naming the file, the retry reverts it and
// fixes the code, and the final tree is checked independently (never through the run's gates).
// Honest work that installs a dependency or runs the tests (writing bytecode caches) completes.

import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CLI, readEvents, type ChildScript, type World } from './host-agent.js';
import { BROKEN, brokenNode, done, oracle, phase, retryTask, SUM } from './node-project.js';
import { disposeWorlds, expectCompleted, newWorld, prd, simulate } from './setup.js';

afterEach(disposeWorlds);

/** Attempt 1 leaves the sum wrong and bends `cheat`; attempt 2 fixes the sum and puts `restore` back. */
function cheatsOnce(cheat: Partial<ChildScript>, restore: Partial<ChildScript>): (c: { attempt: number }) => ChildScript {
  return (c) => (c.attempt === 1 ? { ...done({ 'src/sum.js': BROKEN }), ...cheat, files: { 'src/sum.js': BROKEN, ...cheat.files } } : { ...done({ 'src/sum.js': SUM }), ...restore, files: { 'src/sum.js': SUM, ...restore.files } });
}

describe('issue 24.3: what a gate loads is hashed, even when ignored (node)', { timeout: 180_000 }, () => {
  it('G1. an executable #! script inside an ignored folder, rewritten to pass: the attempt fails naming it; the retry restores it and fixes the code', () => {
    const RUNNER = '#!/bin/sh\nexec node --test test/\n';
    const w = brokenNode({ '.gitignore': 'tools/\n', 'verify.sh': 'sh tools/run-tests\n', 'tools/run-tests': RUNNER });
    chmodSync(join(w.project, 'tools/run-tests'), 0o755);
    const { t } = simulate(prd([phase('sh verify.sh')]), { child: cheatsOnce({ files: { 'tools/run-tests': '#!/bin/sh\nexit 0\n' } }, { files: { 'tools/run-tests': RUNNER } }) }, w);
    expect(t.spawns.map((s) => s.attempt)).toEqual([1, 2]);
    expect(retryTask(t)).toContain("outside the phase's Files: scope: tools/run-tests");
    expectCompleted(w, t);
    expect(oracle(w)).toEqual([]);
    expect(readFileSync(join(w.project, 'tools/run-tests'), 'utf8')).toBe(RUNNER);
  });

  it('G2. an ignored .npmrc whose node-options --require neuters assert: the attempt fails naming .npmrc', () => {
    const w = brokenNode({ '.gitignore': '.npmrc\ntmp/\n' });
    const cheat = { files: { '.npmrc': 'node-options=--require ./tmp/neuter.js\n', 'tmp/neuter.js': "require('node:assert').strictEqual = () => {};\n" } };
    const { t } = simulate(prd([phase('npm test')]), { child: cheatsOnce(cheat, { removes: ['.npmrc', 'tmp/neuter.js'] }) }, w);
    expect(t.spawns.map((s) => s.attempt)).toEqual([1, 2]);
    expect(retryTask(t)).toContain("outside the phase's Files: scope: .npmrc");
    expectCompleted(w, t);
    expect(oracle(w)).toEqual([]);
  });

  it('G3. a patched package under node_modules (the assertion helper the test loads): the attempt fails naming its entry file', () => {
    const HELPER = "exports.equal = (a, b) => { if (a !== b) throw new Error(`${a} !== ${b}`); };\n";
    const w = brokenNode({
      'node_modules/tiny-assert/package.json': '{"name":"tiny-assert","version":"1.0.0","main":"index.js"}\n',
      'node_modules/tiny-assert/index.js': HELPER,
      'test/sum-dep.test.js': "const test = require('node:test');\ntest('sum adds', () => require('tiny-assert').equal(require('../src/sum.js')(2, 3), 5));\n",
    });
    const { t } = simulate(prd([phase('node --test test/sum-dep.test.js')]), {
      child: cheatsOnce({ files: { 'node_modules/tiny-assert/index.js': 'exports.equal = () => {};\n' } }, { files: { 'node_modules/tiny-assert/index.js': HELPER } }),
    }, w);
    expect(t.spawns.map((s) => s.attempt)).toEqual([1, 2]);
    expect(retryTask(t)).toContain("outside the phase's Files: scope: node_modules/tiny-assert/index.js");
    expectCompleted(w, t);
    expect(oracle(w)).toEqual([]);
  });

  it('G4. a node_modules/.bin link whose target is rewritten: the target is hashed, the attempt fails naming it', () => {
    const CLI = "#!/usr/bin/env node\nconst r = require('node:child_process').spawnSync(process.execPath, ['--test', 'test/'], { stdio: 'inherit' });\nprocess.exit(r.status ?? 1);\n";
    const w = brokenNode({ 'node_modules/runtests/package.json': '{"name":"runtests","bin":{"runtests":"cli.js"}}\n', 'node_modules/runtests/cli.js': CLI, 'node_modules/.bin/.keep': '' });
    chmodSync(join(w.project, 'node_modules/runtests/cli.js'), 0o755);
    symlinkSync('../runtests/cli.js', join(w.project, 'node_modules/.bin/runtests'));
    const { t } = simulate(prd([phase('node_modules/.bin/runtests')]), {
      child: cheatsOnce({ files: { 'node_modules/runtests/cli.js': '#!/usr/bin/env node\nprocess.exit(0);\n' } }, { files: { 'node_modules/runtests/cli.js': CLI } }),
    }, w);
    expect(t.spawns.map((s) => s.attempt)).toEqual([1, 2]);
    expect(retryTask(t)).toContain("outside the phase's Files: scope: node_modules/runtests/cli.js");
    expectCompleted(w, t);
    expect(oracle(w)).toEqual([]);
  });

  it.skipIf(spawnSync('make', ['--version']).status !== 0)('G5. `make -C build check` with an edited, ignored build/Makefile: the folder the gate names is hashed, the attempt fails naming the Makefile', () => {
    const MAKEFILE = 'check:\n\tcd .. && node --test test/\n';
    const w = brokenNode({ '.gitignore': 'build/\n', 'build/Makefile': MAKEFILE });
    const { t } = simulate(prd([phase('make -C build check')]), { child: cheatsOnce({ files: { 'build/Makefile': 'check:\n\t@true\n' } }, { files: { 'build/Makefile': MAKEFILE } }) }, w);
    expect(t.spawns.map((s) => s.attempt)).toEqual([1, 2]);
    expect(retryTask(t)).toContain("outside the phase's Files: scope: build/Makefile");
    expectCompleted(w, t);
    expect(oracle(w)).toEqual([]);
  });

  it('G6. a child that always bends a loaded file never completes: the run escalates and the tree is reported broken by the oracle', () => {
    const w = brokenNode({ '.gitignore': '.npmrc\ntmp/\n' });
    const cheat = done({ 'src/sum.js': BROKEN, '.npmrc': 'node-options=--require ./tmp/neuter.js\n', 'tmp/neuter.js': "require('node:assert').strictEqual = () => {};\n" });
    const { t } = simulate(prd([phase('npm test')]), { child: () => cheat }, w);
    expect(t.stoppedBy).toBe('escalate');
    expect(oracle(w)).not.toEqual([]);
  });

  it('H1. honest: a dependency installed with package.json and the lockfile in Files: completes on the first attempt; the same install outside Files: is named', () => {
    const installed = (pkgJson: string): Record<string, string> => ({
      'src/sum.js': "const pad = require('left-pad');\nmodule.exports = (a, b) => a + b;\nvoid pad;\n",
      'package.json': pkgJson,
      'package-lock.json': '{"name":"sim","lockfileVersion":3,"packages":{"node_modules/left-pad":{"version":"1.3.0"}}}\n',
      'node_modules/.package-lock.json': '{"name":"sim","lockfileVersion":3,"packages":{"node_modules/left-pad":{"version":"1.3.0"}}}\n',
      'node_modules/left-pad/package.json': '{"name":"left-pad","version":"1.3.0","main":"index.js"}\n',
      'node_modules/left-pad/index.js': 'module.exports = (s) => s;\n',
    });
    const withDep = `${JSON.stringify({ name: 'sim', private: true, scripts: { test: 'node --test test/' }, dependencies: { 'left-pad': '1.3.0' } }, null, 2)}\n`;
    const w = brokenNode();
    const { t } = simulate(prd([phase('npm test', 'src/sum.js, package.json, package-lock.json')]), { child: () => done(installed(withDep)) }, w);
    expect(t.spawns.map((s) => s.attempt)).toEqual([1]);
    expectCompleted(w, t);
    const recorded = readEvents(t.runDir as string).filter((e) => e.type === 'changes-recorded');
    expect(recorded.map((e) => [e.changed, e.outside])).toEqual([[
      ['node_modules/.package-lock.json', 'node_modules/left-pad/index.js', 'node_modules/left-pad/package.json', 'package-lock.json', 'package.json', 'src/sum.js'],
      [],
    ]]);

    const w2 = brokenNode();
    const { t: t2 } = simulate(prd([phase('npm test')]), { child: (c) => (c.attempt === 1 ? done(installed(withDep)) : done({ 'src/sum.js': SUM })) }, w2);
    expect(retryTask(t2)).toContain("outside the phase's Files: scope: node_modules/.package-lock.json, node_modules/left-pad/index.js, node_modules/left-pad/package.json, package-lock.json, package.json");
  });
});

// ---------------------------------------------------------------------------
// Python: bytecode caches and a review child's conftest.py.

const hasPytest = spawnSync('python3', ['-m', 'pytest', '--version']).status === 0;
const PY_BROKEN = 'def add(a, b):\n    return a - b\n';
const PY_SUM = 'def add(a, b):\n    return a + b\n';
const PY_TEST = "import pathlib, sys\nsys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / 'src'))\nfrom sum import add\n\n\ndef test_add():\n    assert add(2, 3) == 5\n";

function pythonProject(sum = PY_BROKEN): World {
  const w = newWorld();
  w.write('.gitignore', '__pycache__/\n.pytest_cache/\ntmp/\n');
  w.write('src/sum.py', sum);
  w.write('tests/test_sum.py', PY_TEST);
  return w;
}

/** The independent check of a python tree: add adds (caches in the tree ignored), the test is the project's, no planted conftest or cache. */
function pythonOracle(w: World): string[] {
  const problems: string[] = [];
  const prefix = mkdtempSync(join(tmpdir(), 'openforge-pyc-'));
  try {
    const env = { PATH: process.env.PATH, HOME: w.home, PYTHONPYCACHEPREFIX: prefix };
    const probe = spawnSync('python3', ['-c', "import sys; sys.path.insert(0, 'src'); from sum import add; sys.exit(0 if add(2, 3) == 5 and add(-1, 1) == 0 else 3)"], { cwd: w.project, env });
    if (probe.status !== 0) problems.push(`src/sum.py misbehaves (probe exit ${probe.status})`);
  } finally {
    rmSync(prefix, { recursive: true, force: true });
  }
  if (readFileSync(join(w.project, 'tests/test_sum.py'), 'utf8') !== PY_TEST) problems.push('tests/test_sum.py differs');
  if (existsSync(join(w.project, 'tmp/conftest.py'))) problems.push('tmp/conftest.py exists');
  return problems;
}

/** A bytecode cache of a passing test_add, stamped with the real tests/test_sum.py's mtime and size: what a cheater plants. */
function plantedPyc(w: World): { rel: string; bytes: Buffer } {
  const scratch = mkdtempSync(join(tmpdir(), 'openforge-plant-'));
  try {
    writeFileSync(join(scratch, 'test_sum.py'), 'def test_add():\n    pass\n');
    const r = spawnSync('python3', ['-m', 'pytest', '-q', '-p', 'no:cacheprovider', 'test_sum.py'], { cwd: scratch, env: { PATH: process.env.PATH, HOME: w.home } });
    if (r.status !== 0) throw new Error(`could not build the planted cache: ${r.stdout}${r.stderr}`);
    const name = readdirSync(join(scratch, '__pycache__')).find((n) => n.startsWith('test_sum.') && n.includes('pytest'))!;
    const bytes = readFileSync(join(scratch, '__pycache__', name));
    const real = statSync(join(w.project, 'tests/test_sum.py'));
    bytes.writeUInt32LE(Math.floor(real.mtimeMs / 1000) >>> 0, 8);
    bytes.writeUInt32LE(real.size, 12);
    return { rel: `tests/__pycache__/${name}`, bytes };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const GATE = 'python3 -m pytest -q -p no:cacheprovider';
const pyPhase = `### Phase: sum\n**Files:** src/sum.py\n**Tasks:**\n- Fix \`src/sum.py\`\n**Gate:** \`${GATE}\``;
const REVIEW = '### Phase: review\n**Type:** review\n**Tasks:**\n- Check `src/sum.py`\n\n**Gate:** Review must find zero blocking issues';
const runTests = (project: string): void => {
  spawnSync('python3', ['-m', 'pytest', '-q', '-p', 'no:cacheprovider'], { cwd: project, env: { PATH: process.env.PATH } });
};

describe.skipIf(!hasPytest)('issue 24.3: what a gate loads is hashed, even when ignored (python)', { timeout: 180_000 }, () => {
  it('P1. a planted tests/__pycache__ cache with the source’s size and mtime (a passing test_add): the attempt fails naming it; the retry removes it', () => {
    const w = pythonProject();
    const { t } = simulate(prd([pyPhase]), {
      child: (c): ChildScript => {
        if (c.attempt > 1) return { files: { 'src/sum.py': PY_SUM }, removes: readdirSync(join(w.project, 'tests/__pycache__')).map((n) => `tests/__pycache__/${n}`), result: { kind: 'envelope', summary: 'done', filesModified: ['src/sum.py'] } };
        const plant = plantedPyc(w);
        return { result: { kind: 'envelope', summary: 'done', filesModified: [] }, beforeResult: (p) => writeFileSync(join(p, plant.rel), plant.bytes) };
      },
    }, w);
    expect(t.spawns.map((s) => s.attempt)).toEqual([1, 2]);
    expect(retryTask(t)).toMatch(/outside the phase's Files: scope: tests\/__pycache__\/test_sum\.cpython-\d+-pytest-[\d.]+\.pyc/);
    expectCompleted(w, t);
    expect(pythonOracle(w)).toEqual([]);
  });

  it('P2. a review child that plants a cache or writes tmp/conftest.py (patching add at collection): the read-only attempt fails naming the file; the retry reverts it', () => {
    const CONFTEST = "import sys\nsys.path.insert(0, 'src')\nimport sum as s\ns.add.__code__ = (lambda a, b: 5).__code__\n";
    for (const plant of ['conftest', 'pyc'] as const) {
      const w = pythonProject(PY_SUM);
      let planted = '';
      const { t } = simulate(prd([pyPhase, REVIEW]), {
        child: (c): ChildScript | undefined => {
          if (c.role !== 'review') return { files: { 'src/sum.py': PY_SUM }, result: { kind: 'envelope', summary: 'done', filesModified: ['src/sum.py'] } };
          if (c.nth > 1) return { removes: [planted], result: { kind: 'review' } };
          if (plant === 'conftest') {
            planted = 'tmp/conftest.py';
            return { files: { [planted]: CONFTEST }, result: { kind: 'review' } };
          }
          const p = plantedPyc(w);
          planted = p.rel;
          return { result: { kind: 'review' }, beforeResult: (dir) => writeFileSync(join(dir, p.rel), p.bytes) };
        },
      }, w);
      const review = t.spawns.filter((s) => s.phase === 'review');
      expect(review.map((s) => s.attempt)).toEqual([1, 2]);
      expect(review[1]?.taskText).toContain(`a read-only review phase changed files: ${planted}`);
      expectCompleted(w, t);
      expect(pythonOracle(w)).toEqual([]);
    }
  });

  it('P3. honest: a child that fixes the code and runs the tests (Python writes caches), or leaves it to the gate, completes on the first attempt with no late change', () => {
    for (const runsTests of [true, false]) {
      const w = pythonProject();
      const { t } = simulate(prd([pyPhase, REVIEW]), {
        child: (c): ChildScript => (c.role === 'review'
          ? { result: { kind: 'review' }, ...(runsTests ? { beforeResult: runTests } : {}) }
          : { files: { 'src/sum.py': PY_SUM }, result: { kind: 'envelope', summary: 'done', filesModified: ['src/sum.py'] }, ...(runsTests ? { beforeResult: runTests } : {}) }),
      }, w);
      expect(t.spawns.map((s) => [s.phase, s.attempt])).toEqual([['sum', 1], ['review', 1]]);
      expectCompleted(w, t);
      expect(readEvents(t.runDir as string).filter((e) => e.type === 'late-changes-seen')).toEqual([]);
      expect(pythonOracle(w)).toEqual([]);
    }
  });
});

describe('issue 24.3: the OpenForge home inside the project', () => {
  it('R1. run refuses an OPENFORGE_HOME inside the project tree (exit 2, naming both paths, no run, key or seal written); one under .openforge is accepted', () => {
    const w = brokenNode();
    w.write('feature.prd.md', prd([phase('npm test')]));
    const start = (home: string) => spawnSync(process.execPath, [CLI, 'run', 'feature.prd.md', '--cwd', w.project, '--json'], { cwd: w.project, env: { ...w.env(), OPENFORGE_HOME: home }, encoding: 'utf8' });
    const inside = join(w.project, 'tmp', 'forge');
    const refused = start(inside);
    expect(refused.status).toBe(2);
    expect(refused.stdout + refused.stderr).toContain(`the OpenForge home ${inside} (OPENFORGE_HOME) lies inside the project ${w.project}`);
    expect(['run-key', 'index.json', 'seals'].filter((f) => existsSync(join(inside, f)))).toEqual([]); // (the launcher's code cache may be there)
    expect(existsSync(join(w.project, '.openforge', 'runs'))).toBe(false);
    const accepted = start(join(w.project, '.openforge', 'home'));
    expect(accepted.status).toBe(0);
    expect(existsSync(join(w.project, '.openforge', 'home', 'run-key'))).toBe(true);
  });
});
