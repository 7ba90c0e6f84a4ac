// The task text for the refactoring sub-phase the erosion check inserts (docs/design.md
// #erosion-check): the offending functions with their CC before and after, the phase's gate.

import { redactSecrets } from '../secrets/index.js';
import { bullets, code, renderSections, type TaskSection } from './markdown.js';
import { autonomyBody } from './phase-task.js';
import {
  OPENING,
  constraintsBody,
  gateBody,
  objectiveBody,
  prdTitle,
  resultBody,
  rollbackBody,
  timeBody,
  workdirBody,
  type TaskGate,
  type TaskPrd,
} from './sections.js';
import { TASK_SECTION_TITLES as T } from './titles.js';

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
  timeoutSeconds: number;
  tier: string;
}

const offenderLine = (o: RefactorOffender): string =>
  `${code(`${o.file}:${o.line}`)} ${code(o.name)}: CC ${o.before === null ? 'new' : o.before} → ${o.after}`;

export function composeRefactorTask(input: RefactorTaskInput): string {
  const files = input.files.length > 0 ? input.files : [...new Set(input.offenders.map((o) => o.file))];
  const sections: TaskSection[] = [
    { title: T.opening, body: OPENING },
    {
      title: T.task,
      body:
        `Refactor the work of phase ${code(input.phase)} of PRD "${prdTitle(input.prd)}", run ${code(input.runId)}; ` +
        `model tier ${input.tier}. The erosion check found that it grew the high-CC mass (the sum of cyclomatic ` +
        `complexity over functions with CC > ${input.threshold}) from ${input.massBefore} to ${input.massAfter}.`,
    },
    { title: T.objective, body: objectiveBody(input.prd) },
    {
      title: T.offenders,
      body:
        `Bring each of these functions to CC ${input.threshold} or less (extract helpers, return early, replace ` +
        `branches with tables), keeping behaviour and public interfaces unchanged:\n${bullets(input.offenders.map(offenderLine))}`,
    },
    { title: T.autonomy, body: autonomyBody({ type: 'impl', files: [...files] }) },
    { title: T.workdir, body: workdirBody(input.workdir) },
    { title: T.gate, body: gateBody(input, input.workdir) },
    { title: T.constraints, body: constraintsBody(false, ['Refactor only: no new features, no behaviour changes.']) },
    { title: T.time, body: timeBody(input.timeoutSeconds) },
    {
      title: T.result,
      body: resultBody(input.resultFile, { readOnly: false, summaryHint: 'which functions you split and how' }),
    },
    { title: T.rollback, body: rollbackBody(false) },
  ];
  return redactSecrets(renderSections(sections));
}
