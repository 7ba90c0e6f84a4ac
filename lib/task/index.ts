export { composePhaseTask, type PhaseTaskInput, type PreviousFailure, type TaskPhase } from './phase-task.js';
export {
  composeReviewTask,
  MAX_REVIEW_CYCLES,
  REVIEW_REPORT_TEMPLATE,
  type ReviewTaskInput,
} from './review-task.js';
export { composeFixTask, type FixTaskInput } from './fix-task.js';
export { composeRefactorTask } from './refactor-task.js';
export {
  DEFAULT_SUMMARY_BUDGET_BYTES,
  fitSummaries,
  TRUNCATION_MARKER,
  type PriorSummary,
} from './prior-summaries.js';
export { FIX_TASK_SECTIONS, PHASE_TASK_SECTIONS, REVIEW_TASK_SECTIONS, TASK_SECTION_TITLES } from './titles.js';
