// What a gate loads although it is gitignored (docs/design.md#autonomy-and-scope), named purely:
// runner and package-manager configuration, Python's bytecode caches, the build instructions under
// a folder a gate names, and the manifests whose change lets installed dependencies change.
// lib/io/tree-snapshot.ts hashes what these names pick; diff.ts and scope.ts judge bytecode caches
// and installs by them.

/** Configuration a package manager or a test runner loads from wherever it lies (a `tmp/conftest.py` too). */
const CONFIG_NAMES: ReadonlySet<string> = new Set([
  '.npmrc', '.yarnrc', '.yarnrc.yml', '.pnpmfile.cjs', '.mocharc', '.babelrc',
  'pytest.ini', 'setup.cfg', 'tox.ini', 'conftest.py', 'pyproject.toml', 'sitecustomize.py', 'usercustomize.py',
]);
const CONFIG_PATTERN = /^(?:(?:jest|vitest|vitest\.workspace|vite|mocha|babel|ava|karma|playwright)\.config\.(?:[cm]?[jt]s|json)|vitest\.workspace\.(?:[cm]?[jt]s|json)|\.mocharc\.(?:[cm]?js|json|jsonc|ya?ml)|\.babelrc\.(?:[cm]?js|json))$/;

/** `name` is a runner's or package manager's configuration file. */
export function isLoadedConfig(name: string): boolean {
  return CONFIG_NAMES.has(name) || CONFIG_PATTERN.test(name);
}

/** What a build tool reads as instructions under a folder a gate names (`make -C build`, `ctest --test-dir build`). */
const BUILD_INSTRUCTION = /^(?:[Mm]akefile|GNUmakefile|CMakeCache\.txt|CTestTestfile\.cmake|DartConfiguration\.tcl|.+\.(?:mk|make|cmake|ninja|sh|bash|py|pl|rb|[cm]?js))$/;
/** Files make and ninja rewrite while they build (dependency records): not instructions a child plants. */
const BUILD_RECORD = /^(?:compiler_depend\.(?:make|internal|ts)|depend\.make|progress\.make)$/;

/** `name`, found under a folder a gate names, is something the build tool reads as instructions. */
export function isBuildInstruction(name: string): boolean {
  return BUILD_INSTRUCTION.test(name) && !BUILD_RECORD.test(name);
}

const PYCACHE = /(?:^|\/)__pycache__\/([^/.]+)\.[^/]*\.pyc$/;

/**
 * The source of a bytecode cache `D/__pycache__/N.<tag>[.opt-k].pyc`: `D/N.py`; null for any other path.
 * Python loads such a file only when its header matches the source's mtime and size.
 */
export function pycacheSource(path: string): string | null {
  const m = PYCACHE.exec(path);
  if (m === null) return null;
  const dir = path.slice(0, m.index);
  return `${dir === '' ? '' : `${dir}/`}${m[1]}.py`;
}

/**
 * A bytecode cache's header (PEP 552: magic, flags, then the source's mtime and size, or a
 * source hash) against its source's stat: whether Python would load it instead of compiling.
 * A hash-based cache is taken as loadable (an unchecked one is loaded whatever the source says).
 */
export function pycacheLoadable(header: Uint8Array, source: { mtimeMs: number; size: number }): boolean {
  if (header.length < 16) return false;
  const word = (at: number): number => (header[at]! | (header[at + 1]! << 8) | (header[at + 2]! << 16) | (header[at + 3]! << 24)) >>> 0;
  if ((word(4) & 1) === 1) return true;
  return word(8) === Math.floor(source.mtimeMs / 1000) >>> 0 && word(12) === source.size >>> 0;
}

/** The header bytes left out of a bytecode cache's hash: a re-stamp of the same code (a touched source) is no change. */
export const PYCACHE_HEADER_BYTES = 16;

/** Manifests and lockfiles: a change to one in the phase's scope lets the installed dependencies beside it change. */
const MANIFEST = /^(?:package\.json|package-lock\.json|npm-shrinkwrap\.json|yarn\.lock|pnpm-lock\.yaml|bun\.lockb?|requirements[^/]*\.txt|pyproject\.toml|poetry\.lock|uv\.lock|Pipfile(?:\.lock)?|setup\.py|setup\.cfg|composer\.(?:json|lock))$/;
const INSTALLED_SEGMENT = /(?:^|\/)(?:node_modules|site-packages|vendor)(?:\/|$)/;

/** `path` is a file of installed dependencies (node_modules, a virtualenv's site-packages, composer's vendor). */
export function isInstalledPath(path: string): boolean {
  return INSTALLED_SEGMENT.test(path);
}

/** `path` is a manifest or lockfile; its directory ('' for the root) governs the installs beneath it. */
export function manifestDirectory(path: string): string | null {
  const slash = path.lastIndexOf('/');
  const name = path.slice(slash + 1);
  return MANIFEST.test(name) ? path.slice(0, Math.max(slash, 0)) : null;
}
