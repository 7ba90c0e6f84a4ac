// A spawn's result when there is none to read: the child's file was refused or run files it
// may not write changed (invalid), or its time ran out (timed out). Pure.

import type { SpawnProblem, SpawnRecord } from '../../schema/run.js';
import { resultFileProblem } from '../evidence/run-files.js';
import type { Fact, Observed } from '../model/observed.js';

/** The `spawn-result` of a spawn whose result carries nothing of the child's: only the outcome and its problems. */
export const emptyResult = (spawn: SpawnRecord, outcome: 'invalid' | 'timed-out', problems: SpawnProblem[]): Fact => ({
  type: 'spawn-result',
  actionId: spawn.actionId,
  outcome,
  status: null,
  summary: null,
  findings: [],
  filesModified: [],
  verdict: null,
  problems,
});

/**
 * The invalid result of a spawn in flight whose result is not its child's or whose child changed
 * run files: a result planted before the spawn was issued, a link, a FIFO or a hard link is never
 * its child's; a child at work while run files it may not write changed fails its attempt, naming
 * them. Null when neither happened.
 */
export function intrudedResult(spawn: SpawnRecord, obs: Observed): Fact | null {
  const refused = resultFileProblem(spawn, obs.fileFacts?.get(spawn.resultFile));
  const touched = obs.runFilesTouched?.get(spawn.actionId);
  if (refused === null && touched === undefined) return null;
  return emptyResult(spawn, 'invalid', [...(refused === null ? [] : [refused]), ...(touched === undefined ? [] : [touched])]);
}
