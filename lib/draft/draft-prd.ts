// The draft run's own PRD: a planner phase whose product is the PRD itself, checked by
// OpenForge's validator run as its gate, then (unless plan-only) one approval phase whose
// question is the preview. Built on the ordinary run machinery (docs/design.md#drafting).

import { quote } from 'shell-quote';
import type { DetectedModels, ProjectFacts } from '../schema/detect.js';
import type { RunPhase, RunState } from '../schema/run.js';
import { plannerTaskBullets } from '../task/index.js';

/** The title prefix that marks a draft run. */
export const DRAFT_TITLE_PREFIX = 'OpenForge draft: ';
export const PLANNER_PHASE = 'draft-prd';
export const CONFIRM_PHASE = 'confirm';
/** Rejections of a preview before the draft stops redrafting (then: edit the PRD by hand, or draft anew). */
export const MAX_DRAFT_REJECTS = 3;
/** A request longer than this is refused: it belongs in a PRD written by hand. */
export const MAX_REQUEST_CHARS = 16_000;

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

/** A fence longer than any backtick run in `text`. */
function fenced(text: string): string {
  const longest = Math.max(0, ...Array.from(text.matchAll(/`+/g), (m) => m[0].length));
  const bar = '`'.repeat(Math.max(3, longest + 1));
  return `${bar}text\n${text.replace(/\r\n?/g, '\n').trimEnd()}\n${bar}`;
}

/** Spawns the draft may use: 3 attempts per drafting round, one round per rejection. */
const MAX_DRAFT_SPAWNS = 3 * (MAX_DRAFT_REJECTS + 1);

export function composeDraftPrd(input: DraftPrdInput): string {
  const gate = `${input.invocation} validate ${quote([input.prdFile])}`;
  const bullets = plannerTaskBullets({ prdFile: input.prdFile, facts: input.facts, models: input.models });
  const lines = [
    '---',
    'erosion: off',
    `max-spawns: ${MAX_DRAFT_SPAWNS}`,
    '---',
    `# PRD: ${DRAFT_TITLE_PREFIX}${input.slug}`,
    '',
    '## Objective',
    '',
    `Turn the user's request below (their words, verbatim) into a PRD at \`${input.prdFile}\` that OpenForge validates.`,
    '',
    fenced(input.request),
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

export interface DraftRun {
  /** The drafted PRD, relative to the project. */
  prdFile: string;
  planOnly: boolean;
  planner: RunPhase;
  /** Rejections recorded so far. */
  rejects: number;
}

/** The draft facts of a run, or null when it is not a draft run. */
export function draftOf(state: RunState): DraftRun | null {
  if (!(state.prd.title ?? '').startsWith(DRAFT_TITLE_PREFIX)) return null;
  const planner = state.phases.find((p) => p.name === PLANNER_PHASE);
  const prdFile = planner?.files[0];
  if (planner === undefined || prdFile === undefined || planner.files.length !== 1 || !/^\.openforge\/prds\/[^/]+\.prd\.md$/.test(prdFile)) return null;
  const confirm = state.phases.find((p) => p.name === CONFIRM_PHASE && p.kind === 'approval');
  const rejects = confirm?.decisions.filter((d) => d.decision === 'reject').length ?? 0;
  return { prdFile, planOnly: confirm === undefined, planner, rejects };
}
