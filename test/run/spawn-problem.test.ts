// What is wrong with a spawn's result is a code and its data (lib/schema/spawn-problem.ts): the
// engine records it on the `spawn-result` event and the spawn, and an invalid result's failure
// quotes it. Each problem recorded here is checked against its schema; the words are
// lib/text/spawn-problem.ts's (test/render/spawn-problem.test.ts).
import { describe, expect, expectTypeOf, it } from 'vitest';
import { SpawnProblem, type RunEventOf, type SpawnRecord } from '../../lib/schema/index.js';
import { compileSchema } from '../../lib/schema/interpreter.js';
import { validateRunEvent } from '../../lib/schema/run-event-validator.generated.js';
import { resultFact } from '../../lib/run/engine/result-fact.js';
import { collectorFact } from '../../lib/run/host/collectors.js';
import { runFileChangedProblem } from '../../lib/run/evidence/run-file-changes.js';
import { Sim } from './harness.js';

const valid = compileSchema(JSON.parse(JSON.stringify(SpawnProblem)) as Record<string, unknown>);
const UNGATED = '## Phases\n### Phase: implement\n**Tasks:**\n- Build it\n';
const GATED = '## Phases\n### Phase: implement\n**Tasks:**\n- Build it\n**Gate:** `npm test`\n';

/** The problems of the first spawn-result a one-phase run records for a result file holding `text`. */
function problemsFor(prd: string, text: string): RunEventOf<'spawn-result'> {
  const sim = new Sim(prd);
  const [spawn] = sim.advance() as { resultFile: string }[];
  sim.files.set(spawn?.resultFile ?? '', text);
  sim.advance();
  const result = sim.events.find((e) => e.type === 'spawn-result') as RunEventOf<'spawn-result'>;
  for (const e of sim.events) expect(validateRunEvent(e), JSON.stringify(validateRunEvent.errors)).toBe(true);
  for (const p of result.problems) expect(valid(p), JSON.stringify(valid.errors)).toBe(true);
  return result;
}

describe('a spawn result records its problems as facts', () => {
  it('types the spawn\'s problems as the schema does', () => {
    expectTypeOf<SpawnRecord['problems'][number]>().toEqualTypeOf<SpawnProblem>();
  });

  it('an ungated phase\'s empty result: invalid, the reader\'s error located', () => {
    const r = problemsFor(UNGATED, '');
    expect([r.outcome, r.problems]).toEqual(['invalid', [{ code: 'read', file: expect.stringMatching(/results\/1-implement\.s1/), line: 1, column: 1, message: expect.any(String), as: 'error' }]]);
  });

  it('a gated phase\'s truncated envelope: accepted, the reader\'s error located, the gates decide', () => {
    const r = problemsFor(GATED, '{"status":"DONE"');
    expect(r.outcome).toBe('accepted');
    expect(r.problems).toEqual([{ code: 'read', file: expect.stringMatching(/results\/1-implement\.s1/), line: 1, column: expect.any(Number), message: expect.any(String), as: 'gates' }]);
  });

  it('a gated phase\'s prose: accepted, no envelope, the gates decide; an ungated one\'s is its summary', () => {
    const prose = (as: string) => [{ code: 'read', file: expect.any(String), line: 1, column: 1, message: expect.any(String), as: 'warning' }, { code: 'no-envelope', file: expect.any(String), as }];
    expect(problemsFor(GATED, 'I did it all.').problems).toEqual(prose('gates'));
    expect(problemsFor(UNGATED, 'I did it all.').problems).toEqual(prose('summary'));
  });

  it('the collector\'s states and run files changed, each valid', () => {
    const spawn = { actionId: 'a', resultFile: '/r/results/a.json' } as SpawnRecord;
    const collected = (status: 'done' | 'failed' | 'killed') => collectorFact({ ...spawn, collected: { status, at: 0 } } as SpawnRecord, null);
    expect(['done', 'failed', 'killed'].map((s) => (collected(s as 'done') as RunEventOf<'spawn-result'>).problems)).toEqual([
      [{ code: 'collector', status: 'done', file: '/r/results/a.json' }],
      [{ code: 'collector', status: 'failed', file: '/r/results/a.json' }],
      [{ code: 'collector', status: 'killed', file: '/r/results/a.json' }],
    ]);
    const changes = Array.from({ length: 12 }, (_, i) => ({ path: `/r/x${String(i).padStart(2, '0')}`, how: 'created' as const }));
    const touched = runFileChangedProblem(changes);
    expect([touched.changes.length, touched.changes[0], touched.more]).toEqual([10, { path: '/r/x00', how: 'created' }, 2]);
    for (const p of [touched, { code: 'created-early', path: '/r/a', seconds: 3 }, { code: 'result-refused', why: '/r/a is a FIFO' }]) expect(valid(p)).toBe(true);
    expect(valid({ code: 'run-file-changed', changes: [] })).toBe(false);
    expect(valid('a sentence')).toBe(false);
  });

  it('a review FAIL that lists no item: its reader\'s repairs recorded as warnings', () => {
    const p = { role: 'review', type: 'review', acceptance: [], gates: [] } as unknown as Parameters<typeof resultFact>[0];
    const fact = resultFact(p, { actionId: 'r', resultFile: '/r/results/r.md' } as SpawnRecord, 'Verdict: rejected\n\nThe change breaks the parser.\n', 0) as RunEventOf<'spawn-result'>;
    expect(fact.verdict).toBe('FAIL');
    for (const q of fact.problems) expect(valid(q), JSON.stringify(q)).toBe(true);
    expect(fact.problems.map((q) => (typeof q === 'string' ? q : `${q.code}:${'as' in q ? q.as : ''}`))).toEqual(['read:warning', 'read:warning']);
  });
});
