// The completion summary's Mermaid graph: one subgraph per wave, one edge per dependency,
// each node labelled with the phase's name, outcome and duration (mirrors lib/plan/mermaid.ts).

import type { RunState } from '../schema/index.js';
import { phaseDuration, phaseOutcome } from './phase-cells.js';

/** Text safe inside a quoted Mermaid label: entity codes for the characters Mermaid interprets. */
export function mermaidLabel(text: string): string {
  return text
    .replace(/#/g, '#35;')
    .replace(/"/g, '#quot;')
    .replace(/</g, '#lt;')
    .replace(/>/g, '#gt;')
    .replace(/`/g, '#96;')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A `flowchart TD` of the run's waves; node ids are indexes (`p0`, `p1`, …), never phase names. */
export function renderRunMermaid(state: RunState, now: number): string {
  const ids = new Map<string, string>();
  state.phases.forEach((p, i) => ids.set(p.name, `p${i}`));
  const byName = new Map(state.phases.map((p) => [p.name, p]));
  const placed = new Set<string>();
  const lines = ['flowchart TD'];
  const node = (name: string): string => {
    const phase = byName.get(name);
    const detail = phase === undefined ? '' : `<br/>${mermaidLabel(phaseOutcome(phase, state.escalation))} · ${phaseDuration(phase, now)}`;
    placed.add(name);
    return `${ids.get(name)}["${mermaidLabel(name)}${detail}"]`;
  };
  state.waves.forEach((wave, w) => {
    lines.push(`  subgraph w${w + 1}["wave ${w + 1}"]`);
    for (const name of wave) if (ids.has(name) && !placed.has(name)) lines.push(`    ${node(name)}`);
    lines.push('  end');
  });
  // A phase missing from every wave still gets its node, outside the subgraphs.
  for (const phase of state.phases) if (!placed.has(phase.name)) lines.push(`  ${node(phase.name)}`);
  for (const phase of state.phases) {
    for (const dep of phase.dependsOn) {
      const from = ids.get(dep);
      const to = ids.get(phase.name);
      if (from !== undefined && to !== undefined) lines.push(`  ${from} --> ${to}`);
    }
  }
  return lines.join('\n') + '\n';
}
