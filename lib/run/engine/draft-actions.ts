// A draft run's one confirmation, decided by the engine (docs/design.md#drafting): its approval
// `ask` carries the preview of the drafted PRD (an observation: the shell reads and plans the
// PRD now, as approving would run it) and the draft's own approve and reject commands; a
// plan-only draft's completion carries the preview instead. Pure.

import { quote } from 'shell-quote';
import { CONFIRM_PHASE, draftOf } from '../../draft/draft-run.js';
import type { EngineAction } from './engine-actions.js';
import type { RunState } from '../../schema/run.js';
import type { Invocation } from './actions.js';

/** The drafted PRD whose preview the actions of `state` show now, or null when none does. */
export function draftPreviewWanted(state: RunState): string | null {
  const draft = draftOf(state);
  if (draft === null) return null;
  const asks = state.status === 'running' && state.phases.some((p) => p.name === CONFIRM_PHASE && p.status === 'waiting-approval');
  const completes = draft.planOnly && state.status === 'completed' && state.summaryFile !== null;
  return asks || completes ? draft.prdFile : null;
}

/** The draft commands the human's answer runs. */
export function draftAnswers(invocation: Invocation, runId: string): { approve: string; reject: string } {
  const base = `${invocation} draft`;
  return {
    approve: `${base} --approve ${quote([runId])}`,
    reject: `${base} --reject ${quote([runId])} --note-file ${quote(['<file holding the note>'])}`,
  };
}

/** `actions` of a draft run with its confirmation filled in from `preview`; any other run's (or without a preview) as they are. */
export function withDraftPreview(state: RunState, actions: EngineAction[], preview: string | null | undefined, invocation: Invocation): EngineAction[] {
  const draft = draftOf(state);
  if (draft === null || typeof preview !== 'string') return actions;
  return actions.map((a): EngineAction => {
    if (a.kind === 'ask' && a.phase === CONFIRM_PHASE) return { ...a, asks: { code: 'preview', text: preview }, ...draftAnswers(invocation, state.runId) };
    if (a.kind === 'complete' && draft.planOnly) return { ...a, preview };
    return a;
  });
}
