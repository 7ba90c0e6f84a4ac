// The words the engine's halting and completing actions and its progress report carry, as a parameter:
// the engine decides that a run halts or completes and builds the action; the sentences come
// from lib/render (lib/render/run-words.ts), which the interpreter hands in, with the facts the
// engine derived about the run (lib/run/commands/run-facts.ts). lib/run imports nothing from
// lib/render, and lib/render only the types of lib/run (lint rules). Pure.

import type { RunEscalation, RunEvent, RunState } from '../../schema/run.js';
import type { RunSpend } from '../../schema/spend.js';
import type { RunFacts } from '../commands/run-facts.js';

export interface RunWords {
  /** The message of a halted run's escalate action, ending with how to resume it with `invocation`. */
  escalation(state: RunState, escalation: RunEscalation, invocation: string, facts: RunFacts): string;
  /** The message of a completed run's complete action. */
  completion(state: RunState, facts: RunFacts): string;
  /** The progress line of `events` (not reported yet, log order) at `now`, with what the run spent; null: nothing the user cares about. */
  progress(state: RunState, events: readonly RunEvent[], now: number, spend: RunSpend | null): string | null;
}
