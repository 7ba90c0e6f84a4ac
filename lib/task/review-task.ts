// The task text for a `Type: review` sub-agent (docs/design.md#review-fix-loop,
// #review-report). Read-only; the report is v2 review markdown.

import { findingText } from '../text/finding.js';
import type { RunFinding } from '../schema/result.js';
import { code, fence, renderTasks } from './markdown.js';
import { autonomyBody, criteriaBody, PREVIOUS_FAILURE_SECTION, priorBody, type PreviousFailure, type TaskPhase } from './phase-task.js';
import type { PriorSummary } from './prior-summaries.js';
import { OBJECTIVE_SECTION, OPENING_SECTION, TIME_SECTION, WORKDIR_SECTION, type TaskRole } from './role.js';
import { constraintsBody, prdTitle, rollbackBody, WRITE_LAST, type TaskPrd } from './sections.js';
import { MAX_REVIEW_CYCLES } from './review-cycles.js';

export type TaskFinding = Pick<RunFinding, 'severity' | 'description' | 'file' | 'line' | 'report'>;

/** What one earlier review cycle found. */
export interface ReviewCycleFindings {
  cycle: number;
  findings: readonly TaskFinding[];
}

export interface ReviewTaskInput {
  prd: TaskPrd;
  runId: string;
  phase: Pick<TaskPhase, 'name' | 'tasks' | 'acceptance'>;
  /** 1..MAX_REVIEW_CYCLES. */
  cycle: number;
  maxCycles?: number | undefined;
  /** Findings of earlier cycles, oldest first. */
  history?: readonly ReviewCycleFindings[] | undefined;
  workdir: string | null;
  resultFile: string;
  priorSummaries?: readonly PriorSummary[] | undefined;
  summaryBudgetBytes?: number | undefined;
  /** Why the previous attempt of this cycle failed (e.g. an unreadable report); only on a retry. */
  previousFailure?: PreviousFailure | undefined;
  timeoutSeconds: number;
  tier: string;
}

const SEVERITY_LABEL: Record<TaskFinding['severity'], string> = {
  blocking: 'Blocking',
  required: 'Required',
  suggestion: 'Suggestion',
};

/** `description — file:line` (the v2 bullet), location only when known. */
export function findingBullet(f: TaskFinding): string {
  const text = findingText(f).replace(/\s*\n\s*/g, ' ').trim();
  if (f.file === undefined) return `- ${text}`;
  return `- ${text} — ${f.file}${f.line === undefined ? '' : `:${f.line}`}`;
}

export const REVIEW_REPORT_TEMPLATE = [
  '## Findings',
  '### Blocking',
  '- description — file:line',
  '### Required Changes',
  '- None',
  '### Suggestions',
  '- description — file:line',
  '### Summary',
  'FAIL',
].join('\n');

function historyBody(history: readonly ReviewCycleFindings[]): string {
  return history
    .map((h) => {
      const lines = h.findings.map((f) => `  ${findingBullet(f).replace(/^- /, `- [${SEVERITY_LABEL[f.severity]}] `)}`);
      return `- Cycle ${h.cycle}:${lines.length === 0 ? ' no findings' : `\n${lines.join('\n')}`}`;
    })
    .join('\n');
}

const maxCyclesOf = (input: { maxCycles?: number | undefined }): number => input.maxCycles ?? MAX_REVIEW_CYCLES;

/** The review task's sections; `history` only after the first cycle, `previousFailure` only on a retry. */
export const REVIEW_TASK_ROLE: TaskRole<ReviewTaskInput> = [
  OPENING_SECTION,
  {
    key: 'task',
    body: (input) =>
      `Review phase ${code(input.phase.name)} of PRD "${prdTitle(input.prd)}", run ${code(input.runId)}; ` +
      `review cycle ${input.cycle} of ${maxCyclesOf(input)}; model tier ${input.tier}. ` +
      'Check the work in the working directory against the checklist, the objective and the criteria.',
  },
  OBJECTIVE_SECTION,
  { key: 'checklist', body: (input) => renderTasks(input.phase.tasks) },
  {
    key: 'acceptance',
    body: (input) =>
      criteriaBody(input.phase.acceptance, 'Check each one; an unmet criterion is a Blocking or Required Changes item:'),
  },
  { key: 'autonomy', body: () => autonomyBody({ type: 'review', files: [] }) },
  WORKDIR_SECTION,
  { key: 'prior', body: priorBody },
  {
    key: 'history',
    body: (input) =>
      input.history === undefined || input.history.length === 0
        ? undefined
        : `Check that these were fixed; report any still present again:\n${historyBody(input.history)}`,
  },
  PREVIOUS_FAILURE_SECTION,
  { key: 'constraints', body: () => constraintsBody(true, ['Report only; do not fix anything.']) },
  TIME_SECTION,
  {
    key: 'report',
    body: (input) =>
      `Write the review as markdown to ${code(input.resultFile)}, exactly these sections in this order ` +
      '(one bullet per issue, `description — file:line` when known, `- None` when empty):\n' +
      `${fence(REVIEW_REPORT_TEMPLATE, 'markdown')}\n` +
      'Summary is the single word PASS (no Blocking and no Required Changes items) or FAIL. Suggestions never block.\n' +
      WRITE_LAST,
  },
  { key: 'rollback', body: () => rollbackBody(true) },
];
