// Task handoff by file (docs/design.md#run-protocol): a spawn's full task text goes into the
// run directory (`tasks/<action-id>.md`, written by the shell as an effect), and the
// `sessions_spawn` task becomes a short instruction to read that file first and follow it,
// carrying what must survive if the file is not read: the phase, the working directory, the
// result file and "write the result last". The orchestrating agent then copies a few hundred
// bytes per spawn instead of the whole task (output tokens: the slowest and dearest). Pure.

import type { Action, SpawnAction } from '../schema/actions.js';
import type { RunState } from '../schema/run.js';
import { taskFilePath } from './keys.js';

/** A task file to write; `replace` false: keep a file already there (a re-offer: the child may be reading it). */
export interface TaskFileWrite {
  path: string;
  text: string;
  replace: boolean;
}

/** What the result file must hold if the task file cannot be read: the review report, or the result envelope. */
function resultHint(role: SpawnAction['role']): string {
  return role === 'review'
    ? 'the review report (## Findings, ### Blocking, ### Required Changes, ### Suggestions, ### Summary: PASS or FAIL)'
    : 'JSON {"status":"DONE|BLOCKED|ERROR","summary":"..."}';
}

/** The short `sessions_spawn` task that points the child at its task file. */
export function handoffInstruction(state: Pick<RunState, 'cwd'>, action: SpawnAction, taskFile: string): string {
  const role = action.role === 'work' ? '' : ` ${action.role}`;
  return [
    `OpenForge phase \`${action.phase}\`${role}, attempt ${action.attempt}. First read your full task and follow it exactly: ${taskFile}`,
    `If you cannot read it: do only that phase's work in ${state.cwd}. Last of all, write ${resultHint(action.role)} to ${action.resultFile}.`,
  ].join('\n');
}

/**
 * Move each spawn action's task text into its task file (`tasks/<action-id>.md`): the actions
 * keep the short instruction, which names the file, and the writes carry the full texts. `fresh` holds the spawns
 * issued by this command: their files are (re)written; a spawn offered again keeps the file
 * it was issued with.
 */
export function handOffTasks(state: Pick<RunState, 'cwd' | 'runDir'>, actions: readonly Action[], fresh: ReadonlySet<string>): { actions: Action[]; writes: TaskFileWrite[] } {
  const writes: TaskFileWrite[] = [];
  const handed = actions.map((action): Action => {
    if (action.kind !== 'spawn') return action;
    const taskFile = taskFilePath(state.runDir, action.id);
    writes.push({ path: taskFile, text: action.spawn.task, replace: fresh.has(action.id) });
    return { ...action, spawn: { ...action.spawn, task: handoffInstruction(state, action, taskFile) } };
  });
  return { actions: handed, writes };
}
