// Benchmark of the scope snapshot's gitignored-file rules (issue 16 part 7, issue 24 item 3):
// what hashing gitignored executable scripts, root env files, gate-named paths and (issue 24)
// what a gate loads from ignored folders and installed dependencies costs on top of the tree
// walk. The snapshot (lib/io/tree-snapshot.ts) is bundled twice with esbuild: as it is
// now, and with the rules of the previous commit (the two files taken from git HEAD~N, see
// --base). Timed on (a) this repository (node_modules of 200 MB, not entered either way) and
// (b) a synthetic tree of 2,000 tracked files plus 10,000 ignored files (half of them +x
// scripts, above the 2,000 cap). Median of 15 full re-hashes (no `previous`) after 1 warm-up, old and new alternating,
// as a ratio new ÷ old; then the same with the previous snapshot given (what each command pays:
// unchanged files are not re-read). A benchmark, not a test: nothing is asserted about time.
//
// Usage: node bench/scope-ignored.mjs [--base REV]   (REV: the commit before the rules; default HEAD)

import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
const at = process.argv.indexOf('--base');
const base = at > 0 ? process.argv[at + 1] : 'HEAD';
const RUNS = 15;
const tmp = mkdtempSync(join(tmpdir(), 'openforge-scope-bench-'));

async function bundle(name, libDir) {
  const outfile = join(tmp, `${name}.mjs`);
  await build({ entryPoints: [join(libDir, 'io/tree-snapshot.ts')], outfile, bundle: true, format: 'esm', platform: 'node', logLevel: 'warning', nodePaths: [join(root, 'node_modules')] });
  return (await import(pathToFileURL(outfile).href)).snapshotTree;
}

function synthetic() {
  const dir = join(tmp, 'tree');
  writeFileSync(join(mkdirSync(dir, { recursive: true }) ?? dir, '.gitignore'), '*.log\n*.local.sh\n');
  for (let i = 0; i < 2_000; i++) {
    mkdirSync(join(dir, `src/m${i % 50}`), { recursive: true });
    writeFileSync(join(dir, `src/m${i % 50}/f${i}.ts`), `export const x${i} = ${i};\n`);
  }
  for (let i = 0; i < 10_000; i++) {
    const d = join(dir, `src/m${i % 50}`);
    if (i % 2 === 0) writeFileSync(join(d, `r${i}.log`), 'log line\n');
    else {
      writeFileSync(join(d, `s${i}.local.sh`), '#!/bin/sh\nexit 0\n');
      chmodSync(join(d, `s${i}.local.sh`), 0o755);
    }
  }
  return dir;
}

/** Medians of `a` and `b`, timed alternately (the machine's load moves both alike). */
function medians(a, b) {
  a();
  b();
  const ta = [];
  const tb = [];
  for (let i = 0; i < RUNS; i++) {
    for (const [fn, times] of i % 2 === 0 ? [[a, ta], [b, tb]] : [[b, tb], [a, ta]]) {
      const t = performance.now();
      fn();
      times.push(performance.now() - t);
    }
  }
  const mid = (times) => times.sort((x, y) => x - y)[RUNS >> 1];
  return [mid(ta), mid(tb)];
}

const oldLib = join(tmp, 'old-lib');
cpSync(join(root, 'lib'), oldLib, { recursive: true });
for (const f of ['io/tree-snapshot.ts', 'io/executed-paths.ts', 'snapshot/diff.ts', 'snapshot/scope.ts']) writeFileSync(join(oldLib, f), execFileSync('git', ['show', `${base}:lib/${f}`], { cwd: root }));
const snapNew = await bundle('new', join(root, 'lib'));
const snapOld = await bundle('old', oldLib);
const gatePaths = ['dist/cli.js', 'bin/verify.sh', 'scripts/check.sh', 'node_modules/.bin/vitest', 'test/setup.ts'];
const rows = [];
for (const [label, dir] of [['this repository (node_modules 200 MB)', root], ['synthetic: 2,000 tracked + 10,000 ignored (5,000 +x scripts)', synthetic()]]) {
  const a = snapNew(dir, { gatePaths });
  const b = snapOld(dir);
  const [tNew, tOld] = medians(() => snapNew(dir, { gatePaths }), () => snapOld(dir));
  const [rNew, rOld] = medians(() => snapNew(dir, { gatePaths, previous: a }), () => snapOld(dir, { previous: b }));
  rows.push(`| ${label} | ${b.entries.length} | ${a.entries.length} | ${tOld.toFixed(1)} | ${tNew.toFixed(1)} | ${(tNew / tOld).toFixed(2)}x | ${rOld.toFixed(1)} | ${rNew.toFixed(1)} | ${(rNew / rOld).toFixed(2)}x |`);
}
rmSync(tmp, { recursive: true, force: true });
console.log(['| tree | entries before | entries now | ms before | ms now | ratio | ms before, reusing | ms now, reusing | ratio |', '|---|---|---|---|---|---|---|---|---|', ...rows].join('\n'));
