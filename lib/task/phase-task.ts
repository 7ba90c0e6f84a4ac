// The task text for a phase's sub-agent (docs/design.md#run-protocol, the spawn
// contract; #tasks). The sub-agent sees only this text.

import { findingText } from '../text/finding.js';
import type { Phase } from '../schema/prd.js';
import type { AttemptFailure, RejectionContext, ResumeContext } from '../schema/run.js';
import type { RunFinding } from '../schema/result.js';
import { attemptFailureText } from '../text/attempt-failure.js';
import { unmetCriterionText } from '../text/unmet-criterion.js';
import { earlierAttemptText, resumedEscalationText } from '../text/resume-context.js';
import type { LoggedUnmetCriterion } from '../schema/unmet-criterion.js';
import { tailChars } from '../text/index.js';
import { bullets, code, fence, renderTasks } from './markdown.js';
import { DEFAULT_SUMMARY_BUDGET_BYTES, fitSummaries, type PriorSummary } from './prior-summaries.js';
import { GATE_SECTION, OBJECTIVE_SECTION, OPENING_SECTION, TIME_SECTION, WORKDIR_SECTION, type RoleSection, type TaskRole } from './role.js';
import { constraintsBody, prdTitle, resultBody, rollbackBody, type TaskGate, type TaskPrd } from './sections.js';

/** Why the previous attempt failed: the retry's context. */
export interface PreviousFailure {
  /** Why: the failure as the engine recorded it, or the rejection that reset the phase (worded here), or a sentence as given ('' when only `resumed` says). */
  reason: AttemptFailure | RejectionContext | string;
  /** The tail of the failed gate's output. */
  gateTail?: string | undefined;
  /** The failed attempt's findings (worded here). */
  findings?: readonly Pick<RunFinding, 'description' | 'report'>[] | undefined;
  /** The run was resumed after an escalation of this phase: the question, the human's answer, the earlier attempts. */
  resumed?: ResumeContext | undefined;
}

/** The question a result with unclear acceptance is asked once (docs/design.md#results). */
export interface AcceptanceQuestion {
  /** The earlier result file of this attempt. */
  resultFile: string;
  /** The unclear criteria, as the engine recorded them. */
  criteria: readonly LoggedUnmetCriterion[];
}

export type TaskPhase = Pick<Phase, 'name' | 'type' | 'tasks' | 'files' | 'acceptance'>;

export interface PhaseTaskInput extends TaskGate {
  prd: TaskPrd;
  runId: string;
  /** The phase as parsed; `name` may be a sub-phase name such as `implement.2`. */
  phase: TaskPhase;
  attempt: number;
  maxAttempts: number;
  workdir: string | null;
  /** Absolute path where the sub-agent writes its result envelope. */
  resultFile: string;
  /** Completed prior phases, oldest first. */
  priorSummaries?: readonly PriorSummary[] | undefined;
  summaryBudgetBytes?: number | undefined;
  previousFailure?: PreviousFailure | undefined;
  /** Set when this spawn asks about an earlier result of the same attempt. */
  question?: AcceptanceQuestion | undefined;
  timeoutSeconds: number;
  /** The model tier or id it runs as (e.g. "sonnet"). */
  tier: string;
}

/** Gate output kept in a retry's task (the tail; test runners print failures last). */
export const RETRY_GATE_TAIL_CHARS = 2000;

/** Read-only phases (PROPOSE_ONLY): everything but impl. */
export const isReadOnlyPhase = (type: Phase['type']): boolean => type !== 'impl';

export function autonomyBody(phase: Pick<Phase, 'type' | 'files'>): string {
  if (isReadOnlyPhase(phase.type)) {
    return (
      'PROPOSE_ONLY (read-only): do not modify any file; a changed file fails the attempt. ' +
      'Put proposed changes in `findings`.'
    );
  }
  const scope = phase.files.length > 0 ? phase.files.map((f) => `- ${code(f)}`).join('\n') : '- files relevant to the tasks';
  return `AUTONOMOUS within this scope; outside it, propose changes in \`findings\` instead:\n${scope}`;
}

export function criteriaBody(acceptance: Phase['acceptance'], instruction: string): string {
  if (acceptance.length === 0) return 'None.';
  return `${instruction}\n${bullets(acceptance.map((c) => c.text))}`;
}

/** Quoted as a Markdown block quote, every line. */
const quoteBlock = (text: string): string => text.trim().split('\n').map((l) => `> ${l}`.trimEnd()).join('\n');

/** The escalation this run was resumed from, the sub-agent's question, the human's answer and the earlier attempts. */
function resumedBody(r: ResumeContext): string[] {
  const parts = [`The run stopped for a human (${resumedEscalationText(r.escalation)}) and was resumed.`];
  if (r.question !== null) parts.push(`The sub-agent before you reported BLOCKED and asked:\n${quoteBlock(r.question)}`);
  parts.push(r.answer === null ? 'The human gave no answer with the resume.' : `The human's answer (follow it):\n${quoteBlock(r.answer)}`);
  if (r.earlier.length > 0) parts.push(`Earlier attempts:\n${bullets(r.earlier.map(earlierAttemptText))}`);
  return parts;
}

/** Why the attempt is retried, in one line. */
function reasonText(reason: PreviousFailure['reason']): string {
  if (typeof reason === 'object' && 'approval' in reason) return `Rejected at approval \`${reason.approval}\`${reason.note === null ? '' : `: ${reason.note}`}`;
  return attemptFailureText(reason);
}

export function previousFailureBody(failure: PreviousFailure): string {
  // Blank lines around the quotes: a line after a block quote would continue it.
  const parts = failure.resumed === undefined ? [] : [`${resumedBody(failure.resumed).join('\n\n')}\n`];
  const reason = reasonText(failure.reason);
  if (reason.trim() !== '') parts.push(`Reason: ${reason.replace(/\s*\n\s*/g, ' ')}`);
  const tail = failure.gateTail?.trim();
  if (tail) parts.push(`Gate output (tail):\n${fence(tailChars(tail, RETRY_GATE_TAIL_CHARS))}`);
  if (failure.findings && failure.findings.length > 0) parts.push(`Findings:\n${bullets(failure.findings.map(findingText))}`);
  parts.push('Fix the cause; do not repeat the same approach.');
  return parts.join('\n');
}

/** The question about an earlier result of this attempt whose acceptance did not read clearly. */
export function questionBody(q: AcceptanceQuestion): string {
  return [
    `This attempt already ran: its result (${code(q.resultFile)}, read it first) marked no acceptance criterion as not met, but did not say clearly whether these are met:`,
    bullets(q.criteria.map(unmetCriterionText)),
    'The work is still in the tree. Check each acceptance criterion against it; change files only where a criterion is not met. ' +
      'Then write the result envelope (below) with every criterion in `acceptance` as `{"criterion": "<its text verbatim>", "met": true}` or `"met": false`. ' +
      'This is asked once: a criterion still not clearly met or not met fails the attempt.',
  ].join('\n');
}

/** Why the previous attempt failed; only on a retry (every role: work, review, fix, refactor). */
export const PREVIOUS_FAILURE_SECTION: RoleSection<{ previousFailure?: PreviousFailure | undefined }> = {
  key: 'previousFailure',
  body: (input) => (input.previousFailure === undefined ? undefined : previousFailureBody(input.previousFailure)),
};

const readOnlyOf = (input: PhaseTaskInput): boolean => isReadOnlyPhase(input.phase.type);

/** The prior phases' summaries cut to the budget, or `None.`. */
export function priorBody(input: Pick<PhaseTaskInput, 'priorSummaries' | 'summaryBudgetBytes'>): string {
  const prior = fitSummaries(input.priorSummaries ?? [], input.summaryBudgetBytes ?? DEFAULT_SUMMARY_BUDGET_BYTES);
  return prior.text === '' ? 'None.' : prior.text;
}

/** The phase task's sections; `previousFailure` only on a retry. */
export const PHASE_TASK_ROLE: TaskRole<PhaseTaskInput> = [
  OPENING_SECTION,
  {
    key: 'task',
    body: (input) =>
      `Phase ${code(input.phase.name)} (${input.phase.type}) of PRD "${prdTitle(input.prd)}", run ${code(input.runId)}; ` +
      `attempt ${input.attempt} of ${input.maxAttempts}; model tier ${input.tier}.`,
  },
  { key: 'question', body: (input) => (input.question === undefined ? undefined : questionBody(input.question)) },
  OBJECTIVE_SECTION,
  { key: 'tasks', body: (input) => renderTasks(input.phase.tasks) },
  {
    key: 'acceptance',
    body: (input) => criteriaBody(input.phase.acceptance, 'Self-assess each one in the result\'s `acceptance` array:'),
  },
  { key: 'autonomy', body: (input) => autonomyBody(input.phase) },
  WORKDIR_SECTION,
  { key: 'prior', body: priorBody },
  PREVIOUS_FAILURE_SECTION,
  GATE_SECTION,
  { key: 'constraints', body: (input) => constraintsBody(readOnlyOf(input), [], readOnlyOf(input) ? [] : input.phase.files.filter((f) => f.startsWith('.openforge/'))) },
  TIME_SECTION,
  {
    key: 'result',
    body: (input) =>
      resultBody(input.resultFile, {
        readOnly: readOnlyOf(input),
        summaryHint: readOnlyOf(input) ? 'what you found, briefly' : 'what you changed and why, briefly',
      }),
  },
  { key: 'rollback', body: (input) => rollbackBody(readOnlyOf(input)) },
];
