// Logs written by older versions still fold: where an event carried words instead of facts, the
// fold takes them as they were logged. A `run-escalated` with its sentence (`detail`) and no facts
// keeps the sentence as the facts' `text`; an `attempt-failed` with its sentence (`reason`) and no
// failure keeps it as a `text` failure; a `spawn-result` whose problems are sentences keeps each as a
// `text` problem; a `progress-reported` with the text printed folds as any other (the text is not
// read). Pure.

import type { AttemptFailure, EscalationFacts, LoggedSpawnProblem, RunEventOf, SpawnProblem } from '../../schema/run.js';

/** The facts of an escalation event, from an older log's sentence when it has no facts. */
export const escalationFactsOf = (e: Pick<RunEventOf<'run-escalated'>, 'facts' | 'detail'>): EscalationFacts => e.facts ?? { text: e.detail ?? '' };

/** The failure of an `attempt-failed` event, from an older log's sentence when it has no failure. */
export const failureOf = (e: Pick<RunEventOf<'attempt-failed'>, 'failure' | 'reason'>): AttemptFailure => e.failure ?? { code: 'text', text: e.reason ?? '' };

/** A spawn's problem as the fold keeps it: an older log's sentence becomes a `text` problem. */
export const spawnProblemOf = (p: LoggedSpawnProblem): SpawnProblem => (typeof p === 'string' ? { code: 'text', text: p } : p);
