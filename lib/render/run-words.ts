// The words of the engine's escalate and complete actions (lib/run/engine/words.ts): the escalation
// message with how to resume, and the completion message with what a quiet pass would hide.
// The interpreter hands these to the engine, which hands them the facts it derived (the spend,
// the warnings, the advice). Pure.

import type { RunEscalation, RunState } from '../schema/run.js';
import type { RunFacts } from '../run/commands/run-facts.js';
import type { RunWords } from '../run/engine/words.js';
import { spendByPhaseLines, spendLine } from './cost-table.js';
import { escalationMessage } from './escalation-message.js';
import { runNotices } from './notices.js';
import { progressText } from './progress-text.js';

/** A completed run, in one message: phases passed and skipped, the notices and warnings, the spend, the summary. */
function completionMessage(state: RunState, facts: RunFacts): string {
  const passed = state.phases.filter((p) => p.status === 'passed').length;
  const skipped = state.phases.filter((p) => p.status === 'skipped').map((p) => p.name);
  // The user hears what a quiet pass would hide: erosion, the final verification, no-changes, models.
  const notices = [...runNotices(state, facts), ...facts.warnings];
  // What it cost, per phase and in total (docs/design.md#budgets).
  const spend = facts.spend;
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
  escalation: (state: RunState, e: RunEscalation, invocation: string, facts: RunFacts): string =>
    `${escalationMessage(state, e, facts)}When the human has acted, continue with: ${invocation} resume ${state.runId}\n`,
  completion: completionMessage,
  progress: progressText,
};
