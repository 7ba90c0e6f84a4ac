// A gate failed when run again on the final tree, or the tree holds late changes (docs/design.md#final-verification).

import type { EscalatedGate, EscalationFacts } from '../schema/escalation-facts.js';
import { formatDuration } from '../text/duration.js';
import { describeLateChange } from '../text/late-change.js';
import { notRunText } from './gate-words.js';
import { noFacts, TABLE_SECTION, type EscalationReasonRecord } from './types.js';

export type Facts = Pick<EscalationFacts, 'gate' | 'late'>;

/** How a final gate ended. */
const finalEnd = (g: EscalatedGate): string =>
  g.state === 'timed-out' ? `timed out after ${formatDuration(g.timeoutSeconds ?? 0)}` : g.noTests === true ? `exited ${g.exitCode ?? '?'} but ran no tests (no-tests-ran)` : `exited ${g.exitCode ?? '?'}`;

function finalText(f: Facts): string {
  if (f.late !== undefined) return `late-changes: the final tree holds changes no passing attempt made: ${f.late.map(describeLateChange).join('; ')}`;
  const g = f.gate;
  if (g === undefined) return 'a gate failed on the final tree';
  if (g.waitedSeconds !== undefined) return notRunText(g);
  const changed = g.changedBy ?? [];
  const since = changed.length > 0 ? `; phases that changed files since it last passed: ${changed.map((n) => `\`${n}\``).join(', ')}` : '';
  return `gate \`${g.command}\` of phase \`${g.phase ?? ''}\` ${finalEnd(g)} on the final tree${since}`;
}

export const reason: EscalationReasonRecord<Facts> = {
  id: 'final-verification-failed',
  order: 100,
  meaning: 'Every phase passed, but a gate failed when run again on the final tree, or the tree holds changes no passing attempt made.',
  docs: TABLE_SECTION,
  advice: 'final-verification-failed',
  refine: 'final-verification',
  facts: noFacts,
  message: ({ facts }) => finalText(facts),
};
