// What `openforge draft REQUEST_FILE` decides before it starts the draft run: whether the
// request is usable, and the draft run's own plan, whose one gate is OpenForge's validator on
// the drafted PRD (a command written by OpenForge itself, so it needs no confirmation). Pure.

import { planPrdDetailed, type DetailedPlan, type PlanInput } from '../plan/plan.js';
import { MAX_REQUEST_CHARS } from './draft-run.js';
import { draftValidatorGate } from './draft-prd.js';

/** The request file as read: its text, or why it could not be read. */
export type RequestRead = { ok: true; text: string } | { ok: false; message: string };

/** The user's request in `file` (as the user named it), or the problem to report. */
export function draftRequest(file: string, path: string, read: RequestRead): { ok: true; request: string } | { ok: false; problem: string } {
  if (!read.ok) return { ok: false, problem: read.message.split(path).join(file) };
  const request = read.text.trim();
  if (request === '') return { ok: false, problem: `${file} is empty; write the user's request into it.` };
  if (request.length > MAX_REQUEST_CHARS) {
    return {
      ok: false,
      problem: `${file} holds ${request.length} characters; a request is at most ${MAX_REQUEST_CHARS}. Longer text is a PRD: write it to .openforge/prds/<name>.prd.md and run that.`,
    };
  }
  return { ok: true, request };
}

/** The draft run's plan: `input` planned, with the validator gate on `prdFile` trusted as OpenForge's own. */
export function planDraftRun(input: PlanInput, invocation: string, prdFile: string): DetailedPlan {
  const detailed = planPrdDetailed(input);
  const own = draftValidatorGate(invocation, prdFile);
  for (const [phase, checks] of detailed.gateChecks) {
    detailed.gateChecks.set(phase, checks.map((c) => (c.command === own && c.verdict === 'confirm' ? { ...c, verdict: 'ok' as const } : c)));
  }
  return detailed;
}
