#!/usr/bin/env node
// The honest corpus's figures (test/sim/honest/harness.ts): runs the corpus with
// OPENFORGE_HONEST_REPORT set (one JSON line per scenario), then prints a line per scenario —
// outcome, escalation, attempts, warning codes, completion bytes, the expectations that failed —
// and the totals: complete on the first attempt, with no warning (or only the warning due),
// completion bytes min/median/max. For before/after figures of a change to OpenForge.
//
//   node test/sim/honest/report.mjs                 run the corpus, then print
//   node test/sim/honest/report.mjs --from FILE     print the figures of an earlier run's FILE
//   node test/sim/honest/report.mjs --json          print the totals as JSON too
//   extra arguments are passed to vitest (a file filter: `moved`, `-t pytest`)

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');
const args = process.argv.slice(2);
const fromAt = args.indexOf('--from');
const json = args.includes('--json');
let file;
if (fromAt >= 0) {
  file = args[fromAt + 1];
} else {
  file = join(mkdtempSync(join(tmpdir(), 'openforge-honest-')), 'report.jsonl');
  const extra = args.filter((a) => a !== '--json');
  const started = Date.now();
  spawnSync(process.execPath, [join(root, 'node_modules/vitest/vitest.mjs'), 'run', '-c', 'vitest.corpus.config.ts', 'test/sim/honest', ...extra], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, OPENFORGE_HONEST_REPORT: file },
  });
  console.log(`honest corpus: ${((Date.now() - started) / 1000).toFixed(0)} s wall time; report ${file}`);
}
if (file === undefined || !existsSync(file)) {
  console.error(`no report file${file === undefined ? '' : ` ${file}`}`);
  process.exit(2);
}

const rows = readFileSync(file, 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l))
  .sort((a, b) => a.scenario.localeCompare(b.scenario));

for (const r of rows) {
  const attempts = Object.entries(r.attempts)
    .map(([p, n]) => `${p}:${n}`)
    .join(' ');
  const outcome = r.escalation === null ? r.outcome : `${r.outcome} ${r.escalation.reason} (${r.escalation.phase})`;
  console.log(
    [r.scenario, outcome, `attempts ${attempts || '-'}`, `warnings ${r.warningCodes.join(',') || '-'}`, `bytes ${r.completionBytes ?? '-'}`, `${(r.ms / 1000).toFixed(1)} s`, r.failed.length === 0 ? 'OK' : `FAILS: ${r.failed.join('; ')}`].join(' | '),
  );
}

const bytes = rows
  .map((r) => r.completionBytes)
  .filter((b) => b !== null)
  .sort((a, b) => a - b);
const median = bytes.length === 0 ? null : bytes.length % 2 === 1 ? bytes[(bytes.length - 1) / 2] : (bytes[bytes.length / 2 - 1] + bytes[bytes.length / 2]) / 2;
const count = (f) => rows.filter(f).length;
const totals = {
  scenarios: rows.length,
  passed: count((r) => r.failed.length === 0),
  completeFirstAttempt: count((r) => r.outcome === 'complete' && r.firstAttempt),
  noWarning: count((r) => !r.dueWarning && r.warningCodes.length === 0),
  noWarningOf: count((r) => !r.dueWarning),
  dueWarningGiven: count((r) => r.dueWarning && !r.failed.some((f) => f.includes('checks-changed warning'))),
  dueWarningOf: count((r) => r.dueWarning),
  completionBytes: { min: bytes[0] ?? null, median, max: bytes.at(-1) ?? null, atMost400: bytes.filter((b) => b <= 400).length, of: bytes.length },
  escalations: Object.fromEntries(
    [...new Set(rows.filter((r) => r.escalation !== null).map((r) => r.escalation.reason))].map((reason) => [reason, count((r) => r.escalation?.reason === reason)]),
  ),
  failing: Object.fromEntries([...new Set(rows.flatMap((r) => r.failed))].map((f) => [f, count((r) => r.failed.includes(f))])),
};
console.log('');
console.log(`scenarios: ${totals.scenarios}, every expectation met: ${totals.passed}`);
console.log(`complete on the first attempt: ${totals.completeFirstAttempt}/${totals.scenarios}`);
console.log(`no warning: ${totals.noWarning}/${totals.noWarningOf}; the due warning as asked: ${totals.dueWarningGiven}/${totals.dueWarningOf}`);
console.log(`completion bytes: min ${totals.completionBytes.min}, median ${totals.completionBytes.median}, max ${totals.completionBytes.max}; ≤ 400: ${totals.completionBytes.atMost400}/${totals.completionBytes.of}`);
console.log(`escalations: ${JSON.stringify(totals.escalations)}`);
console.log('failed expectations (scenarios):');
for (const [f, n] of Object.entries(totals.failing)) console.log(`  ${n}  ${f}`);
if (json) console.log(JSON.stringify(totals));
