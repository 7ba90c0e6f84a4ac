// Logs written by older versions still fold: where an event carried words instead of facts, the
// fold takes them as they were logged. A `run-escalated` with its sentence (`detail`) and no facts
// keeps the sentence as the facts' `text`; a `progress-reported` with the text printed folds as any
// other (the text is not read). Pure.

import type { EscalationFacts, RunEventOf } from '../../schema/run.js';

/** The facts of an escalation event, from an older log's sentence when it has no facts. */
export const escalationFactsOf = (e: Pick<RunEventOf<'run-escalated'>, 'facts' | 'detail'>): EscalationFacts => e.facts ?? { text: e.detail ?? '' };
