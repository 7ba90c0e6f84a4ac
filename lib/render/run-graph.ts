// The completion summary's Mermaid dependency graph: each node labelled with the phase's name, outcome
// and duration (the layout and the escaping are lib/render/mermaid.ts's, shared with the plan).

import type { RunState } from '../schema/index.js';
import { waveGraph } from './mermaid.js';
import { phaseDuration, phaseOutcome } from './phase-cells.js';

/**
 * A `flowchart TD` of the run's phases and their prerequisites, as the run dispatched them
 * (each phase starts when its prerequisites pass: no wave boxes); node ids are indexes
 * (`p0`, `p1`, …), never phase names.
 */
export function renderRunMermaid(state: RunState, now: number): string {
  const nodes = state.phases.map((p) => ({
    name: p.name,
    dependsOn: p.dependsOn,
    detail: `${phaseOutcome(p, state.escalation)} · ${phaseDuration(p, now)}`,
  }));
  return waveGraph(nodes, []);
}
