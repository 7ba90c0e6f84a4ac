// Why a run's events do not fold into a run, as a code and its data (lib/run/fold/fold.ts's
// `foldEvents`): the log is empty; its first event is not `run-started`; an event's seq breaks
// the count (`index`: 1-based line of the log; it and the events after it are ignored).
// lib/text/fold-problem.ts words it for the shell's warnings.

import Type, { type Static } from 'typebox';
import { Closed } from './common.js';
import { Count } from './run-base.js';

export const FoldProblem = Type.Union([
  Type.Object({ code: Type.Literal('empty') }, Closed),
  Type.Object({ code: Type.Literal('not-started'), first: Type.String() }, Closed),
  Type.Object({ code: Type.Literal('seq-gap'), index: Count, seq: Type.Integer(), expected: Count }, Closed),
]);
export type FoldProblem = Static<typeof FoldProblem>;
