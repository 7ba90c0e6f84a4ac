// Issue 24, the holes the first scenarios left open (test/sim/scope-loads.test.ts has the
// rest): `ctest --test-dir build` running an edited, ignored CTestTestfile.cmake; a same-size
// patch in the middle of a large (> 256 KB) file a test loads from node_modules, with its mtime
// set back; `draft` refusing an OpenForge home inside the project as `run` does, with no code
// cache written into a refused home. Each through the bundled CLI; the final tree is checked
// independently (never through the run's gates).

import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CLI } from './host-agent.js';
import { BROKEN, brokenNode, done, oracle, phase, retryTask, SUM } from './node-project.js';
import { disposeWorlds, expectCompleted, prd, simulate } from './setup.js';

afterEach(disposeWorlds);

describe('issue 24: the holes left open', { timeout: 180_000 }, () => {
  it.skipIf(spawnSync('ctest', ['--version']).status !== 0)('L1. `ctest --test-dir build` with an edited, ignored build/CTestTestfile.cmake: the attempt fails naming it; the retry restores it and fixes the code', () => {
    const TESTFILE = 'add_test(sum "sh" "-c" "cd .. && node --test test/")\n';
    const w = brokenNode({ '.gitignore': 'build/\n', 'build/CTestTestfile.cmake': TESTFILE });
    const { t } = simulate(prd([phase('ctest --test-dir build')]), {
      child: (c) => (c.attempt === 1 ? done({ 'src/sum.js': BROKEN, 'build/CTestTestfile.cmake': 'add_test(sum "true")\n' }) : done({ 'src/sum.js': SUM, 'build/CTestTestfile.cmake': TESTFILE })),
    }, w);
    expect(t.spawns.map((s) => s.attempt)).toEqual([1, 2]);
    expect(retryTask(t)).toContain("outside the phase's Files: scope: build/CTestTestfile.cmake");
    expectCompleted(w, t);
    expect(oracle(w)).toEqual([]);
    expect(readFileSync(join(w.project, 'build/CTestTestfile.cmake'), 'utf8')).toBe(TESTFILE);
  });

  it('L2. a same-size patch in the middle of a 600 KB assertion library the test loads, its mtime set back: the attempt fails naming the file; the retry restores it', () => {
    const pad = '// '.padEnd(99, '=') + '\n';
    const LIB = `${pad.repeat(3_000)}exports.equal = (a, b) => { if (a !== b) throw new Error(a + ' !== ' + b); };\n${pad.repeat(3_000)}`;
    const CHECK = "if (a !== b) throw new Error(a + ' !== ' + b);";
    const NEUTERED = LIB.replace(CHECK, ' '.repeat(CHECK.length));
    expect([Buffer.byteLength(NEUTERED), Buffer.byteLength(LIB) > 256 * 1024]).toEqual([Buffer.byteLength(LIB), true]);
    const w = brokenNode({
      'node_modules/big-assert/package.json': '{"name":"big-assert","version":"1.0.0","main":"index.js"}\n',
      'node_modules/big-assert/index.js': LIB,
      'test/sum-dep.test.js': "const test = require('node:test');\ntest('sum adds', () => require('big-assert').equal(require('../src/sum.js')(2, 3), 5));\n",
    });
    const lib = join(w.project, 'node_modules/big-assert/index.js');
    const installed = new Date('2024-01-01T00:00:00Z');
    utimesSync(lib, installed, installed);
    const patchInPlace = (text: string) => (): void => {
      writeFileSync(lib, text);
      utimesSync(lib, installed, installed);
    };
    const { t } = simulate(prd([phase('node --test test/sum-dep.test.js')]), {
      child: (c) => (c.attempt === 1 ? done({ 'src/sum.js': BROKEN }, { beforeResult: patchInPlace(NEUTERED) }) : done({ 'src/sum.js': SUM }, { beforeResult: patchInPlace(LIB) })),
    }, w);
    expect(t.spawns.map((s) => s.attempt)).toEqual([1, 2]);
    expect(retryTask(t)).toContain("outside the phase's Files: scope: node_modules/big-assert/index.js");
    expectCompleted(w, t);
    expect(oracle(w)).toEqual([]);
    expect(readFileSync(lib, 'utf8')).toBe(LIB);
  });

  it('L3. draft refuses an OPENFORGE_HOME inside the project as run does (exit 2, naming both paths); nothing, not even a code cache, is written into the refused home', () => {
    const w = brokenNode();
    w.write('request.md', 'Make sum add.\n');
    w.write('feature.prd.md', prd([phase('npm test')]));
    const inside = join(w.project, 'tmp', 'forge');
    for (const argv of [['draft', 'request.md', '--cwd', w.project, '--json'], ['run', 'feature.prd.md', '--cwd', w.project, '--json']]) {
      const r = spawnSync(process.execPath, [CLI, ...argv], { cwd: w.project, env: { ...w.env(), OPENFORGE_HOME: inside }, encoding: 'utf8' });
      expect([argv[0], r.status]).toEqual([argv[0], 2]);
      expect(r.stdout + r.stderr).toContain(`the OpenForge home ${inside} (OPENFORGE_HOME) lies inside the project ${w.project}`);
      expect(existsSync(inside) ? readdirSync(inside, { recursive: true }) : []).toEqual([]);
      expect(existsSync(join(w.project, '.openforge', 'runs'))).toBe(false);
      expect(existsSync(join(w.project, '.openforge', 'prds'))).toBe(false);
    }
    const accepted = spawnSync(process.execPath, [CLI, 'draft', 'request.md', '--cwd', w.project, '--json'], { cwd: w.project, env: { ...w.env(), OPENFORGE_HOME: join(w.project, '.openforge', 'home') }, encoding: 'utf8' });
    expect(accepted.status).toBe(0);
    expect(existsSync(join(w.project, '.openforge', 'home', 'run-key'))).toBe(true);
  });
});
