// What a failed attempt recorded in a run's events or state says, in the words the retry's task,
// the chat and the summary use (lib/text/attempt-failure.ts): the engine records a code and its
// data, so scenario tests that check what an attempt was told read it through the words; so too
// the problems a spawn's result recorded (lib/text/spawn-problem.ts).
import type { AttemptFailure, LoggedSpawnProblem } from '../../lib/schema/run.js';
import { attemptFailureText } from '../../lib/text/attempt-failure.js';
import { spawnProblemText } from '../../lib/text/spawn-problem.js';

/** The sentence of an `attempt-failed` event or a phase's failure record (an older log's `reason` as it was logged). */
export function failureSaid(recorded: unknown): string {
  const r = recorded as { failure?: AttemptFailure; reason?: string };
  return attemptFailureText(r.failure ?? r.reason ?? '');
}

/** The sentences of a `spawn-result` event's or a spawn's problems (an older log's sentences as they were logged). */
export function problemsSaid(recorded: unknown): string[] {
  return ((recorded as { problems?: LoggedSpawnProblem[] }).problems ?? []).map(spawnProblemText);
}
