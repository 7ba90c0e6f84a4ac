// The one loop over the engine: one command's passes of `advanceRun`, each pass answering the
// requests of the one before, at most MAX_PASSES. A generator, driven by the interpreter
// (lib/io/interpreter.ts) whether its calls are carried out on a RunIO or, in the engine's unit
// harness, on fake maps: it yields each request and takes back whether it was answered (a world
// that does not look at the tree answers no diff, look or erosion request); it yields once for the frozen PRD
// copy's gates when a gate is about to be issued, and once for the logged events not reported
// yet when the command reports progress (progress.ts), its last decision. Nothing else calls
// advanceRun. Pure.

import type { RunEvent, RunState } from '../../schema/run.js';
import { advanceRun, type AdvanceInput, type Advanced } from './advance.js';
import type { FrozenPrdGates } from '../model/observed.js';
import type { Effect, Request } from './observe.js';
import type { Fact, Observed } from '../model/observed.js';
import { reportedThrough, reportProgress, type ProgressFacts } from './progress.js';

/**
 * At most this many engine passes per command. Each pass answers every request of the one
 * before; a real command needs two or three (files, then changes, then erosion).
 */
export const MAX_PASSES = 8;

/** The events that hand a gate to the agent's exec. */
const GATE_ISSUES: ReadonlySet<RunEvent['type']> = new Set(['gate-issued', 'final-gate-issued', 'baseline-gate-issued', 'old-code-gate-issued']);
const ISSUES: ReadonlySet<RunEvent['type']> = new Set(['spawn-issued', ...GATE_ISSUES]);

/** What the observations of a command are: filled by the driver as it answers, read by every pass. */
export type PassObservations = Pick<Observed, 'changes' | 'erosion' | 'look' | 'surface' | 'edits' | 'draftPreview' | 'oldCodeLayouts'> & { files: Map<string, string | null> };

export interface PassesInput extends Omit<AdvanceInput, keyof PassObservations | 'issued' | 'facts' | 'frozenPrdGates'> {
  /** The command's facts, recorded by the first pass. */
  facts: readonly Fact[];
  /** true: the driver can load the frozen PRD copy's gates (a `frozen-gates` need). */
  frozenGates: boolean;
  /** true: report the progress not reported yet (`run`, `next`, `decide`, `resume`; docs/design.md#progress). */
  progress?: boolean;
}

/**
 * What the loop needs of its driver: a request answered into the observations (reply: whether
 * it was), the frozen gates (reply: them), or the logged events after `seq` (reply: them; those
 * of earlier commands not reported yet, e.g. a `spawned`, or a command killed before it printed).
 */
export type PassNeed = { kind: 'request'; request: Request; state: RunState } | { kind: 'frozen-gates' } | { kind: 'logged-events'; after: number };

/** What the driver replies to a need. */
export type PassReply = boolean | FrozenPrdGates | readonly RunEvent[];

export interface PassesDone {
  state: RunState;
  events: RunEvent[];
  effects: Effect[];
  /** The last pass: its actions are the ones printed; `requests` non-empty when the passes ran out. */
  last: Advanced;
  /** The progress to report (recorded by the `progress-reported` event ending `events`); null: nothing to tell, or not asked. */
  progress: ProgressFacts | null;
}

/** One command's passes over the engine, from `start`; `seen` is the driver's, filled as it answers. */
export function* enginePasses(start: RunState, input: PassesInput, seen: PassObservations): Generator<PassNeed, PassesDone, PassReply> {
  const { facts, frozenGates, progress: reports, ...rest } = input;
  const issued = new Set<string>();
  const events: RunEvent[] = [];
  const effects: Effect[] = [];
  let state = start;
  let prdGates: FrozenPrdGates | undefined;
  let last: Advanced | null = null;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    last = advanceRun(state, {
      ...rest,
      ...seen,
      ...(prdGates === undefined ? {} : { frozenPrdGates: prdGates }),
      issued,
      facts: pass === 0 ? facts : [],
    });
    // A gate about to be issued is compared with the frozen PRD copy's gates, parsed only then
    // (docs/design.md#run-state): load them and run the passes again from the start (the
    // observations made so far are kept, so nothing is read twice).
    if (prdGates === undefined && frozenGates && last.events.some((e) => GATE_ISSUES.has(e.type))) {
      prdGates = (yield { kind: 'frozen-gates' }) as FrozenPrdGates;
      state = start;
      events.length = 0;
      effects.length = 0;
      issued.clear();
      pass = -1;
      continue;
    }
    state = last.state;
    events.push(...last.events);
    effects.push(...last.effects);
    for (const e of last.events) if (ISSUES.has(e.type)) issued.add((e as { actionId: string }).actionId);
    // No answers for requests no pass is left to use.
    if (last.requests.length === 0 || pass === MAX_PASSES - 1) break;
    let answered = false;
    for (const request of last.requests) if ((yield { kind: 'request', request, state }) === true) answered = true;
    // A driver that answers none of them (a harness leaving some to the test): nothing more to learn.
    if (!answered) break;
  }
  if (reports !== true) return { state, events, effects, last: last as Advanced, progress: null };
  const through = reportedThrough(start);
  const earlier = through < start.seq ? ((yield { kind: 'logged-events', after: through }) as readonly RunEvent[]).filter((e) => e.seq <= start.seq) : [];
  const reported = reportProgress(state, [...earlier, ...events], rest.now);
  if (reported === null) return { state, events, effects, last: last as Advanced, progress: null };
  return { state: reported.state, events: [...events, reported.event], effects, last: last as Advanced, progress: reported.facts };
}
