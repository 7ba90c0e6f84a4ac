// When something the run waits on is overdue: the engine times a child out past its deadline
// (lib/run/engine/step.ts), and the derived state calls the run stalled past the same instants
// (lib/progress/derived-state.ts). Pure.

import type { GateRecord, SpawnRecord } from '../../schema/run.js';

/** A child's deadline: its confirmation (else issue) time + its runTimeoutSeconds + the grace period. */
export function spawnDeadline(spawn: Pick<SpawnRecord, 'confirmedAt' | 'issuedAt' | 'timeoutSeconds'>, graceSeconds: number): number {
  return (spawn.confirmedAt ?? spawn.issuedAt) + (spawn.timeoutSeconds + graceSeconds) * 1000;
}

/** A gate's deadline: its issue time + its timeout + the grace period (past it, a gate still without a verdict is overdue). */
export function gateDeadline(gate: Pick<GateRecord, 'issuedAt' | 'timeoutSeconds'>, graceSeconds: number): number {
  return gate.issuedAt + (gate.timeoutSeconds + graceSeconds) * 1000;
}
