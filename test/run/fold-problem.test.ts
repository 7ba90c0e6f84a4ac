// Why a log does not fold is a code and its data (lib/schema/fold-problem.ts), checked against its
// schema; the words are lib/text/fold-problem.ts's (test/render/fold-problem.test.ts).
import { describe, expect, expectTypeOf, it } from 'vitest';
import { foldEvents, type FoldResult } from '../../lib/run/index.js';
import { FoldProblem, type RunEvent } from '../../lib/schema/index.js';
import { compileSchema } from '../../lib/schema/interpreter.js';
import { IMPLEMENT_THEN_REVIEW, startRun } from './harness.js';

const valid = compileSchema(JSON.parse(JSON.stringify(FoldProblem)) as Record<string, unknown>);

describe('foldEvents says why a log does not fold as facts', () => {
  it('types its problems as the schema does', () => {
    expectTypeOf<FoldResult['problems'][number]>().toEqualTypeOf<FoldProblem>();
  });

  it('an empty log, a first event that is not run-started, a seq that breaks the count', () => {
    const { events } = startRun(IMPLEMENT_THEN_REVIEW);
    const gap = [...events, { ...(events.at(-1) as RunEvent), seq: events.length + 5 }];
    const phaseFirst = { seq: 1, at: 0, type: 'phase-started', phase: 'implement' } as RunEvent;
    const found = [foldEvents([]).problems, foldEvents([phaseFirst]).problems, foldEvents(gap).problems, foldEvents(events).problems];
    expect(found).toEqual([
      [{ code: 'empty' }],
      [{ code: 'not-started', first: 'phase-started' }],
      [{ code: 'seq-gap', index: events.length + 1, seq: events.length + 5, expected: events.length + 1 }],
      [],
    ]);
    for (const p of found.flat()) expect(valid(p), JSON.stringify(valid.errors)).toBe(true);
    expect(valid({ code: 'seq-gap', index: 1 })).toBe(false);
  });
});
