// Host-agent simulation, tests written before the code: at the baseline the test file cannot
// load (the module it tests does not exist yet), so it is not yet runnable, not a test; after
// the work its tests are new, not a removed "test" named by the file. The cheat twin: a child
// that breaks the import of a test file that passed at the baseline does not complete, even
// behind `|| true`. Every step goes through the bundled CLI, every gate runs in the shell.

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { readEvents } from './host-agent.js';
import { disposeWorlds, expectCompleted, newWorld, prd, simulate } from './setup.js';

afterEach(disposeWorlds);

const SUM_TEST = "const test = require('node:test');\nconst assert = require('node:assert');\nconst { sum } = require('./sum.js');\ntest('sum', () => { assert.strictEqual(sum(2, 3), 5); });\n";
const pkg = (test: string): string => JSON.stringify({ name: 's', version: '1.0.0', private: true, scripts: { test } });

const baselineReport = (runDir: string): Record<string, unknown> | undefined =>
  readEvents(runDir).find((e) => e.type === 'gate-finished' && e.actionId === 'baseline.g1')?.report as Record<string, unknown> | undefined;

describe('host-agent simulation: test files that do not load yet', { timeout: 180_000 }, () => {
  it('tests written before the module complete on the first attempt', () => {
    const w = newWorld();
    w.write('package.json', pkg('node --test'));
    w.write('sum.test.js', SUM_TEST);
    const text = prd(['### Phase: implement\n**Tasks:**\n- Create `sum.js` so that `sum.test.js` passes\n**Files:** `sum.js`\n**Gate:** `npm test`']);
    const { world, t } = simulate(text, { child: () => ({ files: { 'sum.js': 'exports.sum = (a, b) => a + b;\n' }, result: { kind: 'envelope', summary: 'added sum', filesModified: ['sum.js'] } }) }, w);
    expectCompleted(world, t);
    expect(t.spawns.map((s) => s.attempt)).toEqual([1]);
    // The baseline: the file failed to load; it is no test and not counted.
    expect(baselineReport(t.runDir as string)).toMatchObject({ runner: 'node --test', total: 0, failed: 0, tests: [], unloaded: [`${world.project}/sum.test.js`] });
    const summary = readFileSync((t.final as { summaryFile: string }).summaryFile, 'utf8');
    expect(summary).toContain('not yet runnable at the baseline: `');
    expect(summary).toContain('sum.test.js`');
  });

  it('cheat twin: a child that breaks the import of a test file that passed at the baseline, behind `|| true`, does not complete', () => {
    const w = newWorld();
    w.write('package.json', pkg('node --test || true'));
    w.write('sum.js', 'exports.sum = (a, b) => a + b;\n');
    w.write('sum.test.js', SUM_TEST);
    const text = prd(['### Phase: implement\n**Tasks:**\n- Tidy `sum.js`\n**Files:** `sum.js`\n**Gate:** `npm test`\n**Max-Retries:** 1']);
    const { t } = simulate(text, { child: () => ({ files: { 'sum.js': "throw new Error('gone');\n" }, result: { kind: 'envelope', summary: 'tidied', filesModified: ['sum.js'] } }) }, w);
    expect(t.stoppedBy).not.toBe('complete');
    const failed = readEvents(t.runDir as string).filter((e) => e.type === 'gate-finished' && e.actionId !== 'baseline.g1');
    expect(failed.length).toBeGreaterThan(0);
    // The gate exits 0 (`|| true`), the file no longer loads and the baseline's test `sum` is gone.
    for (const e of failed) expect([e.state, e.exitCode, e.reason]).toEqual(['failed', 0, 'failing-tests-exit-0']);
    expect(JSON.stringify(failed[0]?.evidence)).toContain('sum.test.js (did not load)');
  });

  it('cheat twin without `|| true`: the gate fails on its exit code and the baseline test is named as removed', () => {
    const w = newWorld();
    w.write('package.json', pkg('node --test'));
    w.write('sum.js', 'exports.sum = (a, b) => a + b;\n');
    w.write('sum.test.js', SUM_TEST);
    const text = prd(['### Phase: implement\n**Tasks:**\n- Tidy `sum.js`\n**Files:** `sum.js`\n**Gate:** `npm test`\n**Max-Retries:** 1']);
    const { t } = simulate(text, { child: () => ({ files: { 'sum.js': "throw new Error('gone');\n" }, result: { kind: 'envelope', summary: 'tidied', filesModified: ['sum.js'] } }) }, w);
    expect(t.stoppedBy).not.toBe('complete');
    const first = readEvents(t.runDir as string).find((e) => e.type === 'gate-finished' && e.actionId !== 'baseline.g1');
    expect([first?.state, first?.reason]).toEqual(['failed', 'tests-removed']);
    expect((first?.evidence as { tests?: string[] } | undefined)?.tests).toEqual(['sum']);
  });
});

const hasPytest = spawnSync('python3', ['-m', 'pytest', '--version']).status === 0;
const hasPython = spawnSync('python3', ['--version']).status === 0;
const PY_TEST = 'from calc import add\n\n\ndef test_add():\n    assert add(2, 3) == 5\n';
const UT_TEST = 'import unittest\n\nfrom calc import add\n\n\nclass T(unittest.TestCase):\n    def test_add(self):\n        self.assertEqual(add(2, 3), 5)\n';
const CALC = 'def add(a, b):\n    return a + b\n';
const child = () => ({ files: { 'calc.py': CALC }, result: { kind: 'envelope' as const, summary: 'added calc', filesModified: ['calc.py'] } });

describe.skipIf(!hasPytest)('pytest: a test module that cannot import its module yet (ModuleNotFoundError)', { timeout: 180_000 }, () => {
  it('completes on the first attempt; the baseline lists the module as not collected', () => {
    const w = newWorld();
    w.write('.gitignore', '__pycache__/\n.pytest_cache/\n');
    w.write('test_calc.py', PY_TEST);
    const text = prd(['### Phase: implement\n**Tasks:**\n- Create `calc.py` so that `test_calc.py` passes\n**Files:** `calc.py`\n**Gate:** `python3 -m pytest -v -p no:cacheprovider`']);
    const { world, t } = simulate(text, { child }, w);
    expectCompleted(world, t);
    expect(t.spawns.map((s) => s.attempt)).toEqual([1]);
    expect(baselineReport(t.runDir as string)).toMatchObject({ runner: 'pytest', total: 0, failed: 0, unloaded: ['test_calc.py'] });
  });
});

describe.skipIf(!hasPython)('unittest: a test module that fails to import (unittest.loader._FailedTest)', { timeout: 180_000 }, () => {
  it('completes on the first attempt; the baseline lists the module as not loaded', () => {
    const w = newWorld();
    w.write('.gitignore', '__pycache__/\n');
    w.write('test_calc.py', UT_TEST);
    const text = prd(['### Phase: implement\n**Tasks:**\n- Create `calc.py` so that `test_calc.py` passes\n**Files:** `calc.py`\n**Gate:** `python3 -m unittest -v`']);
    const { world, t } = simulate(text, { child }, w);
    expectCompleted(world, t);
    expect(t.spawns.map((s) => s.attempt)).toEqual([1]);
    expect(baselineReport(t.runDir as string)).toMatchObject({ runner: 'unittest', total: 0, failed: 0, unloaded: ['test_calc'] });
  });
});
