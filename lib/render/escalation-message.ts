// The escalation message of a halted run (docs/design.md#escalation-message), in words from
// its state: what each attempt did, the review findings, what was spent, then the message in
// v2's format (escalation.ts) with the advice the engine chose. The engine decides the halt
// (lib/run/model/escalate.ts records the reason and its detail) and derives the facts
// (lib/run/engine/run-facts.ts: the advice, the spend, the final round); this turns them into
// the text the agent relays. Pure.

import { findingText } from '../text/finding.js';
import { spawnProblemText } from '../text/spawn-problem.js';
import type { EscalationReasonWord } from '../schema/run-vocabulary.js';
import type { RunEscalation, RunPhase, RunState } from '../schema/run.js';
import type { RunSpend } from '../schema/spend.js';
import type { RunFacts } from '../run/engine/run-facts.js';
import { cutAtWord, withoutEndPunctuation } from '../text/cut.js';
import { formatDuration } from '../text/duration.js';
import { describeLateChange } from '../text/late-change.js';
import { spendByPhaseLines, spendLine } from './cost-table.js';
import { renderEscalation } from './escalation.js';
import { escalationDetail } from '../text/escalation-detail.js';
import { attemptFailureText } from '../text/attempt-failure.js';

const roleLabel = (role: string, cycle: number): string =>
  role === 'work' ? '' : ` ${role}${cycle > 1 || role !== 'review' ? ` cycle ${cycle}` : ''}`;

/** Attempts that ended without a failure record: the sub-agent reported BLOCKED. */
function blockedLines(p: RunPhase): { at: number; line: string }[] {
  return p.spawns
    .filter((s) => s.status === 'BLOCKED')
    .map((s) => ({
      at: s.finishedAt ?? s.issuedAt,
      line: `Attempt ${s.attempt}${roleLabel(s.role, s.cycle)}: the sub-agent reported BLOCKED: ${s.summary ?? '(no summary)'}`,
    }));
}

/** Spawns that did no work: a sessions_spawn error, or a child stopped by a usage limit. */
function spawnFailureLines(p: RunPhase): { at: number; line: string }[] {
  return p.spawns
    .filter((s) => s.outcome === 'limited' || s.outcome === 'not-started')
    .map((s) => ({
      at: s.finishedAt ?? s.issuedAt,
      line:
        `Spawn \`${s.actionId}\` (attempt ${s.attempt}${roleLabel(s.role, s.cycle)}) ${s.outcome === 'limited' ? 'hit a usage limit' : 'could not start (sessions_spawn error)'}: ` +
        cutAtWord(s.problems[0] === undefined ? '' : spawnProblemText(s.problems[0]), 200),
    }));
}

/** What happened when no attempt failed: the spawns and gates that ran, or why none ran. */
function nothingFailedLines(state: RunState, p: RunPhase, reason: EscalationReasonWord): string[] {
  const gates = p.gates.filter((g) => g.state === 'failed' || g.state === 'timed-out');
  if (gates.length > 0) return gates.map((g) => `Gate \`${g.command}\` ${g.state === 'timed-out' ? `timed out after ${formatDuration(g.timeoutSeconds)}` : `exited ${g.exitCode ?? '?'}`}`);
  const spawned = p.spawns.length;
  if (reason === 'budget-exhausted') {
    const before = spawned === 0 ? 'before this phase\'s first sub-agent' : `after ${spawned} sub-agent spawn(s) of this phase, none of which failed`;
    return [`The run's budget ran out ${before} (${state.spawnCount} spawn(s) in the whole run)`];
  }
  return spawned === 0 ? [] : [`${spawned} sub-agent spawn(s) of this phase, none of which failed`];
}

/** One line per failed attempt of the phase, oldest first. */
function attemptLines(state: RunState, p: RunPhase, reason: EscalationReasonWord): string[] {
  const timed = [...p.failures.map((f) => ({ at: f.at, line: `Attempt ${f.attempt}${roleLabel(f.role, f.cycle)}: ${attemptFailureText(f.failure)}` })), ...blockedLines(p), ...spawnFailureLines(p)];
  const lines = timed.sort((a, b) => a.at - b.at).map((t) => t.line);
  // The last review's findings are not in `reviews` when its cycle is the one that escalates.
  const last = p.spawns.filter((s) => s.role === 'review' && s.verdict === 'FAIL').at(-1);
  const reviews =
    last !== undefined && !p.reviews.some((r) => r.cycle === last.cycle)
      ? [...p.reviews, { cycle: last.cycle, findings: last.findings }]
      : p.reviews;
  for (const review of reviews) {
    const counts = { blocking: 0, required: 0, suggestion: 0 };
    for (const f of review.findings) counts[f.severity] += 1;
    const items = review.findings
      .filter((f) => f.severity !== 'suggestion')
      .slice(0, 5)
      .map((f) => cutAtWord(withoutEndPunctuation(findingText(f)), 160));
    lines.push(
      `Review cycle ${review.cycle}: ${counts.blocking} Blocking, ${counts.required} Required Changes` +
        (items.length > 0 ? ` (${items.join('; ')})` : ''),
    );
  }
  if (lines.length === 0) return nothingFailedLines(state, p, reason);
  return lines.slice(-20);
}

/** One line per late change not acknowledged yet, then one per final gate of the current round: how it ended. */
function finalRoundLines(facts: RunFacts): string[] {
  const late = facts.lateChanges.map((c) => `Late change: ${describeLateChange(c)}`);
  return [...late, ...facts.finalRound.map((g) => {
    const how =
      g.state === 'passed' ? 'passed' : g.state === 'failed' ? `exited ${g.exitCode ?? '?'}` : g.state === 'timed-out' ? `timed out after ${formatDuration(g.timeoutSeconds)}` : 'did not finish';
    return `Final verification: \`${g.command}\` (phase \`${g.phase}\`) ${how}`;
  })];
}

/** What the run spent, in total and per phase; nothing when it reads no usage and has no token or money budget. */
function spentLines(spend: RunSpend | null): string[] {
  return spend === null ? [] : [`Spent in total: ${spendLine(spend)}`, ...spendByPhaseLines(spend)];
}

/** The escalation message of a halted run, from its state (the phase is as it was when the run halted) and the facts derived from it. */
export function escalationMessage(state: RunState, escalation: RunEscalation, facts: RunFacts): string {
  const p = state.phases.find((x) => x.name === escalation.phase);
  return renderEscalation({
    prdTitle: state.prd.title,
    phase: escalation.phase,
    reason: escalation.reason,
    detail: escalationDetail(escalation),
    attempts: [
      ...(escalation.reason === 'final-verification-failed' ? finalRoundLines(facts) : p === undefined ? [] : attemptLines(state, p, escalation.reason)),
      // A budget stop says what was spent where (docs/design.md#budgets).
      ...(escalation.reason === 'budget-exhausted' ? spentLines(facts.spend) : []),
    ],
    gateOutput: escalation.gateOutput ?? undefined,
    advice: facts.advice ?? undefined,
  });
}
