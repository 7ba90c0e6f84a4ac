// The NextReport a run command prints after a cycle: the run's state, the actions to carry
// out, and the warnings the agent relays (docs/design.md#run-protocol). Pure.

import type { Action, NextReport } from '../../schema/actions.js';
import type { RunState } from '../../schema/run.js';
import { SCHEMA_VERSION } from '../../schema/version.js';
import type { RunWarning } from '../../warnings/index.generated.js';
import { runWarnings } from '../engine/warnings.js';

/** The run's standing warnings (lib/run/engine/warnings.ts) before a cycle and after it, as facts, and which of them the report lists: the shell words them. */
export interface StandingFacts {
  which: StandingWarnings;
  before: RunWarning[];
  after: RunWarning[];
}

/** The standing warnings after the cycle in words, those of them not standing before it, and which the report lists. */
export interface StandingWords {
  which: StandingWarnings;
  all: string[];
  fresh: string[];
}

/** What a cycle hands to its report: the state after, the actions, the call's warnings, the standing ones and progress. */
export interface CycleView {
  state: RunState;
  actions: Action[];
  warnings: string[];
  standing: StandingWords;
  progress?: string | null;
}

/**
 * Which standing warnings a report lists: `all` of them (`run`, `resume`, `cancel`: the agent may
 * be new to the run), or only those that arose in this call (`next`: a warning is relayed once,
 * not on every step; `status` and the completion message list them all).
 */
export type StandingWarnings = 'all' | 'new';

/**
 * The standing warnings before and after a cycle, as facts, for a report that lists `which`. The
 * warnings are a function of the state, and the state of its events: a cycle that recorded no
 * event (`seq` unchanged) raised none, so for `new` there is nothing to work out, and for `all`
 * the state's warnings are worked out once.
 */
export function standingFacts(done: { before: RunState; state: RunState }, which: StandingWarnings): StandingFacts {
  const unchanged = done.before.seq === done.state.seq;
  if (unchanged && which === 'new') return { which, before: [], after: [] };
  const after = runWarnings(done.state);
  return { which, before: unchanged ? after : runWarnings(done.before), after };
}

/** The NextReport of a cycle (`runDir: false`: leave the run's directory out, as `next` does). */
export function nextReport(
  done: CycleView,
  extra: { created?: boolean; warnings?: string[]; runDir?: boolean } = {},
): NextReport {
  const report: NextReport = {
    schemaVersion: SCHEMA_VERSION,
    runId: done.state.runId,
    status: done.state.status,
    ...(extra.runDir === false ? {} : { runDir: done.state.runDir }),
    actions: done.actions,
    warnings: [...(extra.warnings ?? []), ...done.warnings, ...standingWarnings(done)],
  };
  if (extra.created !== undefined) report.created = extra.created;
  if (done.progress !== undefined && done.progress !== null) report.progress = done.progress;
  return report;
}

/** The standing warnings the report lists, as its command chose them when its cycle ran (standingFacts). */
function standingWarnings(done: CycleView): string[] {
  // The completion message already carries every standing warning.
  if (done.actions.some((a) => a.kind === 'complete')) return [];
  return done.standing.which === 'all' ? done.standing.all : done.standing.fresh;
}
