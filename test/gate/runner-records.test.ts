import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a build script in plain JavaScript, without types
import { runnerIndex, runnerRecordFiles } from '../../build/gen-runner-index.mjs';
import { gateEvidence, noTestsRan } from '../../lib/gate/evidence.js';
import { runnerReport } from '../../lib/gate/runner-report.js';
import { RUNNER_RECORDS } from '../../lib/gate/runners/index.generated.js';
import { RUNNER_OPTION_TYPES, RUNNER_PROFILES, RUNNER_PROGRAMS, RUNNER_SUBCOMMANDS } from '../../lib/gate/runners/tables.generated.js';
import { TEST_RUNNERS } from '../../lib/gate/runners/test-runners.js';
import { runsTests } from '../../lib/gate/test-gates.js';
import { validateGate } from '../../lib/gate/validate-gate.js';

const root = new URL('../../', import.meta.url);
const fixture = (name: string): string => readFileSync(new URL(`test/fixtures/runner-reports/${name}.log`, root), 'utf8');

describe('the test runner records (lib/gate/runners/)', () => {
  it('the committed index lists every record file (npm run build writes it)', () => {
    const dir = new URL('.', root).pathname;
    expect(readFileSync(new URL('lib/gate/runners/index.generated.ts', root), 'utf8')).toBe(runnerIndex(dir));
    expect(RUNNER_RECORDS).toHaveLength(runnerRecordFiles(dir).length);
  });

  it('the generated tables are the records\' data (npm run build writes them)', () => {
    expect(RUNNER_PROGRAMS).toEqual(TEST_RUNNERS.flatMap((r) => r.programs ?? []));
    expect(RUNNER_SUBCOMMANDS).toEqual(TEST_RUNNERS.flatMap((r) => r.subcommands ?? []));
    expect(RUNNER_PROFILES).toEqual(Object.assign({}, ...TEST_RUNNERS.map((r) => r.profiles ?? {})));
    expect(RUNNER_OPTION_TYPES).toEqual(Object.assign({}, ...TEST_RUNNERS.map((r) => r.optionTypes ?? {})));
  });

  it('each record has its own place in the order, its own name and its own programs', () => {
    const orders = TEST_RUNNERS.map((r) => r.order);
    expect(new Set(orders).size).toBe(orders.length);
    expect(new Set(TEST_RUNNERS.map((r) => r.runner)).size).toBe(TEST_RUNNERS.length);
    const programs = TEST_RUNNERS.flatMap((r) => [...(r.programs ?? []), ...Object.keys(r.profiles ?? {})].filter((p, i, a) => a.indexOf(p) === i));
    expect(new Set(programs).size).toBe(programs.length);
    // The plain `N passed, M failed` line is read last, after every runner that names itself.
    expect(TEST_RUNNERS.at(-1)?.runner).toBe('test runner');
  });

  it('the order the logs are read in, hand-written: the first runners and the summaries of go', () => {
    expect(TEST_RUNNERS.slice(0, 8).map((r) => r.runner)).toEqual(['node --test', 'vitest', 'jest', 'mocha', 'pytest', 'unittest', 'go test', 'cargo test']);
    expect(TEST_RUNNERS.find((r) => r.runner === 'go test')?.summaries?.map((s) => s.runner)).toEqual(['go test', 'go test (packages)']);
  });

  it('line patterns match one line: the `m` flag, never `g` (evidence.ts adds `g` itself)', () => {
    for (const r of TEST_RUNNERS) {
      for (const re of [...r.ran.map((s) => s.line), ...r.none]) {
        expect(re.flags, `${r.runner} ${re.source}`).toContain('m');
        expect(re.flags, `${r.runner} ${re.source}`).not.toContain('g');
      }
    }
  });

  it('option types are for the programs the record profiles', () => {
    for (const r of TEST_RUNNERS) {
      for (const key of Object.keys(r.optionTypes ?? {})) expect(Object.keys(r.profiles ?? {}), `${r.runner}: ${key}`).toContain(key.split(' ')[0]);
    }
  });
});

// A runner added as one file: busted (Lua), its logs from busted 2.1.1 (Debian's lua-busted).
describe('busted, a runner added as one record', () => {
  it('reads its summary: successes passed, failures and errors failed, pending skipped', () => {
    expect(runnerReport(fixture('busted-mixed'))).toMatchObject({ runner: 'busted', total: 4, passed: 2, failed: 1, skipped: 1, todo: 0, tests: null });
  });

  it('tests ran; no test file is "no tests ran", not a pass', () => {
    expect(gateEvidence(fixture('busted-mixed'), ['busted'])).toMatchObject({ kind: 'tests-ran', runner: 'busted' });
    expect(gateEvidence(fixture('busted-no-files'), ['busted'])).toMatchObject({ kind: 'no-tests-ran', runner: 'busted' });
    // busted exits 1 on it: not the runner's "no tests" code, so the gate simply failed.
    expect(noTestsRan(fixture('busted-no-files'), 1, ['busted'])).toBeNull();
  });

  it('is a test gate, vetted in its ordinary forms and not with an option that loads code', () => {
    expect(runsTests(['busted'])).toBe(true);
    expect(validateGate('busted', { shellGate: false }).verdict).toBe('ok');
    expect(validateGate('busted --filter adds -t fast spec/', { shellGate: false }).verdict).toBe('ok');
    expect(validateGate('busted --helper spec/helper.lua', { shellGate: false }).verdict).toBe('confirm');
    expect(validateGate("busted -e 'os.execute(\"x\")'", { shellGate: false }).verdict).not.toBe('ok');
    expect(validateGate('busted -o ./reporter.lua', { shellGate: false }).verdict).toBe('confirm');
    expect(validateGate('busted --lpath ./lib/?.lua', { shellGate: false }).verdict).toBe('confirm');
  });
});
