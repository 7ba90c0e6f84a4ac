import { error } from '../diagnostics/index.js';
import type { Diagnostic } from '../schema/index.js';
import { fieldPosition } from './phase-kind.js';
import type { DependencyPhase } from './dependency-phase.js';

/**
 * One `cycle` error per strongly connected component of the dependency graph
 * (iterative Tarjan, O(phases + edges)). The path shown is the shortest cycle
 * through the component's first-declared phase, in "depends on" direction
 * (`a → b` = a waits for b), and the error sits on that phase.
 */
export function findCycles(
  phases: readonly DependencyPhase[],
  dependsOn: ReadonlyMap<string, readonly string[]>,
): Diagnostic[] {
  const index = new Map<string, number>();
  phases.forEach((p, i) => index.set(p.name, i));
  const edges: number[][] = phases.map((p) => {
    const out: number[] = [];
    for (const name of dependsOn.get(p.name) ?? []) {
      const j = index.get(name);
      if (j !== undefined) out.push(j);
    }
    return out;
  });

  // Fast path: when every prerequisite is declared earlier (always so for the
  // implicit ordering) there can be no cycle.
  if (edges.every((out, i) => out.every((j) => j < i))) return [];

  const diagnostics: Diagnostic[] = [];
  for (const component of stronglyConnected(edges)) {
    if (component.length < 2) continue;
    const start = component.reduce((low, i) => Math.min(low, i), Infinity);
    const path = shortestCycle(start, new Set(component), edges).map((i) => phases[i]!.name);
    const phase = phases[start]!;
    const names = path.map((n) => `\`${n}\``);
    diagnostics.push(
      error({
        ruleId: 'cycle',
        message:
          `Dependency cycle: ${path.join(' → ')} (each phase waits for the next), so none of them can ever start. ` +
          `Break it: remove one of these dependencies, e.g. change the depends: of ${names[0]} so it no longer waits for ${names[1]} ` +
          '(a phase without depends: waits for the phases declared before it).',
        ...fieldPosition(phase, 'dependsOn', 'depends'),
        phase: phase.name,
      }),
    );
  }
  return diagnostics.sort((a, b) => a.line - b.line);
}

/** Tarjan's algorithm without recursion (5,000-phase chains would overflow the stack). */
function stronglyConnected(edges: readonly (readonly number[])[]): number[][] {
  const n = edges.length;
  const order = new Array<number>(n).fill(-1);
  const low = new Array<number>(n).fill(0);
  const onStack = new Array<boolean>(n).fill(false);
  const stack: number[] = [];
  const components: number[][] = [];
  let counter = 0;

  for (let root = 0; root < n; root++) {
    if (order[root] !== -1) continue;
    const work: Array<[node: number, edge: number]> = [[root, 0]];
    order[root] = low[root] = counter++;
    stack.push(root);
    onStack[root] = true;
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const [node, edge] = frame;
      const out = edges[node]!;
      if (edge < out.length) {
        frame[1] = edge + 1;
        const next = out[edge]!;
        if (order[next] === -1) {
          order[next] = low[next] = counter++;
          stack.push(next);
          onStack[next] = true;
          work.push([next, 0]);
        } else if (onStack[next]) {
          low[node] = Math.min(low[node]!, order[next]!);
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent !== undefined) low[parent[0]] = Math.min(low[parent[0]]!, low[node]!);
      if (low[node] === order[node]) {
        const component: number[] = [];
        let member: number;
        do {
          member = stack.pop()!;
          onStack[member] = false;
          component.push(member);
        } while (member !== node);
        components.push(component);
      }
    }
  }
  return components;
}

/** Breadth-first search inside one component: start → … → start, fewest edges. */
function shortestCycle(start: number, members: ReadonlySet<number>, edges: readonly (readonly number[])[]): number[] {
  const previous = new Map<number, number>();
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head]!;
    for (const next of edges[node]!) {
      if (!members.has(next)) continue;
      if (next === start) {
        const back: number[] = [];
        for (let at = node; at !== start; at = previous.get(at)!) back.push(at);
        return [start, ...back.reverse(), start];
      }
      if (previous.has(next)) continue;
      previous.set(next, node);
      queue.push(next);
    }
  }
  return [start, start];
}
