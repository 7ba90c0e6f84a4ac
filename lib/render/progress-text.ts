// The `progress` text of `run`, `next`, `decide` and `resume` (docs/design.md#progress): what
// the engine found the user cares about among the events not reported yet (its items), in one
// short message for the agent to relay.

import { runShare, estimateSecondsLeft } from '../progress/estimate.js';
import { redactSecrets } from '../secrets/index.js';
import type { RunState } from '../schema/run.js';
import type { ProgressAgain, ProgressFacts, ProgressItem } from '../run/engine/progress.js';
import { formatDuration, formatLeft } from '../text/duration.js';
import { spendLine } from './cost-table.js';
import { cutAtWord, oneLine, withoutEndPunctuation } from '../text/cut.js';
import { attemptFailureText } from '../text/attempt-failure.js';

/** At most this many items; the rest are counted. */
const MAX_ITEMS = 5;
const REASON_LIMIT = 100;

/**
 * A failure reason for a progress item: its closing parenthetical (the advice: "revert …", the
 * detail of when) dropped so what failed and which file stay in view, then cut between words.
 */
const cut = (text: string, limit: number): string => {
  const flat = oneLine(text);
  const lead = flat.replace(/\s*\([^()]*\)\s*\.?$/, '');
  return cutAtWord(withoutEndPunctuation(lead === '' ? flat : lead), limit);
};

function passedItem(item: Extract<ProgressItem, { kind: 'passed' }>): string {
  const time = item.seconds === null ? null : formatDuration(item.seconds);
  const n = item.attempts;
  const facts = [time, n > 0 ? `${n} attempt${n === 1 ? '' : 's'}` : null].filter((f) => f !== null);
  return `${item.phase} ${item.noChanges ? 'passed, changing no file' : 'passed'}${facts.length > 0 ? ` (${facts.join(', ')})` : ''}`;
}

function failedItem(item: Extract<ProgressItem, { kind: 'failed' }>): string {
  const which = item.role === null || item.attempt === null ? 'an attempt' : item.role === 'work' ? `attempt ${item.attempt}` : `${item.role} ${item.attempt}`;
  return `${item.phase} ${which} failed: ${cut(attemptFailureText(item.failure), REASON_LIMIT)}`;
}

/** One item in words. */
function itemText(item: ProgressItem): string {
  switch (item.kind) {
    case 'started':
      return `${item.phase} started`;
    case 'failed':
      return failedItem(item);
    case 'passed':
      return passedItem(item);
    case 'awaits-approval':
      return `${item.phase} waits for your approval`;
    case 'approved':
      return `${item.phase} approved`;
    case 'rejected':
      return `${item.phase} rejected; redoing ${item.redo.join(', ') || item.phase}`;
    case 'review-found':
      return `${item.phase} review found ${item.findings} issue${item.findings === 1 ? '' : 's'}; fixing`;
    case 'refactoring':
      return `${item.phase} grew more complex; refactoring`;
    case 'final-started':
      return 'final verification started';
    case 'completed':
      return `run completed, spending ${spendLine(item.spend)}`;
  }
}

/** `2/6 done, ~8m left` (no estimate before a phase passed, nor once every phase passed). */
function shareLine(run: RunState, now: number): string {
  const { done, total } = runShare(run);
  const left = done < total ? estimateSecondsLeft(run, now) : null;
  return `${done}/${total} done${left === null ? '' : `, ${formatLeft(left)} left`}`;
}

/**
 * The progress text of what the engine reported (lib/run/engine/progress.ts) about `run` (the
 * state after the events) at `now`: `api passed (4m 05s, 1 attempt); ui started. 2/6 done, ~8m
 * left.`, with what the run spent once it completed. Null when there is no item.
 */
export function progressText(run: RunState, facts: ProgressFacts, now: number): string | null {
  if (facts.items.length === 0) return null;
  const items = facts.items.map(itemText);
  const shown = items.slice(0, MAX_ITEMS);
  const more = items.length - shown.length;
  // Items start with the phase name as written: no capital letter is forced on it.
  const head = `${shown.map(withoutEndPunctuation).join('; ')}${more > 0 ? `; ${more} more` : ''}`;
  // A cut item ends in `…`: no full stop after it (never `….`).
  const text = `${head}${head.endsWith('…') ? '' : '.'}${facts.share ? ` ${shareLine(run, now)}.` : ''}`;
  return redactSecrets(text);
}

/** The progress lines said again (`next --since`), oldest first. */
export const progressAgainText = (again: readonly ProgressAgain[]): string[] =>
  again.flatMap((p) => ('text' in p ? [p.text] : (progressText(p.state, p.facts, p.at) ?? [])));
