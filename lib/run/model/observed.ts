// What the engine is given and what it gives back, as types: the shell's observations of
// one command (files read, tree changes, erosion figures, the frozen PRD's gates) and the facts
// (events before the engine numbers them) that a step or a command derives from them. The
// floor of lib/run (docs/design.md#architecture): every folder shares these types, and this
// module imports none of them.

import type { Refusal } from './refusal.js';
import type { PinResolution } from '../../gate/pin-paths.js';
import type { OutsideRunner } from '../../gate/outside-config.js';
import type { OutsideConfigLine } from '../../schema/index.js';
import type { ErosionCheck, RunGateCommand, SpawnProblem } from '../../schema/run.js';
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

/** What a run command records: the facts, a no-op (a repeat), or a refusal that says why. */
export type CommandOutcome =
  | { kind: 'apply'; facts: Fact[] }
  | { kind: 'noop' }
  /** A well-formed request the state does not allow (exit 1): why, as facts (./refusal.ts). */
  | { kind: 'refuse'; refusal: Refusal }
  /** A run id, action id or phase the run does not have (exit 2). */
  | { kind: 'unknown'; refusal: Refusal };

/**
 * What the shell saw of a run file beyond its text: refused (a link, FIFO, device, directory,
 * or a regular file with more than one link), or when it was created (birth time where the
 * file system keeps one, else its status-change time: never earlier than its creation).
 */
export type FileFact = { refused: string } | { createdMs: number };

/** One late change as found: the spawn it is laid at ('' when no phase's scope covers the files), and the files. */
export interface LateFound {
  actionId: string;
  phase: string;
  files: string[];
}

/** A file's text at a baseline and now: null where it did not exist, undefined where it was not read. */
export interface SurfaceText {
  before: string | null | undefined;
  after: string | null | undefined;
}

/** What the shell read for the review: the snapshot the texts are from, and by path. */
export interface SurfaceTexts {
  since: string;
  files: ReadonlyMap<string, SurfaceText>;
  /** Files among `files` that a file of the checks names (lib/run/evidence/named-by-checks.ts), each with the file naming it; absent: none read. */
  named?: ReadonlyMap<string, string>;
}

/**
 * The gates of the frozen PRD copy as the validator reads them again (lib/plan/frozen-prd-gates.ts),
 * by phase name as written; `unreadable`: why the copy gave none.
 */
export type FrozenPrdGates =
  | {
      byPhase: ReadonlyMap<string, readonly RunGateCommand[]>;
      /** The configuration from outside the project a gate's runner would take now, in the folder `workdir` (lib/io/outside-config.ts). */
      outside?: (workdir: string | undefined) => readonly OutsideConfigLine[];
      /** The runners (npm, pytest, cargo) the project scripts a gate runs start now (lib/gate/started-scripts.ts): their configuration counts too. */
      started?: (command: RunGateCommand) => Iterable<OutsideRunner>;
      /** The paths the gate names and its Workdir, resolved now (lib/io/gate-pins.ts). */
      pins?: (command: RunGateCommand) => PinResolution;
    }
  | { unreadable: string };

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
  runFilesTouched?: ReadonlyMap<string, SpawnProblem> | undefined;
  /**
   * The gates of the frozen PRD copy, parsed and validated again (lib/run/evidence/frozen-gate.ts): a gate
   * is issued only if it is one of them. Absent: not loaded (yet); the shell loads them when a
   * pass issued a gate and runs the passes again (lib/io/interpreter.ts).
   */
  frozenPrdGates?: FrozenPrdGates | undefined;
  /**
   * The command waited for the children's results first (`next --wait`, docs/design.md#run-protocol):
   * it may stand in the reply that starts the children it waits for, so a spawn handed out earlier and
   * not confirmed yet counts as at work, not as offered again.
   */
  awaited?: boolean | undefined;
}
