// Mermaid for the plan's and the run's wave graphs: the one label escaper and the one
// `flowchart TD` layout (a subgraph per wave, an edge per dependency, ids by index).

import { redactSecrets } from '../secrets/index.js';

/**
 * Text safe inside a quoted Mermaid label: entity codes for the characters Mermaid or the
 * HTML label interpret (`#` first, since every code starts with it; `%`, since Mermaid reads
 * `%%{…}%%` anywhere in a chart as a directive that changes its configuration), whitespace
 * collapsed to one line.
 */
export function mermaidLabel(text: string): string {
  return text
    .replace(/#/g, '#35;')
    .replace(/%/g, '#37;')
    .replace(/&/g, '#38;')
    .replace(/"/g, '#quot;')
    .replace(/</g, '#lt;')
    .replace(/>/g, '#gt;')
    .replace(/`/g, '#96;')
    .replace(/\s+/g, ' ')
    .trim();
}

/** One node of a wave graph: its name, its prerequisites, and a second label line (raw text). */
export interface GraphNode {
  name: string;
  dependsOn: readonly string[];
  detail: string | null;
}

/**
 * A `flowchart TD` of `waves`: node ids are indexes into `nodes` (`p0`, `p1`, …), never names;
 * a wave naming an unknown or already placed node skips it, and a node in no wave is drawn
 * outside the subgraphs. Labels (name, secrets redacted, then detail) go through `mermaidLabel`.
 */
export function waveGraph(nodes: readonly GraphNode[], waves: readonly (readonly string[])[]): string {
  const ids = new Map<string, string>();
  nodes.forEach((n, i) => ids.set(n.name, `p${i}`));
  const byName = new Map(nodes.map((n) => [n.name, n]));
  const placed = new Set<string>();
  const lines = ['flowchart TD'];
  const node = (name: string): string => {
    const detail = byName.get(name)?.detail ?? null;
    placed.add(name);
    return `${ids.get(name)}["${mermaidLabel(redactSecrets(name))}${detail === null ? '' : `<br/>${mermaidLabel(detail)}`}"]`;
  };
  waves.forEach((wave, w) => {
    lines.push(`  subgraph w${w + 1}["wave ${w + 1}"]`);
    for (const name of wave) if (ids.has(name) && !placed.has(name)) lines.push(`    ${node(name)}`);
    lines.push('  end');
  });
  for (const n of nodes) if (!placed.has(n.name)) lines.push(`  ${node(n.name)}`);
  for (const n of nodes) {
    for (const dep of n.dependsOn) {
      const from = ids.get(dep);
      const to = ids.get(n.name);
      if (from !== undefined && to !== undefined) lines.push(`  ${from} --> ${to}`);
    }
  }
  return lines.join('\n') + '\n';
}
