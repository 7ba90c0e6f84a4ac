// `next --wait` in the reply that starts a report's spawns (docs/design.md#run-protocol): the
// spawns' keys come one `next` later, so that `next --wait` counts a spawn handed out and not
// confirmed as at work (waited for, never offered again); a `next` without --wait still offers it
// again, and a usage limit or a child to cancel first still says so.

import { describe, expect, it } from 'vitest';
import { recordSpawned } from '../../lib/run/index.js';
import { awaitedResults } from '../../lib/run/host/awaited-logs.js';
import type { Action, GateAction, SpawnAction, UsageAction } from '../../lib/schema/index.js';
import { CONFIG, IMPLEMENT_THEN_REVIEW, kinds, RUN_DIR, Sim } from './harness.js';

const spawns = (actions: readonly Action[]): SpawnAction[] => actions.filter((a): a is SpawnAction => a.kind === 'spawn');
const gates = (actions: readonly Action[]): GateAction[] => actions.filter((a): a is GateAction => a.kind === 'gate');
const WAITED = { awaited: true } as const;

function confirm(sim: Sim, action: SpawnAction | undefined, key: string): void {
  const outcome = recordSpawned(sim.state, action?.id ?? '', key);
  if (outcome.kind !== 'apply') throw new Error(outcome.kind);
  sim.apply(outcome.facts);
}

const PAIR = `## Phases
### Phase: fast [parallel]
**Tasks:**
- Build the fast part
**Gate:** \`npm test\`
### Phase: slow [parallel]
**Tasks:**
- Build the slow part
**Gate:** \`npm test\`
`;

describe('next --wait beside the spawns it waits for', () => {
  it('a lone child not confirmed yet is at work for a next --wait (a wait with yield when it outlasts the wait), offered again by a plain next', () => {
    const sim = new Sim(IMPLEMENT_THEN_REVIEW);
    const [impl] = spawns(sim.advance());
    const held = sim.advance(1, WAITED);
    expect(kinds(held)).toEqual(['wait:wait']);
    expect(held[0]).toMatchObject({ waitingFor: [impl?.id], yield: true });
    const again = sim.advance();
    expect(spawns(again).map((a) => [a.id, a.reoffered])).toEqual([[impl?.id, true]]);
    expect(sim.events.filter((e) => e.type === 'spawn-issued')).toHaveLength(1);
    expect(sim.foldMatches()).toBe(true);
  });

  it('reads a result that lands before the key, offers the gate, records the key one next later, and never issues the spawn twice', () => {
    const sim = new Sim(IMPLEMENT_THEN_REVIEW);
    const [impl] = spawns(sim.advance());
    sim.result(impl?.resultFile ?? '', { summary: 'built' });
    const [gate] = gates(sim.advance(1, WAITED));
    expect(gate?.id).toBe('1-implement.g1');
    expect(sim.state.phases[0]?.spawns[0]).toMatchObject({ outcome: 'accepted', sessionKey: null });
    confirm(sim, impl, 'agent:main:subagent:late');
    sim.gateLog(gate?.logFile ?? '', 'Tests 3 passed (3)', 0);
    const next = sim.advance(1, WAITED);
    expect(kinds(next)).toEqual(['spawn:2-review.s1']);
    expect(sim.state.phases[0]?.spawns[0]).toMatchObject({ sessionKey: 'agent:main:subagent:late', outcome: 'accepted' });
    expect(sim.events.filter((e) => e.type === 'spawn-issued')).toHaveLength(2);
    expect(sim.foldMatches()).toBe(true);
  });

  it('asks for the usage of a child whose key came after its result, beside what comes next: no cost figure lost', () => {
    const sim = new Sim(IMPLEMENT_THEN_REVIEW, { config: { ...(CONFIG as Record<string, unknown>), gateway: { mode: 'local' } }, usage: true });
    const [impl] = spawns(sim.advance());
    sim.result(impl?.resultFile ?? '', { summary: 'built' });
    // The key is not known yet: the gate alone.
    const first = sim.advance(1, WAITED);
    expect(kinds(first)).toEqual(['gate:1-implement.g1']);
    confirm(sim, impl, 'agent:main:subagent:late');
    sim.gateLog(gates(first)[0]?.logFile ?? '', 'Tests 3 passed (3)', 0);
    const next = sim.advance(1, WAITED);
    expect(kinds(next)).toEqual(['spawn:2-review.s1', 'usage:1-implement.s1.usage']);
    expect((next[1] as UsageAction).exec.command).toContain('agent:main:subagent:late');
  });

  it('a parallel wave: the first child to end gets its gate while its sibling, not confirmed yet, stays at work (not offered again)', () => {
    const sim = new Sim(PAIR);
    const [fast, slow] = spawns(sim.advance());
    expect(kinds(sim.advance(1, WAITED))).toEqual(['wait:wait']);
    expect(sim.facts()[0]).toMatchObject({ waitingFor: [fast?.id, slow?.id] });
    expect(sim.facts()[0]).not.toHaveProperty('yield');
    sim.result(fast?.resultFile ?? '', { summary: 'fast' });
    expect(kinds(sim.advance(1, WAITED))).toEqual(['gate:1-fast.g1']);
    // Both keys with the gate's next: the slow child is waited for, confirmed.
    confirm(sim, fast, 'k-fast');
    confirm(sim, slow, 'k-slow');
    const gate = sim.state.phases[0]?.gates[0];
    sim.gateLog(gate?.logFile ?? '', 'Tests 3 passed (3)', 0);
    expect(kinds(sim.advance(1, WAITED))).toEqual(['wait:wait']);
    expect(sim.facts()[0]).toMatchObject({ waitingFor: [slow?.id], yield: true });
  });

  it('still offers the spawn again, with its note, under a usage limit and after a timed-out child', () => {
    const limited = new Sim(PAIR);
    const [api, cli] = spawns(limited.advance());
    confirm(limited, api, 'k-api');
    limited.files.set(api?.resultFile ?? '', 'API Error: 429 {"type":"error","error":{"type":"rate_limit_error","message":"rate limit"}}');
    const underLimit = limited.advance(1, WAITED);
    expect(limited.state.usageLimit).toBeDefined();
    expect(spawns(underLimit).map((a) => [a.id, a.reoffered])).toEqual([[cli?.id, true]]);
    expect(limited.facts().find((a) => a.kind === 'spawn')?.note).toMatchObject({ code: 'not-confirmed-limited' });
    // Nothing starts under a limit: its result file is not waited for.
    expect(awaitedResults(limited.state, [])).toEqual([]);

    const sim = new Sim(IMPLEMENT_THEN_REVIEW);
    const [impl] = spawns(sim.advance());
    confirm(sim, impl, 'child-impl');
    sim.advance(1800);
    const [retry] = spawns(sim.advance(61));
    expect(sim.facts().find((a) => a.kind === 'spawn')?.note).toMatchObject({ code: 'cancel-previous' });
    // The child to cancel first: the retry is not taken as started beside the wait.
    expect(spawns(sim.advance(1, WAITED)).map((a) => [a.id, a.reoffered])).toEqual([[retry?.id, true]]);
    expect(retry?.resultFile.startsWith(`${RUN_DIR}/results/`)).toBe(true);
  });

  it('collectors: a collector child started beside the wait is at work too, but nothing to yield for (a collector announces nothing)', () => {
    const sim = new Sim(IMPLEMENT_THEN_REVIEW);
    const first = sim.events[0];
    if (first?.type !== 'run-started') throw new Error('no run-started');
    first.settings = { ...first.settings, handover: 'collectors' };
    sim.state = { ...sim.state, settings: { ...sim.state.settings, handover: 'collectors' } };
    const [impl] = spawns(sim.advance());
    expect(impl?.spawn.collect).toBe(true);
    const held = sim.advance(1, WAITED);
    expect(kinds(held)).toEqual(['wait:wait']);
    expect(held[0]).toMatchObject({ waitingFor: [impl?.id] });
    expect(held[0]).not.toHaveProperty('yield');
    expect(awaitedResults(sim.state, [])).toEqual([]);
  });

  it('a usage exec due with an ask goes before it (the ask ends the turn: nothing else would run it)', () => {
    const gated = `## Phases\n### Phase: implement\n**Tasks:**\n- Build it\n**Gate:** \`npm test\`\n### Phase: sign-off\n**Type:** approval\n**Tasks:**\n- Check the demo\n`;
    const sim = new Sim(gated, { config: { ...(CONFIG as Record<string, unknown>), gateway: { mode: 'local' } }, usage: true });
    const [impl] = spawns(sim.advance());
    sim.result(impl?.resultFile ?? '', { summary: 'built' });
    const [gate] = gates(sim.advance(1, WAITED));
    confirm(sim, impl, 'agent:main:subagent:late');
    sim.gateLog(gate?.logFile ?? '', 'Tests 3 passed (3)', 0);
    expect(kinds(sim.advance(1, WAITED))).toEqual(['usage:1-implement.s1.usage', 'ask:2-sign-off.ask1']);
  });
});
