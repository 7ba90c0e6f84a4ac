// What makes a run a draft run (docs/design.md#drafting): its title and its planner phase.
// Small on purpose: every `next` asks it, and the preview code loads only for a draft.

import type { RunPhase, RunState } from '../schema/run.js';

/** The title prefix that marks a draft run. */
export const DRAFT_TITLE_PREFIX = 'OpenForge draft: ';
export const PLANNER_PHASE = 'draft-prd';
export const CONFIRM_PHASE = 'confirm';
/** Rejections of a preview before the draft stops redrafting (then: edit the PRD by hand, or draft anew). */
export const MAX_DRAFT_REJECTS = 3;
/** A request longer than this is refused: it belongs in a PRD written by hand. */
export const MAX_REQUEST_CHARS = 16_000;

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
