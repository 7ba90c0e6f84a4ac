// The one interpreter of the run engine: it drives the one loop of engine passes
// (lib/run/engine/passes.ts), answering its requests (files, tree changes, erosion measurements;
// requests.ts) through a RunIO until the engine asks for nothing more; then it carries out the effects
// (baseline snapshots, task files, the summary) and persists. It is a generator of calls on the
// RunIO, as data: `interpretRun` carries them out on a RunIO (the disk one is run-io.ts, an
// in-memory one test/run/memory-io.ts), and the engine's unit harness (test/run/harness.ts)
// carries the same calls out synchronously on fake maps. A new run's directory, first event and
// files are carried out by its other half (start-interpreter.ts; the disk StartIO is run-start.ts):
// the interpreter is the one writer of run files.

import type { Fact, FileFact, TaskFileWrite } from '../run/index.js';
import { answerRequest, answers, type Observations, type RequestWorld } from './requests.js';
import type { Effect, Request } from '../run/engine/observe.js';
import { enginePasses, MAX_PASSES } from '../run/engine/passes.js';
import type { FrozenPrdGates } from '../run/model/observed.js';
import type { EngineAction } from '../run/engine/engine-actions.js';
import type { ProgressFacts } from '../run/engine/progress.js';
import type { RunEvent, RunState, SpawnProblem } from '../schema/run.js';

/** What the interpreter needs of the world. Every method reports trouble as a warning, never throws for bad input. */
export interface RunIO extends RequestWorld {
  /** Snapshot the tree as the baseline of each action; `measure`: also measure its complexity. */
  snapshot(actionIds: readonly string[], measure: boolean): Promise<void>;
  /** Remove scratch copies (never following a link); trouble is a warning. */
  removeScratch?(dirs: readonly string[]): void;
  /** Append the new events and write the snapshot; a message when that fails. */
  persist(state: RunState, events: readonly RunEvent[]): string | null;
  /** Write the run summary (rendered by the RunIO from `state`) to each path. */
  writeSummary(state: RunState, paths: readonly string[]): void;
  /** Remove whatever stands at the result paths of spawns issued now (never following a link); trouble is a warning. */
  clearFiles?(paths: readonly string[]): void;
  /** Write spawns' task files (a file with `replace` false is kept when it exists); trouble is a warning. */
  writeTasks(tasks: readonly TaskFileWrite[]): void;
  /** Make the folder of the logs of gates and usage calls issued now, never through a link; trouble is a warning (the exec's wrapper refuses a log it cannot write). */
  makeLogFolder?(logFiles: readonly string[]): void;
  /** After the command, list the run's files for the next command to compare (lib/io/run-store/run-files-ledger.ts); trouble is a warning. */
  keepRunFiles?(state: RunState): void;
  /** The logged events after `seq` (those of earlier commands not reported yet); trouble is a warning and an empty list. */
  eventsAfter(seq: number): RunEvent[];
  /** Problems seen so far (an unreadable file, a failed snapshot). */
  readonly warnings: string[];
  /** What `readFiles` saw of each file beyond its text (refused, or its creation time); absent: nothing. */
  readonly facts?: ReadonlyMap<string, FileFact>;
  /** The host's facts the engine records and compares (docs/design.md#run-state); absent: none. */
  readonly host?: HostFacts;
  /** The gates of the run's frozen PRD copy, parsed and validated again; absent: gates are not compared with it. */
  frozenPrdGates?(): Promise<FrozenPrdGates>;
}

/** What only the shell knows: its own clock, the real working directory, a random source. */
export interface HostFacts {
  /** The shell's clock (ms epoch): issued actions record it, file creation times are compared with it. */
  wallNow: number;
  /** The run's working directory with links resolved; absent when it cannot be resolved. */
  realCwd?: string | undefined;
  /** A fresh unguessable name component for an action's files. */
  nameToken: () => string;
  /** Why the run directory may not hold a gate's log now (a linked `gates/`), or null. */
  logDirProblem: string | null;
  /** Run files changed since the last command that the spawn in flight answers for: the problem, by action id (lib/run/evidence/run-file-changes.ts). */
  runFilesTouched?: ReadonlyMap<string, SpawnProblem>;
}

export interface InterpretInput {
  now: number;
  invocation: string;
  /** The command's facts, recorded before the engine advances. */
  facts: readonly Fact[];
  /** false: record the facts only. */
  advance: boolean;
  /** true: report the progress not reported yet (`run`, `next`, `decide`, `resume`; docs/design.md#progress). */
  progress?: boolean;
  /** true: the command waited for the children's results first (`next --wait`; Observed.awaited). */
  awaited?: boolean;
}

export interface Interpreted {
  /** Why the new events could not be saved; null when they were. */
  failed: string | null;
  state: RunState;
  events: RunEvent[];
  /** The actions as facts; the shell words them (lib/render/run-actions.ts). */
  actions: EngineAction[];
  warnings: string[];
  /** The progress to report (recorded by a `progress-reported` event among `events`); null: nothing to tell. */
  progress: ProgressFacts | null;
  /** What the engine still asked for when the passes ended: empty unless they ran out or the world answers no such request. */
  stillAsked: Request[];
}

export { MAX_PASSES } from '../run/engine/passes.js';

/** What the effects of a command's passes ask the interpreter to do, each kind gathered once. */
interface GatheredEffects {
  /** Whether to snapshot the tree, as the baseline of which spawns, and whether to measure complexity too. */
  snapshot: { wanted: boolean; actionIds: string[]; measure: boolean };
  /** Task files by path (the last pass's text of each wins: its actions are the ones printed). */
  tasks: Map<string, TaskFileWrite>;
  summaryPaths: string[];
  scratch: string[];
}

/** Every effect by its kind: an exhaustive switch, so a new kind nobody handles does not compile. */
function effectsByKind(effects: readonly Effect[]): GatheredEffects {
  const gathered: GatheredEffects = { snapshot: { wanted: false, actionIds: [], measure: false }, tasks: new Map(), summaryPaths: [], scratch: [] };
  for (const effect of effects) {
    switch (effect.kind) {
      case 'snapshot-tree':
        gathered.snapshot.wanted = true;
        gathered.snapshot.actionIds.push(...effect.actionIds);
        gathered.snapshot.measure ||= effect.measure;
        break;
      case 'write-tasks':
        for (const task of effect.tasks) gathered.tasks.set(task.path, task);
        break;
      case 'write-summary':
        for (const path of effect.paths) if (!gathered.summaryPaths.includes(path)) gathered.summaryPaths.push(path);
        break;
      case 'remove-scratch':
        gathered.scratch.push(...effect.dirs);
        break;
      default: {
        const unhandled: never = effect;
        throw new Error(`interpreter: no handler for effect ${JSON.stringify(unhandled)}`);
      }
    }
  }
  return gathered;
}

/** The RunIO's methods (the calls the interpreter makes). */
type RunMethod = { [K in keyof RunIO]-?: NonNullable<RunIO[K]> extends (...args: never[]) => unknown ? K : never }[keyof RunIO];

/** One call on the RunIO, as data; `answering`: the engine's request it answers, if any. */
export type RunCall = { [K in RunMethod]: { method: K; args: Parameters<NonNullable<RunIO[K]>>; answering?: Request } }[RunMethod];

/** What the interpreter knows of its world besides the calls it makes: what the RunIO holds, and which optional methods it has. */
export interface InterpretedWorld extends Pick<RunIO, 'warnings' | 'facts' | 'host'> {
  offers: ReadonlySet<RunMethod>;
}

/** `io`'s facts and the methods it has (a RunIO, or the unit harness's fake world, is a plain object of functions). */
export function worldOf(io: Pick<RunIO, 'warnings' | 'facts' | 'host'> & Partial<Record<RunMethod, unknown>>): InterpretedWorld {
  const offers = new Set((Object.keys(io) as RunMethod[]).filter((key) => typeof io[key] === 'function'));
  return { warnings: io.warnings, ...(io.facts === undefined ? {} : { facts: io.facts }), ...(io.host === undefined ? {} : { host: io.host }), offers };
}

function* invoke<K extends RunMethod>(method: K, ...args: Parameters<NonNullable<RunIO[K]>>): Generator<RunCall, Awaited<ReturnType<NonNullable<RunIO[K]>>>, unknown> {
  return (yield { method, args } as RunCall) as Awaited<ReturnType<NonNullable<RunIO[K]>>>;
}

/** The observations a command starts with: every kind the world observes, none made yet. */
function freshObservations(offers: ReadonlySet<RunMethod>): Observations {
  return {
    files: new Map(),
    changes: offers.has('changesSince') ? new Map() : undefined,
    erosion: offers.has('measure') ? new Map() : undefined,
    look: offers.has('lookAtTree') ? null : undefined,
    surface: null,
    edits: new Map(),
    draftPreview: offers.has('draftPreview') ? null : undefined,
    oldCodeLayouts: offers.has('layOutOldCode') ? new Map() : undefined,
  };
}

/**
 * One command on the run: advance `start` as far as the world allows, snapshot the tree for new
 * spawns, write the task files and the logs' folder, persist, write the summary, remove scratch
 * copies and list the run files. `seen`: the observations the command starts with (a fake shell's,
 * in the engine's unit harness; else none made yet).
 */
export function* interpretation(start: RunState, input: InterpretInput, world: InterpretedWorld, seen: Observations = freshObservations(world.offers)): Generator<RunCall, Interpreted, unknown> {
  const offers = world.offers;
  const has = (m: RunMethod): boolean => offers.has(m);
  const passes = enginePasses(
    start,
    {
      now: input.now,
      invocation: input.invocation,
      fileFacts: world.facts,
      ...(world.host === undefined ? {} : world.host),
      facts: input.facts,
      advance: input.advance,
      frozenGates: has('frozenPrdGates'),
      progress: input.progress === true,
      ...(input.awaited === true ? { awaited: true } : {}),
    },
    seen,
  );
  // The one loop (lib/run/engine/passes.ts): every request the world can answer answered through it.
  let step = passes.next();
  while (step.done !== true) {
    const need = step.value;
    if (need.kind === 'frozen-gates') step = passes.next(yield* invoke('frozenPrdGates'));
    else if (need.kind === 'logged-events') step = passes.next(yield* invoke('eventsAfter', need.after));
    else if (!answers(need.request, offers)) step = passes.next(false);
    else {
      const answering = answerRequest(need.request, need.state, seen, offers, input.now);
      for (let call = answering.next(); call.done !== true; ) call = answering.next(yield { ...call.value, answering: need.request } as RunCall);
      step = passes.next(true);
    }
  }
  const { last, effects, state, events, progress } = step.value;
  if (last.requests.some((r) => answers(r, offers))) {
    world.warnings.push(`the engine still asked for ${last.requests.map((r) => r.kind).join(', ')} after ${MAX_PASSES} passes; run next again.`);
  }
  const { snapshot, tasks, summaryPaths, scratch } = effectsByKind(effects);
  if (snapshot.wanted) yield* invoke('snapshot', snapshot.actionIds, snapshot.measure);
  // Anything at a new spawn's result path was not written by its child: removed before the spawn is printed.
  const newResults = events.flatMap((e) => (e.type === 'spawn-issued' ? [e.resultFile] : []));
  if (newResults.length > 0 && has('clearFiles')) yield* invoke('clearFiles', newResults);
  // Task files and the logs' folder before the events: an action is printed only once what it
  // needs is there; the last pass's text of each task wins (its actions are the ones printed).
  if (tasks.size > 0) yield* invoke('writeTasks', [...tasks.values()]);
  const newLogs = events.flatMap((e) => ('logFile' in e ? [e.logFile] : []));
  if (newLogs.length > 0 && has('makeLogFolder')) yield* invoke('makeLogFolder', newLogs);
  const failed = yield* invoke('persist', state, events);
  // The summary is written after the events: a command killed in between leaves a completed
  // run without it, and the engine asks for it again on the next command.
  if (failed === null && summaryPaths.length > 0) yield* invoke('writeSummary', state, summaryPaths);
  // A scratch copy goes once the log it ran for is recorded.
  if (failed === null && scratch.length > 0 && has('removeScratch')) yield* invoke('removeScratch', scratch);
  // Last, so that the listing holds every file this command wrote.
  if (has('keepRunFiles')) yield* invoke('keepRunFiles', state);
  return { failed, state, events, actions: last.actions, warnings: world.warnings, progress: failed === null ? progress : null, stillAsked: last.requests };
}

/** One command on the run, its calls carried out on `io`, each awaited. */
export async function interpretRun(start: RunState, input: InterpretInput, io: RunIO): Promise<Interpreted> {
  const run = interpretation(start, input, worldOf(io));
  let step = run.next();
  while (step.done !== true) {
    const { method, args } = step.value;
    step = run.next(await (Reflect.apply(io[method] as (...a: unknown[]) => unknown, io, args) as unknown));
  }
  return step.value;
}

export { interpretStart, type StartIO } from './start-interpreter.js';
