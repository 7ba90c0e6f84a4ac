// Done means done (issue 14), through the real CLI: what OpenForge refuses to call done.
import { afterEach, describe, expect, it } from 'vitest';
import type { ChildScript, EscalateAction } from './host-agent.js';
import { completedTreeProblems, disposeWorlds, expectCompleted, newWorld, prd, simulate, spawnsOf } from './setup.js';

afterEach(disposeWorlds);

const A = '### Phase: a\n**Files:** a.txt\n**Tasks:**\n- Write `ok` into `a.txt`\n**Gate:** `grep -qx ok a.txt`';
const B = '### Phase: b\n**Files:** a.txt, b.txt\n**Tasks:**\n- Write `b.txt`\n**Gate:** `test -f b.txt`';

describe('done means done', () => {
  it('a later phase that breaks an earlier gate does not complete: final-verification-failed names the gate, its owner and b', () => {
    const { t } = simulate(prd([A, B]), {
      child: (c): ChildScript =>
        c.phase === 'a'
          ? { files: { 'a.txt': 'ok\n' }, result: { kind: 'envelope', filesModified: ['a.txt'] } }
          : { files: { 'b.txt': 'b\n', 'a.txt': 'broken\n' }, result: { kind: 'envelope', filesModified: ['b.txt', 'a.txt'] } },
    });
    expect(t.stoppedBy).toBe('escalate');
    const esc = t.final as EscalateAction;
    expect(esc.reason).toBe('final-verification-failed');
    expect(esc.phase).toBe('a');
    expect(esc.message).toContain('phases that changed files since it last passed: `b`');
    expect(t.spawns.map((s) => s.phase)).toEqual(['a', 'b']);
    // Both phase gates passed when they ran; the final one of a's gate failed.
    expect(t.execs.map((e) => [e.actionId, e.code])).toEqual([
      ['1-a.g1', 0],
      ['2-b.g1', 0],
      ['final.g1', 0],
    ]);
  });

  it('the completed-run invariant catches a final tree on which a gate fails', () => {
    const world = newWorld();
    const { t } = simulate(prd([A]), { child: (): ChildScript => ({ files: { 'a.txt': 'ok\n' }, result: { kind: 'envelope', filesModified: ['a.txt'] } }) }, world);
    expectCompleted(world, t);
    world.write('a.txt', 'broken\n');
    world.write('stray.txt', 'x');
    expect(completedTreeProblems(world, t)).toEqual([
      expect.stringContaining('gate `grep -qx ok a.txt` exits 1 on the final tree'),
      "stray.txt changed outside every phase's Files: scope",
    ]);
    expect(spawnsOf(t, 'a')).toHaveLength(1);
  });
});
