// The one wording of a duration (docs/design.md#progress): hours, minutes and seconds as
// `1h 02m 05s`, trailing zero parts left out (`15m`, `1h`, `2h 05m`), everywhere a duration is
// said: elapsed times, timeouts and budgets, waits, the time left. A leaf module: it imports
// nothing, so any layer may use it. Pure.

const two = (n: number): string => String(n).padStart(2, '0');

/** Exact to the second: `0s`, `45s`, `4m`, `4m 05s`, `1h`, `1h 02m`, `1h 00m 05s` (negative reads as `0s`, fractions are dropped). */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h > 0) return `${h}h${m > 0 || s > 0 ? ` ${two(m)}m` : ''}${s > 0 ? ` ${two(s)}s` : ''}`;
  if (m > 0) return `${m}m${s > 0 ? ` ${two(s)}s` : ''}`;
  return `${s}s`;
}

/**
 * To the minute once it is one (a wait, a stall, a reset): `45s`, `7m`, `1h 05m`; `round`
 * chooses how minutes are rounded (nearest by default; up for an estimate of time left).
 */
export function formatMinutes(seconds: number, round: (x: number) => number = Math.round): string {
  if (seconds < 60) return formatDuration(seconds);
  return formatDuration(round(seconds / 60) * 60);
}

/** Seconds left, as an estimate: `<1m`, `~7m`, `~1h 05m` (minutes rounded up). */
export function formatLeft(seconds: number): string {
  return seconds < 60 ? '<1m' : `~${formatMinutes(seconds, Math.ceil)}`;
}
