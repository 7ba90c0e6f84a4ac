// Usage, quota and rate limits: recognise them in a child's final message (the result file,
// also when the agent saved the child's prose there) and in a sessions_spawn error the agent
// reported, and read the reset time when the text states one (docs/design.md#usage-limits).
// Strict where a false positive costs work: a child's result counts only on a provider's own
// wording, never when the text is about writing rate-limiting code. Pure: `now` comes in.

import type { UsageLimit, UsageLimitKind } from '../schema/usage-limit.js';
import { limitResetOf } from './usage-limit-reset.js';
import { cutAtWord } from '../text/cut.js';

/**
 * `result`: a child's result text (strong signatures only; text about code is never a limit).
 * `spawn-error`: the text of a sessions_spawn error (weaker wording counts too: it is an error).
 */
export type UsageLimitSource = 'result' | 'spawn-error';

interface Signature {
  kind: UsageLimitKind;
  pattern: RegExp;
}

/** A provider's or host's own wording: counts in a result and in a spawn error. */
const STRONG: readonly Signature[] = [
  { kind: 'quota', pattern: /\binsufficient_quota\b/i },
  { kind: 'quota', pattern: /\byou(?:'ve| have)? exceeded your (?:current )?quota\b/i },
  { kind: 'quota', pattern: /\bRESOURCE_EXHAUSTED\b/ },
  { kind: 'quota', pattern: /\bquota (?:exceeded|exhausted)\b|\bexceeded (?:the|your) [\w -]{0,30}quota\b/i },
  { kind: 'quota', pattern: /\bcredit balance is too low\b|\binsufficient (?:credits|balance|funds)\b|\breturned a billing error\b/i },
  { kind: 'usage-limit', pattern: /\busage limits? (?:reached|exceeded|hit)\b|\bhit (?:its |your )?usage limits?\b/i },
  { kind: 'usage-limit', pattern: /\b(?:hit|reached) your (?:[\w-]+ ){0,2}limit\b|\b(?:hit|reached) the (?:[\w-]+ )?usage limit\b/i },
  { kind: 'usage-limit', pattern: /\b(?:\d+-hour|daily|weekly|session|opus|monthly) (?:usage )?limit (?:reached|hit|exceeded)\b/i },
  { kind: 'overloaded', pattern: /\boverloaded_error\b|\b529\b[^\n]{0,40}\boverloaded\b|\boverloaded\b[^\n]{0,40}\b529\b/i },
  { kind: 'overloaded', pattern: /\b(?:model|server|service|api|provider) is (?:currently |temporarily )?overloaded\b|\bprovider overloaded\b/i },
  { kind: 'rate-limit', pattern: /\brate_limit_(?:error|exceeded)\b|\bThrottlingException\b|\btoo_many_requests\b/i },
  { kind: 'rate-limit', pattern: /\brate limit (?:was )?(?:reached|exceeded|hit)\b|\bexceed(?:s|ed)? the rate limit\b/i },
  { kind: 'rate-limit', pattern: /\b429\b[^\n]{0,20}\b(?:too many requests|rate[ -]?limit)|\bprovider returned (?:HTTP )?429\b/i },
  // OpenClaw's own replies ("⚠️ All attempted models were rate-limited or overloaded", "LLM request rate limited.").
  { kind: 'rate-limit', pattern: /\bwere rate[- ]limited or overloaded\b|\bLLM request rate[- ]limited\b/i },
];

/** Plainer words: a spawn error that says only this is still a limit (it is an error, not code). */
const WEAK: readonly Signature[] = [
  { kind: 'quota', pattern: /\bquota\b|\bout of credits?\b|\bbilling\b/i },
  { kind: 'usage-limit', pattern: /\busage[- ]limit/i },
  { kind: 'overloaded', pattern: /\boverloaded\b/i },
  { kind: 'rate-limit', pattern: /\brate[- ]?limit|\btoo many requests\b|\b429\b|\bthrottl/i },
];

/**
 * Text about code, not an error the child hit: a child that implemented a rate limiter, tested a
 * 429 response or named a file after it. Such a result is never read as a limit.
 */
const ABOUT_CODE =
  /\b(?:implement(?:ed|s|ing)?|wrote|written|refactor(?:ed)?|limiter|middleware|token[- ]bucket|sliding[- ]window|leaky[- ]bucket|unit tests?|test (?:case|suite)|(?:added|adds|add) (?:a |an |the )?(?:test|handling|support|retry|check)|handles?|returns?|responds? with)\b|[\w-]+\.(?:ts|tsx|js|mjs|cjs|py|go|rs|java|rb|cs|php)\b/i;

/** Longest text looked at; a limit message is short, and it is near the end of a long one. */
const MAX_SCAN = 20_000;
const MAX_MESSAGE = 300;

function scanned(text: string): string {
  return text.length <= MAX_SCAN ? text : `${text.slice(0, MAX_SCAN / 2)}\n${text.slice(-MAX_SCAN / 2)}`;
}

/** The line holding `index`, trimmed and bounded. */
function lineAt(text: string, index: number): string {
  const start = text.lastIndexOf('\n', index) + 1;
  const end = text.indexOf('\n', index);
  const line = text.slice(start, end === -1 ? text.length : end).trim();
  return cutAtWord(line, MAX_MESSAGE);
}

function firstMatch(text: string, signatures: readonly Signature[]): { kind: UsageLimitKind; index: number } | null {
  let best: { kind: UsageLimitKind; index: number } | null = null;
  for (const s of signatures) {
    const m = s.pattern.exec(text);
    // The most specific kind wins over the earliest position: the table is ordered quota first.
    if (m !== null && best === null) best = { kind: s.kind, index: m.index };
  }
  return best;
}

/**
 * The usage limit `text` reports, or null. `now` (epoch ms) resolves a relative reset
 * ("try again in 20 minutes") and a time of day ("resets at 5pm UTC").
 */
export function classifyUsageLimit(text: string, source: UsageLimitSource, now: number): UsageLimit | null {
  if (text.includes('\u0000')) return null;
  const body = scanned(text);
  if (source === 'result' && ABOUT_CODE.test(body)) return null;
  const found = firstMatch(body, STRONG) ?? (source === 'spawn-error' ? firstMatch(body, WEAK) : null);
  if (found === null) return null;
  const reset = limitResetOf(body, now);
  return { kind: found.kind, resetAt: reset.resetAt, resetText: reset.resetText, message: lineAt(body, found.index) };
}
