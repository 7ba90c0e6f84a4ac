import { describe, expect, it } from 'vitest';
import { parsePrd } from '../../lib/prd/index.js';

/** Issue 16 part 5: Shell-Gate is read only from a phase's visible fields, and only `true` (or `false`) is accepted. */
const phase = (body: string): string => `# PRD: x\n\n## Phases\n\n### Phase: build\n\n**Tasks:**\n- Build it\n\n${body}\n\n**Gate:** \`npm run build && npm test\`\n`;

function parsed(body: string): { shellGate: boolean | undefined; diagnostics: { ruleId: string; line: number; column: number }[] } {
  const { prd, diagnostics } = parsePrd(phase(body));
  return { shellGate: prd.phases[0]?.shellGate, diagnostics: diagnostics.map((d) => ({ ruleId: d.ruleId, line: d.line, column: d.column })) };
}

describe('Shell-Gate field', () => {
  it('honours `true` among the visible fields, in its usual spellings of the label', () => {
    for (const body of ['**Shell-Gate:** true', 'Shell-Gate: true', '**Shell-Gate:** TRUE', '*Shell-Gate:* true']) {
      expect(parsed(body).shellGate, body).toBe(true);
    }
    expect(parsed('**Shell-Gate:** false').shellGate).toBe(false);
  });

  it('rejects every other value with a positioned error, and leaves the phase without a shell gate', () => {
    for (const value of ['yes', 'on', '1', 'True!', 'y', 'enabled', 'no']) {
      const result = parsed(`**Shell-Gate:** ${value}`);
      expect(result.shellGate, value).toBe(false);
      // line 10 of the PRD, the value right after the label.
      expect(result.diagnostics.filter((d) => d.ruleId === 'invalid-shell-gate'), value).toEqual([{ ruleId: 'invalid-shell-gate', line: 10, column: 17 }]);
    }
  });

  it('ignores Shell-Gate inside <details>, <div> and other HTML blocks, with an error at the label', () => {
    for (const body of ['<details>\n<summary>more</summary>\n\n**Shell-Gate:** true\n\n</details>', '<div hidden>\n\nShell-Gate: true\n\n</div>',
      '<details><summary>x</summary>\n\n*Shell-Gate:* true\n\n</details>']) {
      const result = parsed(body);
      expect(result.shellGate, body).toBe(false);
      expect(result.diagnostics.map((d) => d.ruleId), body).toContain('shell-gate-hidden');
    }
  });

  it('never reads it from an HTML comment, and honours it again after the HTML block closes', () => {
    expect(parsed('<!--\n**Shell-Gate:** true\n-->').shellGate).toBe(false);
    expect(parsed('<details>\n\nnotes\n\n</details>\n\n**Shell-Gate:** true').shellGate).toBe(true);
  });
});
