// Host-agent simulation, issue 28 part 4: OpenClaw 2026.9.6 fails a spawn whose model is not
// usable. The run moves that spawn to the fallback, counts no attempt, says so once, and completes.

import { afterEach, describe, expect, it } from 'vitest';
import { countEvents, readEvents, readState } from './host-agent.js';
import { disposeWorlds, expectCompleted, newWorld, prd, simulate, spawnsOf, withOpenClawConfig, writesDone } from './setup.js';

afterEach(disposeWorlds);

const OPUS = 'anthropic/claude-opus-4-5';
const SONNET = 'anthropic/claude-sonnet-4-5';
const REFUSED = `{"status":"error","error":"sessions_spawn model \\"${OPUS}\\" is not usable: no credentials for provider anthropic-opus"}`;

const phases = [
  `### Phase: implement\n**Tasks:**\n- Write \`yes\` into \`done.txt\`\n**Files:** \`done.txt\`\n**Gate:** \`sh check.sh\``,
  `### Phase: review\n**Type:** review\n**Tasks:**\n- Review done.txt`,
];

describe('host-agent simulation: a model the host refuses', () => {
  it('M1. the review tier (opus) is not usable: the spawn goes to sonnet as the same attempt, the user hears it once, the run completes', () => {
    const world = withOpenClawConfig(newWorld());
    const { t } = simulate(prd(phases), {
      spawnError: (c) => (c.action.spawn.model === OPUS ? REFUSED : undefined),
      child: (c) => (c.phase === 'implement' ? writesDone('yes') : undefined),
    }, world);
    expectCompleted(world, t);
    // The refused spawn was offered again for attempt 1 on the fallback tier's model; no attempt counted.
    const offered = t.actions.filter((a) => a.action.kind === 'spawn' && a.action.phase === 'review').map((a) => a.action as { id: string; attempt: number; spawn: { model?: string } });
    expect(offered.map((a) => [a.id, a.attempt, a.spawn.model])).toEqual([
      ['2-review.s1', 1, OPUS],
      ['2-review.s2', 1, SONNET],
    ]);
    expect(spawnsOf(t, 'review').map((s) => s.args.model)).toEqual([SONNET]);
    expect(countEvents(t.runDir as string, 'attempt-failed')).toBe(0);
    expect(readEvents(t.runDir as string).filter((e) => e.type === 'spawn-failed').map((e) => [e.actionId, e.refusedModel])).toEqual([['2-review.s1', OPUS]]);
    const state = readState(t.runDir as string) as ReturnType<typeof readState> & { refusedModels?: unknown; spawnCount: number };
    expect(state.refusedModels).toEqual([{ id: OPUS, phase: 'review', actionId: '2-review.s1', at: expect.any(Number) }]);
    // implement and review: the refused spawn is outside the budget.
    expect(state.spawnCount).toBe(2);
    // Said once: by the `spawned --error-file` that recorded it, and again only in the completion.
    const spawned = t.commands.filter((c) => c.argv[0] === 'spawned' && c.argv.includes('--error-file'));
    expect(spawned.map((c) => (c.json as { spawnError?: unknown }).spawnError)).toEqual([{ limit: null, then: 'offered-again', refusedModel: OPUS }]);
    const said = t.commands.filter((c) => JSON.stringify(c.json ?? '').includes('model-refused') && c.argv[0] !== 'status');
    expect(said.map((c) => c.argv[0])).toEqual(['spawned', 'next']);
    expect((t.final as { message: string }).message).toContain(`OpenClaw refused model \`${OPUS}\``);
  });

  it('M2. every tier refused: the spawn runs on the agent default (no model argument), bounded, and completes', () => {
    const world = withOpenClawConfig(newWorld());
    const { t } = simulate(prd(phases), {
      spawnError: (c) => (c.action.spawn.model !== undefined ? `sessions_spawn model "${c.action.spawn.model}" is not usable` : undefined),
      child: (c) => (c.phase === 'implement' ? writesDone('yes') : undefined),
    }, world);
    expectCompleted(world, t);
    expect(t.spawns.map((s) => [s.phase, s.attempt, s.args.model ?? null])).toEqual([
      ['implement', 1, null],
      ['review', 1, null],
    ]);
    const state = readState(t.runDir as string) as ReturnType<typeof readState> & { refusedModels?: Array<{ id: string }> };
    expect(state.refusedModels?.map((r) => r.id)).toEqual([SONNET, OPUS]);
  });
});
