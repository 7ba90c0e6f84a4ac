import { warning } from '../diagnostics/index.js';
import type { Diagnostic, Phase, PhaseKind } from '../schema/index.js';
import { FilesIndex } from './files-index.js';
import { filesOverlap } from './files-overlap.js';
import { fieldPosition } from './phase-kind.js';

export type WavePhase = Pick<Phase, 'name' | 'line' | 'column' | 'parallel' | 'type' | 'files' | 'fieldLines'> & {
  kind?: PhaseKind;
};

export interface WaveOptions {
  /** Most phases in one wave (front matter `max-parallel`). */
  maxParallel?: number;
}

export interface WavePlan {
  /** Phase names per wave, in execution order. */
  waves: string[][];
  /** Phases never scheduled: members of a cycle and everything waiting on one. */
  unscheduled: string[];
  diagnostics: Diagnostic[];
}

/** docs/design.md#scheduling: at most `max-parallel` at once, default 4 (OpenClaw's child limit is 5). */
export const DEFAULT_MAX_PARALLEL = 4;

/**
 * Simulate the run (docs/design.md#scheduling). Each step, the ready phases (all
 * prerequisites done) are taken in declaration order:
 * - if the earliest ready phase is untagged, an approval or a checkpoint, it runs alone;
 * - otherwise the wave is the ready `[parallel]` phases (approvals excepted), at most
 *   `maxParallel`; a phase whose `Files:` overlap a phase already in the wave is
 *   deferred to a later wave with a `files-overlap` warning (once per phase).
 * A wave's phases all finish before the next wave starts. Skipped phases take
 * their place like any other (they complete instantly at run time). A cycle
 * leaves phases unscheduled: the simulation stops when nothing is ready.
 * Prerequisite names that are not phases are ignored (already reported);
 * duplicate names: the first wins.
 *
 * Cost: O(phases + edges) plus, per wave, the scan of the ready list up to the
 * point where every ready `Files:` list is placed or blocked — a 5,000-phase
 * run of phases that all share `Files: src/**` is one wave each, O(1) per wave.
 */
export function planWaves(
  phases: readonly WavePhase[],
  dependsOn: ReadonlyMap<string, readonly string[]>,
  options: WaveOptions = {},
): WavePlan {
  const maxParallel = Math.max(1, Math.floor(options.maxParallel ?? DEFAULT_MAX_PARALLEL));
  const index = new Map<string, number>();
  const list: WavePhase[] = [];
  for (const phase of phases) {
    if (index.has(phase.name)) continue;
    index.set(phase.name, list.length);
    list.push(phase);
  }

  const waiting = new Int32Array(list.length);
  const dependents: number[][] = list.map(() => []);
  list.forEach((phase, i) => {
    for (const name of dependsOn.get(phase.name) ?? []) {
      const j = index.get(name);
      if (j === undefined) continue;
      waiting[i]! += 1;
      dependents[j]!.push(i);
    }
  });

  const diagnostics: Diagnostic[] = [];
  const warned = new Uint8Array(list.length);
  const ready = new ReadyList(list, maxParallel, (deferred, blocker) => {
    if (warned[deferred] === 1) return;
    warned[deferred] = 1;
    diagnostics.push(overlapWarning(list[deferred]!, list[blocker]!, filesOverlap(list[deferred]!.files, list[blocker]!.files)));
  });
  for (let i = 0; i < list.length; i++) if (waiting[i] === 0) ready.add(i);

  const done = new Uint8Array(list.length);
  const waves: string[][] = [];
  while (ready.length > 0) {
    const wave = ready.takeWave();
    for (const member of wave) {
      done[member] = 1;
      for (const dependent of dependents[member]!) {
        waiting[dependent]! -= 1;
        if (waiting[dependent] === 0) ready.add(dependent);
      }
    }
    waves.push(wave.map((i) => list[i]!.name));
  }

  const unscheduled = list.filter((_, i) => done[i] === 0).map((p) => p.name);
  return { waves, unscheduled, diagnostics };
}

function runsAlone(phase: WavePhase): boolean {
  return !phase.parallel || phase.type === 'approval' || phase.kind === 'approval' || phase.kind === 'checkpoint';
}

/** Called for every deferral; the overlapping globs are computed only for the warning (once per phase). */
type OnDeferred = (deferred: number, blocker: number) => void;

/** The ready phases, sorted by declaration index, with per-`Files:`-list counts for early stops. */
class ReadyList {
  private readonly items: number[] = [];
  private readonly alone: boolean[];
  private readonly files: FilesIndex;
  /** Ready phases that may share a wave, in total and per `Files:` list number. */
  private sharable = 0;
  private readonly perList: Int32Array;
  /** Per `Files:` list, in the wave being built: when it was blocked / last seen, by whom, how often seen. */
  private readonly blockedIn: Int32Array;
  private readonly blocker: Int32Array;
  private readonly seenIn: Int32Array;
  private readonly seen: Int32Array;
  private wave = 0;

  constructor(
    phases: readonly WavePhase[],
    private readonly maxParallel: number,
    private readonly onDeferred: OnDeferred,
  ) {
    this.alone = phases.map(runsAlone);
    this.files = new FilesIndex(phases);
    const lists = this.files.size;
    this.perList = new Int32Array(lists);
    this.blockedIn = new Int32Array(lists).fill(-1);
    this.blocker = new Int32Array(lists);
    this.seenIn = new Int32Array(lists).fill(-1);
    this.seen = new Int32Array(lists);
  }

  get length(): number {
    return this.items.length;
  }

  add(phase: number): void {
    let lo = 0;
    let hi = this.items.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.items[mid]! < phase) lo = mid + 1;
      else hi = mid;
    }
    this.items.splice(lo, 0, phase);
    this.count(phase, 1);
  }

  /** Build the next wave and remove its phases from the list. */
  takeWave(): number[] {
    this.wave += 1;
    const first = this.items[0]!;
    const picked = this.alone[first] ? [0] : this.pickShared();
    const members = picked.map((position) => this.items[position]!);
    for (let k = picked.length - 1; k >= 0; k--) this.items.splice(picked[k]!, 1);
    for (const member of members) this.count(member, -1);
    return members;
  }

  /** Positions of the `[parallel]` phases that form the wave. */
  private pickShared(): number[] {
    const positions: number[] = [];
    const members: number[] = [];
    // Sharable ready phases not yet placed, deferred or known to be deferred.
    let pending = this.sharable;
    for (let position = 0; position < this.items.length; position++) {
      if (members.length >= this.maxParallel || pending <= 0) break;
      const candidate = this.items[position]!;
      if (this.alone[candidate]) continue;
      const list = this.files.signature(candidate);
      if (list >= 0 && this.blockedIn[list] === this.wave) {
        const by = this.blocker[list]!;
        this.onDeferred(candidate, by);
        continue;
      }
      pending -= 1;
      if (list >= 0) {
        if (this.seenIn[list] !== this.wave) {
          this.seenIn[list] = this.wave;
          this.seen[list] = 0;
        }
        this.seen[list]! += 1;
        const by = this.firstOverlapping(list, members);
        if (by !== undefined) {
          this.blockedIn[list] = this.wave;
          this.blocker[list] = by;
          // Every later ready phase with this list is deferred too.
          pending -= this.perList[list]! - this.seen[list]!;
          this.onDeferred(candidate, by);
          continue;
        }
      }
      positions.push(position);
      members.push(candidate);
    }
    return positions;
  }

  /** The first member whose `Files:` overlap `list` (a plain loop: it runs once per ready phase per wave). */
  private firstOverlapping(list: number, members: readonly number[]): number | undefined {
    for (const member of members) if (this.files.overlaps(list, this.files.signature(member))) return member;
    return undefined;
  }

  private count(phase: number, delta: number): void {
    if (this.alone[phase]) return;
    this.sharable += delta;
    const list = this.files.signature(phase);
    if (list >= 0) this.perList[list]! += delta;
  }
}

function overlapWarning(deferred: WavePhase, other: WavePhase, globs: ReadonlyArray<[string, string]>): Diagnostic {
  const pairs = globs.map(([a, b]) => (a === b ? `\`${a}\`` : `\`${a}\` vs \`${b}\``)).join(', ');
  return warning({
    ruleId: 'files-overlap',
    message:
      `[parallel] phases \`${deferred.name}\` and \`${other.name}\` may write the same files (${pairs}), ` +
      `so \`${deferred.name}\` is deferred to a later wave instead of running beside \`${other.name}\`. ` +
      `Give them disjoint Files: globs to run them together, or add depends: to make the order explicit.`,
    ...fieldPosition(deferred, 'files'),
    phase: deferred.name,
  });
}
