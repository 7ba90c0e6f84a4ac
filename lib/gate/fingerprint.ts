import { cleanOutput } from '../text/index.js';
import { oneLine } from '../text/cut.js';

export const FINGERPRINT_CHARS = 1000;

/** Volatile parts of test/build output, each replaced by a placeholder, in this order. */
const VOLATILE: readonly (readonly [RegExp, string])[] = [
  // npm's debug-log names: /root/.npm/_logs/2026-12-01T10_11_12_345Z-debug-0.log
  [/\b\d{4}-\d{2}-\d{2}T\d{2}_\d{2}_\d{2}_\d+Z/g, '<time>'],
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
  // TAP and node --test timings: `duration_ms 12.34`, `# duration_ms 5`, `duration_ms: 1.2`
  [/\bduration_ms:?[ \t]+\d+(?:\.\d+)?/g, 'duration_ms <dur>'],
  // Process ids: pid 1234, PID: 1234, pid=1234
  [/\b(pid|PID)[ \t]*[:=]?[ \t]*\d+\b/g, '$1 <pid>'],
  // Compound durations: 1m2.5s, 0m1.234s, 1h2m3s
  [/\b(?:\d+h)?(?:\d+m)\d+(?:\.\d+)?(?:ms|s)\b/g, '<dur>'],
  [/\b\d+h\d+m\b/g, '<dur>'],
  // Durations: 12ms, 1.23s, 3m, 2h, 150µs, 10 ms, 1.2 s (jest's `Time:`), 2.5 seconds
  [/\b\d+(?:\.\d+)?(?:ns|us|µs|ms|s|m|h)\b/g, '<dur>'],
  [/\b\d+(?:\.\d+)? (?:ns|us|µs|ms|s|milliseconds?|secs?|seconds?|mins?|minutes?)\b/g, '<dur>'],
];

/**
 * A gate failure's output reduced to what stays the same when nothing changed: terminal
 * escapes, timestamps, durations (also TAP's `duration_ms`), process ids, hex addresses,
 * npm log names and temp paths replaced, whitespace
 * collapsed; the last {@link FINGERPRINT_CHARS} characters. Two failed attempts with equal
 * fingerprints made no progress. Pure; no hashing (the string itself is the fingerprint).
 */
export function gateFingerprint(tail: string): string {
  let text = cleanOutput(tail);
  for (const [pattern, placeholder] of VOLATILE) text = text.replace(pattern, placeholder);
  text = oneLine(text);
  return text.slice(Math.max(0, text.length - FINGERPRINT_CHARS));
}
