export { composePhaseTask, isReadOnlyPhase, RETRY_GATE_TAIL_CHARS, type PhaseTaskInput, type PreviousFailure, type TaskPhase } from './phase-task.js';
export {
  composeReviewTask,
  findingBullet,
  MAX_REVIEW_CYCLES,
  REVIEW_REPORT_TEMPLATE,
  type ReviewCycleFindings,
  type ReviewTaskInput,
  type TaskFinding,
} from './review-task.js';
export { composeFixTask, type FixTaskInput } from './fix-task.js';
export { composeRefactorTask, type RefactorOffender, type RefactorTaskInput } from './refactor-task.js';
export {
  DEFAULT_SUMMARY_BUDGET_BYTES,
  fitSummaries,
  TRUNCATION_MARKER,
  type FittedSummaries,
  type PriorSummary,
} from './prior-summaries.js';
export { FIX_TASK_SECTIONS, PHASE_TASK_SECTIONS, REFACTOR_TASK_SECTIONS, REVIEW_TASK_SECTIONS, TASK_SECTION_TITLES, type TaskSectionKey } from './titles.js';
export type { TaskGate, TaskPrd } from './sections.js';
