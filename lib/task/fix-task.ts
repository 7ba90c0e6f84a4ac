// The task text for a fix sub-agent spawned when a review has Blocking or Required
// Changes items (docs/design.md#review-fix-loop, #tasks).

import { code } from './markdown.js';
import { autonomyBody, PREVIOUS_FAILURE_SECTION, type PreviousFailure } from './phase-task.js';
import { findingBullet, type TaskFinding } from './review-task.js';
import { MAX_REVIEW_CYCLES } from './review-cycles.js';
import { GATE_SECTION, OBJECTIVE_SECTION, OPENING_SECTION, TIME_SECTION, WORKDIR_SECTION, type TaskRole } from './role.js';
import { constraintsBody, prdTitle, resultBody, rollbackBody, type TaskGate, type TaskPrd } from './sections.js';

export interface FixTaskInput extends TaskGate {
  prd: TaskPrd;
  runId: string;
  /** The review phase whose findings are being fixed. */
  reviewPhase: string;
  cycle: number;
  maxCycles?: number | undefined;
  /** The review's findings; suggestions are left out of the task. */
  findings: readonly TaskFinding[];
  /** Write scope (`Files:` of the nearest upstream impl phase); empty = files the findings name. */
  files?: readonly string[] | undefined;
  workdir: string | null;
  resultFile: string;
  /** Why the previous fix attempt of this cycle failed (e.g. its gate); only on a retry. */
  previousFailure?: PreviousFailure | undefined;
  timeoutSeconds: number;
  tier: string;
}

function findingsBody(findings: readonly TaskFinding[]): string {
  const group = (severity: TaskFinding['severity'], title: string): string => {
    const items = findings.filter((f) => f.severity === severity);
    return `### ${title}\n${items.length === 0 ? '- None' : items.map(findingBullet).join('\n')}`;
  };
  return [
    'Fix every Blocking and Required Changes item. Change nothing not listed.',
    group('blocking', 'Blocking'),
    group('required', 'Required Changes'),
  ].join('\n');
}

/** The fix task's sections; `previousFailure` only on a retry. */
export const FIX_TASK_ROLE: TaskRole<FixTaskInput> = [
  OPENING_SECTION,
  {
    key: 'task',
    body: (input) =>
      `Implement the fixes found by review ${code(input.reviewPhase)} (cycle ${input.cycle} of ` +
      `${input.maxCycles ?? MAX_REVIEW_CYCLES}) of PRD "${prdTitle(input.prd)}", run ${code(input.runId)}; ` +
      `model tier ${input.tier}. The review runs again after you finish.`,
  },
  OBJECTIVE_SECTION,
  { key: 'findingsToFix', body: (input) => findingsBody(input.findings) },
  {
    key: 'autonomy',
    body: (input) =>
      input.files !== undefined && input.files.length > 0
        ? autonomyBody({ type: 'impl', files: [...input.files] })
        : 'AUTONOMOUS, limited to the files the findings name and what fixing them requires.',
  },
  WORKDIR_SECTION,
  PREVIOUS_FAILURE_SECTION,
  GATE_SECTION,
  { key: 'constraints', body: () => constraintsBody(false, ['No refactoring, renaming or cleanup beyond the findings.']) },
  TIME_SECTION,
  {
    key: 'result',
    body: (input) =>
      resultBody(input.resultFile, { readOnly: false, summaryHint: 'what changed, per finding' }).concat(
        '\nList any item you could not fix in `findings`, with status BLOCKED.',
      ),
  },
  { key: 'rollback', body: () => rollbackBody(false) },
];
