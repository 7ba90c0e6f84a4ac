// What `next --wait` waits for (docs/design.md#run-protocol): the agent sends a report's gate
// and usage execs and the `next` after them as parallel tool calls in one reply, which OpenClaw
// 2026.9.6 runs concurrently, so that `next` may start before the logs it reads are written. It
// first waits, bounded, until every log the run has handed out and not read has its end line,
// then reads them as any `next` does. Pure: the waiting is the shell's.

import { GATE_END_FIELD, GATE_EXIT_MARKER } from '../../gate/marker.js';
import type { GateRecord, RunState } from '../../schema/run.js';
import { gateById } from '../engine/phase-lookup.js';
import { usagePending } from './usage.js';

/** How long `next --wait` waits at most: under exec's own limit for a call it does not move to the background (`yieldMs` ≤ 120 s). */
export const NEXT_WAIT_SECONDS = 100;

const inFlight = (g: GateRecord | null | undefined): g is GateRecord => g !== null && g !== undefined && (g.state === 'pending' || g.state === 'running');

/** The gate and usage logs handed out and not read yet: a phase's current gate, the baseline's and the final verification's, each pending usage log. */
export function awaitedLogs(state: RunState): string[] {
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
  for (const s of usagePending(state)) if (s.usageLog !== undefined) logs.push(s.usageLog.file);
  return logs;
}

/** The exec wrapper's last line, `openforge-exit=N end=T`, complete (both written). */
const END_LINE = new RegExp(`${GATE_EXIT_MARKER}\\d{1,3}${GATE_END_FIELD}\\d{1,12}\\s*$`);

/** Whether a log's text has its end line: the command inside the wrapper has finished. Null: no log yet. */
export const logEnded = (text: string | null): boolean => text !== null && END_LINE.test(text.slice(-80));
