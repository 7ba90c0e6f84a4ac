import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validateGate } from '../../lib/gate/index.js';

/**
 * The gate validator against two data files (test/fixtures/gates/):
 * - injections.jsonl: one JSON string per line (JSON so newlines, CR and NUL can be
 *   written as escapes); every one must be rejected without `Shell-Gate: true`.
 * - real-gates.txt: one command per line (blank lines and `# ` comments skipped), gates
 *   from real projects; every one must be accepted (verdict ok or warn).
 */
const FIXTURES = fileURLToPath(new URL('../fixtures/gates/', import.meta.url));

function loadInjections(): { line: number; command: string }[] {
  return readFileSync(`${FIXTURES}injections.jsonl`, 'utf8')
    .split('\n')
    .map((text, index) => ({ text, line: index + 1 }))
    .filter(({ text }) => text.trim() !== '')
    .map(({ text, line }) => {
      const command: unknown = JSON.parse(text);
      if (typeof command !== 'string') throw new Error(`injections.jsonl:${line}: expected a JSON string`);
      return { line, command };
    });
}

function loadRealGates(): { line: number; command: string }[] {
  return readFileSync(`${FIXTURES}real-gates.txt`, 'utf8')
    .split('\n')
    .map((command, index) => ({ command, line: index + 1 }))
    .filter(({ command }) => command.trim() !== '' && !command.startsWith('# '));
}

const INJECTIONS = loadInjections();
const REAL_GATES = loadRealGates();

describe('gate validator corpus', () => {
  it('has at least 200 injection attempts and 60 real gates, without duplicates', () => {
    expect(INJECTIONS.length).toBeGreaterThanOrEqual(200);
    expect(REAL_GATES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(INJECTIONS.map((c) => c.command)).size).toBe(INJECTIONS.length);
    expect(new Set(REAL_GATES.map((c) => c.command)).size).toBe(REAL_GATES.length);
  });

  it('rejects every injection attempt without Shell-Gate', () => {
    const accepted = INJECTIONS.flatMap(({ line, command }) => {
      const check = validateGate(command, { shellGate: false });
      if (check.verdict === 'rejected') return [];
      const rules = check.diagnostics.map((d) => d.ruleId).join(', ') || 'no diagnostics';
      return [`injections.jsonl:${line} ${JSON.stringify(command)} → ${check.verdict} (${rules})`];
    });
    expect(accepted, `accepted injections:\n${accepted.join('\n')}`).toEqual([]);
  });

  it('accepts every real gate', () => {
    const rejected = REAL_GATES.flatMap(({ line, command }) => {
      const check = validateGate(command, { shellGate: false });
      if (check.verdict !== 'rejected' && check.argv !== null) return [];
      const errors = check.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.ruleId}: ${d.message}`);
      return [`real-gates.txt:${line} ${JSON.stringify(command)} → ${check.verdict}\n  ${errors.join('\n  ')}`];
    });
    expect(rejected, `rejected real gates:\n${rejected.join('\n')}`).toEqual([]);
  });
});
