import { describe, expect, it } from 'vitest';
import { derivePhaseState, deriveRunState } from '../../lib/progress/index.js';
import { DERIVED_PHASE_STATES, DERIVED_RUN_STATES } from '../../lib/schema/run-vocabulary.js';
import type { RunPhase, RunState } from '../../lib/schema/index.js';
import { completedRun, escalatedRun, gate, phase, runningRun, spawn, t } from '../render/fixtures.js';

/** runningRun with its review phase replaced by `review`. */
function withReview(review: Partial<RunPhase>): RunState {
  const run = runningRun();
  return { ...run, phases: run.phases.map((p) => (p.name === 'review' ? { ...p, ...review } : p)) };
}

const reviewOf = (run: RunState): RunPhase => run.phases.find((p) => p.name === 'review') as RunPhase;

describe('derived states: children and gates', () => {
  // The fix child was confirmed at t(601); its run timeout is 900 s, the grace 60 s.
  const inFlight = withReview({ currentSpawn: 'review.fix.2.1' });

  it('a confirmed child in flight: waiting for sub-agents, which one, since its confirmation', () => {
    expect(derivePhaseState(reviewOf(inFlight), inFlight, t(700))).toEqual({
      word: 'waiting-for-sub-agents', detail: 'review.fix.2.1, fix attempt 1', since: t(601),
    });
    expect(deriveRunState(inFlight, t(700)).run).toEqual({ word: 'waiting-for-sub-agents', detail: 'review.fix.2.1, fix attempt 1', since: t(601) });
  });

  it('the child past run timeout + grace with nothing heard: stalled, from the deadline on (not a second before)', () => {
    expect(derivePhaseState(reviewOf(inFlight), inFlight, t(601 + 960)).word).toBe('waiting-for-sub-agents');
    expect(derivePhaseState(reviewOf(inFlight), inFlight, t(601 + 961))).toEqual({
      word: 'stalled', detail: 'no result from review.fix.2.1 1m past its 15m run timeout', since: t(601 + 960),
    });
    expect(deriveRunState(inFlight, t(601 + 961)).run.word).toBe('stalled');
  });

  it('a spawn issued but not confirmed by `spawned`: running (the agent has to start it), never waiting for a claimed child', () => {
    const unconfirmed = withReview({
      currentSpawn: 'review.fix.2.1',
      spawns: [...reviewOf(runningRun()).spawns.slice(0, 2), spawn('review', 'fix', 1, 2, 601, null, { sessionKey: null, confirmedAt: null })],
    });
    expect(derivePhaseState(reviewOf(unconfirmed), unconfirmed, t(700))).toEqual({ word: 'running', detail: 'review.fix.2.1 to start', since: t(601) });
    expect(deriveRunState(unconfirmed, t(700)).run.word).toBe('running');
  });

  it('a gate without a verdict past its timeout + grace: stalled', () => {
    // Issued at t(590) (gate() issues 10 s before its finish time), timeout 300 s, grace 60 s.
    const g = { ...gate('review', 7, 'pending', null, 600), finishedAt: null };
    const gated = withReview({ role: 'work', gates: [g], currentGates: [g.actionId] });
    expect(derivePhaseState(reviewOf(gated), gated, t(900))).toEqual({ word: 'running', detail: 'gate `npm test`', since: t(590) });
    expect(derivePhaseState(reviewOf(gated), gated, t(951))).toEqual({
      word: 'stalled', detail: 'no verdict from gate `npm test` 6m after it was issued (timeout 5m)', since: t(950),
    });
  });
});

describe('derived states: the user, halts and endings', () => {
  it('an approval waiting: waiting for the user, which approval', () => {
    const run = runningRun();
    const asking: RunState = {
      ...run,
      phases: run.phases.map((p) =>
        p.name === 'review' ? { ...p, status: 'passed' as const, finishedAt: t(690) } : p.name === 'approve' ? { ...p, status: 'waiting-approval' as const, round: 1, startedAt: t(694), lastEvent: { type: 'approval-requested', at: t(694) } } : p,
      ),
    };
    expect(deriveRunState(asking, t(800)).run).toEqual({ word: 'waiting-for-user', detail: 'approval of `approve`', since: t(694) });
  });

  it('the gate confirmation unanswered: waiting for the user before anything ran', () => {
    const run: RunState = { ...runningRun(), confirmGates: [{ phase: 'implement', command: './x.sh', runs: './x.sh' }], gatesConfirmedAt: null };
    expect(deriveRunState(run, t(10)).run).toEqual({ word: 'waiting-for-user', detail: 'the gate confirmation', since: run.createdAt });
  });

  it('halts: gate retries exhausted is needs-human (why), no-progress is looping, budget-exhausted is budget-limited', () => {
    const esc = escalatedRun();
    expect(deriveRunState(esc, t(400)).run).toEqual({ word: 'needs-human', detail: 'gate-retries-exhausted at `implement`', since: t(331) });
    const loop: RunState = { ...esc, escalation: { ...(esc.escalation as NonNullable<RunState['escalation']>), reason: 'no-progress' } };
    expect(deriveRunState(loop, t(400)).run.word).toBe('looping');
    expect(deriveRunState(loop, t(400)).phases[2]).toEqual({ word: 'looping', detail: 'no-progress', since: t(331) });
    const budget: RunState = { ...esc, escalation: { ...(esc.escalation as NonNullable<RunState['escalation']>), reason: 'budget-exhausted' } };
    expect(deriveRunState(budget, t(400)).run.word).toBe('budget-limited');
    expect(deriveRunState(budget, t(400)).phases[2]?.word).toBe('budget-limited');
  });

  it('a usage limit: rate-limited, while the siblings drain and once it halted; the limited phase too', () => {
    const limit = { kind: 'rate-limit' as const, resetAt: t(4000), resetText: null, message: '429 rate_limit_error', since: t(650), phase: 'review', actionId: 'review.fix.2.1', source: 'sessions_spawn' as const };
    const held: RunState = { ...withReview({ currentSpawn: null }), usageLimit: limit };
    expect(deriveRunState(held, t(700)).run).toEqual({
      word: 'rate-limited',
      detail: 'rate-limit at `review`: it resets at 2026-01-01 11:06 UTC (in 55m); no new sub-agent until resume',
      since: t(650),
    });
    expect(derivePhaseState(reviewOf(held), held, t(700))).toMatchObject({ word: 'rate-limited', since: t(650) });
    const esc = escalatedRun();
    const halted: RunState = { ...esc, usageLimit: { ...limit, phase: 'implement' }, escalation: { ...(esc.escalation as NonNullable<RunState['escalation']>), reason: 'usage-limit' } };
    expect(deriveRunState(halted, t(700)).run.word).toBe('rate-limited');
    expect(deriveRunState(halted, t(700)).phases[2]).toEqual({ word: 'rate-limited', detail: 'usage-limit', since: t(331) });
  });

  it('the same failure again across a resume: looping while the retry runs', () => {
    const failure = { attempt: 1, role: 'work' as const, cycle: 1, failure: { code: 'gate-failed' as const, command: 'npm test', exitCode: 1 }, fingerprint: 'f9', gateTail: 'x', findings: [], generation: 0, at: t(300) };
    const again = withReview({ failures: [failure, { ...failure, generation: 1, at: t(650) }] });
    expect(derivePhaseState(reviewOf(again), again, t(700))).toEqual({ word: 'looping', detail: 'failed the same way twice: gate `npm test` exited 1', since: t(650) });
    expect(deriveRunState(again, t(700)).run.word).toBe('looping');
    // Different fingerprints are two failures, not a loop.
    const differ = withReview({ failures: [failure, { ...failure, fingerprint: 'f10', at: t(650) }] });
    expect(derivePhaseState(reviewOf(differ), differ, t(700)).word).toBe('running');
  });

  it('passed without changing a file is no-op; skipped, completed and cancelled say so', () => {
    const done = completedRun();
    const noop: RunState = { ...done, phases: done.phases.map((p) => (p.name === 'design' ? { ...p, noChanges: true as const } : p)) };
    const d = deriveRunState(noop, t(5000));
    expect(d.run).toEqual({ word: 'completed', detail: null, since: t(755) });
    expect(d.phases.map((p) => p.word)).toEqual(['passed', 'no-op', 'passed', 'passed', 'passed', 'skipped']);
    const cancelled: RunState = { ...runningRun(), status: 'cancelled', finishedAt: t(800), phases: runningRun().phases.map((p) => (p.status === 'passed' ? p : { ...p, status: 'cancelled' as const })) };
    expect(deriveRunState(cancelled, t(900)).run).toEqual({ word: 'cancelled', detail: null, since: t(800) });
    expect(deriveRunState(cancelled, t(900)).phases.map((p) => p.word)).toEqual(['passed', 'passed', 'passed', 'cancelled', 'cancelled', 'cancelled']);
  });

  it('uses only the vocabulary, and a pending phase is pending', () => {
    expect(derivePhaseState(phase('x'), runningRun(), t(0)).word).toBe('pending');
    for (const [run, now] of [[completedRun(), t(5000)], [escalatedRun(), t(400)], [runningRun(), t(700)]] as const) {
      const d = deriveRunState(run, now);
      expect(DERIVED_RUN_STATES).toContain(d.run.word);
      for (const p of d.phases) expect(DERIVED_PHASE_STATES).toContain(p.word);
    }
  });
});
