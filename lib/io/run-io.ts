// The disk RunIO of the interpreter: files read bounded (run-session.ts), the working tree
// through a Workspace loaded on first use (a `next` that finds nothing new stays small), the
// summary rendered and written atomically.

import { join } from 'node:path';
import { renderRunSummary } from '../render/summary.js';
import type { RunEvent, RunState } from '../schema/run.js';
import type { RunIO } from './interpreter.js';
import { readObserved, saveRun, writeTaskFile, writeTextFile } from './run-session.js';
import { readEvents } from './run-store/events.js';
import type { Workspace } from './workspace.js';

export interface DiskRunOptions {
  runDir: string;
  /** The summary's clock. */
  now: number;
  /** Rewrite the snapshot even without new events (it was rebuilt, or had to be validated). */
  rewrite: boolean;
  stateContract: string;
  warnings: string[];
}

/** A RunIO on the run directory of `state`. */
export function diskRunIO(state: RunState, options: DiskRunOptions): RunIO {
  const { runDir, now, warnings } = options;
  let workspace: Workspace | null = null;
  const tree = async (): Promise<Workspace> => {
    if (workspace === null) {
      const { Workspace: WorkspaceClass } = await import('./workspace.js');
      workspace = new WorkspaceClass(state, join(runDir, 'baseline'), warnings);
    }
    return workspace;
  };
  return {
    warnings,
    readFiles: (paths) => readObserved(paths, warnings),
    changesSince: async (actionId, look) => (await tree()).changesSince(actionId, look),
    lookAtTree: async () => (await tree()).look(),
    measure: async (since, files) => (await tree()).measure(since, files),
    snapshot: async (actionIds, measure) => (await tree()).snapshot(actionIds, measure),
    // Loading already reported a damaged log; a line it cannot read here only goes unreported.
    eventsAfter: (seq) => readEvents<RunEvent>(runDir).events.filter((e) => e.seq > seq),
    persist(current, events) {
      const saved = saveRun(runDir, events, current, options.rewrite, options.stateContract);
      return saved.ok ? null : saved.message;
    },
    writeTasks(tasks) {
      for (const task of tasks) {
        const written = writeTaskFile(task.path, task.text, task.replace);
        if (!written.ok) warnings.push(written.message);
      }
    },
    writeSummary(current, paths) {
      const summary = renderRunSummary(current, now);
      for (const path of paths) {
        const written = writeTextFile(path, summary);
        if (!written.ok) warnings.push(written.message);
      }
    },
  };
}
