// Reporting progress exactly once (docs/design.md#progress), an engine decision: the events
// after the last `progress-reported` are the ones not reported yet; when they hold something the
// user cares about, the text (the words' `progress`, lib/render/progress-text.ts) is recorded as
// a `progress-reported` event, appended with the command's other events, so a repeated `next`
// with nothing new reports nothing and a new agent session neither loses nor repeats a line.
// The one loop (passes.ts) asks for it last. Pure.

import { applyEvent } from '../fold/fold.js';
import { stamp } from '../fold/stamp.js';
import { runSpend } from '../host/spend.js';
import type { RunEvent, RunState } from '../../schema/run.js';
import { PROGRESS_EVENT_TYPES } from '../../schema/run-vocabulary.js';
import type { RunWords } from './words.js';

export interface ProgressReport {
  text: string;
  event: Extract<RunEvent, { type: 'progress-reported' }>;
  /** The state with the event folded in. */
  state: RunState;
}

/** The seq after which events are not reported yet (a run from before progress reporting: from its start). */
export const reportedThrough = (state: Pick<RunState, 'progressSeq'>): number => state.progressSeq ?? 0;

/** The progress of `unreported` (log order, ending with the state's last event) at `now`, in `words`, or null when there is nothing to tell. */
export function reportProgress(state: RunState, unreported: readonly RunEvent[], now: number, words: Pick<RunWords, 'progress'>): ProgressReport | null {
  const fresh = unreported.filter((e) => e.seq > reportedThrough(state) && PROGRESS_EVENT_TYPES.has(e.type));
  // Nothing to tell of: no text.
  if (fresh.length === 0) return null;
  const text = words.progress(state, fresh, now, runSpend(state));
  if (text === null) return null;
  const event = stamp<ProgressReport['event']>(state.seq, now, { type: 'progress-reported', text });
  return { text, event, state: applyEvent(state, event) };
}
