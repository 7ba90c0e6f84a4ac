import Type, { type Static } from 'typebox';
import { FINDING_SEVERITIES, RESULT_STATUSES } from './result-vocabulary.js';
import { Closed, Line } from './common.js';

export const ResultStatus = Type.Enum([...RESULT_STATUSES]);
export type ResultStatus = Static<typeof ResultStatus>;

export const FindingSeverity = Type.Enum([...FINDING_SEVERITIES]);
export type FindingSeverity = Static<typeof FindingSeverity>;

/** One issue a sub-agent (usually a reviewer) reports; `file`/`line` when known. */
export const Finding = Type.Object(
  {
    severity: FindingSeverity,
    description: Type.String(),
    file: Type.Optional(Type.String()),
    line: Type.Optional(Line),
  },
  Closed,
);
export type Finding = Static<typeof Finding>;

/**
 * A finding as a run records it: one a sub-agent reported, or (`report`) a review's whole report
 * taken as its one finding, when it said FAIL and listed no item (worded by lib/text/finding.ts).
 */
export const RunFinding = Type.Object({ ...Finding.properties, report: Type.Optional(Type.Literal(true)) }, Closed);
export type RunFinding = Static<typeof RunFinding>;

/** The sub-agent's self-assessment of one of the phase's Acceptance criteria. */
export const AcceptanceCheck = Type.Object(
  { criterion: Type.String(), met: Type.Boolean(), note: Type.Optional(Type.String()) },
  Closed,
);
export type AcceptanceCheck = Static<typeof AcceptanceCheck>;

/**
 * What a sub-agent writes to its `resultFile`. Review phases may write the review
 * markdown instead; the parser turns it into this envelope.
 */
export const ResultEnvelope = Type.Object(
  {
    status: ResultStatus,
    summary: Type.String(),
    findings: Type.Array(Finding),
    /** Commands run, files read, test output excerpts. */
    evidence: Type.Array(Type.String()),
    filesModified: Type.Array(Type.String()),
    recommendation: Type.String(),
    /** May be empty (e.g. the phase has no Acceptance criteria). */
    acceptance: Type.Array(AcceptanceCheck),
  },
  Closed,
);
export type ResultEnvelope = Static<typeof ResultEnvelope>;
