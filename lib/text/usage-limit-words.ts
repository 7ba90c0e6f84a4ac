// How a usage limit reads in an escalation and in status: what was hit, where, and when it
// resets (a time in UTC and how far off, or the provider's own words when it named no zone).
// Shared words: the escalation's sentence (lib/text/escalation-detail.ts), the derived state
// (lib/progress/derived-state.ts) and status (lib/render/status-report.ts) use them. Pure.

import type { RunUsageLimit } from '../schema/run.js';
import type { UsageLimitKind } from '../schema/usage-limit.js';
import { formatMinutes } from './duration.js';

const WHAT: Record<UsageLimitKind, string> = {
  'rate-limit': "the provider's rate limit was hit",
  quota: "the provider's quota is used up",
  'usage-limit': "the plan's usage limit was reached",
  overloaded: 'the provider is overloaded',
};

/** `2026-12-01 17:00 UTC`. */
export const utcMinute = (ms: number): string => new Date(ms).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';


/** When the limit resets, as far as it is known, from `now`. */
export function resetWords(limit: Pick<RunUsageLimit, 'resetAt' | 'resetText'>, now: number): string {
  if (limit.resetAt !== null) return limit.resetAt > now ? `it resets at ${utcMinute(limit.resetAt)} (in ${formatMinutes(Math.round((limit.resetAt - now) / 1000))})` : `it reset at ${utcMinute(limit.resetAt)}`;
  if (limit.resetText !== null) return `it resets ${limit.resetText.startsWith('in ') ? '' : 'at '}${limit.resetText} (as the provider put it)`;
  return 'no reset time was stated';
}

/** The escalation's reason line for a usage limit `limit`, hit where it says, at `now`. */
export function usageLimitSentence(limit: Pick<RunUsageLimit, 'kind' | 'source' | 'actionId' | 'message' | 'resetAt' | 'resetText'>, now: number): string {
  const where = limit.source === 'sessions_spawn' ? `sessions_spawn for \`${limit.actionId}\`` : `the sub-agent of \`${limit.actionId}\``;
  return `${WHAT[limit.kind]} (${where}: "${limit.message}"); ${resetWords(limit, now)}. No new sub-agent was started; the ones running finished`;
}

/** The status line of a run a usage limit holds (short: status cuts notes at 160 characters). */
export function usageLimitNotice(limit: RunUsageLimit, now: number): string {
  return `rate-limited since ${utcMinute(limit.since)} (${limit.kind}, phase \`${limit.phase}\`): ${resetWords(limit, now)}; no new sub-agent until \`resume\``;
}
