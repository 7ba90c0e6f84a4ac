// Durations of a run and its phases. The clock is always a parameter (epoch ms).

/** Whole seconds from `fromMs` to `toMs`; never negative (a clock step back reads as 0). */
export function secondsBetween(fromMs: number, toMs: number): number {
  return Math.max(0, Math.floor((toMs - fromMs) / 1000));
}

const two = (n: number): string => String(n).padStart(2, '0');

/**
 * A compact elapsed time for status lines and the summary: `45s`, `4m 05s`, `1h 02m 05s`.
 * (lib/task's `formatDuration` words a timeout budget, "15 minutes"; this reads a stopwatch.)
 */
export function formatElapsed(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h > 0) return `${h}h ${two(m)}m ${two(s)}s`;
  if (m > 0) return `${m}m ${two(s)}s`;
  return `${s}s`;
}

/** `2026-01-01T10:00:00.000Z` for an epoch-ms instant. */
export function isoTime(ms: number): string {
  return new Date(ms).toISOString();
}
