// The run halts as needs-human: the event records the reason code, the reason in one
// sentence and the gate output it quotes; the message the agent relays is rendered from the
// state when the escalate action is built (docs/design.md#escalation-message).

import { renderEscalation } from '../render/escalation.js';
import type { EscalationReasonWord } from '../schema/run-vocabulary.js';
import type { RunEscalation, RunEventOf, RunPhase, RunState } from '../schema/run.js';
import { MAX_REVIEW_CYCLES } from '../task/index.js';
import { escalationAdvice } from './escalation-advice.js';
import { finalRoundLines } from './verify-facts.js';
import { usageLimitDetail } from './usage-limit-words.js';
import { runSpend } from './spend.js';
import { spendByPhaseLines, spendLine } from '../render/cost-table.js';
import { cutAtWord, withoutEndPunctuation } from '../text/cut.js';
import { formatDuration } from '../text/duration.js';

type EscalationFact = Omit<RunEventOf<'run-escalated'>, 'seq' | 'at'>;

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
        cutAtWord(s.problems[0] ?? '', 200),
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
  const timed = [...p.failures.map((f) => ({ at: f.at, line: `Attempt ${f.attempt}${roleLabel(f.role, f.cycle)}: ${f.reason}` })), ...blockedLines(p), ...spawnFailureLines(p)];
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
      .map((f) => cutAtWord(withoutEndPunctuation(f.description), 160));
    lines.push(
      `Review cycle ${review.cycle}: ${counts.blocking} Blocking, ${counts.required} Required Changes` +
        (items.length > 0 ? ` (${items.join('; ')})` : ''),
    );
  }
  if (lines.length === 0) return nothingFailedLines(state, p, reason);
  return lines.slice(-20);
}

function lastGateTail(p: RunPhase): string | undefined {
  for (let i = p.failures.length - 1; i >= 0; i -= 1) {
    const tail = p.failures[i]?.gateTail;
    if (tail !== null && tail !== undefined && tail !== '') return tail;
  }
  return undefined;
}

function detailFor(state: RunState, p: RunPhase, reason: EscalationReasonWord, now: number): string {
  const last = p.failures.at(-1);
  const spawn = p.spawns.at(-1);
  switch (reason) {
    case 'gate-retries-exhausted':
      return `${last?.reason ?? 'the gate failed'}; all ${p.attempt} of ${p.maxRetries + 1} attempts failed`;
    case 'no-progress':
      return `two attempts in a row failed the same way: ${last?.reason ?? 'the same failure'}`;
    case 'review-cycles-exhausted': {
      const open = (spawn?.findings ?? []).filter((f) => f.severity !== 'suggestion').length;
      return `the review still finds ${open} Blocking or Required item(s) after ${MAX_REVIEW_CYCLES} review→fix cycles`;
    }
    case 'sub-agent-blocked':
      return `the sub-agent reported BLOCKED: ${spawn?.summary ?? '(no summary)'}`;
    case 'sub-agent-error':
      return `${last?.reason ?? 'the sub-agent gave no usable result'}; all ${p.attempt} attempt(s) failed`;
    case 'escalate-flag':
      return `phase \`${p.name}\` is marked \`Escalate: true\`: a human does or checks it before the run goes on`;
    case 'budget-exhausted': {
      const { maxSpawns, maxDurationSeconds } = state.limits;
      if (maxDurationSeconds !== null && now - state.createdAt > maxDurationSeconds * 1000) {
        return `the run has been going for ${formatDuration((now - state.createdAt) / 1000)}, over its max-duration of ${formatDuration(maxDurationSeconds)}`;
      }
      return `the run has used ${state.spawnCount} of its ${maxSpawns} sub-agent spawns (max-spawns)`;
    }
    case 'gate-not-run':
      return `the gate's log never appeared: the gate was not run as given`;
    case 'gate-log-refused':
      return "the gate's log is not the one its exec command wrote (planted, linked, or written by something else)";
    case 'gate-wrong-dir':
      return "the gate's log says it ran in another directory than the project";
    case 'run-state-tampered':
      return 'the run state is not what OpenForge froze and confirmed';
    case 'checkpoint-failed':
      return `${last?.reason ?? 'a gate failed'} at the checkpoint`;
    case 'final-verification-failed':
      return 'a gate failed on the final tree';
    case 'usage-limit':
      return usageLimitDetail(state, now);
    case 'spawn-failed':
      return `sessions_spawn failed for phase \`${p.name}\`: ${cutAtWord(spawn?.problems[0] ?? '(no error text)', 300)}`;
  }
}

/** The `run-escalated` fact for `p`; `detail`/`gateOutput` override what the phase's history says. */
export function escalationEvent(
  state: RunState,
  p: RunPhase,
  reason: EscalationReasonWord,
  now: number,
  detail?: string,
  gateOutput?: string,
): EscalationFact {
  return { type: 'run-escalated', phase: p.name, reason, detail: detail ?? detailFor(state, p, reason, now), gateOutput: gateOutput ?? lastGateTail(p) ?? null };
}

/** What the run spent, in total and per phase; nothing when it reads no usage and has no token or money budget. */
function spentLines(state: RunState): string[] {
  const spend = runSpend(state);
  return spend === null ? [] : [`Spent in total: ${spendLine(spend)}`, ...spendByPhaseLines(spend)];
}

/** The escalation message of a halted run, from its state (the phase is as it was when the run halted). */
export function escalationMessage(state: RunState, escalation: RunEscalation): string {
  const p = state.phases.find((x) => x.name === escalation.phase);
  return renderEscalation({
    prdTitle: state.prd.title,
    phase: escalation.phase,
    reason: escalation.reason,
    detail: escalation.detail,
    attempts: [
      ...(escalation.reason === 'final-verification-failed' ? finalRoundLines(state) : p === undefined ? [] : attemptLines(state, p, escalation.reason)),
      // A budget stop says what was spent where (docs/design.md#budgets).
      ...(escalation.reason === 'budget-exhausted' ? spentLines(state) : []),
    ],
    gateOutput: escalation.gateOutput ?? undefined,
    advice: escalationAdvice(state, p, escalation.reason, escalation.at),
  });
}
