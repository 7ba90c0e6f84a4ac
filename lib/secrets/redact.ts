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

/** `value` with every string at any depth redacted (a copy where something changed); cheap when nothing is secret: one scan of its JSON. */
export function redactDeep<T>(value: T): T {
  if (findSecretSpans(JSON.stringify(value) ?? '').length === 0) return value;
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
