// The `progress` text of `run`, `next`, `decide` and `resume` (docs/design.md#progress): what
// the user cares about among the events not reported yet, in one short message for the agent
// to relay. Nothing the user cares about: null, and nothing is printed.

import { runShare, estimateSecondsLeft } from '../progress/estimate.js';
import { redactSecrets } from '../secrets/index.js';
import type { RunEvent, RunPhase, RunState } from '../schema/run.js';
import type { RunSpend } from '../schema/spend.js';
import { formatDuration, formatLeft } from '../text/duration.js';
import { spendLine } from './cost-table.js';
import { cutAtWord, withoutEndPunctuation } from '../text/cut.js';

/** At most this many items; the rest are counted. */
const MAX_ITEMS = 5;
const REASON_LIMIT = 100;

/**
 * A failure reason for a progress item: its closing parenthetical (the advice: "revert …", the
 * detail of when) dropped so what failed and which file stay in view, then cut between words.
 */
const cut = (text: string, limit: number): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  const lead = flat.replace(/\s*\([^()]*\)\s*\.?$/, '');
  return cutAtWord(withoutEndPunctuation(lead === '' ? flat : lead), limit);
};

/** Attempts of the phase's own role (work, or review for a review phase); a lost child `resume` reissued counts once. */
function attempts(p: RunPhase): number {
  const role = p.type === 'review' ? 'review' : 'work';
  return p.spawns.filter((s) => s.role === role && s.outcome !== 'abandoned').length;
}

function passedItem(p: RunPhase): string {
  const time = p.startedAt !== null && p.finishedAt !== null ? formatDuration((p.finishedAt - p.startedAt) / 1000) : null;
  const n = attempts(p);
  const facts = [time, n > 0 ? `${n} attempt${n === 1 ? '' : 's'}` : null].filter((f) => f !== null);
  return `${p.name} ${p.noChanges === true ? 'passed, changing no file' : 'passed'}${facts.length > 0 ? ` (${facts.join(', ')})` : ''}`;
}

function failedItem(p: RunPhase | undefined, name: string, e: Extract<RunEvent, { type: 'attempt-failed' }>): string {
  const record = p?.failures.find((f) => f.at === e.at && f.reason === e.reason);
  const which = record === undefined ? 'an attempt' : record.role === 'work' ? `attempt ${record.attempt}` : `${record.role} ${record.attempt}`;
  return `${name} ${which} failed: ${cut(e.reason, REASON_LIMIT)}`;
}

function firstOfRound(run: RunState, actionId: string): boolean {
  const v = run.verification;
  return v === undefined || v.gates[v.from]?.actionId === actionId;
}

/** One item per event the user cares about, in log order; a phase that passed is not also reported as started. */
function items(run: RunState, events: readonly RunEvent[], spend: RunSpend | null): { items: string[]; share: boolean } {
  const byName = new Map(run.phases.map((p) => [p.name, p]));
  const passed = new Set(events.flatMap((e) => (e.type === 'phase-passed' ? [e.phase] : [])));
  const out: string[] = [];
  let share = false;
  let final = false;
  for (const e of events) {
    switch (e.type) {
      case 'phase-started': {
        const p = byName.get(e.phase);
        if (!passed.has(e.phase) && p !== undefined && p.kind !== 'approval') out.push(`${e.phase} started`);
        break;
      }
      case 'attempt-failed':
        out.push(failedItem(byName.get(e.phase), e.phase, e));
        break;
      case 'phase-passed': {
        const p = byName.get(e.phase);
        if (p !== undefined) out.push(passedItem(p));
        share = true;
        break;
      }
      case 'approval-requested':
        out.push(`${e.phase} waits for your approval`);
        break;
      case 'decision-recorded':
        out.push(e.decision === 'approve' ? `${e.phase} approved` : `${e.phase} rejected; redoing ${e.reset.join(', ') || e.phase}`);
        share = share || e.decision === 'approve';
        break;
      case 'review-found':
        out.push(`${e.phase} review found ${e.findings.length} issue${e.findings.length === 1 ? '' : 's'}; fixing`);
        break;
      case 'refactor-inserted':
        out.push(`${e.phase} grew more complex; refactoring`);
        break;
      case 'final-gate-issued':
        // Once per round: its first gate (the round's later gates are issued one at a time).
        if (!final && firstOfRound(run, e.actionId)) out.push('final verification started');
        final = true;
        break;
      case 'run-completed':
        // At completion the user hears what the run cost.
        if (spend !== null) out.push(`run completed, spending ${spendLine(spend)}`);
        break;
      default:
        break;
    }
  }
  return { items: out, share };
}

/** `2/6 done, ~8m left` (no estimate before a phase passed, nor once every phase passed). */
function shareLine(run: RunState, now: number): string {
  const { done, total } = runShare(run);
  const left = done < total ? estimateSecondsLeft(run, now) : null;
  return `${done}/${total} done${left === null ? '' : `, ${formatLeft(left)} left`}`;
}

/**
 * The progress text for `events` (not reported yet, log order) of `run` (the state after
 * them) at `now`: `api passed (4m 05s, 1 attempt); ui started. 2/6 done, ~8m left.`, with
 * what the run spent (`runSpend`, lib/run/host/spend.ts) once it completed. Null when none of
 * them is something the user cares about.
 */
export function progressText(run: RunState, events: readonly RunEvent[], now: number, spend: RunSpend | null): string | null {
  const found = items(run, events, spend);
  if (found.items.length === 0) return null;
  const shown = found.items.slice(0, MAX_ITEMS);
  const more = found.items.length - shown.length;
  // Items start with the phase name as written: no capital letter is forced on it.
  const head = `${shown.map(withoutEndPunctuation).join('; ')}${more > 0 ? `; ${more} more` : ''}`;
  // A cut item ends in `…`: no full stop after it (never `….`).
  const text = `${head}${head.endsWith('…') ? '' : '.'}${found.share ? ` ${shareLine(run, now)}.` : ''}`;
  return redactSecrets(text);
}
