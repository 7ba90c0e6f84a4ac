// Benchmark of `openforge complexity`: whole processes of the BUILT CLI on a JS/TS corpus of at
// least 50,000 lines copied deterministically from node_modules.
//   (a) the full-tree baseline: lines, MB, seconds, MB/s;
//   (b) 20 files changed (a small function appended to each), re-run against the baseline:
//       only the changed files are measured (the baseline carries per-file content hashes).
// Each figure is the median of 5 runs after 1 warm-up, with `node -e 0` timed in the same run
// for a ratio. A benchmark, not a test: nothing is asserted about time.
//
// Usage: node bench/complexity.mjs   (OPENFORGE_BENCH_CLI=path/to/openforge.cjs to bench another build;
// default: the committed skills/openforge/scripts/openforge.cjs). Writes bench/complexity-results.md.

import { spawnSync } from 'node:child_process';
import { appendFileSync, copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const cli = resolve(process.env.OPENFORGE_BENCH_CLI ?? join(root, 'skills/openforge/scripts/openforge.cjs'));
const RUNS = 5;
const CHANGED = 20;
const MIN_LINES = 50_000;

// Sources: [package directory under node_modules, name in the corpus]. Sorted walks: same corpus every time.
const SOURCES = [
  ['eslint/lib', 'eslint'],
  ['ajv/dist', 'ajv'],
  ['yaml/dist', 'yaml'],
  ['@typescript-eslint/typescript-estree/dist', 'typescript-estree'],
  ['web-tree-sitter/src', 'web-tree-sitter'],
];
// Directory names the snapshot ignores by default (lib/snapshot/types.ts): renamed in the corpus.
const IGNORED = new Set(['node_modules', 'dist', 'build', 'out', 'target', '.next', 'coverage', '__pycache__', '.venv', 'venv', 'vendor', 'third_party']);

function walk(dir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    const stat = statSync(full);
    if (stat.isDirectory()) out.push(...walk(full));
    else if (/\.(c|m)?(js|ts)$/.test(name) && !/\.d\.(c|m)?ts$/.test(name)) out.push(full);
  }
  return out;
}

function buildCorpus(dir) {
  const files = [];
  let lines = 0;
  let bytes = 0;
  for (const [from, to] of SOURCES) {
    const base = join(root, 'node_modules', from);
    for (const src of walk(base)) {
      const rel = relative(base, src)
        .split('/')
        .map((seg, i, all) => (i < all.length - 1 && IGNORED.has(seg) ? `_${seg}` : seg))
        .join('/');
      const dest = join(dir, to, rel);
      mkdirSync(dirname(dest), { recursive: true });
      copyFileSync(src, dest);
      const text = readFileSync(dest, 'utf8');
      lines += text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
      bytes += Buffer.byteLength(text);
      files.push(dest);
    }
  }
  return { files, lines, bytes };
}

function run(argv, cwd) {
  const started = performance.now();
  const r = spawnSync(process.execPath, argv, { cwd, encoding: 'utf8', maxBuffer: 1 << 30 });
  const ms = performance.now() - started;
  return { ms, code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** 1 warm-up, then RUNS timed runs; `before` runs untimed before each. */
function timed(argv, cwd, ok, before = () => {}) {
  const times = [];
  let last;
  for (let i = 0; i <= RUNS; i++) {
    before();
    last = run(argv, cwd);
    if (!ok(last)) throw new Error(`unexpected result (exit ${last.code}) for ${argv.join(' ')}:\n${last.stderr}${last.stdout.slice(0, 2000)}`);
    if (i > 0) times.push(last.ms);
  }
  return { ms: median(times), times, last };
}

function machine() {
  const model = /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim() ?? cpus()[0]?.model ?? 'unknown';
  const nproc = spawnSync('nproc', { encoding: 'utf8' }).stdout.trim() || String(cpus().length);
  return `node ${process.version}, nproc ${nproc}, ${model}`;
}

const work = mkdtempSync(join(tmpdir(), 'openforge-bench-complexity-'));
try {
  const corpusDir = join(work, 'corpus');
  const corpus = buildCorpus(corpusDir);
  if (corpus.lines < MIN_LINES) throw new Error(`corpus has ${corpus.lines} lines, fewer than ${MIN_LINES}`);
  const baseline = join(work, 'baseline.json');
  const args = [cli, 'complexity', 'corpus', '--baseline', baseline, '--json'];
  const okExit = (r) => r.code === 0 || r.code === 1;

  const nodeBare = timed(['-e', '0'], work, (r) => r.code === 0);

  // (a) full-tree baseline: the baseline file is removed before each run, so each run writes it.
  const full = timed(args, work, (r) => r.code === 0 && JSON.parse(r.stdout).baseline?.written === true, () => rmSync(baseline, { force: true }));
  const fullReport = JSON.parse(full.last.stdout);

  // (b) change 20 files (evenly spread, deterministic), re-run against the baseline.
  const stride = Math.floor(corpus.files.length / CHANGED);
  const changed = Array.from({ length: CHANGED }, (_, i) => corpus.files[i * stride]);
  changed.forEach((file, i) => appendFileSync(file, `\nfunction openforgeBench${i}(a, b) {\n  if (a) return b ? 1 : 2;\n  return 0;\n}\n`));
  const again = timed(args, work, (r) => okExit(r) && JSON.parse(r.stdout).baseline?.written === false);
  const verdict = JSON.parse(again.last.stdout).baseline.verdict;
  const human = run([cli, 'complexity', 'corpus', '--baseline', baseline], work);
  const measuredLine = human.stdout.split('\n').find((l) => l.startsWith('measured ')) ?? '(no measured line)';

  const mb = corpus.bytes / 1e6;
  const s = (ms) => (ms / 1000).toFixed(3);
  const ratio = (ms) => (ms / nodeBare.ms).toFixed(1);
  const list = (t) => t.times.map((x) => x.toFixed(0)).join(', ');
  const t = fullReport.totals;
  const md = `# \`openforge complexity\` benchmark

Generated by \`npm run bench:complexity\` (bench/complexity.mjs); whole processes of the built CLI
(\`${relative(root, cli).startsWith('..') ? cli : relative(root, cli)}\`), each figure the median of ${RUNS} runs after 1 warm-up.

Machine: ${machine()}.

Corpus: ${SOURCES.map(([from]) => `node_modules/${from}`).join(', ')} (.js/.ts, no .d.ts), copied into a
temp project: ${corpus.files.length} files, ${corpus.lines.toLocaleString('en-US')} lines, ${mb.toFixed(2)} MB. Measured: ${t.files} files,
${t.functions.toLocaleString('en-US')} functions, total CC ${t.total.toLocaleString('en-US')}, high-CC mass ${t.highMass.toLocaleString('en-US')}
(erosion share ${(t.erosionShare * 100).toFixed(1)}%), ${fullReport.skipped.length} files skipped.

| run | median | × \`node -e 0\` | runs (ms) |
|---|---|---|---|
| \`node -e 0\` | ${s(nodeBare.ms)} s | 1.0 | ${list(nodeBare)} |
| (a) full-tree baseline (\`complexity corpus --baseline B --json\`, B absent) | ${s(full.ms)} s (${(mb / (full.ms / 1000)).toFixed(2)} MB/s, ${Math.round(corpus.lines / (full.ms / 1000)).toLocaleString('en-US')} lines/s) | ${ratio(full.ms)} | ${list(full)} |
| (b) ${CHANGED} files changed, compared with B | ${s(again.ms)} s | ${ratio(again.ms)} | ${list(again)} |

(b) target: at most 1 s for the whole process on this machine: **${again.ms <= 1000 ? 'met' : 'NOT met'}** (${s(again.ms)} s).
The compare re-hashes the tree (snapshotTree) and measures only files whose content hash is not in the
baseline: "${measuredLine}". Verdict: high-CC mass ${verdict.before} → ${verdict.after}, flagged ${verdict.flagged}
(each appended function has CC 3, under the threshold).
`;
  writeFileSync(join(root, 'bench/complexity-results.md'), md);
  process.stdout.write(md);
} finally {
  rmSync(work, { recursive: true, force: true });
}
