// An acceptance criterion a DONE result did not show as met, as the criterion and why, never a
// sentence: recorded on the `spawn-result` event, the `acceptance-asked` event and the attempt's
// `acceptance-unmet` failure. lib/text/unmet-criterion.ts words it. A log written before the facts
// were recorded carries the line it worded, which loads as it is.

import Type, { type Static } from 'typebox';
import { Closed } from './common.js';

export const UnmetCriterion = Type.Object(
  {
    /** The criterion as the PRD states it. */
    criterion: Type.String(),
    /** Marked not met; not assessed in the result; or marked in words that are not clearly met or not met (or narrowed). */
    why: Type.Enum(['not-met', 'not-assessed', 'unclear']),
    /** The child's note on it, or the narrowed criterion it wrote (absent: none). */
    note: Type.Optional(Type.String()),
  },
  Closed,
);
export type UnmetCriterion = Static<typeof UnmetCriterion>;

/** An unmet criterion as a log holds it: a string is the line an older version logged. */
export const LoggedUnmetCriterion = Type.Union([UnmetCriterion, Type.String()]);
export type LoggedUnmetCriterion = Static<typeof LoggedUnmetCriterion>;
