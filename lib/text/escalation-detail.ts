// An escalation's facts in one sentence (what failed, how often, against which budget): the
// words of the escalation message, `status`, the summary and a retried child's task alike. The
// engine records facts (lib/schema/escalation-facts.ts); a sentence is made only here. Pure.

import type { BudgetStopFacts, EscalationFacts, EscalatedGate } from '../schema/escalation-facts.js';
import type { EscalationReasonWord } from '../schema/run-vocabulary.js';
import { formatCost, formatTokens } from './amounts.js';
import { cutAtWord } from './cut.js';
import { formatDuration } from './duration.js';
import { describeLateChange } from './late-change.js';
import { usageLimitSentence } from './usage-limit-words.js';

/** What an escalation's sentence is made from. */
export interface EscalationDetailInput {
  reason: EscalationReasonWord;
  phase: string;
  facts: EscalationFacts;
  /** When the run escalated: a usage limit's reset is told from then. */
  at: number;
}

/** The clause for spawns counted at the largest known figure, or nothing. */
const estimateNote = (s: BudgetStopFacts, show: (n: number) => string): string =>
  s.missing === 0 || s.largest === null ? '' : `, counting ${s.missing} spawn(s) with no figure at the largest known (${show(s.largest)} each)`;

/** The token or money budget that stops the next spawn. */
export function budgetStopText(s: BudgetStopFacts): string {
  if (s.unknown === true) {
    const what = s.budget === 'max-tokens' ? 'token counts' : 'costs';
    return `OpenClaw reported no ${what} for the ${s.missing} spawn(s) so far${s.why == null ? '' : ` (${s.why})`}, so ${s.budget} cannot be enforced`;
  }
  const [spent, max, mean] = [s.spent ?? 0, s.max ?? 0, s.mean ?? 0];
  const over = spent >= max;
  if (s.budget === 'max-tokens') {
    return (
      `the run has used ${formatTokens(spent)} of its ${formatTokens(max)} tokens (max-tokens${estimateNote(s, formatTokens)})` +
      (over ? '' : `; the next spawn would take about ${formatTokens(mean)} more (the mean of ${s.of ?? 0} spawn(s))`)
    );
  }
  return (
    `the run has spent ${formatCost(spent)} of its ${formatCost(max)} (max-cost, USD as OpenClaw prices${estimateNote(s, formatCost)})` +
    (over ? '' : `; the next spawn would cost about ${formatCost(mean)} more (the mean of ${s.of ?? 0} spawn(s))`)
  );
}

function budgetText(f: EscalationFacts): string {
  if (f.spend !== undefined) return budgetStopText(f.spend);
  if (f.elapsedSeconds !== undefined && f.maxDurationSeconds !== undefined) {
    return `the run has been going for ${formatDuration(f.elapsedSeconds)}, over its max-duration of ${formatDuration(f.maxDurationSeconds)}`;
  }
  return `the run has used ${f.spawns ?? 0} of its ${f.maxSpawns ?? 0} sub-agent spawns (max-spawns)`;
}

/** How a final gate ended. */
const finalEnd = (g: EscalatedGate): string =>
  g.state === 'timed-out' ? `timed out after ${formatDuration(g.timeoutSeconds ?? 0)}` : g.noTests === true ? `exited ${g.exitCode ?? '?'} but ran no tests (no-tests-ran)` : `exited ${g.exitCode ?? '?'}`;

/** A gate whose log never appeared in the time it was waited for. */
const notRunText = (g: EscalatedGate): string =>
  `the log of gate \`${g.command}\` (${g.logFile ?? ''}) never appeared within ${formatDuration(g.waitedSeconds ?? 0)}: the gate was not run as given, so there is no verdict`;

function finalText(f: EscalationFacts): string {
  if (f.late !== undefined) return `late-changes: the final tree holds changes no passing attempt made: ${f.late.map(describeLateChange).join('; ')}`;
  const g = f.gate;
  if (g === undefined) return 'a gate failed on the final tree';
  if (g.waitedSeconds !== undefined) return notRunText(g);
  const changed = g.changedBy ?? [];
  const since = changed.length > 0 ? `; phases that changed files since it last passed: ${changed.map((n) => `\`${n}\``).join(', ')}` : '';
  return `gate \`${g.command}\` of phase \`${g.phase ?? ''}\` ${finalEnd(g)} on the final tree${since}`;
}

/** A gate refused before it was offered; the reason's plain words otherwise. */
const refusedText = (f: EscalationFacts, plain: string): string =>
  f.problem === undefined || f.gate === undefined ? plain : `gate \`${f.gate.command}\` is not offered: ${f.problem}`;

/** Each reason's sentence from its facts, as a table so every reason word has exactly one. */
const DETAIL: Record<EscalationReasonWord, (e: EscalationDetailInput) => string> = {
  'gate-retries-exhausted': ({ facts: f }) => `${f.lastFailure ?? 'the gate failed'}; all ${f.attempts ?? 0} of ${f.maxAttempts ?? 0} attempts failed`,
  'no-progress': ({ facts: f }) => `two attempts in a row failed the same way: ${f.lastFailure ?? 'the same failure'}`,
  'review-cycles-exhausted': ({ facts: f }) => `the review still finds ${f.openFindings ?? 0} Blocking or Required item(s) after ${f.cycles ?? 0} review→fix cycles`,
  'sub-agent-blocked': ({ facts: f }) => `the sub-agent reported BLOCKED: ${f.summary ?? '(no summary)'}`,
  'sub-agent-error': ({ facts: f }) => `${f.lastFailure ?? 'the sub-agent gave no usable result'}; all ${f.attempts ?? 0} attempt(s) failed`,
  'escalate-flag': ({ phase }) => `phase \`${phase}\` is marked \`Escalate: true\`: a human does or checks it before the run goes on`,
  'budget-exhausted': ({ facts }) => budgetText(facts),
  'gate-not-run': ({ facts: f }) => (f.gate?.waitedSeconds === undefined ? "the gate's log never appeared: the gate was not run as given" : notRunText(f.gate)),
  'gate-log-refused': ({ facts }) => refusedText(facts, "the gate's log is not the one its exec command wrote (planted, linked, or written by something else)"),
  'gate-wrong-dir': ({ facts }) => refusedText(facts, 'the gate ran, or would have run, outside the project: its log names another directory, or a path it names leads elsewhere'),
  'run-state-tampered': ({ facts: f }) => (f.problem === undefined ? 'the run state is not what OpenForge froze and confirmed' : `${f.problem}; it is not offered`),
  'checkpoint-failed': ({ facts: f }) => `${f.lastFailure ?? 'a gate failed'} at the checkpoint`,
  'final-verification-failed': ({ facts }) => finalText(facts),
  'usage-limit': ({ facts: f, at }) => (f.limit === undefined ? 'a usage limit was hit' : usageLimitSentence(f.limit, at)),
  'spawn-failed': ({ phase, facts: f }) =>
    f.errors === undefined
      ? `sessions_spawn failed for phase \`${phase}\`: ${cutAtWord(f.error ?? '(no error text)', 300)}`
      : `sessions_spawn failed ${f.errors} times in a row for phase \`${phase}\`; the last error: ${(f.error ?? '').replace(/\s+/g, ' ').slice(0, 300)}`,
};

/** The escalation in one sentence; an older log's sentence as it was logged, a problem found about no gate as it was found. */
export function escalationDetail(e: EscalationDetailInput): string {
  if (e.facts.text !== undefined) return e.facts.text;
  if (e.facts.problem !== undefined && e.facts.gate === undefined && e.reason !== 'run-state-tampered') return e.facts.problem;
  return DETAIL[e.reason](e);
}
