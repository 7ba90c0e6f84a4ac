// A draft run's one confirmation: its approval `ask` carries the preview of the drafted PRD
// (read and planned now, as approving would run it) and the draft's own approve and reject
// commands; a plan-only draft's completion carries the preview instead.

import { join } from 'node:path';
import { quote } from 'shell-quote';
import { CONFIRM_PHASE, draftOf, inferredDefaults, type DraftRun } from '../../lib/draft/index.js';
import { readTextFile } from '../../lib/io/index.js';
import { planPrd } from '../../lib/plan/index.js';
import { parsePrd } from '../../lib/prd/index.js';
import { renderDraftPreview } from '../../lib/render/index.js';
import type { Action, NextReport } from '../../lib/schema/actions.js';
import type { RunState } from '../../lib/schema/run.js';
import type { CliContext } from './context.js';
import { planInput } from './plan-input.js';
import { projectFacts } from './project-facts.js';
import { invocation } from './invocation.js';

/** The preview text, or what stands in the way of one. */
export function draftPreviewText(ctx: CliContext, state: RunState, draft: DraftRun): { ok: boolean; text: string } {
  const path = join(state.cwd, draft.prdFile);
  const read = readTextFile(path);
  if (!read.ok) return { ok: false, text: `The drafted PRD ${draft.prdFile} cannot be read: ${read.message}` };
  const plan = planPrd(planInput({ file: draft.prdFile, path, text: read.text }, state.cwd, ctx));
  const facts = projectFacts(state.cwd, ctx);
  const inferred = inferredDefaults(parsePrd(read.text).prd, plan, facts.ok ? facts.facts.commands : []);
  return { ok: plan.valid, text: renderDraftPreview({ runId: state.runId, prdFile: draft.prdFile, plan, inferred, planOnly: draft.planOnly }) };
}

/** The draft commands the human's answer runs. */
export function draftAnswers(ctx: CliContext, runId: string): { approve: string; reject: string } {
  const base = `${invocation(ctx)} draft`;
  return {
    approve: `${base} --approve ${quote([runId])}`,
    reject: `${base} --reject ${quote([runId])} --note-file ${quote(['<file holding the note>'])}`,
  };
}

/** `report` with a draft run's confirmation filled in; any other run's report as it is. */
export function withDraftPreview(ctx: CliContext, state: RunState, report: NextReport): NextReport {
  const draft = draftOf(state);
  if (draft === null) return report;
  const shows = (a: Action): boolean => (a.kind === 'ask' && a.phase === CONFIRM_PHASE) || (a.kind === 'complete' && draft.planOnly);
  if (!report.actions.some(shows)) return report;
  const preview = draftPreviewText(ctx, state, draft).text;
  const actions = report.actions.map((a): Action => {
    if (a.kind === 'ask' && a.phase === CONFIRM_PHASE) return { ...a, question: preview, ...draftAnswers(ctx, state.runId) };
    if (a.kind === 'complete' && draft.planOnly) return { ...a, message: `${a.message}\n\n${preview}` };
    return a;
  });
  return { ...report, actions };
}
