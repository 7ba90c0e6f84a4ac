import { describe, expect, it } from 'vitest';
import { classifyUsageLimit } from '../../lib/result/index.js';

/** 2026-12-01T15:00:00Z. */
const NOW = Date.UTC(2026, 11, 1, 15, 0, 0);
const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

// Messages as providers and hosts print them (shortened ids; the wording is theirs).
const POSITIVES: Array<{ name: string; text: string; kind: string; resetAt: string | null; resetText?: string | null }> = [
  {
    name: 'Anthropic 429 rate_limit_error with retry-after',
    text: '429 {"type":"error","error":{"type":"rate_limit_error","message":"This request would exceed the rate limit for your organization (3f2a) of 50,000 input tokens per minute."}}\nretry-after: 30',
    kind: 'rate-limit',
    resetAt: '2026-12-01T15:00:30.000Z',
  },
  {
    name: 'Anthropic 529 overloaded_error',
    text: 'API Error: 529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}',
    kind: 'overloaded',
    resetAt: null,
  },
  {
    name: 'Anthropic credit balance',
    text: 'Error: 400 {"type":"error","error":{"type":"invalid_request_error","message":"Your credit balance is too low to access the Anthropic API. Please go to Plans & Billing to upgrade or purchase credits."}}',
    kind: 'quota',
    resetAt: null,
  },
  {
    name: 'OpenAI insufficient_quota',
    text: "Error code: 429 - {'error': {'message': 'You exceeded your current quota, please check your plan and billing details.', 'type': 'insufficient_quota', 'param': None, 'code': 'insufficient_quota'}}",
    kind: 'quota',
    resetAt: null,
  },
  {
    name: 'OpenAI per-minute rate limit',
    text: 'Rate limit reached for gpt-4o in organization org-abc on tokens per min (TPM): Limit 30000, Used 29100, Requested 1800. Please try again in 6m0s. Visit https://platform.openai.com/account/rate-limits to learn more.',
    kind: 'rate-limit',
    resetAt: '2026-12-01T15:06:00.000Z',
    resetText: 'in 6m0s',
  },
  {
    name: 'OpenAI fractional seconds',
    text: 'Rate limit reached for requests per min (RPM). Please try again in 2.5s.',
    kind: 'rate-limit',
    resetAt: '2026-12-01T15:00:02.500Z',
  },
  {
    name: 'Gemini RESOURCE_EXHAUSTED with retryDelay',
    text: '{"error":{"code":429,"message":"Resource has been exhausted (e.g. check quota).","status":"RESOURCE_EXHAUSTED","details":[{"@type":"type.googleapis.com/google.rpc.RetryInfo","retryDelay":"41s"}]}}',
    kind: 'quota',
    resetAt: '2026-12-01T15:00:41.000Z',
  },
  {
    name: 'Claude Code usage limit with epoch',
    text: 'Claude AI usage limit reached|1796148000',
    kind: 'usage-limit',
    resetAt: '2026-12-01T18:00:00.000Z',
  },
  {
    name: 'subscription limit, time of day with a zone',
    text: "You've hit your usage limit · resets 5pm (America/New_York)",
    kind: 'usage-limit',
    resetAt: '2026-12-01T22:00:00.000Z',
    resetText: '5pm (America/New_York)',
  },
  {
    name: 'limit with a time of day in UTC that already passed today',
    text: '5-hour limit reached ∙ resets 9am UTC',
    kind: 'usage-limit',
    resetAt: '2026-12-02T09:00:00.000Z',
  },
  {
    name: 'time of day without a zone: kept as text only',
    text: 'Claude usage limit reached. Your limit will reset at 5pm.',
    kind: 'usage-limit',
    resetAt: null,
    resetText: '5pm',
  },
  {
    name: 'Codex usage limit with a duration',
    text: "You've hit your usage limit. Upgrade to Pro or try again in 2 hours 5 minutes.",
    kind: 'usage-limit',
    resetAt: '2026-12-01T17:05:00.000Z',
  },
  {
    name: 'an ISO reset stamp',
    text: 'Weekly limit reached. Resets at 2026-12-03T08:00:00Z.',
    kind: 'usage-limit',
    resetAt: '2026-12-03T08:00:00.000Z',
  },
  { name: 'OpenClaw: API rate limit', text: '⚠️ API rate limit reached. Please try again later.', kind: 'rate-limit', resetAt: null },
  {
    name: 'OpenClaw: every model limited',
    text: '⚠️ All attempted models were rate-limited or overloaded. Please try again in a few minutes.',
    kind: 'rate-limit',
    resetAt: null,
  },
  {
    name: 'OpenClaw: HTTP 429 before replying',
    text: '⚠️ The model provider returned HTTP 429 before replying. This can mean rate limiting, exhausted quota, or an account balance/billing issue.',
    kind: 'rate-limit',
    resetAt: null,
  },
  { name: 'OpenClaw: overloaded service', text: 'The AI service is temporarily overloaded. Please try again in a moment.', kind: 'overloaded', resetAt: null },
  { name: 'Bedrock throttling', text: 'ThrottlingException: Too many requests, please wait before trying again.', kind: 'rate-limit', resetAt: null },
];

// Children that worked on rate limiting, or mention a limit without hitting one: never a limit.
const NEGATIVES: Array<{ name: string; text: string }> = [
  { name: 'a token-bucket limiter', text: 'Implemented a token-bucket rate limiter in src/limit.ts; requests over the limit get 429 Too Many Requests.' },
  { name: 'a test named rate-limit', text: 'DONE: added test/rate-limit.test.ts; it checks that the API returns rate_limit_exceeded after 100 requests.' },
  { name: 'a middleware', text: 'Added middleware that responds with HTTP 429 and a Retry-After header when the rate limit is exceeded.' },
  { name: 'quota handling', text: 'Added handling for insufficient_quota errors from the OpenAI client, with a retry after 30 s.' },
  { name: 'a loop bound', text: 'The crawler stops when it reached the limit of 50 pages; everything is in place.' },
  { name: 'plain success', text: 'All tasks done; the gate passes.' },
  { name: 'a binary blob', text: 'rate limit reached\u0000' },
];

describe('classifyUsageLimit: a child result', () => {
  for (const c of POSITIVES) {
    it(`recognises ${c.name}`, () => {
      const limit = classifyUsageLimit(c.text, 'result', NOW);
      expect(limit?.kind).toBe(c.kind);
      expect(iso(limit?.resetAt ?? null)).toBe(c.resetAt);
      if (c.resetText !== undefined) expect(limit?.resetText).toBe(c.resetText);
      expect(limit?.message.length).toBeGreaterThan(0);
    });
  }
  for (const c of NEGATIVES) {
    it(`does not take ${c.name} for a limit`, () => {
      expect(classifyUsageLimit(c.text, 'result', NOW)).toBeNull();
    });
  }

  it('quotes the line that says so, bounded', () => {
    const limit = classifyUsageLimit(`Working on it.\n⚠️ API rate limit reached. ${'x'.repeat(500)}`, 'result', NOW);
    // Cut between words (issue 27 item 7): the long word after the sentence is left out whole.
    expect(limit?.message).toBe('⚠️ API rate limit reached …');
  });

  it('finds the limit at the end of a long text', () => {
    expect(classifyUsageLimit(`${'log line\n'.repeat(5000)}Claude AI usage limit reached|1796148000`, 'result', NOW)?.kind).toBe('usage-limit');
  });
});

describe('classifyUsageLimit: a sessions_spawn error', () => {
  it('takes plainer words in an error the agent reported', () => {
    expect(classifyUsageLimit('sessions_spawn failed: too many requests, slow down', 'spawn-error', NOW)?.kind).toBe('rate-limit');
    expect(classifyUsageLimit('error: quota for this key is used up', 'spawn-error', NOW)?.kind).toBe('quota');
    // A sloppy agent's own words around the error.
    const prose = classifyUsageLimit('I tried to start the child but the provider said we are rate limited, retry in 20 minutes.', 'spawn-error', NOW);
    expect(prose).toMatchObject({ kind: 'rate-limit', resetText: 'in 20 minutes' });
    expect(iso(prose?.resetAt ?? null)).toBe('2026-12-01T15:20:00.000Z');
  });

  it('leaves other spawn errors alone', () => {
    expect(classifyUsageLimit('{"status":"error","error":"model not allowed: anthropic/claude-opus-9"}', 'spawn-error', NOW)).toBeNull();
    expect(classifyUsageLimit('maxChildrenPerAgent (5) reached: wait for a child to finish', 'spawn-error', NOW)).toBeNull();
  });

  it('a time of day in a zone the runtime does not know stays text', () => {
    const limit = classifyUsageLimit('usage limit reached, resets 5pm (Mars/Olympus)', 'spawn-error', NOW);
    expect(limit).toMatchObject({ kind: 'usage-limit', resetAt: null });
  });
});
