// Collectors where the host has them (issue 28 part 3; docs/design.md#collectors): the spawn's
// Swarm fields, the collect action, the statuses agents_wait reports, and when the host has them.

import { describe, expect, it } from 'vitest';
import type { Action, SpawnAction } from '../../lib/schema/index.js';
import type { AttemptFailure } from '../../lib/schema/run.js';
import { COLLECTOR_OUTPUT_SCHEMA, recordCollected, recordSpawned, recordSpawnedPairs } from '../../lib/run/index.js';
import { parseCollectedWords, parseSpawnedPairs } from '../../lib/cli/index.js';
import { collectorsUnavailable } from '../../lib/plan/index.js';
import { kinds, RUN_DIR, Sim } from './harness.js';

const PRD = `# PRD: Collect
## Objective
Test collectors.
## Phases
### Phase: implement
**Tasks:**
- Build it
**Gate:** \`npm test\`
**Max-Retries:** 2
`;

/** A run whose host has collectors: `handover: collectors` in its first event, as `run` writes it. */
function collectorSim(): Sim {
  const sim = new Sim(PRD);
  const first = sim.events[0];
  if (first?.type !== 'run-started') throw new Error('no run-started');
  first.settings = { ...first.settings, handover: 'collectors' };
  sim.state = { ...sim.state, settings: { ...sim.state.settings, handover: 'collectors' } };
  return sim;
}

const spawnOf = (actions: readonly Action[]): SpawnAction => {
  const s = actions.find((a): a is SpawnAction => a.kind === 'spawn');
  if (s === undefined) throw new Error(`no spawn in ${kinds(actions).join(', ')}`);
  return s;
};

/** The spawn confirmed with its run id, as `next 1-implement.s1=KEY,run=RUN` records it. */
function confirm(sim: Sim, actionId: string, runId: string): void {
  const out = recordSpawned(sim.state, actionId, `agent:main:subagent:${actionId}`, 'fake/scripted-1', runId);
  if (out.kind !== 'apply') throw new Error(JSON.stringify(out));
  sim.apply(out.facts);
}

function collect(sim: Sim, word: string): void {
  const words = parseCollectedWords([word]);
  if ('usage' in words) throw new Error(words.usage);
  const out = recordCollected(sim.state, words);
  if (out.kind !== 'apply') throw new Error(JSON.stringify(out));
  sim.apply(out.facts);
}

const failureReasons = (sim: Sim): AttemptFailure[] => (sim.state.phases[0]?.failures ?? []).map((f) => f.failure);

describe('collector spawns and the collect action', () => {
  it('spawns a collector child of the run\'s group, labelled with its action id, within 1 KB', () => {
    const sim = collectorSim();
    const spawn = spawnOf(sim.advance());
    expect(spawn.spawn).toEqual({
      task: spawn.spawn.task,
      label: '1-implement.s1',
      runTimeoutSeconds: 1800,
      model: 'anthropic/claude-sonnet-4-5',
      collect: true,
      groupId: 'openforge-r1',
      outputSchema: COLLECTOR_OUTPUT_SCHEMA,
    });
    expect(Buffer.byteLength(JSON.stringify(spawn.spawn))).toBeLessThanOrEqual(1024);
    expect(JSON.stringify(COLLECTOR_OUTPUT_SCHEMA)).toBe(
      '{"type":["object","string"],"required":["status","summary"],"properties":{"status":{"enum":["DONE","BLOCKED","ERROR","done","blocked","error"]},"summary":{"type":"string"},"findings":{"type":"array"},"evidence":{"type":"array"},"filesModified":{"type":"array","items":{"type":"string"}},"acceptance":{"type":"array"}}}',
    );
  });

  it('refuses a collector confirmed without its run id, then prints exactly agents_wait\'s arguments instead of wait', () => {
    const sim = collectorSim();
    sim.advance();
    expect(recordSpawned(sim.state, '1-implement.s1', 'agent:main:subagent:x', null, null)).toEqual({ kind: 'refuse', refusal: { code: 'collector-run-id-missing', actionId: '1-implement.s1' } });
    const pairs = parseSpawnedPairs(['1-implement.s1=agent:main:subagent:x,fake/scripted-1,run=swarm_ab12']);
    expect(pairs).toEqual([{ actionId: '1-implement.s1', sessionKey: 'agent:main:subagent:x', model: 'fake/scripted-1', runId: 'swarm_ab12' }]);
    if ('usage' in pairs) throw new Error(pairs.usage);
    const out = recordSpawnedPairs(sim.state, pairs);
    if (out.kind !== 'apply') throw new Error(JSON.stringify(out));
    sim.apply(out.facts);
    expect(sim.advance()).toEqual([
      {
        id: 'collect',
        kind: 'collect',
        waitingFor: ['1-implement.s1'],
        wait: { ids: ['swarm_ab12'], timeoutSeconds: 600 },
        reason:
          'Collector sub-agents are running: call agents_wait with exactly `wait`, then run next with one ACTION:STATUS[,IN/OUT] word per completed entry ' +
          '(its label, its status, usage.inputTokens/usage.outputTokens). Copy nothing else of its result: the child wrote its result file.',
      },
    ]);
    expect(sim.foldMatches()).toBe(true);
  });

  it('offers an unconfirmed collector spawn again with the confirm command that carries its run id', () => {
    const sim = collectorSim();
    sim.advance();
    const again = spawnOf(sim.advance());
    expect(again.reoffered).toBe(true);
    expect(sim.facts()[0]).toMatchObject({ note: { code: 'not-confirmed', spawned: 'openforge spawned r1 1-implement.s1', confirmArgs: '--session <childSessionKey> --run-id <runId>' } });
    // A run that hands over through result files confirms with the session key alone.
    const plain = new Sim(PRD);
    plain.advance();
    plain.advance();
    expect(plain.facts()[0]).toMatchObject({ note: { code: 'not-confirmed', spawned: 'openforge spawned r1 1-implement.s1', confirmArgs: '--session <childSessionKey>' } });
  });

  it('reads the result file only after agents_wait said done, and a done child still fails on its gate', () => {
    const sim = collectorSim();
    const spawn = spawnOf(sim.advance());
    confirm(sim, spawn.id, 'run-1');
    sim.result(spawn.resultFile);
    // Written, but OpenClaw has not said the child ended: still collecting.
    expect(kinds(sim.advance())).toEqual(['collect:collect']);
    expect(sim.state.phases[0]?.spawns[0]?.outcome).toBeNull();
    collect(sim, '1-implement.s1:DONE,1200/340');
    expect(sim.state.phases[0]?.spawns[0]?.collected).toEqual({ status: 'done', inputTokens: 1200, outputTokens: 340, at: sim.now });
    const gate = sim.advance();
    expect(kinds(gate)).toEqual(['gate:1-implement.g1']);
    const g = gate[0];
    if (g?.kind !== 'gate') throw new Error('no gate');
    sim.gateLog(g.logFile, 'FAIL one', 1);
    const retry = spawnOf(sim.advance());
    expect(retry.id).toBe('1-implement.s2');
    expect(retry.attempt).toBe(2);
    expect(failureReasons(sim)).toEqual([{ code: 'gate-failed', command: 'npm test', exitCode: 1 }]);
    expect(sim.foldMatches()).toBe(true);
  });

  it('fails the attempt when OpenClaw reports failed or killed, whatever the result file says, and counts timeout as timed out', () => {
    const sim = collectorSim();
    const s1 = spawnOf(sim.advance());
    confirm(sim, s1.id, 'run-1');
    sim.result(s1.resultFile); // a DONE envelope: the host's `failed` still decides
    collect(sim, '1-implement.s1:failed');
    const s2 = spawnOf(sim.advance());
    expect(s2.id).toBe('1-implement.s2');
    confirm(sim, s2.id, 'run-2');
    collect(sim, '1-implement.s2:killed,10/2');
    const s3 = spawnOf(sim.advance());
    expect(s3.id).toBe('1-implement.s3');
    expect(failureReasons(sim)).toEqual([
      { code: 'invalid-result', problems: [{ code: 'collector', status: 'failed', file: `${RUN_DIR}/results/1-implement.s1.json` }] },
      { code: 'invalid-result', problems: [{ code: 'collector', status: 'killed', file: `${RUN_DIR}/results/1-implement.s2.json` }] },
    ]);
    confirm(sim, s3.id, 'run-3');
    collect(sim, '1-implement.s3:timeout');
    const [escalate] = sim.advance();
    expect(escalate?.kind).toBe('escalate');
    expect(failureReasons(sim).at(-1)).toEqual({ code: 'timed-out', timeoutSeconds: 1800 });
    expect(sim.state.phases[0]?.spawns.map((s) => s.outcome)).toEqual(['invalid', 'invalid', 'timed-out']);
    expect(sim.foldMatches()).toBe(true);
  });

  it('fails a done child that wrote no result file, and takes the first status reported', () => {
    const sim = collectorSim();
    const s1 = spawnOf(sim.advance());
    confirm(sim, s1.id, 'run-1');
    collect(sim, '1-implement.s1:done');
    expect(recordCollected(sim.state, [{ actionId: '1-implement.s1', status: 'failed' }])).toEqual({ kind: 'noop' });
    expect(spawnOf(sim.advance()).id).toBe('1-implement.s2');
    expect(failureReasons(sim)).toEqual([{ code: 'invalid-result', problems: [{ code: 'collector', status: 'done', file: `${RUN_DIR}/results/1-implement.s1.json` }] }]);
  });

  it('leaves spawns without a collector run id, and runs without handover, as they were', () => {
    const sim = new Sim(PRD);
    const spawn = spawnOf(sim.advance());
    expect(spawn.spawn).toEqual({ task: spawn.spawn.task, label: 'openforge 1-implement.s1', runTimeoutSeconds: 1800, model: 'anthropic/claude-sonnet-4-5' });
    sim.apply([{ type: 'spawn-confirmed', actionId: spawn.id, sessionKey: 'k1' }]);
    expect(kinds(sim.advance())).toEqual(['wait:wait']);
    expect(recordCollected(sim.state, [{ actionId: spawn.id, status: 'done' }])).toEqual({ kind: 'refuse', refusal: { code: 'not-a-collector', actionId: '1-implement.s1' } });
  });
});

describe('what next takes from agents_wait', () => {
  it('parses ACTION:STATUS[,IN/OUT], tolerant on case and thousands separators, strict on the rest', () => {
    expect(parseCollectedWords(['1-implement.s1:done', '2-notes.s1:Timeout,12_345/678'])).toEqual([
      { actionId: '1-implement.s1', status: 'done' },
      { actionId: '2-notes.s1', status: 'timeout', inputTokens: 12345, outputTokens: 678 },
    ]);
    expect(parseCollectedWords(['1-implement.s1:finished'])).toEqual({
      usage: '`1-implement.s1:finished` is not ACTION:STATUS or ACTION:STATUS,IN/OUT (agents_wait\'s label, status and usage tokens).',
    });
    expect(parseCollectedWords(['a.s1:done', 'a.s1:failed'])).toEqual({ usage: 'collector `a.s1` is reported twice; one child ends once.' });
  });
});

describe('whether the host has collectors', () => {
  const gateway = { gateway: { mode: 'local', port: 18789 } };
  const none = { kind: 'none' as const, path: '/h/.openclaw/exec-approvals.json', reason: null };
  const cases: [string, unknown, unknown, string | null][] = [
    ['a Gateway, defaults', gateway, null, null],
    ['profile coding', { ...gateway, tools: { profile: 'coding' } }, null, null],
    ['no config', null, null, 'no readable OpenClaw config'],
    ['no Gateway', { agents: {} }, null, 'no Gateway in the OpenClaw config'],
    ['Swarm off', { ...gateway, tools: { swarm: { enabled: false } } }, null, 'tools.swarm is off'],
    ['messaging profile', { ...gateway, tools: { profile: 'messaging' } }, null, 'tools.profile `messaging` has no agents_wait'],
    ['denied by group', { ...gateway, tools: { deny: ['group:sessions'] } }, null, 'tools.deny takes agents_wait away'],
    ['an agent without Swarm', { ...gateway, agents: { entries: { main: { tools: { swarm: false } } } } }, null, 'agents.entries.main.tools.swarm is off'],
    ['allowlist approvals', gateway, { defaults: { security: 'allowlist', ask: 'off' } }, "exec is not `full` everywhere (a collector child's approvals fail closed)"],
  ];
  for (const [name, config, approvals, want] of cases) {
    it(name, () => {
      expect(collectorsUnavailable({ config, approvals, origin: none })).toBe(want);
    });
  }
  it('unreadable approvals', () => {
    expect(collectorsUnavailable({ config: gateway, approvals: null, origin: { kind: 'unreadable', path: '/h/.openclaw/state/openclaw.sqlite', reason: 'locked' } })).toBe(
      'the host exec approvals could not be read',
    );
  });
});
