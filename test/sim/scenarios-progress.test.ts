// Host-agent simulation, part 4: the progress the user sees (issue 18). For each derived state,
// what `status` shows and the `progress` lines an agent relays from run/next/decide/resume,
// through the bundled CLI, computed from the event log and the clock alone.

import { afterEach, describe, expect, it } from 'vitest';
import { schemaErrors } from '../helpers/schemas.js';
import { HostAgent, countEvents, loggedProgress, type NextReport, type SpawnAction, type StartReport, type World } from './host-agent.js';
import { disposeWorlds, expectCompleted, expectSound, implementPhase, newWorld, prd, simulate, writesDone } from './setup.js';
import { DURATION } from '../helpers/duration.js';

afterEach(disposeWorlds);

const finishPhase = '### Phase: finish\n**Tasks:**\n- Write `finished.txt`\n\n**Gate:** `test -f finished.txt`';
const finishChild = { files: { 'finished.txt': 'ok' }, result: { kind: 'envelope' as const, summary: 'finished', filesModified: ['finished.txt'] } };
const approvalPhase = '### Phase: approve\n**Type:** approval\n**Tasks:**\n- Confirm that `done.txt` says what we want';

interface StatusDoc {
  state: { word: string; detail: string | null; since: number | null; forSeconds: number | null };
  progress: { done: number; total: number; leftSeconds: number | null };
  phases: { name: string; state: string; detail: string | null }[];
}

/** `status --json` of the run, schema-checked. */
function status(world: World, runId: string): StatusDoc {
  const r = world.cli(['status', runId, '--json']);
  expect(schemaErrors('status', r.json)).toBe('');
  return r.json as StatusDoc;
}

/** Start a run of `phases` and answer the gate confirmation when asked; the report with the first work. */
function started(world: World, agent: HostAgent, text: string): NextReport {
  world.write('feature.prd.md', text);
  const run = agent.command(['run', 'feature.prd.md', '--cwd', world.project, '--json']).json as StartReport;
  agent.attach(run.runId, run.runDir);
  if (!run.actions.some((a) => a.id === 'run.confirm-gates')) return run;
  agent.command(['decide', run.runId, '--gates', 'approve', '--json']);
  return agent.next().json as NextReport;
}

describe('host-agent simulation: progress lines', () => {
  it('P1. a two-phase run relays a start, a failed attempt, each pass with its time and attempts, and the final verification, each once', () => {
    const { world, t } = simulate(prd([implementPhase(), finishPhase]), {
      child: (c) => (c.phase === 'finish' ? finishChild : writesDone(c.attempt === 1 ? 'no' : 'yes')),
    });
    expectCompleted(world, t);
    expect(t.progress).toEqual([
      { from: 'next', text: 'implement started.' },
      { from: 'next', text: 'implement attempt 1 failed: gate `sh check.sh` exited 1.' },
      { from: 'next', text: 'implement passed (6s, 2 attempts); finish started. 1/2 done, <1m left.' },
      { from: 'next', text: 'finish passed (3s, 1 attempt); final verification started. 2/2 done.' },
    ]);
    // Each line is one progress-reported event in the log, with the text the agent was given.
    const reported = loggedProgress(t.runDir as string);
    expect(reported.map((e) => e.text)).toEqual(t.progress.map((p) => p.text));
    // Short: one message each.
    for (const p of t.progress) expect(Buffer.byteLength(p.text)).toBeLessThanOrEqual(200);
  });

  it('P2. a quiet run stays quiet: a repeated next, and a next after the run completed, print no progress and log nothing', () => {
    const { world, t } = simulate(prd([implementPhase()]), { child: () => writesDone('yes') });
    const runId = t.runId as string;
    const events = countEvents(t.runDir as string, 'progress-reported');
    for (let i = 0; i < 2; i += 1) {
      const again = world.cli(['next', runId, '--json']).json as NextReport;
      expect(again.progress).toBeUndefined();
    }
    expect(countEvents(t.runDir as string, 'progress-reported')).toBe(events);
    expect(new Set(t.progress.map((p) => p.text)).size).toBe(t.progress.length);
  });

  it('P3. nothing said twice and nothing lost across a new agent session: what a `spawned` logged is told by the next command', () => {
    const world = newWorld();
    const agent = new HostAgent(world, {});
    const first = started(world, agent, prd([implementPhase()]));
    expect(first.progress).toBe('implement started.');
    const spawn = first.actions.find((a) => a.kind === 'spawn') as SpawnAction;
    agent.command(['spawned', first.runId, spawn.id, '--session', 'agent:main:subagent:s1', '--json']);
    // A second agent session takes over: the start was told already; nothing new happened.
    const other = new HostAgent(world, {});
    other.attach(first.runId, agent.transcript.runDir ?? '');
    expect((other.next().json as NextReport).progress).toBeUndefined();
    // The child fails its gate; the result is told once, to whichever session asks first.
    world.write('done.txt', 'nope');
    world.write(spawn.resultFile.slice(world.project.length + 1), JSON.stringify({ status: 'DONE', summary: 's', findings: [], evidence: ['x'], filesModified: ['done.txt'], recommendation: 'continue', acceptance: [] }));
    const gate = (other.next().json as NextReport).actions.find((a) => a.kind === 'gate');
    expect(gate).toBeDefined();
    expect(agent.transcript.progress.concat(other.transcript.progress).map((p) => p.text)).toEqual(['implement started.']);
  });

  it('P4. waiting for approval is told once, and the decision too', () => {
    const { world, t } = simulate(prd([implementPhase(), approvalPhase, finishPhase]), {
      child: (c) => (c.phase === 'finish' ? finishChild : writesDone('yes')),
      decide: () => ({ decision: 'approve' }),
    });
    expectCompleted(world, t);
    const texts = t.progress.map((p) => p.text);
    expect(texts.filter((x) => x.includes('approve waits for your approval'))).toHaveLength(1);
    expect(t.progress.find((p) => p.from === 'decide')?.text).toBe('approve approved. 2/3 done, <1m left.');
  });
});

describe('host-agent simulation: the derived state in status', () => {
  it('S1. running (a spawn the agent has yet to start), then waiting for sub-agents, then stalled past timeout + grace', () => {
    const world = newWorld();
    const agent = new HostAgent(world, {});
    const first = started(world, agent, prd([implementPhase()]));
    const spawn = first.actions.find((a) => a.kind === 'spawn') as SpawnAction;
    expect(status(world, first.runId).state).toMatchObject({ word: 'running' });
    agent.command(['spawned', first.runId, spawn.id, '--session', 'agent:main:subagent:s1', '--json']);
    const waiting = status(world, first.runId);
    expect(waiting.state).toMatchObject({ word: 'waiting-for-sub-agents', detail: `${spawn.id}, work attempt 1` });
    expect(waiting.phases[0]).toMatchObject({ name: 'implement', state: 'waiting-for-sub-agents' });
    expect(waiting.progress).toEqual({ done: 0, total: 1, leftSeconds: null });
    // Nothing heard past the child's run timeout plus the grace period: stalled (status only reads).
    world.tick((spawn.spawn.runTimeoutSeconds + 300) * 1000);
    const stalled = status(world, first.runId);
    expect(stalled.state.word).toBe('stalled');
    expect(stalled.state.detail).toMatch(new RegExp(`^no result from ${spawn.id.replace('.', '\\.')} ${DURATION} past its ${DURATION} run timeout$`));
    // The next `next` times the child out: the failed attempt is what the user hears.
    const next = agent.next().json as NextReport;
    expect(next.progress).toMatch(/^implement attempt 1 failed: /);
  });

  it('S2. waiting for the user: the gate confirmation, then an approval', () => {
    const world = newWorld();
    const agent = new HostAgent(world, {});
    world.write('feature.prd.md', prd([approvalPhase, finishPhase]));
    const run = agent.command(['run', 'feature.prd.md', '--cwd', world.project, '--json']).json as NextReport;
    expect(status(world, run.runId).state).toMatchObject({ word: 'waiting-for-user', detail: 'the gate confirmation' });
    agent.command(['decide', run.runId, '--gates', 'approve', '--json']);
    const asked = agent.command(['next', run.runId, '--json']).json as NextReport;
    expect(asked.progress).toBe('approve waits for your approval.');
    const s = status(world, run.runId);
    expect(s.state).toMatchObject({ word: 'waiting-for-user', detail: 'approval of `approve`' });
    expect(s.phases.map((p) => p.state)).toEqual(['waiting-for-user', 'pending']);
  });

  it('S3. looping: the same failure twice halts the run, and status calls it looping, not running', () => {
    const { world, t } = simulate(prd([implementPhase('implement', '**Max-Retries:** 3')]), { child: () => writesDone('apple') });
    expect(t.stoppedBy).toBe('escalate');
    const s = status(world, t.runId as string);
    expect(s.state).toEqual(expect.objectContaining({ word: 'looping', detail: 'no-progress at `implement`' }));
    expect(s.phases[0]?.state).toBe('looping');
    expect(t.progress.map((p) => p.text)).toEqual([
      'implement started.',
      'implement attempt 1 failed: gate `sh check.sh` exited 1.',
      'implement attempt 2 failed: gate `sh check.sh` exited 1.',
    ]);
  });

  it('S4. no-op: a phase that passed changing no file is no-op, in status and in its progress line', () => {
    const w = newWorld();
    w.write('done.txt', 'yes');
    const { t } = simulate(prd([implementPhase()]), { child: () => ({ result: { kind: 'envelope', summary: 'nothing to do' } }) }, w);
    expectCompleted(w, t);
    expect(status(w, t.runId as string).phases[0]?.state).toBe('no-op');
    expect(t.progress.map((p) => p.text)).toContainEqual(expect.stringMatching(new RegExp(String.raw`^implement passed, changing no file \(${DURATION}, 1 attempt\); final verification started\. 1/1 done\.$`)));
  });

  it('S5. budget-limited, needs-human (why) and cancelled', () => {
    const fruits = ['apple', 'banana', 'cherry'];
    const budget = simulate(prd([implementPhase('implement', '**Max-Retries:** 5')], 'max-spawns: 2'), { child: (c) => writesDone(fruits[c.attempt - 1] ?? 'fig') });
    expect(status(budget.world, budget.t.runId as string).state.word).toBe('budget-limited');
    const blocked = simulate(prd([implementPhase()]), { child: () => ({ result: { kind: 'envelope', status: 'BLOCKED', summary: 'need credentials' } }) });
    expect(blocked.t.stoppedBy).toBe('escalate');
    const s = status(blocked.world, blocked.t.runId as string);
    expect(s.state).toMatchObject({ word: 'needs-human', detail: 'sub-agent-blocked at `implement`' });
    expectSound(blocked.world, blocked.t);
    const world = newWorld();
    const agent = new HostAgent(world, {});
    const run = started(world, agent, prd([implementPhase()]));
    world.cli(['cancel', run.runId, '--json']);
    expect(status(world, run.runId)).toMatchObject({ state: { word: 'cancelled' }, phases: [{ state: 'cancelled' }] });
  });

  it('S6. completed: every phase passed, the bar full, no estimate', () => {
    const { world, t } = simulate(prd([implementPhase(), finishPhase]), { child: (c) => (c.phase === 'finish' ? finishChild : writesDone('yes')) });
    const s = status(world, t.runId as string);
    expect(s).toMatchObject({ state: { word: 'completed' }, progress: { done: 2, total: 2, leftSeconds: null } });
    const human = world.cli(['status', t.runId as string]).stdout.split('\n');
    expect(human[0]).toMatch(/^Simulated project · run \S+ · completed$/);
    expect(human[1]).toBe(`project ${world.project}`);
    expect(human[2]).toMatch(new RegExp(String.raw`^\[##########\] 2/2 phases · ${DURATION} elapsed · spawns 2/\d+$`));
  });
});

describe('host-agent simulation: --since, a Code Mode cell whose output was lost', () => {
  it('P5. next --since N says again every progress line recorded after N, in order, and prints seen; --since seen says nothing new; without it nothing changes', () => {
    const { world, t } = simulate(prd([implementPhase(), finishPhase]), {
      child: (c) => (c.phase === 'finish' ? finishChild : writesDone(c.attempt === 1 ? 'no' : 'yes')),
    });
    expectCompleted(world, t);
    const runId = t.runId as string;
    const reported = loggedProgress(t.runDir as string);
    expect(reported.length).toBeGreaterThanOrEqual(3);
    // Everything from the start, as a parent that saw nothing.
    const all = world.cli(['next', runId, '--since', '0', '--json']);
    expect(schemaErrors('next', all.json)).toBe('');
    const allReport = all.json as NextReport & { seen?: number };
    expect(allReport.progress).toBe(reported.map((e) => e.text).join('\n'));
    expect(typeof allReport.seen).toBe('number');
    // A parent that saw the report of the second line lost the later ones: they are said again.
    const cut = (reported[1] as { seq: number }).seq;
    const later = world.cli(['next', runId, '--since', String(cut), '--json']).json as NextReport;
    expect(later.progress).toBe(reported.slice(2).map((e) => e.text).join('\n'));
    // Nothing after `seen`; a plain next still says nothing twice; nothing new was logged.
    const events = countEvents(t.runDir as string, 'progress-reported');
    expect((world.cli(['next', runId, '--since', String(allReport.seen), '--json']).json as NextReport).progress).toBeUndefined();
    const plain = world.cli(['next', runId, '--json']).json as NextReport & { seen?: number };
    expect(plain.progress).toBeUndefined();
    expect(plain.seen).toBeUndefined();
    expect(countEvents(t.runDir as string, 'progress-reported')).toBe(events);
    expect(world.cli(['next', runId, '--since', 'x', '--json']).code).toBe(2);
  });
});
