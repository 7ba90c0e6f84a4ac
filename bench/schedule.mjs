// The scheduling benchmark: the simulator in bench/schedule/simulate.ts drives the real run
// engine on a virtual clock over a seeded suite of generated PRDs and compares the makespan with
// the physical lower bound, for dynamic dispatch and for wave barriers on the same durations.
// Deterministic: the same figures on every machine (no timing involved).
//
//   node bench/schedule.mjs        prints the figures as JSON; bench/run.mjs puts them in RESULTS.md

import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
/** The suite's size and seed, fixed (24 PRDs of 6–15 phases, max-parallel 4, median 10 minutes). */
export const SUITE = { count: 24, seed: 15 };

/** Run the suite; the ratios per PRD and their median, p90 and max for both schedulers. */
export async function scheduleBench() {
  const dir = mkdtempSync(join(tmpdir(), 'openforge-schedule-'));
  try {
    const out = join(dir, 'simulate.cjs');
    await build({ entryPoints: [join(root, 'bench/schedule/simulate.ts')], bundle: true, platform: 'node', format: 'cjs', outfile: out, logLevel: 'error' });
    const sim = createRequire(import.meta.url)(out);
    const outcomes = [];
    for (const prd of sim.generateSuite(SUITE.count, SUITE.seed)) outcomes.push(await sim.simulateSchedule(prd));
    const dispatch = sim.ratioFigures(outcomes.map((o) => o.dispatch / o.lowerBound));
    const perTurn = sim.ratioFigures(outcomes.map((o) => o.perTurn / o.lowerBound));
    const waves = sim.ratioFigures(outcomes.map((o) => o.waves / o.lowerBound));
    const phases = outcomes.map((o) => o.phases);
    return { suite: SUITE, outcomes, dispatch, perTurn, waves, phases: { min: Math.min(...phases), max: Math.max(...phases) } };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = await scheduleBench();
  process.stdout.write(`${JSON.stringify({ suite: r.suite, dispatch: r.dispatch, perTurn: r.perTurn, waves: r.waves }, null, 2)}\n`);
}
