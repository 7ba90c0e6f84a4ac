import type { ExpandedPhase } from './phase-kind.js';

export interface CheckpointInsertion {
  phases: ExpandedPhase[];
  dependsOn: Map<string, readonly string[]>;
  /** The checkpoint's name; null when none was inserted (nothing scheduled). */
  name: string | null;
  /** Index of the wave the checkpoint follows; null when none was inserted. */
  afterWave: number | null;
}

/**
 * Insert the midpoint checkpoint (docs/design.md#horizon-bounded-decomposition).
 * Walking the waves in order and adding up their steps (skipped phases count 0),
 * the checkpoint goes after the first wave where the running total reaches half
 * of `totalSteps` (running × 2 ≥ total). It depends on every phase of the waves
 * up to there and every phase of a later wave additionally depends on it; if
 * half is reached only in the last wave it still closes the run. It is named
 * `checkpoint` (`checkpoint-2`, `checkpoint-3`, … when taken), runs no agent
 * (kind `checkpoint`: re-run all gates so far plus the erosion check), and is
 * placed in the list right after the last phase it waits for.
 */
export function insertCheckpoint(
  phases: readonly ExpandedPhase[],
  dependsOn: ReadonlyMap<string, readonly string[]>,
  waves: readonly (readonly string[])[],
  totalSteps: number,
): CheckpointInsertion {
  const byName = new Map(phases.map((p) => [p.name, p]));
  const stepsOf = (name: string): number => {
    const phase = byName.get(name);
    return phase === undefined || phase.kind === 'skip' ? 0 : phase.steps;
  };

  let running = 0;
  let afterWave = -1;
  for (let w = 0; w < waves.length; w++) {
    for (const name of waves[w]!) running += stepsOf(name);
    if (running * 2 >= totalSteps) {
      afterWave = w;
      break;
    }
  }
  if (afterWave < 0) return { phases: [...phases], dependsOn: new Map(dependsOn), name: null, afterWave: null };

  const name = freeName(new Set(byName.keys()));
  const before = waves.slice(0, afterWave + 1).flat();
  const beforeSet = new Set(before);
  let lastIndex = -1;
  phases.forEach((p, i) => {
    if (beforeSet.has(p.name)) lastIndex = i;
  });
  const anchor = phases[lastIndex]!;

  const checkpoint: ExpandedPhase = {
    name,
    line: anchor.line,
    column: 1,
    parallel: false,
    dependsOn: [...before],
    model: null,
    // Read-only verification; `kind` decides behaviour (no agent is spawned).
    type: 'review',
    tasks: [],
    gate: null,
    maxRetries: 0,
    shellGate: false,
    skip: false,
    escalate: false,
    files: [],
    timeoutSeconds: null,
    onReject: null,
    acceptance: [],
    erosion: null,
    fieldLines: {},
    kind: 'checkpoint',
    origin: anchor.name,
    steps: 0,
  };

  const later = new Set(waves.slice(afterWave + 1).flat());
  const graph = new Map<string, readonly string[]>();
  const expanded: ExpandedPhase[] = [];
  phases.forEach((phase, i) => {
    expanded.push(phase);
    const prerequisites = dependsOn.get(phase.name) ?? [];
    graph.set(phase.name, later.has(phase.name) ? [...prerequisites, name] : prerequisites);
    if (i === lastIndex) {
      expanded.push(checkpoint);
      graph.set(name, before);
    }
  });
  return { phases: expanded, dependsOn: graph, name, afterWave };
}

function freeName(taken: ReadonlySet<string>): string {
  if (!taken.has('checkpoint')) return 'checkpoint';
  for (let k = 2; ; k++) if (!taken.has(`checkpoint-${k}`)) return `checkpoint-${k}`;
}
