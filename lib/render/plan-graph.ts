// `openforge plan --mermaid`: the plan's waves, each node labelled with its tier and type.

import type { PlannedPhase } from '../schema/index.js';
import { waveGraph } from './mermaid.js';

/** A Mermaid flowchart of the waves: one subgraph per wave, one edge per prerequisite. */
export function renderMermaid(phases: readonly PlannedPhase[], waves: readonly (readonly string[])[]): string {
  const nodes = phases.map((p) => ({
    name: p.name,
    dependsOn: p.dependsOn,
    detail: p.kind === 'agent' ? `${p.model.tier ?? 'default'} · ${p.type}` : p.kind,
  }));
  return waveGraph(nodes, waves);
}
