// What the engine is given and what it gives back, as types: the shell's observations of
// one command (files read, tree changes, erosion figures) and the facts (events before the
// engine numbers them) that a step derives from them. Its own module so that the step
// (./step.ts) and the parts it calls (usage, usage limits, attribution, commands) share
// these types without importing each other.

import type { ErosionCheck } from '../../schema/run.js';
import type { FrozenPrdGates } from '../evidence/frozen-gate.js';
import type { LateFound } from '../evidence/late-changes.js';
import type { FileFact } from '../evidence/run-files.js';
import type { SurfaceTexts } from '../evidence/surface-diffs.js';
import type { Unstamped } from './stamp.js';

/**
 * Raw tree changes since a snapshot, as the shell saw them; `sinceSeen`: the files changed since
 * the shell's last look at the tree (null: no look kept yet; absent: not asked).
 */
export type TreeChanges = { known: true; changed: string[]; sinceSeen?: string[] | null } | { known: false; reason: string };

/** How the shell laid out the scratch copy of a run on the old code: where (its real path), or why it could not. */
export type OldCodeLayout = { ok: true; dir: string } | { ok: false; why: 'not-kept' | 'layout-failed'; path?: string };

/** An event before the engine numbers it (`stamp`, lib/run/model/stamp.ts). */
export type Fact = Unstamped;

/** The files a spawn's attempt changed, from the working-tree snapshots the shell keeps. */
export type ChangeObservation =
  | {
      known: true;
      /** The files the attempt answers for (lib/run/engine/attribute.ts). */
      changed: string[];
      /** Changed inside its scope and another running phase's, claimed by neither: they may be its own. */
      unattributed: string[];
      /** Files its result claims that the snapshot does not give it (a note, never a failure). */
      unconfirmed?: string[];
      /** Other phases' files changed since the last look although their attempts had ended (lib/run/evidence/late-changes.ts). */
      late?: LateFound[];
    }
  /** No baseline snapshot for the attempt (e.g. it could not be taken): the scope check is skipped. */
  | { known: false; reason: string };

/** The erosion figures of a spawn's work, as the shell measured them (`actionId` and `role` are the engine's). */
export type ErosionObservation = Omit<ErosionCheck, 'actionId' | 'role'>;

export interface Observed {
  now: number;
  /** Contents of the files `filesToObserve` named; null or absent = the file does not exist. */
  files: ReadonlyMap<string, string | null>;
  /**
   * By spawn action id. Absent map: the caller keeps no snapshots (scope checks are skipped);
   * a map without the id: not observed yet (the engine waits for the shell's next look).
   */
  changes?: ReadonlyMap<string, ChangeObservation> | undefined;
  /**
   * The tree's changes since the shell's last look (a phase starting, the final verification):
   * absent = the caller keeps no snapshots (no look is taken); null = not looked yet in this command.
   */
  look?: TreeChanges | null | undefined;
  /**
   * The texts of the changed files of what checks the work, at the run's start and now, for a
   * review's task (lib/run/evidence/surface-diffs.ts): absent = the caller does not read them (the task
   * sends the reviewer to git); null = not read yet in this command.
   */
  surface?: SurfaceTexts | null | undefined;
  /**
   * By spawn action id, the texts of the files of what checks the work its attempt changed, at
   * its scope baseline and now (lib/run/evidence/surface-edits.ts tells added tests from edited
   * checks): absent map = the caller does not read them; a map without the id: not read yet.
   */
  edits?: ReadonlyMap<string, SurfaceTexts> | undefined;
  /**
   * A draft run's preview of its drafted PRD (read and planned by the shell now, as approving
   * would run it; docs/design.md#drafting), the question of its one confirmation: absent = the
   * caller makes no preview (the plain approval question stands); null = not made yet in this command.
   */
  draftPreview?: string | null | undefined;
  /**
   * By old-code action id, the scratch copies the shell laid out for a phase's tests to run on the
   * code before the phase (lib/run/engine/old-code.ts): absent map = the caller lays out none
   * (no check runs); a map without the id: not laid out yet.
   */
  oldCodeLayouts?: ReadonlyMap<string, OldCodeLayout> | undefined;
  /** By spawn action id, the same way: absent map = erosion is recorded as not measured. */
  erosion?: ReadonlyMap<string, ErosionObservation> | undefined;
  /** What the shell saw of each file it read (refused, or when it was created); absent: nothing beyond the text. */
  fileFacts?: ReadonlyMap<string, FileFact> | undefined;
  /** The shell's own clock (ms epoch), recorded on each action issued as its `notBefore`. */
  wallNow?: number | undefined;
  /** The run's working directory with its links resolved (what a gate's `pwd -P` prints). */
  realCwd?: string | undefined;
  /**
   * A fresh unguessable name component for the files of an action issued now (the shell draws
   * it from a random source; docs/design.md#run-state). Absent: files are named by action id alone.
   */
  nameToken?: (() => string) | undefined;
  /** Why the run directory may not hold a gate's log now (its `gates/` or run directory is a link), or null. */
  logDirProblem?: string | null | undefined;
  /**
   * Run files changed since the last command by no honest writer, by the spawn in flight that
   * answers for them (lib/run/evidence/run-file-changes.ts); absent: not checked (an unsealed run).
   */
  runFilesTouched?: ReadonlyMap<string, string> | undefined;
  /**
   * The gates of the frozen PRD copy, parsed and validated again (lib/run/evidence/frozen-gate.ts): a gate
   * is issued only if it is one of them. Absent: not loaded (yet); the shell loads them when a
   * pass issued a gate and runs the passes again (lib/io/interpreter.ts).
   */
  frozenPrdGates?: FrozenPrdGates | undefined;
}
