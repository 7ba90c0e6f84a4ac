// Task handoff by file (docs/design.md#run-protocol): a spawn's full task text goes into the
// run directory (`tasks/<action-id>-<token>.md`, written by the shell as an effect), and the
// `sessions_spawn` task becomes a short instruction to read that file first and follow it,
// naming the phase and only that file (the result path is in the file). The orchestrating agent then copies a few hundred
// bytes per spawn instead of the whole task (output tokens: the slowest and dearest). Pure.

import type { SpawnAction } from '../../schema/actions.js';
import type { EngineSpawn } from './engine-actions.js';
import type { RunState } from '../../schema/run.js';
import { taskFileFor } from '../model/keys.js';

/** A task file to write; `replace` false: keep a file already there (a re-offer: the child may be reading it). */
export interface TaskFileWrite {
  path: string;
  text: string;
  replace: boolean;
}

/**
 * The short `sessions_spawn` task that points the child at its task file. It names only the
 * task file: the result path is in there (docs/design.md#run-protocol), so the spawn text a
 * host may show or log names no file another child could plant.
 */
export function handoffInstruction(action: Pick<SpawnAction, 'phase' | 'role' | 'attempt'>, taskFile: string): string {
  const role = action.role === 'work' ? '' : ` ${action.role}`;
  return [
    `OpenForge phase \`${action.phase}\`${role}, attempt ${action.attempt}. First read your full task and follow it exactly: ${taskFile}`,
    'If you cannot read it, change nothing and end with a message saying so.',
  ].join('\n');
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
