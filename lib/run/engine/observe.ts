// What the engine asks the shell to look at, and what it tells the shell to do, as data: the
// requests (read these files, diff the tree for this attempt, measure erosion for this work)
// and the effects (snapshot the tree when a spawn is issued, write the summary). It also turns
// the shell's raw answers (changed paths, measurements) into observations. Pure.

import { erosionVerdict, type ChangedFileComplexity } from '../../erosion/index.js';
import type { RunEvent, RunPhase, RunState, SpawnRecord } from '../../schema/run.js';
import type { TaskFileWrite } from './handoff.js';
import { joinPath } from './keys.js';
import type { ErosionObservation, Observed } from './observed.js';
import { commandsFor, gateById, isGateOnly, phaseStartSpawn, spawnById } from './phase-lookup.js';
import { lookWanted, oldCodeRequest } from '../evidence/verify.js';
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

/** Files whose contents the engine needs: results of spawns and logs of gates still in flight. */
export function filesToObserve(state: RunState): string[] {
  const files: string[] = [];
  for (const p of state.phases) {
    if (p.status !== 'active') continue;
    const spawn = spawnById(p, p.currentSpawn);
    if (spawn !== null && spawn.outcome === null) files.push(spawn.resultFile);
    const gate = gateById(p, p.currentGates.at(-1));
    if (gate !== null && (gate.state === 'pending' || gate.state === 'running')) files.push(gate.logFile);
  }
  const first = state.baseline?.gates.at(-1);
  if (state.status === 'running' && first !== undefined && (first.state === 'pending' || first.state === 'running')) files.push(first.logFile);
  const final = state.verification?.gates.at(-1);
  if (state.status === 'running' && final !== undefined && (final.state === 'pending' || final.state === 'running')) files.push(final.logFile);
  const old = state.oldCode?.gates.at(-1);
  if (state.status === 'running' && old !== undefined && (old.state === 'pending' || old.state === 'running')) files.push(old.logFile);
  files.push(...summaryPaths(state));
  files.push(...usageFilesToObserve(state));
  return files;
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
  const changes = seen.changes;
  const dueChanges = changesDue(state, seen.files);
  if (changes !== undefined) {
    for (const due of dueChanges) {
      if (!changes.has(due.spawn.actionId)) {
        requests.push({ kind: 'diff-tree', actionId: due.spawn.actionId, phase: due.phase.name, since: scopeBaseline(due.phase, due.spawn).actionId });
      }
    }
  }
  if (changes !== undefined && seen.edits !== undefined) {
    for (const due of dueChanges) {
      const o = changes.get(due.spawn.actionId);
      if (o === undefined || !o.known || seen.edits.has(due.spawn.actionId)) continue;
      const paths = surfacePaths(o.changed);
      if (paths.length > 0) requests.push({ kind: 'read-edits', actionId: due.spawn.actionId, since: scopeBaseline(due.phase, due.spawn).actionId, paths });
    }
  }
  if (seen.look === null && lookWanted(state)) requests.push({ kind: 'look-tree' });
  const layout = oldCodeRequest(state, seen.oldCodeLayouts);
  if (layout !== null) requests.push(layout);
  const wanted = surfaceWanted(state, seen, dueChanges, fresh);
  if (wanted !== null) requests.push(wanted);
  const erosion = seen.erosion;
  if (erosion !== undefined) {
    for (const due of erosionDue(state)) {
      if (erosion.has(due.spawn.actionId)) continue;
      const start = phaseStartSpawn(due.phase);
      requests.push({ kind: 'measure-erosion', actionId: due.spawn.actionId, phase: due.phase.name, since: start?.actionId ?? null });
    }
  }
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
