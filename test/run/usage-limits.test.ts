import { describe, expect, it } from 'vitest';
import { recordSpawnError, recordSpawned, resumeRun, type Fact } from '../../lib/run/index.js';
import type { Action, EscalateAction, GateAction, RunEventOf, SpawnAction, WaitAction } from '../../lib/schema/index.js';
import { kinds, Sim, T0 } from './harness.js';
import { statusOf } from '../helpers/run-facts.js';

const PAIR = `# PRD: Limits
## Objective
Two parallel phases, then one that depends on both.
## Phases
### Phase: api [parallel]
**Tasks:**
- Build the API
**Files:** src/api/**
**Gate:** \`npm test\`
### Phase: cli [parallel]
**Tasks:**
- Build the CLI
**Files:** src/cli/**
**Gate:** \`npm test\`
### Phase: docs
**Tasks:**
- Write the docs
**Gate:** \`npm test\`
`;

const ANTHROPIC_429 =
  'API Error: 429 {"type":"error","error":{"type":"rate_limit_error","message":"This request would exceed the rate limit for your organization of 50,000 input tokens per minute."}}\nretry-after: 600';

const spawns = (actions: readonly Action[]): SpawnAction[] => actions.filter((a): a is SpawnAction => a.kind === 'spawn');
const gates = (actions: readonly Action[]): GateAction[] => actions.filter((a): a is GateAction => a.kind === 'gate');
const issued = (sim: Sim): RunEventOf<'spawn-issued'>[] => sim.events.filter((e): e is RunEventOf<'spawn-issued'> => e.type === 'spawn-issued');

function applied(outcome: ReturnType<typeof recordSpawnError>): Fact[] {
  if (outcome.kind !== 'apply') throw new Error(`expected facts, got ${JSON.stringify(outcome)}`);
  return outcome.facts;
}

/** The pair spawned and both children confirmed. */
function startedPair(): { sim: Sim; api: SpawnAction; cli: SpawnAction } {
  const sim = new Sim(PAIR);
  const [api, cli] = spawns(sim.advance());
  if (api === undefined || cli === undefined) throw new Error('expected the parallel pair');
  return { sim, api, cli };
}

function confirm(sim: Sim, action: SpawnAction, key: string): void {
  const outcome = recordSpawned(sim.state, action.id, key);
  if (outcome.kind !== 'apply') throw new Error(outcome.kind);
  sim.apply(outcome.facts);
}

/** The sibling finishes: result, its gate offered and passed. */
function siblingPasses(sim: Sim, action: SpawnAction): Action[] {
  sim.result(action.resultFile, { summary: 'CLI built' });
  const [gate] = gates(sim.advance());
  expect(gate?.phase).toBe(action.phase);
  sim.gateLog(gate?.logFile ?? '', 'Tests 3 passed (3)', 0);
  return sim.advance();
}

describe('a usage limit during a parallel pair', () => {
  it('lets the running sibling finish and pass, starts nothing new, hands back one message, and resume re-offers the limited phase as the same attempt', () => {
    const { sim, api, cli } = startedPair();
    expect([api.id, cli.id]).toEqual(['1-api.s1', '2-cli.s1']);
    confirm(sim, api, 'k-api');
    confirm(sim, cli, 'k-cli');

    // The agent saved the child's final message (prose) as its result.
    sim.files.set(api.resultFile, ANTHROPIC_429);
    const held = sim.advance();
    const failed = sim.events.find((e): e is RunEventOf<'spawn-failed'> => e.type === 'spawn-failed');
    expect(failed).toMatchObject({ actionId: '1-api.s1', source: 'result', limit: { kind: 'rate-limit', resetAt: T0 + 2000 + 600_000 } });
    expect(kinds(held)).toEqual(['wait:wait']);
    expect((held[0] as WaitAction).waitingFor).toEqual(['2-cli.s1']);
    expect(sim.facts()[0]).toMatchObject({ kind: 'wait', why: 'one-child', limited: true });
    expect(sim.state.usageLimit).toMatchObject({ kind: 'rate-limit', phase: 'api', actionId: '1-api.s1', since: T0 + 2000, source: 'result' });

    const after = siblingPasses(sim, cli);
    expect(sim.state.phases.map((p) => p.status)).toEqual(['needs-human', 'passed', 'pending']);
    expect(kinds(after)).toEqual([`escalate:1-api.escalate${T0 + 4000}`]);
    const message = (after[0] as EscalateAction).message;
    expect((after[0] as EscalateAction).reason).toBe('usage-limit');
    expect(message).toContain("Reason: the provider's rate limit was hit (the sub-agent of `1-api.s1`:");
    expect(message).toContain('it resets at 2026-11-30 09:10 UTC (in 10m)');
    expect(message).toContain('Recommended next step: No phase failed and no retry was spent. Resume the run after 2026-11-30 09:10 UTC');
    // Not a failed attempt: no failure, no retry spent, and only the two first spawns counted.
    const apiPhase = sim.state.phases[0];
    expect(apiPhase?.failures).toEqual([]);
    expect(apiPhase?.attempt).toBe(1);
    expect(sim.state.spawnCount).toBe(2);
    // Asking again gives the same one message and records nothing.
    const seq = sim.state.seq;
    expect(kinds(sim.advance())).toEqual([`escalate:1-api.escalate${T0 + 4000}`]);
    expect(sim.state.seq).toBe(seq);

    const resumed = resumeRun(sim.state, null, sim.now);
    if (resumed.kind !== 'apply') throw new Error(resumed.kind);
    expect(resumed.facts).toEqual([{ type: 'run-resumed', reset: [], reissue: [], maxSpawns: sim.state.limits.maxSpawns, maxDurationSeconds: null }]);
    sim.apply(resumed.facts);
    expect(sim.state.usageLimit).toBeUndefined();
    const again = sim.advance();
    expect(kinds(again)).toEqual(['spawn:1-api.s2']);
    const [first, , second] = issued(sim);
    expect(second).toMatchObject({ actionId: '1-api.s2', attempt: 1, model: first?.model, reissueOf: '1-api.s1' });
    expect(sim.state.spawnCount).toBe(2);
    expect(sim.foldMatches()).toBe(true);
  });

  it('a sessions_spawn error that is a limit holds the run the same way, and status shows it', () => {
    const { sim, api, cli } = startedPair();
    confirm(sim, cli, 'k-cli');
    sim.apply(applied(recordSpawnError(sim.state, api.id, "Claude AI usage limit reached|1796036400", sim.now)));
    expect(sim.state.usageLimit).toMatchObject({ kind: 'usage-limit', source: 'sessions_spawn', resetAt: 1796036400000 });
    const status = statusOf(sim.state, sim.now);
    expect(status.usageLimit?.kind).toBe('usage-limit');
    expect(status.notices.at(-1)).toBe(
      'rate-limited since 2026-11-30 09:00 UTC (usage-limit, phase `api`): it resets at 2026-11-30 11:00 UTC (in 2h); no new sub-agent until `resume`',
    );
    const after = siblingPasses(sim, cli);
    expect(kinds(after)).toEqual([expect.stringMatching(/^escalate:1-api\.escalate\d+$/)]);
    expect((after[0] as EscalateAction).message).toContain('Spawn `1-api.s1` (attempt 1) hit a usage limit: Claude AI usage limit reached');
    expect(sim.state.phases[2]?.status).toBe('pending');
    expect(sim.foldMatches()).toBe(true);
  });

  it('a resume while the sibling still runs lifts the limit and abandons nothing', () => {
    const { sim, api, cli } = startedPair();
    confirm(sim, api, 'k-api');
    confirm(sim, cli, 'k-cli');
    sim.files.set(api.resultFile, '⚠️ API rate limit reached. Please try again later.');
    sim.advance();
    const resumed = resumeRun(sim.state, null, sim.now);
    if (resumed.kind !== 'apply') throw new Error(resumed.kind);
    expect(resumed.facts).toMatchObject([{ type: 'run-resumed', reissue: [] }]);
    sim.apply(resumed.facts);
    expect(kinds(sim.advance())).toEqual(['spawn:1-api.s2']);
    expect(sim.state.phases[1]?.spawns[0]?.outcome).toBeNull();
  });
});

describe('what a child result is read as', () => {
  it('a DONE result about rate limiting is work, not a limit', () => {
    const { sim, api } = startedPair();
    sim.result(api.resultFile, { summary: 'Implemented a token-bucket rate limiter; over the limit the API returns 429 rate_limit_exceeded.' });
    expect(gates(sim.advance()).map((g) => g.phase)).toEqual(['api']);
    expect(sim.state.usageLimit).toBeUndefined();
  });

  it('an ERROR envelope whose summary is a limit is a limit, not a failed attempt', () => {
    const { sim, api } = startedPair();
    sim.result(api.resultFile, { status: 'ERROR', summary: 'Stopped: Rate limit reached for claude-sonnet in organization org-1 on requests per min. Please try again in 20s.', filesModified: ['src/api/a.ts'] });
    sim.advance();
    expect(sim.state.usageLimit).toMatchObject({ kind: 'rate-limit', resetText: 'in 20s' });
    expect(sim.state.phases[0]?.failures).toEqual([]);
  });

  it('an ERROR envelope that is not a limit still fails the attempt', () => {
    const { sim, api } = startedPair();
    sim.result(api.resultFile, { status: 'ERROR', summary: 'The build tool is missing.' });
    sim.advance();
    expect(sim.state.usageLimit).toBeUndefined();
    expect(sim.state.phases[0]?.failures.map((f) => f.failure)).toEqual([{ code: 'error-reported', summary: 'The build tool is missing.' }]);
  });
});

// An error that is neither a limit nor a refused model (a refused model is routed around:
// test/sim/scenarios-models.test.ts). Until issue 28 this case was written with "model not allowed".
describe('a sessions_spawn error that is not a limit', () => {
  it('offers the spawn again once as the same attempt, then halts the run with the error; resume offers it again', () => {
    const { sim, api, cli } = startedPair();
    confirm(sim, cli, 'k-cli');
    sim.apply(applied(recordSpawnError(sim.state, api.id, '{"status":"error","error":"gateway closed the connection (ECONNRESET)"}', sim.now)));
    expect(sim.state.usageLimit).toBeUndefined();
    const again = sim.advance();
    expect(kinds(again)).toEqual(['spawn:1-api.s2']);
    expect(issued(sim).at(-1)).toMatchObject({ attempt: 1, reissueOf: '1-api.s1' });
    expect(sim.state.spawnCount).toBe(2);

    // The same report again is a no-op; a report for a started child is refused.
    expect(recordSpawnError(sim.state, api.id, '{"status":"error","error":"gateway closed the connection (ECONNRESET)"}', sim.now)).toEqual({ kind: 'noop' });
    expect(recordSpawnError(sim.state, cli.id, 'boom', sim.now)).toMatchObject({ kind: 'refuse', refusal: { code: 'spawn-error-refused', actionId: cli.id, why: 'started' } });
    expect(recordSpawnError(sim.state, 'nope', 'boom', sim.now)).toMatchObject({ kind: 'unknown', refusal: { code: 'no-such-spawn', actionId: 'nope' } });

    const facts = applied(recordSpawnError(sim.state, '1-api.s2', 'gateway closed the connection (ECONNRESET)', sim.now));
    expect(facts.map((f) => f.type)).toEqual(['spawn-failed', 'run-escalated']);
    sim.apply(facts);
    const halted = sim.advance();
    expect(kinds(halted)).toEqual([expect.stringMatching(/^escalate:/)]);
    const message = (halted[0] as EscalateAction).message;
    expect(message).toContain('Reason: sessions_spawn failed 2 times in a row for phase `api`; the last error: gateway closed the connection (ECONNRESET)');
    expect(message).toContain('Recommended next step: sessions_spawn refused the sub-agent twice in a row');

    const resumed = resumeRun(sim.state, null, sim.now);
    if (resumed.kind !== 'apply') throw new Error(resumed.kind);
    expect(resumed.facts).toMatchObject([{ reset: [] }]);
    sim.apply(resumed.facts);
    expect(kinds(sim.advance()).filter((k) => k.startsWith('spawn:'))).toEqual(['spawn:1-api.s3']);
    expect(issued(sim).at(-1)).toMatchObject({ attempt: 1, reissueOf: '1-api.s2' });
    expect(sim.foldMatches()).toBe(true);
  });
});

describe('a spawn handed out before the limit and never confirmed', () => {
  it('is offered again with a note not to start it, and its not-started report ends the wait', () => {
    const { sim, api, cli } = startedPair();
    sim.apply(applied(recordSpawnError(sim.state, api.id, '429 Too Many Requests: rate limit exceeded', sim.now)));
    const again = sim.advance();
    expect(kinds(again)).toEqual(['spawn:2-cli.s1']);
    expect((again[0] as SpawnAction).note).toBe(
      'Offered again under a usage limit: do not start it now. If you already started it, run `openforge spawned r1 2-cli.s1 --session <childSessionKey>`; ' +
        'if not, write "not started: usage limit" to a file and run `openforge spawned r1 2-cli.s1 --error-file FILE`.',
    );
    sim.apply(applied(recordSpawnError(sim.state, cli.id, 'not started: usage limit', sim.now)));
    const halted = sim.advance();
    expect(kinds(halted)).toEqual([expect.stringMatching(/^escalate:1-api\.escalate/)]);
    expect(sim.state.phases.map((p) => p.spawns.map((s) => s.outcome))).toEqual([['limited'], ['limited'], []]);
    // resume offers both again, each as its first attempt.
    const resumed = resumeRun(sim.state, null, sim.now);
    if (resumed.kind !== 'apply') throw new Error(resumed.kind);
    sim.apply(resumed.facts);
    expect(kinds(sim.advance())).toEqual(['spawn:1-api.s2', 'spawn:2-cli.s2']);
    expect(sim.state.spawnCount).toBe(2);
  });
});
