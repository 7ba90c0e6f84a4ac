// Benchmark of the scope snapshot's gitignored-file rules: what hashing gitignored executable
// scripts, root env files, gate-named paths and what a gate loads from ignored folders and
// installed dependencies costs on top of the tree walk. The snapshot (lib/io/tree-snapshot.ts)
// is bundled with esbuild as it is now and as it was at each `--base REV` (the snapshot's files
// taken from git, the rest of lib/ as now). Timed on (a) this repository (its real
// node_modules) and (b) a synthetic tree of 2,000 tracked files plus 10,000 ignored files (half
// of them +x scripts, above the 2,000 cap). Median of 15 full re-hashes (no `previous`) after 1
// warm-up, the variants taking turns in one process, with wall time and CPU time (user +
// system, process.cpuUsage: less moved by the other processes of a shared machine than wall
// time), each also as a ratio to the first base; then the same with the previous snapshot given
// (what each command but a run's first pays: unchanged files are not re-read). A benchmark, not
// a test: nothing is asserted about time.
//
// Usage: node bench/scope-ignored.mjs [--base REV]...   (default one base: HEAD)

import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
const bases = process.argv.flatMap((a, i) => (a === '--base' ? [process.argv[i + 1]] : []));
if (bases.length === 0) bases.push('HEAD');
const RUNS = 15;
const tmp = mkdtempSync(join(tmpdir(), 'openforge-scope-bench-'));
/** The snapshot's files (those a base revision lacks keep today's text). */
const SNAPSHOT_FILES = ['io/tree-snapshot.ts', 'io/executed-paths.ts', 'io/loaded-files.ts', 'io/snapshot-entry.ts', 'snapshot/diff.ts', 'snapshot/scope.ts', 'snapshot/loaded.ts', 'snapshot/types.ts'];

async function bundle(name, libDir) {
  const outfile = join(tmp, `${name}.mjs`);
  await build({ entryPoints: [join(libDir, 'io/tree-snapshot.ts')], outfile, bundle: true, format: 'esm', platform: 'node', logLevel: 'warning', nodePaths: [join(root, 'node_modules')] });
  return (await import(pathToFileURL(outfile).href)).snapshotTree;
}

async function snapshotAt(rev, i) {
  const lib = join(tmp, `lib-${i}`);
  cpSync(join(root, 'lib'), lib, { recursive: true });
  for (const f of SNAPSHOT_FILES) {
    try {
      writeFileSync(join(lib, f), execFileSync('git', ['show', `${rev}:lib/${f}`], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] }));
    } catch {
      // Not in that revision: today's file (unused by that revision's tree-snapshot.ts).
    }
  }
  return bundle(`base-${i}`, lib);
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

/** Median wall and CPU ms of each of `fns`, timed in turns (the machine's load moves all alike). */
function medians(fns) {
  for (const fn of fns) fn();
  const wall = fns.map(() => []);
  const cpu = fns.map(() => []);
  for (let i = 0; i < RUNS; i++) {
    for (let k = 0; k < fns.length; k++) {
      const j = (k + i) % fns.length;
      const c = process.cpuUsage();
      const t = performance.now();
      fns[j]();
      wall[j].push(performance.now() - t);
      const used = process.cpuUsage(c);
      cpu[j].push((used.user + used.system) / 1000);
    }
  }
  const mid = (times) => times.sort((x, y) => x - y)[RUNS >> 1];
  return fns.map((_, j) => ({ wall: mid(wall[j]), cpu: mid(cpu[j]) }));
}

const load = loadavg()[0];
const variants = [];
for (const [i, rev] of bases.entries()) variants.push({ label: rev, snap: await snapshotAt(rev, i) });
variants.push({ label: 'now', snap: await bundle('now', join(root, 'lib')) });
const gatePaths = ['dist/cli.js', 'bin/verify.sh', 'scripts/check.sh', 'node_modules/.bin/vitest', 'test/setup.ts'];
const fmt = (m, first) => `${m.wall.toFixed(1)} / ${m.cpu.toFixed(1)} (${(m.wall / first.wall).toFixed(2)}× / ${(m.cpu / first.cpu).toFixed(2)}×)`;
const rows = [];
for (const [label, dir] of [['this repository (real node_modules)', root], ['synthetic: 2,000 tracked + 10,000 ignored (5,000 +x scripts)', synthetic()]]) {
  const firsts = variants.map((v) => v.snap(dir, { gatePaths }));
  const full = medians(variants.map((v) => () => v.snap(dir, { gatePaths })));
  const reuse = medians(variants.map((v, j) => () => v.snap(dir, { gatePaths, previous: firsts[j] })));
  variants.forEach((v, j) => rows.push(`| ${label} | ${v.label} | ${firsts[j].entries.length} | ${fmt(full[j], full[0])} | ${fmt(reuse[j], reuse[0])} |`));
}
rmSync(tmp, { recursive: true, force: true });
console.log(`load average at start ${load.toFixed(1)}, at end ${loadavg()[0].toFixed(1)}; ms wall / ms CPU (ratio to ${bases[0]})`);
console.log(['| tree | snapshot of | entries | full re-hash | reusing the previous snapshot |', '|---|---|---|---|---|', ...rows].join('\n'));
