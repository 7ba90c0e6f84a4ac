// Prior phases' summaries cut to a byte budget: drop the oldest first, then truncate
// the newest with a marker. The budget covers the whole rendered block (UTF-8 bytes).

import { redactSecrets } from '../secrets/index.js';
import { normalizeNewlines, utf8Length, utf8Prefix } from '../text/index.js';

export interface PriorSummary {
  phase: string;
  summary: string;
}

export interface FittedSummaries {
  /** The rendered block (may be empty); `utf8Length(text) <= budgetBytes`. */
  text: string;
  /** Phases whose summary is in `text`, oldest first. */
  kept: string[];
  /** How many older summaries were dropped. */
  dropped: number;
  /** Whether the newest kept summary was cut. */
  truncated: boolean;
}

export const DEFAULT_SUMMARY_BUDGET_BYTES = 4096;
export const TRUNCATION_MARKER = ' …[truncated]';

const renderEntry = (s: PriorSummary): string => {
  const body = redactSecrets(normalizeNewlines(s.summary).trim()).replace(/\n/g, '\n  ');
  return `- ${s.phase}: ${body === '' ? '(no summary)' : body}`;
};

const droppedNote = (n: number): string => `- (${n} older summar${n === 1 ? 'y' : 'ies'} omitted)`;

/** `summaries` are oldest first (newest last), as in the task text. Secrets are redacted before measuring. */
export function fitSummaries(summaries: readonly PriorSummary[], budgetBytes: number): FittedSummaries {
  const entries = summaries.map(renderEntry);
  const kept: string[] = [];
  let used = 0;
  let first = entries.length;
  // Walk from the newest back, keeping whole entries while the block (with its omission note) fits.
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i] ?? '';
    const note = i > 0 ? utf8Length(droppedNote(i)) + 1 : 0;
    const next = used + (kept.length > 0 ? 1 : 0) + utf8Length(entry);
    if (next + note > budgetBytes) {
      // Fits only if everything older is dropped too (note length depends on i); stop here.
      break;
    }
    kept.unshift(entry);
    used = next;
    first = i;
  }
  if (kept.length > 0) {
    const dropped = first;
    const lines = dropped > 0 ? [droppedNote(dropped), ...kept] : kept;
    return { text: lines.join('\n'), kept: summaries.slice(first).map((s) => s.phase), dropped, truncated: false };
  }
  const newest = summaries.at(-1);
  if (newest === undefined) return { text: '', kept: [], dropped: 0, truncated: false };
  const dropped = summaries.length - 1;
  const note = dropped > 0 ? droppedNote(dropped) + '\n' : '';
  const room = budgetBytes - utf8Length(note) - utf8Length(TRUNCATION_MARKER);
  if (room <= 0) return { text: '', kept: [], dropped: summaries.length, truncated: false };
  const text = note + utf8Prefix(renderEntry(newest), room).trimEnd() + TRUNCATION_MARKER;
  return { text, kept: [newest.phase], dropped, truncated: true };
}
