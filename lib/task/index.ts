export {
  composeFixTask,
  composePhaseTask,
  composeRefactorTask,
  composeReviewTask,
  FIX_TASK_SECTIONS,
  PHASE_TASK_SECTIONS,
  REFACTOR_TASK_SECTIONS,
  renderTask,
  REVIEW_TASK_SECTIONS,
  type TaskFacts,
  type TaskRoleName,
} from './render.js';
export { isReadOnlyPhase, RETRY_GATE_TAIL_CHARS, type PhaseTaskInput, type PreviousFailure, type TaskPhase } from './phase-task.js';
export {
  findingBullet,
  MAX_REVIEW_CYCLES,
  REVIEW_REPORT_TEMPLATE,
  type ReviewCycleFindings,
  type ReviewTaskInput,
  type TaskFinding,
} from './review-task.js';
export type { FixTaskInput } from './fix-task.js';
export type { RefactorOffender, RefactorTaskInput } from './refactor-task.js';
export {
  DEFAULT_SUMMARY_BUDGET_BYTES,
  fitSummaries,
  TRUNCATION_MARKER,
  type FittedSummaries,
  type PriorSummary,
} from './prior-summaries.js';
export { TASK_SECTION_TITLES, type TaskSectionKey } from './titles.js';
export type { TaskGate, TaskPrd } from './sections.js';
