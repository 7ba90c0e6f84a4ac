// Finding a run for a run command: by id (through the run index, else under --cwd), or the
// newest run of the project at the working directory (the folder or its nearest ancestor with
// runs). Reads the index and the run folders; returns the run or the message that says where
// runs are instead.

import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { someItems } from '../text/cut.js';
import { findProjectRuns, type ProjectRuns } from './project-runs.js';
import { openforgeHome } from './paths.js';
import { readRunIndex, runDirectory, sealPath, type RunIndexEntry } from './run-store/index.js';

export interface LocatedRun {
  runId: string;
  runDir: string;
  entry: RunIndexEntry | null;
}

export type Located = { ok: true; run: LocatedRun } | { ok: false; message: string };

/** Where the command was called from: the environment (OPENFORGE_HOME), the home and working directories. */
export interface LocateFrom {
  env: Readonly<Record<string, string | undefined>>;
  homeDir: string;
  cwd: string;
}

/** What the command asks for: a run id (undefined: the newest), --cwd, and whether any project's run will do. */
export interface RunWanted {
  command: string;
  runId: string | undefined;
  cwdOption: string | undefined;
  /**
   * A command that only reads (`status`): called without a run id and without --cwd from a
   * folder without runs (the agent's own workspace), it takes the newest run the index knows;
   * its report names that run's project. Commands that act never take another project's run unnamed.
   */
  anyProject: boolean;
}

/** At most this many runs of other folders are named when the project has none. */
const ELSEWHERE_NAMED = 5;

/** `no runs in DIR or the folders above it`, then where the index knows runs (newest first). */
export function noRunsHere(command: string, start: string, found: ProjectRuns, problem: string | null): string {
  const damaged = problem === null ? '' : ` (${problem})`;
  const others = [...found.elsewhere].reverse();
  const named = someItems(others.map((r) => `\`${r.runId}\` in ${r.cwd}`), ELSEWHERE_NAMED);
  const elsewhere =
    others.length === 0
      ? ' Start one with `openforge run PRD --cwd DIR`.'
      : ` Runs elsewhere (newest first): ${named}. Name one (\`openforge ${command} RUN\`) or pass that folder with --cwd.`;
  return `${command}: no runs in ${start} or the folders above it${damaged}.${elsewhere}`;
}

const indexEntry = (entries: readonly RunIndexEntry[], runId: string): RunIndexEntry | null => [...entries].reverse().find((e) => e.runId === runId) ?? null;

/** The newest run of the project at `start`, or with `anywhere` and none there, the newest run the index knows. */
function latestRun(command: string, start: string, home: string, anywhere: boolean): Located {
  const index = readRunIndex(home);
  const found = findProjectRuns(start, index.entries);
  const candidates = [...found.here].reverse();
  if (anywhere && candidates.length === 0) candidates.push(...[...found.elsewhere].reverse());
  for (const run of candidates) {
    const dir = runDirectory(run.cwd, run.runId);
    if (!dir.ok) return { ok: false, message: `${command}: ${dir.message}` };
    if (existsSync(join(dir.path, 'events.jsonl'))) return { ok: true, run: { runId: run.runId, runDir: dir.path, entry: indexEntry(index.entries, run.runId) } };
  }
  return { ok: false, message: noRunsHere(command, start, found, index.problem) };
}

/**
 * A run by id (or the newest of the current project when no id is given). The folder is
 * `--cwd` (default: the current directory) or its nearest ancestor with runs; the index maps
 * other ids to their working directories.
 */
export function locateRun(wanted: RunWanted, from: LocateFrom): Located {
  const { command, runId, cwdOption } = wanted;
  const start = cwdOption !== undefined ? resolve(from.cwd, cwdOption) : from.cwd;
  const home = openforgeHome(from.env, from.homeDir);
  if (runId === undefined) return latestRun(command, start, home, wanted.anyProject && cwdOption === undefined);
  const index = readRunIndex(home);
  const entry = indexEntry(index.entries, runId);
  const here = findProjectRuns(start, index.entries).here.find((r) => r.runId === runId);
  const cwd = here?.cwd ?? (cwdOption !== undefined ? start : (entry?.cwd ?? start));
  const dir = runDirectory(cwd, runId);
  // A sealed run whose log was deleted is still this run: its load reports run-state-tampered.
  const sealed = existsSync(sealPath(home, runId));
  if (dir.ok && (existsSync(join(dir.path, 'events.jsonl')) || (sealed && existsSync(dir.path)))) return { ok: true, run: { runId, runDir: dir.path, entry } };
  const known = someItems(index.entries.map((e) => e.runId).reverse(), 20);
  const why = dir.ok ? `no run \`${runId}\` in ${join(cwd, '.openforge', 'runs')} or the run index` : dir.message;
  return {
    ok: false,
    message: `${command}: ${why}. Known runs (newest first): ${known === '' ? '(none)' : known}. Run \`openforge list\`.`,
  };
}
