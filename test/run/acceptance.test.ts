// Issue 14 part 4: a criterion marked met: false, or missing from the result, fails the
// attempt; the retry names the unmet criteria. Matching is tolerant on format.
import { describe, expect, it } from 'vitest';
import { unmetCriteria } from '../../lib/run/evidence/acceptance.js';
import type { Action, GateAction, SpawnAction } from '../../lib/schema/index.js';
import { Sim } from './harness.js';

const PRD = `# PRD: Criteria
## Objective
Test acceptance criteria.
## Phases
### Phase: implement
**Tasks:**
- Build the login endpoint
**Acceptance:**
- POST /login returns 200 for valid credentials
- POST /login returns 401 for a wrong password
**Gate:** \`npm test\`
`;

const spawnOf = (actions: Action[]): SpawnAction[] => actions.filter((a): a is SpawnAction => a.kind === 'spawn');
const CRITERIA = ['POST /login returns 200 for valid credentials', 'POST /login returns 401 for a wrong password'];

describe('unmetCriteria', () => {
  it('matches case, quotes, numbering and a paraphrase that contains the criterion', () => {
    expect(
      unmetCriteria(CRITERIA, [
        { criterion: '1. `post /login` returns 200 for valid credentials.', met: true },
        { criterion: 'Verified: POST /login returns 401 for a wrong password (test added)', met: true },
      ]),
    ).toEqual([]);
  });
  it('matches a reworded list of the same length by position', () => {
    expect(unmetCriteria(CRITERIA, [{ criterion: 'valid login ok', met: true }, { criterion: 'bad password rejected', met: true }])).toEqual([]);
  });
  it('reports met: false with its note, and a criterion left out', () => {
    expect(unmetCriteria(CRITERIA, [{ criterion: CRITERIA[1] as string, met: false, note: 'returns 500' }])).toEqual([
      { criterion: CRITERIA[0], why: 'not-assessed' },
      { criterion: CRITERIA[1], why: 'not-met', note: 'returns 500' },
    ]);
  });
  it('counts nothing as assessed without an envelope', () => {
    expect(unmetCriteria(CRITERIA, null).map((u) => u.why)).toEqual(['not-assessed', 'not-assessed']);
  });
});

describe('an attempt with unmet acceptance criteria', () => {
  it('fails before its gate runs, and the retry names the criteria', () => {
    const sim = new Sim(PRD);
    const [first] = spawnOf(sim.advance());
    sim.result(first?.resultFile ?? '', { acceptance: [{ criterion: CRITERIA[0], met: true }, { criterion: CRITERIA[1], met: false, note: 'returns 500' }] });
    const [retry] = spawnOf(sim.advance());
    expect(retry?.attempt).toBe(2);
    expect(sim.state.phases[0]?.gates).toEqual([]);
    expect(sim.state.phases[0]?.failures[0]?.failure).toEqual({ code: 'acceptance-unmet', criteria: [{ criterion: CRITERIA[1], why: 'not-met', note: 'returns 500' }] });
    expect(sim.task(retry)).toContain('"POST /login returns 401 for a wrong password" is marked not met (returns 500)');
    // All met: the gate decides.
    sim.result(retry?.resultFile ?? '', { acceptance: CRITERIA.map((criterion) => ({ criterion, met: true })) });
    const [gate] = sim.advance() as GateAction[];
    expect(gate?.kind).toBe('gate');
    expect(sim.foldMatches()).toBe(true);
  });

  it('DONE with an empty acceptance list is asked once (same attempt, no failure), then fails as not assessed', () => {
    const sim = new Sim(PRD);
    const [first] = spawnOf(sim.advance());
    sim.result(first?.resultFile ?? '');
    const [ask] = spawnOf(sim.advance());
    expect(ask?.attempt).toBe(1);
    expect(sim.state.phases[0]?.failures).toEqual([]);
    expect(sim.state.phases[0]?.acceptanceAsks).toEqual([
      {
        of: first?.id,
        generation: 0,
        criteria: CRITERIA.map((criterion) => ({ criterion, why: 'not-assessed' })),
      },
    ]);
    expect(sim.task(ask)).toContain('## Question about your result');
    expect(sim.task(ask)).toContain(first?.resultFile ?? '?');
    // Asked once: the same answer again fails the attempt.
    sim.result(ask?.resultFile ?? '');
    const [retry] = spawnOf(sim.advance());
    expect(retry?.attempt).toBe(2);
    expect(sim.state.phases[0]?.failures[0]?.failure).toEqual({ code: 'acceptance-unmet', criteria: CRITERIA.map((criterion) => ({ criterion, why: 'not-assessed' })) });
    expect(sim.task(retry)).toContain('"POST /login returns 200 for valid credentials" is not assessed in the result');
    expect(sim.task(retry)).not.toContain('## Question about your result');
    expect(sim.foldMatches()).toBe(true);
  });

  it('a criterion marked not met is never asked about: the attempt fails at once', () => {
    const sim = new Sim(PRD);
    const [first] = spawnOf(sim.advance());
    sim.result(first?.resultFile ?? '', { acceptance: [`✅ ${CRITERIA[0]}`, `${CRITERIA[1]}: partially`] });
    const [retry] = spawnOf(sim.advance());
    expect(retry?.attempt).toBe(2);
    expect(sim.state.phases[0]?.acceptanceAsks).toBeUndefined();
    expect(sim.state.phases[0]?.failures[0]?.failure).toEqual({ code: 'acceptance-unmet', criteria: [{ criterion: CRITERIA[1], why: 'not-met' }] });
  });

  it('an answer that reads clearly after the question goes on to the gate, in the same attempt', () => {
    const sim = new Sim(PRD);
    const [first] = spawnOf(sim.advance());
    sim.result(first?.resultFile ?? '', { acceptance: CRITERIA });
    const [ask] = spawnOf(sim.advance());
    expect(ask?.attempt).toBe(1);
    sim.result(ask?.resultFile ?? '', { acceptance: Object.fromEntries(CRITERIA.map((c) => [c, true])) });
    const [gate] = sim.advance() as GateAction[];
    expect(gate?.kind).toBe('gate');
    expect(sim.state.phases[0]?.failures).toEqual([]);
    expect(sim.foldMatches()).toBe(true);
  });
});
