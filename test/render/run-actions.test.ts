// The golden words of the engine's actions (lib/render/run-actions.ts): why to wait or collect
// and the notes of actions offered again, from the codes the engine returns. The engine tests
// assert the codes; the wording is tested here only.
import { describe, expect, it } from 'vitest';
import { wordActions } from '../../lib/render/run-actions.js';
import type { EngineAction, EngineGate, OfferNote } from '../../lib/run/engine/engine-actions.js';
import { runningRun } from './fixtures.js';

const state = runningRun();
const one = (a: EngineAction): Record<string, unknown> => wordActions(state, [a], 'openforge')[0] as unknown as Record<string, unknown>;
const gate: EngineGate = { id: 'a.g1', kind: 'gate', phase: 'a', exec: { command: 'sh -c x', workdir: '/p', timeoutSeconds: 60 }, logFile: 'gates/a.g1.log' };
const noteOf = (note: OfferNote): unknown => one({ ...gate, note, reoffered: true }).note;

describe('the words of the engine actions', () => {
  it('says why to wait, with a usage limit first when one holds the run (not for a usage exec)', () => {
    const wait = (why: 'usage-exec' | 'one-child' | 'children' | 'gate', limited: boolean): unknown => one({ id: 'wait', kind: 'wait', waitingFor: ['x'], why, limited }).reason;
    expect(wait('gate', false)).toBe('A gate is still running: wait for its exec to finish, then run next again.');
    expect(wait('one-child', false)).toBe('One sub-agent runs: sessions_yield, then next.');
    expect(wait('children', true)).toBe('A usage limit was hit: no new sub-agent starts; the running work finishes first. Sub-agents are running: next --wait returns when the first ends.');
    expect(wait('usage-exec', true)).toBe('A usage exec is still running: wait for its exec to finish, then run next again.');
    expect(one({ id: 'wait', kind: 'wait', waitingFor: ['x'], why: 'one-child', limited: false, yield: true })).toEqual({
      id: 'wait', kind: 'wait', waitingFor: ['x'], reason: 'One sub-agent runs: sessions_yield, then next.', yield: true,
    });
  });

  it('says how to collect', () => {
    const collect = one({ id: 'collect', kind: 'collect', waitingFor: ['a.s1'], wait: { ids: ['run-1'], timeoutSeconds: 600 }, limited: false });
    expect(collect.reason).toBe(
      'Collector sub-agents are running: call agents_wait with exactly `wait`, then run next with one ACTION:STATUS[,IN/OUT] word per completed entry (its label, its status, usage.inputTokens/usage.outputTokens). Copy nothing else of its result: the child wrote its result file.',
    );
  });

  it('words each note in its place, and leaves an action without one as it is', () => {
    expect(noteOf({ code: 'gate-log-missing' })).toBe(
      'Offered again: its log has not appeared yet. Run exec.command exactly as given, unchanged (with its redirection into the log, not piped or shortened); OpenForge reads the verdict from that log. A gate whose log never appears halts the run (gate-not-run).',
    );
    expect(noteOf({ code: 'cancel-previous', why: 'timed-out', sessionKey: 'child-1', actionId: 'a.s1' })).toBe(
      'The previous child (session `child-1`) timed out: cancel it first with the subagents tool (action cancel) so it stops editing, then spawn this one.',
    );
    expect(noteOf({ code: 'cancel-previous', why: 'run-files-changed', sessionKey: null, actionId: 'a.s1' })).toBe(
      "The previous child (`a.s1`) changed OpenForge's run files: cancel it first with the subagents tool (action cancel) so it stops editing, then spawn this one.",
    );
    const spawned = 'openforge spawned r1 a.s2';
    expect(noteOf({ code: 'not-confirmed', spawned, confirmArgs: '--session <childSessionKey>' })).toBe(
      'Offered again: not confirmed with `spawned`. Spawn it only if you have not started it yet; otherwise run `openforge spawned r1 a.s2 --session <childSessionKey>` and do not spawn it twice.',
    );
    expect(noteOf({ code: 'not-confirmed-limited', spawned, confirmArgs: '--session <childSessionKey>' })).toBe(
      'Offered again under a usage limit: do not start it now. If you already started it, run `openforge spawned r1 a.s2 --session <childSessionKey>`; if not, write "not started: usage limit" to a file and run `openforge spawned r1 a.s2 --error-file FILE`.',
    );
    expect(Object.keys(one({ ...gate, note: { code: 'gate-log-missing' }, reoffered: true }))).toEqual(['id', 'kind', 'phase', 'exec', 'logFile', 'note', 'reoffered']);
    expect(one(gate)).toEqual(gate);
  });
});
