// A usage, quota or rate limit a provider or the host reported (a child's final message, or a
// sessions_spawn error the agent reported): what kind, and when it resets when the text says.

import Type, { type Static } from 'typebox';
import { Closed } from './common.js';

/**
 * rate-limit: requests or tokens per minute (a short wait); quota: the plan's or the billing
 * account's quota is used up (someone must act); usage-limit: a subscription's usage window
 * (resets at a stated time); overloaded: the provider has no capacity right now (HTTP 529).
 */
export const USAGE_LIMIT_KINDS = ['rate-limit', 'quota', 'usage-limit', 'overloaded'] as const;
export type UsageLimitKind = (typeof USAGE_LIMIT_KINDS)[number];

export const UsageLimit = Type.Object(
  {
    kind: Type.Enum([...USAGE_LIMIT_KINDS]),
    /** When the limit resets, epoch ms, when the text says (a retry-after, a reset time); null: not stated. */
    resetAt: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
    /** The reset as the text states it ("5pm", "in 20 minutes"); null when it states none. */
    resetText: Type.Union([Type.String(), Type.Null()]),
    /** The line of the text that says so (bounded, secrets redacted). */
    message: Type.String(),
  },
  Closed,
);
export type UsageLimit = Static<typeof UsageLimit>;
