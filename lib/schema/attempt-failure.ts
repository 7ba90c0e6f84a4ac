// Why an attempt failed, as a code and its data, never a sentence: recorded on `attempt-failed`
// events and the phase's failures, quoted by an escalation's facts. lib/text/attempt-failure.ts
// words it once, for the retry's task, the chat, `status` and the summary alike. A log written
// before the facts were recorded carries its sentence, which the fold keeps as `text`.

import Type, { type Static } from 'typebox';
import { Closed } from './common.js';
import { PhaseType } from './prd.js';
import { Count, GateEvidenceRecord, GateFailureReason, Nullable, SpawnRole } from './run-base.js';
import { LoggedSpawnProblem } from './spawn-problem.js';
import { LoggedUnmetCriterion } from './unmet-criterion.js';

/** Files an attempt changed that it may not: up to 20 named, `more` the rest. */
const ChangedFiles = { files: Type.Array(Type.String()), more: Count, role: SpawnRole };

/**
 * By code: a gate exited non-zero; it timed out; it exited but failed on its evidence (`reason`,
 * `evidence`: the runner's report against the baseline); a read-only phase changed files; an
 * attempt changed files outside the phase's `Files:` scope (`earlier`: a retry, the changes may
 * be an earlier attempt's); a DONE result left acceptance criteria not met (each with why); the
 * result file is not a valid result (its problems: one of run files changed or a collector's
 * state says itself); an older log's run-file or collector problem that says itself (`problem`); no result within the budget; the sub-agent reported ERROR; an older
 * log's sentence (`text`).
 */
export const AttemptFailure = Type.Union([
  Type.Object({ code: Type.Literal('gate-failed'), command: Type.String(), exitCode: Nullable(Type.Integer()) }, Closed),
  Type.Object({ code: Type.Literal('gate-timed-out'), command: Type.String(), timeoutSeconds: Count }, Closed),
  Type.Object(
    { code: Type.Literal('gate-evidence'), command: Type.String(), exitCode: Nullable(Type.Integer()), reason: GateFailureReason, evidence: GateEvidenceRecord },
    Closed,
  ),
  Type.Object({ code: Type.Literal('read-only-changed'), ...ChangedFiles, phaseType: PhaseType }, Closed),
  Type.Object({ code: Type.Literal('outside-scope'), ...ChangedFiles, earlier: Type.Boolean() }, Closed),
  Type.Object({ code: Type.Literal('acceptance-unmet'), criteria: Type.Array(LoggedUnmetCriterion) }, Closed),
  Type.Object({ code: Type.Literal('invalid-result'), problems: Type.Array(LoggedSpawnProblem) }, Closed),
  Type.Object({ code: Type.Literal('result-refused'), problem: Type.String() }, Closed),
  Type.Object({ code: Type.Literal('timed-out'), timeoutSeconds: Count }, Closed),
  Type.Object({ code: Type.Literal('error-reported'), summary: Nullable(Type.String()) }, Closed),
  Type.Object({ code: Type.Literal('text'), text: Type.String() }, Closed),
]);
export type AttemptFailure = Static<typeof AttemptFailure>;
