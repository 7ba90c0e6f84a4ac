import { redactSecrets } from '../secrets/index.js';
import { normalizeNewlines, tailChars } from '../text/index.js';

import type { EscalationReasonWord } from '../schema/run-vocabulary.js';
import { adviceText, type EscalationAdvice } from './escalation-advice.js';
import { REASON_ADVICE } from '../schema/reasons.generated.js';

/** Why a run halts as `needs-human` (docs/design.md#escalation). */
export type EscalationReason = EscalationReasonWord;

export interface EscalationInput {
  prdTitle: string | null;
  phase: string;
  reason: EscalationReason;
  /** The specific failure, one sentence (e.g. "`npm test` exited 1 on all 3 attempts"). */
  detail: string;
  /** What the attempts did, one line each. */
  attempts: readonly string[];
  /** The last gate failure output, when a gate was involved. */
  gateOutput?: string | undefined;
  /** Which next step to recommend, with the facts it names; default: the reason's. */
  advice?: EscalationAdvice | undefined;
  /** Overrides the next step altogether. */
  nextStep?: string | undefined;
}

/** v2 cut the gate output to 500 characters; the tail is where test runners print failures. */
export const GATE_OUTPUT_LIMIT = 500;


/** The advice for `reason` with no facts about the last failure. */
export const reasonAdvice = (reason: EscalationReason): EscalationAdvice => ({ kind: REASON_ADVICE[reason].advice });

/** The last `limit` characters of `text`, secrets redacted first (so a cut never reveals half a key). */
export function tailForHumans(text: string, limit = GATE_OUTPUT_LIMIT): string {
  return tailChars(redactSecrets(normalizeNewlines(text)), limit);
}

/**
 * The escalation message in OpenForge v2's format (docs/design.md#escalation-message): a heading line,
 * then PRD, Phase, Reason, What happened, Gate output (if any, ≤ 500 chars, secrets
 * redacted) and a specific recommended next step.
 */
export function renderEscalation(input: EscalationInput): string {
  const lines = [
    '⚠️ OpenForge escalation: the run needs a human',
    '',
    `PRD: ${redactSecrets(input.prdTitle ?? '(untitled)')}`,
    `Phase: ${input.phase}`,
    `Reason: ${redactSecrets(input.detail)}`,
    'What happened:',
    ...(input.attempts.length > 0 ? input.attempts.map((a) => `- ${redactSecrets(a)}`) : ['- no attempt was made']),
  ];
  if (input.gateOutput !== undefined && input.gateOutput.trim() !== '') {
    lines.push('Gate output (if applicable):', '```', tailForHumans(input.gateOutput), '```');
  }
  const nextStep = input.nextStep ?? adviceText(input.advice ?? reasonAdvice(input.reason));
  lines.push(`Recommended next step: ${redactSecrets(nextStep)}`);
  return lines.join('\n') + '\n';
}
