// `npm run bench:fail-to-pass`: what FAIL_TO_PASS costs (docs/design.md#fail-to-pass). The demo's
// run (examples/text-tools.prd.md: real code, real tests, real gates, one phase retried) is carried
// out by the demo's scripted agent, in turns with `fail-to-pass: on` (the default) and `off` (front
// matter), in fresh projects; and the bench's 6-phase PRD, whose children write notes and no test.
// Counted from the agent's own tally: gate runs, runs on the old code, OpenForge commands; timed as
// whole runs. Writes bench/fail-to-pass-results.md. Ratios of one run on one machine: compare
// `on` with `off`, never with another day's figures.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Chat } from '../demo/chat.mjs';
import { demoAgent, layOutWorld } from '../demo/world.mjs';

const root = resolve(import.meta.dirname, '..');
const CLI = join(root, 'skills/openforge/scripts/openforge.cjs');
const DEMO_PRD = readFileSync(join(root, 'examples/text-tools.prd.md'), 'utf8');
const ROUNDS = Number(process.env.OPENFORGE_BENCH_ROUNDS ?? 3);
const log = (...a) => console.error('[bench:fail-to-pass]', ...a);

/** One run of `prd` by the demo's agent in a fresh project; its tally and wall time. */
function once(prd) {
  const base = mkdtempSync(join(tmpdir(), 'openforge-f2p-bench-'));
  try {
    const w = layOutWorld(base);
    writeFileSync(join(w.project, 'feature.prd.md'), prd);
    const agent = demoAgent(CLI, w, new Chat(() => {}));
    const t0 = performance.now();
    const final = agent.runPrd('feature.prd.md', w.project);
    const ms = performance.now() - t0;
    if (final?.kind !== 'complete' || agent.problems.length > 0) throw new Error(`the run ended ${final?.kind ?? 'without a final action'}: ${agent.problems.join('; ')}`);
    return { ms, ...agent.counts };
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}

const off = (prd) => `---\nfail-to-pass: off\n---\n${prd}`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function pairs(name, prd) {
  const on = [];
  const without = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    log(`${name}: round ${i + 1} of ${ROUNDS}`);
    // In turns, so a busy spell of the machine falls on both.
    on.push(once(prd));
    without.push(once(off(prd)));
  }
  return { on, off: without };
}

function row(name, r) {
  const a = r.on[0];
  const b = r.off[0];
  const msOn = median(r.on.map((x) => x.ms));
  const msOff = median(r.off.map((x) => x.ms));
  const ratios = r.on.map((x, i) => x.ms / r.off[i].ms);
  return `| ${name} | ${a.gates} vs ${b.gates} (+${a.gates - b.gates}) | ${a.oldCode} (${a.failedOnOldCode} failing there) | ${a.commands} vs ${b.commands} | ${(msOn / 1000).toFixed(1)} s vs ${(msOff / 1000).toFixed(1)} s (×${(msOn / msOff).toFixed(2)}; per pair ${ratios.map((x) => x.toFixed(2)).join(', ')}) |`;
}

if (!process.argv.includes('--help')) {
  const loadBefore = loadavg()[0];
  const demo = pairs('demo', DEMO_PRD);
  const loadAfter = loadavg()[0];
  const text = [
    '# FAIL_TO_PASS: what it costs',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:fail-to-pass\` (${ROUNDS} pairs in turns, \`on\` then \`off\`; medians; node ${process.version}, ${process.platform}; load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after).`,
    'Each run is the demo\'s scripted agent carrying out the PRD to `complete` in a fresh project, its gates real commands.',
    '',
    '| run | gate runs, on vs off | runs on the old code | OpenForge commands, on vs off | wall time, on vs off |',
    '|---|---|---|---|---|',
    row('the demo (`examples/text-tools.prd.md`: 5 phases, one retried)', demo),
    '',
    'A phase that adds or changes no test runs nothing on the old code: the bench\'s 6-phase run (`npm run bench`, agent economy),',
    'whose children write notes and whose gates print a TAP report from a script, has no such run.',
    '',
  ].join('\n');
  writeFileSync(join(root, 'bench/fail-to-pass-results.md'), text);
  process.stdout.write(text);
} else {
  process.stdout.write('Usage: npm run bench:fail-to-pass   (OPENFORGE_BENCH_ROUNDS=N pairs, default 3)\n');
}
