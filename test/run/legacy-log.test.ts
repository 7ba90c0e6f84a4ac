// A log written before events carried facts instead of words still loads: the shipped event
// schema accepts its prose fields and the fold keeps an escalation's sentence as its facts' text
// a failed attempt's sentence as a `text` failure, and a spawn result's problem as a `text`
// problem (lib/run/fold/legacy.ts). New events carry facts and no sentence.
import { describe, expect, it } from 'vitest';
import { foldEvents } from '../../lib/run/index.js';
import { progressAgain } from '../../lib/run/engine/progress.js';
import { validateRunEvent } from '../../lib/schema/run-event-validator.generated.js';
import type { AttemptFailure, RunEvent, RunEventOf } from '../../lib/schema/index.js';
import { escalationDetail } from '../../lib/text/escalation-detail.js';
import { attemptFailureText } from '../../lib/text/attempt-failure.js';
import { describeLateChange } from '../../lib/text/late-change.js';
import { spawnProblemText } from '../../lib/text/spawn-problem.js';
import { IMPLEMENT_THEN_REVIEW, Sim, startRun, T0 } from './harness.js';

const OLD_DETAIL = 'npm test exited 1; all 3 of 3 attempts failed';

/** The events of a run just started, then an escalation and a progress report as an older version logged them. */
function oldLog(): RunEvent[] {
  const { events } = startRun(IMPLEMENT_THEN_REVIEW);
  const next = events.length + 1;
  const old = [
    { seq: next, at: T0 + 1000, type: 'progress-reported', text: 'implement started.' },
    { seq: next + 1, at: T0 + 2000, type: 'run-escalated', phase: 'implement', reason: 'gate-retries-exhausted', detail: OLD_DETAIL, gateOutput: 'not ok 1' },
  ];
  return [...events, ...(old as unknown as RunEvent[])];
}

describe('an older log with words in its events', () => {
  it('passes the shipped event schema', () => {
    for (const e of oldLog()) expect(validateRunEvent(e), JSON.stringify(validateRunEvent.errors)).toBe(true);
  });

  it('folds: the escalation keeps its sentence as its facts, the history too, and the progress pointer moves', () => {
    const log = oldLog();
    const folded = foldEvents(log);
    expect(folded.problems).toEqual([]);
    const state = folded.state as NonNullable<typeof folded.state>;
    expect(state.status).toBe('needs-human');
    expect(state.escalation).toEqual({ phase: 'implement', reason: 'gate-retries-exhausted', facts: { text: OLD_DETAIL }, gateOutput: 'not ok 1', at: T0 + 2000 });
    expect(state.history?.at(-1)).toEqual({ kind: 'escalated', at: T0 + 2000, phase: 'implement', reason: 'gate-retries-exhausted', facts: { text: OLD_DETAIL } });
    expect(state.progressSeq).toBeGreaterThanOrEqual(log.length - 1);
  });
});

const OLD_REASON = 'gate `npm test` exited 1';

/** A failed attempt and the escalation after it as a version that recorded escalation facts but failure sentences logged them. */
function oldFailureLog(): RunEvent[] {
  const { events } = startRun(IMPLEMENT_THEN_REVIEW);
  const n = events.length;
  const old = [
    { seq: n + 1, at: T0 + 1000, type: 'phase-started', phase: 'implement' },
    { seq: n + 2, at: T0 + 2000, type: 'attempt-failed', phase: 'implement', reason: OLD_REASON, fingerprint: 'f1', gateTail: 'not ok 1', findings: [] },
    {
      seq: n + 3, at: T0 + 3000, type: 'run-escalated', phase: 'implement', reason: 'gate-retries-exhausted',
      facts: { lastFailure: OLD_REASON, attempts: 3, maxAttempts: 3 }, gateOutput: 'not ok 1',
    },
  ];
  return [...events, ...(old as unknown as RunEvent[])];
}

describe('an older log whose failed attempts carry their sentence', () => {
  it('passes the shipped event schema', () => {
    for (const e of oldFailureLog()) expect(validateRunEvent(e), JSON.stringify(validateRunEvent.errors)).toBe(true);
  });

  it('folds: the failure keeps its sentence as a text failure, said as it was logged, and so does the escalation quoting it', () => {
    const folded = foldEvents(oldFailureLog());
    expect(folded.problems).toEqual([]);
    const state = folded.state as NonNullable<typeof folded.state>;
    const failure = state.phases[0]?.failures[0];
    expect(failure).toMatchObject({ failure: { code: 'text', text: OLD_REASON }, fingerprint: 'f1', gateTail: 'not ok 1', at: T0 + 2000 });
    expect(attemptFailureText(failure?.failure ?? { code: 'text', text: '' })).toBe(OLD_REASON);
    const esc = state.escalation as NonNullable<typeof state.escalation>;
    expect(escalationDetail(esc)).toBe(`${OLD_REASON}; all 3 of 3 attempts failed`);
  });
});

describe('an older log whose unknown usage carries its words', () => {
  it('passes the shipped event schema, and the budget it stops is said with those words', () => {
    const old = { seq: 9, at: T0, type: 'usage-recorded', actionId: '1-implement.s1', usage: { known: false, why: 'the usage call exited 127' } };
    expect(validateRunEvent(old), JSON.stringify(validateRunEvent.errors)).toBe(true);
    const facts = { spend: { budget: 'max-tokens' as const, unknown: true as const, missing: 1, largest: null, why: 'the usage call exited 127' } };
    expect(escalationDetail({ reason: 'budget-exhausted', phase: 'implement', facts, at: T0 })).toContain('(the usage call exited 127)');
  });
});

describe('an older log whose look at the tree carries its place in words', () => {
  it('passes the shipped event schema and folds: the late change is said where it was seen, as logged', () => {
    const { events } = startRun(IMPLEMENT_THEN_REVIEW);
    const n = events.length;
    const old = { seq: n + 1, at: T0 + 1000, type: 'late-changes-seen', seenBy: 'the start of phase `review`', changes: [{ actionId: '', phase: '', files: ['x.ts'] }] };
    expect(validateRunEvent(old), JSON.stringify(validateRunEvent.errors)).toBe(true);
    const state = foldEvents([...events, old as unknown as RunEvent]).state as NonNullable<ReturnType<typeof foldEvents>['state']>;
    const [late] = state.lateChanges?.changes ?? [];
    expect(late).toMatchObject({ seenBy: 'the start of phase `review`', look: true });
    expect(describeLateChange(late as NonNullable<typeof late>)).toContain('(seen at the start of phase `review`)');
  });
});

describe('an older log whose spawn results carry their problems as sentences', () => {
  /** A run whose first result is unreadable, then its log rewritten as a version that logged problems as sentences. */
  function oldProblemLog(): { log: RunEvent[]; said: string[] } {
    const sim = new Sim('## Phases\n### Phase: implement\n**Tasks:**\n- Build it\n');
    const [spawn] = sim.advance() as { resultFile: string }[];
    sim.files.set(spawn?.resultFile ?? '', '');
    sim.advance();
    const result = sim.events.find((e) => e.type === 'spawn-result') as RunEventOf<'spawn-result'>;
    const said = result.problems.map(spawnProblemText);
    const log = sim.events.map((e) => {
      if (e.type === 'spawn-result') return { ...e, problems: said };
      if (e.type === 'attempt-failed' && e.failure?.code === 'invalid-result') return { ...e, failure: { code: 'invalid-result' as const, problems: said } };
      return e;
    });
    return { log, said };
  }

  it('passes the shipped event schema and folds: each problem kept as a text problem, the failure said as logged', () => {
    const { log, said } = oldProblemLog();
    for (const e of log) expect(validateRunEvent(e), JSON.stringify(validateRunEvent.errors)).toBe(true);
    const folded = foldEvents(log);
    expect(folded.problems).toEqual([]);
    const phase = folded.state?.phases[0];
    expect(phase?.spawns[0]?.problems).toEqual(said.map((text) => ({ code: 'text', text })));
    expect(said[0]).toMatch(/results\/1-implement\.s1.*:1:1: /);
    expect(attemptFailureText(phase?.failures[0]?.failure ?? { code: 'text', text: '' })).toBe(`the result file is not a valid result: ${said.join('; ')}`);
  });

  it('an older refused file, collector or run-file sentence: the event schema takes it, and it says itself', () => {
    const refused = { seq: 9, at: T0, type: 'usage-recorded', actionId: '1-implement.s1', usage: { known: false, why: { code: 'refused', problem: '/r/u.log was created 3s before its action was issued, so the action did not write it; it is never read.' } } };
    expect(validateRunEvent(refused), JSON.stringify(validateRunEvent.errors)).toBe(true);
    const failed = { seq: 9, at: T0, type: 'attempt-failed', phase: 'implement', failure: { code: 'result-refused', problem: 'collector: OpenClaw reported the collector child killed' }, fingerprint: null, gateTail: null, findings: [] };
    expect(validateRunEvent(failed), JSON.stringify(validateRunEvent.errors)).toBe(true);
    expect(attemptFailureText(failed.failure as AttemptFailure)).toBe('collector: OpenClaw reported the collector child killed');
  });
});

describe('a new log', () => {
  it('records a failed attempt as a code and its data, without a sentence', () => {
    const sim = new Sim('## Phases\n### Phase: implement\n**Tasks:**\n- Build it\n**Gate:** `npm test`\n');
    const [spawn] = sim.advance() as { resultFile: string }[];
    sim.result(spawn?.resultFile ?? '');
    const [gate] = sim.advance() as { logFile: string }[];
    sim.gateLog(gate?.logFile ?? '', 'not ok 1', 1);
    sim.advance();
    const failed = sim.events.find((e) => e.type === 'attempt-failed');
    expect(failed).toMatchObject({ type: 'attempt-failed', phase: 'implement', failure: { code: 'gate-failed', command: 'npm test', exitCode: 1 } });
    expect(failed).not.toHaveProperty('reason');
    for (const e of sim.events) expect(validateRunEvent(e), JSON.stringify(validateRunEvent.errors)).toBe(true);
  });

  it('records an escalation as facts and a progress report without text', () => {
    const sim = new Sim('## Phases\n### Phase: implement\n**Escalate:** true\n**Tasks:**\n- Build it\n**Gate:** `npm test`\n');
    sim.advance();
    const escalated = sim.events.find((e) => e.type === 'run-escalated');
    expect(escalated).toMatchObject({ type: 'run-escalated', phase: 'implement', reason: 'escalate-flag', facts: {} });
    expect(escalated).not.toHaveProperty('detail');
    for (const e of sim.events) expect(validateRunEvent(e), JSON.stringify(validateRunEvent.errors)).toBe(true);
  });
});

describe('progress said again from the log (next --since)', () => {
  it('gives each report after the seq: the items a new log holds as facts, the text an older log recorded', () => {
    const { events } = startRun(IMPLEMENT_THEN_REVIEW);
    const n = events.length;
    const log = [
      ...events,
      { seq: n + 1, at: T0 + 1000, type: 'phase-started', phase: 'implement' },
      { seq: n + 2, at: T0 + 1000, type: 'progress-reported' },
      { seq: n + 3, at: T0 + 2000, type: 'progress-reported', text: 'an older line.' },
    ] as unknown as RunEvent[];
    const again = progressAgain(log, 0);
    expect(again.map((a) => ('text' in a ? a.text : a.facts))).toEqual([{ items: [{ kind: 'started', phase: 'implement' }], share: false }, 'an older line.']);
    expect(again[0]).toMatchObject({ at: T0 + 1000, state: { seq: n + 1 } });
    expect(progressAgain(log, n + 2)).toEqual([{ text: 'an older line.' }]);
    expect(progressAgain([], 0)).toEqual([]);
  });
});

describe('an older log whose unmet acceptance criteria are worded lines', () => {
  const LINE = '"POST /login returns 401 for a wrong password" is marked not met (returns 500)';
  const failure = { code: 'acceptance-unmet', criteria: [LINE] } as AttemptFailure;

  it('passes the shipped event schema, as the facts a new log holds do', () => {
    const { events } = startRun(IMPLEMENT_THEN_REVIEW);
    const n = events.length;
    const failed = (seq: number, criteria: unknown[]) => ({ seq, at: T0 + 1000, type: 'attempt-failed', phase: 'implement', failure: { code: 'acceptance-unmet', criteria }, fingerprint: null, gateTail: null, findings: [] });
    const asked = (seq: number, criteria: unknown[]) => ({ seq, at: T0 + 1000, type: 'acceptance-asked', phase: 'implement', actionId: 'a1', criteria });
    for (const e of [failed(n + 1, [LINE]), asked(n + 2, [LINE]), failed(n + 3, [{ criterion: 'c', why: 'not-met', note: 'n' }]), asked(n + 4, [{ criterion: 'c', why: 'unclear' }])]) {
      expect(validateRunEvent(e), JSON.stringify(validateRunEvent.errors)).toBe(true);
    }
    // A fact of an unknown kind is refused, not taken for a line.
    expect(validateRunEvent(failed(n + 5, [{ criterion: 'c', why: 'maybe' }]))).toBe(false);
  });

  it('says the line as it was logged', () => {
    expect(attemptFailureText(failure)).toBe(`acceptance criteria not met: ${LINE}`);
    expect(attemptFailureText({ code: 'acceptance-unmet', criteria: [{ criterion: 'POST /login returns 401 for a wrong password', why: 'not-met', note: 'returns 500' }] })).toBe(`acceptance criteria not met: ${LINE}`);
  });
});
