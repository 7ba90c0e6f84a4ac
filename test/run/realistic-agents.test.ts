// The realistic-agent corpus (test/run/corpus/): every scenario played on the pure engine to
// its end, with its expected outcome and the spawns it may spend.
import { writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { playScenario } from './corpus/drive.js';
import { SCENARIOS } from './corpus/scenarios.js';

// OPENFORGE_CORPUS_REPORT=FILE writes every scenario's outcome there (the figures of the closing note).
const report: Array<{ name: string; class: string; expected: unknown; outcome: unknown }> = [];
afterAll(() => {
  const file = process.env.OPENFORGE_CORPUS_REPORT;
  if (file !== undefined && file !== '') writeFileSync(file, `${JSON.stringify(report, null, 1)}\n`);
});

describe('realistic children and agents', () => {
  it('holds at least 80 scenarios across the classes', () => {
    expect(SCENARIOS.length).toBeGreaterThanOrEqual(80);
    expect(new Set(SCENARIOS.map((s) => s.name)).size).toBe(SCENARIOS.length);
    expect(new Set(SCENARIOS.map((s) => s.class)).size).toBe(6);
  });

  for (const s of SCENARIOS) {
    it(`${s.class}: ${s.name}`, () => {
      const outcome = playScenario(s);
      report.push({ name: s.name, class: s.class, expected: s.expect, outcome });
      expect({ status: outcome.status, spawns: outcome.spawns }).toEqual({ status: s.expect.status, spawns: s.expect.spawns });
      if (s.expect.reason !== undefined) expect(outcome.reason).toBe(s.expect.reason);
    });
  }
});
