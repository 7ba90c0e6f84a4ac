// Host-agent simulation, part 1: the happy path, gates, retries, reviews, lost and bad results.
// Every step goes through the bundled CLI as its own process (see host-agent.ts).

import { afterEach, describe, expect, it } from 'vitest';
import { countEvents, readEvents, readState, type EscalateAction, type SpawnAction } from './host-agent.js';
import { disposeWorlds, expectCompleted, expectSound, implementPhase, newWorld, prd, simulate, spawnsOf, withOpenClawConfig, writesDone } from './setup.js';
import { problemsSaid } from '../helpers/failure-said.js';

afterEach(disposeWorlds);

const research = (name: string): string => `### Phase: ${name} [parallel]\n**Type:** extract\n**Tasks:**\n- Read \`check.sh\` and say what it checks`;

/** The task the child of spawn `id` read from its task file. */
const spawnTask = (t: { spawns: { actionId: string; taskText: string | null }[] }, id: string): string =>
  t.spawns.find((s) => s.actionId === id)?.taskText ?? '';

describe('host-agent simulation: attempts', () => {
  it('1. happy path: a parallel wave, then impl with a gate, then complete with a summary', () => {
    const { world, t } = simulate(prd([research('research-a'), research('research-b'), implementPhase()]), {
      child: (c) => (c.phase === 'implement' ? writesDone('yes') : undefined),
    }, withOpenClawConfig(newWorld()));
    // Tiers resolved through the OpenClaw config: extract → haiku, impl → sonnet.
    expect(t.spawns.map((s) => s.args.model)).toEqual(['anthropic/claude-haiku-4-5', 'anthropic/claude-haiku-4-5', 'anthropic/claude-sonnet-4-5']);
    // The two [parallel] phases are spawned by the same `run` output.
    const first = t.actions.filter((a) => a.from === 'run').map((a) => a.action);
    expect(first.filter((a) => a.kind === 'spawn').map((a) => (a as SpawnAction).phase)).toEqual(['research-a', 'research-b']);
    expect(t.spawns.map((s) => [s.phase, s.role, s.attempt])).toEqual([
      ['research-a', 'work', 1],
      ['research-b', 'work', 1],
      ['implement', 'work', 1],
    ]);
    // After the first child completed, `next` said to wait for the other one.
    const waits = t.actions.map((a) => a.action).filter((a) => a.kind === 'wait');
    expect(waits[0]).toMatchObject({ kind: 'wait', waitingFor: [t.spawns[1]?.actionId] });
    // The phase's gate, then the same gate once more on the final tree (the final verification).
    expect(t.execs.map((e) => e.actionId)).toEqual(['3-implement.g1', 'final.g1']);
    expect(t.execs[0]).toMatchObject({ phase: 'implement', code: 0, workdir: world.project });
    expect(t.execs[0]?.command).toContain(';sh check.sh;printf ');
    expect(t.execs[1]).toMatchObject({ phase: 'implement', code: 0 });
    expectCompleted(world, t);
    const state = readState(t.runDir as string);
    expect(state.status).toBe('completed');
    expect(state.phases.map((p) => p.status)).toEqual(['passed', 'passed', 'passed']);
  });

  it('2. a gate fails, then passes on the retry (attempt 2, the failure in its task)', () => {
    const { world, t } = simulate(prd([implementPhase()]), {
      child: (c) => writesDone(c.attempt === 1 ? 'apple' : 'yes'),
    });
    expect(t.spawns.map((s) => s.attempt)).toEqual([1, 2]);
    // attempt 1's gate, attempt 2's gate, the final verification.
    expect(t.execs.map((e) => e.code)).toEqual([0, 0, 0]);
    const retry = spawnTask(t, t.spawns[1]?.actionId ?? '');
    expect(retry).toContain('check failed: done.txt says [apple]');
    expect(countEvents(t.runDir as string, 'gate-finished', (e) => e.state === 'failed')).toBe(1);
    expectCompleted(world, t);
  });

  it('3a. retries exhausted with different failures: escalate gate-retries-exhausted', () => {
    const outputs = ['apple', 'banana', 'cherry'];
    const { world, t } = simulate(prd([implementPhase('implement', '**Max-Retries:** 2')]), {
      child: (c) => writesDone(outputs[c.attempt - 1] ?? 'durian'),
    }, withOpenClawConfig(newWorld()));
    expect(t.stoppedBy).toBe('escalate');
    expect((t.final as EscalateAction).reason).toBe('gate-retries-exhausted');
    expect((t.final as EscalateAction).phase).toBe('implement');
    expect(t.spawns.map((s) => s.attempt)).toEqual([1, 2, 3]);
    expect(readState(t.runDir as string).status).toBe('needs-human');
    // The last retry moves one tier up (sonnet → opus).
    expect(t.spawns.map((s) => s.args.model)).toEqual(['anthropic/claude-sonnet-4-5', 'anthropic/claude-sonnet-4-5', 'anthropic/claude-opus-4-5']);
    expectSound(world, t);
  });

  it('3b. the same failure twice: escalate no-progress', () => {
    const { world, t } = simulate(prd([implementPhase('implement', '**Max-Retries:** 3')]), {
      child: () => writesDone('apple'),
    });
    expect(t.stoppedBy).toBe('escalate');
    expect((t.final as EscalateAction).reason).toBe('no-progress');
    expect(t.spawns).toHaveLength(2);
    expectSound(world, t);
  });

  it('4. review finds a Blocking item: fix, review again, PASS, complete', () => {
    const review = '### Phase: review\n**Type:** review\n**Tasks:**\n- Check `done.txt`\n\n**Gate:** Review must find zero blocking issues';
    const { world, t } = simulate(prd([implementPhase(), review]), {
      child: (c) => {
        if (c.role === 'review') return { result: c.nth === 1 ? { kind: 'review', blocking: ['done.txt lacks a trailing newline'] } : { kind: 'review' } };
        return writesDone('yes');
      },
    });
    expect(t.spawns.map((s) => [s.phase, s.role])).toEqual([
      ['implement', 'work'],
      ['review', 'review'],
      ['review', 'fix'],
      ['review', 'review'],
    ]);
    const fix = t.spawns.find((s) => s.role === 'fix');
    expect(fix?.taskText).toContain('done.txt lacks a trailing newline');
    expect(countEvents(t.runDir as string, 'review-found')).toBe(1);
    expect(countEvents(t.runDir as string, 'fix-done')).toBe(1);
    expectCompleted(world, t);
  });

  it('5. review never passes: escalate review-cycles-exhausted after 3 cycles with the findings history', () => {
    const review = '### Phase: review\n**Type:** review\n**Tasks:**\n- Check `done.txt`\n\n**Gate:** Review must find zero blocking issues';
    const { world, t } = simulate(prd([implementPhase(), review]), {
      child: (c) => (c.role === 'review' ? { result: { kind: 'review', blocking: [`problem number ${['one', 'two', 'three', 'four'][c.nth - 1]}`] } } : writesDone('yes')),
    });
    expect(t.stoppedBy).toBe('escalate');
    const final = t.final as EscalateAction;
    expect(final.reason).toBe('review-cycles-exhausted');
    expect(final.phase).toBe('review');
    expect(spawnsOf(t, 'review').map((s) => s.role)).toEqual(['review', 'fix', 'review', 'fix', 'review']);
    for (const f of ['problem number one', 'problem number two', 'problem number three']) expect(final.message).toContain(f);
    expectSound(world, t);
  });

  it('6. a sub-agent times out (clock past runTimeoutSeconds + grace, no result): retry spawn', () => {
    const { world, t } = simulate(prd([implementPhase('implement', '**Timeout:** 10m')]), {
      child: (c) => (c.attempt === 1 ? { result: { kind: 'hang' } } : writesDone('yes')),
    });
    expect(t.spawns.map((s) => [s.attempt, s.behaviour])).toEqual([
      [1, 'hang'],
      [2, 'envelope'],
    ]);
    expect(t.spawns[0]?.args.runTimeoutSeconds).toBe(600);
    const events = readEvents(t.runDir as string);
    expect(events.filter((e) => e.type === 'spawn-result').map((e) => e.outcome)).toEqual(['timed-out', 'accepted']);
    expect(events.filter((e) => e.type === 'attempt-failed')).toHaveLength(1);
    expectCompleted(world, t);
  });

  it('7. missing result file: the agent writes the final message to resultFile and it is accepted', () => {
    const review = '### Phase: review\n**Type:** review\n**Tasks:**\n- Check `done.txt`';
    const envelope = JSON.stringify({ status: 'DONE', summary: 'wrote it', findings: [], evidence: ['sh check.sh: ok'], filesModified: ['done.txt'], recommendation: 'none', acceptance: [] });
    const { world, t } = simulate(prd([implementPhase(), review]), {
      child: (c) =>
        c.role === 'review'
          ? { result: { kind: 'message', message: '## Findings\n### Blocking\n- None\n### Required Changes\n- None\n### Suggestions\n- None\n### Summary\nPASS\n' } }
          : { files: { 'done.txt': 'yes' }, result: { kind: 'message', message: `Done. Result:\n\n\`\`\`json\n${envelope}\n\`\`\`\n` } },
    });
    expect(t.spawns.map((s) => [s.phase, s.attempt, s.behaviour])).toEqual([
      ['implement', 1, 'message'],
      ['review', 1, 'message'],
    ]);
    const events = readEvents(t.runDir as string);
    expect(events.filter((e) => e.type === 'spawn-result').map((e) => e.outcome)).toEqual(['accepted', 'accepted']);
    expectCompleted(world, t);
  });

  it('8. an unreadable envelope on correct work: the gate decides and passes it, no retry', () => {
    const { world, t } = simulate(prd([implementPhase()]), {
      child: () => ({ files: { 'done.txt': 'yes' }, result: { kind: 'garbage', text: '{"status":"FINISHED","summary":3}' } }),
    });
    expect(t.spawns.map((s) => s.attempt)).toEqual([1]);
    const events = readEvents(t.runDir as string);
    const results = events.filter((e) => e.type === 'spawn-result');
    expect(results.map((e) => e.outcome)).toEqual(['accepted']);
    // The repair is recorded, never silent.
    expect(String(problemsSaid(results[0]))).toContain('the gates decide the attempt');
    expect(t.execs.map((e) => e.actionId)).toEqual(['1-implement.g1', 'final.g1']);
    expectCompleted(world, t);
  });

  it('8b. an unreadable envelope on wrong work: its gate fails and the retry carries the failure', () => {
    const { world, t } = simulate(prd([implementPhase()]), {
      child: (c) => (c.attempt === 1 ? { files: { 'done.txt': 'no' }, result: { kind: 'garbage', text: '{"status":"FINISHED","summary":3}' } } : writesDone('yes')),
    });
    expect(t.spawns.map((s) => s.attempt)).toEqual([1, 2]);
    expect(t.execs.map((e) => e.actionId)).toEqual(['1-implement.g1', '1-implement.g2', 'final.g1']);
    expect(spawnTask(t, t.spawns[1]?.actionId ?? '')).toMatch(/done\.txt says \[no\]/);
    expectCompleted(world, t);
  });
});
