// The entries of `openforge list`: each run the index knows, loaded from its folder for what it
// is doing now (a run whose folder is gone or unreadable keeps what the index says).

import { deriveRunState } from '../progress/index.js';
import type { RunListEntry } from '../schema/index.js';
import type { FoundRun, ProjectRuns } from './project-runs.js';
import { loadRun, type RunContract } from './run-session.js';
import { runDirectory } from './run-store/index.js';

async function runListEntry(run: FoundRun, here: boolean, now: number, contract: RunContract): Promise<RunListEntry> {
  const dir = runDirectory(run.cwd, run.runId);
  const loaded = dir.ok ? await loadRun(dir.path, contract) : null;
  const state = loaded?.ok === true ? loaded.state : null;
  return {
    runId: run.runId,
    cwd: run.cwd,
    prdPath: run.prdPath ?? state?.prd.path ?? '',
    createdAt: run.createdAt ?? (state === null ? '' : new Date(state.createdAt).toISOString()),
    status: state?.status ?? null,
    state: state === null ? null : deriveRunState(state, now).run.word,
    here,
    title: state?.prd.title ?? null,
  };
}

/** The project's runs first, then every other run, each newest first. */
export async function runListEntries(found: ProjectRuns, now: number, contract: RunContract): Promise<RunListEntry[]> {
  const runs: RunListEntry[] = [];
  for (const r of [...found.here].reverse()) runs.push(await runListEntry(r, true, now, contract));
  for (const r of [...found.elsewhere].reverse()) runs.push(await runListEntry(r, false, now, contract));
  return runs;
}
