// What gates execute although the walk of the working tree skips it (issue 16 part 7): git
// hooks and git's config (a changed hook or `core.pager`/`alias` runs on the next git command
// of a gate), and the executable entry points of node_modules (`node_modules/.bin/*`, what
// `npm test` and `npx` run). Listed here, hashed by tree-snapshot.ts as ordinary entries, so a
// change to them is a changed path like any other and fails an attempt unless within Files:.
// Cheap by design: the entry points only, never the whole of node_modules.

import { lstatSync, readdirSync, readFileSync } from 'node:fs';
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
 * `node_modules/.bin/…`.
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
    folderEntries(join(git.common, 'hooks'), '.git/hooks', 2, out);
    if (git.dir !== git.common) folderEntries(join(git.dir, 'hooks'), '.git/hooks', 2, out);
  }
  folderEntries(join(root, 'node_modules', '.bin'), 'node_modules/.bin', 1, out);
  const seen = new Set<string>();
  return out.filter((e) => !seen.has(e.path) && seen.add(e.path) !== undefined);
}
