// OpenClaw's own skill scanner (the pinned release's `dist/scanner-*.mjs`, the rules it applies
// to an installed skill's code: child_process execution, eval, env access beside a network
// send, base64 payloads, …) run over the shipped skill folder, with the pinned Node. The folder
// must raise nothing; the same folder with one planted `eval(` must raise a critical finding,
// so a scanner that was not found or not run fails the test instead of passing it.
// OPENFORGE_E2E_SKILL scans another copy (npm run test:openclaw:clawhub: the ClawHub pack).

import { appendFileSync, cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureToolchain, run, type Toolchain } from './harness.js';

const root = resolve(import.meta.dirname, '../..');
const skillSource = resolve(process.env.OPENFORGE_E2E_SKILL ?? join(root, 'skills/openforge'));
const work = mkdtempSync(join(tmpdir(), 'openforge-scan-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let tc: Toolchain;
let scanner = '';

interface Scan {
  scannedFiles: number;
  critical: number;
  warn: number;
  findings: { ruleId: string; severity: string; file: string }[];
}

/** The skill scanner module of the installed OpenClaw: the dist file that exports scanDirectoryWithSummary. */
beforeAll(async () => {
  tc = await ensureToolchain();
  const dist = join(resolve(tc.openclaw, '..'), 'dist');
  const candidates = readdirSync(dist).filter((f) => /^scanner-[\w-]+\.mjs$/.test(f));
  expect(candidates.length, `no dist/scanner-*.mjs in ${dist}`).toBeGreaterThan(0);
  scanner = join(dist, candidates[0]!);
});

async function scan(dir: string): Promise<Scan> {
  const script = [
    `const m = await import(${JSON.stringify(`file://${scanner}`)});`,
    "const fn = Object.values(m).find((f) => typeof f === 'function' && f.name === 'scanDirectoryWithSummary');",
    "if (!fn) { console.error('scanDirectoryWithSummary not exported'); process.exit(2); }",
    `const r = await fn(${JSON.stringify(dir)}, {});`,
    'console.log(JSON.stringify({ scannedFiles: r.scannedFiles, critical: r.critical, warn: r.warn, findings: r.findings.map((f) => ({ ruleId: f.ruleId, severity: f.severity, file: f.file })) }));',
  ].join('\n');
  const r = await run(tc.node, ['--input-type=module', '-e', script], { env: { PATH: process.env.PATH ?? '' }, cwd: work, timeoutMs: 120_000 });
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as Scan;
}

describe("OpenClaw's skill scanner", () => {
  it('finds nothing in the shipped skill folder, and scans its scripts', async () => {
    const r = await scan(skillSource);
    expect(r.findings).toEqual([]);
    expect(r.critical + r.warn).toBe(0);
    // Every .cjs file of scripts/ is one it scans (.cjs is among its scannable extensions).
    expect(r.scannedFiles).toBeGreaterThanOrEqual(20);
  });

  it('raises a critical finding on the same folder with an eval planted in the entry script', async () => {
    const copy = join(work, 'planted');
    cpSync(skillSource, copy, { recursive: true });
    appendFileSync(join(copy, 'scripts/openforge.cjs'), '\neval("1");\n');
    const r = await scan(copy);
    expect(r.critical).toBeGreaterThanOrEqual(1);
    expect(r.findings.some((f) => f.severity === 'critical' && f.file.endsWith('openforge.cjs'))).toBe(true);
  });
});
