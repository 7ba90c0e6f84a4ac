// The draft run's own PRD: a planner phase whose product is the PRD itself, checked by
// OpenForge's validator run as its gate, then (unless plan-only) one approval phase whose
// question is the preview. Built on the ordinary run machinery (docs/design.md#drafting).

import { quote } from 'shell-quote';
import type { DetectedModels, ProjectFacts } from '../schema/detect.js';
import { plannerTaskBullets } from '../task/index.js';
import { fence } from '../task/markdown.js';
import { CONFIRM_PHASE, DRAFT_TITLE_PREFIX, MAX_DRAFT_REJECTS, PLANNER_PHASE } from './draft-run.js';

export interface DraftPrdInput {
  request: string;
  slug: string;
  /** `.openforge/prds/<slug>.prd.md`, relative to the project. */
  prdFile: string;
  /** How the agent runs OpenForge: `node /…/openforge.cjs` (the validator gate's program). */
  invocation: string;
  facts: ProjectFacts;
  models: DetectedModels | null;
  /** "Plan a pipeline for …": no approval phase; the draft ends at the preview. */
  planOnly: boolean;
}

/** Spawns the draft may use: 3 attempts per drafting round, one round per rejection. */
const MAX_DRAFT_SPAWNS = 3 * (MAX_DRAFT_REJECTS + 1);

/** The planner phase's gate: OpenForge's own validator on the drafted PRD. */
export const draftValidatorGate = (invocation: string, prdFile: string): string => `${invocation} validate ${quote([prdFile])}`;

export function composeDraftPrd(input: DraftPrdInput): string {
  const gate = draftValidatorGate(input.invocation, input.prdFile);
  const bullets = plannerTaskBullets({ prdFile: input.prdFile, facts: input.facts, models: input.models });
  const lines = [
    '---',
    'erosion: off',
    // The drafted PRD is validated again when its own run starts: no second validator run here.
    'final-verification: off',
    `max-spawns: ${MAX_DRAFT_SPAWNS}`,
    '---',
    `# PRD: ${DRAFT_TITLE_PREFIX}${input.slug}`,
    '',
    '## Objective',
    '',
    `Turn the user's request below (their words, verbatim) into a PRD at \`${input.prdFile}\` that OpenForge validates.`,
    '',
    fence(input.request, 'text'),
    '',
    '## Phases',
    '',
    `### Phase: ${PLANNER_PHASE}`,
    '**Type:** impl',
    '**Model:** opus',
    `**Files:** ${input.prdFile}`,
    '**Max-Retries:** 2',
    '**Tasks:**',
    ...bullets.map((b) => `- ${b}`),
    '',
    `**Gate:** \`${gate}\``,
  ];
  if (!input.planOnly) {
    lines.push(
      '',
      `### Phase: ${CONFIRM_PHASE}`,
      '**Type:** approval',
      `**On-Reject:** ${PLANNER_PHASE}`,
      '**Tasks:**',
      '- Read the preview of the drafted PRD; approve to start its run, or reject with a note to have it redrafted',
    );
  }
  return `${lines.join('\n')}\n`;
}
