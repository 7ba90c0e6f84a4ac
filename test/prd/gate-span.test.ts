import { describe, expect, it } from 'vitest';
import { parsePrd } from '../../lib/prd/index.js';

const prd = (gate: string): string => `# PRD: x\n## Objective\nx\n## Phases\n### Phase: a\n**Tasks:**\n- do\n\n${gate}\n`;
const gateOf = (gate: string) => {
  const r = parsePrd(prd(gate));
  return { gate: r.prd.phases[0]?.gate ?? null, errors: r.diagnostics.filter((d) => d.severity === 'error').map((d) => [d.ruleId, d.line, d.column]) };
};

describe('a gate code span over several lines', () => {
  it('is one command, the lines joined with a single space', () => {
    const { gate, errors } = gateOf('**Gate:** `npm run build --\n--prod`');
    expect(gate?.kind).toBe('command');
    expect(gate?.commands).toEqual([{ command: 'npm run build -- --prod', line: 9, column: 12 }]);
    expect(errors).toEqual([]);
  });

  it('joins CRLF lines and indented continuation lines the same way', () => {
    expect(gateOf('**Gate:** `npm run build --\r\n    --prod`').gate?.commands.map((c) => c.command)).toEqual(['npm run build -- --prod']);
    expect(gateOf('Gate: `cargo test\n--workspace\n--all-features`').gate?.commands.map((c) => c.command)).toEqual(['cargo test --workspace --all-features']);
  });

  it('keeps two spans on two lines as two commands, and a closed span then prose as before', () => {
    expect(gateOf('**Gate:** `npm run build`\n`npm test`').gate?.commands.map((c) => c.command)).toEqual(['npm run build', 'npm test']);
    expect(gateOf('**Gate:** `npm test` must pass\nwithout flaky retries').gate?.commands.map((c) => c.command)).toEqual(['npm test']);
  });

  it('never joins two bullets: each bullet is its own paragraph', () => {
    const { gate, errors } = gateOf('**Gate:**\n- `npm run build --\n- --prod`');
    expect(gate?.commands).toEqual([]);
    expect(errors).toEqual([
      ['unclosed-gate-span', 10, 3],
      ['unclosed-gate-span', 11, 9],
    ]);
  });

  it('an unclosed span is a positioned error, never a silent description', () => {
    const { gate, errors } = gateOf('**Gate:** `npm run build --\n--prod');
    expect(gate?.kind).toBe('description');
    expect(errors).toEqual([['unclosed-gate-span', 9, 11]]);
    // Prose with a stray backtick is reported too: the author must say what runs.
    expect(gateOf("**Gate:** all tests pass, don`t skip any").errors).toEqual([['unclosed-gate-span', 9, 30]]);
    // A description without backticks stays a description, without an error.
    expect(gateOf('**Gate:** the page renders\nin every browser')).toMatchObject({ gate: { kind: 'description', commands: [] }, errors: [] });
  });

  it('a long unclosed line is reported quickly and with a short excerpt', () => {
    const r = parsePrd(prd(`**Gate:** \`${'x '.repeat(50_000)}`));
    const d = r.diagnostics.find((x) => x.ruleId === 'unclosed-gate-span');
    expect(d?.message.length).toBeLessThan(400);
  });
});
