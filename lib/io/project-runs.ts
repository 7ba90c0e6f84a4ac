// Which runs belong to the project the user is in: the runs on disk under the working
// directory's `.openforge/runs/` (or, when it has none, the nearest folder above it that has
// some), merged with the run index's entries for that folder; every other indexed run is
// "elsewhere". `status`, `next`, `cancel`, `resume` and `list` find runs through this.

import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { openforgeDirectory, runIdProblem } from './run-store/run-directory.js';
import type { RunIndexEntry } from './run-store/run-index.js';

export interface FoundRun {
  runId: string;
  /** The project folder the run works in (its `.openforge/runs/<id>` holds the run). */
  cwd: string;
  /** ISO 8601 from the index; null for a run on disk the index does not know. */
  createdAt: string | null;
  prdPath: string | null;
}

export interface ProjectRuns {
  /** The folder whose runs these are: `start` or the nearest ancestor with runs; null when none has any. */
  project: string | null;
  /** The project's runs, oldest first (run ids begin with their UTC start time). */
  here: FoundRun[];
  /** The index's runs of other folders, oldest first. */
  elsewhere: FoundRun[];
}

/** Run ids under `<dir>/.openforge/runs/` whose directory holds an event log. */
function runIdsOnDisk(dir: string): string[] {
  const runs = join(openforgeDirectory(dir), 'runs');
  let names: string[];
  try {
    names = readdirSync(runs);
  } catch {
    return [];
  }
  return names.filter((n) => runIdProblem(n) === null && existsSync(join(runs, n, 'events.jsonl')));
}

const fromEntry = (e: RunIndexEntry): FoundRun => ({ runId: e.runId, cwd: e.cwd, createdAt: e.createdAt, prdPath: e.prdPath });

const startOf = (r: FoundRun): string => r.runId.slice(0, 15);

/** `start`, then each folder above it up to the root. */
function folderAndAncestors(start: string): string[] {
  const out: string[] = [];
  for (let dir = resolve(start); ; dir = dirname(dir)) {
    out.push(dir);
    if (dirname(dir) === dir) return out;
  }
}

/**
 * The runs of the project at `start` (an absolute folder): the nearest of `start` and its
 * ancestors that has runs on disk or in the index, and the indexed runs of every other folder.
 */
export function findProjectRuns(start: string, index: readonly RunIndexEntry[]): ProjectRuns {
  for (const dir of folderAndAncestors(start)) {
    const indexed = index.filter((e) => resolve(e.cwd) === dir);
    const known = new Set(indexed.map((e) => e.runId));
    const onDisk = runIdsOnDisk(dir).filter((id) => !known.has(id));
    if (indexed.length === 0 && onDisk.length === 0) continue;
    const here = [...indexed.map(fromEntry), ...onDisk.sort().map((runId) => ({ runId, cwd: dir, createdAt: null, prdPath: null }))];
    // By start time (the id's `YYYYMMDD-HHMMSS`); the sort is stable, so the index order decides within a second.
    here.sort((a, b) => startOf(a).localeCompare(startOf(b)));
    return { project: dir, here, elsewhere: index.filter((e) => resolve(e.cwd) !== dir).map(fromEntry) };
  }
  return { project: null, here: [], elsewhere: index.map(fromEntry) };
}
