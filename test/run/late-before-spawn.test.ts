// Late changes (lib/run/evidence/late-changes.ts) before any child ran: what the test baseline's
// gates wrote (a Cargo.lock `cargo test` creates) is no child's late change; once a spawn was
// issued, a file changed by no attempt is one again.

import { describe, expect, it } from 'vitest';
import { lateFromLook } from '../../lib/run/evidence/late-changes.js';
import { lookFact } from '../../lib/run/engine/verify.js';
import { Sim } from './harness.js';

const PRD = `# PRD: Late
## Objective
Add mul.
## Phases
### Phase: implement
**Files:** src/**
**Tasks:**
- Add mul
**Gate:** \`cargo test\`
`;

describe('a look before any spawn', () => {
  it('finds no late change; after the first spawn the same file is one', () => {
    const sim = new Sim(PRD);
    expect(sim.state.spawnCount).toBe(0);
    expect(lateFromLook(sim.state, ['Cargo.lock'], sim.now)).toEqual([]);
    sim.advance();
    expect(sim.state.spawnCount).toBe(1);
    expect(lateFromLook({ ...sim.state, phases: sim.state.phases.map((p) => ({ ...p, spawns: p.spawns.map((s) => ({ ...s, outcome: 'accepted' as const, changed: [] })) })) }, ['Cargo.lock'], sim.now).length).toBeGreaterThan(0);
  });
});

describe('a look that sees late changes', () => {
  it('records where it was taken as data, not words', () => {
    const sim = new Sim(PRD);
    sim.advance();
    const ended = { ...sim.state, phases: sim.state.phases.map((p) => ({ ...p, spawns: p.spawns.map((s) => ({ ...s, outcome: 'accepted' as const, changed: [] })) })) };
    const obs = { now: sim.now, files: new Map(), look: { known: true as const, changed: ['Cargo.lock'] } };
    const fact = lookFact(ended, obs, { phaseStart: 'implement' });
    expect(fact).toMatchObject({ type: 'late-changes-seen', lookAt: { phaseStart: 'implement' } });
    expect(fact).not.toHaveProperty('seenBy');
    expect(lookFact(ended, obs, 'final-verification')).toMatchObject({ type: 'late-changes-seen', lookAt: 'final-verification' });
  });
});
