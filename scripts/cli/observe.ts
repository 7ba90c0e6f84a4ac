// The shell's eyes for the engine: the working tree's snapshots (one per spawn, taken when it
// is issued), the files each attempt changed, and the erosion figures of work whose gates
// passed. Everything lands in the run's `baseline/` folder, so the run directory explains it.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { snapshotTree, writeTextFile } from '../../lib/io/index.js';
import type { ComplexityCache } from '../../lib/io/measure-files.js';
import { erosionVerdict } from '../../lib/erosion/index.js';
import { parseResultFile } from '../../lib/result/index.js';
import { changesDue, erosionDue, phaseStartSpawn, type ChangeObservation, type DueSpawn, type ErosionObservation } from '../../lib/run/index.js';
import type { RunEvent, RunState } from '../../lib/schema/run.js';
import { attributeChanges, changedPaths, diffSnapshots, parseSnapshot, serializeSnapshot, type TreeSnapshot } from '../../lib/snapshot/index.js';

/** The meters (Babel, tree-sitter and its grammars) load only when something is measured. */
const meters = async () => import('../../lib/io/measure-files.js');

const LATEST = 'latest.json';
const CACHE = 'complexity-cache.json';

/** One command's view of the working tree: snapshotted at most once, baselines read on demand. */
export class Workspace {
  private now: TreeSnapshot | null = null;
  private cache: ComplexityCache | null = null;
  private cacheDirty = false;
  readonly warnings: string[] = [];

  constructor(
    private readonly state: RunState,
    private readonly baselineDir: string,
  ) {}

  /** The tree as it is now (reusing hashes of unchanged files from the last snapshot). */
  current(): TreeSnapshot {
    if (this.now === null) {
      const previous = this.read(LATEST);
      const taken: TreeSnapshot = snapshotTree(this.state.cwd, previous === null ? {} : { previous });
      this.now = taken;
      for (const problem of taken.problems) this.warnings.push(`snapshot of ${this.state.cwd}: ${problem}`);
      writeTextFile(join(this.baselineDir, LATEST), serializeSnapshot(this.now));
    }
    return this.now;
  }

  /** The snapshot taken when `actionId` was issued; null when there is none. */
  baseline(actionId: string): TreeSnapshot | null {
    return this.read(`${actionId}.json`);
  }

  saveBaseline(actionId: string): void {
    writeTextFile(join(this.baselineDir, `${actionId}.json`), serializeSnapshot(this.current()));
  }

  async complexity(): Promise<ComplexityCache> {
    this.cache ??= (await meters()).readComplexityCache(join(this.baselineDir, CACHE), this.state.settings.ccThreshold);
    return this.cache;
  }

  async cover(snapshot: TreeSnapshot, only?: ReadonlySet<string>): Promise<void> {
    const covered = await (await meters()).coverSnapshot(this.state.cwd, snapshot, await this.complexity(), only);
    if (covered.measured > 0) this.cacheDirty = true;
  }

  async flush(): Promise<void> {
    if (this.cacheDirty && this.cache !== null) (await meters()).writeComplexityCache(join(this.baselineDir, CACHE), this.cache);
    this.cacheDirty = false;
  }

  private read(name: string): TreeSnapshot | null {
    const path = join(this.baselineDir, name);
    if (!existsSync(path)) return null;
    try {
      const parsed = parseSnapshot(readFileSync(path, 'utf8'));
      return parsed.ok ? parsed.snapshot : null;
    } catch {
      return null;
    }
  }
}

/** The files `due.spawn` changed since it was issued, attributed within a parallel wave. */
function changedBy(state: RunState, ws: Workspace, due: DueSpawn, files: ReadonlyMap<string, string | null>, since: string): ChangeObservation {
  const before = ws.baseline(since);
  if (before === null) return { known: false, reason: `no baseline snapshot for ${since}` };
  const changed = changedPaths(diffSnapshots(before, ws.current()));
  const wave = state.waves.find((w) => w.includes(due.phase.name)) ?? [];
  const siblings = state.phases.filter((p) => wave.includes(p.name) && p.kind === 'agent' && p.name !== due.phase.name && p.startedAt !== null);
  if (siblings.length === 0) return { known: true, changed, unattributed: [] };
  // A parallel wave: each phase owns the changed files its result claims.
  const claims = [due.phase, ...siblings].map((p) => {
    const spawn = p.spawns.find((s) => s.actionId === p.currentSpawn);
    let claimed = spawn?.filesModified ?? [];
    const text = spawn === undefined ? null : (files.get(spawn.resultFile) ?? null);
    if (spawn !== undefined && spawn.outcome === null && text !== null) claimed = parseResultFile(text).envelope?.filesModified ?? [];
    return { phase: p.name, filesModified: claimed };
  });
  const attributed = attributeChanges(changed, claims, state.cwd);
  const mine = attributed.byPhase.find((b) => b.phase === due.phase.name)?.files ?? [];
  return { known: true, changed: mine, unattributed: attributed.unclaimed };
}

export function observeChanges(state: RunState, ws: Workspace, files: ReadonlyMap<string, string | null>): Map<string, ChangeObservation> {
  const out = new Map<string, ChangeObservation>();
  for (const due of changesDue(state, files)) out.set(due.spawn.actionId, changedBy(state, ws, due, files, due.spawn.actionId));
  return out;
}

export async function observeErosion(state: RunState, ws: Workspace, files: ReadonlyMap<string, string | null>): Promise<Map<string, ErosionObservation>> {
  const out = new Map<string, ErosionObservation>();
  const due = erosionDue(state);
  if (due.length === 0) return out;
  const { cacheKey, isMeasurable, snapshotHighMass, toFileComplexity } = await meters();
  for (const item of due) {
    const start = phaseStartSpawn(item.phase);
    const before = start === null ? null : ws.baseline(start.actionId);
    const none = { before: 0, after: 0, growth: null, flagged: false, offenders: [], skipped: [] };
    if (start === null || before === null) {
      out.set(item.spawn.actionId, { ...none, measured: false, reason: 'no snapshot of the tree at phase start' });
      continue;
    }
    try {
      const seen = changedBy(state, ws, item, files, start.actionId);
      const changed = seen.known ? seen.changed.filter(isMeasurable) : [];
      const now = ws.current();
      await ws.cover(before);
      await ws.cover(now, new Set(changed));
      const cache = await ws.complexity();
      const hashIn = (snap: TreeSnapshot, file: string) => snap.entries.find((e) => e.path === file && e.kind === 'file')?.hash;
      const rows = changed.map((file) => {
        const b = hashIn(before, file);
        const a = hashIn(now, file);
        return {
          file,
          before: b === undefined ? null : toFileComplexity(file, cache.entries.get(cacheKey(b, file))),
          after: a === undefined ? null : toFileComplexity(file, cache.entries.get(cacheKey(a, file))),
        };
      });
      const skipped = changed.flatMap((file) => {
        const a = hashIn(now, file);
        const cached = a === undefined ? undefined : cache.entries.get(cacheKey(a, file));
        return cached !== undefined && 'skipped' in cached ? [{ file, reason: `${cached.skipped}: ${cached.detail}` }] : [];
      });
      const figures = erosionVerdict(snapshotHighMass(before, cache), rows, state.settings.ccThreshold);
      out.set(item.spawn.actionId, { ...figures, measured: true, reason: null, skipped });
    } catch (err) {
      out.set(item.spawn.actionId, { ...none, measured: false, reason: `the complexity meter failed: ${(err as Error).message}` });
    }
  }
  await ws.flush();
  return out;
}

/** After the engine ran: snapshot the tree for every spawn it issued (its attempt's baseline). */
export async function recordBaselines(state: RunState, ws: Workspace, events: readonly RunEvent[]): Promise<void> {
  let measureTree = false;
  for (const e of events) {
    if (e.type !== 'spawn-issued') continue;
    ws.saveBaseline(e.actionId);
    const phase = state.phases.find((p) => p.name === e.phase);
    if (phase?.type === 'impl' && (phase.erosionPolicy ?? state.settings.erosion) !== 'off') measureTree = true;
  }
  if (measureTree) {
    try {
      await ws.cover(ws.current());
    } catch (err) {
      ws.warnings.push(`the complexity baseline could not be measured: ${(err as Error).message}`);
    }
    await ws.flush();
  }
}
