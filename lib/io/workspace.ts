// The working tree as the run sees it: one snapshot per spawn (its baseline, taken when it is
// issued), the changes since a baseline, and the complexity of changed files. Everything lands
// in the run's `baseline/` folder, so the run directory explains every verdict.

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { basename, dirname, join, sep } from 'node:path';
import { pathsLoadedByGate } from '../gate/named-paths.js';
import { gateNamedFiles, surfaceKind, type CheckText, type OldCodeLayout, type ErosionMeasurement, type SurfaceText, type SurfaceTexts, type TreeChanges } from '../run/index.js';
import type { RunState } from '../schema/run.js';
import { changedPaths, diffSnapshots, isOutsideProject, parseSnapshot, serializeSnapshot, type IgnoreRuleTexts, type TreeSnapshot } from '../snapshot/index.js';
import type { ComplexityCache } from './measure-files.js';
import { readRunFile, readRunFileBytes } from './run-store/run-file.js';
import { writeTextFile } from './run-session.js';
import { snapshotTree } from './tree-snapshot.js';
import { outsideConfigEntries } from './outside-config.js';
import { layOutScratch } from './old-code-copy.js';

/** The meters (Babel, tree-sitter and its grammars) load only when something is measured. */
const meters = async () => import('./measure-files.js');

const LATEST = 'latest.json';
/** The ignore rules frozen at the run's first snapshot (lib/io/tree-snapshot.ts `ignoreRules`). */
const IGNORE_RULES = 'ignore-rules.json';
/** The tree at the last look (an attempt's diff, a phase start, the final verification): lib/run/evidence/late-changes.ts. */
const SEEN = 'seen.json';
const CACHE = 'complexity-cache.json';
/** Texts of what checks the work at each snapshot, by content hash (docs/design.md#test-baseline): a review's diffs. */
const TEXTS = 'texts';
/** Larger files of what checks the work are not kept (their diff is then "not kept"), nor more than this many per snapshot. */
const MAX_KEPT_BYTES = 256 * 1024;
const MAX_KEPT_FILES = 2_000;
/** Where every file is kept (a run whose phases' new tests run on the old code): at most this many per snapshot. */
const MAX_KEPT_ALL = 20_000;
/** At most this much text of the checks is read to find what they name (docs/design.md#test-baseline). */
const MAX_CHECK_TEXT = 8 * 1024 * 1024;

/** Every path a gate of the run names (phase gates and fix gates): hashed although ignored. */
const gatePathsOf = (state: RunState): string[] => [
  ...new Set(state.phases.flatMap((p) => [...p.gateCommands, ...p.fixGateCommands].flatMap((g) => pathsLoadedByGate(g)))),
];

const realOr = (path: string): string => {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
};

/** The frozen rules, or null when none were frozen yet (or they cannot be read: then they are frozen again, with a warning). */
function readFrozenRules(path: string, warnings: string[]): IgnoreRuleTexts | null {
  const read = readRunFile(path);
  if (!read.ok) {
    if (!read.missing) warnings.push(read.message);
    return null;
  }
  try {
    const value: unknown = JSON.parse(read.text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string')) return value as IgnoreRuleTexts;
  } catch {
    // Reported below.
  }
  warnings.push(`${path}: not the frozen ignore rules (an object of texts); the rule files on disk are read and frozen again.`);
  return null;
}

const hashIn = (snap: TreeSnapshot, file: string): string | undefined => snap.entries.find((e) => e.path === file && e.kind === 'file')?.hash;

/** One command's view of the working tree: snapshotted at most once, baselines read on demand. */
export class Workspace {
  private now: TreeSnapshot | null = null;
  private cache: ComplexityCache | null = null;
  private cacheDirty = false;
  /** The last look before this command (read once: every look of one command compares with it). */
  private seenBefore: TreeSnapshot | null | undefined = undefined;

  constructor(
    private readonly state: RunState,
    private readonly baselineDir: string,
    readonly warnings: string[],
    /** Folders no snapshot enters (the OpenForge home). */
    private readonly exclude: readonly string[] = [],
  ) {}

  /** The tree as it is now (reusing hashes of unchanged files from the last snapshot). */
  current(): TreeSnapshot {
    if (this.now === null) {
      const previous = this.read(LATEST);
      const gatePaths = gatePathsOf(this.state);
      const exclude = this.exclude;
      // The ignore rules as the run found them: a rule file a child writes later hides nothing.
      const ignoreRules = readFrozenRules(join(this.baselineDir, IGNORE_RULES), this.warnings);
      const taken = snapshotTree(this.state.cwd, { ...(previous === null ? {} : { previous }), gatePaths, exclude, ...(ignoreRules === null ? {} : { ignoreRules }) });
      if (ignoreRules === null) writeTextFile(join(this.baselineDir, IGNORE_RULES), `${JSON.stringify(taken.ignoreRules)}\n`);
      // What runners read from outside the project (the home's npmrc, a parent's pytest.ini): a change there is a change.
      taken.outside = outsideConfigEntries(this.state.cwd, process.env, homedir());
      this.now = taken;
      for (const problem of taken.problems) this.warnings.push(`snapshot of ${this.state.cwd}: ${problem}`);
      writeTextFile(join(this.baselineDir, LATEST), serializeSnapshot(this.now));
    }
    return this.now;
  }

  /** The tree's changes since the snapshot taken when `actionId` was issued; `look`: also since the last look, and the tree now is the last look. */
  changesSince(actionId: string, look = true): TreeChanges {
    const before = this.read(`${actionId}.json`);
    if (before === null) return { known: false, reason: `no baseline snapshot for ${actionId}` };
    const changed = changedPaths(diffSnapshots(before, this.current()));
    return look ? { known: true, changed, sinceSeen: this.sinceSeen() } : { known: true, changed };
  }

  /** The tree's changes since the last look (unknown before the first); the tree now is the last look. */
  look(): TreeChanges {
    const since = this.sinceSeen();
    return since === null ? { known: false, reason: 'no earlier look at the tree' } : { known: true, changed: since };
  }

  /** Files changed since the last look before this command (null: none kept), and record this one. */
  private sinceSeen(): string[] | null {
    if (this.seenBefore === undefined) {
      this.seenBefore = this.read(SEEN);
      writeTextFile(join(this.baselineDir, SEEN), serializeSnapshot(this.current()));
    }
    return this.seenBefore === null ? null : changedPaths(diffSnapshots(this.seenBefore, this.current()));
  }

  /** Complexity of `files` at the snapshot of `since` and now, with the baseline tree's high-CC mass. */
  async measure(since: string, files: readonly string[]): Promise<ErosionMeasurement> {
    const before = this.read(`${since}.json`);
    if (before === null) return { measured: false, reason: 'no snapshot of the tree at phase start' };
    try {
      const { cacheKey, isMeasurable, snapshotHighMass, toFileComplexity } = await meters();
      const changed = files.filter(isMeasurable);
      const now = this.current();
      await this.cover(before);
      await this.cover(now, new Set(changed));
      const cache = await this.complexity();
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
      return { measured: true, baselineHighMass: snapshotHighMass(before, cache), rows, skipped };
    } catch (err) {
      return { measured: false, reason: `the complexity meter failed: ${(err as Error).message}` };
    } finally {
      await this.flush();
    }
  }

  /** Save the current tree as the baseline of each action; `measure`: measure it too (for the erosion check later). */
  async snapshot(actionIds: readonly string[], measure: boolean): Promise<void> {
    for (const id of actionIds) writeTextFile(join(this.baselineDir, `${id}.json`), serializeSnapshot(this.current()));
    this.keepContents(this.current());
    if (!measure) return;
    try {
      await this.cover(this.current());
    } catch (err) {
      this.warnings.push(`the complexity baseline could not be measured: ${(err as Error).message}`);
    }
    await this.flush();
  }

  /** The texts of `paths` at the snapshot of `since` (kept by {@link keepSurfaceTexts}) and now. */
  surfaceTexts(since: string, paths: readonly string[]): SurfaceTexts {
    const before = this.read(`${since}.json`);
    const files = new Map<string, SurfaceText>();
    for (const path of paths) {
      // Files outside the project are compared by hash only: never read into the run (a home npmrc holds tokens).
      if (isOutsideProject(path)) {
        files.set(path, { before: undefined, after: undefined });
        continue;
      }
      const hash = before === null ? undefined : hashIn(before, path);
      const kept = hash === undefined ? null : this.readText(join(this.baselineDir, TEXTS, hash), hash);
      const absentThen = before !== null && !before.entries.some((e) => e.path === path);
      const now = this.readText(join(this.state.cwd, path));
      files.set(path, { before: absentThen ? null : (kept ?? undefined), after: now === null && !existsSync(join(this.state.cwd, path)) ? null : (now ?? undefined) });
    }
    return { since, files };
  }

  /** The kept texts of the files of what checks the work (by name, or named by a gate) at the snapshot of `since`: what they name is part of the checks. */
  checkTexts(since: string): CheckText[] {
    const snap = this.read(`${since}.json`);
    if (snap === null) return [];
    const named = gateNamedFiles(this.state);
    const out: CheckText[] = [];
    let chars = 0;
    for (const e of snap.entries) {
      if (e.kind !== 'file' || (surfaceKind(e.path) === null && !named.has(e.path))) continue;
      const text = this.readText(join(this.baselineDir, TEXTS, e.hash), e.hash);
      if (text === null) continue;
      chars += text.length;
      if (chars > MAX_CHECK_TEXT) break;
      out.push({ path: e.path, text });
    }
    return out;
  }

  /**
   * Keep the content of every file of what checks the work in `snap` not kept yet (by hash, so
   * unchanged files cost nothing), and, where a phase's new tests will run on the old code
   * (docs/design.md#fail-to-pass), of every other file too: a phase's changed source files are
   * restored from here.
   */
  private keepContents(snap: TreeSnapshot): void {
    const dir = join(this.baselineDir, TEXTS);
    const all = this.state.settings.failToPass !== 'off';
    const named = gateNamedFiles(this.state);
    let kept = 0;
    for (const e of snap.entries) {
      if (e.kind !== 'file' || e.size > MAX_KEPT_BYTES || (!all && surfaceKind(e.path) === null && !named.has(e.path))) continue;
      if (kept++ >= (all ? MAX_KEPT_ALL : MAX_KEPT_FILES)) break;
      const at = join(dir, e.hash);
      if (existsSync(at)) continue;
      // Read again and kept only when it still has the snapshot's hash (a file written since is not this snapshot's).
      const read = readRunFileBytes(join(this.state.cwd, e.path), { maxBytes: MAX_KEPT_BYTES });
      if (!read.ok || read.truncated || !read.stats.isFile() || createHash('sha256').update(read.bytes).digest('hex') !== e.hash) continue;
      try {
        mkdirSync(dir, { recursive: true });
        writeFileSync(at, read.bytes, { mode: 0o600 });
      } catch (err) {
        this.warnings.push(`${at}: cannot keep the file's content (${(err as NodeJS.ErrnoException).code ?? 'error'}).`);
        return;
      }
    }
  }

  /**
   * A scratch copy of the tree now at `dir`, with `revert` as they were at the snapshot of `since`
   * (lib/io/old-code-copy.ts). Where the run directory lies inside the project, the copy goes to a
   * temporary folder instead: inside, npm and pytest would look up from the copy, find the
   * project's own package.json or pytest.ini, and run the new code.
   */
  layOutOldCode(since: string, revert: readonly string[], dir: string): OldCodeLayout {
    const project = realOr(this.state.cwd);
    const runDir = realOr(dirname(this.baselineDir));
    const at = runDir === project || runDir.startsWith(project + sep) ? mkdtempSync(join(realOr(tmpdir()), `openforge-${basename(dir)}-`)) : dir;
    return layOutScratch({ root: this.state.cwd, now: this.current(), since: this.read(`${since}.json`), keptDir: join(this.baselineDir, TEXTS), revert: revert.filter((p) => !isOutsideProject(p)), dir: at });
  }

  /** A file's UTF-8 text (no link followed, at most MAX_KEPT_BYTES), and only if it has `hash` when given; else null. */
  private readText(path: string, hash?: string): string | null {
    const read = readRunFileBytes(path, { maxBytes: MAX_KEPT_BYTES });
    if (!read.ok || read.truncated || !read.stats.isFile()) return null;
    if (hash !== undefined && createHash('sha256').update(read.bytes).digest('hex') !== hash) return null;
    return read.bytes.toString('utf8');
  }

  private async complexity(): Promise<ComplexityCache> {
    this.cache ??= (await meters()).readComplexityCache(join(this.baselineDir, CACHE), this.state.settings.ccThreshold);
    return this.cache;
  }

  private async cover(snapshot: TreeSnapshot, only?: ReadonlySet<string>): Promise<void> {
    const covered = await (await meters()).coverSnapshot(this.state.cwd, snapshot, await this.complexity(), only);
    if (covered.measured > 0) this.cacheDirty = true;
  }

  private async flush(): Promise<void> {
    if (this.cacheDirty && this.cache !== null) (await meters()).writeComplexityCache(join(this.baselineDir, CACHE), this.cache);
    this.cacheDirty = false;
  }

  private read(name: string): TreeSnapshot | null {
    const read = readRunFile(join(this.baselineDir, name));
    if (!read.ok) {
      if (!read.missing) this.warnings.push(read.message);
      return null;
    }
    try {
      const parsed = parseSnapshot(read.text);
      return parsed.ok ? parsed.snapshot : null;
    } catch {
      return null;
    }
  }
}
