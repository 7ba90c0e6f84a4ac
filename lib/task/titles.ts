// Section headings of the composed tasks, in the order they appear.

export const TASK_SECTION_TITLES = {
  opening: 'Before you act',
  task: 'Task',
  objective: 'Objective',
  tasks: 'Tasks',
  checklist: 'Review checklist',
  findingsToFix: 'Findings to fix',
  offenders: 'Functions to simplify',
  acceptance: 'Acceptance criteria',
  autonomy: 'Autonomy',
  workdir: 'Working directory',
  prior: 'Prior phases',
  previousFailure: 'Previous attempt failed',
  history: 'Earlier review cycles',
  gate: 'Gate',
  constraints: 'Constraints',
  time: 'Time budget',
  result: 'Result',
  report: 'Report',
  rollback: 'Rollback',
} as const;

export type TaskSectionKey = keyof typeof TASK_SECTION_TITLES;

/** The phase task's sections in order; `previousFailure` appears only on retries. */
export const PHASE_TASK_SECTIONS: readonly TaskSectionKey[] = [
  'opening', 'task', 'objective', 'tasks', 'acceptance', 'autonomy', 'workdir', 'prior',
  'previousFailure', 'gate', 'constraints', 'time', 'result', 'rollback',
];

/** The review task's sections in order; `history` appears only after the first cycle. */
export const REVIEW_TASK_SECTIONS: readonly TaskSectionKey[] = [
  'opening', 'task', 'objective', 'checklist', 'acceptance', 'autonomy', 'workdir', 'prior',
  'history', 'constraints', 'time', 'report', 'rollback',
];

/** The fix task's sections in order. */
export const FIX_TASK_SECTIONS: readonly TaskSectionKey[] = [
  'opening', 'task', 'objective', 'findingsToFix', 'autonomy', 'workdir', 'gate', 'constraints',
  'time', 'result', 'rollback',
];
