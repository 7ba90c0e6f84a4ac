// The words the engine's halting and completing actions carry, as a parameter (issue 29 item 2):
// the engine decides that a run halts or completes and builds the action; the sentences come
// from lib/render (lib/render/run-words.ts), which the interpreter hands in, with the facts the
// engine derived about the run (lib/run/commands/run-facts.ts). lib/run imports nothing from
// lib/render, and lib/render only the types of lib/run (lint rules). Pure.

import type { RunEscalation, RunState } from '../../schema/run.js';
import type { RunFacts } from '../commands/run-facts.js';

export interface RunWords {
  /** The message of a halted run's escalate action, ending with how to resume it with `invocation`. */
  escalation(state: RunState, escalation: RunEscalation, invocation: string, facts: RunFacts): string;
  /** The message of a completed run's complete action. */
  completion(state: RunState, facts: RunFacts): string;
}
