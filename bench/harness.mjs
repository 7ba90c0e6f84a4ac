// The benchmark harness: times whole processes (spawnSync), with warm-up runs first and
// then N counted runs, interleaved with `node -e 0` so that every figure is also a ratio to
// Node's own start-up measured in the same run, on the same machine. Absolute times on a
// shared machine are noise; ratios of medians are what we report.
//
//   node bench/harness.mjs [--quick] [--runs N] [--warmup N] -- <command> [args…]
//
// times one command (e.g. `-- node skills/openforge/scripts/openforge.cjs gate check "npm test"`).

import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** Default counts: 3 warm-up runs, then 15 counted runs (`--quick`: 1 and 5). */
export const DEFAULTS = { warmup: 3, runs: 15 };
export const QUICK = { warmup: 1, runs: 5 };

/** The median of a list of numbers (the mean of the middle two for an even count); NaN when empty. */
export function median(xs) {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** `{ min, max }` of a list of numbers (NaN for both when empty). */
export function minMax(xs) {
  if (xs.length === 0) return { min: Number.NaN, max: Number.NaN };
  let min = Infinity;
  let max = -Infinity;
  for (const x of xs) {
    if (x < min) min = x;
    if (x > max) max = x;
  }
  return { min, max };
}

/** a / b (NaN when b is 0 or not a number). */
export function ratio(a, b) {
  return b === 0 || !Number.isFinite(b) ? Number.NaN : a / b;
}

/**
 * The median of per-round ratios `samples[i] / baseline[i]` (the rounds are interleaved, so
 * each pair ran moments apart): steadier than the ratio of medians when the load drifts.
 */
export function pairedRatio(samples, baseline) {
  const n = Math.min(samples.length, baseline.length);
  return median(Array.from({ length: n }, (_, i) => ratio(samples[i], baseline[i])));
}

/** Median, min, max of samples, and the ratio of the median to a baseline median. */
export function summarize(samples, baselineMedian) {
  const m = median(samples);
  const { min, max } = minMax(samples);
  return { samples, median: m, min, max, ratio: baselineMedian === undefined ? Number.NaN : ratio(m, baselineMedian) };
}

/**
 * Whether `value` meets a target (`value ≤ limit`, or `≥` when `atLeast`), and by how much
 * it misses: the factor beyond the limit (1.12 = 12 % over).
 */
export function verdict(value, limit, { atLeast = false } = {}) {
  const met = atLeast ? value >= limit : value <= limit;
  const missBy = met ? 0 : atLeast ? ratio(limit, value) - 1 : ratio(value, limit) - 1;
  return { met, missBy };
}

/** "12.3" style milliseconds. */
export const fmtMs = (ms) => (Number.isFinite(ms) ? (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1)) : 'n/a');
/** "1.23×". */
export const fmtX = (x) => (Number.isFinite(x) ? `${x.toFixed(2)}×` : 'n/a');

/** Wall time of one whole process, in ms; throws when the exit code is not an expected one. */
export function timeOnce({ cmd = process.execPath, args, cwd, env, okCodes = [0], input }) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(cmd, args, { cwd, env, input, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.error) throw r.error;
  if (!okCodes.includes(r.status ?? -1)) {
    throw new Error(`\`${[cmd, ...args].join(' ')}\` exited ${r.status}: ${(r.stderr || r.stdout || '').slice(0, 600)}`);
  }
  return ms;
}

/** The baseline every figure is divided by. */
export const NODE_E0 = { name: 'node -e 0', args: ['-e', '0'] };

/**
 * Time every target (and `node -e 0`) whole-process: `warmup` rounds then `runs` counted
 * rounds; each round runs every target once, in turn, so machine noise is spread over all
 * of them. Give the baseline the same environment as the targets (`baselineEnv`): some
 * variables cost Node start-up time (NODE_EXTRA_CA_CERTS reads a CA file, ~50 ms).
 * Returns `{ baseline, results: Map(name → summary) }`.
 */
export function measure(targets, { warmup = DEFAULTS.warmup, runs = DEFAULTS.runs, log = () => {}, baselineEnv } = {}) {
  const all = [{ ...NODE_E0, env: baselineEnv }, ...targets];
  const samples = new Map(all.map((t) => [t.name, []]));
  for (let round = 0; round < warmup + runs; round += 1) {
    for (const t of all) {
      const ms = timeOnce(t);
      if (round >= warmup) samples.get(t.name).push(ms);
    }
    log(`  round ${round + 1}/${warmup + runs}${round < warmup ? ' (warm-up)' : ''}`);
  }
  const baseline = summarize(samples.get(NODE_E0.name));
  baseline.ratio = 1;
  const results = new Map();
  for (const t of targets) {
    const r = summarize(samples.get(t.name), baseline.median);
    r.paired = pairedRatio(r.samples, baseline.samples);
    results.set(t.name, r);
  }
  return { baseline, results };
}

// ---------------------------------------------------------------------------
// Command line: time one command.

async function main(argv) {
  const dash = argv.indexOf('--');
  const opts = dash === -1 ? argv : argv.slice(0, dash);
  const command = dash === -1 ? [] : argv.slice(dash + 1);
  if (command.length === 0 || opts.includes('--help')) {
    console.log('usage: node bench/harness.mjs [--quick] [--runs N] [--warmup N] -- <command> [args…]');
    return command.length === 0 && !opts.includes('--help') ? 2 : 0;
  }
  const counts = { ...(opts.includes('--quick') ? QUICK : DEFAULTS) };
  const num = (flag) => {
    const i = opts.indexOf(flag);
    return i === -1 ? undefined : Number(opts[i + 1]);
  };
  counts.runs = num('--runs') ?? counts.runs;
  counts.warmup = num('--warmup') ?? counts.warmup;
  const [cmd, ...args] = command;
  const target = { name: command.join(' '), cmd: cmd === 'node' ? process.execPath : cmd, args, okCodes: [0, 1] };
  const { baseline, results } = measure([target], { ...counts, baselineEnv: process.env });
  const r = results.get(target.name);
  console.log(`node -e 0: median ${fmtMs(baseline.median)} ms (${fmtMs(baseline.min)}–${fmtMs(baseline.max)})`);
  console.log(`${target.name}: median ${fmtMs(r.median)} ms (${fmtMs(r.min)}–${fmtMs(r.max)}), ${fmtX(r.ratio)} node -e 0`);
  return 0;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
