// Host-agent simulation, issue 28 part 3: collectors where the host has them
// (docs/design.md#collectors). On a host with a Gateway, Swarm on and exec `full`, every spawn
// is a collector child, the agent calls agents_wait with exactly what `collect` prints and
// reports only `label:status,in/out`; the host's status is the child's end, the result file
// (read by OpenForge's own validator) still decides what it did. Elsewhere: result files.

import { afterEach, describe, expect, it } from 'vitest';
import { readEvents, readState, type CollectAction, type ChildContext } from './host-agent.js';
import { disposeWorlds, expectCompleted, implementPhase, newWorld, prd, simulate, withCollectorHost, writesDone } from './setup.js';
import { failureSaid } from '../helpers/failure-said.js';

afterEach(disposeWorlds);

const review = `### Phase: review\n**Type:** review\n**Tasks:**\n- Review done.txt`;
const PRD = prd([implementPhase('implement', '**Files:** `done.txt`\n**Max-Retries:** 2'), review]);

const failures = (runDir: string): string[] =>
  (readState(runDir).phases as unknown as { name: string; failures: unknown[] }[]).flatMap((p) => p.failures.map((f) => `${p.name}: ${failureSaid(f)}`));

describe('host-agent simulation: collectors', () => {
  it('C1. a host with collectors: collector spawns of one group, agents_wait instead of sessions_yield, the result files still read; completes', () => {
    const { world, t } = simulate(PRD, { reportSpawnsWithNext: true, child: (c) => (c.phase === 'implement' ? writesDone('yes') : undefined) }, withCollectorHost(newWorld()));
    expectCompleted(world, t);
    const runDir = t.runDir as string;
    expect(readState(runDir) as unknown as { settings: { handover?: string } }).toMatchObject({ settings: { handover: 'collectors' } });
    expect(t.spawns.map((s) => [s.actionId, s.args.collect, s.args.groupId, s.args.label])).toEqual([
      ['1-implement.s1', true, `openforge-${t.runId as string}`, '1-implement.s1'],
      ['2-review.s1', true, `openforge-${t.runId as string}`, '2-review.s1'],
    ]);
    const collects = t.actions.map((a) => a.action).filter((a): a is CollectAction => a.kind === 'collect');
    expect(collects.map((c) => [c.waitingFor, c.wait])).toEqual([
      [['1-implement.s1'], { ids: ['swarm_sim1'], timeoutSeconds: 600 }],
      [['2-review.s1'], { ids: ['swarm_sim2'], timeoutSeconds: 600 }],
    ]);
    expect(t.actions.some((a) => a.action.kind === 'wait')).toBe(false);
    // What the agent wrote per child: its pair with the run id, then its status and tokens; nothing of its result.
    const nexts = t.commands.filter((c) => c.argv[0] === 'next').map((c) => c.argv.slice(2, -1)).filter((w) => w.length > 0);
    expect(nexts).toEqual([
      ['1-implement.s1=agent:main:subagent:sim-1,run=swarm_sim1'],
      ['1-implement.s1:done,1200/300'],
      ['2-review.s1=agent:main:subagent:sim-2,run=swarm_sim2'],
      ['2-review.s1:done,1200/300'],
    ]);
    const events = readEvents(runDir);
    expect(events.filter((e) => e.type === 'spawn-collected').map((e) => [e.actionId, e.status, e.inputTokens, e.outputTokens])).toEqual([
      ['1-implement.s1', 'done', 1200, 300],
      ['2-review.s1', 'done', 1200, 300],
    ]);
    expect(events.filter((e) => e.type === 'spawn-result').map((e) => [e.actionId, e.outcome, e.status])).toEqual([
      ['1-implement.s1', 'accepted', 'DONE'],
      ['2-review.s1', 'accepted', 'DONE'],
    ]);
  });

  it('C2. a collector OpenClaw reports failed, killed or timed out fails its attempt whatever its result file says; the next attempt passes', () => {
    const ends = ['failed', 'killed', 'timeout', 'done'] as const;
    const { world, t } = simulate(
      prd([implementPhase('implement', '**Files:** `done.txt`\n**Max-Retries:** 3')]),
      {
        child: (c: ChildContext) => (c.attempt === 3 ? { files: { 'done.txt': 'stuck' }, result: { kind: 'hang' } } : writesDone('yes')),
        collectorStatus: (c: ChildContext) => ends[c.attempt - 1] ?? 'done',
      },
      withCollectorHost(newWorld()),
    );
    expectCompleted(world, t);
    // Every attempt but the last wrote a DONE envelope over a passing tree (the third hung and left `stuck`).
    expect(t.spawns.map((s) => [s.actionId, s.behaviour])).toEqual([
      ['1-implement.s1', 'envelope'],
      ['1-implement.s2', 'envelope'],
      ['1-implement.s3', 'hang'],
      ['1-implement.s4', 'envelope'],
    ]);
    expect(failures(t.runDir as string)).toEqual([
      'implement: collector: OpenClaw reported the collector child failed: it failed (its structured result was missing or did not match the output schema, or the run ended in an error); its result file is not taken',
      'implement: collector: OpenClaw reported the collector child killed: it was killed; its result file is not taken',
      'implement: the sub-agent wrote no result within its 30m budget (timed out)',
    ]);
    // The spawns in spawned calls carry the run id; the statuses go to next.
    expect(t.commands.filter((c) => c.argv[0] === 'spawned').map((c) => c.argv[c.argv.indexOf('--run-id') + 1])).toEqual(['swarm_sim1', 'swarm_sim2', 'swarm_sim3', 'swarm_sim4']);
    expect(readEvents(t.runDir as string).filter((e) => e.type === 'spawn-collected').map((e) => e.status)).toEqual(['failed', 'killed', 'timeout', 'done']);
  });

  it('C3. a structured result that fails the output schema: OpenClaw says failed, the attempt fails though the tree passes; a valid one then passes', () => {
    const { world, t } = simulate(
      PRD,
      {
        reportSpawnsWithNext: true,
        // The first child writes prose, not an envelope: OpenClaw's own check of its structured result fails.
        child: (c) => (c.phase !== 'implement' ? undefined : c.attempt === 1 ? { files: { 'done.txt': 'yes' }, result: { kind: 'garbage', text: 'All done, trust me.' } } : writesDone('yes')),
      },
      withCollectorHost(newWorld()),
    );
    expectCompleted(world, t);
    expect(failures(t.runDir as string)).toEqual([
      'implement: collector: OpenClaw reported the collector child failed: it failed (its structured result was missing or did not match the output schema, or the run ended in an error); its result file is not taken',
    ]);
    expect(t.spawns.map((s) => s.actionId)).toEqual(['1-implement.s1', '1-implement.s2', '2-review.s1']);
  });

  it('C4. a done status never overrides a failed gate: the child says done, the gate fails, the attempt is retried', () => {
    const { world, t } = simulate(PRD, { reportSpawnsWithNext: true, child: (c) => (c.phase !== 'implement' ? undefined : writesDone(c.attempt === 1 ? 'no' : 'yes')) }, withCollectorHost(newWorld()));
    expectCompleted(world, t);
    expect(failures(t.runDir as string)).toEqual(['implement: gate `sh check.sh` exited 1']);
    expect(readEvents(t.runDir as string).filter((e) => e.type === 'spawn-collected').map((e) => [e.actionId, e.status])).toEqual([
      ['1-implement.s1', 'done'],
      ['1-implement.s2', 'done'],
      ['2-review.s1', 'done'],
    ]);
  });

  it('C5. elsewhere (no Gateway in the config, or exec not full): result files and sessions_yield, unchanged', () => {
    const { world, t } = simulate(PRD, { child: (c) => (c.phase === 'implement' ? writesDone('yes') : undefined) });
    expectCompleted(world, t);
    expect(t.spawns.map((s) => s.args.collect)).toEqual([undefined, undefined]);
    expect(t.actions.some((a) => a.action.kind === 'collect')).toBe(false);
    const allowlist = withCollectorHost(newWorld());
    allowlist.write('../home/.openclaw/exec-approvals.json', JSON.stringify({ version: 1, defaults: { security: 'allowlist', ask: 'off' } }));
    const restricted = simulate(PRD, { child: (c) => (c.phase === 'implement' ? writesDone('yes') : undefined) }, allowlist);
    expectCompleted(restricted.world, restricted.t);
    expect(restricted.t.spawns.map((s) => s.args.collect)).toEqual([undefined, undefined]);
    expect(readState(restricted.t.runDir as string) as unknown as { settings: { handover?: string } }).not.toHaveProperty('settings.handover');
  });
});
