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
} from './render.js';
export { type AcceptanceQuestion, type PhaseTaskInput, type PreviousFailure, type TaskPhase } from './phase-task.js';
export { REVIEW_REPORT_TEMPLATE, type ReviewTaskInput } from './review-task.js';
export { MAX_REVIEW_CYCLES } from './review-cycles.js';
export type { FixTaskInput } from './fix-task.js';
export {
  DEFAULT_SUMMARY_BUDGET_BYTES,
  fitSummaries,
  TRUNCATION_MARKER,
  type PriorSummary,
} from './prior-summaries.js';
export { TASK_SECTION_TITLES, type TaskSectionKey } from './titles.js';
export { plannerTaskBullets } from './planner-task.js';
export { leftoversSection, reviewSurfaceSection, type ReviewSurface } from './surface-sections.js';
