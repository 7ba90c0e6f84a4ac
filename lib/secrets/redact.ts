import { findSecretSpans } from './find.js';
import { checksumText } from '../text/checksum.js';

/** The text that replaces a secret of this kind. */
export const redactionMarker = (kind: string): string => `[REDACTED:${kind}]`;

/** `text` with every secret replaced by `[REDACTED:<kind>]`. Idempotent. */
export function redactSecrets(text: string): string {
  const spans = findSecretSpans(text);
  if (spans.length === 0) return text;
  const parts: string[] = [];
  let at = 0;
  for (const span of spans) {
    parts.push(text.slice(at, span.start), redactionMarker(span.kind));
    at = span.end;
  }
  parts.push(text.slice(at));
  return parts.join('');
}

/** Every string value at any depth of `value` (not the keys: they are not redacted). */
function stringsOf(value: unknown, out: string[]): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsOf(v, out);
  else if (value !== null && typeof value === 'object') for (const v of Object.values(value)) stringsOf(v, out);
  return out;
}

/**
 * Whether any of `texts` holds a secret, in one scan of them joined by newlines (cheap: a cold
 * process compiles each secret pattern for its first use, and again for its second). Each text
 * is then bounded by a newline or the scan's ends, which no pattern matches across and which
 * every pattern's boundary treats as a text's own start or end, so a secret any text holds alone
 * is found; the join may find more (a key block's body in the next text), never less. Not their
 * JSON: its escapes hide a secret that follows a quote (`password="…"` is `password=\"…\"`).
 */
export function anySecret(texts: readonly string[]): boolean {
  return findSecretSpans(texts.join('\n')).length > 0;
}

/** `value` with every string at any depth redacted (a copy where something changed); cheap when nothing is secret: one scan of its strings. */
export function redactDeep<T>(value: T): T {
  if (!anySecret(stringsOf(value, []))) return value;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return redactSecrets(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}

/**
 * A name (a phase's) as a run keeps it: itself when it holds no secret, else redacted with a
 * short digest of the name as written, so two names that differ only in their secrets stay
 * distinct (`deploy [REDACTED:github-token] #3f9a1c`). Idempotent; the same name always gives the same result.
 */
export function redactName(name: string): string {
  const redacted = redactSecrets(name);
  return redacted === name ? name : `${redacted} #${checksumText(name).slice(0, 6)}`;
}
