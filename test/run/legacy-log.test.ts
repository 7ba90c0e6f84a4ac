// A log written before events carried facts instead of words still loads: the shipped event
// schema accepts its prose fields and the fold keeps an escalation's sentence as its facts' text
// (lib/run/fold/legacy.ts). New events carry facts and no sentence.
import { describe, expect, it } from 'vitest';
import { foldEvents } from '../../lib/run/index.js';
import { progressAgain } from '../../lib/run/engine/progress.js';
import { validateRunEvent } from '../../lib/schema/run-event-validator.generated.js';
import type { RunEvent } from '../../lib/schema/index.js';
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

describe('a new log', () => {
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
