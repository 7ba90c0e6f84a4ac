// The golden sentences of an escalation's facts (lib/text/escalation-detail.ts): the words the
// message, `status`, the summary and a retried child's task share. The engine tests assert the
// facts; the wording is tested here only.
import { describe, expect, it } from 'vitest';
import { escalationDetail } from '../../lib/text/escalation-detail.js';
import type { EscalationFacts } from '../../lib/schema/index.js';
import type { EscalationReasonWord } from '../../lib/schema/run-vocabulary.js';

const AT = Date.UTC(2026, 0, 1, 10, 11, 0);
const say = (reason: EscalationReasonWord, facts: EscalationFacts, phase = 'api'): string => escalationDetail({ reason, phase, facts, at: AT });

describe('an escalation in one sentence', () => {
  it('tells attempts, reviews, a block and the flag', () => {
    expect(say('gate-retries-exhausted', { lastFailure: 'gate `npm test` exited 1', attempts: 3, maxAttempts: 3 })).toBe('gate `npm test` exited 1; all 3 of 3 attempts failed');
    expect(say('no-progress', { lastFailure: null })).toBe('two attempts in a row failed the same way: the same failure');
    expect(say('review-cycles-exhausted', { openFindings: 2, cycles: 3 })).toBe('the review still finds 2 Blocking or Required item(s) after 3 review→fix cycles');
    expect(say('sub-agent-blocked', { summary: 'which port?' })).toBe('the sub-agent reported BLOCKED: which port?');
    expect(say('sub-agent-error', { lastFailure: null, attempts: 2 })).toBe('the sub-agent gave no usable result; all 2 attempt(s) failed');
    expect(say('escalate-flag', {})).toBe('phase `api` is marked `Escalate: true`: a human does or checks it before the run goes on');
    expect(say('checkpoint-failed', { lastFailure: 'gate `make` exited 2' })).toBe('gate `make` exited 2 at the checkpoint');
  });

  it('words the last failure from its facts, and a gate-only phase\'s failure as itself', () => {
    const make = { code: 'gate-failed' as const, command: 'make', exitCode: 2 };
    expect(say('checkpoint-failed', { lastFailure: make })).toBe('gate `make` exited 2 at the checkpoint');
    expect(say('gate-retries-exhausted', { lastFailure: make, attempts: 2, maxAttempts: 2 })).toBe('gate `make` exited 2; all 2 of 2 attempts failed');
    expect(say('no-progress', { lastFailure: { code: 'timed-out', timeoutSeconds: 60 } })).toBe('two attempts in a row failed the same way: the sub-agent wrote no result within its 1m budget (timed out)');
    expect(say('checkpoint-failed', { failure: make })).toBe('gate `make` exited 2');
    expect(say('gate-retries-exhausted', { failure: { code: 'gate-timed-out', command: 'make', timeoutSeconds: 90 } })).toBe('gate `make` timed out after 1m 30s');
  });

  it('tells which budget ran out, with the counts it was decided on', () => {
    expect(say('budget-exhausted', { spawns: 12, maxSpawns: 12 })).toBe('the run has used 12 of its 12 sub-agent spawns (max-spawns)');
    expect(say('budget-exhausted', { elapsedSeconds: 7260, maxDurationSeconds: 7200 })).toBe('the run has been going for 2h 01m, over its max-duration of 2h');
    expect(say('budget-exhausted', { spend: { budget: 'max-tokens', spent: 90_000, max: 100_000, missing: 1, largest: 40_000, mean: 25_000, of: 2 } })).toBe(
      'the run has used 90,000 of its 100,000 tokens (max-tokens, counting 1 spawn(s) with no figure at the largest known (40,000 each)); the next spawn would take about 25,000 more (the mean of 2 spawn(s))',
    );
    expect(say('budget-exhausted', { spend: { budget: 'max-cost', spent: 2.5, max: 2, missing: 0, largest: 1.5, mean: 1.25, of: 2 } })).toBe('the run has spent $2.50 of its $2.00 (max-cost, USD as OpenClaw prices)');
    expect(say('budget-exhausted', { spend: { budget: 'max-tokens', unknown: true, missing: 2, largest: null, why: 'no session' } })).toBe(
      'OpenClaw reported no token counts for the 2 spawn(s) so far (no session), so max-tokens cannot be enforced',
    );
  });

  it('tells gates not run, refused or failing on the final tree, and late changes', () => {
    const gate = { command: 'npm test', logFile: 'gates/g1.log', waitedSeconds: 960 };
    expect(say('gate-not-run', { gate })).toBe('the log of gate `npm test` (gates/g1.log) never appeared within 16m: the gate was not run as given, so there is no verdict');
    expect(say('gate-not-run', {})).toBe("the gate's log never appeared: the gate was not run as given");
    expect(say('gate-log-refused', { problem: 'gates/ is a symbolic link', gate: { command: 'npm test' } })).toBe('gate `npm test` is not offered: gates/ is a symbolic link');
    expect(say('gate-log-refused', { problem: 'the log of gate `npm test` is refused: a symbolic link' })).toBe('the log of gate `npm test` is refused: a symbolic link');
    expect(say('run-state-tampered', { problem: 'gate `npm test` is not in the frozen PRD' })).toBe('gate `npm test` is not in the frozen PRD; it is not offered');
  });

  it('tells why a gate\'s log gives no verdict, by its code', () => {
    const said = (reason: 'gate-log-refused' | 'gate-wrong-dir', gateLog: NonNullable<EscalationFacts['gateLog']>): string => say(reason, { gateLog });
    expect(said('gate-log-refused', { code: 'untrusted', command: 'npm test', why: 'a symbolic link' })).toBe('the log of gate `npm test` is refused: a symbolic link');
    expect(said('gate-log-refused', { code: 'no-header', command: 'npm test', logFile: 'gates/g1.log' })).toBe(
      "the log of gate `npm test` (gates/g1.log) does not begin with the lines OpenForge's exec command writes (`openforge-cwd=` and `openforge-start=`): something other than the printed exec command wrote it, so it gives no verdict",
    );
    expect(said('gate-wrong-dir', { code: 'elsewhere', command: 'npm test', cwd: '/tmp/x', workdir: '/p/pkg' })).toBe(
      'gate `npm test` ran in /tmp/x, not in its workdir /p/pkg: a log from another directory is no verdict for this project',
    );
    expect(said('gate-wrong-dir', { code: 'elsewhere', command: 'npm test', cwd: null, workdir: '/p' })).toContain('ran in (unknown), not in its workdir /p');
    expect(said('gate-wrong-dir', { code: 'moved', command: 'npm test', workdirReal: '/p/pkg', pins: [{ path: 'out/r.xml', real: '/p/pkg/out', kind: 'absent' }] })).toBe(
      'gate `npm test` was not run: right before it ran, a path it names no longer resolved as when it was issued (the Workdir → /p/pkg, `out/r.xml` (not there yet, to be made in /p/pkg/out)); ' +
        'a link was planted or swapped after the check. Expected the same real paths: look for the link a sub-agent made in those places, remove it, then resume the run',
    );
  });

  it('tells why a gate is not what was frozen and confirmed, by its code', () => {
    const said = (unfrozen: NonNullable<EscalationFacts['unfrozen']>): string => say('run-state-tampered', { unfrozen });
    expect(said({ code: 'nothing-to-run', command: 'npm test' })).toBe('gate `npm test` has nothing to run; it is not offered');
    expect(said({ code: 'no-prd-gates', command: 'npm test', why: 'prd.md is missing' })).toBe('the frozen PRD copy gives no gates to compare gate `npm test` with (prd.md is missing); it is not offered');
    expect(said({ code: 'not-in-prd', command: 'npm test', argv: ['npm', 'test'], phase: 'api', workdir: 'pkg' })).toBe(
      'gate `npm test` in `pkg` (argv ["npm","test"]) is not a gate of phase `api` of the frozen PRD copy as the validator reads it again: the run state was changed after the run started; it is not offered',
    );
    expect(said({ code: 'not-in-prd', command: 'npm test', argv: null, phase: null })).toBe(
      'gate `npm test` (argv null) is not a gate of the frozen PRD copy as the validator reads it again: the run state was changed after the run started; it is not offered',
    );
    expect(said({ code: 'argv-changed', command: 'npm test', argv: ['npm', 'run', 'x'] })).toBe(
      'the argv stored for gate `npm test` (["npm","run","x"]) is not the argv its frozen text reads as: it was changed after the run started; it is not offered',
    );
    expect(said({ code: 'outside-config', command: 'npm test', file: '~/.npmrc', line: 2, text: 'script-shell=/tmp/x' })).toBe(
      'gate `npm test` would now take `script-shell=/tmp/x` from ~/.npmrc:2, outside the project, which was not there or not confirmed when the run started; expected the configuration the user confirmed. Remove that line (or start a new run, whose confirmation shows it); it is not offered',
    );
    expect(said({ code: 'shell-gate-unconfirmed', command: 'make t' })).toBe('Shell-Gate `make t` was never among the gates the user confirmed when the run started; it is not offered');
    expect(said({ code: 'runs-differ', command: 'npm test', runs: "sh -c 'npm test'", confirmed: 'npm test' })).toBe("gate `npm test` would run `sh -c 'npm test'`, not `npm test` as the user confirmed; it is not offered");
    expect(said({ code: 'never-confirmed', command: 'npm test' })).toBe("gate `npm test` needs the user's confirmation, which was never recorded; it is not offered");
  });

  it('tells a gate failing on the final tree, and late changes', () => {
    expect(say('final-verification-failed', { gate: { command: 'npm test', phase: 'a', state: 'failed', exitCode: 1, timeoutSeconds: 300, changedBy: ['b'] } })).toBe(
      'gate `npm test` of phase `a` exited 1 on the final tree; phases that changed files since it last passed: `b`',
    );
    expect(say('final-verification-failed', { gate: { command: 'npm test', phase: 'a', state: 'timed-out', exitCode: null, timeoutSeconds: 300, changedBy: [] } })).toBe(
      'gate `npm test` of phase `a` timed out after 5m on the final tree',
    );
    expect(say('final-verification-failed', { late: [{ actionId: 'api.work.1.1', phase: 'api', files: ['src/a.ts'], seenBy: 'ui.work.1.1', at: AT }] })).toMatch(
      /^late-changes: the final tree holds changes no passing attempt made: sub-agent `api\.work\.1\.1` of phase `api` \(its attempt had ended\) changed src\/a\.ts/,
    );
  });

  it('tells a usage limit from when the run escalated, and spawn errors', () => {
    const limit = { kind: 'rate-limit' as const, resetAt: AT + 55 * 60_000, resetText: null, message: '429 Too Many Requests', actionId: 'api.work.1.1', source: 'result' as const };
    expect(say('usage-limit', { limit })).toBe(
      'the provider\'s rate limit was hit (the sub-agent of `api.work.1.1`: "429 Too Many Requests"); it resets at 2026-01-01 11:06 UTC (in 55m). No new sub-agent was started; the ones running finished',
    );
    expect(say('spawn-failed', { errors: 3, error: 'model  not\nallowed' })).toBe('sessions_spawn failed 3 times in a row for phase `api`; the last error: model not allowed');
    expect(say('spawn-failed', { error: 'gateway closed' })).toBe('sessions_spawn failed for phase `api`: gateway closed');
  });

  it('keeps the sentence an older log recorded', () => {
    expect(say('gate-retries-exhausted', { text: 'npm test exited 1 on all 3 attempts' })).toBe('npm test exited 1 on all 3 attempts');
  });
});
