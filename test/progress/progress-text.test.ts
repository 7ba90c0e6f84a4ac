import { describe, expect, it } from 'vitest';
import { reportProgress } from '../../lib/run/engine/progress.js';
import { progressAgainText } from '../../lib/render/progress-text.js';
import { applyEvent } from '../../lib/run/index.js';
import type { RunEvent, RunPhase, RunState } from '../../lib/schema/index.js';
import { SECRETS, phase, runningRun, spawn, t } from '../render/fixtures.js';
import { progressOf } from '../helpers/run-facts.js';

function run(phases: RunPhase[]): RunState {
  const base = runningRun();
  return { ...base, phases, seq: 20, settings: { ...base.settings, maxParallel: 1 } };
}

const ev = (seq: number, e: Record<string, unknown>): RunEvent => ({ seq, at: t(seq), ...e }) as unknown as RunEvent;

// api passed in 245 s with 2 attempts; ui started; db waits for ui.
const state = run([
  phase('api', { status: 'passed', startedAt: t(0), finishedAt: t(245), spawns: [spawn('api', 'work', 1, 1, 0, 100), spawn('api', 'work', 2, 1, 110, 240)] }),
  phase('ui', { status: 'active', startedAt: t(245), dependsOn: ['api'] }),
  phase('db', { dependsOn: ['ui'] }),
]);

describe('progressText', () => {
  it('a pass (time, attempts), a start, then phases done and time left', () => {
    const events = [ev(18, { type: 'phase-passed', phase: 'api', summary: null, erosion: 'ok' }), ev(19, { type: 'phase-started', phase: 'ui' }), ev(20, { type: 'spawn-issued', phase: 'ui' })];
    // median 245 s: ui 245 s (just started) + db 245 s = 490 s → ~9m.
    expect(progressOf(state, events, t(245))).toBe('api passed (4m 05s, 2 attempts); ui started. 1/3 done, ~9m left.');
  });

  it('a failed attempt says why in a few words; nothing the user cares about is null', () => {
    const failing = run([phase('api', { status: 'active', startedAt: t(0), failures: [{ attempt: 1, role: 'work', cycle: 1, failure: { code: 'gate-failed' as const, command: 'npm test', exitCode: 1 }, fingerprint: 'f', gateTail: '', findings: [], generation: 0, at: t(5) }] })]);
    expect(progressOf(failing, [ev(5, { type: 'attempt-failed', phase: 'api', failure: { code: 'gate-failed' as const, command: 'npm test', exitCode: 1 } })], t(6))).toBe('api attempt 1 failed: gate `npm test` exited 1.');
    expect(progressOf(failing, [ev(6, { type: 'spawn-confirmed', actionId: 'x' }), ev(7, { type: 'gate-issued', phase: 'api' })], t(8))).toBeNull();
    expect(progressOf(failing, [], t(8))).toBeNull();
  });

  it('a long failure reason keeps what failed and which file, drops its advice, never ends in ".;" or "…."', () => {
    const scope = "changed files outside the phase's Files: scope: conftest.py (changed since the phase started; revert what does not belong to the phase)";
    const blocked = 'the sub-agent reported BLOCKED: Which port should the server listen on, 8080 or 3000, given the proxy config?';
    const failure = (reason: string, attempt: number) => ({ attempt, role: 'work' as const, cycle: 1, failure: { code: 'text' as const, text: reason }, fingerprint: 'f', gateTail: '', findings: [], generation: 0, at: t(attempt) });
    const failing = run([phase('api', { status: 'active', startedAt: t(0), failures: [failure(scope, 1), failure(blocked, 2)] })]);
    const events = [ev(1, { type: 'attempt-failed', phase: 'api', reason: scope }), ev(2, { type: 'attempt-failed', phase: 'api', reason: blocked })];
    expect(progressOf(failing, events, t(3))).toBe(
      "api attempt 1 failed: changed files outside the phase's Files: scope: conftest.py; api attempt 2 failed: the sub-agent reported BLOCKED: Which port should the server listen on, 8080 or 3000, given the …",
    );
  });

  it('approvals, the final verification once a round, and secrets redacted', () => {
    const s = run([phase('ship', { kind: 'approval', type: 'approval', status: 'waiting-approval' })]);
    expect(progressOf(s, [ev(1, { type: 'phase-started', phase: 'ship' }), ev(2, { type: 'approval-requested', phase: 'ship' })], t(3))).toBe('ship waits for your approval.');
    const v: RunState = { ...state, verification: { gates: [{ actionId: 'final.g1' }, { actionId: 'final.g2' }] as never, from: 0 } };
    expect(progressOf(v, [ev(1, { type: 'final-gate-issued', actionId: 'final.g1', phase: 'api' })], t(2))).toBe('final verification started.');
    expect(progressOf(v, [ev(2, { type: 'final-gate-issued', actionId: 'final.g2', phase: 'api' })], t(3))).toBeNull();
    const leak = run([phase('api', { status: 'active' })]);
    expect(progressOf(leak, [ev(1, { type: 'attempt-failed', phase: 'api', reason: `env had ${SECRETS.aws}` })], t(2))).not.toContain(SECRETS.aws);
  });

  it('stays short: at most five items, the rest counted', () => {
    const many = Array.from({ length: 9 }, (_, i) => ev(i + 1, { type: 'phase-started', phase: `p${i}` }));
    const s = run(Array.from({ length: 9 }, (_, i) => phase(`p${i}`, { status: 'active' })));
    expect(progressOf(s, many, t(10))).toBe('p0 started; p1 started; p2 started; p3 started; p4 started; 4 more.');
  });
});

describe('reportProgress', () => {
  it('records the text as a progress-reported event after the state’s last one; what it covers is never told again', () => {
    const events = [ev(19, { type: 'phase-started', phase: 'ui' })];
    const first = reportProgress(state, events, t(300));
    expect(first?.facts).toEqual({ items: [{ kind: 'started', phase: 'ui' }], share: false });
    expect(first?.event).toEqual({ seq: 21, at: t(300), type: 'progress-reported' });
    expect(first?.state.progressSeq).toBe(21);
    expect(first?.state.updatedAt).toBe(state.updatedAt);
    // The same events again (a repeated `next`, a new agent session): nothing to tell.
    expect(reportProgress(first?.state as RunState, [...events, first?.event as RunEvent], t(301))).toBeNull();
  });
});

describe('the progress pointer in the fold', () => {
  it('moves on with events that have nothing to report while nothing is unreported, and stops at one that has', () => {
    const reported = reportProgress(state, [ev(19, { type: 'phase-started', phase: 'ui' })], t(300))?.state as RunState;
    expect(reported.progressSeq).toBe(21);
    const confirmed = applyEvent(reported, ev(22, { type: 'spawn-confirmed', actionId: 'ui.work.1.1', sessionKey: 'k' }));
    expect(confirmed.progressSeq).toBe(22);
    const started = applyEvent(confirmed, ev(23, { type: 'phase-started', phase: 'db' }));
    expect(started.progressSeq).toBe(22);
    // Once something is unreported, quiet events after it wait with it.
    expect(applyEvent(started, ev(24, { type: 'spawn-confirmed', actionId: 'x', sessionKey: 'k' })).progressSeq).toBe(22);
    // A run from before progress reporting has no pointer to move.
    expect(applyEvent(state, ev(21, { type: 'spawn-confirmed', actionId: 'x', sessionKey: 'k' })).progressSeq).toBeUndefined();
  });
});

describe('progress said again', () => {
  it('words each report from its facts as it was first said, and keeps an older log\'s text', () => {
    const facts = { items: [{ kind: 'started' as const, phase: 'ui' }], share: false };
    expect(progressAgainText([{ text: 'api started.' }, { state, facts, at: t(300) }])).toEqual(['api started.', 'ui started.']);
  });
});
