// The task text for the refactoring sub-phase the erosion check inserts (docs/design.md
// #erosion-check): the offending functions with their CC before and after, the phase's gate.

import { bullets, code } from './markdown.js';
import { autonomyBody, PREVIOUS_FAILURE_SECTION, type PreviousFailure } from './phase-task.js';
import { GATE_SECTION, OBJECTIVE_SECTION, OPENING_SECTION, TIME_SECTION, WORKDIR_SECTION, type TaskRole } from './role.js';
import { constraintsBody, prdTitle, resultBody, rollbackBody, type TaskGate, type TaskPrd } from './sections.js';

export interface RefactorOffender {
  file: string;
  name: string;
  line: number;
  before: number | null;
  after: number;
}

export interface RefactorTaskInput extends TaskGate {
  prd: TaskPrd;
  runId: string;
  phase: string;
  offenders: readonly RefactorOffender[];
  /** High-CC mass of the tree at phase start and after the phase's work. */
  massBefore: number;
  massAfter: number;
  threshold: number;
  /** The phase's `Files:` scope; empty = the offenders' files. */
  files: readonly string[];
  workdir: string | null;
  resultFile: string;
  /** Why the previous refactoring attempt failed (e.g. its gate); only on a retry. */
  previousFailure?: PreviousFailure | undefined;
  timeoutSeconds: number;
  tier: string;
}

const offenderLine = (o: RefactorOffender): string =>
  `${code(`${o.file}:${o.line}`)} ${code(o.name)}: CC ${o.before === null ? 'new' : o.before} → ${o.after}`;

/** The write scope: the phase's `Files:`, else the offenders' files. */
const scopeOf = (input: RefactorTaskInput): string[] =>
  input.files.length > 0 ? [...input.files] : [...new Set(input.offenders.map((o) => o.file))];

/** The refactor task's sections; `previousFailure` only on a retry. */
export const REFACTOR_TASK_ROLE: TaskRole<RefactorTaskInput> = [
  OPENING_SECTION,
  {
    key: 'task',
    body: (input) =>
      `Refactor the work of phase ${code(input.phase)} of PRD "${prdTitle(input.prd)}", run ${code(input.runId)}; ` +
      `model tier ${input.tier}. The erosion check found that it grew the high-CC mass (the sum of cyclomatic ` +
      `complexity over functions with CC > ${input.threshold}) from ${input.massBefore} to ${input.massAfter}.`,
  },
  OBJECTIVE_SECTION,
  {
    key: 'offenders',
    body: (input) =>
      `Bring each of these functions to CC ${input.threshold} or less (extract helpers, return early, replace ` +
      `branches with tables), keeping behaviour and public interfaces unchanged:\n${bullets(input.offenders.map(offenderLine))}`,
  },
  { key: 'autonomy', body: (input) => autonomyBody({ type: 'impl', files: scopeOf(input) }) },
  WORKDIR_SECTION,
  PREVIOUS_FAILURE_SECTION,
  GATE_SECTION,
  { key: 'constraints', body: () => constraintsBody(false, ['Refactor only: no new features, no behaviour changes.']) },
  TIME_SECTION,
  {
    key: 'result',
    body: (input) => resultBody(input.resultFile, { readOnly: false, summaryHint: 'which functions you split and how' }),
  },
  { key: 'rollback', body: () => rollbackBody(false) },
];
