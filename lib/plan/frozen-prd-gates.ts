// The gates of the run's frozen PRD copy (`prd.md`, sealed with the run), parsed and validated
// again the way `run` did (the PRD parser, then the gate validator): what a gate about to be
// issued is compared with (lib/run/evidence/frozen-gate.ts). Pure: the text in, the gates out.

import { parsePrd } from '../prd/index.js';
import { redactName } from '../secrets/index.js';
import type { FrozenPrdGates } from '../run/model/observed.js';
import type { RunGateCommand } from '../schema/run.js';
import { checkPhaseGates } from './gates.js';

/** Every phase's gates that the validator does not reject, by the phase's name as the run keeps it (`redactName`). */
export function frozenPrdGates(text: string): FrozenPrdGates {
  const parsed = parsePrd(text);
  const byPhase = new Map<string, RunGateCommand[]>();
  for (const phase of parsed.prd.phases) {
    // As the run keeps the name (a run started before names were redacted keeps it as written: both).
    const name = redactName(phase.name);
    if (byPhase.has(name)) continue;
    const checks = checkPhaseGates(phase).checks.filter((c) => c.verdict !== 'rejected');
    const gates = checks.map((c) => ({ command: c.command, argv: c.argv, shellGate: c.shellGate, ...(phase.workdir === undefined ? {} : { workdir: phase.workdir.path }) }));
    byPhase.set(name, gates);
    if (name !== phase.name && !byPhase.has(phase.name)) byPhase.set(phase.name, gates);
  }
  return { byPhase };
}
