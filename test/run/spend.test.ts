import { describe, expect, it } from 'vitest';
import { recordSpawned, resumeRun } from '../../lib/run/index.js';
import { parseUsageLog, usageLogPath } from '../../lib/run/host/usage.js';
import { runSpend, spendOf } from '../../lib/run/host/spend.js';
import { costTable, spendLine } from '../../lib/render/cost-table.js';
import { renderStatus } from '../../lib/render/status.js';
import type { Action, CompleteAction, EscalateAction, GateAction, SpawnAction, SpawnRecord, UsageAction } from '../../lib/schema/index.js';
import { CONFIG, IMPLEMENT_THEN_REVIEW, kinds, RUN_DIR, Sim, T0 } from './harness.js';
import { progressOf, statusOf, summaryOf } from '../helpers/run-facts.js';

/** The fixture config with a Gateway set up: runs read their children's usage. */
const GATEWAY_CONFIG = { ...(CONFIG as Record<string, unknown>), gateway: { mode: 'local' } };

/** What `openclaw gateway call sessions.usage --params '{"key":K}' --json` prints (2026.9.6's shape, trimmed), inside the log wrapper's lines. */
function usageLog(key: string, usage: { input: number; output: number; cacheRead?: number; cost: number | null }, exit = 0): string {
  const cacheRead = usage.cacheRead ?? 0;
  const doc = {
    updatedAt: T0,
    startDate: '2026-10-31',
    endDate: '2026-11-30',
    sessions: [
      {
        key,
        label: 'x',
        sessionId: 's-1',
        agentId: 'main',
        modelProvider: 'anthropic',
        model: 'claude-sonnet-4-5',
        usage: {
          input: usage.input,
          output: usage.output,
          cacheRead,
          cacheWrite: 0,
          totalTokens: usage.input + usage.output + cacheRead,
          totalCost: usage.cost ?? 0,
          missingCostEntries: usage.cost === null ? 1 : 0,
        },
      },
    ],
    totals: { input: usage.input, output: usage.output, cacheRead, cacheWrite: 0, totalTokens: usage.input + usage.output + cacheRead, totalCost: usage.cost ?? 0, missingCostEntries: 0 },
  };
  return `openforge-cwd=/proj\nopenforge-start=1796000000\n${JSON.stringify(doc, null, 2)}\nopenforge-exit=${exit} end=1796000003\n`;
}

const of = <K extends Action['kind']>(actions: readonly Action[], kind: K): Extract<Action, { kind: K }>[] =>
  actions.filter((a): a is Extract<Action, { kind: K }> => a.kind === kind);

function confirm(sim: Sim, action: SpawnAction | undefined, key: string): void {
  const outcome = recordSpawned(sim.state, action?.id ?? '', key, 'anthropic/claude-sonnet-4-5');
  if (outcome.kind !== 'apply') throw new Error(outcome.kind);
  sim.apply(outcome.facts);
}

const REVIEW_PASS = '## Findings\n### Blocking\nNone\n### Required Changes\nNone\n### Suggestions\nNone\n### Summary\nPASS\n';

describe('what each phase cost (sessions.usage per child)', () => {
  it('asks OpenClaw once per finished child, alongside the gate, and shows tokens and cost per phase and in total', () => {
    const sim = new Sim(IMPLEMENT_THEN_REVIEW, { config: GATEWAY_CONFIG, usage: true });
    const [impl] = of(sim.advance(), 'spawn');
    confirm(sim, impl, 'agent:main:subagent:aaa');
    sim.result(impl?.resultFile ?? '', { summary: 'built' });
    const afterImpl = sim.advance();
    expect(kinds(afterImpl)).toEqual(['gate:1-implement.g1', 'usage:1-implement.s1.usage']);
    const [usage] = of(afterImpl, 'usage') as UsageAction[];
    expect(usage?.for).toBe('1-implement.s1');
    expect(usage?.logFile).toBe(usageLogPath(RUN_DIR, '1-implement.s1'));
    expect(usage?.exec).toEqual({
      command:
        `set -C;L=${RUN_DIR}/gates/1-implement.s1.usage.log;if [ -e "$L" ]||[ -h "$L" ]||[ -h "\${L%/*}" ]||[ -h "\${L%/*/*}" ];then echo "openforge: refused: $L or its directory existed before the gate ran; run next">&2;false;` +
        `else { printf 'openforge-cwd=';pwd -P;printf 'openforge-start=';date +%s;` +
        `n=0;while :;do n=$((n+1));o=$(openclaw gateway call sessions.usage --params '{"key":"agent:main:subagent:aaa"}' --json --timeout 60000 2>&1);s=$?;` +
        `case "$o" in *'"refreshing"'*|*'"stale"'*|*'"partial"'*)[ "$n" -lt 3 ]&&{ sleep 1;continue;};;esac;break;done;printf '%s\\n' "$o";(exit "$s");` +
        `printf 'openforge-exit=%s end=' "$?";date +%s;}>"$L" 2>&1;fi`,
      workdir: '/proj',
      timeoutSeconds: 120,
      yieldMs: 120_000,
    });
    // A next before the agent ran the usage exec offers it again (its log has not appeared).
    expect(kinds(sim.advance())).toEqual(['gate:1-implement.g1', 'usage:1-implement.s1.usage']);

    sim.files.set(usage?.logFile ?? '', usageLog('agent:main:subagent:aaa', { input: 10_000, output: 2_000, cacheRead: 500, cost: 0.0525 }));
    sim.gateLog((of(afterImpl, 'gate')[0] as GateAction).logFile, 'Tests 3 passed (3)', 0);
    const [review] = of(sim.advance(), 'spawn');
    expect(sim.state.phases[0]?.spawns[0]?.usage).toEqual({
      known: true,
      source: 'sessions.usage',
      model: 'anthropic/claude-sonnet-4-5',
      input: 10_000,
      output: 2_000,
      cacheRead: 500,
      cacheWrite: 0,
      totalTokens: 12_500,
      cost: 0.0525,
    });

    confirm(sim, review, 'agent:main:subagent:bbb');
    sim.files.set(review?.resultFile ?? '', REVIEW_PASS);
    // The review passed: the run would complete, but first it asks what the reviewer used.
    const held = sim.finish();
    expect(kinds(held)).toEqual(['usage:2-review.s1.usage']);
    expect(sim.state.status).toBe('running');
    sim.files.set((held[0] as UsageAction).logFile, usageLog('agent:main:subagent:bbb', { input: 4_000, output: 800, cost: null }));
    const done = sim.advance();
    expect(kinds(done)).toEqual(['complete:complete']);
    expect((done[0] as CompleteAction).message).toContain(
      // The total only: the spend per phase is in the summary's cost table and in status.
      'spent 17,300 tokens, $0.0525 (+1 spawn unknown). Summary:',
    );

    const spend = runSpend(sim.state);
    expect(spend).not.toBeNull();
    expect(costTable(spend ?? never())).toEqual([
      'Tokens and cost as OpenClaw reported them per sub-agent (USD); "unknown" where the host gave nothing.',
      '',
      '| phase | spawns | tokens | cost | failed attempts |',
      '|---|---|---|---|---|',
      '| implement | 1 | 12,500 tokens | $0.0525 | — |',
      '| review | 1 | 4,800 tokens | cost unknown | — |',
      '| **total** | 2 | 17,300 tokens | $0.0525 (+1 spawn unknown) | — |',
    ]);
    expect(summaryOf(sim.state, sim.now)).toContain('## Cost\n\nTokens and cost as OpenClaw reported them per sub-agent (USD)');
    const status = statusOf(sim.state, sim.now);
    expect(status.spend?.total).toEqual({ spawns: 2, tokens: 17_300, cost: 0.0525, unknown: 0, unpriced: 1 });
    expect(renderStatus(status)).toContain('spent: 17,300 tokens, $0.0525 (+1 spawn unknown)\n  Phase `implement`: 1 spawn, 12,500 tokens, $0.0525\n');
    // The progress text at completion says what the run cost.
    const completed = sim.events.filter((e) => e.type === 'run-completed');
    expect(progressOf(sim.state, completed, sim.now)).toBe(
      'run completed, spending 17,300 tokens, $0.0525 (+1 spawn unknown).',
    );
    expect(sim.foldMatches()).toBe(true);
  });

  it('counts failed attempts apart and says "unknown" where the host gave nothing', () => {
    const sim = new Sim(IMPLEMENT_THEN_REVIEW, { config: GATEWAY_CONFIG, usage: true });
    const [first] = of(sim.advance(), 'spawn');
    confirm(sim, first, 'agent:main:subagent:one');
    sim.result(first?.resultFile ?? '', { summary: 'built' });
    const actions = sim.advance();
    const gate = of(actions, 'gate')[0] as GateAction;
    const usage = of(actions, 'usage')[0] as UsageAction;
    // `openclaw` is not on the exec PATH: the call fails and says why.
    sim.files.set(usage.logFile, 'openforge-cwd=/proj\nopenforge-start=1796000000\nsh: 1: openclaw: not found\nopenforge-exit=127 end=1796000000\n');
    sim.gateLog(gate.logFile, 'Tests 1 failed (3)', 1);
    const [retry] = of(sim.advance(), 'spawn');
    expect(sim.state.phases[0]?.spawns[0]?.usage).toEqual({ known: false, why: { code: 'call-exited', exit: '127', output: 'sh: 1: openclaw: not found' } });
    expect(retry?.id).toBe('1-implement.s2');
    confirm(sim, retry, 'agent:main:subagent:two');
    sim.result(retry?.resultFile ?? '', { summary: 'fixed' });
    const second = sim.advance();
    sim.files.set((of(second, 'usage')[0] as UsageAction).logFile, usageLog('agent:main:subagent:two', { input: 3_000, output: 1_000, cost: 0.02 }));
    sim.gateLog((of(second, 'gate')[0] as GateAction).logFile, 'Tests 3 passed (3)', 0);
    sim.advance();
    const spend = runSpend(sim.state) ?? never();
    expect(spend.phases).toEqual([
      {
        phase: 'implement',
        all: { spawns: 2, tokens: 4_000, cost: 0.02, unknown: 1, unpriced: 0 },
        failed: { spawns: 1, tokens: 0, cost: null, unknown: 1, unpriced: 0 },
      },
    ]);
    expect(spendLine(spend)).toBe('4,000 tokens (+1 spawn unknown), $0.0200 (+1 spawn unknown) (failed attempts: unknown tokens, cost unknown)');
  });

  it('waits for a usage exec still writing its log, saying so', () => {
    const sim = new Sim(IMPLEMENT_THEN_REVIEW, { config: GATEWAY_CONFIG, usage: true });
    const [impl] = of(sim.advance(), 'spawn');
    confirm(sim, impl, 'agent:main:subagent:aaa');
    sim.result(impl?.resultFile ?? '', { summary: 'built' });
    const actions = sim.advance();
    const usage = of(actions, 'usage')[0] as UsageAction;
    sim.gateLog((of(actions, 'gate')[0] as GateAction).logFile, 'Tests 3 passed (3)', 0);
    const [review] = of(sim.advance(), 'spawn');
    confirm(sim, review, 'agent:main:subagent:bbb');
    sim.files.set(review?.resultFile ?? '', REVIEW_PASS);
    // The implement child's usage exec went to the background: its log has begun, not ended.
    sim.files.set(usage.logFile, 'openforge-cwd=/proj\nopenforge-start=1796000000\n');
    const held = sim.finish();
    const reviewUsage = of(held, 'usage')[0] as UsageAction;
    sim.files.set(reviewUsage.logFile, usageLog('agent:main:subagent:bbb', { input: 1, output: 1, cost: 0 }));
    expect(sim.advance()).toEqual([
      { id: 'wait', kind: 'wait', waitingFor: ['1-implement.s1.usage'], reason: 'A usage exec is still running: wait for its exec to finish, then run next again.' },
    ]);
    sim.files.set(usage.logFile, usageLog('agent:main:subagent:aaa', { input: 1, output: 1, cost: 0 }));
    expect(kinds(sim.advance())).toEqual(['complete:complete']);
  });

  it('gives up on a usage log that never appears, past its timeout and the grace period: unknown, and the run goes on', () => {
    const sim = new Sim(IMPLEMENT_THEN_REVIEW, { config: GATEWAY_CONFIG, usage: true });
    const [impl] = of(sim.advance(), 'spawn');
    confirm(sim, impl, 'agent:main:subagent:aaa');
    sim.result(impl?.resultFile ?? '', { summary: 'built' });
    const gate = of(sim.advance(), 'gate')[0] as GateAction;
    sim.gateLog(gate.logFile, 'Tests 3 passed (3)', 0);
    expect(kinds(sim.advance())).toEqual(['spawn:2-review.s1', 'usage:1-implement.s1.usage']);
    expect(kinds(sim.advance(181))).toEqual(['spawn:2-review.s1']);
    expect(sim.state.phases[0]?.spawns[0]?.usage).toEqual({ known: false, why: { code: 'not-run' } });
  });

  it('never puts a session key that is not plain into a command', () => {
    const sim = new Sim(IMPLEMENT_THEN_REVIEW, { config: GATEWAY_CONFIG, usage: true });
    const [impl] = of(sim.advance(), 'spawn');
    confirm(sim, impl, "k';touch /tmp/x;'");
    sim.result(impl?.resultFile ?? '', { summary: 'built' });
    expect(kinds(sim.advance())).toEqual(['gate:1-implement.g1']);
    expect(sim.state.phases[0]?.spawns[0]?.usage).toEqual({ known: false, why: { code: 'unsafe-key' } });
  });

  it('reads no usage where the config sets up no Gateway', () => {
    const sim = new Sim(IMPLEMENT_THEN_REVIEW, { config: CONFIG, usage: true });
    const [impl] = of(sim.advance(), 'spawn');
    confirm(sim, impl, 'agent:main:subagent:aaa');
    sim.result(impl?.resultFile ?? '', { summary: 'built' });
    expect(kinds(sim.advance())).toEqual(['gate:1-implement.g1']);
    expect(runSpend(sim.state)).toBeNull();
  });
});

describe('spendOf', () => {
  /** Only the fields spendOf reads: the usage exec's figures and agents_wait's counts. */
  const spawn = (usage: SpawnRecord['usage'], collected?: SpawnRecord['collected']): SpawnRecord =>
    ({ usage, ...(collected === undefined ? {} : { collected }) }) as SpawnRecord;
  const known = (totalTokens: number, cost: number | null): SpawnRecord['usage'] => ({
    known: true, source: 'sessions.usage', model: null, input: totalTokens, output: 0, cacheRead: 0, cacheWrite: 0, totalTokens, cost,
  });
  const lost = { known: false as const, why: { code: 'not-finished' as const } };

  it("falls back to agents_wait's token counts where the usage exec gave none: tokens known, cost not", () => {
    expect(
      spendOf([
        spawn(known(1000, 0.01)),
        spawn(lost, { status: 'done', inputTokens: 700, outputTokens: 50, at: 1 }),
        spawn(lost),
        // Both: the usage exec's figures win (they count the cache too).
        spawn(known(2000, 0.02), { status: 'done', inputTokens: 10, outputTokens: 10, at: 1 }),
        // agents_wait without usage: unknown.
        spawn(undefined, { status: 'done', at: 1 }),
      ]),
    ).toEqual({ spawns: 5, tokens: 3750, cost: 0.03, unknown: 2, unpriced: 1 });
  });
});

describe('parseUsageLog', () => {
  it('reads the session figures, the model with its provider, and a missing price as an unknown cost', () => {
    expect(parseUsageLog(usageLog('k', { input: 5, output: 7, cost: null }), 'k')).toEqual({
      known: true,
      source: 'sessions.usage',
      model: 'anthropic/claude-sonnet-4-5',
      input: 5,
      output: 7,
      cacheRead: 0,
      cacheWrite: 0,
      totalTokens: 12,
      cost: null,
    });
  });

  it('says why when the call printed no usable answer', () => {
    const wrap = (body: string, exit = 0): string => `openforge-cwd=/p\nopenforge-start=1\n${body}\nopenforge-exit=${exit} end=2\n`;
    expect(parseUsageLog(wrap('Gateway call failed: connect ECONNREFUSED 127.0.0.1:18789', 1), 'k')).toEqual({
      known: false,
      why: { code: 'call-exited', exit: '1', output: 'Gateway call failed: connect ECONNREFUSED 127.0.0.1:18789' },
    });
    // What OpenClaw 2026.9.6's CLI prints (exit 1) when it has no Gateway credentials.
    const noCredentials = JSON.stringify(
      {
        ok: false,
        error: {
          type: 'gateway_credentials_required',
          message: 'gateway sessions.usage requires credentials before opening a websocket\nFix: configure gateway.auth token/password, pair this device, or pass --token/--password.',
        },
      },
      null,
      2,
    );
    expect(parseUsageLog(wrap(noCredentials, 1), 'k')).toEqual({
      known: false,
      why: { code: 'call-failed', exit: '1', message: 'gateway sessions.usage requires credentials before opening a websocket' },
    });
    // OpenClaw had not counted the session yet after the calls: said so.
    expect(parseUsageLog(wrap('{"sessions":[{"key":"k","usage":null}],"cacheStatus":{"status":"refreshing","pendingFiles":1}}'), 'k')).toEqual({
      known: false,
      why: { code: 'no-usage', sessionKey: 'k', cache: 'refreshing', calls: 3 },
    });
    expect(parseUsageLog(wrap('{"sessions":[]}'), 'k')).toEqual({ known: false, why: { code: 'no-usage', sessionKey: 'k', cache: null, calls: 3 } });
    expect(parseUsageLog(wrap('{"sessions": [ {"key": "k", "usage": nul'), 'k')).toEqual({ known: false, why: { code: 'no-json', output: '{"sessions": [ {"key": "k", "usage": nul' } });
  });
});

describe('budgets in tokens and money', () => {
  const CAPPED = `---\nmax-cost: 0.05\n---\n${IMPLEMENT_THEN_REVIEW}`;

  it('starts no spawn that would go over max-cost, halts once as budget-exhausted saying which budget and what was spent where, and resume raises it', () => {
    const sim = new Sim(CAPPED, { config: GATEWAY_CONFIG, usage: true });
    expect(sim.state.limits.maxCost).toBe(0.05);
    const [impl] = of(sim.advance(), 'spawn');
    confirm(sim, impl, 'agent:main:subagent:aaa');
    sim.result(impl?.resultFile ?? '', { summary: 'built' });
    const actions = sim.advance();
    sim.files.set((of(actions, 'usage')[0] as UsageAction).logFile, usageLog('agent:main:subagent:aaa', { input: 10_000, output: 2_000, cost: 0.03 }));
    sim.gateLog((of(actions, 'gate')[0] as GateAction).logFile, 'Tests 3 passed (3)', 0);
    const stopped = sim.advance();
    expect(kinds(stopped)).toEqual([`escalate:2-review.escalate${T0 + 3000}`]);
    const escalation = stopped[0] as EscalateAction;
    expect(escalation.reason).toBe('budget-exhausted');
    expect(escalation.message).toBe(
      [
        '⚠️ OpenForge escalation: the run needs a human',
        '',
        'PRD: (untitled)',
        'Phase: review',
        'Reason: the run has spent $0.0300 of its $0.0500 (max-cost, USD as OpenClaw prices); the next spawn would cost about $0.0300 more (the mean of 1 spawn(s))',
        'What happened:',
        "- The run's budget ran out before this phase's first sub-agent (1 spawn(s) in the whole run)",
        '- Spent in total: 12,000 tokens, $0.0300',
        '- Phase `implement`: 1 spawn, 12,000 tokens, $0.0300',
        'Recommended next step: The run would go over its money budget (`max-cost`) with another sub-agent; the running work finished. Check where the money went (above), then resume the run, which raises the budget to what was spent plus another `max-cost`; or raise `max-cost` in the PRD front matter for the next run.',
        'When the human has acted, continue with: openforge resume r1',
        '',
      ].join('\n'),
    );
    expect(sim.state.spawnCount).toBe(1);
    // Asking again records nothing new and says the same.
    const seq = sim.state.seq;
    expect(kinds(sim.advance())).toEqual([`escalate:2-review.escalate${T0 + 3000}`]);
    expect(sim.state.seq).toBe(seq);

    const resumed = resumeRun(sim.state, null, sim.now);
    if (resumed.kind !== 'apply') throw new Error(resumed.kind);
    expect(resumed.facts[0]).toMatchObject({ type: 'run-resumed', maxCost: 0.08 });
    sim.apply(resumed.facts);
    expect(kinds(sim.advance())).toEqual(['spawn:2-review.s1']);
    expect(sim.foldMatches()).toBe(true);
  });

  /** `openclaw` missing from the exec PATH: the usage call fails, the spawn's usage is unknown. */
  const NOT_FOUND = 'openforge-cwd=/proj\nopenforge-start=1796000000\nsh: 1: openclaw: not found\nopenforge-exit=127 end=1796000000\n';

  /** An implement child confirmed as `key` finishes; its usage log and its gate say `usage` and `gate`. */
  function implementFinishes(sim: Sim, spawn: SpawnAction | undefined, key: string, usage: string, gate: [string, number]): void {
    confirm(sim, spawn, key);
    sim.result(spawn?.resultFile ?? '', { summary: 'built' });
    const a = sim.advance();
    sim.files.set((of(a, 'usage')[0] as UsageAction).logFile, usage);
    sim.gateLog((of(a, 'gate')[0] as GateAction).logFile, ...gate);
  }

  it('counts a spawn the host gave no figures for at the largest known one: it is never free', () => {
    const sim = new Sim(`---\nmax-cost: 0.08\n---\n${IMPLEMENT_THEN_REVIEW}`, { config: GATEWAY_CONFIG, usage: true });
    const [first] = of(sim.advance(), 'spawn');
    implementFinishes(sim, first, 'agent:main:subagent:one', usageLog('agent:main:subagent:one', { input: 10_000, output: 2_000, cost: 0.03 }), ['Tests 1 failed (3)', 1]);
    // $0.03 spent, $0.03 a spawn: the retry fits ($0.06 of $0.08).
    const [retry] = of(sim.advance(), 'spawn');
    expect(retry?.id).toBe('1-implement.s2');
    implementFinishes(sim, retry, 'agent:main:subagent:two', NOT_FOUND, ['Tests 3 passed (3)', 0]);
    // Counted as $0.00, the retry would leave room for the review ($0.03 + $0.03 of $0.08); at the largest known, it does not.
    const stopped = sim.advance();
    expect(kinds(stopped)).toEqual([expect.stringMatching(/^escalate:2-review\.escalate/)]);
    expect((stopped[0] as EscalateAction).message).toContain(
      'Reason: the run has spent $0.0600 of its $0.0800 (max-cost, USD as OpenClaw prices, counting 1 spawn(s) with no figure at the largest known ($0.0300 each)); the next spawn would cost about $0.0300 more (the mean of 1 spawn(s))\n',
    );
    // Resume raises the budget from what was counted: $0.06 + $0.08.
    const resumed = resumeRun(sim.state, null, sim.now);
    if (resumed.kind !== 'apply') throw new Error(resumed.kind);
    expect(resumed.facts[0]).toMatchObject({ type: 'run-resumed', maxCost: 0.14 });
    expect(resumed.facts[0]).not.toHaveProperty('usageUnknownAccepted');
  });

  it('halts once when no spawn has a figure to count the budget with, and resume accepts that: only known figures count from then on', () => {
    const sim = new Sim(`---\nmax-tokens: 50k\n---\n${IMPLEMENT_THEN_REVIEW}`, { config: GATEWAY_CONFIG, usage: true });
    const [impl] = of(sim.advance(), 'spawn');
    implementFinishes(sim, impl, 'agent:main:subagent:aaa', NOT_FOUND, ['Tests 3 passed (3)', 0]);
    const stopped = sim.advance();
    expect(kinds(stopped)).toEqual([expect.stringMatching(/^escalate:2-review\.escalate/)]);
    const escalation = stopped[0] as EscalateAction;
    expect(escalation.reason).toBe('budget-exhausted');
    const lines = escalation.message.split('\n');
    expect(lines.find((l) => l.startsWith('Reason:'))).toBe(
      'Reason: OpenClaw reported no token counts for the 1 spawn(s) so far (the usage call exited 127: sh: 1: openclaw: not found), so max-tokens cannot be enforced',
    );
    expect(lines.find((l) => l.startsWith('Recommended next step:'))).toContain('`openclaw gateway call sessions.usage`');
    expect(sim.state.spawnCount).toBe(1);

    const resumed = resumeRun(sim.state, null, sim.now);
    if (resumed.kind !== 'apply') throw new Error(resumed.kind);
    expect(resumed.facts[0]).toMatchObject({ type: 'run-resumed', maxTokens: 50_000, usageUnknownAccepted: true });
    sim.apply(resumed.facts);
    expect(sim.state.limits.usageUnknownAccepted).toBe(true);
    const [review] = of(sim.advance(), 'spawn');
    expect(review?.id).toBe('2-review.s1');
    // The review's usage is unknown too: accepted, the run goes on to its end.
    confirm(sim, review, 'agent:main:subagent:bbb');
    sim.files.set(review?.resultFile ?? '', REVIEW_PASS);
    const held = sim.finish();
    sim.files.set((of(held, 'usage')[0] as UsageAction).logFile, NOT_FOUND);
    expect(kinds(sim.advance())).toEqual(['complete:complete']);
    expect(sim.foldMatches()).toBe(true);
  });

  it('waits for a finished child\'s usage before deciding the next spawn under a budget, and lets running work finish before it halts', () => {
    const PAIR = `---\nmax-tokens: 20k\n---\n## Phases\n### Phase: api [parallel]\n**Tasks:**\n- a\n**Files:** src/api/**\n**Gate:** \`npm test\`\n### Phase: cli [parallel]\n**Tasks:**\n- b\n**Files:** src/cli/**\n**Gate:** \`npm test\`\n### Phase: docs\n**Tasks:**\n- c\n**Gate:** \`npm test\`\n`;
    const sim = new Sim(PAIR, { config: GATEWAY_CONFIG, usage: true });
    expect(sim.state.limits.maxTokens).toBe(20_000);
    const [api, cli] = of(sim.advance(), 'spawn');
    confirm(sim, api, 'agent:main:subagent:api');
    confirm(sim, cli, 'agent:main:subagent:cli');
    sim.result(api?.resultFile ?? '', { summary: 'api' });
    const a = sim.advance();
    sim.files.set((of(a, 'usage')[0] as UsageAction).logFile, usageLog('agent:main:subagent:api', { input: 12_000, output: 3_000, cost: 0.05 }));
    sim.gateLog((of(a, 'gate')[0] as GateAction).logFile, 'Tests 3 passed (3)', 0);
    // api passed; cli still runs: docs waits for it anyway, nothing halts while it runs.
    expect(kinds(sim.advance())).toEqual(['wait:wait']);
    sim.result(cli?.resultFile ?? '', { summary: 'cli' });
    const c = sim.advance();
    expect(kinds(c)).toEqual(['gate:2-cli.g1', 'usage:2-cli.s1.usage']);
    sim.gateLog((of(c, 'gate')[0] as GateAction).logFile, 'Tests 3 passed (3)', 0);
    // The cli child's usage is not read yet: docs is not decided on figures not read.
    expect(kinds(sim.advance())).toEqual(['usage:2-cli.s1.usage']);
    sim.files.set((of(c, 'usage')[0] as UsageAction).logFile, usageLog('agent:main:subagent:cli', { input: 1_000, output: 1_000, cost: 0.01 }));
    const stopped = sim.advance();
    expect(kinds(stopped)).toEqual([expect.stringMatching(/^escalate:3-docs\.escalate/)]);
    expect(sim.state.escalation?.facts).toEqual({ spend: { budget: 'max-tokens', spent: 17_000, max: 20_000, missing: 0, largest: 15_000, mean: 8_500, of: 2 } });
    const [fact] = sim.facts();
    expect(fact?.kind === 'escalate' && fact.facts.spend?.phases.map((p) => [p.phase, p.all.spawns, p.all.tokens, p.all.cost])).toEqual([
      ['api', 1, 15_000, 0.05],
      ['cli', 1, 2_000, 0.01],
    ]);
  });
});

function never(): never {
  throw new Error('expected a value');
}
