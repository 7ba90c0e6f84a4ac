// The draft preview for the run commands that print actions (`next`, `resume`): a cheap
// check, and the preview code (the PRD parser and planner) loaded only for a draft run.

import { draftOf } from '../../lib/draft/draft-run.js';
import type { NextReport } from '../../lib/schema/actions.js';
import type { RunState } from '../../lib/schema/run.js';
import type { CliContext } from './context.js';

export async function draftAwareReport(ctx: CliContext, state: RunState, report: NextReport): Promise<NextReport> {
  if (draftOf(state) === null) return report;
  const { withDraftPreview } = await import('./draft-preview.js');
  return withDraftPreview(ctx, state, report);
}
