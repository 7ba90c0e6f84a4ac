// What the shell must look at before the engine can go on: the files each attempt changed
// (scope checks) and the erosion figures of work whose gates passed. Pure: it reads the state.

import type { RunPhase, RunState, SpawnRecord } from '../schema/run.js';
import { commandsFor, gateById, isGateOnly, spawnById } from './step.js';

export interface DueSpawn {
  phase: RunPhase;
  spawn: SpawnRecord;
}

/**
 * Spawns whose changed files the engine will ask for in this call: results that are about to
 * be read (present in `files`) or were accepted without a recorded change set.
 */
export function changesDue(state: RunState, files: ReadonlyMap<string, string | null>): DueSpawn[] {
  const due: DueSpawn[] = [];
  for (const phase of state.phases) {
    if (phase.status !== 'active' || isGateOnly(phase)) continue;
    const spawn = spawnById(phase, phase.currentSpawn);
    if (spawn === null || spawn.changed !== null) continue;
    const arriving = spawn.outcome === null && (files.get(spawn.resultFile) ?? null) !== null;
    if (arriving || (spawn.outcome === 'accepted' && spawn.status === 'DONE')) due.push({ phase, spawn });
  }
  return due;
}

/** Impl work (or its refactor) whose gates all passed and whose erosion was not measured yet. */
export function erosionDue(state: RunState): DueSpawn[] {
  const due: DueSpawn[] = [];
  for (const phase of state.phases) {
    if (phase.status !== 'active' || phase.type !== 'impl' || isGateOnly(phase)) continue;
    if (phase.role !== 'work' && phase.role !== 'refactor') continue;
    if ((phase.erosionPolicy ?? state.settings.erosion) === 'off' || phase.attemptFailed) continue;
    const spawn = spawnById(phase, phase.currentSpawn);
    if (spawn === null || spawn.outcome !== 'accepted' || spawn.status !== 'DONE') continue;
    if (phase.erosionChecks.some((c) => c.actionId === spawn.actionId)) continue;
    const commands = commandsFor(phase);
    const last = gateById(phase, phase.currentGates.at(-1));
    const gatesPassed = phase.currentGates.length === commands.length && (commands.length === 0 || last?.state === 'passed');
    if (gatesPassed) due.push({ phase, spawn });
  }
  return due;
}

/** The spawn whose baseline is the phase's start: its latest first work attempt. */
export function phaseStartSpawn(phase: RunPhase): SpawnRecord | null {
  return phase.spawns.filter((s) => s.role === 'work' && s.attempt === 1).at(-1) ?? null;
}
