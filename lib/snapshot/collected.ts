// Files a test runner or build tool picks up by its own rules, whatever the ignore rules say
// (docs/design.md#autonomy-and-scope): `node --test` with no operand runs every file its default
// patterns match, in `dist/`, `build/` and `tmp/` too; pytest collects `test_*.py`, `*_test.py`
// and loads every `conftest.py` on the way; cargo compiles a package's `build.rs` and
// `tests/*.rs`; Maven reads `.mvn/`. A child that plants one in an ignored folder changes what a
// gate runs, so the snapshot hashes them there (lib/io/loaded-files.ts). Pure: names only.

/** node --test's default patterns (node 20 to 24): `*.test.js`, `*-test.js`, `*_test.js`, `test-*.js`, `test.js`, with TypeScript forms node 22+ strips. */
const NODE_TEST_NAME = /^(?:.+[._-]test|test-.+|test)\.(?:[cm]?[jt]s)$/;
const SCRIPT = /\.(?:[cm]?[jt]s)$/;
/** pytest's default `python_files` (`test_*.py`, `*_test.py`). */
const PYTEST_NAME = /^(?:test_.*|.*_test)\.py$/;
/** What Maven reads from a project's `.mvn/` folder before any plugin: JVM options, CLI options, extensions. */
const MAVEN_CONFIG = /(?:^|\/)\.mvn\/(?:jvm\.config|maven\.config|extensions\.xml|wrapper\/maven-wrapper\.properties)$/;

/**
 * Folders pytest does not recurse into by default (`norecursedirs`: `build`, `dist`, dot-folders,
 * `*.egg`, `venv`, …): the copies `pip install .` builds in `build/lib` are not collected, so
 * they are not watched (an honest install would otherwise be a stray write).
 */
const PYTEST_SKIPS = (dir: string): boolean => /^(?:\..*|.*\.egg|_darcs|build|CVS|dist|node_modules|venv|\{arch\})$/.test(dir);

/**
 * `path` (project-relative, its last segment `name`) is a file a runner collects by its own
 * rules: a node test file (by name, or any script under a `test/` folder), a pytest test
 * module (outside the folders pytest skips), a cargo build script or integration test (not
 * cargo's own copies under `target`), or Maven's `.mvn/` configuration.
 */
export function isCollectedByRunner(path: string, name: string): boolean {
  // An installed Python tree outside a virtualenv folder (a conda env): its packages' own tests are its RECORD's, not the project's.
  if (/(?:^|\/)(?:site|dist)-packages\//.test(path)) return false;
  const dirs = path.split('/').slice(0, -1);
  if (NODE_TEST_NAME.test(name) || MAVEN_CONFIG.test(path)) return true;
  if (SCRIPT.test(name) && dirs.includes('test')) return true;
  if (PYTEST_NAME.test(name)) return !dirs.some(PYTEST_SKIPS);
  return (name === 'build.rs' || (name.endsWith('.rs') && dirs.includes('tests'))) && !dirs.includes('target');
}

/** A compiled script's extension, and the source extensions it is built from. */
const COMPILED = /\.([cm]?)js$/;
const OUTPUT_DIRS: ReadonlySet<string> = new Set(['dist', 'build', 'out']);

/**
 * The sources a collected test in a build-output folder is compiled from (`dist/test/a.test.js`
 * from `test/a.test.ts` or `src/test/a.test.ts`, and the `.js` itself copied): a rebuild of a
 * test the phase changed in scope is part of that change, not a stray write. Empty for anything else.
 */
export function compiledTestSources(path: string): string[] {
  const parts = path.split('/');
  const at = parts.findIndex((p) => OUTPUT_DIRS.has(p));
  const m = COMPILED.exec(path);
  if (at < 0 || at === parts.length - 1 || m === null || !isCollectedByRunner(path, parts.at(-1)!)) return [];
  const rest = parts.slice(at + 1).join('/');
  const stem = rest.slice(0, -m[0].length);
  const base = at === 0 ? '' : `${parts.slice(0, at).join('/')}/`;
  const out: string[] = [];
  for (const dir of ['', 'src/']) for (const ext of [`${m[1]}ts`, 'ts', 'tsx', `${m[1]}js`]) out.push(`${base}${dir}${stem}.${ext}`);
  return [...new Set(out)];
}
