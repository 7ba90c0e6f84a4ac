import { describe, expect, it } from 'vitest';
import type { SpawnAction } from '../../lib/schema/index.js';
import { decideApproval } from '../../lib/run/index.js';
import { kinds, RUN_DIR, Sim } from './harness.js';

const spawnOf = (actions: unknown[]): SpawnAction[] => actions.filter((a): a is SpawnAction => (a as SpawnAction).kind === 'spawn');

/** Confirm every spawn handed out, as the agent does with `spawned`. */
function confirm(sim: Sim, actions: unknown[]): void {
  sim.apply(spawnOf(actions).map((a) => ({ type: 'spawn-confirmed' as const, actionId: a.id, sessionKey: `child-${a.id}` })));
}

// A fan-out: api and ui start together; api-tests needs only api, ui-tests only ui.
const FAN_OUT = `# PRD: Fan-out
## Objective
Dispatch.
## Phases
### Phase: api [parallel]
**Tasks:**
- Build the API
**Files:** src/api/**
### Phase: ui [parallel]
**Tasks:**
- Build the UI
**Files:** src/ui/**
### Phase: api-tests [parallel] [depends: api]
**Tasks:**
- Test the API
**Files:** test/api/**
### Phase: ui-tests [parallel] [depends: ui]
**Tasks:**
- Test the UI
**Files:** test/ui/**
`;

describe('dynamic dispatch in the run engine', () => {
  it('starts a phase whose prerequisite finished early while an unrelated slower phase still runs', () => {
    const sim = new Sim(FAN_OUT);
    expect(sim.state.waves).toEqual([['api', 'ui'], ['api-tests', 'ui-tests']]);
    const first = sim.advance();
    expect(kinds(first)).toEqual(['spawn:1-api.s1', 'spawn:2-ui.s1']);
    confirm(sim, first);

    // api finishes after 60 s; ui is still at work.
    sim.result(`${RUN_DIR}/results/1-api.s1.json`);
    const second = sim.advance(60);
    expect(kinds(second)).toEqual(['spawn:3-api-tests.s1']);
    const status = Object.fromEntries(sim.state.phases.map((p) => [p.name, p.status]));
    expect(status).toEqual({ api: 'passed', ui: 'active', 'api-tests': 'active', 'ui-tests': 'pending' });
    confirm(sim, second);

    // While ui and api-tests run, next waits for both.
    const waiting = sim.advance(60);
    expect(waiting).toEqual([{ id: 'wait', kind: 'wait', waitingFor: ['2-ui.s1', '3-api-tests.s1'], reason: expect.any(String) }]);

    sim.result(`${RUN_DIR}/results/2-ui.s1.json`);
    expect(kinds(sim.advance(60))).toEqual(['spawn:4-ui-tests.s1']);
    const started = Object.fromEntries(sim.state.phases.map((p) => [p.name, (p.startedAt ?? 0) - (sim.state.createdAt ?? 0)]));
    expect(started).toEqual({ api: 1000, ui: 1000, 'api-tests': 61_000, 'ui-tests': 181_000 });
    expect(sim.foldMatches()).toBe(true);
  });

  it('never runs an untagged phase beside anything, and starts nothing beside it', () => {
    const sim = new Sim(`# PRD: Alone
## Objective
Dispatch.
## Phases
### Phase: a [parallel]
**Tasks:**
- A
### Phase: b [parallel]
**Tasks:**
- B
### Phase: solo [depends: a]
**Tasks:**
- Solo
### Phase: c [parallel] [depends: a]
**Tasks:**
- C
`);
    const first = sim.advance();
    expect(kinds(first)).toEqual(['spawn:1-a.s1', 'spawn:2-b.s1']);
    confirm(sim, first);
    // a passes; solo may start only when b is done too, and c (declared after solo) waits its turn.
    sim.result(`${RUN_DIR}/results/1-a.s1.json`);
    expect(kinds(sim.advance())).toEqual(['wait:wait']);
    sim.result(`${RUN_DIR}/results/2-b.s1.json`);
    const solo = sim.advance();
    expect(kinds(solo)).toEqual(['spawn:3-solo.s1']);
    confirm(sim, solo);
    expect(sim.state.phases.find((p) => p.name === 'c')?.status).toBe('pending');
    sim.result(`${RUN_DIR}/results/3-solo.s1.json`);
    expect(kinds(sim.advance())).toEqual(['spawn:4-c.s1']);
  });

  it('keeps phases whose Files: overlap apart and starts the later one when the first passes', () => {
    const sim = new Sim(`# PRD: Overlap
## Objective
Dispatch.
## Phases
### Phase: one [parallel]
**Tasks:**
- One
**Files:** src/**
### Phase: two [parallel]
**Tasks:**
- Two
**Files:** src/two/**
### Phase: three [parallel]
**Tasks:**
- Three
**Files:** docs/**
`);
    const first = sim.advance();
    expect(kinds(first)).toEqual(['spawn:1-one.s1', 'spawn:3-three.s1']);
    confirm(sim, first);
    sim.result(`${RUN_DIR}/results/1-one.s1.json`);
    // three still runs; two no longer overlaps anything running.
    expect(kinds(sim.advance())).toEqual(['spawn:2-two.s1']);
    expect(sim.state.phases.find((p) => p.name === 'three')?.status).toBe('active');
  });

  it('holds at most max-parallel phases at once, taking the next in declaration order as one passes', () => {
    const sim = new Sim(`---
max-parallel: 2
---
# PRD: Slots
## Objective
Dispatch.
## Phases
### Phase: p1 [parallel]
**Tasks:**
- 1
### Phase: p2 [parallel]
**Tasks:**
- 2
### Phase: p3 [parallel]
**Tasks:**
- 3
### Phase: p4 [parallel]
**Tasks:**
- 4
`);
    const first = sim.advance();
    expect(kinds(first)).toEqual(['spawn:1-p1.s1', 'spawn:2-p2.s1']);
    confirm(sim, first);
    sim.result(`${RUN_DIR}/results/2-p2.s1.json`);
    const next = sim.advance();
    expect(kinds(next)).toEqual(['spawn:3-p3.s1']);
    confirm(sim, next);
    sim.result(`${RUN_DIR}/results/1-p1.s1.json`);
    expect(kinds(sim.advance())).toEqual(['spawn:4-p4.s1']);
  });

  it('asks for an approval without holding up work that does not depend on it', () => {
    const sim = new Sim(`# PRD: Approval
## Objective
Dispatch.
## Phases
### Phase: build
**Tasks:**
- Build
### Phase: sign-off [depends: build]
**Type:** approval
**Tasks:**
- Is the build right?
### Phase: docs [depends: build]
**Tasks:**
- Write the docs
### Phase: ship [depends: sign-off, docs]
**Tasks:**
- Ship
`);
    const first = sim.advance();
    expect(kinds(first)).toEqual(['spawn:1-build.s1']);
    confirm(sim, first);
    sim.result(`${RUN_DIR}/results/1-build.s1.json`);
    const both = sim.advance();
    expect(kinds(both)).toEqual(['ask:2-sign-off.ask1', 'spawn:3-docs.s1']);
    confirm(sim, both);
    sim.result(`${RUN_DIR}/results/3-docs.s1.json`);
    // docs passed; ship waits for the human.
    expect(kinds(sim.advance())).toEqual(['ask:2-sign-off.ask1']);
    const decided = decideApproval(sim.state, 'sign-off', 'approve', null);
    if (decided.kind !== 'apply') throw new Error(`decide: ${decided.kind}`);
    sim.apply(decided.facts);
    expect(kinds(sim.advance())).toEqual(['spawn:4-ship.s1']);
    expect(sim.foldMatches()).toBe(true);
  });

  it('reads a run started before phases recorded [parallel] from its waves: company in a wave means [parallel]', () => {
    const sim = new Sim(FAN_OUT.replace('### Phase: ui-tests [parallel] [depends: ui]', '### Phase: ui-tests [depends: ui]'));
    expect(sim.state.waves).toEqual([['api', 'ui'], ['api-tests'], ['ui-tests']]);
    sim.state = { ...sim.state, phases: sim.state.phases.map(({ parallel: _parallel, ...p }) => p) };
    const first = sim.advance();
    expect(kinds(first)).toEqual(['spawn:1-api.s1', 'spawn:2-ui.s1']);
    confirm(sim, first);
    // api-tests is alone in its wave: counted as running alone, it waits for ui too.
    sim.result(`${RUN_DIR}/results/1-api.s1.json`);
    expect(kinds(sim.advance())).toEqual(['wait:wait']);
    sim.result(`${RUN_DIR}/results/2-ui.s1.json`);
    expect(kinds(sim.advance())).toEqual(['spawn:3-api-tests.s1']);
  });
});
