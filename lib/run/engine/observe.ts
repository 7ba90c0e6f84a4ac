// What the engine asks the shell to look at, and what it tells the shell to do, as data: the
// requests (read these files, diff the tree for this attempt, measure erosion for this work)
// and the effects (snapshot the tree when a spawn is issued, write the summary). It also turns
// the shell's raw answers (changed paths, measurements) into observations. Pure.

import { erosionVerdict, type ChangedFileComplexity } from '../../erosion/index.js';
import type { RunEvent, RunPhase, RunState, SpawnRecord } from '../../schema/run.js';
import type { TaskFileWrite } from './handoff.js';
import { joinPath } from '../model/keys.js';
import type { ErosionObservation, Observed } from '../model/observed.js';
import { commandsFor, gateById, isGateOnly, phaseStartSpawn, spawnById } from '../model/phase-lookup.js';
import { lookWanted, oldCodeRequest } from './verify.js';
import { usageFilesToObserve } from '../host/usage.js';
import { runStartSnapshot, surfaceChanges } from '../evidence/test-surface.js';
import { assertionPaths, surfacePaths, unreadSurface } from '../evidence/surface-assertions.js';
import { draftPreviewWanted } from './draft-actions.js';

/**
 * The texts of what checks the work still to read in this command: the changed files of a review
 * spawn issued in this call (its task shows their diffs), and the test files of attempts whose
 * changes are about to be recorded (their assertions are counted; surface-assertions.ts).
 */
function surfaceWanted(state: RunState, seen: Pick<Observed, 'changes' | 'surface'>, due: readonly DueSpawn[], fresh: ReadonlySet<string>): Request | null {
  const since = runStartSnapshot(state);
  if (seen.surface === undefined || since === null) return null;
  const review = state.phases.some((p) => p.spawns.some((s) => s.role === 'review' && fresh.has(s.resultFile)));
  const reviewed = review ? surfaceChanges(state).flatMap((s) => s.changes.map((c) => c.path)) : [];
  const counted = due.flatMap((d) => {
    const o = seen.changes?.get(d.spawn.actionId);
    return o === undefined || !o.known ? [] : assertionPaths(o.changed);
  });
  const paths = unreadSurface(seen.surface, [...new Set([...reviewed, ...counted])].sort());
  return paths.length === 0 ? null : { kind: 'read-surface', since, paths };
}

/** Something the engine needs observed before it can go on. */
export type Request =
  /** The contents of these files (null when missing). */
  | { kind: 'read-files'; paths: string[] }
  /**
   * The files changed since the snapshot of `since` (the start of the phase's own work, or of
   * the spawn's review or fix cycle: see `scopeBaseline`), for the spawn `actionId` of `phase`.
   */
  | { kind: 'diff-tree'; actionId: string; phase: string; since: string }
  /** The tree's changes since the last look, for a phase starting or the final verification (lib/run/evidence/late-changes.ts). */
  | { kind: 'look-tree' }
  /** The texts of `paths` (what checks the work) at the snapshot of `since` (the run's start) and now, for a review's task. */
  | { kind: 'read-surface'; since: string; paths: string[] }
  /** The texts of `paths` (what checks the work the spawn `actionId` changed) at the snapshot of `since` (its scope baseline) and now. */
  | { kind: 'read-edits'; actionId: string; since: string; paths: string[] }
  /** A scratch copy of the tree at `dir` with `revert` as they were at the snapshot of `since` (docs/design.md#fail-to-pass). */
  | { kind: 'lay-out-old-code'; actionId: string; since: string; revert: string[]; dir: string }
  /** The complexity of the files `phase` changed since `since` (the phase-start snapshot; null: none). */
  | { kind: 'measure-erosion'; actionId: string; phase: string; since: string | null }
  /** A draft run's preview of its drafted PRD `prdFile` (relative to the run's cwd), for its confirmation (./draft-actions.ts). */
  | { kind: 'preview-draft'; prdFile: string };

/** Something the shell must do besides appending the events. */
export type Effect =
  /** Snapshot the tree as the baseline of each spawn; `measure`: also measure its complexity. */
  | { kind: 'snapshot-tree'; actionIds: string[]; measure: boolean }
  /** Render the run summary and write it to each path. */
  | { kind: 'write-summary'; paths: string[] }
  /** Write each spawn's full task text to its task file before the actions are printed (lib/run/engine/handoff.ts). */
  | { kind: 'write-tasks'; tasks: TaskFileWrite[] }
  /** Remove the scratch copies of runs on the old code that finished (docs/design.md#fail-to-pass). */
  | { kind: 'remove-scratch'; dirs: string[] };

export interface DueSpawn {
  phase: RunPhase;
  spawn: SpawnRecord;
}

/**
 * Spawns whose changed files the engine will ask for in this call: results that are about to
 * be read (present in `files`) or were accepted without a recorded change set.
 */
export function changesDue(state: RunState, files: ReadonlyMap<string, string | null>): DueSpawn[] {
  const due: DueSpawn[] = [];
  for (const phase of state.phases) {
    if (phase.status !== 'active' || isGateOnly(phase)) continue;
    const spawn = spawnById(phase, phase.currentSpawn);
    if (spawn === null || spawn.changed !== null) continue;
    const arriving = spawn.outcome === null && (files.get(spawn.resultFile) ?? null) !== null;
    if (arriving || (spawn.outcome === 'accepted' && spawn.status === 'DONE')) due.push({ phase, spawn });
  }
  return due;
}

/** Impl work (or its refactor) whose gates all passed and whose erosion was not measured yet. */
export function erosionDue(state: RunState): DueSpawn[] {
  const due: DueSpawn[] = [];
  for (const phase of state.phases) {
    if (phase.status !== 'active' || phase.type !== 'impl' || isGateOnly(phase)) continue;
    if (phase.role !== 'work' && phase.role !== 'refactor') continue;
    if ((phase.erosionPolicy ?? state.settings.erosion) === 'off' || phase.attemptFailed) continue;
    const spawn = spawnById(phase, phase.currentSpawn);
    if (spawn === null || spawn.outcome !== 'accepted' || spawn.status !== 'DONE') continue;
    if (phase.erosionChecks.some((c) => c.actionId === spawn.actionId)) continue;
    const commands = commandsFor(phase);
    const last = gateById(phase, phase.currentGates.at(-1));
    const gatesPassed = phase.currentGates.length === commands.length && (commands.length === 0 || last?.state === 'passed');
    if (gatesPassed) due.push({ phase, spawn });
  }
  return due;
}

/**
 * The snapshot a spawn's scope is judged from: the phase's start for its own work and its
 * refactor (so an earlier attempt's stray edit still counts until reverted), the start of the
 * cycle for a review or a fix.
 */
export function scopeBaseline(phase: RunPhase, spawn: SpawnRecord): SpawnRecord {
  const group = spawn.role === 'refactor' ? 'work' : spawn.role;
  const upTo = phase.spawns.slice(0, phase.spawns.findIndex((s) => s.actionId === spawn.actionId) + 1);
  const start = upTo.filter((s) => s.role === group && s.attempt === 1 && (group === 'work' || s.cycle === spawn.cycle)).at(-1);
  return start ?? spawn;
}

/** Whether a gate's log may still be written: the gate is issued and not read as finished. */
const logInFlight = (g: { state: string } | null | undefined): boolean => g !== undefined && g !== null && (g.state === 'pending' || g.state === 'running');

/** An active phase's files in flight: its current spawn's result and its latest gate's log. */
function phaseFilesToObserve(p: RunPhase): string[] {
  const files: string[] = [];
  const spawn = spawnById(p, p.currentSpawn);
  if (spawn !== null && spawn.outcome === null) files.push(spawn.resultFile);
  const gate = gateById(p, p.currentGates.at(-1));
  if (gate !== null && logInFlight(gate)) files.push(gate.logFile);
  return files;
}

/** The run's own gate logs in flight on a running run: the baseline's, the final verification's, the old code's. */
function runGateLogsToObserve(state: RunState): string[] {
  if (state.status !== 'running') return [];
  const latest = [state.baseline?.gates.at(-1), state.verification?.gates.at(-1), state.oldCode?.gates.at(-1)];
  return latest.flatMap((g) => (g !== undefined && logInFlight(g) ? [g.logFile] : []));
}

/** Files whose contents the engine needs: results of spawns and logs of gates still in flight. */
export function filesToObserve(state: RunState): string[] {
  return [
    ...state.phases.filter((p) => p.status === 'active').flatMap(phaseFilesToObserve),
    ...runGateLogsToObserve(state),
    ...summaryPaths(state),
    ...usageFilesToObserve(state),
  ];
}

/** Where the summary of an ended run (completed or cancelled) is and its run-directory copy; none before it ended. */
export function summaryPaths(state: RunState): string[] {
  const ended = state.status === 'completed' || state.status === 'cancelled';
  return ended && state.summaryFile !== null ? [state.summaryFile, summaryCopyPath(state)] : [];
}

/** The copy of the summary the run directory keeps. */
export const summaryCopyPath = (state: RunState): string => joinPath(state.runDir, 'summary.md');

/** The files of `state` not observed yet, less those of actions issued in this very call (they cannot exist yet). */
export function unreadFiles(state: RunState, files: ReadonlyMap<string, string | null>, fresh: ReadonlySet<string>): string[] {
  return filesToObserve(state).filter((path) => !files.has(path) && !fresh.has(path));
}

/** A tree diff for each spawn whose changes are due and not seen yet. */
function diffRequests(changes: Observed['changes'], due: readonly DueSpawn[]): Request[] {
  if (changes === undefined) return [];
  return due
    .filter((d) => !changes.has(d.spawn.actionId))
    .map((d) => ({ kind: 'diff-tree', actionId: d.spawn.actionId, phase: d.phase.name, since: scopeBaseline(d.phase, d.spawn).actionId }));
}

/** The edits to read of each spawn whose changes are known and include files of the test surface. */
function editRequests(changes: Observed['changes'], edits: Observed['edits'], due: readonly DueSpawn[]): Request[] {
  if (changes === undefined || edits === undefined) return [];
  return due.flatMap((d): Request[] => {
    const o = changes.get(d.spawn.actionId);
    if (o === undefined || !o.known || edits.has(d.spawn.actionId)) return [];
    const paths = surfacePaths(o.changed);
    return paths.length > 0 ? [{ kind: 'read-edits', actionId: d.spawn.actionId, since: scopeBaseline(d.phase, d.spawn).actionId, paths }] : [];
  });
}

/** An erosion measurement for each spawn due one and not measured yet, since its phase's start. */
function erosionRequests(state: RunState, erosion: Observed['erosion']): Request[] {
  if (erosion === undefined) return [];
  return erosionDue(state)
    .filter((d) => !erosion.has(d.spawn.actionId))
    .map((d) => ({ kind: 'measure-erosion', actionId: d.spawn.actionId, phase: d.phase.name, since: phaseStartSpawn(d.phase)?.actionId ?? null }));
}

/**
 * What the engine still needs observed. A map left undefined means the caller does not observe
 * that kind (no snapshots kept: scope and erosion checks are skipped), so nothing is asked.
 */
export function requestsFor(state: RunState, seen: Pick<Observed, 'files' | 'changes' | 'erosion' | 'look' | 'surface' | 'edits' | 'draftPreview' | 'oldCodeLayouts'>, fresh: ReadonlySet<string>): Request[] {
  const requests: Request[] = [];
  const unread = unreadFiles(state, seen.files, fresh);
  if (unread.length > 0) requests.push({ kind: 'read-files', paths: unread });
  const preview = seen.draftPreview === null ? draftPreviewWanted(state) : null;
  if (preview !== null) requests.push({ kind: 'preview-draft', prdFile: preview });
  if (state.status !== 'running') return requests;
  const dueChanges = changesDue(state, seen.files);
  requests.push(...diffRequests(seen.changes, dueChanges), ...editRequests(seen.changes, seen.edits, dueChanges));
  if (seen.look === null && lookWanted(state)) requests.push({ kind: 'look-tree' });
  const layout = oldCodeRequest(state, seen.oldCodeLayouts);
  if (layout !== null) requests.push(layout);
  const wanted = surfaceWanted(state, seen, dueChanges, fresh);
  if (wanted !== null) requests.push(wanted);
  requests.push(...erosionRequests(state, seen.erosion));
  return requests;
}

/** The effects the new events call for: a baseline snapshot for every spawn issued. */
export function effectsOf(state: RunState, events: readonly RunEvent[]): Effect[] {
  const scratch = scratchToRemove(state, events);
  const issued = events.flatMap((e) => (e.type === 'spawn-issued' ? [e] : []));
  if (issued.length === 0) return scratch;
  const measure = issued.some((e) => {
    const phase = state.phases.find((p) => p.name === e.phase);
    return phase?.type === 'impl' && (phase.erosionPolicy ?? state.settings.erosion) !== 'off';
  });
  return [{ kind: 'snapshot-tree', actionIds: issued.map((e) => e.actionId), measure }, ...scratch];
}

/** The scratch copies to remove: of a run on the old code read as finished now, and all of them once the run stops. */
function scratchToRemove(state: RunState, events: readonly RunEvent[]): Effect[] {
  const gates = state.oldCode?.gates ?? [];
  const ended = events.some((e) => e.type === 'run-completed' || e.type === 'run-cancelled' || e.type === 'run-escalated');
  const finished = new Set(events.flatMap((e) => (e.type === 'gate-finished' ? [e.actionId] : [])));
  const dirs = gates.filter((g) => ended || finished.has(g.actionId)).map((g) => g.scratch);
  return dirs.length === 0 ? [] : [{ kind: 'remove-scratch', dirs }];
}

/** A summary path to (re)write: the run completed or was cancelled in this call, or a copy is missing (a command killed after the events). */
export function summaryEffect(state: RunState, endedNow: boolean, files: ReadonlyMap<string, string | null>): Effect | null {
  const paths = summaryPaths(state);
  if (paths.length === 0) return null;
  if (endedNow || paths.some((p) => files.get(p) === null)) return { kind: 'write-summary', paths };
  return null;
}

/** What the shell measured of a phase's changed files. */
export type ErosionMeasurement =
  | { measured: true; baselineHighMass: number; rows: ChangedFileComplexity[]; skipped: Array<{ file: string; reason: string }> }
  | { measured: false; reason: string };

/** The erosion observation of a measurement: the verdict, or why there is none. */
export function erosionObservation(measurement: ErosionMeasurement, threshold: number): ErosionObservation {
  if (!measurement.measured) return { before: 0, after: 0, growth: null, flagged: false, offenders: [], skipped: [], measured: false, reason: measurement.reason };
  const figures = erosionVerdict(measurement.baselineHighMass, measurement.rows, threshold);
  return { ...figures, measured: true, reason: null, skipped: measurement.skipped };
}
