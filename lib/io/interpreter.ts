// The one interpreter of the run engine: it drives the one loop of engine passes
// (lib/run/engine/passes.ts), answering its requests (files, tree changes, erosion measurements)
// through a RunIO until the engine asks for nothing more; then it carries out the effects
// (baseline snapshots, task files, the summary) and persists.
// The disk RunIO is in run-io.ts; tests drive the same loop with an in-memory one. A new run's
// first event and files are carried out here too (`interpretStart`; the disk StartIO is
// run-start.ts): the interpreter is the one writer of run files.

import { attributeTreeChanges, erosionObservation, gateNamedFiles, namedInChanges, type ChangeObservation, type CheckText, type ErosionMeasurement, type ErosionObservation, type Fact, type FileFact, type Request, type SurfaceTexts, type TaskFileWrite, type TreeChanges } from '../run/index.js';
import type { Effect } from '../run/engine/observe.js';
import { enginePasses, MAX_PASSES } from '../run/engine/passes.js';
import type { FrozenPrdGates } from '../run/model/observed.js';
import type { OldCodeLayout } from '../run/model/observed.js';
import type { StartEffect, Started } from '../run/commands/start-run.js';
import type { EngineAction } from '../run/engine/engine-actions.js';
import type { ProgressFacts } from '../run/engine/progress.js';
import type { RunEvent, RunState } from '../schema/run.js';

/** What the interpreter needs of the world. Every method reports trouble as a warning, never throws for bad input. */
export interface RunIO {
  /** The contents of `paths`; null for a missing file. */
  readFiles(paths: readonly string[]): Map<string, string | null>;
  /** The tree's changes since the baseline snapshot of `actionId`; `look` (default true): an attempt's diff, also a look at the tree (lib/run/evidence/late-changes.ts). */
  changesSince(actionId: string, look?: boolean): Promise<TreeChanges>;
  /** The tree's changes since the last look (an attempt's diff or an earlier look), then the tree now is the last look. */
  lookAtTree(): Promise<TreeChanges>;
  /** Complexity of `files` at the snapshot of `since` and now. */
  measure(since: string, files: readonly string[]): Promise<ErosionMeasurement>;
  /** The texts of `paths` at the snapshot of `since` and now (docs/design.md#test-baseline); absent: a review is sent to git. */
  surfaceTexts?(since: string, paths: readonly string[]): Promise<SurfaceTexts>;
  /** The texts of the files of what checks the work at the snapshot of `since`, as kept; absent: none are read (nothing is named by them). */
  checkTexts?(since: string): Promise<CheckText[]>;
  /** Snapshot the tree as the baseline of each action; `measure`: also measure its complexity. */
  snapshot(actionIds: readonly string[], measure: boolean): Promise<void>;
  /** Lay out a scratch copy of the tree at `dir` with `revert` as they were at the snapshot of `since` (docs/design.md#fail-to-pass); absent: no run on the old code. */
  layOutOldCode?(since: string, revert: readonly string[], dir: string): Promise<OldCodeLayout>;
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
  /** A draft run's preview of its drafted PRD `prdFile`, read and planned now (docs/design.md#drafting); absent: no preview is made. */
  draftPreview?(state: RunState, prdFile: string): Promise<string>;
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
  /** Run files changed since the last command that the spawn in flight answers for: the reason, by action id (lib/run/evidence/run-file-changes.ts). */
  runFilesTouched?: ReadonlyMap<string, string>;
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
}

export { MAX_PASSES } from '../run/engine/passes.js';

interface Observations {
  files: Map<string, string | null>;
  changes: Map<string, ChangeObservation>;
  erosion: Map<string, ErosionObservation>;
  look: TreeChanges | null;
  surface: SurfaceTexts | null;
  edits: Map<string, SurfaceTexts>;
  draftPreview: string | null | undefined;
  oldCodeLayouts: Map<string, OldCodeLayout> | undefined;
}

/** The texts of `paths` at the snapshot `since` and now; unknown on both sides when the RunIO keeps none. */
const surfaceTexts = async (io: RunIO, since: string, paths: readonly string[]): Promise<SurfaceTexts> =>
  io.surfaceTexts === undefined ? { since, files: new Map(paths.map((p) => [p, { before: undefined, after: undefined }])) } : io.surfaceTexts(since, paths);

async function answer(request: Request, state: RunState, seen: Observations, io: RunIO, now: number): Promise<void> {
  switch (request.kind) {
    case 'read-files':
      for (const [path, text] of io.readFiles(request.paths)) seen.files.set(path, text);
      return;
    case 'diff-tree': {
      const raw = await io.changesSince(request.since);
      seen.changes.set(request.actionId, attributeTreeChanges(state, request.phase, raw, seen.files, now));
      return;
    }
    case 'look-tree':
      seen.look = await io.lookAtTree();
      return;
    case 'read-surface': {
      // Texts are read once per command: later requests add paths (a review's diffs, an attempt's counted tests).
      const read = await surfaceTexts(io, request.since, request.paths);
      seen.surface = { since: request.since, files: new Map([...(seen.surface?.files ?? []), ...read.files]) };
      return;
    }
    case 'read-edits': {
      const texts = await surfaceTexts(io, request.since, request.paths);
      const kept = io.checkTexts === undefined ? [] : await io.checkTexts(request.since);
      seen.edits.set(request.actionId, { ...texts, named: namedInChanges(kept, texts.files, gateNamedFiles(state)) });
      return;
    }
    case 'measure-erosion': {
      // The tree's changes are unknown only when the phase-start snapshot is missing.
      const raw = request.since === null ? null : await io.changesSince(request.since, false);
      const changed = raw === null ? null : attributeTreeChanges(state, request.phase, raw, seen.files, now);
      const measured: ErosionMeasurement =
        request.since === null || changed === null || !changed.known
          ? { measured: false, reason: 'no snapshot of the tree at phase start' }
          : await io.measure(request.since, changed.changed);
      seen.erosion.set(request.actionId, erosionObservation(measured, state.settings.ccThreshold));
      return;
    }
    case 'lay-out-old-code':
      seen.oldCodeLayouts?.set(request.actionId, io.layOutOldCode === undefined ? { ok: false, why: 'layout-failed' } : await io.layOutOldCode(request.since, request.revert, request.dir));
      return;
    case 'preview-draft':
      // Asked only when the RunIO makes previews (the observation starts null, not absent).
      seen.draftPreview = (await io.draftPreview?.(state, request.prdFile)) ?? null;
      return;
    default: {
      const unhandled: never = request;
      throw new Error(`interpreter: no answer for request ${JSON.stringify(unhandled)}`);
    }
  }
}

/** Advance `start` as far as the world allows, snapshot the tree for new spawns, persist, then write the summary. */
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

export async function interpretRun(start: RunState, input: InterpretInput, io: RunIO): Promise<Interpreted> {
  const seen: Observations = { files: new Map(), changes: new Map(), erosion: new Map(), look: null, surface: null, edits: new Map(), draftPreview: io.draftPreview === undefined ? undefined : null, oldCodeLayouts: io.layOutOldCode === undefined ? undefined : new Map() };
  const passes = enginePasses(
    start,
    {
      now: input.now,
      invocation: input.invocation,
      fileFacts: io.facts,
      ...(io.host === undefined ? {} : io.host),
      facts: input.facts,
      advance: input.advance,
      frozenGates: io.frozenPrdGates !== undefined,
      progress: input.progress === true,
    },
    seen,
  );
  // The one loop (lib/run/engine/passes.ts), driven here: every request answered through the RunIO.
  let step = passes.next();
  while (step.done !== true) {
    const need = step.value;
    switch (need.kind) {
      case 'frozen-gates':
        step = passes.next(await (io.frozenPrdGates as () => Promise<FrozenPrdGates>)());
        break;
      case 'logged-events':
        step = passes.next(io.eventsAfter(need.after));
        break;
      case 'request':
        await answer(need.request, need.state, seen, io, input.now);
        step = passes.next(true);
        break;
    }
  }
  const { last, effects, state, events, progress } = step.value;
  if (last.requests.length > 0) {
    io.warnings.push(`the engine still asked for ${last.requests.map((r) => r.kind).join(', ')} after ${MAX_PASSES} passes; run next again.`);
  }
  const { snapshot, tasks, summaryPaths, scratch } = effectsByKind(effects);
  if (snapshot.wanted) await io.snapshot(snapshot.actionIds, snapshot.measure);
  // Anything at a new spawn's result path was not written by its child: removed before the spawn is printed.
  const newResults = events.flatMap((e) => (e.type === 'spawn-issued' ? [e.resultFile] : []));
  if (newResults.length > 0) io.clearFiles?.(newResults);
  // Task files before the events: an action is printed only once its file is there; the last
  // pass's text of each wins (its actions are the ones printed).
  if (tasks.size > 0) io.writeTasks([...tasks.values()]);
  const failed = io.persist(state, events);
  // The summary is written after the events: a command killed in between leaves a completed
  // run without it, and the engine asks for it again on the next command.
  if (failed === null && summaryPaths.length > 0) io.writeSummary(state, summaryPaths);
  // A scratch copy goes once the log it ran for is recorded.
  if (failed === null && scratch.length > 0) io.removeScratch?.(scratch);
  return { failed, state, events, actions: last.actions, warnings: io.warnings, progress: failed === null ? progress : null };
}

/** What the interpreter needs of the world to start a run. Trouble is a message (fatal where said) or a warning, never a throw. */
export interface StartIO {
  /** Write the run's copy of its PRD; a message when that fails (fatal: the run is not started). */
  writePrd(text: string): string | null;
  /** Append the first events and write the snapshot; a message when the events cannot be saved (fatal). A snapshot not written is a warning. */
  persist(state: RunState, events: readonly RunEvent[]): string | null;
  /** Seal the run's first files in the OpenForge home; trouble is a warning. */
  seal(): void;
  /** Add the run to the run index; trouble is a warning. */
  recordRun(entry: Extract<StartEffect, { kind: 'record-run' }>['entry']): void;
  readonly warnings: string[];
}

/** A run started (its first event and effects decided by `startRun`, lib/run/commands/start-run.ts), carried out: the PRD copy, the event, then the seal and the index entry. */
export function interpretStart(started: Started, io: StartIO): { failed: string | null; warnings: string[] } {
  const before: string[] = [];
  const after: Array<() => void> = [];
  for (const effect of started.effects) {
    switch (effect.kind) {
      case 'write-prd':
        before.push(effect.text);
        break;
      case 'seal':
        after.push(() => io.seal());
        break;
      case 'record-run':
        after.push(() => io.recordRun(effect.entry));
        break;
      default: {
        const unhandled: never = effect;
        throw new Error(`interpreter: no handler for start effect ${JSON.stringify(unhandled)}`);
      }
    }
  }
  for (const text of before) {
    const failed = io.writePrd(text);
    if (failed !== null) return { failed, warnings: io.warnings };
  }
  const failed = io.persist(started.state, started.events);
  if (failed !== null) return { failed, warnings: io.warnings };
  for (const carryOut of after) carryOut();
  return { failed: null, warnings: io.warnings };
}
