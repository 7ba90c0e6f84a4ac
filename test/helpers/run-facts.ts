// The render functions that take the facts derived from a run (lib/run/engine/run-facts.ts),
// called as the commands call them: with the facts of the state they render.
import { progressText, renderRunSummary, statusReport } from '../../lib/render/index.js';
import { runSpend } from '../../lib/run/host/spend.js';
import { runFacts } from '../../lib/run/index.js';
import { progressFacts } from '../../lib/run/engine/progress.js';
import type { RunEvent, RunState, StatusReport } from '../../lib/schema/index.js';

/** `status`'s report of `state` at `now`. */
export const statusOf = (state: RunState, now: number, warnings?: readonly string[]): StatusReport => statusReport(state, runFacts(state), now, warnings);

/** The completion summary of `state` at `now`. */
export const summaryOf = (state: RunState, now: number, warnings?: readonly string[]): string => renderRunSummary(state, runFacts(state), now, warnings);

/** The progress text of `events` of `state` at `now`. */
export const progressOf = (state: RunState, events: readonly RunEvent[], now: number): string | null => progressText(state, progressFacts(state, events, runSpend(state)), now);
