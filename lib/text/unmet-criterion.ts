// An unmet acceptance criterion in one line: the failure reason, the retry's task and the
// question a child is asked once about unclear criteria alike. The engine records the criterion
// and why (lib/schema/unmet-criterion.ts); a line an older version logged is said as it was logged. Pure.

import type { LoggedUnmetCriterion, UnmetCriterion } from '../schema/unmet-criterion.js';

const WHY: Record<UnmetCriterion['why'], string> = {
  'not-met': 'is marked not met',
  'not-assessed': 'is not assessed in the result',
  unclear: 'is not clearly marked met or not met in the result',
};

/** `"<criterion>" <why> (<note>)`. */
export function unmetCriterionText(unmet: LoggedUnmetCriterion): string {
  if (typeof unmet === 'string') return unmet;
  return `"${unmet.criterion}" ${WHY[unmet.why]}${unmet.note ? ` (${unmet.note})` : ''}`;
}
