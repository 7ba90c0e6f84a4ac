// Every task text comes from one renderer: `renderTask(role, facts)` over the role's
// declared sections (lib/task/role.ts). The composers are that call for each role.

import { FIX_TASK_ROLE, type FixTaskInput } from './fix-task.js';
import { PHASE_TASK_ROLE, type PhaseTaskInput } from './phase-task.js';
import { REFACTOR_TASK_ROLE, type RefactorTaskInput } from './refactor-task.js';
import { REVIEW_TASK_ROLE, type ReviewTaskInput } from './review-task.js';
import { renderRole, roleSectionKeys, type TaskRole } from './role.js';
import type { TaskSectionKey } from './titles.js';

/** The facts each role's task is rendered from. */
export interface TaskFacts {
  phase: PhaseTaskInput;
  review: ReviewTaskInput;
  fix: FixTaskInput;
  refactor: RefactorTaskInput;
}

export type TaskRoleName = keyof TaskFacts;

const ROLES: { readonly [R in TaskRoleName]: TaskRole<TaskFacts[R]> } = {
  phase: PHASE_TASK_ROLE,
  review: REVIEW_TASK_ROLE,
  fix: FIX_TASK_ROLE,
  refactor: REFACTOR_TASK_ROLE,
};

/** The task text a sub-agent of `role` receives: the role's sections in order, secrets redacted. */
export function renderTask<R extends TaskRoleName>(role: R, facts: TaskFacts[R]): string {
  return renderRole<TaskFacts[R]>(ROLES[role], facts);
}

/** A phase's sub-agent. */
export const composePhaseTask = (input: PhaseTaskInput): string => renderTask('phase', input);
/** A `Type: review` sub-agent (read-only; writes review markdown). */
export const composeReviewTask = (input: ReviewTaskInput): string => renderTask('review', input);
/** The fix sub-agent of a review with Blocking or Required Changes items. */
export const composeFixTask = (input: FixTaskInput): string => renderTask('fix', input);
/** The refactoring sub-phase the erosion check inserts. */
export const composeRefactorTask = (input: RefactorTaskInput): string => renderTask('refactor', input);

/** The phase task's sections in order; `previousFailure` appears only on retries. */
export const PHASE_TASK_SECTIONS: readonly TaskSectionKey[] = roleSectionKeys(PHASE_TASK_ROLE);
/** The review task's sections in order; `history` appears only after the first cycle. */
export const REVIEW_TASK_SECTIONS: readonly TaskSectionKey[] = roleSectionKeys(REVIEW_TASK_ROLE);
/** The refactor task's sections in order. */
export const REFACTOR_TASK_SECTIONS: readonly TaskSectionKey[] = roleSectionKeys(REFACTOR_TASK_ROLE);
/** The fix task's sections in order. */
export const FIX_TASK_SECTIONS: readonly TaskSectionKey[] = roleSectionKeys(FIX_TASK_ROLE);
