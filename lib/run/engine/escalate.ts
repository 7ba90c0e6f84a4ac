// The run halts as needs-human: the event records the reason code, the reason in one
// sentence and the gate output it quotes. The message the agent relays is rendered from the
// state by lib/render/escalation-message.ts when the escalate action is built
// (docs/design.md#escalation-message). Pure.

import type { EscalationReasonWord } from '../../schema/run-vocabulary.js';
import type { RunEventOf, RunPhase, RunState } from '../../schema/run.js';
import { MAX_REVIEW_CYCLES } from '../../task/index.js';
import { usageLimitDetail } from '../../text/usage-limit-words.js';
import { cutAtWord } from '../../text/cut.js';
import { formatDuration } from '../../text/duration.js';
import type { Unstamped } from '../fold/stamp.js';

type EscalationFact = Unstamped<RunEventOf<'run-escalated'>>;

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
