// What a retried attempt learns when `resume` resets the escalated phase: the escalation, the
// question of a sub-agent that reported BLOCKED, the human's answer (`resume --note-file`) and
// the earlier attempts in one line each (docs/design.md#escalation). Pure.

import type { ResumeContext, RunEscalation, RunPhase } from '../../schema/run.js';
import { escalationDetail } from '../../text/escalation-detail.js';
import { attemptFailureText } from '../../text/attempt-failure.js';

const flat = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** One line per attempt of the phase's current generation, oldest first: its failure, or what its sub-agent said. */
function earlierAttempts(p: RunPhase): string[] {
  const failed = p.failures.filter((f) => f.generation === p.generation);
  const lines = failed.map((f) => `Attempt ${f.attempt}${f.role === 'work' ? '' : ` (${f.role})`}: ${flat(attemptFailureText(f.failure))}`);
  const last = p.spawns.filter((s) => s.outcome === 'accepted').at(-1);
  if (last !== undefined && last.summary !== null) {
    const files = last.filesModified.length === 0 ? 'no file' : last.filesModified.join(', ');
    lines.push(`Attempt ${last.attempt} reported ${last.status ?? 'no status'}: ${flat(last.summary)} (changed ${files})`);
  }
  return lines;
}

/** The context of the phase reset by a resume from `escalation`, with the human's `answer`. */
export function resumeContext(p: RunPhase, escalation: RunEscalation, answer: string | null): ResumeContext {
  const blocked = escalation.reason === 'sub-agent-blocked' ? p.spawns.filter((s) => s.status === 'BLOCKED').at(-1) : undefined;
  return {
    escalation: `${escalation.reason}: ${flat(escalationDetail(escalation))}`,
    question: blocked?.summary == null ? null : blocked.summary.trim(),
    answer,
    earlier: earlierAttempts(p),
  };
}
