import { describe, expect, it } from 'vitest';
import { validateGate } from '../../lib/gate/index.js';
import { confirmGatesQuestion } from '../../lib/render/ask-question.js';
import type { RunState } from '../../lib/schema/index.js';

const state = { runId: 'r1', prd: { title: 'T' } } as unknown as RunState;
const ask = (runs: string): string => confirmGatesQuestion(state, [{ phase: 'build', command: runs, runs }]);

describe('the confirmation question shows exactly what runs (issue 26 item 3)', () => {
  it('puts each command in a fenced code block', () => {
    expect(ask('sh scripts/check.sh')).toContain('1. phase `build`:\n```sh\nsh scripts/check.sh\n```');
    // An HTML comment or a link in the command is code in the block, never rendered.
    expect(ask("sh -c 'npm test <!-- ; touch x -->'")).toContain("```sh\nsh -c 'npm test <!-- ; touch x -->'\n```");
  });

  it('uses a fence longer than any backtick run inside, so the command cannot close it', () => {
    expect(ask('sh -c "echo ```; touch x"')).toContain('````sh\nsh -c "echo ```; touch x"\n````');
  });

  it('writes every code point outside ASCII as a visible escape', () => {
    const question = ask('git clone https://g\u0456thub.com/x');
    expect(question).toContain('git clone https://g\\u{456}thub.com/x');
    expect(question).not.toContain('\u0456');
    expect(question).toContain('(characters outside ASCII are shown as `\\u{…}` escapes; the command holds them as written)');
  });

  it('rejects the invisible classes even under Shell-Gate', () => {
    for (const c of ['\u{e0061}', '\u034f', '\ufe0f', '\u115f', '\u2800', '\u3164', '\uffa0', '\u{e0100}', '\u17b4', '\u200b']) {
      const check = validateGate(`sh scripts/check.sh${c}`, { shellGate: true });
      expect(check.verdict, JSON.stringify(c)).toBe('rejected');
      expect(check.diagnostics.map((d) => d.ruleId)).toContain('gate-control-character');
    }
    expect(validateGate('sh \u0301x.sh', { shellGate: true }).verdict).toBe('rejected');
    // A mark on a letter is text, not an invisible character (still non-ASCII without Shell-Gate).
    expect(validateGate('sh cafe\u0301.sh', { shellGate: true }).verdict).toBe('confirm');
    expect(validateGate('sh cafe\u0301.sh', { shellGate: false }).diagnostics.map((d) => d.ruleId)).toContain('gate-non-ascii');
  });

  it('refuses a gate whose shown form a redaction would change (gate-secret), never shows [REDACTED]', () => {
    const check = validateGate('npm test -- token "=Xk9pQ2vL7mN4rT8w"', { shellGate: false });
    expect(check.verdict).toBe('rejected');
    expect(check.diagnostics.map((d) => d.ruleId)).toContain('gate-secret');
    expect(validateGate('echo token "=Xk9pQ2vL7mN4rT8w"', { shellGate: true }).verdict).toBe('rejected');
  });
});
