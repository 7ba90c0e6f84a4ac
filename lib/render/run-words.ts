// The words of the engine's escalate and complete actions (lib/run/engine/words.ts): the escalation
// message with how to resume, and the completion message with what a quiet pass would hide.
// The interpreter hands these to the engine. Pure.

import type { RunEscalation, RunState } from '../schema/run.js';
import type { RunWords } from '../run/engine/words.js';
import { runSpend } from '../run/host/spend.js';
import { runWarnings } from '../run/evidence/warnings.js';
import { spendByPhaseLines, spendLine } from './cost-table.js';
import { escalationMessage } from './escalation-message.js';
import { runNotices } from './notices.js';
import { progressText } from './progress-text.js';

/** A completed run, in one message: phases passed and skipped, the notices and warnings, the spend, the summary. */
function completionMessage(state: RunState): string {
  const passed = state.phases.filter((p) => p.status === 'passed').length;
  const skipped = state.phases.filter((p) => p.status === 'skipped').map((p) => p.name);
  // The user hears what a quiet pass would hide: erosion, the final verification, no-changes, models.
  const notices = [...runNotices(state), ...runWarnings(state)];
  // What it cost, per phase and in total (docs/design.md#budgets).
  const spend = runSpend(state);
  if (spend !== null) notices.push(`spent ${spendLine(spend)}: ${spendByPhaseLines(spend).join('; ')}`);
  return (
    `OpenForge run ${state.runId} of "${state.prd.title ?? '(untitled PRD)'}" completed: ${passed} phase(s) passed their gates` +
    (skipped.length > 0 ? `, skipped: ${skipped.join(', ')}` : '') +
    // Each notice is a sentence of its own elsewhere (status): its full stop is dropped here, not doubled.
    (notices.length > 0 ? `; ${notices.map((n) => n.replace(/\.$/, '')).join('; ')}` : '') +
    `. Summary: ${state.summaryFile ?? ''}`
  );
}

export const RUN_WORDS: RunWords = {
  escalation: (state: RunState, e: RunEscalation, invocation: string): string =>
    `${escalationMessage(state, e)}When the human has acted, continue with: ${invocation} resume ${state.runId}\n`,
  completion: completionMessage,
  progress: progressText,
};
