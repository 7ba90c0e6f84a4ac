// `openforge plan --mermaid`: the plan's waves, each node labelled with its model, type and gate.

import type { PlannedPhase } from '../schema/index.js';
import { waveGraph } from './mermaid.js';

/** `gate npm test` (the first command, `+N` for more), `gate: a description`, or `no gate`. */
function gateWords(p: PlannedPhase): string {
  const commands = p.gate.commands.map((c) => c.command);
  if (commands.length > 0) return `gate ${commands[0]}${commands.length > 1 ? ` +${commands.length - 1}` : ''}`;
  return p.gate.description !== undefined ? 'gate: a description' : 'no gate';
}

/** A Mermaid flowchart of the waves: one subgraph per wave, one edge per prerequisite. */
export function renderMermaid(phases: readonly PlannedPhase[], waves: readonly (readonly string[])[]): string {
  const nodes = phases.map((p) => ({
    name: p.name,
    dependsOn: p.dependsOn,
    detail: p.kind === 'agent' ? `${p.model.tier ?? p.model.id ?? 'agent default'} · ${p.type} · ${gateWords(p)}` : p.kind,
  }));
  return waveGraph(nodes, waves);
}
