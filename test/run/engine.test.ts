import { describe, expect, it } from 'vitest';
import type { SpawnAction, GateAction, EscalateAction } from '../../lib/schema/index.js';
import { cancelRun, decideApproval, recordSpawned, resumeRun } from '../../lib/run/index.js';
import { summaryFileName } from '../../lib/run/model/keys.js';
import { kinds, RUN_DIR, Sim, T0 } from './harness.js';

const PRD = `# PRD: Engine
## Objective
Test the engine.
## Phases
### Phase: research [parallel]
**Type:** extract
**Tasks:**
- Read the code
### Phase: design [parallel]
**Type:** extract
**Tasks:**
- Sketch the change
### Phase: implement
**Tasks:**
- Build it
**Gate:** \`npm test\`
**Max-Retries:** 2
### Phase: review
**Type:** review
**Tasks:**
- Check it
`;

const spawnOf = (actions: unknown[]): SpawnAction[] => actions.filter((a): a is SpawnAction => (a as SpawnAction).kind === 'spawn');

/** Drive research and design to passed; returns the implement spawn. */
function throughResearch(sim: Sim): SpawnAction {
  sim.advance();
  sim.result(`${RUN_DIR}/results/1-research.s1.json`, { summary: 'found the code' });
  sim.result(`${RUN_DIR}/results/2-design.s1.json`, { summary: 'designed' });
  const [impl] = spawnOf(sim.advance());
  if (impl === undefined) throw new Error('no implement spawn');
  return impl;
}

describe('the run engine (pure core)', () => {
  it('freezes keys, models one tier up and the review fix model from the plan', () => {
    const sim = new Sim(PRD);
    const byName = Object.fromEntries(sim.state.phases.map((p) => [p.name, p]));
    expect(sim.state.phases.map((p) => p.key)).toEqual(['1-research', '2-design', '3-implement', '4-review']);
    expect(sim.state.waves).toEqual([['research', 'design'], ['implement'], ['review']]);
    expect(byName.research?.model).toEqual({ tier: 'haiku', id: 'anthropic/claude-haiku-4-5' });
    expect(byName.implement?.modelUp).toEqual({ tier: 'opus', id: 'anthropic/claude-opus-4-6' });
    expect(byName.review?.fixModel).toEqual({ tier: 'sonnet', id: 'anthropic/claude-sonnet-4-5' });
    expect(byName.review?.fixGateCommands.map((g) => g.command)).toEqual(['npm test']);
    expect(byName.implement?.gateCommands).toEqual([{ command: 'npm test', argv: ['npm', 'test'], shellGate: false }]);
  });

  it('issues the parallel wave at once, then never the same spawn twice', () => {
    const sim = new Sim(PRD);
    const first = sim.advance();
    expect(kinds(first)).toEqual(['spawn:1-research.s1', 'spawn:2-design.s1']);
    const spawn = spawnOf(first)[0] as SpawnAction;
    expect(Object.keys(spawn.spawn).sort()).toEqual(['label', 'model', 'runTimeoutSeconds', 'task']);
    expect(spawn.spawn.model).toBe('anthropic/claude-haiku-4-5');
    expect(spawn.spawn.runTimeoutSeconds).toBe(1800);
    expect(spawn.resultFile).toBe(`${RUN_DIR}/results/1-research.s1.json`);
    // Not confirmed with `spawned`: the same spawns are offered again, marked, and not issued again.
    const again = sim.advance();
    expect(kinds(again)).toEqual(['spawn:1-research.s1', 'spawn:2-design.s1']);
    expect(spawnOf(again).map((a) => a.reoffered)).toEqual([true, true]);
    expect(sim.facts()[0]).toMatchObject({ kind: 'spawn', note: { code: 'not-confirmed', spawned: `openforge spawned ${sim.state.runId} 1-research.s1`, confirmArgs: '--session <childSessionKey>' } });
    sim.apply(spawnOf(first).map((a) => ({ type: 'spawn-confirmed' as const, actionId: a.id, sessionKey: `child-${a.id}` })));
    expect(kinds(sim.advance())).toEqual(['wait:wait']);
    expect(sim.events.filter((e) => e.type === 'spawn-issued')).toHaveLength(2);
    expect(sim.foldMatches()).toBe(true);
  });

  it('runs the gate after DONE, retries with the failure, and goes one tier up on the last retry', () => {
    const sim = new Sim(PRD);
    const impl = throughResearch(sim);
    expect(impl.spawn.model).toBe('anthropic/claude-sonnet-4-5');
    expect(sim.task(impl)).toContain('- research: found the code');
    sim.result(impl.resultFile);
    const [gate] = sim.advance() as GateAction[];
    expect(gate?.kind).toBe('gate');
    expect(gate?.exec.workdir).toBe('/proj');
    expect(gate?.exec.command).toBe(
      `set -C;L=${RUN_DIR}/gates/3-implement.g1.log;if [ -e "$L" ]||[ -h "$L" ]||[ -h "\${L%/*}" ]||[ -h "\${L%/*/*}" ];then ` +
        'echo "openforge: refused: $L or its directory existed before the gate ran; run next">&2;false;else ' +
        `{ printf 'openforge-cwd=';pwd -P;printf 'openforge-start=';date +%s;npm test;printf 'openforge-exit=%s end=' "$?";date +%s;}>"$L" 2>&1;fi`,
    );
    // The log does not exist yet: the gate is offered again, not lost.
    expect(kinds(sim.advance())).toEqual(['gate:3-implement.g1']);
    sim.gateLog(gate?.logFile ?? '', 'FAIL one', 1);
    const [retry] = spawnOf(sim.advance());
    expect(retry?.attempt).toBe(2);
    expect(retry?.spawn.model).toBe('anthropic/claude-sonnet-4-5');
    expect(sim.task(retry)).toContain('FAIL one');
    sim.result(retry?.resultFile ?? '');
    const [gate2] = sim.advance() as GateAction[];
    sim.gateLog(gate2?.logFile ?? '', 'FAIL two', 1);
    const [last] = spawnOf(sim.advance());
    expect(last?.attempt).toBe(3);
    expect(last?.spawn.model).toBe('anthropic/claude-opus-4-6');
    sim.result(last?.resultFile ?? '');
    const [gate3] = sim.advance() as GateAction[];
    sim.gateLog(gate3?.logFile ?? '', 'ok', 0);
    const next = sim.advance();
    expect(kinds(next)).toEqual(['spawn:4-review.s1']);
    expect(sim.state.phases.find((p) => p.name === 'implement')?.status).toBe('passed');
    expect(sim.foldMatches()).toBe(true);
  });

  it('escalates when retries are used up, and early when two failures look the same', () => {
    const exhausted = new Sim(PRD);
    let impl = throughResearch(exhausted);
    for (let i = 1; i <= 3; i += 1) {
      exhausted.result(impl.resultFile);
      const [gate] = exhausted.advance() as GateAction[];
      exhausted.gateLog(gate?.logFile ?? '', `failure number ${'x'.repeat(i)}`, 1);
      const actions = exhausted.advance();
      if (i < 3) impl = spawnOf(actions)[0] as SpawnAction;
      else {
        expect((actions[0] as EscalateAction).reason).toBe('gate-retries-exhausted');
        expect(exhausted.facts()[0]).toMatchObject({ kind: 'escalate', reason: 'gate-retries-exhausted', advice: { kind: 'gate-failed', command: 'npm test' } });
        expect(exhausted.state.escalation).toMatchObject({ facts: { attempts: 3, maxAttempts: 3 }, gateOutput: expect.stringContaining('failure number xxx') });
      }
    }
    expect(exhausted.state.status).toBe('needs-human');

    const stuck = new Sim(PRD);
    impl = throughResearch(stuck);
    for (let i = 1; i <= 2; i += 1) {
      stuck.result(impl.resultFile);
      const [gate] = stuck.advance() as GateAction[];
      stuck.gateLog(gate?.logFile ?? '', `same failure at 12:00:0${i} after ${i}0ms`, 1);
      const actions = stuck.advance();
      if (i === 1) impl = spawnOf(actions)[0] as SpawnAction;
      else expect((actions[0] as EscalateAction).reason).toBe('no-progress');
    }
    expect(stuck.foldMatches()).toBe(true);
  });

  it('offers a gate whose log has not appeared again, marked, then halts as gate-not-run past its budget', () => {
    const sim = new Sim(PRD);
    const impl = throughResearch(sim);
    sim.result(impl.resultFile);
    const [gate] = sim.advance() as GateAction[];
    expect(gate?.kind).toBe('gate');
    expect(gate?.reoffered).toBeUndefined();
    // The agent ran `npm test` without the log wrapper: no log appears.
    const [again] = sim.advance(60) as GateAction[];
    expect([again?.id, again?.reoffered, again?.exec.command]).toEqual([gate?.id, true, gate?.exec.command]);
    expect(sim.facts()[0]).toMatchObject({ kind: 'gate', id: gate?.id, note: { code: 'gate-log-missing' } });
    const budget = (gate?.exec.timeoutSeconds ?? 0) * sim.state.settings.maxParallel + sim.state.settings.graceSeconds;
    expect(kinds(sim.advance(budget - 60))).toEqual([`gate:${gate?.id}`]);
    const [halt] = sim.advance(2) as EscalateAction[];
    expect([halt?.kind, halt?.reason]).toEqual(['escalate', 'gate-not-run']);
    expect(sim.state.escalation?.facts.gate).toMatchObject({ command: 'npm test', logFile: gate?.logFile, waitedSeconds: budget });
    expect(sim.state.status).toBe('needs-human');
    expect(sim.foldMatches()).toBe(true);
  });

  it('counts a timeout and an invalid result as failed attempts', () => {
    const sim = new Sim(PRD);
    const impl = throughResearch(sim);
    sim.apply([{ type: 'spawn-confirmed', actionId: impl.id, sessionKey: 'child-impl' }]);
    expect(kinds(sim.advance(1800))).toEqual(['wait:wait']);
    const [retry] = spawnOf(sim.advance(61));
    expect(retry?.attempt).toBe(2);
    expect(sim.task(retry)).toContain('timed out');
    // The retry after a timeout tells the agent to cancel the timed-out child first.
    expect(sim.facts().find((a) => a.kind === 'spawn')?.note).toEqual({ code: 'cancel-previous', why: 'timed-out', sessionKey: 'child-impl', actionId: impl.id });
    expect(retry?.reoffered).toBeUndefined();
    // A truncated envelope is unreadable: the child finished, so the gate decides the attempt.
    sim.files.set(retry?.resultFile ?? '', '{"status":"DONE"');
    const [gate] = sim.advance() as GateAction[];
    expect(gate?.kind).toBe('gate');
    const second = sim.state.phases.find((p) => p.name === 'implement')?.spawns[1];
    expect(second?.outcome).toBe('accepted');
    expect(second?.problems).toEqual([{ code: 'read', file: retry?.resultFile, line: 1, column: expect.any(Number), message: expect.any(String), as: 'gates' }]);
    // Strict on verdicts: its gate fails, so the attempt fails and a third is issued.
    sim.gateLog(gate?.logFile ?? '', 'not ok 1 - parses', 1);
    const [third] = spawnOf(sim.advance());
    expect(third?.attempt).toBe(3);
    expect(sim.state.phases.find((p) => p.name === 'implement')?.failures.map((f) => f.attempt)).toEqual([1, 2]);
    expect(impl.id).toBe('3-implement.s1');
  });

  it('loops review → fix → review and escalates after three cycles with the history', () => {
    const sim = new Sim(PRD);
    const impl = throughResearch(sim);
    sim.result(impl.resultFile);
    const [gate] = sim.advance() as GateAction[];
    sim.gateLog(gate?.logFile ?? '', 'ok', 0);
    let [review] = spawnOf(sim.advance());
    expect(review?.resultFile.endsWith('.md')).toBe(true);
    for (let cycle = 1; cycle <= 3; cycle += 1) {
      sim.files.set(
        review?.resultFile ?? '',
        `## Findings\n### Blocking\n- bug ${cycle} — src/a.ts:${cycle}\n### Required Changes\n- None\n### Suggestions\n- None\n### Summary\nFAIL\n`,
      );
      const actions = sim.advance();
      if (cycle === 3) {
        const esc = actions[0] as EscalateAction;
        expect(esc.reason).toBe('review-cycles-exhausted');
        expect(sim.state.escalation?.facts).toEqual({ openFindings: 1, cycles: 3 });
        // The findings the message quotes are the state's review records.
        const reviews = sim.state.phases.flatMap((p) => p.reviews).map((r) => r.findings.map((f) => f.description));
        expect(reviews.flat().filter((d) => /^bug [12]\b/.test(d))).toHaveLength(2);
        break;
      }
      const [fix] = spawnOf(actions);
      expect(fix?.role).toBe('fix');
      expect(fix?.spawn.model).toBe('anthropic/claude-sonnet-4-5');
      expect(sim.task(fix)).toContain(`bug ${cycle}`);
      sim.result(fix?.resultFile ?? '');
      const [fixGate] = sim.advance() as GateAction[];
      sim.gateLog(fixGate?.logFile ?? '', 'ok', 0);
      [review] = spawnOf(sim.advance());
      expect(review?.role).toBe('review');
      expect(sim.task(review)).toContain(`bug ${cycle}`);
    }
    expect(sim.foldMatches()).toBe(true);
  });

  it('completes with a summary effect once every phase passed', () => {
    const sim = new Sim(PRD);
    const impl = throughResearch(sim);
    sim.result(impl.resultFile);
    const [gate] = sim.advance() as GateAction[];
    sim.gateLog(gate?.logFile ?? '', 'ok', 0);
    const [review] = spawnOf(sim.advance());
    sim.files.set(review?.resultFile ?? '', '## Findings\n### Blocking\n- None\n### Required Changes\n- None\n### Suggestions\n- rename x\n### Summary\nPASS\n');
    // Done means done: the run's one gate runs again on the final tree before `complete`.
    const [final] = sim.advance() as GateAction[];
    expect(final).toMatchObject({ id: 'final.g1', kind: 'gate', phase: 'implement', logFile: '/proj/.openforge/runs/r1/gates/final.g1.log' });
    expect(sim.state.status).toBe('running');
    sim.gateLog(final?.logFile ?? '', 'ok', 0);
    const done = sim.advance();
    expect(done[0]?.kind).toBe('complete');
    expect(sim.state.status).toBe('completed');
    expect(sim.summaries).toEqual([sim.state.summaryFile, '/proj/.openforge/runs/r1/summary.md']);
    expect(sim.state.summaryFile).toMatch(/^\/proj\/\.openforge\/run-20261130-\d{6}\.md$/);
    expect(sim.state.phases.find((p) => p.name === 'implement')?.erosion).toBe('not-measured');
  });

  it('stops at the spawn budget and raises it on resume', () => {
    const sim = new Sim(`---\nmax-spawns: 3\n---\n${PRD}`);
    const impl = throughResearch(sim);
    sim.result(impl.resultFile);
    const [gate] = sim.advance() as GateAction[];
    sim.gateLog(gate?.logFile ?? '', 'boom', 1);
    const [esc] = sim.advance() as EscalateAction[];
    expect(esc?.reason).toBe('budget-exhausted');
    const resumed = resumeRun(sim.state, null, sim.now);
    expect(resumed.kind).toBe('apply');
    if (resumed.kind === 'apply') sim.apply(resumed.facts);
    expect(sim.state.limits.maxSpawns).toBe(6);
    const [retry] = spawnOf(sim.advance());
    expect(retry?.attempt).toBe(2);
    expect(sim.foldMatches()).toBe(true);
  });

  it('a resume with a note gives the reset phase its context as facts, and the retry its words', () => {
    const sim = new Sim(PRD);
    let spawn: SpawnAction | undefined = throughResearch(sim);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      sim.result(spawn?.resultFile ?? '', { summary: `try ${attempt}` });
      const [gate] = sim.advance() as GateAction[];
      sim.gateLog(gate?.logFile ?? '', ['alpha broke', 'beta failed', 'gamma crashed'][attempt - 1] ?? '', 1);
      const next = sim.advance();
      spawn = attempt < 3 ? spawnOf(next)[0] : undefined;
    }
    const escalation = sim.state.escalation;
    expect(escalation?.reason).toBe('gate-retries-exhausted');
    const resumed = resumeRun(sim.state, null, sim.now, 'Use the other port.');
    if (resumed.kind === 'apply') sim.apply(resumed.facts);
    const impl = sim.state.phases.find((p) => p.name === 'implement');
    const failed = { role: 'work', failure: { code: 'gate-failed', command: 'npm test', exitCode: 1 } };
    expect(impl?.resumed).toEqual({
      escalation,
      question: null,
      answer: 'Use the other port.',
      earlier: [{ attempt: 1, ...failed }, { attempt: 2, ...failed }, { attempt: 3, ...failed }, { attempt: 3, reported: 'DONE', summary: 'try 3', files: [] }],
    });
    const [retry] = spawnOf(sim.advance());
    expect(sim.task(retry)).toContain('Earlier attempts:');
    expect(sim.task(retry)).toContain('Use the other port.');
    expect(sim.foldMatches()).toBe(true);
  });

  it('records sessions idempotently and refuses a second session for one spawn', () => {
    const sim = new Sim(PRD);
    sim.advance();
    const first = recordSpawned(sim.state, '1-research.s1', 'k1');
    expect(first.kind).toBe('apply');
    if (first.kind === 'apply') sim.apply(first.facts);
    expect(recordSpawned(sim.state, '1-research.s1', 'k1').kind).toBe('noop');
    expect(recordSpawned(sim.state, '1-research.s1', 'k2').kind).toBe('refuse');
    const unknown = recordSpawned(sim.state, 'nope', 'k1');
    expect(unknown.kind).toBe('unknown');
    expect(unknown.kind === 'unknown' && unknown.refusal).toMatchObject({ code: 'no-such-spawn', runId: sim.state.runId, actionId: 'nope', known: expect.arrayContaining(['1-research.s1']) });
  });

  it('cancels once; a second cancel is a no-op and nothing is issued after', () => {
    const sim = new Sim(PRD);
    sim.advance();
    const c = cancelRun(sim.state, 'changed my mind', sim.now);
    if (c.kind === 'apply') sim.apply(c.facts);
    expect(sim.state.status).toBe('cancelled');
    // A cancelled run has a summary and its history says so.
    expect(sim.state.summaryFile).toBe(`${sim.state.cwd}/.openforge/${summaryFileName(sim.now)}`);
    expect(sim.state.history).toEqual([{ kind: 'cancelled', at: sim.now, note: 'changed my mind' }]);
    expect(sim.state.phases.map((p) => p.status)).toEqual(['cancelled', 'cancelled', 'cancelled', 'cancelled']);
    expect(cancelRun(sim.state, null, sim.now).kind).toBe('noop');
    expect(sim.advance()).toEqual([]);
    expect(resumeRun(sim.state, null, sim.now).kind).toBe('refuse');
  });
});

const APPROVAL = `# PRD: Gated
## Objective
Ship with a human check.
## Phases
### Phase: implement
**Tasks:**
- Build it
**Gate:** \`npm test\`
### Phase: sign-off
**Type:** approval
**On-Reject:** implement
**Tasks:**
- Check the demo
### Phase: release
**Tasks:**
- Tag it
`;

function toApproval(sim: Sim): void {
  const [impl] = spawnOf(sim.advance());
  sim.result(impl?.resultFile ?? '');
  const [gate] = sim.advance() as GateAction[];
  sim.gateLog(gate?.logFile ?? '', 'ok', 0);
}

describe('approval phases', () => {
  it('asks, continues on approve, treats a repeat as a no-op and refuses a conflict', () => {
    const sim = new Sim(APPROVAL);
    toApproval(sim);
    const [ask] = sim.advance();
    expect(ask?.kind).toBe('ask');
    expect(decideApproval(sim.state, 'implement', 'approve', null).kind).toBe('unknown');
    const approved = decideApproval(sim.state, 'sign-off', 'approve', 'looks good');
    if (approved.kind === 'apply') sim.apply(approved.facts);
    expect(decideApproval(sim.state, 'sign-off', 'approve', null).kind).toBe('noop');
    expect(decideApproval(sim.state, 'sign-off', 'reject', null).kind).toBe('refuse');
    expect(kinds(sim.advance())).toEqual(['spawn:3-release.s1']);
  });

  it('returns to the On-Reject phase with the note as context', () => {
    const sim = new Sim(APPROVAL);
    toApproval(sim);
    sim.advance();
    const rejected = decideApproval(sim.state, 'sign-off', 'reject', 'the button is blue');
    expect(rejected.kind === 'apply' && rejected.facts[0]).toMatchObject({ reset: ['implement'] });
    if (rejected.kind === 'apply') sim.apply(rejected.facts);
    const [again] = spawnOf(sim.advance());
    expect(again?.phase).toBe('implement');
    expect(again?.attempt).toBe(1);
    expect(sim.task(again)).toContain('the button is blue');
    sim.result(again?.resultFile ?? '');
    const [gate] = sim.advance() as GateAction[];
    sim.gateLog(gate?.logFile ?? '', 'ok', 0);
    const [ask2] = sim.advance();
    expect(ask2?.id).toBe('2-sign-off.ask2');
    expect(sim.foldMatches()).toBe(true);
  });
});

describe('Skip, --only and Escalate: true', () => {
  it('skips Skip: true phases and everything outside --only', () => {
    const skip = new Sim(PRD.replace('- Sketch the change', '- Sketch the change\n**Skip:** true'));
    expect(kinds(skip.advance())).toEqual(['spawn:1-research.s1']);
    expect(skip.state.phases.find((p) => p.name === 'design')).toMatchObject({ status: 'skipped', skipReason: 'skip-flag' });

    const only = new Sim(PRD, { only: 'implement' });
    expect(kinds(only.advance())).toEqual(['spawn:3-implement.s1']);
    expect(only.state.phases.filter((p) => p.status === 'skipped').map((p) => p.name)).toEqual(['research', 'design']);
  });

  it('halts before an Escalate: true phase; after resume only its gates run', () => {
    const sim = new Sim(PRD.replace('**Max-Retries:** 2', '**Max-Retries:** 2\n**Escalate:** true'));
    sim.advance();
    sim.result(`${RUN_DIR}/results/1-research.s1.json`);
    sim.result(`${RUN_DIR}/results/2-design.s1.json`);
    const [esc] = sim.advance() as EscalateAction[];
    expect(esc?.reason).toBe('escalate-flag');
    const resumed = resumeRun(sim.state, null, sim.now);
    if (resumed.kind === 'apply') sim.apply(resumed.facts);
    const [gate] = sim.advance() as GateAction[];
    expect(gate?.kind).toBe('gate');
    expect(sim.events.filter((e) => e.type === 'spawn-issued' && e.phase === 'implement')).toHaveLength(0);
    expect(T0).toBeLessThan(sim.now);
    // Passed by its gates: the run records no summary of its own, and later tasks say a human did it.
    sim.gateLog(gate?.logFile ?? '', 'ok', 0);
    const [review] = spawnOf(sim.advance());
    expect(sim.state.phases.find((p) => p.name === 'implement')).toMatchObject({ status: 'passed', handoff: true, summary: null });
    expect(sim.task(review)).toContain('- implement: Done by hand (Escalate: true); gates passed.');
    expect(sim.foldMatches()).toBe(true);
  });
});
