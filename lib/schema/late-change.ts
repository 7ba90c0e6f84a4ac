// Files changed by a child after its attempt had ended: a fact of the run state, and one the
// final verification's escalation quotes.

import Type, { type Static } from 'typebox';
import { Closed } from './common.js';
import { Millis } from './run-base.js';

/** Where a look at the tree was taken: the start of a phase, or the final verification. */
export const LookPoint = Type.Union([Type.Object({ phaseStart: Type.String() }, Closed), Type.Literal('final-verification')]);
export type LookPoint = Static<typeof LookPoint>;

/** Files changed by a child after its attempt had ended, seen while the spawn `seenBy` ran. */
export const LateChange = Type.Object(
  {
    /** The spawn whose child may have made them ('' when no phase's scope covers the files: no attempt did). */
    actionId: Type.String(),
    phase: Type.String(),
    files: Type.Array(Type.String()),
    /** The spawn whose diff saw them ('' for a look; an older log's look: where, in words). */
    seenBy: Type.String(),
    at: Millis,
    /** Seen by a look at the tree (a phase starting, the final verification), not by an attempt's diff. */
    look: Type.Optional(Type.Literal(true)),
    /** Where the look was taken (absent: an older log's, said by `seenBy`). */
    lookAt: Type.Optional(LookPoint),
  },
  Closed,
);
export type LateChange = Static<typeof LateChange>;
