// Issue 14 part 6: a change made by a child whose attempt had already ended is attributed to
// that child, not to the innocent phase running then, and fails the final verification.
import { describe, expect, it } from 'vitest';
import { resumeRun } from '../../lib/run/index.js';
import type { Action, EscalateAction, GateAction, SpawnAction } from '../../lib/schema/index.js';
import { Sim } from './harness.js';

const PRD = `# PRD: Orphans
## Objective
Test orphaned children.
## Phases
### Phase: implement
**Files:** src/**
**Timeout:** 60
**Tasks:**
- Build it
**Gate:** \`npm test\`
### Phase: review
**Type:** review
**Tasks:**
- Check it
`;

const spawnOf = (actions: Action[]): SpawnAction[] => actions.filter((a): a is SpawnAction => a.kind === 'spawn');
const PASS = '### Blocking\n- None\n### Required Changes\n- None\n### Suggestions\n- None\n### Summary\nPASS\n';

describe('an orphaned child', () => {
  it('its late edit during the review is its own: the review passes, the final verification halts the run', () => {
    const sim = new Sim(PRD);
    sim.changes = new Map();
    const [first] = spawnOf(sim.advance());
    // Attempt 1 times out; its child lives on.
    const [retry] = spawnOf(sim.advance(3600));
    expect(sim.state.phases[0]?.spawns[0]?.outcome).toBe('timed-out');
    sim.result(retry?.resultFile ?? '', { filesModified: ['src/a.ts'] });
    sim.changes.set(retry?.id ?? '', { known: true, changed: ['src/a.ts'], unattributed: [] });
    const [gate] = sim.advance() as GateAction[];
    sim.gateLog(gate?.logFile ?? '', 'ok', 0);
    const [review] = spawnOf(sim.advance());
    expect(review?.role).toBe('review');
    // While the review runs, the orphan rewrites src/a.ts.
    sim.files.set(review?.resultFile ?? '', PASS);
    sim.changes.set(review?.id ?? '', { known: true, changed: ['src/a.ts'], unattributed: [] });
    const [esc] = sim.advance() as EscalateAction[];
    const reviewPhase = sim.state.phases[1];
    expect(reviewPhase?.status).toBe('passed');
    expect(reviewPhase?.failures).toEqual([]);
    expect(reviewPhase?.spawns[0]).toMatchObject({ changed: [], outside: [] });
    expect(sim.state.lateChanges?.changes).toEqual([{ actionId: first?.id, phase: 'implement', files: ['src/a.ts'], seenBy: review?.id, at: sim.now }]);
    expect(esc?.reason).toBe('final-verification-failed');
    expect(esc?.phase).toBe('implement');
    expect(sim.state.escalation?.facts.late).toEqual([expect.objectContaining({ actionId: first?.id, phase: 'implement', files: ['src/a.ts'] })]);
    expect(sim.facts()[0]).toMatchObject({ kind: 'escalate', advice: { kind: 'late-changes', outside: ['src/a.ts'] } });
    // The human checked the change and resumes: the final verification runs its gate.
    const resumed = resumeRun(sim.state, null, sim.now);
    if (resumed.kind === 'apply') sim.apply(resumed.facts);
    const [final] = sim.advance() as GateAction[];
    expect(final?.id).toBe('final.g1');
    sim.gateLog(final?.logFile ?? '', 'ok', 0);
    expect(sim.advance()[0]?.kind).toBe('complete');
    expect(sim.foldMatches()).toBe(true);
  });

  it('without an ended child, a read-only phase that changed files still fails its attempt', () => {
    const sim = new Sim(PRD);
    sim.changes = new Map();
    const [impl] = spawnOf(sim.advance());
    sim.result(impl?.resultFile ?? '');
    sim.changes.set(impl?.id ?? '', { known: true, changed: [], unattributed: [] });
    const [gate] = sim.advance() as GateAction[];
    sim.gateLog(gate?.logFile ?? '', 'ok', 0);
    const [review] = spawnOf(sim.advance());
    sim.files.set(review?.resultFile ?? '', PASS);
    sim.changes.set(review?.id ?? '', { known: true, changed: ['src/a.ts'], unattributed: [] });
    const [again] = spawnOf(sim.advance());
    expect(again?.role).toBe('review');
    expect(again?.attempt).toBe(2);
    expect(sim.state.phases[1]?.failures[0]?.failure).toMatchObject({ code: 'read-only-changed', files: ['src/a.ts'], role: 'review' });
    expect(sim.state.lateChanges).toBeUndefined();
  });
});
