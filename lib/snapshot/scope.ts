import picomatch from 'picomatch';
import { compiledTestSources } from './collected.js';
import { isInstalledPath, manifestDirectory } from './loaded.js';
import { comparePaths, isOutsideProject } from './types.js';

/**
 * `Files:` glob normalization, as lib/schedule/files-overlap.ts reads the same globs: surrounding
 * space trimmed, `\` (not escaping a glob character) read as `/`, repeated `/` collapsed, leading
 * `./` dropped, and a trailing `/` read as `dir/**`.
 */
export function normalizeFilesGlob(raw: string): string {
  let text = raw.trim().replace(/\\(?![*?[\]{}()!])/g, '/').replace(/\/{2,}/g, '/');
  while (text.startsWith('./')) text = text.slice(2);
  if (text.endsWith('/') && text.length > 1) text = `${text}**`;
  return text;
}

/** A changed or claimed path in the snapshot's form: '/' separators, no leading './' or trailing '/'. */
export function normalizeChangedPath(raw: string, root?: string): string {
  let text = raw.trim().replace(/\\/g, '/').replace(/\/{2,}/g, '/');
  if (root !== undefined && root !== '') {
    const base = root.replace(/\\/g, '/').replace(/\/+$/, '');
    if (text.startsWith(`${base}/`)) text = text.slice(base.length + 1);
  }
  while (text.startsWith('./')) text = text.slice(2);
  return text.length > 1 ? text.replace(/\/+$/, '') : text;
}

const GLOB_CHAR = /[*?[\]{}()!\\]/;

/**
 * The changed files that a phase's `Files:` globs do not cover, sorted.
 *
 * A file is in scope when a positive glob matches it or one of its parent directories (picomatch,
 * dotfiles included; a literal path thus also covers everything beneath it, as files-overlap.ts
 * reads it) and no `!glob` matches it. A phase without `Files:` (no positive glob) declares no scope
 * and nothing in the project is outside it: the caller decides whether that is allowed (read-only
 * phases check the changed set itself). A changed path outside the project (`../…`: configuration
 * a runner reads from a parent folder or the home) is outside every scope.
 *
 * Installs: a file of installed dependencies (under node_modules, site-packages or vendor) is in
 * scope when `changed` also holds a manifest or lockfile (package.json, package-lock.json,
 * requirements*.txt, pyproject.toml, composer.json, …) that is in scope and lies in an ancestor
 * folder of it: an honest `npm install x` or `pip install` that the phase declares.
 *
 * Rebuilt tests: a collected test in a build-output folder (`dist/test/a.test.js`) is in scope
 * when `changed` also holds a source it is compiled from (`test/a.test.ts`) that is in scope.
 */
export function filesOutsideScope(changed: readonly string[], globs: readonly string[]): string[] {
  const positive: Array<(path: string) => boolean> = [];
  const negative: Array<(path: string) => boolean> = [];
  for (const raw of globs) {
    const glob = normalizeFilesGlob(raw);
    if (glob === '' || glob === '!') continue;
    if (glob.startsWith('!')) negative.push(scopeMatcher(normalizeFilesGlob(glob.slice(1))));
    else positive.push(scopeMatcher(glob));
  }
  const paths = changed.map((raw) => normalizeChangedPath(raw));
  // Configuration outside the project (a parent folder's, the home's) is in no phase's scope.
  if (positive.length === 0) return paths.filter(isOutsideProject).sort(comparePaths);
  const covered = (path: string): boolean => !isOutsideProject(path) && positive.some((m) => m(path)) && !negative.some((m) => m(path));
  const installers = paths.flatMap((path) => {
    const dir = manifestDirectory(path);
    return dir !== null && !isInstalledPath(path) && covered(path) ? [dir] : [];
  });
  const installed = (path: string): boolean => isInstalledPath(path) && installers.some((dir) => dir === '' || path.startsWith(`${dir}/`));
  const changedSet = new Set(paths);
  // A test rebuilt into dist/ from a source the phase changed in scope is part of that change.
  const rebuilt = (path: string): boolean => compiledTestSources(path).some((source) => changedSet.has(source) && covered(source));
  const outside = new Set<string>();
  for (const path of paths) if (!covered(path) && !installed(path) && !rebuilt(path)) outside.add(path);
  return [...outside].sort(comparePaths);
}

/** Matches a path or any of its parent directories. */
function scopeMatcher(glob: string): (path: string) => boolean {
  if (!GLOB_CHAR.test(glob)) {
    const literal = glob.replace(/\/+$/, '');
    return (path) => path === literal || path.startsWith(`${literal}/`);
  }
  const match = picomatch(glob, { dot: true });
  return (path) => {
    if (match(path)) return true;
    for (let i = path.indexOf('/'); i > 0; i = path.indexOf('/', i + 1)) if (match(path.slice(0, i))) return true;
    return false;
  };
}

/** One parallel-wave phase's result envelope, as far as attribution needs it. */
export interface PhaseClaim {
  phase: string;
  filesModified: readonly string[];
}

export interface ChangeAttribution {
  /** Per phase, in input order: the changed files its envelope claims (sorted). */
  byPhase: Array<{ phase: string; files: string[] }>;
  /** Changed files that no envelope claims (sorted). */
  unclaimed: string[];
  /** Changed files that two or more envelopes claim, with the claimants in input order. */
  contested: Array<{ file: string; phases: string[] }>;
  /** Per phase with any: files its envelope claims that the snapshot shows unchanged (sorted). */
  claimedUnchanged: Array<{ phase: string; files: string[] }>;
}

/**
 * Attribute a parallel wave's changed files (from the snapshot diff) to its phases using each
 * result envelope's `filesModified`, cross-checked against the snapshot. Claimed paths are
 * normalized (`\` → `/`, `./` dropped; an absolute path under `root` made relative); a claim
 * ending in `/` names a directory and covers the changed files beneath it.
 */
export function attributeChanges(
  changed: readonly string[],
  envelopes: readonly PhaseClaim[],
  root?: string,
): ChangeAttribution {
  const changedSet = new Set(changed.map((p) => normalizeChangedPath(p)));
  const sortedChanged = [...changedSet].sort(comparePaths);
  const claimants = new Map<string, string[]>();
  const byPhase: ChangeAttribution['byPhase'] = [];
  const claimedUnchanged: ChangeAttribution['claimedUnchanged'] = [];
  for (const { phase, filesModified } of envelopes) {
    const files = new Set<string>();
    const unchanged = new Set<string>();
    for (const raw of filesModified) {
      const isDir = /[\\/]$/.test(raw.trim());
      const path = normalizeChangedPath(raw, root);
      if (path === '' || path === '.') continue;
      const hits = isDir ? sortedChanged.filter((c) => c.startsWith(`${path}/`)) : changedSet.has(path) ? [path] : [];
      if (hits.length === 0) unchanged.add(isDir ? `${path}/` : path);
      for (const hit of hits) files.add(hit);
    }
    for (const file of files) {
      const list = claimants.get(file) ?? [];
      if (!list.includes(phase)) list.push(phase);
      claimants.set(file, list);
    }
    byPhase.push({ phase, files: [...files].sort(comparePaths) });
    if (unchanged.size > 0) claimedUnchanged.push({ phase, files: [...unchanged].sort(comparePaths) });
  }
  const unclaimed = sortedChanged.filter((file) => !claimants.has(file));
  const contested = sortedChanged
    .filter((file) => (claimants.get(file)?.length ?? 0) > 1)
    .map((file) => ({ file, phases: claimants.get(file)! }));
  return { byPhase, unclaimed, contested, claimedUnchanged };
}
