// What a checkpoint re-runs: every gate of the phases in earlier waves, once each; and the
// gates the user confirms when a run starts. Decided here, shown by `plan` and frozen as is by `run`.

import type { ExpandedPhase } from '../schedule/index.js';
import { gateRunCommand } from '../gate/index.js';
import type { GateCheck, PlannedCheckpointGate, PlannedConfirmGate } from '../schema/index.js';

/** A phase's gate commands a run executes: the validated ones not rejected (checkpoints have none of their own). */
export function runnableGateChecks(phase: ExpandedPhase, gateChecks: ReadonlyMap<string, readonly GateCheck[]>): GateCheck[] {
  if (phase.kind === 'checkpoint') return [];
  return (gateChecks.get(phase.origin ?? phase.name) ?? []).filter((c) => c.verdict !== 'rejected');
}

/** One gate: its command, Shell-Gate mode and folder (`npm test` in `pkg` is not `npm test` in the project). */
export const gateIdentity = (c: Pick<GateCheck, 'command' | 'shellGate'>, workdir: string | undefined): string =>
  `${c.shellGate}\u0000${workdir ?? ''}\u0000${c.command}`;

/** `{ workdir }` of a phase with a `Workdir:`, else nothing. */
export const workdirField = (phase: Pick<ExpandedPhase, 'workdir'>): { workdir?: string } =>
  phase.workdir === undefined ? {} : { workdir: phase.workdir.path };

/**
 * The gates with verdict `confirm` of the phases a run schedules, in plan order, each
 * command (with its Shell-Gate mode) once, named by the first phase that has it.
 */
export function confirmGates(phases: readonly ExpandedPhase[], gateChecks: ReadonlyMap<string, readonly GateCheck[]>): PlannedConfirmGate[] {
  const seen = new Set<string>();
  const out: PlannedConfirmGate[] = [];
  for (const phase of phases) {
    for (const c of runnableGateChecks(phase, gateChecks)) {
      const key = gateIdentity(c, phase.workdir?.path);
      const runs = gateRunCommand(c);
      if (c.verdict !== 'confirm' || seen.has(key) || runs === null) continue;
      seen.add(key);
      out.push({ phase: phase.name, command: c.command, runs, shellGate: c.shellGate, ...workdirField(phase), ...(c.outsideConfig === undefined ? {} : { outsideConfig: c.outsideConfig }) });
    }
  }
  return out;
}

/**
 * The gates a checkpoint in wave `wave` re-runs, in plan order, each command (with its
 * Shell-Gate mode) once, named by the first phase that has it. Phases never scheduled
 * (wave -1) count for nothing.
 */
export function checkpointGates(
  wave: number,
  phases: readonly ExpandedPhase[],
  waveOf: ReadonlyMap<string, number>,
  gateChecks: ReadonlyMap<string, readonly GateCheck[]>,
): PlannedCheckpointGate[] {
  const seen = new Set<string>();
  const gates: PlannedCheckpointGate[] = [];
  for (const earlier of phases) {
    const w = waveOf.get(earlier.name) ?? -1;
    if (w < 0 || w >= wave) continue;
    for (const c of runnableGateChecks(earlier, gateChecks)) {
      const key = gateIdentity(c, earlier.workdir?.path);
      if (seen.has(key)) continue;
      seen.add(key);
      gates.push({ phase: earlier.name, command: c.command, argv: c.argv, shellGate: c.shellGate, ...workdirField(earlier) });
    }
  }
  return gates;
}
