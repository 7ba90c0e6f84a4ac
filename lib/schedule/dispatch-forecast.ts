// What dynamic dispatch makes of a plan when every phase takes a known time: the order phases
// start in, the critical path and the makespan. `plan` shows it with one unit per phase that
// holds the workspace (docs/design.md#scheduling). Pure.

import { Dispatcher, type DispatchPhase, type DispatchStatus } from './dispatch.js';

export interface DispatchForecast {
  /** Phase names in the order they start (ties in declaration order). */
  order: string[];
  /** Start time of each phase started, by name. */
  starts: Map<string, number>;
  /** When the last phase finishes. */
  makespan: number;
  /** The longest chain of prerequisites by duration, first phase first. */
  criticalPath: string[];
  /** The length of that chain. */
  criticalLength: number;
}

/** One unit for a phase that holds the workspace (an agent or a checkpoint); approvals and skips take none. */
export const unitDuration = (phase: DispatchPhase): number => (phase.holds ? 1 : 0);

/**
 * Run the dispatcher on a virtual clock: phases start as {@link Dispatcher} allows and
 * finish after `duration(phase)`; a phase of duration 0 (an approval answered at once, a skip)
 * finishes as it starts. Phases a cycle keeps from starting are left out of `order`.
 */
export function forecastDispatch<P extends DispatchPhase>(
  phases: readonly P[],
  maxParallel: number,
  duration: (phase: P) => number = unitDuration,
): DispatchForecast {
  const dispatcher = new Dispatcher(phases, maxParallel);
  const list = dispatcher.phases;
  const status: DispatchStatus[] = list.map(() => 'pending');
  const finishAt = new Map<number, number>();
  const order: string[] = [];
  const starts = new Map<string, number>();
  let now = 0;
  let from = 0;
  const pick = (): number[] => {
    while (from < status.length && status[from] === 'done') from += 1;
    return dispatcher.startable(status, from);
  };
  for (;;) {
    for (let picks = pick(); picks.length > 0; picks = pick()) {
      for (const i of picks) {
        const p = list[i]!;
        order.push(p.name);
        starts.set(p.name, now);
        const d = Math.max(0, duration(p));
        if (d === 0) status[i] = 'done';
        else {
          status[i] = 'running';
          finishAt.set(i, now + d);
        }
      }
    }
    if (finishAt.size === 0) break;
    now = Math.min(...finishAt.values());
    for (const [i, at] of [...finishAt]) {
      if (at > now) continue;
      finishAt.delete(i);
      status[i] = 'done';
    }
  }
  return { order, starts, makespan: now, ...criticalPath(list, duration) };
}

/** The longest chain of prerequisites, weighted by `duration`; ties go to the earlier-declared prerequisite. */
export function criticalPath<P extends DispatchPhase>(
  phases: readonly P[],
  duration: (phase: P) => number = unitDuration,
): { criticalPath: string[]; criticalLength: number } {
  const byName = new Map<string, P>();
  for (const p of phases) if (!byName.has(p.name)) byName.set(p.name, p);
  const length = new Map<string, number>();
  const via = new Map<string, string | null>();
  const visiting = new Set<string>();
  // Iterative depth-first walk (a 5,000-phase chain would overflow a recursive one).
  for (const root of byName.values()) {
    const stack: P[] = [root];
    while (stack.length > 0) {
      const p = stack[stack.length - 1]!;
      if (length.has(p.name)) {
        stack.pop();
        continue;
      }
      if (!visiting.has(p.name)) {
        visiting.add(p.name);
        for (const name of p.dependsOn) {
          const dep = byName.get(name);
          if (dep !== undefined && !length.has(name) && !visiting.has(name)) stack.push(dep);
        }
        continue;
      }
      let best = 0;
      let from: string | null = null;
      for (const name of p.dependsOn) {
        const l = length.get(name);
        // A prerequisite still being visited is on a cycle (reported elsewhere): it counts nothing.
        if (l === undefined || name === p.name) continue;
        if (from === null || l > best) {
          from = name;
          best = l;
        }
      }
      length.set(p.name, best + Math.max(0, duration(p)));
      via.set(p.name, from);
      visiting.delete(p.name);
      stack.pop();
    }
  }
  let end: string | null = null;
  let criticalLength = 0;
  for (const p of byName.values()) {
    const l = length.get(p.name) ?? 0;
    if (end === null || l > criticalLength) {
      end = p.name;
      criticalLength = l;
    }
  }
  const path: string[] = [];
  for (let at = end; at !== null && path.length <= byName.size; at = via.get(at) ?? null) path.unshift(at);
  return { criticalPath: path, criticalLength };
}
