// Host-agent simulation, issue 28 part 7: an agent that starts a report's children in one turn
// reports them all with the `next` it runs after sessions_yield (`next RUN ACTION=KEY[,MODEL] …`),
// so no `spawned` call (and no parent turn) is spent per child.

import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { CLI, readEvents, type ChildScript, type NextReport } from './host-agent.js';
import { disposeWorlds, expectCompleted, newWorld, prd, simulate } from './setup.js';

afterEach(disposeWorlds);

const phases = [
  `### Phase: setup\n**Tasks:**\n- Write \`yes\` into \`done.txt\`\n**Files:** \`done.txt\`\n**Gate:** \`sh check.sh\``,
  `### Phase: left [parallel]\n**Tasks:**\n- Write \`l\` into \`left.txt\`\n**Files:** \`left.txt\`\n**Gate:** \`sh check.sh\``,
  `### Phase: right [parallel]\n**Tasks:**\n- Write \`r\` into \`right.txt\`\n**Files:** \`right.txt\`\n**Gate:** \`sh check.sh\``,
  `### Phase: review\n**Type:** review\n**Tasks:**\n- Review both files`,
];
const child = (c: { phase: string }) => {
  if (c.phase === 'review') return undefined;
  const file = c.phase === 'setup' ? 'done.txt' : `${c.phase}.txt`;
  return { files: { [file]: c.phase === 'setup' ? 'yes' : c.phase }, result: { kind: 'envelope' as const, summary: `wrote ${file}`, filesModified: [file] } };
};

describe('host-agent simulation: children reported with next', () => {
  it('T1. a parallel pair and a review, every child reported with the next after it: completes, no spawned call, every session recorded', () => {
    const batched = simulate(prd(phases), { reportSpawnsWithNext: true, child });
    expectCompleted(batched.world, batched.t);
    const names = batched.t.commands.map((c) => c.argv[0]);
    expect(names).not.toContain('spawned');
    const confirmed = readEvents(batched.t.runDir as string).filter((e) => e.type === 'spawn-confirmed');
    expect(confirmed.map((e) => [e.actionId, e.sessionKey])).toEqual(batched.t.spawns.map((s) => [s.actionId, s.sessionKey]));
    // The same run, one spawned per child: one CLI call (one parent turn) more per spawn.
    const single = simulate(prd(phases), { child });
    expectCompleted(single.world, single.t);
    expect(single.t.spawns.length).toBe(4);
    expect(single.t.commands.length - batched.t.commands.length).toBe(4);
  });

  it('T2. a pair that names no spawn or repeats one: a usage error or refusal, nothing recorded; the same pairs again are a no-op', () => {
    const world = newWorld();
    const { agent, t } = simulate(prd([phases[0] as string]), { maxSteps: 2, child }, world);
    const id = t.spawns[0]?.actionId as string;
    const before = readEvents(t.runDir as string).length;
    const unknown = agent.command(['next', t.runId as string, '9-nope.s1=agent:main:subagent:y', `${id}=${t.spawns[0]?.sessionKey as string}`, '--json']);
    expect(unknown.code).toBe(2);
    expect(unknown.stdout + unknown.stderr).toContain('has no spawn action `9-nope.s1`');
    const twice = agent.command(['next', t.runId as string, `${id}=a:b`, `${id}=a:c`, '--json']);
    expect(twice.code).toBe(2);
    const malformed = agent.command(['next', t.runId as string, `${id}=a b`, '--json']);
    expect(malformed.code).toBe(2);
    // A child already recorded (by the simulator's spawned) with another session: refused, exit 1.
    const other = agent.command(['next', t.runId as string, `${id}=agent:main:subagent:other`, '--json']);
    expect(other.code).toBe(1);
    expect(readEvents(t.runDir as string)).toHaveLength(before);
    const same = agent.command(['next', t.runId as string, `${id}=${t.spawns[0]?.sessionKey as string}`, '--json']);
    expect(same.code).toBe(0);
    // Recorded once only; the run goes on (the child has finished: its gate is next).
    expect(readEvents(t.runDir as string).filter((e) => e.type === 'spawn-confirmed')).toHaveLength(1);
    expect((same.json as NextReport).actions.map((a) => a.kind)).toEqual(['gate']);
  });

  it('T3. a resolvedModel given with the pair is audited like spawned --model: a different model is warned in that next', () => {
    const { t } = simulate(prd([phases[0] as string]), { reportSpawnsWithNext: true, child, resolvedModel: () => 'openai/gpt-4o-mini' }, newWorld());
    const warned = t.commands.filter((c) => c.argv[0] === 'next' && JSON.stringify((c.json as NextReport | null)?.warnings ?? []).includes('model-mismatch'));
    // No model was asked for (no OpenClaw config: the agent default), so nothing differs and nothing is said.
    expect(warned).toHaveLength(0);
    const confirmed = readEvents(t.runDir as string).filter((e) => e.type === 'spawn-confirmed');
    expect(confirmed.map((e) => e.reportedModel)).toEqual(['openai/gpt-4o-mini']);
  });
});

describe('host-agent simulation: a gate and the next after it in one reply (next --wait)', () => {
  const nextsOf = (t: { commands: { argv: string[]; json: unknown }[] }) => t.commands.filter((c) => c.argv[0] === 'next');

  it('T4. every gate report ends with next --wait while its gates still run: completes, each such next read its gate (no gate offered again), the same commands as one turn per gate', () => {
    const batched = simulate(prd(phases), { reportSpawnsWithNext: true, nextWaitWithGates: true, child });
    expectCompleted(batched.world, batched.t);
    const waited = nextsOf(batched.t).filter((c) => c.argv.includes('--wait'));
    // One per gate report: setup, the parallel pair's two gates in one report or two, and the final verification.
    expect(waited.length).toBeGreaterThanOrEqual(3);
    for (const c of waited) {
      const report = c.json as NextReport;
      expect(report.actions.filter((a) => a.kind === 'gate' && (a as { reoffered?: boolean }).reoffered === true), JSON.stringify(report)).toEqual([]);
    }
    const finished = readEvents(batched.t.runDir as string).filter((e) => e.type === 'gate-finished' || e.type === 'final-gate-finished');
    expect(finished.map((e) => e.state).every((s) => s === 'passed')).toBe(true);
    // The gates ran in the background: the shell, not the simulator, wrote every log the run read.
    expect(batched.t.execs.every((e) => e.code === null)).toBe(true);
    const single = simulate(prd(phases), { reportSpawnsWithNext: true, child });
    expectCompleted(single.world, single.t);
    expect(nextsOf(batched.t).length).toBe(nextsOf(single.t).length);
  });

  it('T5. next --wait with a gate nobody ran: it waits its bound, then offers the same gate again (exit 0)', () => {
    const world = newWorld();
    const { t } = simulate(prd([phases[0] as string]), { reportSpawnsWithNext: true, maxSteps: 2, child }, world);
    const first = nextsOf(t).at(-1)?.json as NextReport;
    const gate = first.actions.find((a) => a.kind === 'gate') as { id: string; logFile: string } | undefined;
    expect(gate?.id).toBe('1-setup.g1');
    const r = spawnSync(process.execPath, [CLI, 'next', t.runId as string, '--wait', '--json'], {
      cwd: world.project,
      env: { ...world.env(world.tick()), OPENFORGE_NEXT_WAIT_SECONDS: '1' },
      encoding: 'utf8',
    });
    expect(r.status).toBe(0);
    const again = JSON.parse(r.stdout) as NextReport;
    expect(again.actions.map((a) => [a.id, a.kind, (a as { reoffered?: boolean }).reoffered, (a as { logFile?: string }).logFile])).toEqual([['1-setup.g1', 'gate', true, gate?.logFile]]);
  });
});

describe('host-agent simulation: next --wait in the reply of the spawns (the keys one next later)', () => {
  const twoPhases = [phases[0] as string, `### Phase: notes\n**Tasks:**\n- Write \`n\` into \`notes.txt\`\n**Files:** \`notes.txt\`\n**Gate:** \`sh check.sh\``];
  const notesChild = (c: { phase: string }) => (c.phase === 'notes' ? { files: { 'notes.txt': 'n' }, result: { kind: 'envelope' as const, summary: 'wrote notes.txt', filesModified: ['notes.txt'] } } : child(c));
  const spawnNexts = (t: { commands: { argv: string[]; json: unknown }[] }, ids: string[]) =>
    t.commands.filter((c, i) => c.argv[0] === 'next' && ids.some((id) => (t.commands[i - 1]?.json as NextReport | null)?.actions?.some((a) => a.id === id && a.kind === 'spawn')));

  it('T6. children that end within the wait: no sessions_yield, no next of its own to report a child, each key with the next after the spawn, never a spawn offered again', () => {
    const { world, t } = simulate(prd(twoPhases), { reportSpawnsWithNext: true, nextWaitWithGates: true, child: notesChild });
    expectCompleted(world, t);
    expect(t.violations).toEqual([]);
    expect(t.yields).toBe(0);
    const ids = t.spawns.map((s) => s.actionId);
    expect(ids).toEqual(['1-setup.s1', '2-notes.s1']);
    const reoffered = t.actions.filter((a) => a.action.kind === 'spawn' && (a.action as { reoffered?: boolean }).reoffered === true);
    expect(reoffered).toEqual([]);
    // The next beside each spawn waits and names no key of it; the next after it reports it.
    const nexts = t.commands.filter((c) => c.argv[0] === 'next');
    for (const id of ids) {
      const beside = spawnNexts(t, [id]);
      expect(beside.every((c) => c.argv.includes('--wait') && !c.argv.some((w) => w.startsWith(`${id}=`)))).toBe(true);
      expect(nexts.filter((c) => c.argv.some((w) => w.startsWith(`${id}=`)))).toHaveLength(1);
    }
    const confirmed = readEvents(t.runDir as string).filter((e) => e.type === 'spawn-confirmed');
    expect(confirmed.map((e) => e.actionId)).toEqual(ids);
  });

  it('T7. a child that outlasts the wait: a wait with yield (the spawn not offered again), one sessions_yield, the key after it; completes', () => {
    const slow = (c: { phase: string }): ChildScript | undefined => {
      const script = notesChild(c);
      return script === undefined || c.phase !== 'notes' ? script : { ...script, outlastsWait: true };
    };
    const { world, t } = simulate(prd(twoPhases), { reportSpawnsWithNext: true, nextWaitWithGates: true, child: slow });
    expectCompleted(world, t);
    expect(t.violations).toEqual([]);
    expect(t.yields).toBe(1);
    const waits = t.actions.filter((a) => a.action.kind === 'wait');
    expect(waits.map((a) => [(a.action as { waitingFor: string[] }).waitingFor, (a.action as { yield?: boolean }).yield])).toEqual([[['2-notes.s1'], true]]);
    expect(t.actions.filter((a) => a.action.kind === 'spawn').map((a) => a.action.id)).toEqual(['1-setup.s1', '2-notes.s1']);
    // After the yield: `next` without --wait, reporting the child.
    const afterYield = t.commands.filter((c) => c.argv[0] === 'next' && c.argv.some((w) => w.startsWith('2-notes.s1=')));
    expect(afterYield.map((c) => c.argv.includes('--wait'))).toEqual([false]);
  });
});
