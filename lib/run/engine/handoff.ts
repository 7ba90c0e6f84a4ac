// Task handoff by file (docs/design.md#run-protocol): a spawn's full task text goes into the
// run directory (`tasks/<action-id>-<token>.md`, written by the shell as an effect), and the
// `sessions_spawn` task becomes a short instruction to read that file first and follow it,
// naming the phase and only that file (the result path is in the file; lib/task/handoff.ts). The orchestrating agent then copies a few hundred
// bytes per spawn instead of the whole task (output tokens: the slowest and dearest). Pure.

import type { EngineSpawn } from './engine-actions.js';
import type { RunState } from '../../schema/run.js';
import { taskFileFor } from '../model/keys.js';
import { handoffInstruction } from '../../task/handoff.js';

/** A task file to write; `replace` false: keep a file already there (a re-offer: the child may be reading it). */
export interface TaskFileWrite {
  path: string;
  text: string;
  replace: boolean;
}

const isSpawn = (a: { kind: string }): a is EngineSpawn => a.kind === 'spawn';

/**
 * Move each spawn action's task text into its task file (`tasks/<action-id>.md`): the actions
 * keep the short instruction, which names the file, and the writes carry the full texts. `fresh` holds the spawns
 * issued by this command: their files are (re)written; a spawn offered again keeps the file
 * it was issued with.
 */
export function handOffTasks<A extends { kind: string }>(state: Pick<RunState, 'cwd' | 'runDir'>, actions: readonly (A | EngineSpawn)[], fresh: ReadonlySet<string>): { actions: (A | EngineSpawn)[]; writes: TaskFileWrite[] } {
  const writes: TaskFileWrite[] = [];
  const handed = actions.map((action): A | EngineSpawn => {
    if (!isSpawn(action)) return action;
    const taskFile = taskFileFor(state.runDir, action.resultFile);
    writes.push({ path: taskFile, text: action.spawn.task, replace: fresh.has(action.id) });
    return { ...action, spawn: { ...action.spawn, task: handoffInstruction(action, taskFile) } };
  });
  return { actions: handed, writes };
}
