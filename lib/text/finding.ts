// A finding's text as the fix task, the summary and an escalation quote it: what a sub-agent
// reported, or a review's whole report taken as its finding (recorded as the report's text with
// `report`). Pure.

import type { RunFinding } from '../schema/result.js';

/** The finding's description, said as the report of a review that did not pass when it is one. */
export const findingText = (f: Pick<RunFinding, 'description' | 'report'>): string =>
  f.report === true ? `The review did not pass; its report says:\n${f.description}` : f.description;
