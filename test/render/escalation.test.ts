import { describe, expect, it } from 'vitest';
import { adviceText, GATE_OUTPUT_LIMIT, renderEscalation, tailForHumans, type AdviceKind } from '../../lib/render/index.js';

const field = (message: string, label: string) => message.split('\n').find((l) => l.startsWith(`${label}:`));

const base = {
  prdTitle: 'Auth Refactor',
  phase: 'implement',
  reason: 'gate-retries-exhausted' as const,
  detail: '`npm test` exited 1 on all 3 attempts',
  attempts: ['attempt 1 (sonnet): 2 tests failed', 'attempt 2 (sonnet): 2 tests failed', 'attempt 3 (opus): 1 test failed'],
};

describe('renderEscalation', () => {

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

describe('escalation advice', () => {
  const kinds: AdviceKind[] = [
    'gate-failed', 'gate-timed-out', 'no-progress', 'checkpoint-failed', 'review-cycles-exhausted', 'blocked', 'budget-spawns',
    'budget-duration', 'escalate-flag', 'unreadable-result', 'run-file-changed', 'out-of-scope', 'read-only-write', 'spawn-timed-out',
    'error-reported', 'sub-agent-error',
  ];

  it('is its own text for every kind; only errors point at the model', () => {
    const texts = kinds.map((kind) => adviceText({ kind }));
    expect(new Set(texts).size).toBe(kinds.length);
    const model = kinds.filter((kind) => adviceText({ kind }).includes('model availability'));
    expect(model).toEqual(['error-reported', 'sub-agent-error']);
    for (const text of texts) expect(text).toMatch(/resume the run/);
  });

  it('names the facts it has, and is what the message recommends', () => {
    expect(adviceText({ kind: 'unreadable-result', resultFile: '/r/2-review.s3.md', review: true })).toContain(
      'in `/r/2-review.s3.md`: it must be a markdown review with `## Findings`',
    );
    expect(adviceText({ kind: 'gate-timed-out', command: 'npm test', workdir: '/p', timeoutSeconds: 900 })).toContain(
      'The gate `npm test` did not finish within 15m: run it by hand in `/p`',
    );
    expect(adviceText({ kind: 'read-only-write', outside: ['a.ts'] })).toContain('A read-only phase changed files (`a.ts`): revert them');
    const message = renderEscalation({ ...base, advice: { kind: 'gate-failed', command: 'npm test', workdir: '/p' } });
    expect(field(message, 'Recommended next step')).toContain('Run `npm test` by hand in `/p` to see the failure');
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
