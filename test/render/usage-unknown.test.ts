// The words of an unknown usage (lib/text/usage-unknown.ts): the engine records a code and its
// data; these are the words the budget's escalation quotes.
import { describe, expect, it } from 'vitest';
import { usageUnknownText } from '../../lib/text/usage-unknown.js';
import { escalationDetail } from '../../lib/text/escalation-detail.js';

describe('why a usage is unknown, in words', () => {
  it('says what the usage call did', () => {
    expect(usageUnknownText({ code: 'call-exited', exit: '127', output: 'sh: 1: openclaw: not found' })).toBe('the usage call exited 127: sh: 1: openclaw: not found');
    expect(usageUnknownText({ code: 'call-failed', exit: '1', message: 'gateway sessions.usage requires credentials before opening a websocket' })).toBe(
      'the usage call exited 1: gateway sessions.usage requires credentials before opening a websocket',
    );
    expect(usageUnknownText({ code: 'call-failed', exit: null, message: 'no session' })).toBe('the usage call failed: no session');
    expect(usageUnknownText({ code: 'no-json', output: '{"sessions": [' })).toBe('the usage call printed no JSON: {"sessions": [');
    expect(usageUnknownText({ code: 'unreadable-json', output: '{x}' })).toBe('the usage call printed no readable JSON: {x}');
    expect(usageUnknownText({ code: 'no-usage', sessionKey: 'k', cache: 'refreshing', calls: 3 })).toBe('OpenClaw reports no usage for session k (its usage cache was still refreshing after 3 calls)');
    expect(usageUnknownText({ code: 'no-usage', sessionKey: 'k', cache: null, calls: 3 })).toBe('OpenClaw reports no usage for session k');
  });

  it('says why no call was read, and an older log as it was logged', () => {
    expect(usageUnknownText({ code: 'not-run' })).toBe('the usage exec was not run (its log never appeared)');
    expect(usageUnknownText({ code: 'not-finished' })).toBe('the usage exec did not finish');
    expect(usageUnknownText({ code: 'unsafe-key' })).toBe('its session key cannot be passed to a command as it is');
    expect(usageUnknownText({ code: 'refused', problem: 'x.log is a link; it is never read.' })).toBe('x.log is a link; it is never read.');
    expect(usageUnknownText('the usage call exited 127')).toBe('the usage call exited 127');
  });

  it('is quoted by a budget that cannot be enforced', () => {
    const facts = { spend: { budget: 'max-tokens' as const, unknown: true as const, missing: 2, largest: null, why: { code: 'not-run' as const } } };
    expect(escalationDetail({ reason: 'budget-exhausted', phase: 'api', facts, at: 0 })).toBe(
      'OpenClaw reported no token counts for the 2 spawn(s) so far (the usage exec was not run (its log never appeared)), so max-tokens cannot be enforced',
    );
  });
});
