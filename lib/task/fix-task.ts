// The task text for a fix sub-agent spawned when a review has Blocking or Required
// Changes items (docs/design.md#review-fix-loop, #fix-task).

import { redactSecrets } from '../secrets/index.js';
import { code, renderSections, type TaskSection } from './markdown.js';
import { autonomyBody } from './phase-task.js';
import { findingBullet, MAX_REVIEW_CYCLES, type TaskFinding } from './review-task.js';
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

export function composeFixTask(input: FixTaskInput): string {
  const files = input.files ?? [];
  const sections: TaskSection[] = [
    { title: T.opening, body: OPENING },
    {
      title: T.task,
      body:
        `Implement the fixes found by review ${code(input.reviewPhase)} (cycle ${input.cycle} of ` +
        `${input.maxCycles ?? MAX_REVIEW_CYCLES}) of PRD "${prdTitle(input.prd)}", run ${code(input.runId)}; ` +
        `model tier ${input.tier}. The review runs again after you finish.`,
    },
    { title: T.objective, body: objectiveBody(input.prd) },
    { title: T.findingsToFix, body: findingsBody(input.findings) },
    {
      title: T.autonomy,
      body:
        files.length > 0
          ? autonomyBody({ type: 'impl', files: [...files] })
          : 'AUTONOMOUS, limited to the files the findings name and what fixing them requires.',
    },
    { title: T.workdir, body: workdirBody(input.workdir) },
    { title: T.gate, body: gateBody(input, input.workdir) },
    { title: T.constraints, body: constraintsBody(false, ['No refactoring, renaming or cleanup beyond the findings.']) },
    { title: T.time, body: timeBody(input.timeoutSeconds) },
    {
      title: T.result,
      body: resultBody(input.resultFile, {
        readOnly: false,
        summaryHint: 'what changed, per finding',
      }).concat('\nList any item you could not fix in `findings`, with status BLOCKED.'),
    },
    { title: T.rollback, body: rollbackBody(false) },
  ];
  return redactSecrets(renderSections(sections));
}
