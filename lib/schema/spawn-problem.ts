// What is wrong with a spawn's result, as a code and its data, never a sentence: recorded on the
// `spawn-result` event and the spawn, quoted by the attempt's invalid-result failure.
// lib/text/spawn-problem.ts words it. A log written before the facts were recorded carries its
// sentence, which the fold keeps as `text`.

import Type, { type Static } from 'typebox';
import { Closed } from './common.js';

const Count = Type.Integer({ minimum: 0 });

/** A file created `seconds` before the action that was to write it was issued: the action did not write it. */
const CreatedEarly = Type.Object({ code: Type.Literal('created-early'), path: Type.String(), seconds: Count }, Closed);

/** Why a file cannot be its action's own: the shell's refusal as it said it (a link, a FIFO, a file it cannot read), or created early. */
export const FileRefusal = Type.Union([Type.String(), CreatedEarly]);
export type FileRefusal = Static<typeof FileRefusal>;

/**
 * How the reader took the result: an error; a repair it made (`warning`); a review's line read as
 * FAIL (`fail`); prose whose attempt its gates decide (`gates`) or whose text is the summary of an
 * ungated phase (`summary`).
 */
const ReadAs = Type.Enum(['error', 'warning', 'fail', 'gates', 'summary']);

/**
 * By code: a diagnostic of the result reader at `file:line:column`; the file holds no result
 * envelope (`as`: an error, or prose taken as `gates`/`summary` say); the shell refused the file
 * (`why`); it was created before its spawn was issued; run files the child may not write changed
 * while it was at work (up to 10 named, `more` the rest); OpenClaw reported the collector child
 * done without its file, failed or killed; a sentence as it was said (sessions_spawn's error, a
 * limit's text, or an older log's sentence).
 */
export const SpawnProblem = Type.Union([
  Type.Object({ code: Type.Literal('read'), file: Type.String(), line: Type.Integer(), column: Type.Integer(), message: Type.String(), as: ReadAs }, Closed),
  Type.Object({ code: Type.Literal('no-envelope'), file: Type.String(), as: ReadAs }, Closed),
  Type.Object({ code: Type.Literal('result-refused'), why: Type.String() }, Closed),
  CreatedEarly,
  Type.Object(
    { code: Type.Literal('run-file-changed'), changes: Type.Array(Type.Object({ path: Type.String(), how: Type.Enum(['created', 'changed', 'removed']) }, Closed)), more: Count },
    Closed,
  ),
  Type.Object({ code: Type.Literal('collector'), status: Type.Enum(['done', 'failed', 'killed']), file: Type.String() }, Closed),
  Type.Object({ code: Type.Literal('text'), text: Type.String() }, Closed),
]);
export type SpawnProblem = Static<typeof SpawnProblem>;

/** A spawn problem as a log holds it: a string is the sentence an older version logged. */
export const LoggedSpawnProblem = Type.Union([SpawnProblem, Type.String()]);
export type LoggedSpawnProblem = Static<typeof LoggedSpawnProblem>;
