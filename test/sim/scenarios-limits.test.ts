// Host-agent simulation, usage limits (issue 18 part 5): a sessions_spawn error or a child's
// final message says a usage, quota or rate limit was hit. The run starts nothing new, lets the
// running work finish, hands back one message, and `resume` continues with the same attempt.

import { afterEach, describe, expect, it } from 'vitest';
import { countEvents, readEvents, readState, type EscalateAction, type NextReport } from './host-agent.js';
import { disposeWorlds, expectCompleted, expectSound, implementPhase, newWorld, prd, simulate, spawnsOf, writesDone } from './setup.js';

afterEach(disposeWorlds);

const research = (name: string): string => `### Phase: ${name} [parallel]\n**Type:** extract\n**Tasks:**\n- Read \`check.sh\` and say what it checks`;

/** A sloppy agent: it reports the sessions_spawn error in its own words around the tool's text. */
const SLOPPY_RATE_LIMIT =
  'sessions_spawn did not work. The tool said: {"status":"error","error":"429 Too Many Requests: rate limit exceeded for anthropic/claude-haiku-4-5, retry after 120 seconds"}. I will wait and try again later.';

describe('host-agent simulation: usage limits', () => {
  it('L1. a sloppy agent reports a rate-limited sessions_spawn in prose: the sibling finishes, nothing new starts, one message; resume completes the run', () => {
    const world = newWorld();
    const { agent, t } = simulate(prd([research('research-a'), research('research-b'), implementPhase()]), {
      spawnError: (c) => (c.phase === 'research-b' && c.nth === 1 ? SLOPPY_RATE_LIMIT : undefined),
      child: (c) => (c.phase === 'implement' ? writesDone('yes') : undefined),
    }, world);
    expect(t.stoppedBy).toBe('escalate');
    const final = t.final as EscalateAction;
    expect(final.reason).toBe('usage-limit');
    expect(final.message).toContain("Reason: the provider's rate limit was hit (sessions_spawn for `2-research-b.s1`:");
    expect(final.message).toMatch(/it resets at 2027-01-15 08:0\d UTC \(in 2m\)/);
    expect(final.message).toContain('No phase failed and no retry was spent. Resume the run after 2027-01-15 08:0');
    // Only the sibling ran; implement was never started; the one message came once.
    expect(t.spawns.map((s) => s.phase)).toEqual(['research-a']);
    expect(t.actions.filter((a) => a.action.kind === 'escalate')).toHaveLength(1);
    const state = readState(t.runDir as string);
    expect(state.phases.map((p) => p.status)).toEqual(['passed', 'needs-human', 'pending']);
    const status = world.cli(['status', t.runId as string, '--json']).json as {
      usageLimit?: { kind: string };
      notices: string[];
      state: { word: string };
      phases: { name: string; state: string }[];
    };
    expect(status.usageLimit?.kind).toBe('rate-limit');
    // The derived state says why the run stands still: a limit, not a failure.
    expect(status.state.word).toBe('rate-limited');
    expect(status.phases.map((p) => p.state)).toEqual(['passed', 'rate-limited', 'pending']);
    expect(status.notices.at(-1)).toMatch(/^rate-limited since 2027-01-15 08:00 UTC \(rate-limit, phase `research-b`\): it resets at 2027-01-15 08:0\d UTC/);

    const resumed = agent.command(['resume', t.runId as string, '--json']);
    expect(resumed.code).toBe(0);
    const report = resumed.json as NextReport;
    expect(report.actions.map((a) => `${a.kind}:${a.id}`)).toEqual(['spawn:2-research-b.s2']);
    expect(report.actions[0]).toMatchObject({ attempt: 1 });
    agent.loop(report, 'resume');
    expect(t.spawns.map((s) => s.phase)).toEqual(['research-a', 'research-b', 'implement']);
    const reissued = readEvents(t.runDir as string).filter((e) => e.type === 'spawn-issued' && e.phase === 'research-b');
    expect(reissued.map((e) => [e.actionId, e.attempt, e.reissueOf])).toEqual([
      ['2-research-b.s1', 1, null],
      ['2-research-b.s2', 1, '2-research-b.s1'],
    ]);
    expect(readState(t.runDir as string).spawnCount).toBe(3);
    expectCompleted(world, t);
  });

  it('L2. a child ends on its plan\'s usage limit (its final message saved as the result): not a failed attempt; resume redoes it as attempt 1 on the same model', () => {
    const world = newWorld();
    const { agent, t } = simulate(prd([implementPhase()]), {
      child: (c) => (c.nth === 1 ? { result: { kind: 'message', message: 'Claude AI usage limit reached|1800003600' } } : writesDone('yes')),
    }, world);
    expect(t.stoppedBy).toBe('escalate');
    const final = t.final as EscalateAction;
    expect(final.reason).toBe('usage-limit');
    expect(final.message).toContain("Reason: the plan's usage limit was reached (the sub-agent of `1-implement.s1`: \"Claude AI usage limit reached|1800003600\"); it resets at 2027-01-15 09:00 UTC");
    expect(final.message).toContain('Spawn `1-implement.s1` (attempt 1) hit a usage limit');
    expect(countEvents(t.runDir as string, 'attempt-failed')).toBe(0);
    agent.loop(agent.command(['resume', t.runId as string, '--json']).json as NextReport, 'resume');
    expect(spawnsOf(t, 'implement').map((s) => [s.attempt, s.args.model])).toEqual([
      [1, t.spawns[0]?.args.model],
      [1, t.spawns[0]?.args.model],
    ]);
    expectCompleted(world, t);
  });

  it('L3. a sessions_spawn error that is no limit: offered again once, then one clear halt (bounded, no loop)', () => {
    const world = newWorld();
    const { t } = simulate(prd([implementPhase()]), {
      spawnError: () => '{"status":"error","error":"model not allowed: anthropic/claude-sonnet-9"}',
    }, world);
    expect(t.stoppedBy).toBe('escalate');
    const final = t.final as EscalateAction;
    expect(final.reason).toBe('spawn-failed');
    expect(final.message).toContain('Reason: sessions_spawn failed 2 times in a row for phase `implement`; the last error: {"status":"error","error":"model not allowed: anthropic/claude-sonnet-9"}');
    expect(t.spawns).toEqual([]);
    expect(t.actions.filter((a) => a.action.kind === 'spawn').map((a) => a.action.id)).toEqual(['1-implement.s1', '1-implement.s2']);
    expect(countEvents(t.runDir as string, 'spawn-failed')).toBe(2);
    expectSound(world, t);
  });
});
