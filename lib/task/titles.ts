// Section headings of the composed tasks, in the order they appear.

export const TASK_SECTION_TITLES = {
  opening: 'Before you act',
  task: 'Task',
  question: 'Question about your result',
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
