import { describe, expect, it } from 'vitest';
import { modelAudit, recordSpawned, runWarnings, sameModel } from '../../lib/run/index.js';
import { standingFacts } from '../../lib/run/commands/next-report.js';
import type { SpawnAction } from '../../lib/schema/index.js';
import { Sim } from './harness.js';
import { summaryOf } from '../helpers/run-facts.js';
import { warningText } from '../../lib/warnings/words.js';

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

const spawnOf = (actions: unknown[]): SpawnAction[] => actions.filter((a): a is SpawnAction => (a as SpawnAction).kind === 'spawn');

function issued(): { sim: Sim; id: string } {
  const sim = new Sim(PRD);
  const [spawn] = spawnOf(sim.advance());
  if (spawn === undefined) throw new Error('no spawn');
  return { sim, id: spawn.id };
}

describe('sameModel and modelAudit', () => {
  it('treats a provider prefix and case as the same model', () => {
    expect(sameModel('anthropic/claude-opus-4-6', 'claude-opus-4-6')).toBe(true);
    expect(sameModel('claude-opus-4-6', 'openrouter/anthropic/Claude-Opus-4-6')).toBe(true);
    expect(sameModel('anthropic/claude-opus-4-6', 'anthropic/claude-sonnet-4-5')).toBe(false);
    expect(sameModel('anthropic/claude-opus-4-6', 'claude-opus-4')).toBe(false);
  });

  it('is unknown when either side is', () => {
    const model = { tier: 'opus', id: 'anthropic/claude-opus-4-6' };
    expect(modelAudit({ model })).toEqual({ requested: 'anthropic/claude-opus-4-6', reported: null, verdict: 'unknown' });
    expect(modelAudit({ model: { tier: null, id: null }, reportedModel: 'x/y' })).toEqual({ requested: null, reported: 'x/y', verdict: 'unknown' });
    expect(modelAudit({ model, reportedModel: 'claude-opus-4-6' }).verdict).toBe('same');
    expect(modelAudit({ model, reportedModel: 'anthropic/claude-sonnet-4-5' }).verdict).toBe('differs');
  });
});

describe('spawned --model: requested vs reported, recorded per spawn', () => {
  it('records the reported model on the spawn-confirmed event and the spawn', () => {
    const { sim, id } = issued();
    const outcome = recordSpawned(sim.state, id, 'k1', ' anthropic/claude-sonnet-4-5 ');
    expect(outcome).toEqual({
      kind: 'apply',
      facts: [{ type: 'spawn-confirmed', actionId: id, sessionKey: 'k1', reportedModel: 'anthropic/claude-sonnet-4-5' }],
    });
    if (outcome.kind === 'apply') sim.apply(outcome.facts);
    const spawn = sim.state.phases[0]?.spawns[0];
    expect(spawn).toMatchObject({ sessionKey: 'k1', reportedModel: 'anthropic/claude-sonnet-4-5', model: { id: 'anthropic/claude-opus-4-6' } });
    expect(sim.foldMatches()).toBe(true);
  });

  it('without --model nothing is recorded (unknown), and a repeat may add it without moving the confirmation time', () => {
    const { sim, id } = issued();
    const first = recordSpawned(sim.state, id, 'k1');
    expect(first).toEqual({ kind: 'apply', facts: [{ type: 'spawn-confirmed', actionId: id, sessionKey: 'k1' }] });
    if (first.kind === 'apply') sim.apply(first.facts);
    const confirmedAt = sim.state.phases[0]?.spawns[0]?.confirmedAt;
    expect(sim.state.phases[0]?.spawns[0]).not.toHaveProperty('reportedModel');
    expect(recordSpawned(sim.state, id, 'k1').kind).toBe('noop');
    sim.advance(30);
    const again = recordSpawned(sim.state, id, 'k1', 'claude-opus-4-6');
    expect(again.kind).toBe('apply');
    if (again.kind === 'apply') sim.apply(again.facts);
    expect(sim.state.phases[0]?.spawns[0]).toMatchObject({ reportedModel: 'claude-opus-4-6', confirmedAt });
    // The same model again (any prefix) is a no-op; another one for the same child is refused.
    expect(recordSpawned(sim.state, id, 'k1', 'anthropic/claude-opus-4-6').kind).toBe('noop');
    expect(recordSpawned(sim.state, id, 'k1', 'anthropic/claude-haiku-4-5').kind).toBe('refuse');
    expect(sim.foldMatches()).toBe(true);
  });

  it('warns in the run warnings and shows the audit in the summary when they differ', () => {
    const { sim, id } = issued();
    const outcome = recordSpawned(sim.state, id, 'k1', 'anthropic/claude-sonnet-4-5');
    if (outcome.kind === 'apply') sim.apply(outcome.facts);
    expect(runWarnings(sim.state).map(warningText)).toEqual([
      'spawn `1-implement.s1` of phase `implement` asked for model `anthropic/claude-opus-4-6` but OpenClaw reported `anthropic/claude-sonnet-4-5` (model-mismatch): the child runs on another model than planned.',
    ]);
    const summary = summaryOf(sim.state, sim.now);
    expect(summary).toContain('## Models');
    expect(summary).toContain('| `1-implement.s1` | `implement` | `anthropic/claude-opus-4-6` | `anthropic/claude-sonnet-4-5` | **differs** |');
    expect(summary).toContain('1 spawn ran on another model than the one asked for.');
  });

  it('no warning for the same model under another prefix, or when none was reported', () => {
    const same = issued();
    const outcome = recordSpawned(same.sim.state, same.id, 'k1', 'claude-opus-4-6');
    if (outcome.kind === 'apply') same.sim.apply(outcome.facts);
    expect(runWarnings(same.sim.state).map(warningText)).toEqual([]);
    expect(summaryOf(same.sim.state, same.sim.now)).toContain('| `1-implement.s1` | `implement` | `anthropic/claude-opus-4-6` | `claude-opus-4-6` | same |');
    const none = issued();
    expect(runWarnings(none.sim.state).map(warningText)).toEqual([]);
    expect(summaryOf(none.sim.state, none.sim.now)).toContain('| not reported | unknown |');
  });
});

// The standing warnings a run command's report works out: a cycle that recorded no event raised
// none, so `next` (which lists only the new ones) skips the work; a cycle that recorded one still
// shows the warning it raised, and a report that lists them all still gets them all.
describe('standingFacts', () => {
  /** A run whose child reported another model than the one asked for: a model-mismatch warning. */
  function mismatched(): { before: Sim['state']; after: Sim['state'] } {
    const { sim, id } = issued();
    const before = sim.state;
    const outcome = recordSpawned(sim.state, id, 'k1', 'anthropic/claude-sonnet-4-5');
    if (outcome.kind !== 'apply') throw new Error('not applied');
    sim.apply(outcome.facts);
    return { before, after: sim.state };
  }

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
    expect(standingFacts({ before: after, state: after }, 'new')).toEqual({ which: 'new', before: [], after: [] });
    const all = standingFacts({ before: after, state: after }, 'all');
    expect(all.after.map((w) => w.code)).toEqual(['model-mismatch']);
    // Standing before and after: none is new.
    expect(all.before).toEqual(all.after);
  });
});
