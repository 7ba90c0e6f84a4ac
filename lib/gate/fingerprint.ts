import { cleanOutput } from '../text/index.js';

export const FINGERPRINT_CHARS = 1000;

/** Volatile parts of test/build output, each replaced by a placeholder, in this order. */
const VOLATILE: readonly (readonly [RegExp, string])[] = [
  // ISO-8601 date-times and dates: 2026-11-30T04:07:49.123Z, 2026-11-30 04:07:49+01:00, 2026-11-30
  [/\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?\b/g, '<time>'],
  // Clock times: 04:08:04, 4:08:04.512
  [/\b\d{1,2}:\d{2}:\d{2}(?:[.,]\d+)?\b/g, '<time>'],
  // Temp directories (the random component; what follows it stays): /tmp/x, /var/folders/ab/cd/T/x, C:\…\Temp\x
  [/(?:\/private)?\/var\/folders\/[^/\s]+\/[^/\s]+\/[A-Z]\/[^/\\\s'"`:;,)\]]+/g, '<tmp>'],
  [/\/(?:var\/)?tmp\/[^/\\\s'"`:;,)\]]+/g, '<tmp>'],
  [/\b[A-Za-z]:\\(?:[^\\\s]+\\)*?(?:Temp|TEMP|tmp)\\[^\\\s'"`:;,)\]]+/g, '<tmp>'],
  // Hex addresses and long hex ids (pointers, hashes, build ids)
  [/\b0x[0-9a-fA-F]+\b/g, '0x<hex>'],
  [/\b[0-9a-f]{16,}\b/g, '<hex>'],
  // Durations: 12ms, 1.23s, 3m, 2h, 150µs, 10 ms, 2.5 seconds
  [/\b\d+(?:\.\d+)?(?:ns|us|µs|ms|s|m|h)\b/g, '<dur>'],
  [/\b\d+(?:\.\d+)? (?:ns|us|µs|ms|milliseconds?|secs?|seconds?|mins?|minutes?)\b/g, '<dur>'],
];

/**
 * A gate failure's output reduced to what stays the same when nothing changed: terminal
 * escapes, timestamps, durations, hex addresses and temp paths replaced, whitespace
 * collapsed; the last {@link FINGERPRINT_CHARS} characters. Two failed attempts with equal
 * fingerprints made no progress. Pure; no hashing (the string itself is the fingerprint).
 */
export function gateFingerprint(tail: string): string {
  let text = cleanOutput(tail);
  for (const [pattern, placeholder] of VOLATILE) text = text.replace(pattern, placeholder);
  text = text.replace(/\s+/g, ' ').trim();
  return text.slice(Math.max(0, text.length - FINGERPRINT_CHARS));
}
