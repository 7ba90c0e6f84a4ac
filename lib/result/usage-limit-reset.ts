// When a usage limit resets, as its message states it: an epoch stamp (`usage limit
// reached|1735689600`), a timestamp, a retry-after ("try again in 2.5s", `"retryDelay": "41s"`,
// `retry-after: 30`) or a time of day ("resets 5pm (America/New_York)"). A time of day without
// a zone is kept as text only: guessing the zone would state a wrong hour. Pure: `now` comes in.

export interface LimitReset {
  /** Epoch ms; null when the text states no reset, or only a time of day without a zone. */
  resetAt: number | null;
  /** The reset as stated; null when none is. */
  resetText: string | null;
}

const NONE: LimitReset = { resetAt: null, resetText: null };

const UNIT_MS: ReadonlyArray<[RegExp, number]> = [
  [/^(?:ms|milliseconds?)$/i, 1],
  [/^(?:s|secs?|seconds?)$/i, 1000],
  [/^(?:m|mins?|minutes?)$/i, 60_000],
  [/^(?:h|hrs?|hours?)$/i, 3_600_000],
  [/^(?:d|days?)$/i, 86_400_000],
];

const UNIT = String.raw`(?:milliseconds?|ms|seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h|days?|d)(?![a-z])`;
const AMOUNT = String.raw`\d+(?:\.\d+)?\s*${UNIT}`;

const EPOCH = /\blimit reached\|(\d{10,13})\b/i;
const TIMESTAMP =
  /\b(?:resets?|reset_at|retry|try again|available|until)\b[^\n]{0,40}?(\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)/i;
const RELATIVE = new RegExp(
  String.raw`\b(?:try again|retry(?:[- ]?after|delay)?|wait|resets?|available again)["']?[\s:="']*(?:in|after)?\s*((?:${AMOUNT}\s*(?:and\s+|,\s*)?)+)`,
  'i',
);
const RETRY_AFTER_SECONDS = /\bretry[- ]after["']?\s*[:=]\s*["']?(\d+(?:\.\d+)?)(?![\w.])/i;
const TIME_OF_DAY =
  /\b(?:resets?|reset at|try again at|available (?:again )?at|until)\s+(?:at\s+)?(\d{1,2})(?::(\d{2}))?\s*(am|pm)?(?![\w:])(?:\s*\(?\s*(UTC|GMT|Z|[A-Za-z]+\/[A-Za-z_]+(?:\/[A-Za-z_]+)?)\b\)?)?/i;

function durationMs(text: string): number | null {
  let total = 0;
  for (const m of text.matchAll(/(\d+(?:\.\d+)?)\s*([a-z]+)/gi)) {
    const unit = UNIT_MS.find(([re]) => re.test(m[2] ?? ''));
    if (unit === undefined) return null;
    total += Number(m[1]) * unit[1];
  }
  return total > 0 ? Math.ceil(total) : null;
}

/** The offset of `zone` from UTC at `at` in ms, or null for a zone the runtime does not know. */
function zoneOffset(zone: string, at: number): number | null {
  if (/^(?:utc|gmt|z)$/i.test(zone)) return 0;
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }).formatToParts(new Date(at));
    const get = (type: string): number => Number(parts.find((p) => p.type === type)?.value ?? NaN);
    const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
    return Number.isFinite(wall) ? wall - Math.floor(at / 1000) * 1000 : null;
  } catch {
    return null;
  }
}

/** The next moment after `now` at `hour:minute` in `zone`. */
function nextTimeOfDay(hour: number, minute: number, zone: string, now: number): number | null {
  const offset = zoneOffset(zone, now);
  if (offset === null) return null;
  const wallNow = new Date(now + offset);
  let at = Date.UTC(wallNow.getUTCFullYear(), wallNow.getUTCMonth(), wallNow.getUTCDate(), hour, minute) - offset;
  if (at <= now) at += 86_400_000;
  return at;
}

function timeOfDay(text: string, now: number): LimitReset | null {
  const m = TIME_OF_DAY.exec(text);
  if (m === null) return null;
  const [phrase, h, min, meridiem, zone] = m;
  if (min === undefined && meridiem === undefined) return null;
  let hour = Number(h);
  const minute = Number(min ?? 0);
  if (meridiem !== undefined) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem.toLowerCase() === 'pm' ? 12 : 0);
  }
  if (hour > 23 || minute > 59) return null;
  const resetText = phrase.trim().replace(/^(?:resets?|reset at|try again at|available (?:again )?at|until)\s+(?:at\s+)?/i, '');
  return { resetAt: zone === undefined ? null : nextTimeOfDay(hour, minute, zone, now), resetText };
}

/** When the limit `text` reports resets, as far as the text says. */
export function limitResetOf(text: string, now: number): LimitReset {
  const epoch = EPOCH.exec(text);
  if (epoch?.[1] !== undefined) {
    const n = Number(epoch[1]);
    return { resetAt: epoch[1].length <= 10 ? n * 1000 : n, resetText: null };
  }
  const stamp = TIMESTAMP.exec(text);
  if (stamp?.[1] !== undefined) {
    const iso = stamp[1].replace(' ', 'T');
    const at = Date.parse(/(?:Z|[+-]\d{2}:?\d{2})$/.test(iso) ? iso : `${iso}Z`);
    if (Number.isFinite(at)) return { resetAt: at, resetText: stamp[1] };
  }
  const relative = RELATIVE.exec(text);
  const ms = relative?.[1] === undefined ? null : durationMs(relative[1]);
  if (relative?.[1] !== undefined && ms !== null) return { resetAt: now + ms, resetText: `in ${relative[1].trim().replace(/[\s,]+$/, '')}` };
  const seconds = RETRY_AFTER_SECONDS.exec(text);
  if (seconds?.[1] !== undefined) return { resetAt: now + Math.ceil(Number(seconds[1]) * 1000), resetText: `in ${seconds[1]} s` };
  return timeOfDay(text, now) ?? NONE;
}
