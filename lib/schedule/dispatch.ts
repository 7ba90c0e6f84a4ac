// Dynamic dispatch (docs/design.md#scheduling): which phases may start now, given what has
// passed and what runs. A phase starts the moment its prerequisites have passed and the
// constraints allow it; nothing waits for a wave barrier. The run engine (lib/run/engine/dispatch.ts),
// the plan's dispatch forecast and the scheduling benchmark all use this one rule. Pure.

import { FilesIndex } from './files-index.js';

/** A phase as the dispatcher sees it. */
export interface DispatchPhase {
  name: string;
  /** Resolved prerequisites; names that are not phases are ignored. */
  dependsOn: readonly string[];
  /** Runs with nothing beside it: an untagged phase or a checkpoint. */
  alone: boolean;
  /** `Files:` globs; phases whose globs overlap never run at the same time. */
  files: readonly string[];
  /**
   * Holds the workspace while it runs (an agent or a checkpoint). An approval waiting for the
   * human or a skipped phase holds nothing: it neither takes a `max-parallel` slot nor keeps
   * independent work from starting.
   */
  holds: boolean;
}

/** pending: not started; running: at work; waiting: for the human (holds nothing); done: passed or skipped; open: stuck (halted, cancelled). */
export type DispatchStatus = 'pending' | 'running' | 'waiting' | 'done' | 'open';

/**
 * The dispatch rule over a fixed list of phases (duplicate names: the first wins). Each call
 * of {@link Dispatcher.startable} says which pending phases may start now, in the order to
 * start them (declaration order):
 * - every prerequisite is done;
 * - a phase that holds nothing (an approval to ask, a phase to skip) starts at once;
 * - an `alone` phase starts only when nothing else runs, and nothing starts beside it;
 * - other phases start while fewer than `maxParallel` phases run and none of the running
 *   phases' `Files:` overlap theirs;
 * - ties go to declaration order: an `alone` phase that may not start yet because others run
 *   is next in line, so no phase declared after it starts before it.
 * Each phase picked counts as running for the ones after it. A call costs O(phases +
 * prerequisites) plus the `Files:` checks, which are cached per pair of distinct lists.
 */
export class Dispatcher<P extends DispatchPhase> {
  readonly phases: P[] = [];
  private readonly deps: Int32Array[];
  private readonly files: FilesIndex;
  private readonly limit: number;
  private readonly blockedIn: Int32Array;
  private call = 0;

  constructor(phases: readonly P[], maxParallel: number) {
    const index = new Map<string, number>();
    for (const p of phases) {
      if (index.has(p.name)) continue;
      index.set(p.name, this.phases.length);
      this.phases.push(p);
    }
    this.deps = this.phases.map((p, i) => {
      const found = new Set<number>();
      for (const name of p.dependsOn) {
        const j = index.get(name);
        if (j !== undefined && j !== i) found.add(j);
      }
      return Int32Array.from(found);
    });
    this.files = new FilesIndex(this.phases);
    this.limit = Math.max(1, Math.floor(maxParallel));
    this.blockedIn = new Int32Array(this.files.size).fill(-1);
  }

  /**
   * Indexes (into `phases`) of the pending phases that may start now, given each phase's
   * status by index; every phase before `from` is done (a caller that keeps that mark scans
   * only the rest).
   */
  startable(status: readonly DispatchStatus[], from = 0): number[] {
    this.call += 1;
    const n = this.phases.length;
    const running: number[] = [];
    let aloneRunning = false;
    for (let i = from; i < n; i++) {
      if (status[i] !== 'running' || !this.phases[i]!.holds) continue;
      running.push(i);
      if (this.phases[i]!.alone) aloneRunning = true;
    }
    const picked: number[] = [];
    let inLine = false;
    for (let i = from; i < n; i++) {
      if (status[i] !== 'pending' || !this.ready(i, status)) continue;
      const p = this.phases[i]!;
      if (!p.holds) {
        picked.push(i);
        continue;
      }
      if (inLine || aloneRunning) continue;
      if (p.alone) {
        if (running.length === 0) {
          picked.push(i);
          running.push(i);
          aloneRunning = true;
        }
        inLine = true;
        continue;
      }
      if (running.length >= this.limit || this.blockedByFiles(i, running)) continue;
      picked.push(i);
      running.push(i);
    }
    return picked;
  }

  private ready(i: number, status: readonly DispatchStatus[]): boolean {
    const deps = this.deps[i]!;
    for (let k = 0; k < deps.length; k++) if (status[deps[k]!] !== 'done') return false;
    return true;
  }

  /** Whether `i`'s Files: overlap a running phase's; a list once blocked stays blocked for the call (the running set only grows). */
  private blockedByFiles(i: number, running: readonly number[]): boolean {
    const list = this.files.signature(i);
    if (list < 0) return false;
    if (this.blockedIn[list] === this.call) return true;
    for (const r of running) {
      if (this.files.overlaps(list, this.files.signature(r))) {
        this.blockedIn[list] = this.call;
        return true;
      }
    }
    return false;
  }
}

/** {@link Dispatcher.startable} in one call: the phases that may start now, in the order to start them. */
export function startablePhases<P extends DispatchPhase>(phases: readonly P[], statusOf: (phase: P) => DispatchStatus, maxParallel: number): P[] {
  const dispatcher = new Dispatcher(phases, maxParallel);
  return dispatcher.startable(dispatcher.phases.map(statusOf)).map((i) => dispatcher.phases[i]!);
}
