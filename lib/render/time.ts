// Instants and seconds between them; the words of a duration are in lib/text/duration.ts. The clock is always a parameter (epoch ms).

/** Whole seconds from `fromMs` to `toMs`; never negative (a clock step back reads as 0). */
export function secondsBetween(fromMs: number, toMs: number): number {
  return Math.max(0, Math.floor((toMs - fromMs) / 1000));
}

/** `2026-01-01T10:00:00.000Z` for an epoch-ms instant. */
export function isoTime(ms: number): string {
  return new Date(ms).toISOString();
}
