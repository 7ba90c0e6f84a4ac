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

/** What a reason's sentence may draw on: the run, the phase, its last failure and its last spawn. */
interface DetailContext {
  state: RunState;
  p: RunPhase;
  last: RunPhase['failures'][number] | undefined;
  spawn: RunPhase['spawns'][number] | undefined;
  now: number;
}

/** Which limit the run reached: its duration when that is over, else its spawn count. */
function budgetDetail({ state, now }: DetailContext): string {
  const { maxSpawns, maxDurationSeconds } = state.limits;
  if (maxDurationSeconds !== null && now - state.createdAt > maxDurationSeconds * 1000) {
    return `the run has been going for ${formatDuration((now - state.createdAt) / 1000)}, over its max-duration of ${formatDuration(maxDurationSeconds)}`;
  }
  return `the run has used ${state.spawnCount} of its ${maxSpawns} sub-agent spawns (max-spawns)`;
}

/** The review items a fix still owes (suggestions are not owed). */
const openFindings = (spawn: DetailContext['spawn']): number => (spawn?.findings ?? []).filter((f) => f.severity !== 'suggestion').length;

/** The one-sentence detail of each reason, written as a table so every reason word has exactly one. */
const DETAIL: Record<EscalationReasonWord, (c: DetailContext) => string> = {
  'gate-retries-exhausted': ({ p, last }) => `${last?.reason ?? 'the gate failed'}; all ${p.attempt} of ${p.maxRetries + 1} attempts failed`,
  'no-progress': ({ last }) => `two attempts in a row failed the same way: ${last?.reason ?? 'the same failure'}`,
  'review-cycles-exhausted': ({ spawn }) =>
    `the review still finds ${openFindings(spawn)} Blocking or Required item(s) after ${MAX_REVIEW_CYCLES} review→fix cycles`,
  'sub-agent-blocked': ({ spawn }) => `the sub-agent reported BLOCKED: ${spawn?.summary ?? '(no summary)'}`,
  'sub-agent-error': ({ p, last }) => `${last?.reason ?? 'the sub-agent gave no usable result'}; all ${p.attempt} attempt(s) failed`,
  'escalate-flag': ({ p }) => `phase \`${p.name}\` is marked \`Escalate: true\`: a human does or checks it before the run goes on`,
  'budget-exhausted': budgetDetail,
  'gate-not-run': () => `the gate's log never appeared: the gate was not run as given`,
  'gate-log-refused': () => "the gate's log is not the one its exec command wrote (planted, linked, or written by something else)",
  'gate-wrong-dir': () => "the gate ran, or would have run, outside the project: its log names another directory, or a path it names leads elsewhere",
  'run-state-tampered': () => 'the run state is not what OpenForge froze and confirmed',
  'checkpoint-failed': ({ last }) => `${last?.reason ?? 'a gate failed'} at the checkpoint`,
  'final-verification-failed': () => 'a gate failed on the final tree',
  'usage-limit': ({ state, now }) => usageLimitDetail(state, now),
  'spawn-failed': ({ p, spawn }) => `sessions_spawn failed for phase \`${p.name}\`: ${cutAtWord(spawn?.problems[0] ?? '(no error text)', 300)}`,
};

function detailFor(state: RunState, p: RunPhase, reason: EscalationReasonWord, now: number): string {
  return DETAIL[reason]({ state, p, last: p.failures.at(-1), spawn: p.spawns.at(-1), now });
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
