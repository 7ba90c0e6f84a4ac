// `node bench/evaluate.mjs [--runs N]`: how long a FRESH process takes to import a validator
// and validate a real run's state.json, with (a) the generated ajv standalone validator
// (lib/schema/run-state-validator.generated.ts + problems.ts) and (b) lib/schema/evaluate.ts
// with the published JSON Schema object (schemas/run-state.schema.json). Both are bundled
// with esbuild into a temp dir; the state.json comes from a real `run` of the largest example
// PRD, driven in process through a bundle of the CLI. Reports medians (default 15 runs after
// 3 warm-ups, interleaved), of the import + validate time measured inside each process and
// of the whole process, next to `node -e 0`. Not a test; writes nothing in the repository.

import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { fmtMs, median } from './harness.mjs';

const root = resolve(import.meta.dirname, '..');
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 15;
const WARMUP = 3;
const CLEAN_ENV = { PATH: process.env.PATH, HOME: process.env.HOME };
const work = mkdtempSync(join(tmpdir(), 'openforge-bench-evaluate-'));

/** The CLI's CommonJS dependencies need `require` inside an ESM bundle. */
const REQUIRE_BANNER = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

async function bundle(name, contents, banner = '') {
  const outfile = join(work, `${name}.mjs`);
  await esbuild.build({ stdin: { contents, resolveDir: root, loader: 'ts', sourcefile: `${name}.ts` }, bundle: true, platform: 'node', format: 'esm', outfile, logLevel: 'silent', banner: { js: banner } });
  return outfile;
}

/** A real state.json: `run` the largest example PRD with the CLI (bundled), in a temp project. */
async function realState() {
  const cli = await import(pathToFileURL(await bundle('cli', `export { main } from './scripts/cli/main.ts';`, REQUIRE_BANNER)).href);
  const examples = readdirSync(join(root, 'examples')).filter((f) => f.endsWith('.prd.md'));
  const largest = examples.sort((a, b) => statSync(join(root, 'examples', b)).size - statSync(join(root, 'examples', a)).size)[0];
  const dir = join(work, 'project');
  mkdirSync(dir, { recursive: true });
  copyFileSync(join(root, 'examples', largest), join(dir, 'x.prd.md'));
  let stdout = '';
  const env = { OPENFORGE_HOME: join(dir, 'home'), OPENFORGE_NOW: '1796029200000' };
  const code = await cli.main(['run', join(dir, 'x.prd.md'), '--cwd', dir, '--json'], { stdout: (t) => (stdout += t), stderr: (t) => (stdout += t), env, cwd: dir, homeDir: '/nonexistent-home' });
  if (code !== 0) throw new Error(`run failed (${code}): ${stdout.slice(0, 500)}`);
  const statePath = join(JSON.parse(stdout).runDir, 'state.json');
  const copy = join(work, 'state.json');
  copyFileSync(statePath, copy);
  return { path: copy, prd: largest };
}

const state = await realState();
const ajvBundle = await bundle('ajv', [
  `export { validateRunState } from './lib/schema/run-state-validator.generated.ts';`,
  `export { schemaProblems } from './lib/schema/problems.ts';`,
].join('\n'));
const evaluateBundle = await bundle('evaluate', [
  `export { evaluateSchema } from './lib/schema/evaluate.ts';`,
  `export { default as schema } from './schemas/run-state.schema.json';`,
].join('\n'));

/** The probe: read + parse the state (not timed), then time import + validate. */
const probe = (lib, call) => `
import { readFileSync } from 'node:fs';
const value = JSON.parse(readFileSync(${JSON.stringify(state.path)}, 'utf8'));
const t = performance.now();
const lib = await import(${JSON.stringify(pathToFileURL(lib).href)});
const problems = ${call};
const ms = performance.now() - t;
if (problems.length > 0) { console.error(problems.join('\\n')); process.exit(1); }
console.log(ms);`;
const cases = {
  ajv: probe(ajvBundle, 'lib.schemaProblems(lib.validateRunState, value)'),
  evaluate: probe(evaluateBundle, 'lib.evaluateSchema(lib.schema, value)'),
};

function once(args) {
  const t = performance.now();
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', env: CLEAN_ENV });
  const wall = performance.now() - t;
  if (r.status !== 0) throw new Error(`probe failed: ${r.stderr.slice(0, 800)}`);
  return { inner: Number(r.stdout.trim()), wall };
}

const samples = { ajv: [], evaluate: [], node: [] };
for (let i = 0; i < WARMUP + RUNS; i += 1) {
  const round = {
    ajv: once(['--input-type=module', '-e', cases.ajv]),
    evaluate: once(['--input-type=module', '-e', cases.evaluate]),
    node: once(['-e', '0']),
  };
  if (i >= WARMUP) for (const k of Object.keys(samples)) samples[k].push(round[k]);
}

const med = (k, f) => median(samples[k].map((s) => s[f]));
const kb = (f) => `${(statSync(f).size / 1024).toFixed(1)} KB`;
console.log(`state.json: a fresh run of examples/${state.prd} (${kb(state.path)}); ${RUNS} runs after ${WARMUP} warm-ups, medians`);
console.log(`(a) ajv standalone validator + schemaProblems (bundle ${kb(ajvBundle)}): import + validate ${fmtMs(med('ajv', 'inner'))} ms, whole process ${fmtMs(med('ajv', 'wall'))} ms`);
console.log(`(b) evaluateSchema + run-state schema  (bundle ${kb(evaluateBundle)}): import + validate ${fmtMs(med('evaluate', 'inner'))} ms, whole process ${fmtMs(med('evaluate', 'wall'))} ms`);
console.log(`node -e 0: whole process ${fmtMs(med('node', 'wall'))} ms`);
rmSync(work, { recursive: true, force: true });
