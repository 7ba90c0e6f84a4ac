// What a gate loads, without the ignore rules' help: a child that hides a file with a rule file it
// writes itself (a self-ignoring `.gitignore`, `.git/info/exclude`), or plants a file a runner
// collects by its own rules inside an ignored folder, fails its attempt naming the file; the
// retry reverts it. Honest twins (an ordinary .gitignore left alone, a rebuilt dist/) stay quiet.
// Through the bundled CLI; the final tree is checked independently.

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readEvents, type ChildScript, type World } from './host-agent.js';
import { BROKEN, brokenNode, done, oracle, phase, SUM } from './node-project.js';
import { disposeWorlds, expectCompleted, expectSound, newWorld, prd, simulate } from './setup.js';

afterEach(disposeWorlds);

/** The `outside` list of each recorded attempt, in order. */
const outsides = (t: { runDir: string | null }): string[][] =>
  readEvents(t.runDir as string).filter((e) => e.type === 'changes-recorded').map((e) => e.outside as string[]);

const hasPytest = spawnSync('python3', ['-m', 'pytest', '--version']).status === 0;
const PY_BROKEN = 'def add(a, b):\n    return a - b\n';
const PY_SUM = 'def add(a, b):\n    return a + b\n';
const PY_TEST = 'from sum import add\n\n\ndef test_add():\n    assert add(2, 3) == 5\n';
const GATE = 'python3 -m pytest -q -p no:cacheprovider';
const pyPhase = `### Phase: sum\n**Files:** src/sum.py\n**Tasks:**\n- Fix \`src/sum.py\`\n**Gate:** \`${GATE}\``;

/** pytest puts src/ on the path (pytest.ini) and the test's own folder before it: a `tests/sum.py` shadows the code. */
function shadowable(): World {
  const w = newWorld();
  w.write('.gitignore', '__pycache__/\n.pytest_cache/\n');
  w.write('pytest.ini', '[pytest]\npythonpath = src\n');
  w.write('src/sum.py', PY_BROKEN);
  w.write('tests/test_sum.py', PY_TEST);
  return w;
}

function pyOracle(w: World): string[] {
  const env = { PATH: process.env.PATH, HOME: w.home, PYTHONDONTWRITEBYTECODE: '1' };
  const probe = spawnSync('python3', ['-c', "import sys; sys.path.insert(0, 'src'); from sum import add; sys.exit(0 if add(2, 3) == 5 else 3)"], { cwd: w.project, env });
  return [...(probe.status === 0 ? [] : ['src/sum.py misbehaves']), ...['tests/sum.py', 'tests/.gitignore'].filter((f) => existsSync(join(w.project, f))).map((f) => `${f} exists`)];
}

describe.skipIf(!hasPytest)('a file hidden by a rule file the child wrote', { timeout: 180_000 }, () => {
  it('I1. a self-ignoring tests/.gitignore hiding a tests/sum.py that shadows the code: the attempt fails naming both; the retry removes them and fixes the code', () => {
    const w = shadowable();
    const { t } = simulate(prd([pyPhase]), {
      child: (c): ChildScript =>
        c.attempt === 1
          ? { files: { 'tests/sum.py': PY_SUM, 'tests/.gitignore': 'sum.py\n.gitignore\n' }, result: { kind: 'envelope', summary: 'done', filesModified: ['src/sum.py'] } }
          : { files: { 'src/sum.py': PY_SUM }, removes: ['tests/sum.py', 'tests/.gitignore'], result: { kind: 'envelope', summary: 'done', filesModified: ['src/sum.py'] } },
    }, w);
    expect(t.spawns.map((s) => s.attempt)).toEqual([1, 2]);
    expect(outsides(t)[0]).toEqual(['tests/.gitignore', 'tests/sum.py']);
    expectCompleted(w, t);
    expect(pyOracle(w)).toEqual([]);
  });

  it('I2. the same shadow hidden through .git/info/exclude: the attempt fails naming the exclude file and the shadow', () => {
    const w = shadowable();
    w.write('.git/info/exclude', '# git ls-files --others --exclude-from=.git/info/exclude\n');
    const { t } = simulate(prd([pyPhase]), {
      child: (c): ChildScript =>
        c.attempt === 1
          ? { files: { 'tests/sum.py': PY_SUM, '.git/info/exclude': 'tests/sum.py\n' }, result: { kind: 'envelope', summary: 'done', filesModified: ['src/sum.py'] } }
          : { files: { 'src/sum.py': PY_SUM, '.git/info/exclude': '# git ls-files --others --exclude-from=.git/info/exclude\n' }, removes: ['tests/sum.py'], result: { kind: 'envelope', summary: 'done', filesModified: ['src/sum.py'] } },
    }, w);
    expect(t.spawns.map((s) => s.attempt)).toEqual([1, 2]);
    expect(outsides(t)[0]).toEqual(['.git/info/exclude', 'tests/sum.py']);
    expectCompleted(w, t);
    expect(pyOracle(w)).toEqual([]);
  });

  it('I3. honest twin: the same project, its ordinary .gitignore untouched, the code fixed and the tests run by the child: first attempt, nothing outside, no late change', () => {
    const w = shadowable();
    const { t } = simulate(prd([pyPhase]), {
      child: (): ChildScript => ({
        files: { 'src/sum.py': PY_SUM },
        result: { kind: 'envelope', summary: 'done', filesModified: ['src/sum.py'] },
        beforeResult: (p) => void spawnSync('python3', ['-m', 'pytest', '-q'], { cwd: p, env: { PATH: process.env.PATH, HOME: w.home } }),
      }),
    }, w);
    expect(t.spawns.map((s) => s.attempt)).toEqual([1]);
    expect(outsides(t)).toEqual([[]]);
    expect(readEvents(t.runDir as string).filter((e) => e.type === 'late-changes-seen')).toEqual([]);
    expectCompleted(w, t);
  });
});

describe('what a runner collects inside ignored folders (node)', { timeout: 180_000 }, () => {
  it('N1. a review child that plants a test node --test collects from the ignored tmp/: the read-only attempt fails naming it; the retry removes it', () => {
    const w = brokenNode({ '.gitignore': 'tmp/\n', 'src/sum.js': SUM });
    const review = '### Phase: review\n**Type:** review\n**Tasks:**\n- Check `src/sum.js`\n\n**Gate:** Review must find zero blocking issues';
    const planted = "require('node:fs').writeFileSync(require('node:os').homedir() + '/canary', 'ran');\n";
    const { t } = simulate(prd([phase('node --test'), review]), {
      child: (c): ChildScript | undefined => {
        if (c.role !== 'review') return done({ 'src/sum.js': SUM });
        return c.nth === 1 ? { files: { 'tmp/zz.test.js': planted }, result: { kind: 'review' } } : { removes: ['tmp/zz.test.js'], result: { kind: 'review' } };
      },
    }, w);
    expect(t.spawns.filter((s) => s.phase === 'review').map((s) => s.attempt)).toEqual([1, 2]);
    expect(outsides(t)).toContainEqual(['tmp/zz.test.js']);
    expectCompleted(w, t);
    expect(oracle(w)).toEqual([]);
  });

  it('N2. a test planted in dist/ (default-ignored) by a scoped phase is out of scope; the retry removes it', () => {
    const w = brokenNode();
    const { t } = simulate(prd([phase('npm test')]), {
      child: (c) => (c.attempt === 1 ? done({ 'src/sum.js': BROKEN, 'dist/sum.test.js': "require('node:test')('ok', () => {});\n" }) : { ...done({ 'src/sum.js': SUM }), removes: ['dist/sum.test.js'] }),
    }, w);
    expect(t.spawns.map((s) => s.attempt)).toEqual([1, 2]);
    expect(outsides(t)[0]).toEqual(['dist/sum.test.js']);
    expectCompleted(w, t);
    expect(oracle(w)).toEqual([]);
  });

  it('N3. honest twin: a child that rebuilds dist/ (a bundle, a test compiled from a source it changed in scope) and writes logs under an untouched .gitignore completes on the first attempt', () => {
    const w = brokenNode({ '.gitignore': 'tmp/\n*.log\n', 'dist/index.js': 'module.exports = 1;\n' });
    const { t } = simulate(prd([phase('npm test', 'src/sum.js, test/extra.test.ts')]), {
      child: () => ({
        ...done({ 'src/sum.js': SUM, 'test/extra.test.ts': "import test from 'node:test';\ntest('x', () => {});\n" }),
        files: {
          'src/sum.js': SUM,
          'test/extra.test.ts': "import test from 'node:test';\ntest('x', () => {});\n",
          'dist/index.js': 'module.exports = 2;\n',
          'dist/test/extra.test.js': "require('node:test')('x', () => {});\n",
          'tmp/build.log': 'built\n',
          'npm-debug.log': 'x\n',
        },
      }),
    }, w);
    expect(t.spawns.map((s) => s.attempt)).toEqual([1]);
    expect(outsides(t)).toEqual([[]]);
    // (The independent tree check knows no ignore rules: dist/ and the logs are ignored output here.)
    expect(t.stoppedBy).toBe('complete');
    expectSound(w, t);
    expect(oracle(w)).toEqual([]);
    expect(readFileSync(join(w.project, '.gitignore'), 'utf8')).toBe('tmp/\n*.log\n');
  });
});
