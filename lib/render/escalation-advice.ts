// The recommended next step of an escalation (docs/design.md#escalation-message): one piece
// of advice per escalation reason and per kind of last failure, with the facts it names.

import { formatDuration } from '../text/duration.js';

export type { AdviceKind, EscalationAdvice } from '../schema/advice.js';
import type { AdviceKind, EscalationAdvice } from '../schema/advice.js';

const tick = (s: string): string => `\`${s.replace(/`/g, "'")}\``;

const list = (items: readonly string[], max = 10): string =>
  items.slice(0, max).map(tick).join(', ') + (items.length > max ? ` and ${items.length - max} more` : '');

const seconds = (a: EscalationAdvice, unknown: string): string => (a.timeoutSeconds === undefined ? unknown : formatDuration(a.timeoutSeconds));

function byHand(a: EscalationAdvice): string {
  if (a.command === undefined) return 'Run the gate by hand to see the failure';
  return `Run ${tick(a.command)} by hand${a.workdir ? ` in ${tick(a.workdir)}` : ''} to see the failure (its tail is above)`;
}

const ENVELOPE_SHAPE =
  'one JSON object with `status` (DONE, BLOCKED or ERROR), `summary`, `findings`, `evidence`, `filesModified`, `recommendation` and `acceptance`';
const REVIEW_SHAPE =
  'a markdown review with `## Findings`, `### Blocking`, `### Required Changes`, `### Suggestions` and `### Summary` (PASS or FAIL)';

const ADVICE: Record<AdviceKind, (a: EscalationAdvice) => string> = {
  'gate-failed': (a) =>
    `${byHand(a)}; fix it by hand or revise the phase tasks, then resume the run. If the gate command itself is wrong, fix it in the PRD.`,
  'gate-timed-out': (a) =>
    `The gate ${a.command === undefined ? '' : `${tick(a.command)} `}did not finish within ${seconds(a, 'its time budget')}: ` +
    `run it by hand${a.workdir ? ` in ${tick(a.workdir)}` : ''} to see whether it hangs, then fix the hang or raise the phase's \`Timeout:\` in the PRD, and resume the run.`,
  'gate-not-run': (a) =>
    `The gate was offered but its log never appeared, so there is no verdict: run ${a.command === undefined ? "the gate's `exec.command`" : 'its `exec.command`'} exactly as OpenForge gives it ` +
    '(unchanged, with its redirection into the log, not piped into `tail` or shortened), then resume the run. If the host refuses the command, allow it (references/troubleshooting.md).',
  'gate-log-refused': () =>
    'Something stood where the gate\'s log goes before its exec command created it (a link, a FIFO, a device, a hard link or a planted file), ' +
    'or the log was not written by the printed command. Inspect the file named above and the run directory for what a sub-agent planted, ' +
    'remove it, then resume the run: the gate is issued again under a fresh name.',
  'run-state-tampered': () =>
    'The run state is not what OpenForge froze and the user confirmed when the run started (its events, state or PRD copy were changed by something other than OpenForge, ' +
    'most likely a sub-agent writing into .openforge/). Nothing more is issued from it: inspect the run directory and the changes made since the last command, then start a new run.',
  'gate-wrong-dir': (a) =>
    `The gate ran, or would have run, somewhere other than the project${a.workdir ? ` (${tick(a.workdir)})` : ''}, so its verdict says nothing about this tree. ` +
    'If the message names a path the gate names (its Workdir, a folder, a report file), a link was put there that leads outside the project or changed after the gate was issued: ' +
    "remove it and restore the folder or file, then resume the run. Otherwise run the gate's `exec` with exactly its `workdir`, then resume the run.",
  'final-verification-failed': (a) =>
    `The run did all its phases, but this gate fails on the final tree, so the run is not done. ${byHand(a)}` +
    `${a.changedBy === undefined || a.changedBy.length === 0 ? '' : `; phases that changed files since it last passed: ${list(a.changedBy)}`}. ` +
    'Fix the tree by hand and resume the run (the final verification runs again), or redo a phase with `resume --phase <name>`.',
  'late-changes': (a) =>
    `Files changed after the last attempt's diff that no attempt at work made (a sub-agent kept writing after its result, timed out, or resume abandoned it)${a.outside === undefined || a.outside.length === 0 ? '' : ` (${list(a.outside)})`}: ` +
    'cancel any such child with the subagents tool (action cancel) if it still runs, keep or revert the changes by hand, then resume the run (the final verification runs again).',
  'no-tests-ran': (a) =>
    `The gate ${a.command === undefined ? '' : `${tick(a.command)} `}exited 0 but its output shows that no test ran (no-tests-ran), so it proves nothing: ` +
    "add tests for the phase's work, or make the gate run the existing ones (check the test script and its file pattern), then resume the run. " +
    'If the phase needs no tests, give it a build or lint gate in the PRD instead.',
  'no-progress': (a) =>
    `Two attempts failed the same way, so retrying will not help. ${byHand(a)}; change the phase tasks or fix the cause by hand, then resume the run.`,
  'checkpoint-failed': (a) =>
    `A gate that passed earlier fails at the checkpoint: a later phase broke it. ${byHand(a)}; fix the regression by hand, then resume the run.`,
  'review-cycles-exhausted': () =>
    'Read the findings history, fix the remaining Blocking and Required items by hand or narrow the review, then resume the run.',
  blocked: () =>
    'The sub-agent stopped and asks for something it cannot get or decide itself (its words are in Reason above): ' +
    'answer its question or provide what it asks for (or change the phase tasks), then resume the run with the answer in a file ' +
    '(`resume RUN --note-file FILE`): the retried sub-agent gets its question, the answer and the earlier attempt.',
  'budget-spawns': () =>
    'The run used all its sub-agent spawns (`max-spawns`): check why phases kept retrying, then resume the run, which raises the budget ' +
    'by another `max-spawns`; or raise `max-spawns` in the PRD front matter for the next run.',
  'budget-duration': () =>
    'The run went over its time budget (`max-duration`): check why phases kept retrying, then resume the run, which raises the budget ' +
    'by another `max-duration`; or raise `max-duration` in the PRD front matter for the next run.',
  'budget-tokens': () =>
    'The run would go over its token budget (`max-tokens`) with another sub-agent; the running work finished. Check where the tokens went (above), ' +
    'then resume the run, which raises the budget to what was spent plus another `max-tokens`; or raise `max-tokens` in the PRD front matter for the next run.',
  'budget-cost': () =>
    'The run would go over its money budget (`max-cost`) with another sub-agent; the running work finished. Check where the money went (above), ' +
    'then resume the run, which raises the budget to what was spent plus another `max-cost`; or raise `max-cost` in the PRD front matter for the next run.',
  'budget-unknown': () =>
    'OpenClaw reported no tokens or cost for the sub-agents so far (Reason above says why), so the token or money budget cannot be counted: ' +
    'check that `openclaw gateway call sessions.usage` answers where the agent runs its commands. Resume the run to go on counting only the figures ' +
    'OpenClaw reports (each spawn without one is counted at the largest known, once one is known); or cancel it.',
  'escalate-flag': () => 'This phase asks for a human (`Escalate: true`): do its work or review it, then resume the run.',
  'unreadable-result': (a) =>
    `OpenForge could not read the sub-agent's result${a.resultFile === undefined ? '' : ` in ${tick(a.resultFile)}`}: it must be ` +
    `${a.review === true ? REVIEW_SHAPE : ENVELOPE_SHAPE}, and Reason above says what was missing. ` +
    'If the model keeps writing another format, give the phase a stronger model tier; then resume the run.',
  'run-file-changed': () =>
    "The sub-agent changed OpenForge's run files under `.openforge/runs/` (another action's result, task or log, or a file of its own there: Reason names them), which no sub-agent may write. " +
    'Look at what it wrote and why its task led it there; give the phase a stronger model tier or take it over (`Escalate: true`), then resume the run.',
  'out-of-scope': (a) =>
    `The sub-agent changed files outside the phase's \`Files:\` scope${a.outside === undefined || a.outside.length === 0 ? '' : ` (${list(a.outside)})`}` +
    `${a.files === undefined || a.files.length === 0 ? '' : `; allowed: ${list(a.files)}`}. ` +
    'If those changes belong to the phase, widen its `Files:` in the PRD; otherwise revert them. Then resume the run.',
  'read-only-write': (a) =>
    `A read-only phase changed files${a.outside === undefined || a.outside.length === 0 ? '' : ` (${list(a.outside)})`}: revert them, ` +
    'and make the phase `Type: impl` with a `Files:` scope if it has to write; then resume the run.',
  'spawn-timed-out': (a) =>
    `The sub-agent wrote no result within ${seconds(a, 'its time budget')}: raise the phase's \`Timeout:\` in the PRD ` +
    'or split the phase into smaller ones, then resume the run.',
  'error-reported': () =>
    'The sub-agent reported ERROR (its summary is in Reason above): check the sub-agent session for the error ' +
    '(model availability, tool permissions), fix it, then resume the run.',
  'sub-agent-error': () =>
    'Check the sub-agent session for the error (model availability, tool permissions), fix it, then resume the run.',
  'usage-limit': (a) =>
    `No phase failed and no retry was spent. ${limitWait(a)}; the sub-agent(s) the limit stopped are started again as the same attempt, on the same model.`,
  'spawn-failed': () =>
    'sessions_spawn refused the sub-agent twice in a row (its error is in Reason above): fix the cause (the model in the PRD or the OpenClaw config, ' +
    "the agent's sub-agent limits, tool permissions), then resume the run; the spawn is offered again as the same attempt.",
};

function limitWait(a: EscalationAdvice): string {
  if (a.limitKind === 'quota') return "Check the provider account's quota and billing (or switch the tier's model), then resume the run";
  if (a.resetAt !== undefined) return `Resume the run after ${a.resetAt}`;
  if (a.limitKind === 'usage-limit') return 'Resume the run once the usage limit has reset';
  return 'Resume the run in a few minutes';
}

/** The recommended next step for `advice`. */
export const adviceText = (advice: EscalationAdvice): string => ADVICE[advice.kind](advice);
