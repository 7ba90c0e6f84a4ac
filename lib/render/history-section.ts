// The summary's sections on what happened to the run as a whole (docs/design.md#completion):
// every escalation, resume and cancellation in order, the warnings a run stands with, and the
// review phases' findings — so a run that escalated, was answered and completed still says so.

import { findingText } from '../text/finding.js';
import { code } from '../task/markdown.js';
import { freeText } from './free-text.js';
import type { RunHistoryEntry, RunState } from '../schema/index.js';
import { isoTime } from './time.js';
import { escalationDetail } from '../text/escalation-detail.js';

/** Characters of an escalation's detail or a human's note quoted in the history. */
const HISTORY_TEXT_LIMIT = 400;
/** Characters of one review finding quoted. */
const FINDING_TEXT_LIMIT = 300;


function historyLine(entry: RunHistoryEntry): string {
  const at = isoTime(entry.at);
  if (entry.kind === 'escalated') return `- ${at} escalated at ${code(entry.phase)}: ${entry.reason}: ${freeText(escalationDetail(entry), HISTORY_TEXT_LIMIT)}`;
  if (entry.kind === 'resumed') {
    const reset = entry.reset.length === 0 ? 'no phase reset' : `reset ${entry.reset.map(code).join(', ')}`;
    const note = entry.note === null ? 'no note' : `the human's answer: "${freeText(entry.note, HISTORY_TEXT_LIMIT)}"`;
    return `- ${at} resumed (${reset}; ${note})`;
  }
  // A refused gate confirmation is said as before the refusal was recorded apart from the note.
  const said = entry.gatesRefused === true ? `the gates were not confirmed${entry.note === null ? '' : `: ${entry.note}`}` : entry.note;
  return `- ${at} cancelled${said === null ? '' : `: "${freeText(said, HISTORY_TEXT_LIMIT)}"`}`;
}

/** Every escalation, resume and cancellation of the run, oldest first; `None.` when there was none. */
export function historySection(state: Pick<RunState, 'history'>): string[] {
  const history = state.history ?? [];
  return history.length === 0 ? ['None.'] : history.map(historyLine);
}

/** The standing warnings of the run (lib/run/engine/warnings.ts), one per line; `None.` when there are none. */
export function warningsSection(warnings: readonly string[]): string[] {
  return warnings.length === 0 ? ['None.'] : warnings.map((w) => `- ${freeText(w, HISTORY_TEXT_LIMIT * 2)}`);
}

/** The findings of every review cycle, blocking and not, by phase and cycle; `None.` when no review found anything. */
export function reviewFindingsSection(state: Pick<RunState, 'phases'>): string[] {
  const lines: string[] = [];
  for (const phase of state.phases) {
    for (const review of phase.reviews) {
      for (const f of review.findings) {
        const where = f.file === undefined ? '' : ` (${code(f.line === undefined ? f.file : `${f.file}:${f.line}`)})`;
        lines.push(`- ${code(phase.name)} cycle ${review.cycle}, ${f.severity}: ${freeText(findingText(f), FINDING_TEXT_LIMIT)}${where}`);
      }
    }
  }
  return lines.length === 0 ? ['None.'] : lines;
}
