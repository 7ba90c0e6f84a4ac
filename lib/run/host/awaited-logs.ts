// What `next --wait` waits for (docs/design.md#run-protocol): the agent sends a report's gate
// and usage execs and the `next` after them as parallel tool calls in one reply, which OpenClaw
// 2026.9.6 runs concurrently, so that `next` may start before the logs it reads are written. It
// first waits, bounded, until every log the run has handed out and not read has its end line,
// then reads them as any `next` does. With no gate log to wait for and children at work
// (result-file hand-over), it also waits until the first of their result files is there, the
// children it stands beside in the reply that starts them included: each child is seen when it
// ends, not when the last of its batch does, as a sessions_yield would. Pure: the waiting is
// the shell's.

import { GATE_END_FIELD, GATE_EXIT_MARKER } from '../../gate/marker.js';
import type { GateRecord, RunState } from '../../schema/run.js';
import { gateById, spawnById } from '../model/phase-lookup.js';
import { usesCollectors } from './collector-handover.js';
import { usagePending } from './usage.js';

/** How long `next --wait` waits at most: under exec's own limit for a call it does not move to the background (`yieldMs` ≤ 120 s). */
export const NEXT_WAIT_SECONDS = 100;

const inFlight = (g: GateRecord | null | undefined): g is GateRecord => g !== null && g !== undefined && (g.state === 'pending' || g.state === 'running');

/** The gate and usage logs handed out and not read yet: a phase's current gate, the baseline's and the final verification's, each pending usage log. */
export function awaitedLogs(state: RunState): string[] {
  if (state.status !== 'running') return [];
  return [...awaitedGateLogs(state), ...usagePending(state).flatMap((s) => (s.usageLog === undefined ? [] : [s.usageLog.file]))];
}

/** The gate logs among {@link awaitedLogs}: a gate's verdict may hand out new work, a usage log's never does. */
export function awaitedGateLogs(state: RunState): string[] {
  if (state.status !== 'running') return [];
  const logs: string[] = [];
  for (const p of state.phases) {
    const gate = p.status === 'active' ? gateById(p, p.currentGates.at(-1)) : null;
    if (inFlight(gate)) logs.push(gate.logFile);
  }
  const baseline = state.baseline?.gates.at(-1);
  if (inFlight(baseline)) logs.push(baseline.logFile);
  const final = state.verification?.gates.at(-1);
  if (inFlight(final)) logs.push(final.logFile);
  return logs;
}

/** The exec wrapper's last line, `openforge-exit=N end=T`, complete (both written). */
const END_LINE = new RegExp(`${GATE_EXIT_MARKER}\\d{1,3}${GATE_END_FIELD}\\d{1,12}\\s*$`);

/** Whether a log's text has its end line: the command inside the wrapper has finished. Null: no log yet. */
export const logEnded = (text: string | null): boolean => text !== null && END_LINE.test(text.slice(-80));

/**
 * The result files of the children at work that `next --wait` waits on when no gate log is
 * awaited: each active phase's current spawn with no outcome, confirmed with its session key,
 * reported by this very call (`reported`: the action ids of its `ACTION=KEY` pairs) or handed out
 * and not confirmed yet (this call may stand in the reply that starts it; not under a usage
 * limit: none starts then). None under collectors: agents_wait waits on those.
 */
export function awaitedResults(state: RunState, reported: readonly string[]): string[] {
  if (state.status !== 'running' || usesCollectors(state)) return [];
  const files: string[] = [];
  for (const p of state.phases) {
    const spawn = p.status === 'active' ? spawnById(p, p.currentSpawn) : null;
    if (spawn === null || spawn.outcome !== null) continue;
    if (spawn.sessionKey !== null || reported.includes(spawn.actionId) || state.usageLimit === undefined) files.push(spawn.resultFile);
  }
  return files;
}
