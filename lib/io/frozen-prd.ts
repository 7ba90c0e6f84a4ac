// The gates of a run's frozen PRD copy (`prd.md`, sealed with the run: lib/io/run-store/seal.ts),
// read and validated again (lib/plan/frozen-prd-gates.ts). Loaded on its own (lazy/frozen-prd.cjs
// in the bundle, with the PRD parser) only by a command that is about to issue a gate.

import { homedir } from 'node:os';
import { join } from 'node:path';
import type { PinResolution } from '../gate/pin-paths.js';
import type { OutsideConfigLine, RunGateCommand } from '../schema/index.js';
import { pinCandidates } from '../gate/pin-paths.js';
import { resolveGatePins } from './gate-pins.js';
import { outsideConfigAt } from './outside-config.js';
import { projectScriptReader } from './project-scripts.js';
import { startedScriptRunners } from '../gate/started-scripts.js';
import { frozenPrdGates } from '../plan/frozen-prd-gates.js';
import type { FrozenPrdGates } from '../run/model/observed.js';
import { readRunFile } from './run-store/run-file.js';

/** The frozen PRD copy's gates; `unreadable` with the reason when the copy cannot be read. */
export function loadFrozenPrdGates(runDir: string, project?: string): FrozenPrdGates {
  const path = join(runDir, 'prd.md');
  const read = readRunFile(path);
  if (!read.ok) return { unreadable: read.missing ? `${path} is missing` : read.message };
  const gates = frozenPrdGates(read.text);
  if (project === undefined || 'unreadable' in gates) return gates;
  // At each gate: what its runner would take from outside the project now (compared with what the user confirmed).
  const seen = new Map<string, readonly OutsideConfigLine[]>();
  const outside = (workdir: string | undefined): readonly OutsideConfigLine[] => {
    const key = workdir ?? '';
    if (!seen.has(key)) seen.set(key, outsideConfigAt(project, workdir, process.env, homedir()));
    return seen.get(key)!;
  };
  // At each gate: the paths it names and its Workdir, resolved now and recorded for the exec command's check.
  const pins = (command: RunGateCommand): PinResolution => resolveGatePins(project, command.workdir, pinCandidates(command.shellGate ? null : command.argv));
  // The scripts a gate runs as they are now (a child may have made `check.sh` call npm since the start).
  const started = (command: RunGateCommand) => startedScriptRunners(command.argv, command.command, projectScriptReader(project, command.workdir));
  return { ...gates, outside, started, pins };
}
