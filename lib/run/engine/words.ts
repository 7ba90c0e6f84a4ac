// The words the engine's halting and completing actions and its progress report carry, as a parameter (issue 29 item 2):
// the engine decides that a run halts or completes and builds the action; the sentences come
// from lib/render (lib/render/run-words.ts), which the interpreter hands in. lib/run imports
// nothing from lib/render (a lint rule). Pure.

import type { RunEscalation, RunEvent, RunState } from '../../schema/run.js';

export interface RunWords {
  /** The message of a halted run's escalate action, ending with how to resume it with `invocation`. */
  escalation(state: RunState, escalation: RunEscalation, invocation: string): string;
  /** The message of a completed run's complete action. */
  completion(state: RunState): string;
  /** The progress line of `events` (not reported yet, log order) at `now`; null: nothing the user cares about. */
  progress(state: RunState, events: readonly RunEvent[], now: number): string | null;
}
