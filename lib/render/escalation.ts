import { redactSecrets } from '../secrets/index.js';
import { normalizeNewlines, tailChars } from '../text/index.js';

import type { EscalationReasonWord } from '../schema/run-vocabulary.js';

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
  /** Overrides the default next step for the reason. */
  nextStep?: string | undefined;
}

/** v2 cut the gate output to 500 characters; the tail is where test runners print failures. */
export const GATE_OUTPUT_LIMIT = 500;

const NEXT_STEP: Record<EscalationReason, string> = {
  'gate-retries-exhausted':
    'Read the gate output, fix the failure by hand or revise the phase tasks, then resume the run; if the gate command itself is wrong, fix it in the PRD.',
  'review-cycles-exhausted':
    'Read the findings history, fix the remaining Blocking and Required items by hand or narrow the review, then resume the run.',
  'no-progress':
    'Two attempts failed the same way, so retrying will not help: change the phase tasks or fix the cause by hand, then resume the run.',
  'sub-agent-blocked':
    'The sub-agent reported it is blocked by something outside its scope: read its summary in the run\'s results, provide what it needs (or change the phase), then resume the run.',
  'checkpoint-failed':
    'A gate that passed earlier fails at the checkpoint: a later phase broke it. Fix the regression by hand, then resume the run.',
  'sub-agent-error':
    'Check the sub-agent session for the error (model availability, tool permissions), fix it, then resume the run.',
  'escalate-flag': 'This phase asks for a human (`Escalate: true`): do its work or review it, then resume the run.',
  'gate-not-run':
    'The gate was offered but its log never appeared: run the gate\'s `exec.command` exactly as OpenForge gives it (unchanged, with its redirection into the log, not piped or shortened), then resume the run.',
  'budget-exhausted':
    'The run reached its spawn or time budget: check why phases kept retrying, then raise `max-spawns` / `max-duration` in the PRD front matter or resume deliberately.',
};

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
  lines.push(`Recommended next step: ${redactSecrets(input.nextStep ?? NEXT_STEP[input.reason])}`);
  return lines.join('\n') + '\n';
}
