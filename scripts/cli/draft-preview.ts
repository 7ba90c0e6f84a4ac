// A draft run's preview of its drafted PRD: read and planned now, as approving would run it.
// The engine puts it in the draft's confirmation (lib/run/engine/draft-actions.ts); `draft
// --approve` checks with it that the PRD still starts a run. Loaded only for a draft run.

import { join } from 'node:path';
import { draftOf, inferredDefaults } from '../../lib/draft/index.js';
import { readTextFile } from '../../lib/io/index.js';
import { planPrd } from '../../lib/plan/index.js';
import { parsePrd } from '../../lib/prd/index.js';
import { renderDraftPreview } from '../../lib/render/index.js';
import type { RunState } from '../../lib/schema/run.js';
import type { CliContext } from './context.js';
import { planInput } from './plan-input.js';
import { projectFacts } from './project-facts.js';

/** The preview text of the draft run `state`, or what stands in the way of one; `ok`: the PRD plans validly. */
export function draftPreviewText(ctx: CliContext, state: RunState): { ok: boolean; text: string } {
  const draft = draftOf(state);
  if (draft === null) return { ok: false, text: `run ${state.runId} is not a draft run.` };
  const path = join(state.cwd, draft.prdFile);
  const read = readTextFile(path);
  if (!read.ok) return { ok: false, text: `The drafted PRD ${draft.prdFile} cannot be read: ${read.message}` };
  const plan = planPrd(planInput({ file: draft.prdFile, path, text: read.text }, state.cwd, ctx));
  const facts = projectFacts(state.cwd, ctx);
  const inferred = inferredDefaults(parsePrd(read.text).prd, plan, facts.ok ? facts.facts.commands : []);
  return { ok: plan.valid, text: renderDraftPreview({ runId: state.runId, prdFile: draft.prdFile, plan, inferred, planOnly: draft.planOnly }) };
}
