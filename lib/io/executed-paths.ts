// What gates execute although the walk of the working tree skips it: git hooks and git's
// config (a changed hook or `core.pager`/`alias` runs on the next git command of a gate), and
// the executable entry points of node_modules (`node_modules/.bin/*`, what `npm test` and
// `npx` run). Listed here, hashed by tree-snapshot.ts as ordinary entries, so a change to them
// is a changed path like any other and fails an attempt unless within Files:. Cheap by design:
// the entry points only, never the whole of node_modules.
//
// Gitignored files the walk meets (docs/design.md#autonomy-and-scope): hashed when something
// could execute or load them — an executable script (mode +x and a `#!` line), an env file at
// the root (`.env`, `.env.*`, which test runners load), and any path a gate names
// (lib/gate/named-paths.ts), even inside an ignored or build-output folder. Bulk build output
// (`dist/`, `target/`, `.next/`, compiled binaries without `#!`) is not: children rebuild it.

import { closeSync, constants, lstatSync, openSync, readdirSync, readFileSync, readSync, type Stats } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';

/** One path to hash: where it is on disk, and the path it is recorded under. */
export interface ExecutedPath {
  abs: string;
  path: string;
}

/** Most entries taken from one folder (a hooks folder or `.bin` is small; this bounds a hostile one). */
export const MAX_EXECUTED_PER_FOLDER = 2_000;

/** The git directory of `root`: `.git` itself, or where a `.git` file (`gitdir: …`, a worktree) points, and its common dir. */
function gitDirectories(root: string): { dir: string; common: string } | null {
  const dotGit = join(root, '.git');
  try {
    const stat = lstatSync(dotGit);
    if (stat.isDirectory()) return { dir: dotGit, common: dotGit };
    if (!stat.isFile() || stat.size > 4096) return null;
    const line = /^gitdir:\s*(.+?)\s*$/m.exec(readFileSync(dotGit, 'utf8'));
    if (line === null) return null;
    const dir = isAbsolute(line[1]!) ? line[1]! : resolve(root, line[1]!);
    let common = dir;
    try {
      const text = readFileSync(join(dir, 'commondir'), 'utf8').trim();
      if (text !== '') common = isAbsolute(text) ? text : resolve(dir, text);
    } catch {
      // No commondir: not a linked worktree.
    }
    return { dir, common };
  } catch {
    return null;
  }
}

/** Regular files and links directly in `dir` (and one level of sub-folders when `depth` is 2), recorded under `as`. */
function folderEntries(dir: string, as: string, depth: number, out: ExecutedPath[]): void {
  let names: string[];
  try {
    const stat = lstatSync(dir);
    if (!stat.isDirectory()) return;
    names = readdirSync(dir).sort().slice(0, MAX_EXECUTED_PER_FOLDER);
  } catch {
    return;
  }
  for (const name of names) {
    const abs = join(dir, name);
    let stat;
    try {
      stat = lstatSync(abs);
    } catch {
      continue;
    }
    if (stat.isDirectory()) {
      if (depth > 1) folderEntries(abs, `${as}/${name}`, depth - 1, out);
    } else if (stat.isFile() || stat.isSymbolicLink()) out.push({ abs, path: `${as}/${name}` });
  }
}

/**
 * The executed paths of the tree at `root`, recorded as `.git/config`, `.git/hooks/…` (also for
 * a linked worktree, whose hooks and config live in the common git directory) and
 * `node_modules/.bin/…` and composer's `vendor/bin/…`.
 */
export function executedPaths(root: string): ExecutedPath[] {
  const out: ExecutedPath[] = [];
  const git = gitDirectories(root);
  if (git !== null) {
    for (const dir of new Set([git.dir, git.common])) {
      const config = join(dir, 'config');
      try {
        if (lstatSync(config).isFile() && !out.some((e) => e.path === '.git/config')) out.push({ abs: config, path: '.git/config' });
      } catch {
        // No config in this one.
      }
    }
    // The repository's own ignore rules: the snapshot applies them as frozen at the run's start, and a change to them is a change.
    try {
      const exclude = join(git.common, 'info', 'exclude');
      if (lstatSync(exclude).isFile()) out.push({ abs: exclude, path: '.git/info/exclude' });
    } catch {
      // No exclude file.
    }
    folderEntries(join(git.common, 'hooks'), '.git/hooks', 2, out);
    if (git.dir !== git.common) folderEntries(join(git.dir, 'hooks'), '.git/hooks', 2, out);
  }
  folderEntries(join(root, 'node_modules', '.bin'), 'node_modules/.bin', 1, out);
  folderEntries(join(root, 'vendor', 'bin'), 'vendor/bin', 1, out);
  const seen = new Set<string>();
  return out.filter((e) => !seen.has(e.path) && seen.add(e.path) !== undefined);
}

/** Most gitignored files hashed in one snapshot (executable scripts, env files, gate-named paths). */
export const MAX_IGNORED_HASHED = 2_000;
/** A script larger than this is not looked at (a script is small; this keeps binaries out). */
export const MAX_IGNORED_SCRIPT_BYTES = 1 << 20;

const ENV_FILE = /^\.env(\..+)?$/;

/** The first bytes of `abs` are `#!` (opened without following links or blocking). */
function startsWithShebang(abs: string): boolean {
  let fd: number | undefined;
  try {
    fd = openSync(abs, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOFOLLOW ?? 0));
    const head = Buffer.alloc(2);
    return readSync(fd, head, 0, 2, 0) === 2 && head.toString('latin1') === '#!';
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** A gitignored regular file the walk met at `path` that a gate could execute or load: an env file at the root, or an executable script. */
export function executedWhenIgnored(abs: string, path: string, stat: Stats): boolean {
  if (!stat.isFile()) return false;
  if (!path.includes('/') && ENV_FILE.test(path)) return true;
  return (stat.mode & 0o111) !== 0 && stat.size <= MAX_IGNORED_SCRIPT_BYTES && startsWithShebang(abs);
}

/**
 * The gate-named `paths` that exist under `root` as a file or link, reached through real
 * directories only (a linked folder is never followed out of the tree), with `.git` and
 * `.openforge` left out.
 */
export function namedExecutedPaths(root: string, paths: readonly string[], skip: ReadonlySet<string>): ExecutedPath[] {
  const out: ExecutedPath[] = [];
  for (const path of paths) {
    const parts = path.split('/');
    if (parts.some((p) => skip.has(p))) continue;
    let dir = root;
    let inside = true;
    for (const part of parts.slice(0, -1)) {
      dir = join(dir, part);
      try {
        if (!lstatSync(dir).isDirectory()) inside = false;
      } catch {
        inside = false;
      }
      if (!inside) break;
    }
    if (inside) out.push({ abs: join(root, ...parts), path });
  }
  return out;
}
