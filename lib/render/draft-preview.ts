// The one confirmation of a draft run: the drafted PRD's plan — order, models, gates with
// their verdicts, spawn forecast, what the run would write — and every default it leaves
// to OpenForge, then what approving or rejecting does.

import type { Plan } from '../schema/index.js';
import { renderPlan } from './plan.js';

export interface DraftPreviewInput {
  runId: string;
  /** The drafted PRD, relative to the project. */
  prdFile: string;
  plan: Plan;
  /** From lib/draft inferredDefaults. */
  inferred: readonly string[];
  planOnly: boolean;
}

export function renderDraftPreview(input: DraftPreviewInput): string {
  const lines = [
    `Drafted PRD: ${input.prdFile} (draft run ${input.runId}). Nothing outside .openforge/ has been written.`,
    '',
    renderPlan(input.plan).trimEnd(),
    '',
    'Inferred defaults (the PRD does not state these):',
    ...(input.inferred.length === 0 ? ['- none'] : input.inferred.map((l) => `- ${l}`)),
    '',
    input.planOnly
      ? `Plan only: nothing runs. To run it later, say "Run this PRD: ${input.prdFile}"; edit the file first if you like.`
      : 'Approve to start the run of this PRD (its first actions follow at once), or reject with a note saying what to change to have it redrafted.',
  ];
  return `${lines.join('\n')}\n`;
}
