// The run halts as needs-human: the event records the reason code, the facts that explain it
// (lib/schema/escalation-facts.ts: what failed, how often, against which budget) and the gate
// output it quotes; never a sentence. lib/text/escalation-detail.ts words the facts, and the
// message the agent relays is rendered at the edge (docs/design.md#escalation-message). Pure.

import type { EscalationReasonWord } from '../../schema/run-vocabulary.js';
import type { EscalationFacts, RunEventOf, RunPhase, RunState } from '../../schema/run.js';
import { MAX_REVIEW_CYCLES } from '../../task/index.js';
import type { Unstamped } from './stamp.js';

type EscalationFact = Unstamped<RunEventOf<'run-escalated'>>;

function lastGateTail(p: RunPhase): string | undefined {
  for (let i = p.failures.length - 1; i >= 0; i -= 1) {
    const tail = p.failures[i]?.gateTail;
    if (tail !== null && tail !== undefined && tail !== '') return tail;
  }
  return undefined;
}

/** What a reason's facts may draw on: the run, the phase, its last failure and its last spawn. */
interface FactsContext {
  state: RunState;
  p: RunPhase;
  last: RunPhase['failures'][number] | undefined;
  spawn: RunPhase['spawns'][number] | undefined;
  now: number;
}

/** Which limit the run reached: its duration when that is over, else its spawn count. */
function budgetFacts({ state, now }: FactsContext): EscalationFacts {
  const { maxSpawns, maxDurationSeconds } = state.limits;
  if (maxDurationSeconds !== null && now - state.createdAt > maxDurationSeconds * 1000) return { elapsedSeconds: (now - state.createdAt) / 1000, maxDurationSeconds };
  return { spawns: state.spawnCount, maxSpawns };
}

/** The review items a fix still owes (suggestions are not owed). */
const openFindings = (spawn: FactsContext['spawn']): number => (spawn?.findings ?? []).filter((f) => f.severity !== 'suggestion').length;

/** The usage limit holding the run, where it was hit. */
function limitFacts({ state }: FactsContext): EscalationFacts {
  const l = state.usageLimit;
  return l === undefined ? {} : { limit: { kind: l.kind, resetAt: l.resetAt, resetText: l.resetText, message: l.message, actionId: l.actionId, source: l.source } };
}

const none = (): EscalationFacts => ({});

/** The facts of each reason, as a table so every reason word has exactly one rule. */
const FACTS: Record<EscalationReasonWord, (c: FactsContext) => EscalationFacts> = {
  'gate-retries-exhausted': ({ p, last }) => ({ lastFailure: last?.reason ?? null, attempts: p.attempt, maxAttempts: p.maxRetries + 1 }),
  'no-progress': ({ last }) => ({ lastFailure: last?.reason ?? null }),
  'review-cycles-exhausted': ({ spawn }) => ({ openFindings: openFindings(spawn), cycles: MAX_REVIEW_CYCLES }),
  'sub-agent-blocked': ({ spawn }) => ({ summary: spawn?.summary ?? null }),
  'sub-agent-error': ({ p, last }) => ({ lastFailure: last?.reason ?? null, attempts: p.attempt }),
  'escalate-flag': none,
  'budget-exhausted': budgetFacts,
  'gate-not-run': none,
  'gate-log-refused': none,
  'gate-wrong-dir': none,
  'run-state-tampered': none,
  'checkpoint-failed': ({ last }) => ({ lastFailure: last?.reason ?? null }),
  'final-verification-failed': none,
  'usage-limit': limitFacts,
  'spawn-failed': ({ spawn }) => (spawn?.problems[0] === undefined ? {} : { error: spawn.problems[0] }),
};

/** The `run-escalated` fact for `p`; `facts`/`gateOutput` override what the phase's history says. */
export function escalationEvent(
  state: RunState,
  p: RunPhase,
  reason: EscalationReasonWord,
  now: number,
  facts?: EscalationFacts,
  gateOutput?: string,
): EscalationFact {
  const derived = facts ?? FACTS[reason]({ state, p, last: p.failures.at(-1), spawn: p.spawns.at(-1), now });
  return { type: 'run-escalated', phase: p.name, reason, facts: derived, gateOutput: gateOutput ?? lastGateTail(p) ?? null };
}
