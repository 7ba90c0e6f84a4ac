// The files the run's gates name (a script a gate runs, `sh tools/verify.sh`, `node
// scripts/check.js`, a makefile or config it loads): part of what checks the work wherever
// they are, so a child that rewrites one to print success is told with the change, in its own
// phase or in any phase before the one whose gate runs it. Pure: from the frozen gate commands.

import { pathsNamedByGate } from '../../gate/named-paths.js';
import type { RunState } from '../../schema/run.js';

/** Every project-relative file path a gate of the run names (joined with its phase's Workdir). */
export function gateNamedFiles(state: Pick<RunState, 'phases'>): ReadonlySet<string> {
  const out = new Set<string>();
  for (const p of state.phases) {
    for (const g of [...p.gateCommands, ...p.fixGateCommands]) {
      for (const path of pathsNamedByGate(g)) out.add(g.workdir === undefined || g.workdir === '' || g.workdir === '.' ? path : `${g.workdir.replace(/\/+$/, '')}/${path}`);
    }
  }
  return out;
}
