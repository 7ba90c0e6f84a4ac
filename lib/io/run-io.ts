// The disk RunIO of the interpreter: files read bounded (run-session.ts), the working tree
// through a Workspace loaded on first use (a `next` that finds nothing new stays small), the
// summary written atomically in the words of the render port the shell hands in.

import { randomBytes } from 'node:crypto';
import { lstatSync, mkdirSync, realpathSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { FileFact } from '../run/model/observed.js';
import type { RunSeal } from './run-store/seal.js';
import type { RunEvent, RunState, SpawnProblem } from '../schema/run.js';
import type { HostFacts, RunIO } from './interpreter.js';
import { openforgeDirectoryProblem } from './run-store/run-directory.js';
import { runPathProblem } from './run-store/run-file.js';
import { readObserved, saveRun, writeTaskFile, writeTextFile } from './run-session.js';
import { readEvents } from './run-store/events.js';
import { recordRunFiles, type RunFilesCheck } from './run-store/run-files-ledger.js';
import { removeScratch } from './old-code-copy.js';
import type { Workspace } from './workspace.js';

export interface DiskRunOptions {
  runDir: string;
  /** The summary's clock. */
  now: number;
  /** Rewrite the snapshot even without new events (it was rebuilt, or had to be validated). */
  rewrite: boolean;
  stateContract: string;
  warnings: string[];
  /** The run's seal as the load verified it; null: an unsealed run (an older version's). */
  seal?: RunSeal | null;
  /** Run files changed since the last command, by the spawn in flight that answers for them (the problem). */
  runFilesTouched?: ReadonlyMap<string, SpawnProblem>;
  /** The OpenForge home (seals, run key): left out of every tree snapshot when it lies in the project. */
  home?: string;
  /** A draft run's preview of its drafted PRD (the shell's: it plans with the user's config); absent: none is made. */
  draftPreview?: RunIO['draftPreview'];
  /** The render port of the summary: its text for a state at a time (lib/render: words happen at the edge, not here). */
  summary: SummaryPort;
  /** Where to list the run's files after the command, and what the command began with (lib/io/run-store/run-files-ledger.ts); absent: not listed. */
  ledger?: { home: string; check: RunFilesCheck };
}

/** The words of a run's summary, secrets redacted, for `state` at `now`. */
export type SummaryPort = (state: RunState, now: number) => string;

/** 60 random bits as 12 base-32 letters and digits: a name no other child can guess (docs/design.md#run-state). */
export function nameToken(): string {
  const bytes = randomBytes(8);
  let token = '';
  for (let i = 0; i < 12; i += 1) token += 'abcdefghijklmnopqrstuvwxyz234567'.charAt(((bytes.readUInt32BE(i < 6 ? 0 : 4) >>> ((i % 6) * 5)) & 31));
  return token;
}

/**
 * Why `gates/` may not hold a log now: it, the run directory or `.openforge` is a link or not a
 * directory (a missing `gates/` is made by the interpreter when a log is issued). Checked when a
 * gate is issued; the exec command checks again when it runs.
 */
export function logDirectoryProblem(cwd: string, runDir: string): string | null {
  return openforgeDirectoryProblem(cwd) ?? runPathProblem(join(runDir, 'gates', 'log'));
}

/** Make the folders of `logFiles` (the run's `gates/`) that are missing, one level only: a link or a file there is left to the exec's wrapper to refuse. */
function makeLogFolders(logFiles: readonly string[], warnings: string[]): void {
  for (const dir of new Set(logFiles.map((f) => dirname(f)))) {
    if (runPathProblem(join(dir, 'log')) !== null) continue;
    try {
      mkdirSync(dir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') warnings.push(`${dir}: cannot create the directory (${(err as NodeJS.ErrnoException).code ?? 'error'}); the gate's log cannot be written.`);
    }
  }
}

/** The host's facts for one command: its clock, the real working directory, the random source. */
export function hostFacts(state: RunState, runDir: string, wallNow: number): HostFacts {
  let realCwd: string | undefined;
  try {
    realCwd = realpathSync(state.cwd);
  } catch {
    realCwd = undefined;
  }
  return { wallNow, realCwd, nameToken, logDirProblem: logDirectoryProblem(state.cwd, runDir) };
}

/** A RunIO on the run directory of `state`. */
export function diskRunIO(state: RunState, options: DiskRunOptions): RunIO {
  const { runDir, now, warnings } = options;
  let workspace: Workspace | null = null;
  // Whether it wrote (or may have written) files the run-file listing holds (lib/io/run-store/run-files-ledger.ts).
  let wrote = false;
  const tree = async (): Promise<Workspace> => {
    // The workspace keeps its snapshots, looks and caches in baseline/.
    wrote = true;
    if (workspace === null) {
      const { Workspace: WorkspaceClass } = await import('./workspace.js');
      workspace = new WorkspaceClass(state, join(runDir, 'baseline'), warnings, options.home === undefined ? [] : [options.home]);
    }
    return workspace;
  };
  const facts = new Map<string, FileFact>();
  return {
    warnings,
    facts,
    host: { ...hostFacts(state, runDir, Date.now()), ...(options.runFilesTouched === undefined ? {} : { runFilesTouched: options.runFilesTouched }) },
    readFiles: (paths) => readObserved(paths, warnings, facts),
    frozenPrdGates: async () => (await import('./frozen-prd.js')).loadFrozenPrdGates(runDir, state.cwd),
    ...(options.draftPreview === undefined ? {} : { draftPreview: options.draftPreview }),
    changesSince: async (actionId, look) => (await tree()).changesSince(actionId, look),
    lookAtTree: async () => (await tree()).look(),
    measure: async (since, files) => (await tree()).measure(since, files),
    surfaceTexts: async (since, paths) => (await tree()).surfaceTexts(since, paths),
    checkTexts: async (since) => (await tree()).checkTexts(since),
    snapshot: async (actionIds, measure) => (await tree()).snapshot(actionIds, measure),
    layOutOldCode: async (since, revert, dir) => (await tree()).layOutOldCode(since, revert, dir),
    removeScratch: (dirs) => removeScratch(dirs, warnings),
    // Loading already reported a damaged log; a line it cannot read here only goes unreported.
    eventsAfter: (seq) => readEvents<RunEvent>(runDir).events.filter((e) => e.seq > seq),
    persist(current, events) {
      const saved = saveRun(runDir, events, current, options.rewrite, options.stateContract, options.seal ?? null);
      return saved.ok ? null : saved.message;
    },
    clearFiles(paths) {
      wrote = true;
      for (const path of paths) {
        const linked = runPathProblem(path);
        if (linked !== null) {
          warnings.push(linked);
          continue;
        }
        try {
          const planted = lstatSync(path, { throwIfNoEntry: false });
          if (planted === undefined) continue;
          // rm removes a link itself, never what it points to.
          rmSync(path, { recursive: planted.isDirectory(), force: true });
          warnings.push(`${path} existed before its spawn was issued (not written by its child); it was removed.`);
        } catch (err) {
          warnings.push(`${path}: cannot remove what stands at the result path (${(err as NodeJS.ErrnoException).code ?? 'error'}); it will be refused.`);
        }
      }
    },
    writeTasks(tasks) {
      wrote = true;
      for (const task of tasks) {
        const written = writeTaskFile(task.path, task.text, task.replace);
        if (!written.ok) warnings.push(written.message);
      }
    },
    makeLogFolder(logFiles) {
      makeLogFolders(logFiles, warnings);
    },
    keepRunFiles(current) {
      if (options.ledger === undefined) return;
      const kept = recordRunFiles(options.ledger.home, runDir, options.ledger.check, current, wrote);
      if (kept !== null) warnings.push(`${kept} (changes to the run files before the next command will not be checked).`);
    },
    writeSummary(current, paths) {
      wrote = true;
      const summary = options.summary(current, now);
      for (const path of paths) {
        const written = writeTextFile(path, summary);
        if (!written.ok) warnings.push(written.message);
      }
    },
  };
}
