// What a retried attempt learns when `resume` resets the escalated phase: the escalation, the
// question of a sub-agent that reported BLOCKED, the human's answer (`resume --note-file`) and
// the earlier attempts (docs/design.md#escalation), as facts; lib/text/resume-context.ts words
// them for the retry's task. Pure.

import type { EarlierAttempt, ResumeContext, RunEscalation, RunPhase } from '../../schema/run.js';

/** The attempts of the phase's current generation, oldest first: each failure, then what the last accepted result reported. */
function earlierAttempts(p: RunPhase): EarlierAttempt[] {
  const failed: EarlierAttempt[] = p.failures.filter((f) => f.generation === p.generation).map((f) => ({ attempt: f.attempt, role: f.role, failure: f.failure }));
  const last = p.spawns.filter((s) => s.outcome === 'accepted').at(-1);
  if (last === undefined || last.summary === null) return failed;
  return [...failed, { attempt: last.attempt, reported: last.status, summary: last.summary, files: last.filesModified }];
}

/** The context of the phase reset by a resume from `escalation`, with the human's `answer`. */
export function resumeContext(p: RunPhase, escalation: RunEscalation, answer: string | null): ResumeContext {
  const blocked = escalation.reason === 'sub-agent-blocked' ? p.spawns.filter((s) => s.status === 'BLOCKED').at(-1) : undefined;
  return {
    escalation,
    question: blocked?.summary == null ? null : blocked.summary.trim(),
    answer,
    earlier: earlierAttempts(p),
  };
}
