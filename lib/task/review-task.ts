// The task text for a `Type: review` sub-agent (docs/design.md#review-fix-loop,
// #review-report). Read-only; the report is v2 review markdown.

import type { Finding } from '../schema/result.js';
import { redactSecrets } from '../secrets/index.js';
import { code, fence, renderSections, renderTasks, type TaskSection } from './markdown.js';
import { autonomyBody, criteriaBody, type TaskPhase } from './phase-task.js';
import { DEFAULT_SUMMARY_BUDGET_BYTES, fitSummaries, type PriorSummary } from './prior-summaries.js';
import { OPENING, constraintsBody, objectiveBody, prdTitle, rollbackBody, timeBody, workdirBody, type TaskPrd } from './sections.js';
import { TASK_SECTION_TITLES as T } from './titles.js';

/** At most this many review→fix cycles before escalation. */
export const MAX_REVIEW_CYCLES = 3;

export type TaskFinding = Pick<Finding, 'severity' | 'description' | 'file' | 'line'>;

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
  const text = f.description.replace(/\s*\n\s*/g, ' ').trim();
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

export function composeReviewTask(input: ReviewTaskInput): string {
  const maxCycles = input.maxCycles ?? MAX_REVIEW_CYCLES;
  const prior = fitSummaries(input.priorSummaries ?? [], input.summaryBudgetBytes ?? DEFAULT_SUMMARY_BUDGET_BYTES);
  const history = input.history ?? [];
  const sections: TaskSection[] = [
    { title: T.opening, body: OPENING },
    {
      title: T.task,
      body:
        `Review phase ${code(input.phase.name)} of PRD "${prdTitle(input.prd)}", run ${code(input.runId)}; ` +
        `review cycle ${input.cycle} of ${maxCycles}; model tier ${input.tier}. ` +
        'Check the work in the working directory against the checklist, the objective and the criteria.',
    },
    { title: T.objective, body: objectiveBody(input.prd) },
    { title: T.checklist, body: renderTasks(input.phase.tasks) },
    {
      title: T.acceptance,
      body: criteriaBody(input.phase.acceptance, 'Check each one; an unmet criterion is a Blocking or Required Changes item:'),
    },
    { title: T.autonomy, body: autonomyBody({ type: 'review', files: [] }) },
    { title: T.workdir, body: workdirBody(input.workdir) },
    { title: T.prior, body: prior.text === '' ? 'None.' : prior.text },
  ];
  if (history.length > 0) {
    sections.push({
      title: T.history,
      body: `Check that these were fixed; report any still present again:\n${historyBody(history)}`,
    });
  }
  sections.push(
    { title: T.constraints, body: constraintsBody(true, ['Report only; do not fix anything.']) },
    { title: T.time, body: timeBody(input.timeoutSeconds) },
    {
      title: T.report,
      body:
        `Write the review as markdown to ${code(input.resultFile)}, exactly these sections in this order ` +
        '(one bullet per issue, `description — file:line` when known, `- None` when empty):\n' +
        `${fence(REVIEW_REPORT_TEMPLATE, 'markdown')}\n` +
        'Summary is the single word PASS (no Blocking and no Required Changes items) or FAIL. Suggestions never block.',
    },
    { title: T.rollback, body: rollbackBody(true) },
  );
  return redactSecrets(renderSections(sections));
}
