#!/usr/bin/env node
// Which source files a call crosses, counted from what runs: `openforge next` on the bench's active
// run (a child in flight: `next` answers wait), and the `next` that reads a gate's log and gives its
// verdict (the same run once the child has ended and its gate has run). Each measured call runs
// once from an unminified bundle of the TypeScript sources under V8's precise coverage
// (NODE_V8_COVERAGE), its counters reset once the command's modules are loaded (v8.takeCoverage,
// put in front of the command's run): a source file counts when one of its functions ran from the
// command's `run(argv)` to its exit. Loading the modules does not count: it runs every bundled
// module's top level, and whatever functions that calls, whether the call uses them or not.
//
// Usage: node bench/walk.mjs [--source DIR] [--json]
//   --source DIR  the checkout whose sources are bundled (default: this one), e.g. a worktree of an
//                 older commit with this checkout's node_modules linked in, to compare before/after.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { HostAgent, SIX_PHASE_PRD, World } from './world.mjs';

const root = resolve(import.meta.dirname, '..');
const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i === -1 ? undefined : process.argv[i + 1];
};
const source = resolve(arg('--source') ?? root);
const asJson = process.argv.includes('--json');
const log = (...a) => console.error('[walk]', ...a);
const work = mkdtempSync(join(tmpdir(), 'openforge-walk-'));

/** One CommonJS file of the CLI, unminified: esbuild heads each module's code with a `// path` line. */
async function bundle() {
  const outfile = join(work, 'openforge.cjs');
  await build({
    absWorkingDir: source,
    entryPoints: [join(source, 'scripts/openforge.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    outfile,
    define: { 'import.meta.url': '__walkMeta.url' },
    banner: { js: "const __walkMeta = { get url() { return require('node:url').pathToFileURL(__filename).href; } };" },
    legalComments: 'none',
    logLevel: 'error',
  });
  const text = readFileSync(outfile, 'utf8');
  const run = 'return await (await load()).run(rest, ctx);';
  if (!text.includes(run)) throw new Error(`scripts/cli/main.ts no longer runs a command with \`${run}\`: update bench/walk.mjs`);
  writeFileSync(outfile, text.replace(run, 'const command = await load(); require("node:v8").takeCoverage(); return await command.run(rest, ctx);'));
  return outfile;
}

/** Where each module's code starts in the bundle, in order: `{ offset, file }`. */
function moduleRegions(text) {
  const regions = [];
  for (const m of text.matchAll(/^\/\/ (\S+\.(?:ts|js|cjs|mjs|json))$/gm)) regions.push({ offset: m.index, file: m[1] });
  return regions;
}

function regionOf(regions, offset) {
  let lo = 0;
  let hi = regions.length - 1;
  let found = null;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (regions[mid].offset <= offset) {
      found = regions[mid];
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found?.file ?? null;
}

/** The source files whose functions ran in the one process that wrote `dir`'s coverage of `script`. */
function filesRun(dir, script, text) {
  const regions = moduleRegions(text);
  // coverage-PID-TIME-N.json: the first is the loading (taken), the last the command's run.
  const files = readdirSync(dir)
    .filter((f) => f.startsWith('coverage-'))
    .sort((a, b) => Number(a.split('-').at(-1).split('.')[0]) - Number(b.split('-').at(-1).split('.')[0]));
  if (files.length !== 2) throw new Error(`expected the loading's and the run's coverage of ${script}, found ${files.length} files`);
  const ran = new Set();
  for (const f of files.slice(-1)) {
    const data = JSON.parse(readFileSync(join(dir, f), 'utf8'));
    for (const s of data.result) {
      if (!s.url.endsWith('/openforge.cjs') || !s.url.includes(work)) continue;
      for (const fn of s.functions) {
        const top = fn.ranges[0];
        if (top.count === 0 || top.startOffset === 0) continue;
        // esbuild's lazy module initialiser (`init_x = __esm({ "lib/x.ts"() { … } })`) is the module's top level.
        if (/\.(?:ts|js|cjs|mjs|json)$/.test(fn.functionName)) continue;
        const file = regionOf(regions, top.startOffset);
        if (file !== null) ran.add(file);
      }
    }
  }
  return ran;
}

/** Run `argv` in `world` once under coverage; the JSON it printed and the files it ran. */
function measured(world, argv, script, text) {
  const dir = mkdtempSync(join(work, 'coverage-'));
  const r = world.cli(argv, { NODE_V8_COVERAGE: dir });
  if (r.code !== 0 || r.json === null) throw new Error(`\`${argv.join(' ')}\` exited ${r.code}: ${r.stderr.slice(0, 400)}`);
  return { json: r.json, files: filesRun(dir, script, text) };
}

const summarize = (files) => {
  const source = [...files].filter((f) => f.startsWith('lib/') || f.startsWith('scripts/')).sort();
  const dependencies = [...files].filter((f) => f.startsWith('node_modules/')).sort();
  const folders = {};
  for (const f of source) {
    const folder = f.split('/').slice(0, f.startsWith('lib/run/') ? 3 : 2).join('/');
    folders[folder] = (folders[folder] ?? 0) + 1;
  }
  return { count: source.length, folders, files: source, dependencies: dependencies.length };
};

async function main() {
  log(`bundling ${source}`);
  const script = await bundle();
  const text = readFileSync(script, 'utf8');
  log('driving the 6-phase run until `tests` is in flight');
  const world = new World(join(work, 'world'), script);
  world.write('feature.prd.md', SIX_PHASE_PRD);
  const agent = new HostAgent(world, { stopAfterSpawnOf: 'tests' }).start('feature.prd.md');

  const waiting = measured(world, ['next', agent.runId, '--json'], script, text);
  const waitKinds = waiting.json.actions.map((a) => a.kind).join(',');
  if (waitKinds !== 'wait') throw new Error(`next on the active run printed ${waitKinds}, not wait`);

  // The child ends; the next `next` reads its result and issues its gate; the gate runs (its log).
  agent.finishChild(agent.pending.find((a) => a.phase === 'tests'));
  const issued = world.cli(['next', agent.runId, '--json']);
  const gate = issued.json?.actions.find((a) => a.kind === 'gate');
  if (gate === undefined) throw new Error(`no gate after the child's result: ${issued.stdout.slice(0, 400)}`);
  agent.runGate(gate);
  const judged = measured(world, ['next', agent.runId, '--json'], script, text);
  const after = judged.json.actions.map((a) => `${a.kind}${a.phase === undefined ? '' : ` ${a.phase}`}`);
  if (!after.some((a) => a === 'spawn cleanup')) throw new Error(`the gate's verdict did not pass tests: ${after.join(', ')}`);

  const result = {
    schemaVersion: 1,
    source,
    next: summarize(waiting.files),
    gateVerdict: summarize(judged.files),
  };
  if (asJson) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  else {
    for (const [name, walk] of [
      ['`next` on the active run (wait)', result.next],
      ["`next` reading a gate's log (verdict: pass, the next phase spawned)", result.gateVerdict],
    ]) {
      console.log(`${name}: ${walk.count} source files (${walk.dependencies} dependency modules)`);
      for (const [folder, n] of Object.entries(walk.folders)) console.log(`  ${folder}: ${n}`);
    }
  }
  writeFileSync(join(work, 'walk.json'), JSON.stringify(result));
}

try {
  await main();
  rmSync(work, { recursive: true, force: true });
} catch (err) {
  log(`failed: ${err.stack} (kept ${work})`);
  process.exitCode = 1;
}
