import { findSecretSpans } from './find.js';

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
