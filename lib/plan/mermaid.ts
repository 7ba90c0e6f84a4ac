import type { PlannedPhase } from '../schema/index.js';

function label(text: string): string {
  return text.replace(/"/g, '#quot;').replace(/</g, '#lt;').replace(/>/g, '#gt;');
}

/** A Mermaid flowchart of the waves: one subgraph per wave, one edge per prerequisite. */
export function renderMermaid(phases: readonly PlannedPhase[], waves: readonly (readonly string[])[]): string {
  const ids = new Map<string, string>();
  phases.forEach((p, i) => ids.set(p.name, `p${i}`));
  const byName = new Map(phases.map((p) => [p.name, p]));
  const lines = ['flowchart TD'];
  waves.forEach((wave, w) => {
    lines.push(`  subgraph w${w + 1}["wave ${w + 1}"]`);
    for (const name of wave) {
      const phase = byName.get(name);
      const detail = phase === undefined ? '' : `<br/>${phase.kind === 'agent' ? (phase.model.tier ?? 'default') + ' · ' + phase.type : phase.kind}`;
      lines.push(`    ${ids.get(name)}["${label(name)}${detail}"]`);
    }
    lines.push('  end');
  });
  for (const phase of phases) {
    for (const dep of phase.dependsOn) {
      const from = ids.get(dep);
      const to = ids.get(phase.name);
      if (from !== undefined && to !== undefined) lines.push(`  ${from} --> ${to}`);
    }
  }
  return lines.join('\n') + '\n';
}
