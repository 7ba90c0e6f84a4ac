// Starting a run: under the project's start lock (`.openforge/lock`), return the run the engine
// says `run` continues (lib/run/commands/run-reuse.ts: the active run of the same PRD), else
// create the run directory and start the run the engine decides (lib/run/commands/start-run.ts),
// carried out by the interpreter (`interpretStart`) through this disk StartIO: the PRD as
// started, its first event, the snapshot, the seal and the index entry. One `run` at a time per
// project decides: two at once would otherwise both create.

import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DetailedPlan } from '../plan/index.js';
import { makeRunId } from '../run/index.js';
import { startRun } from '../run/commands/start-run.js';
import { interpretStart, type StartIO } from './interpreter.js';
import { makeProjectFolder } from './draft-files.js';
import { continuesRun } from '../run/commands/run-reuse.js';
import { appendEvents, eventLines } from './run-store/events.js';
import { describeFsError, writeFileAtomic } from './run-store/atomic-write.js';
import { type LockOptions, withLockAsync } from './run-store/lock.js';
import { createRunDirectory, openforgeDirectory, openforgeDirectoryProblem, runDirectory } from './run-store/run-directory.js';
import { readRunIndex, recordRun } from './run-store/run-index.js';
import { snapshotText, SNAPSHOT_FILE } from './run-store/snapshot.js';
import { sealNewRun } from './run-store/seal.js';
import { loadRun, type RunContract } from './run-session.js';

export interface StartRequest {
  detailed: DetailedPlan;
  /** The project the phases work in. */
  cwd: string;
  only: string | null;
  sha256: string;
  /** The PRD's text and path, as started. */
  text: string;
  path: string;
  /** --new: do not look for an active run. */
  fresh: boolean;
  /** Gate commands OpenForge wrote itself (a draft run's validator): no confirmation (lib/run/commands/start-run.ts). */
  trusted?: readonly string[];
  /** Folders of the project a new run's children write to (a draft planner's PRD folder), relative to `cwd`. */
  folders?: readonly string[];
  /** The OpenForge home (the run index). */
  home: string;
  now: number;
  lock: LockOptions;
  contract: RunContract;
}

export type Begun =
  | { kind: 'active'; runId: string; runDir: string }
  | { kind: 'created'; runId: string; runDir: string; warnings: string[] }
  | { kind: 'failed'; message: string };

/** The newest run of this project that `run` continues (the engine's `continuesRun` decides). */
async function findActive(request: StartRequest): Promise<Begun | null> {
  if (request.fresh) return null;
  const index = readRunIndex(request.home);
  for (const entry of [...index.entries].reverse()) {
    if (entry.cwd !== request.cwd) continue;
    const dir = runDirectory(entry.cwd, entry.runId);
    if (!dir.ok) continue;
    const loaded = await loadRun(dir.path, request.contract, request.home);
    if (!loaded.ok) continue;
    if (continuesRun(loaded.state, request)) return { kind: 'active', runId: loaded.state.runId, runDir: dir.path };
  }
  return null;
}

/** The disk StartIO of a new run directory: the PRD copy, the first event and snapshot, the seal over their bytes, the index entry. */
function diskStartIO(request: StartRequest, runId: string, runDir: string): StartIO {
  const warnings: string[] = [];
  const { contract, home } = request;
  const bytes: { prd: Buffer | null; events: Buffer | null; state: Buffer | null } = { prd: null, events: null, state: null };
  return {
    warnings,
    makeRunDirectory() {
      const created = createRunDirectory(request.cwd, runId);
      return created.ok ? null : created.message;
    },
    makeFolders(paths) {
      for (const path of paths) makeProjectFolder(request.cwd, path);
    },
    writePrd(text) {
      try {
        writeFileSync(join(runDir, 'prd.md'), text, { flag: 'wx' });
      } catch (err) {
        return `cannot write ${join(runDir, 'prd.md')} (${(err as NodeJS.ErrnoException).code ?? 'error'}).`;
      }
      bytes.prd = Buffer.from(text, 'utf8');
      return null;
    },
    persist(state, events) {
      const appended = appendEvents(runDir, events);
      if (!appended.ok) return appended.message;
      bytes.events = Buffer.from(eventLines(events), 'utf8');
      const stateText = snapshotText(state, contract.stateContract);
      const snapshot = writeFileAtomic(join(runDir, SNAPSHOT_FILE), stateText);
      if (snapshot.ok) bytes.state = Buffer.from(stateText, 'utf8');
      else warnings.push(snapshot.message);
      return null;
    },
    seal() {
      // The seal in the OpenForge home: from now on any change OpenForge did not make is caught.
      const sealed = bytes.events === null || bytes.prd === null ? 'the run\'s first files were not written' : sealNewRun(home, runDir, bytes.events, bytes.state, bytes.prd, contract.stateContract);
      if (sealed !== null) warnings.push(`${sealed} (the run is not sealed: tampering with its files would not be detected).`);
    },
    recordRun(entry) {
      const recorded = recordRun(home, entry, request.lock);
      if (!recorded.ok) warnings.push(`${recorded.message} (\`status\` without a run id will not find this run; pass its id).`);
    },
  };
}

/** Under the start lock: a new run directory, started as the engine decides (`startRun`) and carried out by the interpreter. */
function createRun(request: StartRequest): Begun {
  const { detailed, cwd, only, sha256, text, path, now, trusted } = request;
  const runId = makeRunId(now, randomBytes(3).toString('hex'));
  const dir = runDirectory(cwd, runId);
  if (!dir.ok) return { kind: 'failed', message: dir.message };
  const runDir = dir.path;
  const started = startRun({ detailed, runId, now, prd: { text, path, sha256 }, cwd, runDir, only, trusted: trusted ?? [], ...(request.folders === undefined ? {} : { folders: request.folders }) });
  const done = interpretStart(started, diskStartIO(request, runId, runDir));
  return done.failed === null ? { kind: 'created', runId, runDir, warnings: done.warnings } : { kind: 'failed', message: done.failed };
}

/** The active run of this PRD (unless `fresh`), else a new one; `failed` says why neither. */
export async function beginRun(request: StartRequest): Promise<Begun> {
  const forgeDir = openforgeDirectory(request.cwd);
  let problem = openforgeDirectoryProblem(request.cwd);
  if (problem === null) {
    try {
      mkdirSync(forgeDir, { recursive: true });
    } catch (err) {
      problem = describeFsError(forgeDir, 'create the directory', err);
    }
  }
  if (problem !== null) return { kind: 'failed', message: problem };
  const started = await withLockAsync(forgeDir, async () => (await findActive(request)) ?? createRun(request), request.lock);
  return started.ok ? started.value : { kind: 'failed', message: started.message };
}
