import { findAssignedSecrets } from './assignment.js';
import { isMaskedPlaceholder } from './entropy.js';
import { SECRET_PATTERNS, type SecretPattern } from './patterns.js';
import { findPrivateKeys } from './private-key.js';
import type { SecretSpan } from './span.js';

interface Ranked extends SecretSpan {
  readonly priority: number;
}

function patternSpans(text: string, pattern: SecretPattern, priority: number): Ranked[] {
  const out: Ranked[] = [];
  const regex = new RegExp(pattern.regex.source, pattern.regex.flags);
  for (const match of text.matchAll(regex)) {
    const group = pattern.group ?? 0;
    const where: readonly [number, number] | undefined =
      group === 0 ? [match.index, match.index + match[0].length] : match.indices?.[group];
    const secret = match[group];
    if (where === undefined || secret === undefined) continue;
    if (pattern.accept !== undefined && !pattern.accept(secret, match)) continue;
    if (isMaskedPlaceholder(secret)) continue;
    out.push({ start: where[0], end: where[1], kind: pattern.kind, description: pattern.description, priority });
  }
  return out;
}

/** Whether `text` holds one of the pattern's needles (`lower`: the text lowercased, made on first need). */
function mayMatch(text: string, lower: () => string, pattern: SecretPattern): boolean {
  const haystack = pattern.regex.ignoreCase ? lower() : text;
  return pattern.needles.some((needle) => haystack.includes(needle));
}

/**
 * Every secret in `text`, sorted, without overlaps: overlapping hits are merged into one
 * span that keeps the kind of the earliest (then longest, then highest-priority) hit.
 */
export function findSecretSpans(text: string): SecretSpan[] {
  let lowered: string | undefined;
  const lower = (): string => (lowered ??= text.toLowerCase());
  const ranked: Ranked[] = [
    ...findPrivateKeys(text).map((s) => ({ ...s, priority: -1 })),
    ...SECRET_PATTERNS.flatMap((pattern, i) => (mayMatch(text, lower, pattern) ? patternSpans(text, pattern, i) : [])),
    ...findAssignedSecrets(text).map((s) => ({ ...s, priority: SECRET_PATTERNS.length })),
  ];
  ranked.sort((a, b) => a.start - b.start || b.end - a.end || a.priority - b.priority);
  const merged: SecretSpan[] = [];
  for (const span of ranked) {
    const last = merged[merged.length - 1];
    if (last !== undefined && span.start < last.end) {
      if (span.end > last.end) merged[merged.length - 1] = { ...last, end: span.end };
      continue;
    }
    merged.push({ start: span.start, end: span.end, kind: span.kind, description: span.description });
  }
  return merged;
}
