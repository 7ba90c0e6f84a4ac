// Reading a run phase's own records: its attempts, its spawns and gates by action id, the
// gate commands its current attempt must pass. Pure, used by the step and by everything the
// step calls, so its own module (nothing here imports the step).

import type { GateRecord, RunGateCommand, RunPhase, SpawnRecord } from '../../schema/run.js';

export const maxAttempts = (p: RunPhase): number => p.maxRetries + 1;

/** Phases without an agent at this point: checkpoints, and phases the human took over. */
export const isGateOnly = (p: RunPhase): boolean => p.kind === 'checkpoint' || p.handoff;

export const spawnById = (p: RunPhase, id: string | null): SpawnRecord | null =>
  id === null ? null : (p.spawns.find((s) => s.actionId === id) ?? null);

export const gateById = (p: RunPhase, id: string | undefined): GateRecord | null =>
  id === undefined ? null : (p.gates.find((g) => g.actionId === id) ?? null);

/** The gate commands the current attempt must pass. */
export const commandsFor = (p: RunPhase): RunGateCommand[] => (p.role === 'fix' ? p.fixGateCommands : p.gateCommands);

export const isReadOnly = (p: RunPhase): boolean => p.type !== 'impl' && p.role !== 'fix' && p.role !== 'refactor';

/**
 * The spawn whose baseline is the phase's start (the erosion check, the run on the old code): its
 * first work attempt ever, so growth made before an escalation or a rejection still counts after `resume`.
 */
export function phaseStartSpawn(phase: RunPhase): SpawnRecord | null {
  return phase.spawns.find((s) => s.role === 'work' && s.attempt === 1) ?? null;
}
