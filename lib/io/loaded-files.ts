// What a gate loads from places the tree walk does not hash (docs/design.md#autonomy-and-scope):
// inside ignored folders, the executable scripts, runner and package-manager configuration,
// loadable bytecode caches and, under a folder a gate names, the build instructions; the
// installed dependencies (node_modules: `.package-lock.json` and each top-level package's
// package.json and entry file; a virtualenv's `RECORD` files, `.pth` files, `sitecustomize.py`
// and `bin/` scripts; composer's `vendor/bin` and `installed.json`; nested node_modules too);
// what runners collect by their own rules (lib/snapshot/collected.ts); the files links point to.
// Found here, hashed by tree-snapshot.ts. Bounded: every list has a cap, and what a cap leaves
// out is a snapshot problem, never silence.

import { closeSync, constants, lstatSync, openSync, readdirSync, readSync, realpathSync, type Stats } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { isCollectedByRunner } from '../snapshot/collected.js';
import { isBuildInstruction, isLoadedConfig, pycacheLoadable, pycacheSource } from '../snapshot/loaded.js';
import { executedWhenIgnored, type ExecutedPath } from './executed-paths.js';

/** Most directory entries looked at inside ignored folders (not node_modules, vendor or a virtualenv). */
export const MAX_IGNORED_VISITED = 50_000;
/** Most files of installed dependencies hashed per snapshot. */
export const MAX_DEPENDENCY_FILES = 6_000;
const MAX_MANIFEST_BYTES = 1 << 20;
/** How deep nested node_modules (a package's own dependencies) are digested. */
const MAX_NESTED_DEPTH = 3;
const LOADABLE = /\.(?:[cm]?js|json|node)$/;

/** A path to hash, and whether it is a bytecode cache (hashed without its header). */
export interface LoadedPath extends ExecutedPath {
  pycache?: true;
  /** Already read (a package.json, parsed for its entry files): its stat and bytes, hashed as they are. */
  read?: { stat: Stats; bytes: Buffer };
}

type Kind = false | 'file' | 'pycache';

/** Whether a gitignored file at `path` is something a gate loads: 'pycache' for a loadable bytecode cache. */
export function loadedWhenIgnored(abs: string, path: string, name: string, stat: Stats, named: boolean): Kind {
  if (!stat.isFile()) return false;
  if (executedWhenIgnored(abs, path, stat) || isLoadedConfig(name) || (named && isBuildInstruction(name))) return 'file';
  // What a runner collects by its own rules (node --test in dist/ or tmp/, pytest, cargo, Maven).
  if (isCollectedByRunner(path, name)) return 'file';
  if (!name.endsWith('.pyc')) return false;
  const source = pycacheSource(path);
  if (source === null) return exists(join(dirname(abs), `${name.slice(0, -1)}`)) ? false : 'file'; // sourceless `N.pyc`: loaded when N.py is absent
  const sourceStat = lstatOrNull(join(abs, '..', '..', source.slice(source.lastIndexOf('/') + 1)));
  return sourceStat !== null && sourceStat.isFile() && pycacheLoadable(readHead(abs, 16), sourceStat) ? 'pycache' : false;
}

export interface IgnoredWalk {
  paths: LoadedPath[];
  /** node_modules, vendor and virtualenv folders met: their dependencies are digested, not walked. */
  nodeModules: string[];
  vendors: string[];
  venvs: string[];
  problems: string[];
}

/**
 * Walk the ignored folders `dirs` (relative to `root`) for what a gate loads. `gateDirs`: the
 * folders gates name; `skip`: names never entered (.git, .openforge); `skipRel`: folders left out
 * (the OpenForge home).
 */
export function walkIgnored(root: string, dirs: readonly string[], gateDirs: ReadonlySet<string>, skip: ReadonlySet<string>, skipRel: ReadonlySet<string>): IgnoredWalk {
  const out: IgnoredWalk = { paths: [], nodeModules: [], vendors: [], venvs: [], problems: [] };
  const stack = dirs.map((rel) => ({ rel, named: isNamed(rel, gateDirs) }));
  let visited = 0;
  while (stack.length > 0) {
    const { rel, named } = stack.pop()!;
    const name = rel.slice(rel.lastIndexOf('/') + 1);
    if (skipRel.has(rel)) continue;
    if (name === 'node_modules') { out.nodeModules.push(rel); continue; }
    if (name === 'vendor') { out.vendors.push(rel); continue; }
    const abs = join(root, rel);
    if (lstatOrNull(join(abs, 'pyvenv.cfg'))?.isFile() === true) { out.venvs.push(rel); continue; }
    let names: import('node:fs').Dirent[];
    try {
      names = readdirSync(abs, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const d of names) {
      if (++visited > MAX_IGNORED_VISITED) {
        out.problems.push(`${root}: more than ${MAX_IGNORED_VISITED} entries in ignored folders; the rest are not looked at (scripts and configuration there are not hashed).`);
        return out;
      }
      if (skip.has(d.name)) continue;
      const path = `${rel}/${d.name}`;
      if (d.isDirectory()) stack.push({ rel: path, named: named || gateDirs.has(path) });
      else if (d.isFile() || (d.isSymbolicLink() && (named || isCollectedByRunner(path, d.name)))) {
        const file = join(abs, d.name);
        const stat = lstatOrNull(file);
        if (stat === null) continue;
        if (stat.isSymbolicLink()) out.paths.push({ abs: file, path });
        else {
          const kind = loadedWhenIgnored(file, path, d.name, stat, named);
          if (kind !== false) out.paths.push(kind === 'pycache' ? { abs: file, path, pycache: true } : { abs: file, path });
        }
      }
    }
  }
  return out;
}

/** `rel` is a folder a gate names, or lies under one. */
export function isNamed(rel: string, gateDirs: ReadonlySet<string>): boolean {
  for (let i = rel.length; i > 0; i = rel.lastIndexOf('/', i - 1)) if (gateDirs.has(rel.slice(0, i))) return true;
  return false;
}

/**
 * A package's files as the previous snapshot found them, when its package.json is unchanged
 * (same stat key): its entry files need not be looked up again. Null: look them up.
 */
export type PackageHint = (pkg: string, manifest: Stats | null) => string[] | null;

/** The installed dependencies to hash, at most MAX_DEPENDENCY_FILES (a problem names the cut); missing ones are skipped by the caller. */
export function installedDependencies(root: string, walk: Pick<IgnoredWalk, 'nodeModules' | 'vendors' | 'venvs'>, problems: string[], hint: PackageHint = () => null): LoadedPath[] {
  const out: LoadedPath[] = [];
  const add = (rel: string | LoadedPath): void => {
    if (out.length === MAX_DEPENDENCY_FILES) problems.push(`${root}: more than ${MAX_DEPENDENCY_FILES} files of installed dependencies; the rest are not hashed.`);
    if (out.length < MAX_DEPENDENCY_FILES) out.push(typeof rel === 'string' ? { abs: join(root, rel), path: rel } : rel);
  };
  const realRoot = realOr(root);
  // A package's own node_modules (a nested dependency a test loads) is digested the same way, a few levels down.
  const queue = walk.nodeModules.map((nm) => ({ nm, depth: 0 }));
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const { nm, depth } = next;
    add(`${nm}/.package-lock.json`);
    for (const pkg of packageFolders(join(root, nm))) {
      const rel = `${nm}/${pkg}`;
      // A workspace package linked in (its real folder in the project, under no node_modules): its
      // files are the tree's own, hashed under their own paths; here only the link, so that a phase
      // editing the package is not seen as editing an install, and a link pointed elsewhere is a change.
      if (isWorkspaceLink(realRoot, join(root, rel))) {
        add(rel);
        continue;
      }
      // `node_modules/x.js` is what `require('x')` loads when there is no folder `x`.
      if (lstatOrNull(join(root, rel))?.isFile() === true) {
        if (LOADABLE.test(pkg)) add(rel);
        continue;
      }
      const manifest = lstatOrNull(join(root, rel, 'package.json'));
      for (const file of hint(rel, manifest) ?? packageFiles(root, rel, manifest)) add(file);
      if (depth < MAX_NESTED_DEPTH && lstatOrNull(join(root, rel, 'node_modules'))?.isDirectory() === true) queue.push({ nm: `${rel}/node_modules`, depth: depth + 1 });
    }
  }
  for (const vendor of walk.vendors) {
    add(`${vendor}/composer/installed.json`);
    for (const name of listNames(join(root, vendor, 'bin'))) {
      add(`${vendor}/bin/${name}`);
      const target = composerProxyTarget(join(root, vendor, 'bin', name));
      if (target !== null) add(`${vendor}/${target}`);
    }
  }
  for (const venv of walk.venvs) {
    for (const name of listNames(join(root, venv, 'bin'))) add(`${venv}/bin/${name}`);
    const libs = listNames(join(root, venv, 'lib')).filter((n) => n.startsWith('python')).map((n) => `${venv}/lib/${n}/site-packages`);
    for (const site of [...libs, `${venv}/Lib/site-packages`]) {
      for (const name of listNames(join(root, site))) {
        if (/\.(?:dist|egg)-info$/.test(name)) add(`${site}/${name}/RECORD`);
        else if (name.endsWith('.pth') || name === 'sitecustomize.py' || name === 'usercustomize.py') add(`${site}/${name}`);
      }
    }
  }
  return out;
}

/** `abs` is a link to a folder inside the project that no node_modules holds (a workspace package as npm, pnpm and yarn link it). */
function isWorkspaceLink(realRoot: string, abs: string): boolean {
  if (lstatOrNull(abs)?.isSymbolicLink() !== true) return false;
  const real = realOr(abs);
  const rel = relative(realRoot, real);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) && !rel.split(sep).includes('node_modules');
}

/** Top-level package folders of a node_modules (`pkg`, `@scope/pkg`), dot-folders (.bin, .cache) left out. */
function packageFolders(nm: string): string[] {
  const out: string[] = [];
  for (const name of listNames(nm)) {
    if (name.startsWith('.')) continue;
    if (name.startsWith('@')) for (const sub of listNames(join(nm, name))) out.push(`${name}/${sub}`);
    else out.push(name);
  }
  return out;
}

/**
 * A package's package.json (with its bytes, read once: parsed here, hashed as read) and its
 * entry files (`exports["."]`, `main`, else index.js), inside the package.
 */
function packageFiles(root: string, pkg: string, stat: Stats | null): Array<string | LoadedPath> {
  const dir = join(root, pkg);
  let manifest: Record<string, unknown> = {};
  let bytes: Buffer | null = null;
  if (stat?.isFile() === true && stat.size <= MAX_MANIFEST_BYTES) {
    bytes = readHead(join(dir, 'package.json'), stat.size + 1);
    try {
      const parsed: unknown = JSON.parse(bytes.toString('utf8'));
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) manifest = parsed as Record<string, unknown>;
    } catch {
      // Not JSON: its hash still says whether it changed.
    }
  }
  const entries = new Set<string>();
  const dot = exportTarget(manifest.exports, 0);
  if (dot !== null) entries.add(dot);
  if (typeof manifest.main === 'string') entries.add(manifest.main);
  if (entries.size === 0) entries.add('index.js');
  const path = `${pkg}/package.json`;
  // Read whole (not grown since the stat): hashed from these bytes, else read again by the snapshot.
  const files: Array<string | LoadedPath> = stat === null ? [] : [bytes !== null && bytes.length === stat.size ? { abs: join(dir, 'package.json'), path, read: { stat, bytes } } : path];
  for (const entry of entries) {
    const rel = entry.replace(/\\/g, '/').replace(/^\.\//, '');
    if (rel === '' || rel.split('/').includes('..') || isAbsolute(rel)) continue;
    const found = /\.(?:[cm]?js|json|node)$/.test(rel) ? rel : [rel, `${rel}.js`, `${rel}/index.js`].find((c) => lstatOrNull(join(dir, c))?.isFile() === true);
    if (found !== undefined) files.push(`${pkg}/${found}`);
  }
  return files;
}

/** `exports` → the file `require`/`import` of the package itself loads (conditions node, require, import, default). */
function exportTarget(value: unknown, depth: number): string | null {
  if (typeof value === 'string') return value;
  if (depth > 3 || typeof value !== 'object' || value === null) return null;
  const map = value as Record<string, unknown>;
  if ('.' in map) return exportTarget(map['.'], depth + 1);
  for (const key of ['node', 'require', 'import', 'default']) {
    const hit = exportTarget(map[key], depth + 1);
    if (hit !== null) return hit;
  }
  return null;
}

/** A composer proxy script in vendor/bin (`include __DIR__ . '/..'.'/phpunit/phpunit/phpunit';`): the vendor-relative file it runs. */
function composerProxyTarget(abs: string): string | null {
  const stat = lstatOrNull(abs);
  if (stat === null || !stat.isFile() || stat.size > 64 * 1024) return null;
  const m = /__DIR__\s*\.\s*'\/\.\.'\s*\.\s*'\/([^'\n]+)'/.exec(readHead(abs, 64 * 1024).toString());
  return m === null || m[1]!.split('/').includes('..') ? null : m[1]!;
}

/**
 * The file a link at `abs` points to, when it resolves (through any chain of links) to a regular
 * file inside `realRoot`: its path relative to the root. Links out of the tree are not followed.
 */
export function linkTarget(realRoot: string, abs: string): ExecutedPath | null {
  let real: string;
  try {
    real = realpathSync(abs);
  } catch {
    return null;
  }
  const rel = relative(realRoot, real);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return null;
  return lstatOrNull(real)?.isFile() === true ? { abs: real, path: rel.split(sep).join('/') } : null;
}

/** The project-relative form of `paths` that lie inside `root` (through its real path too). */
export function relativeInside(root: string, paths: readonly string[]): Set<string> {
  const out = new Set<string>();
  const realRoot = realOr(root);
  for (const p of paths) {
    for (const [base, abs] of [[resolve(root), resolve(p)], [realRoot, realOr(p)]] as const) {
      const rel = relative(base, abs);
      if (rel !== '' && !rel.startsWith('..') && !isAbsolute(rel)) out.add(rel.split(sep).join('/'));
    }
  }
  return out;
}

export function realOr(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}

function listNames(dir: string): string[] {
  try {
    return readdirSync(dir).sort();
  } catch {
    return [];
  }
}

function lstatOrNull(path: string): Stats | null {
  try {
    return lstatSync(path, { throwIfNoEntry: false }) ?? null;
  } catch {
    return null;
  }
}

function exists(path: string): boolean {
  return lstatOrNull(path) !== null;
}

function readHead(abs: string, bytes: number): Buffer {
  let fd: number | undefined;
  try {
    fd = openSync(abs, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOFOLLOW ?? 0));
    const head = Buffer.alloc(bytes);
    return head.subarray(0, readSync(fd, head, 0, bytes, 0));
  } catch {
    return Buffer.alloc(0);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
