import { warning } from '../diagnostics/index.js';
import type { Diagnostic } from '../schema/index.js';
import type { ExpandedPhase } from './phase-kind.js';
import { splitTasks } from './split-tasks.js';

export interface Decomposition {
  phases: ExpandedPhase[];
  dependsOn: Map<string, readonly string[]>;
  /** Names of the sub-phases created, in order. */
  inserted: string[];
  diagnostics: Diagnostic[];
}

/**
 * Split every agent phase of more than `maxSteps` steps into sequential
 * sub-phases `name.1`, `name.2`, … (see `splitTasks`). Each sub-phase keeps the
 * phase's fields (gate, model, type, files, retries, …) with its share of the
 * tasks; the acceptance criteria go to the last sub-phase only, since they
 * describe the finished phase. `name.1` takes the phase's prerequisites,
 * `name.k` depends on `name.(k-1)`, every phase that depended on `name` now
 * depends on the last sub-phase, and an `On-Reject: name` returns to `name.1`.
 * A phase whose sub-phase names are already taken is left whole, with a
 * `decompose-name-taken` warning. Skipped, approval and checkpoint phases are never split.
 */
export function decomposePhases(
  phases: readonly ExpandedPhase[],
  dependsOn: ReadonlyMap<string, readonly string[]>,
  maxSteps: number,
): Decomposition {
  const taken = new Set(phases.map((p) => p.name));
  const diagnostics: Diagnostic[] = [];
  const parts = new Map<string, ExpandedPhase[]>();

  for (const phase of phases) {
    if (phase.kind !== 'agent' || phase.tasks.length <= maxSteps) continue;
    const chunks = splitTasks(phase.tasks, maxSteps);
    const names = chunks.map((_, k) => `${phase.name}.${k + 1}`);
    const clash = names.find((n) => taken.has(n));
    if (clash !== undefined) {
      diagnostics.push(
        warning({
          ruleId: 'decompose-name-taken',
          message: `Phase \`${phase.name}\` has ${phase.tasks.length} steps and should be split into sub-phases, but \`${clash}\` is already a phase name, so it runs whole. Rename \`${clash}\`, or split \`${phase.name}\` yourself into phases of at most ${maxSteps} task bullets.`,
          line: phase.line,
          column: phase.column,
          phase: phase.name,
        }),
      );
      continue;
    }
    for (const n of names) taken.add(n);
    parts.set(
      phase.name,
      chunks.map((tasks, k) => ({
        ...phase,
        name: names[k]!,
        dependsOn: k === 0 ? phase.dependsOn : [names[k - 1]!],
        tasks,
        steps: tasks.length,
        acceptance: k === chunks.length - 1 ? phase.acceptance : [],
        origin: phase.name,
      })),
    );
  }
  if (parts.size === 0) return { phases: [...phases], dependsOn: new Map(dependsOn), inserted: [], diagnostics };

  const last = (name: string): string => {
    const split = parts.get(name);
    return split === undefined ? name : split[split.length - 1]!.name;
  };
  const renamed = new Map<readonly string[], readonly string[]>();
  const rename = (list: readonly string[]): readonly string[] => {
    let out = renamed.get(list);
    if (out === undefined) {
      out = list.some((n) => parts.has(n)) ? list.map(last) : list;
      renamed.set(list, out);
    }
    return out;
  };

  const expanded: ExpandedPhase[] = [];
  const graph = new Map<string, readonly string[]>();
  const inserted: string[] = [];
  for (const phase of phases) {
    const onReject = phase.onReject !== null && parts.has(phase.onReject) ? `${phase.onReject}.1` : phase.onReject;
    const split = parts.get(phase.name);
    const prerequisites = rename(dependsOn.get(phase.name) ?? []);
    if (split === undefined) {
      expanded.push(onReject === phase.onReject ? phase : { ...phase, onReject });
      graph.set(phase.name, prerequisites);
      continue;
    }
    split.forEach((sub, k) => {
      expanded.push(sub);
      inserted.push(sub.name);
      graph.set(sub.name, k === 0 ? prerequisites : [split[k - 1]!.name]);
    });
  }
  return { phases: expanded, dependsOn: graph, inserted, diagnostics };
}
