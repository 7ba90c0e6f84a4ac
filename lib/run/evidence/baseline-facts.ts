// What the test baseline's records say (docs/design.md#test-baseline): which gates it runs,
// whether it is still open, and the report a later run of a command is compared with.

import { gateWords, runsTests } from '../../gate/test-gates.js';
import type { FinalGateRecord, GateRecord, RunGateCommand, RunPhase, RunState, TestReportRecord } from '../../schema/run.js';

/** Every distinct gate command that runs tests, of the phases that may run, first owner wins, in PRD order. */
export function baselineGates(phases: readonly Pick<RunPhase, 'name' | 'kind' | 'gateCommands'>[]): { phase: string; index: number; command: RunGateCommand }[] {
  const seen = new Set<string>();
  const out: { phase: string; index: number; command: RunGateCommand }[] = [];
  for (const phase of phases) {
    if (phase.kind === 'skip') continue;
    phase.gateCommands.forEach((command, index) => {
      if (seen.has(runGateKey(command)) || !runsTests(gateWords(command.command, command.argv))) return;
      seen.add(runGateKey(command));
      out.push({ phase: phase.name, index, command });
    });
  }
  return out;
}

/** One gate of a run: its command in its folder (`npm test` in `pkg` is another gate than `npm test`). */
export const runGateKey = (g: Pick<RunGateCommand, 'command' | 'workdir'>): string => `${g.workdir ?? ''}\u0000${g.command}`;

export const finished = (g: Pick<FinalGateRecord, 'state'>): boolean => g.state !== 'pending' && g.state !== 'running';

/** Whether the baseline still has a gate to issue or read: only before any phase started. */
export function baselineOpen(state: RunState): boolean {
  if (state.settings.testBaseline === 'off') return false;
  const gates = state.baseline?.gates ?? [];
  if (gates.length === 0 && (state.spawnCount > 0 || state.phases.some((p) => p.status !== 'pending'))) return false;
  const planned = baselineGates(state.phases);
  return gates.length < planned.length || gates.some((g) => !finished(g));
}

/**
 * The baseline's report of a command: undefined when the baseline did not run it (not a test
 * gate, or no baseline); null when it ran and printed no runner report.
 */
export function baselineReport(state: RunState, gate: Pick<GateRecord, 'command' | 'workdir'>): TestReportRecord | null | undefined {
  const g = state.baseline?.gates.find((x) => runGateKey(x) === runGateKey(gate) && finished(x));
  if (g === undefined) return undefined;
  return g.report ?? null;
}

/** Whether `actionId` is a baseline gate's. */
export const isBaselineGate = (state: RunState, actionId: string): boolean => state.baseline?.gates.some((g) => g.actionId === actionId) === true;

/**
 * Test gates that passed on their exit code alone: the last finished run of a command that runs
 * tests printed no runner report OpenForge reads (and the baseline had none to compare with).
 */
export function reportlessTestGates(state: RunState): { command: string; phase: string }[] {
  const last = new Map<string, { phase: string; gate: GateRecord }>();
  for (const g of state.baseline?.gates ?? []) if (finished(g)) last.set(runGateKey(g), { phase: g.phase, gate: g });
  for (const p of state.phases) for (const g of p.gates) if (finished(g)) last.set(runGateKey(g), { phase: p.name, gate: g });
  const out: { command: string; phase: string }[] = [];
  for (const { phase, gate } of last.values()) {
    const command = gate.command;
    const argv = state.phases.flatMap((p) => p.gateCommands).find((c) => c.command === command)?.argv ?? null;
    if (gate.state === 'passed' && gate.report === undefined && runsTests(gateWords(command, argv))) out.push({ command, phase });
  }
  return out;
}
