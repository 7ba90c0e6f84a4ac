import { warning, type RuleId } from '../diagnostics/index.js';
import type { Diagnostic } from '../schema/index.js';
import { findSecretSpans } from './find.js';

/** The rule id of every secret warning. */
export const SECRET_RULE_ID = 'possible-secret' satisfies RuleId;

/** Offsets of every line start, for offset → line/column. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

function position(starts: readonly number[], offset: number): { line: number; column: number } {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] as number) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - (starts[lo] as number) + 1 };
}

/** The message names the kind only: never the secret, nor any part of it. */
function message(description: string, kind: string): string {
  return `This looks like ${description}. A PRD is copied into sub-agent tasks and run logs, so it must not hold secrets. ` +
    'Expected a reference to where the secret lives instead (an environment variable name such as `$API_TOKEN`, or a ' +
    `secrets manager). Fix: remove it from the PRD and rotate it if the file was ever shared; until then OpenForge ` +
    `replaces it with [REDACTED:${kind}] in every task text, log tail and escalation it writes.`;
}

/** One `possible-secret` warning per secret found, positioned at its first character. */
export function findSecrets(text: string): Diagnostic[] {
  const spans = findSecretSpans(text);
  if (spans.length === 0) return [];
  const starts = lineStarts(text);
  return spans.map((span) => warning({ ruleId: SECRET_RULE_ID, message: message(span.description, span.kind), ...position(starts, span.start) }));
}
