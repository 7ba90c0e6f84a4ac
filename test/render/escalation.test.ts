import { describe, expect, it } from 'vitest';
import { GATE_OUTPUT_LIMIT, renderEscalation, tailForHumans } from '../../lib/render/index.js';

const field = (message: string, label: string) => message.split('\n').find((l) => l.startsWith(`${label}:`));

describe('renderEscalation', () => {
  const base = {
    prdTitle: 'Auth Refactor',
    phase: 'implement',
    reason: 'gate-retries-exhausted' as const,
    detail: '`npm test` exited 1 on all 3 attempts',
    attempts: ['attempt 1 (sonnet): 2 tests failed', 'attempt 2 (sonnet): 2 tests failed', 'attempt 3 (opus): 1 test failed'],
  };

  it('has the v2 fields in order', () => {
    const message = renderEscalation({ ...base, gateOutput: 'FAIL test/auth.test.ts\n' });
    const labels = ['PRD', 'Phase', 'Reason', 'What happened', 'Gate output (if applicable)', 'Recommended next step'];
    const positions = labels.map((label) => message.indexOf(`${label}:`));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(field(message, 'PRD')).toBe('PRD: Auth Refactor');
    expect(field(message, 'Phase')).toBe('Phase: implement');
    expect(message.match(/^- attempt/gm)).toHaveLength(3);
  });

  it('omits the gate output section when there is none', () => {
    expect(renderEscalation(base)).not.toContain('Gate output');
  });

  it('keeps the last 500 characters of gate output and redacts secrets', () => {
    const key = 'AKIA' + 'R'.repeat(16);
    const output = 'x'.repeat(2000) + `\nfailed with key ${key}\n`;
    const message = renderEscalation({ ...base, gateOutput: output });
    expect(message).not.toContain(key);
    const block = message.split('```')[1]!.trim();
    expect(block.length).toBeLessThanOrEqual(GATE_OUTPUT_LIMIT);
    expect(block.endsWith('failed with key [REDACTED:aws-access-key-id]')).toBe(true);
    expect(block.startsWith('…x')).toBe(true);
  });

  it('gives a different next step per reason, and honours an override', () => {
    const a = field(renderEscalation(base), 'Recommended next step');
    const b = field(renderEscalation({ ...base, reason: 'review-cycles-exhausted' }), 'Recommended next step');
    expect(a).not.toBe(b);
    expect(field(renderEscalation({ ...base, nextStep: 'Call Dana.' }), 'Recommended next step')).toBe('Recommended next step: Call Dana.');
  });
});

describe('tailForHumans', () => {
  it('returns short text unchanged apart from line endings', () => {
    expect(tailForHumans('a\r\nb\r\n')).toBe('a\nb');
  });
  it('cuts from the front, marking the cut', () => {
    const tail = tailForHumans('0123456789', 5);
    expect(tail).toBe('…6789');
  });
});
