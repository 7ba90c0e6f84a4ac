// The standing warnings a run command's report works out: a cycle that recorded no event raised
// none, so `next` (which lists only the new ones) skips the work; a cycle that recorded one still
// shows the warning it raised, and a report that lists them all still gets them all.
import { describe, expect, it } from 'vitest';
import { recordSpawned } from '../../lib/run/index.js';
import { standingFacts } from '../../lib/run/commands/next-report.js';
import type { SpawnAction } from '../../lib/schema/index.js';
import { Sim } from './harness.js';

const PRD = `# PRD: Models
## Objective
Check the models.
## Phases
### Phase: implement
**Model:** opus
**Tasks:**
- Build it
**Gate:** \`npm test\`
`;

/** A run whose child reported another model than the one asked for: a model-mismatch warning. */
function mismatched(): { before: Sim['state']; after: Sim['state'] } {
  const sim = new Sim(PRD);
  const spawn = sim.advance().find((a): a is SpawnAction => (a as SpawnAction).kind === 'spawn');
  if (spawn === undefined) throw new Error('no spawn');
  const before = sim.state;
  const outcome = recordSpawned(sim.state, spawn.id, 'k1', 'anthropic/claude-sonnet-4-5');
  if (outcome.kind !== 'apply') throw new Error('not applied');
  sim.apply(outcome.facts);
  return { before, after: sim.state };
}

describe('standingFacts', () => {
  it('shows a warning the cycle raised, to a report of new warnings and to one of all', () => {
    const { before, after } = mismatched();
    expect(after.seq).toBeGreaterThan(before.seq);
    for (const which of ['new', 'all'] as const) {
      const facts = standingFacts({ before, state: after }, which);
      expect(facts.before).toEqual([]);
      expect(facts.after.map((w) => w.code)).toEqual(['model-mismatch']);
    }
  });

  it('works out nothing for new warnings when the cycle recorded no event, and all of them for a report of all', () => {
    const { after } = mismatched();
    expect(standingFacts({ before: after, state: after }, 'new')).toEqual({ before: [], after: [] });
    const all = standingFacts({ before: after, state: after }, 'all');
    expect(all.after.map((w) => w.code)).toEqual(['model-mismatch']);
    // Standing before and after: none is new.
    expect(all.before).toEqual(all.after);
  });
});
