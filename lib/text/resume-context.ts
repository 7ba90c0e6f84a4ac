// A resumed phase's context in words, for the retry's task: the escalation in one line and each
// earlier attempt in one line (the engine records them as facts: lib/run/fold/resume-context.ts). Pure.

import type { EarlierAttempt, RunEscalation } from '../schema/run.js';
import { attemptFailureText } from './attempt-failure.js';
import { escalationDetail } from './escalation-detail.js';
import { oneLine } from './cut.js';

/** `<reason>: <detail>`. */
export const resumedEscalationText = (escalation: RunEscalation): string => `${escalation.reason}: ${oneLine(escalationDetail(escalation))}`;

/** `Attempt N (role): <why it failed>`, or `Attempt N reported STATUS: <summary> (changed <files>)`. */
export function earlierAttemptText(a: EarlierAttempt): string {
  if ('failure' in a) return `Attempt ${a.attempt}${a.role === 'work' ? '' : ` (${a.role})`}: ${oneLine(attemptFailureText(a.failure))}`;
  const files = a.files.length === 0 ? 'no file' : a.files.join(', ');
  return `Attempt ${a.attempt} reported ${a.reported ?? 'no status'}: ${oneLine(a.summary)} (changed ${files})`;
}
