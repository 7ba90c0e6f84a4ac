import { readdirSync, readFileSync, type Dirent, type Stats } from 'node:fs';
import { join, resolve } from 'node:path';
import { MAX_MEASURED_BYTES } from '../complexity/types.js';
import { ignoresEverything, matchIgnoreRules, parseGitignore, type IgnoreRuleSet, type IgnoreRuleTexts } from '../snapshot/gitignore.js';
import {
  ALWAYS_IGNORED_NAMES,
  comparePaths,
  DEFAULT_IGNORED_DIRS,
  TREE_SNAPSHOT_VERSION,
  type SnapshotEntry,
  type TreeSnapshot,
  type UnreadableEntry,
} from '../snapshot/types.js';
import { executedPaths, MAX_IGNORED_HASHED, namedExecutedPaths } from './executed-paths.js';
import { installedDependencies, isNamed, linkTarget, loadedWhenIgnored, realOr, relativeInside, walkIgnored, type LoadedPath } from './loaded-files.js';
import { PYCACHE_HEADER_BYTES } from '../snapshot/loaded.js';
import { describeFsError } from './run-store/atomic-write.js';
import { bytesEntry, fileEntry, indexPrevious, lstatSafe, packageHint, SAMPLED, symlinkEntry } from './snapshot-entry.js';
import type { SnapshotStats } from './snapshot-stats.js';

export interface SnapshotTreeOptions {
  /** Stop after this many files and symlinks (the snapshot is then `truncated`). Default 200,000. */
  maxFiles?: number;
  /**
   * A previous snapshot of the same root: a file whose size, mtimeMs, ctimeMs and inode match its
   * entry there is not re-read, its hash is reused. Files whose mtime or ctime falls within
   * RACY_WINDOW_MS (lib/io/snapshot-entry.ts) before the previous snapshot started are re-read anyway (a write in the same
   * timestamp tick as that snapshot would otherwise go unseen).
   */
  previous?: TreeSnapshot | null;
  /** Files larger than this are hashed but marked `oversize`. Default: the meter's MAX_MEASURED_BYTES. */
  maxBytes?: number;
  /** Directory names ignored at any depth unless a .gitignore re-includes them. Default DEFAULT_IGNORED_DIRS. */
  defaultIgnores?: readonly string[];
  /** Relative paths the run's gates name (lib/gate/named-paths.ts): hashed when they exist, ignored or not. */
  gatePaths?: readonly string[];
  /** Absolute folders left out wherever they lie in the tree (the OpenForge home: seals and the run key). */
  exclude?: readonly string[];
  /**
   * The ignore rules frozen when the run started (the texts of `.gitignore` files and of
   * `.git/info/exclude`, by path): applied instead of the rule files on disk, which a child can
   * write. Absent: the files on disk are read, and returned as `ignoreRules` to freeze.
   */
  ignoreRules?: IgnoreRuleTexts;
}

export const DEFAULT_MAX_FILES = 200_000;

/** A snapshot as taken: with the walk's costs and the ignore rules it applied (the frozen ones, or those read). */
export type TakenSnapshot = TreeSnapshot & { stats: SnapshotStats; ignoreRules: IgnoreRuleTexts };

const CHUNK_BYTES = 1 << 20;

/**
 * Content hashes of the working tree under `root` (docs/design.md#erosion-check): every regular file
 * and symlink not ignored, keyed by its '/'-separated relative path, sorted. No git, no child process.
 *
 * Ignored: `.git` and `.openforge` always, and the `exclude` folders (the OpenForge home);
 * DEFAULT_IGNORED_DIRS (node_modules, build outputs, vendored trees) at any depth unless a
 * .gitignore negates them; and whatever the root's and nested `.gitignore` files (and
 * `.git/info/exclude`) ignore — as frozen in `ignoreRules` when given (a run's first snapshot),
 * so a rule file a child writes hides nothing; rule files themselves are hashed even when they
 * ignore themselves, and a new folder whose rule file ignores everything (a tool's cache) counts
 * as an ignored folder. What runners collect by their own rules is hashed in ignored folders
 * (lib/snapshot/collected.ts). What a gate executes or loads is hashed although ignored
 * (docs/design.md#autonomy-and-scope): `.git/config`, `.git/hooks/…`, `node_modules/.bin/…`,
 * `vendor/bin/…` (lib/io/executed-paths.ts); inside ignored folders, executable `#!` scripts,
 * runner and package-manager configuration, loadable bytecode caches (hashed without their
 * header) and, under a folder a gate names, its build instructions; the installed dependencies;
 * root env files; `gatePaths`; and the file inside the tree each link points to
 * (lib/io/loaded-files.ts). Bounded: what a cap leaves out is listed in `problems`.
 *
 * Symlinks are never followed (so nothing outside the tree is read): each is recorded with its
 * target text. FIFOs, sockets, devices and paths that cannot be read are listed in `unreadable`
 * with a reason; nothing here throws for a file system error.
 *
 * Known limitation of the stat-based reuse: a file rewritten with the same size while its mtime,
 * ctime and inode all stay equal (a clock set back, or a filesystem with coarse timestamps and a
 * write in the same tick outside the racy window) keeps its old hash. Writing the file normally and
 * then forcing the old mtime back (`touch -d`, utimes) is still seen: utimes updates ctime.
 * Pass no `previous` for a full re-hash.
 */
export function snapshotTree(root: string, options: SnapshotTreeOptions = {}): TakenSnapshot {
  const started = performance.now();
  const takenAtMs = Date.now();
  const maxFiles = options.maxFiles ?? DEFAULT_MAX_FILES;
  const maxBytes = options.maxBytes ?? MAX_MEASURED_BYTES;
  const defaults = new Set(options.defaultIgnores ?? DEFAULT_IGNORED_DIRS);
  const always = new Set(ALWAYS_IGNORED_NAMES);
  const previous = indexPrevious(options.previous ?? null);
  const rootPath = resolve(root);
  const entries: SnapshotEntry[] = [];
  const unreadable: UnreadableEntry[] = [];
  const problems: string[] = [];
  const stats: SnapshotStats = { hashed: 0, reused: 0, bytesHashed: 0, directories: 0, elapsedMs: 0 };
  const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  let truncated = false;

  const frozen = options.ignoreRules;
  const ruleTexts: Record<string, string> = { ...frozen };
  const finish = (): TakenSnapshot => {
    entries.sort((a, b) => comparePaths(a.path, b.path));
    unreadable.sort((a, b) => comparePaths(a.path, b.path));
    stats.elapsedMs = performance.now() - started;
    return { version: TREE_SNAPSHOT_VERSION, takenAtMs, maxBytes, entries, unreadable, truncated, problems, stats, ignoreRules: ruleTexts };
  };
  /** The rules of the rule file at `path` (project-relative): frozen when the run started, else read now. */
  const rulesAt = (path: string, base: string, optional: boolean): IgnoreRuleSet | null => {
    if (frozen !== undefined) return frozen[path] === undefined ? null : parseGitignore(frozen[path], base);
    const text = readIgnoreFile(join(rootPath, path), problems, optional);
    if (text === null) return null;
    ruleTexts[path] = text;
    return parseGitignore(text, base);
  };

  const rootStat = lstatSafe(rootPath);
  if (!rootStat.ok) {
    problems.push(rootStat.message);
    return finish();
  }
  if (!rootStat.stats.isDirectory()) {
    problems.push(`${rootPath}: cannot snapshot: not a directory.`);
    return finish();
  }

  // Gitignored files a gate could execute or load (lib/io/loaded-files.ts), at most MAX_IGNORED_HASHED.
  let ignoredHashed = 0;
  const hashIgnored = (abs: string, path: string, stat: Stats, skip = 0): void => {
    if (ignoredHashed++ === MAX_IGNORED_HASHED) problems.push(`${rootPath}: more than ${MAX_IGNORED_HASHED} gitignored scripts and gate paths; the rest are not hashed.`);
    if (ignoredHashed > MAX_IGNORED_HASHED) return;
    add(abs, path, stat, skip);
  };
  const add = (abs: string, path: string, stat: Stats, skip = 0): void => {
    const entry = stat.isSymbolicLink() ? symlinkEntry(abs, path, stat) : fileEntry(abs, path, stat, previous, maxBytes, buffer, stats, skip);
    if ('reason' in entry) unreadable.push(entry);
    else entries.push(entry);
  };
  const gateDirs = new Set(options.gatePaths ?? []);
  const excluded = relativeInside(rootPath, options.exclude ?? []);
  const isExcluded = (path: string): boolean => [...excluded].some((x) => path === x || path.startsWith(`${x}/`));
  const ignoredFile = (abs: string, path: string, name: string): void => {
    if (ignoredHashed > MAX_IGNORED_HASHED) return;
    const stat = lstatSafe(abs);
    const kind = stat.ok ? loadedWhenIgnored(abs, path, name, stat.stats, isNamed(path, gateDirs)) : false;
    if (stat.ok && kind !== false) hashIgnored(abs, path, stat.stats, kind === 'pycache' ? PYCACHE_HEADER_BYTES : 0);
  };
  const addStat = (abs: string, path: string): void => {
    const stat = lstatSafe(abs);
    if (stat.ok) hashIgnored(abs, path, stat.stats);
  };
  /** Ignored folders met: walked afterwards for what a gate loads from them. */
  const ignoredDirs: string[] = [];

  const rootSets: IgnoreRuleSet[] = [];
  const exclude = rulesAt(EXCLUDE_FILE, '', true);
  if (exclude !== null) rootSets.push(exclude);

  // Depth-first with an explicit stack; order does not matter, entries are sorted at the end.
  const stack: Array<{ rel: string; sets: IgnoreRuleSet[] }> = [{ rel: '', sets: rootSets }];
  walk: while (stack.length > 0) {
    const { rel, sets: parentSets } = stack.pop()!;
    const abs = rel === '' ? rootPath : join(rootPath, rel);
    let dirents: Dirent[];
    try {
      dirents = readdirSync(abs, { withFileTypes: true });
    } catch (err) {
      unreadable.push({ path: rel === '' ? '.' : rel, reason: describeFsError(rel || '.', 'read the directory', err) });
      continue;
    }
    stats.directories++;
    // A folder that came with its own ignore-everything rule file (pytest, mypy, ruff and venv write
    // one into their caches) is treated as ignored: not walked whole, though what runners load from it is hashed.
    if (frozen !== undefined && rel !== '' && frozen[`${rel}/.gitignore`] === undefined && dirents.some((d) => d.name === '.gitignore' && d.isFile())) {
      const text = readIgnoreFile(join(abs, '.gitignore'), problems, true);
      if (text !== null && ignoresEverything(text)) {
        ignoredDirs.push(rel);
        continue;
      }
    }
    let sets = parentSets;
    if (frozen !== undefined || dirents.some((d) => d.name === '.gitignore' && d.isFile())) {
      const own = rulesAt(rel === '' ? '.gitignore' : `${rel}/.gitignore`, rel, false);
      if (own !== null && own.rules.length > 0) sets = [...parentSets, own];
    }
    for (const dirent of dirents) {
      const name = dirent.name;
      if (always.has(name)) continue;
      const path = rel === '' ? name : `${rel}/${name}`;
      const isDir = dirent.isDirectory();
      if (isDir && excluded.has(path)) continue;
      const ignored = matchIgnoreRules(sets, path, name, isDir);
      if (ignored === true) {
        if (isDir) ignoredDirs.push(path);
        // A rule file is hashed even when it ignores itself: a change to the rules is a change.
        else if (dirent.isFile() && name === '.gitignore') addStat(join(abs, name), path);
        else if (dirent.isFile()) ignoredFile(join(abs, name), path, name);
        continue;
      }
      if (ignored === undefined && (isDir || dirent.isSymbolicLink()) && defaults.has(name)) {
        if (isDir) ignoredDirs.push(path);
        continue;
      }
      if (isDir) {
        stack.push({ rel: path, sets });
        continue;
      }
      if (!dirent.isFile() && !dirent.isSymbolicLink()) {
        unreadable.push({ path, reason: `${path}: not a regular file (${specialKind(dirent)}); not hashed.` });
        continue;
      }
      if (entries.length >= maxFiles) {
        truncated = true;
        problems.push(`${rootPath}: stopped after ${maxFiles} files (maxFiles); the snapshot is incomplete.`);
        break walk;
      }
      const full = join(abs, name);
      const stat = lstatSafe(full);
      if (!stat.ok) {
        if (stat.code !== 'ENOENT') unreadable.push({ path, reason: stat.message.replace(full, path) });
        continue; // ENOENT: deleted since the directory was listed
      }
      add(full, path, stat.stats);
    }
  }
  const have = new Set(entries.map((e) => e.path));
  /** `sampled`: an installed file, hashed by sample when large (sampledEntry). */
  const addOnce = (p: LoadedPath, capped: boolean, sampled = false): void => {
    if (have.has(p.path)) return;
    if (p.read !== undefined) {
      have.add(p.path);
      entries.push(bytesEntry(p.path, p.read.stat, p.read.bytes, maxBytes, stats));
      return;
    }
    const stat = lstatSafe(p.abs);
    if (!stat.ok || !(stat.stats.isFile() || stat.stats.isSymbolicLink())) return;
    have.add(p.path);
    const skip = sampled ? SAMPLED : p.pycache === true ? PYCACHE_HEADER_BYTES : 0;
    if (capped) hashIgnored(p.abs, p.path, stat.stats, skip);
    else add(p.abs, p.path, stat.stats, skip);
  };
  // What gates execute although the walk skips it: git hooks and config, node_modules/.bin, vendor/bin.
  for (const p of executedPaths(rootPath)) addOnce(p, false);
  // Inside ignored folders: scripts, configuration, loadable bytecode caches, a gate-named folder's build instructions.
  const inIgnored = walkIgnored(rootPath, ignoredDirs, gateDirs, always, excluded);
  problems.push(...inIgnored.problems);
  for (const p of inIgnored.paths) addOnce(p, true);
  // The installed dependencies: package manifests and entry files, a virtualenv's RECORDs.
  for (const p of installedDependencies(rootPath, inIgnored, problems, packageHint(previous))) addOnce(p, false, true);
  // The paths the gates name, wherever they are (in build output too), unless already hashed.
  for (const p of namedExecutedPaths(rootPath, options.gatePaths ?? [], always)) if (!isExcluded(p.path)) addOnce(p, true);
  // The files links point to, inside the tree (a node_modules/.bin entry's script): hashed as themselves.
  const realRoot = realOr(rootPath);
  for (const link of entries.filter((e) => e.kind === 'symlink')) {
    const target = linkTarget(realRoot, join(rootPath, link.path));
    if (target !== null && !target.path.split('/').some((part) => always.has(part)) && !isExcluded(target.path)) addOnce(target, true, true);
  }
  return finish();
}

/** Where git keeps the repository's own ignore rules (`.git/info/exclude`), project-relative. */
const EXCLUDE_FILE = '.git/info/exclude';

function readIgnoreFile(path: string, problems: string[], optional: boolean): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (!(optional && (code === 'ENOENT' || code === 'ENOTDIR'))) {
      problems.push(`${describeFsError(path, 'read', err)} Its ignore rules were not applied.`);
    }
    return null;
  }
}

function specialKind(dirent: Dirent): string {
  if (dirent.isFIFO()) return 'FIFO';
  if (dirent.isSocket()) return 'socket';
  if (dirent.isBlockDevice()) return 'block device';
  if (dirent.isCharacterDevice()) return 'character device';
  return 'unknown type';
}
