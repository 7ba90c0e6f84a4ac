// A refused command's words are made here, from the refusal's facts (lib/run/commands/refusal.ts).
import { describe, expect, it } from 'vitest';
import { refusalText } from '../../lib/render/refusal.js';
import type { Refusal } from '../../lib/run/model/refusal.js';

const EVERY: Refusal[] = [
  { code: 'no-such-spawn', runId: 'r1', actionId: 'x.s1', known: ['1-a.s1'] },
  { code: 'no-such-spawn', runId: 'r1', actionId: 'x.s1' },
  { code: 'no-such-approval', runId: 'r1', phase: 'ok', approvals: [] },
  { code: 'no-such-phase', runId: 'r1', phase: 'p', phases: ['a', 'b'] },
  { code: 'no-gates-to-confirm', runId: 'r1' },
  { code: 'spawn-model-recorded', actionId: '1-a.s1', model: 'm' },
  { code: 'spawn-session-recorded', actionId: '1-a.s1', sessionKey: 'k' },
  { code: 'collector-run-id-missing', actionId: '1-a.s1' },
  { code: 'not-a-collector', actionId: '1-a.s1' },
  { code: 'spawn-error-refused', actionId: '1-a.s1', why: 'recorded' },
  { code: 'spawn-error-refused', actionId: '1-a.s1', why: 'started', sessionKey: 'k' },
  { code: 'spawn-error-refused', actionId: '1-a.s1', why: 'ended', outcome: 'passed' },
  { code: 'spawn-error-refused', actionId: '1-a.s1', why: 'run-not-running', runId: 'r1', status: 'completed' },
  { code: 'run-ended', runId: 'r1', status: 'cancelled' },
  { code: 'run-not-running', runId: 'r1', status: 'needs-human' },
  { code: 'run-not-running', runId: 'r1', status: 'completed', phase: { name: 'ok', status: 'passed', last: { decision: 'approve', note: null } } },
  { code: 'decision-not-asked', phase: { name: 'ok', status: 'pending' } },
  { code: 'decision-conflicts', phase: { name: 'ok', status: 'passed', last: { decision: 'approve', note: 'fine' } } },
  { code: 'gates-already-confirmed', runId: 'r1' },
  { code: 'nothing-to-cancel', runId: 'r1' },
  { code: 'draft-reject-refused', runId: 'r1', why: 'plan-only' },
  { code: 'draft-reject-refused', runId: 'r1', why: 'rejects-exhausted', rejects: 3, prdFile: '.openforge/prds/x.prd.md' },
];

describe('the words of a refused command', () => {
  it('says every refusal as one sentence or two, with the facts it names and no hole', () => {
    for (const r of EVERY) {
      const text = refusalText(r);
      expect(text, r.code).toMatch(/^[a-z].*\.$/);
      expect(text, r.code).not.toMatch(/undefined|null|\?/);
      if ('actionId' in r) expect(text, r.code).toContain(r.actionId);
      if ('runId' in r && r.runId !== undefined) expect(text, r.code).toContain(r.runId);
    }
  });

  it('says these exactly', () => {
    expect(refusalText({ code: 'no-such-spawn', runId: 'r1', actionId: 'nope', known: ['1-a.s1', '2-b.s1'] })).toBe('run r1 has no spawn action `nope`. Known spawn actions: `1-a.s1`, `2-b.s1`.');
    expect(refusalText({ code: 'no-such-approval', runId: 'r1', phase: 'ok', approvals: [] })).toBe('run r1 has no approval phase `ok`. Approval phases: (none).');
    expect(refusalText({ code: 'decision-conflicts', phase: { name: 'ok', status: 'passed', last: { decision: 'approve', note: 'fine' } } })).toBe(
      'phase `ok` is passed; the last decision was approve ("fine"): a conflicting decision is refused. To change course, cancel the run or wait until the phase asks again.',
    );
    expect(refusalText({ code: 'run-ended', runId: 'r1', status: 'cancelled' })).toBe('run r1 is cancelled; start a new run with `run PRD --new`.');
  });
});
