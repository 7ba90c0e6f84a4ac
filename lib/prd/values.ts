import { closestMatch } from '../diagnostics/index.js';

/**
 * Parsers for field and setting values. Each returns the parsed value or null when
 * the text is not valid; callers turn null into a diagnostic.
 */

const UNIT_SECONDS: Readonly<Record<string, number>> = {
  s: 1, sec: 1, secs: 1, second: 1, seconds: 1,
  m: 60, min: 60, mins: 60, minute: 60, minutes: 60,
  h: 3600, hr: 3600, hrs: 3600, hour: 3600, hours: 3600,
  d: 86400, day: 86400, days: 86400,
};

/**
 * A duration in whole seconds: `600` (seconds), `90s`, `30m`, `1h`, `1h30m`,
 * `1.5h`, `10 minutes`, `1 hour 30 minutes`. Null when not a positive duration.
 */
export function parseDuration(text: string): number | null {
  const value = text.trim().toLowerCase();
  if (/^\d+$/.test(value)) {
    const seconds = Number(value);
    return seconds >= 1 && Number.isSafeInteger(seconds) ? seconds : null;
  }
  const part = /(\d+(?:\.\d+)?)\s*([a-z]+)\s*(?:,|and\b)?\s*/y;
  let total = 0;
  let at = 0;
  while (at < value.length) {
    part.lastIndex = at;
    const match = part.exec(value);
    if (!match) return null;
    const unit = UNIT_SECONDS[match[2]!];
    if (unit === undefined) return null;
    total += Number(match[1]) * unit;
    at = part.lastIndex;
  }
  const seconds = Math.round(total);
  return at > 0 && seconds >= 1 && Number.isSafeInteger(seconds) ? seconds : null;
}

const BYTE_UNITS: Readonly<Record<string, number>> = {
  '': 1, b: 1, k: 1024, kb: 1024, kib: 1024, m: 1024 * 1024, mb: 1024 * 1024, mib: 1024 * 1024,
};

/** A byte size: `4096`, `4KB`, `4 KiB`, `1MB` (K = 1024). Null when not a whole number of bytes. */
export function parseByteSize(text: string): number | null {
  const match = /^(\d+(?:\.\d+)?)\s*([a-z]*)$/i.exec(text.trim());
  if (!match) return null;
  const unit = BYTE_UNITS[match[2]!.toLowerCase()];
  if (unit === undefined) return null;
  const bytes = Number(match[1]) * unit;
  return Number.isSafeInteger(bytes) ? bytes : null;
}

/** `true`/`yes` → true, `false`/`no` → false (any case); else null. */
export function parseBoolean(text: string): boolean | null {
  const value = text.trim().toLowerCase();
  if (value === 'true' || value === 'yes') return true;
  if (value === 'false' || value === 'no') return false;
  return null;
}

/** A non-negative decimal integer written without sign, exponent or fraction; else null. */
export function parseWholeNumber(text: string): number | null {
  const value = text.trim();
  if (!/^\d+$/.test(value)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : null;
}

/**
 * Split a comma-separated list, ignoring commas inside backticks, `{…}` and `[…]`
 * (so `src/*.{ts,tsx}` stays one glob). Each part keeps its offset in `text`.
 */
export function splitList(text: string): Array<{ text: string; offset: number }> {
  const parts: Array<{ text: string; offset: number }> = [];
  let depth = 0;
  let inCode = false;
  let start = 0;
  const push = (end: number): void => {
    const raw = text.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    if (raw.trim() !== '') parts.push({ text: raw.trim(), offset: start + lead });
  };
  for (let i = 0; i < text.length; i++) {
    const char = text.charAt(i);
    if (char === '`') inCode = !inCode;
    else if (!inCode && (char === '{' || char === '[')) depth++;
    else if (!inCode && (char === '}' || char === ']')) depth = Math.max(0, depth - 1);
    else if (!inCode && depth === 0 && char === ',') {
      push(i);
      start = i + 1;
    }
  }
  push(text.length);
  return parts;
}

/**
 * A scalar field value as written, unwrapped: surrounding whitespace, one layer of
 * backticks (`` `x` ``) and of emphasis (`*x*`, `**x**`, `_x_`, `__x__`) removed.
 * Returns the value and how many characters were removed in front.
 */
export function unwrapValue(text: string): { value: string; lead: number } {
  let value = text.trim();
  let lead = text.length - text.trimStart().length;
  const code = /^(`+)([^`][\s\S]*?)\1$/.exec(value);
  if (code && !code[2]!.includes(code[1]!)) {
    const inner = code[2]!;
    return { value: inner.trim(), lead: lead + code[1]!.length + (inner.length - inner.trimStart().length) };
  }
  for (const wrapper of ['**', '__', '*', '_']) {
    if (value.length > 2 * wrapper.length && value.startsWith(wrapper) && value.endsWith(wrapper)) {
      const inner = value.slice(wrapper.length, value.length - wrapper.length);
      const trimmed = inner.trim();
      lead += wrapper.length + (inner.length - inner.trimStart().length);
      value = trimmed;
      break;
    }
  }
  return { value, lead };
}

/** Why a phase name is unusable, or null when it is fine. */
export function phaseNameProblem(name: string): string | null {
  if (name === '') return 'is empty';
  if (/[[\],]/.test(name)) return 'contains "[", "]" or ","';
  return null;
}

/**
 * The allowed value a wrong one most likely meant: a close spelling (`sonet`), one
 * it starts with (`implementation` → impl) or one it contains as a word
 * (`claude opus` → opus). Undefined for very short values, which match anything.
 */
export function suggestValue(value: string, allowed: readonly string[]): string | undefined {
  const wanted = value.trim().toLowerCase();
  if (wanted.length < 3) return undefined;
  return (
    closestMatch(wanted, allowed) ??
    allowed.find((candidate) => wanted.startsWith(candidate) || candidate.startsWith(wanted)) ??
    allowed.find((candidate) => wanted.split(/[^a-z0-9]+/).includes(candidate))
  );
}

/** `2000000`, `2,000,000`, `500k`, `2M`, `1.5m` → tokens (≥ 1, whole); null otherwise. */
export function parseTokenCount(text: string): number | null {
  const m = /^\s*(\d[\d,_]*(?:\.\d+)?)\s*([kKmM])?\s*(?:tokens?)?\s*$/.exec(text);
  if (m === null) return null;
  const base = Number((m[1] ?? '').replace(/[,_]/g, ''));
  const scale = m[2] === undefined ? 1 : m[2].toLowerCase() === 'k' ? 1e3 : 1e6;
  const tokens = Math.round(base * scale);
  return Number.isSafeInteger(tokens) && tokens >= 1 ? tokens : null;
}

/** `5`, `2.50`, `$5`, `5 USD`, `USD 5` → dollars (> 0); null otherwise (another currency is refused, not converted). */
export function parseUsd(text: string): number | null {
  const m = /^\s*(?:\$|USD\s*)?\s*(\d+(?:\.\d+)?)\s*(?:USD|\$)?\s*$/i.exec(text);
  if (m === null) return null;
  const amount = Number(m[1]);
  return Number.isFinite(amount) && amount > 0 ? amount : null;
}
