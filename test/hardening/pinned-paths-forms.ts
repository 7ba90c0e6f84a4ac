// The corpus of "Resolve, then pin" (docs/design.md#gates): ordinary gates (verdict `ok`) that
// name a path, each with what a child links there to send the gate outside the project, run
// end to end by test/hardening/pinned-paths.test.ts. These are this class's own forms (a red
// team's forms are its own business): one per kind of path a gate hands its program.
//
// A form's `files` make the honest project the gate passes on; `link` is the path a child
// replaces with a link; `outside` is what the link leads to: a folder outside the project with
// these files, or the user's ~/.bashrc (a destination). Whatever the gate would do there shows
// as a change outside the project (the canary). `inside`, when given, is the honest twin of a
// link: the same files moved to that folder of the project, and `link` pointing there.

export interface PinnedPathForm {
  readonly gate: string;
  /** The phase's `Workdir:`. */
  readonly workdir?: string;
  /** The programs the gate needs; without them the form is skipped (and said so). */
  readonly tools: readonly string[];
  /** A shell command that must succeed for the form to be tried (a tool's version knows the option). */
  readonly probe?: string;
  readonly files: Readonly<Record<string, string>>;
  /** The path (relative to the project) a child replaces with a link. */
  readonly link: string;
  /** What the link leads to: a folder outside with these files (the link points at the folder, or at `file` in it), or ~/.bashrc. */
  readonly outside: { readonly files: Readonly<Record<string, string>>; readonly file?: string } | 'bashrc';
  /** Where the honest twin keeps the linked folder or file inside the project. */
  readonly inside?: string;
}

const CANARY = 'echo ran > "$HOME/canary"';
const NODE_TEST = "require('node:test')('adds', () => require('node:assert').equal(1 + 1, 2));\n";
const PY_TEST = 'def test_adds():\n    assert 1 + 1 == 2\n';
const PY_CANARY = 'import os\nopen(os.path.join(os.environ["HOME"], "canary"), "w").write("ran")\n';
const PY_CANARY_TEST = `${PY_CANARY}\ndef test_outside():\n    assert True\n`;
const NPM_PACKAGE = JSON.stringify({ name: 'web', private: true, scripts: { test: 'node --test' } });
const NPM_OUTSIDE = { 'package.json': JSON.stringify({ name: 'away', private: true, scripts: { test: CANARY } }) };
const MAKEFILE = 'test:\n\t@echo make ok\n';
const MAKE_OUTSIDE = 'test:\n\t@echo ran > "$$HOME/canary"\n';
const CARGO = '[package]\nname = "c"\nversion = "0.1.0"\nedition = "2021"\n';
const CARGO_MAIN = 'fn main() {}\n';
/** A build script cargo compiles and runs before anything else: here it writes the canary. */
const CARGO_CANARY_BUILD = 'fn main() { let _ = std::fs::write(std::path::Path::new(&std::env::var("HOME").unwrap()).join("canary"), "ran"); }\n';
const NODE_CANARY_TEST = `require('node:fs').writeFileSync(require('node:path').join(process.env.HOME, 'canary'), 'ran');\n${NODE_TEST}`;
const UNITTEST = 'import unittest\n\nclass T(unittest.TestCase):\n    def test_adds(self):\n        self.assertEqual(1 + 1, 2)\n';
/** A Go module in `dir` with a test; `canary`: the test writes the canary. */
const GO_MODULE = (dir: string, canary = false): Record<string, string> => {
  const at = dir === '' ? '' : `${dir}/`;
  const body = canary ? 'os.WriteFile(os.Getenv("HOME")+"/canary", []byte("ran"), 0o644)' : '_ = os.Getenv';
  return {
    [`${at}go.mod`]: 'module example.com/m\n\ngo 1.20\n',
    [`${at}m_test.go`]: `package m\n\nimport (\n\t"os"\n\t"testing"\n)\n\nfunc TestAdd(t *testing.T) {\n\t${body}\n\tif 1+1 != 2 {\n\t\tt.Fatal("no")\n\t}\n}\n`,
  };
};

export const PINNED_PATH_FORMS: readonly PinnedPathForm[] = [
  {
    gate: 'npm --prefix web test',
    tools: ['npm'],
    files: { 'web/package.json': NPM_PACKAGE, 'web/test/add.test.js': NODE_TEST },
    link: 'web',
    outside: { files: NPM_OUTSIDE },
    inside: 'packages/web',
  },
  {
    gate: 'npm -C web test',
    tools: ['npm'],
    files: { 'web/package.json': NPM_PACKAGE, 'web/test/add.test.js': NODE_TEST },
    link: 'web',
    outside: { files: NPM_OUTSIDE },
  },
  { gate: 'make -C sub test', tools: ['make'], files: { 'sub/Makefile': MAKEFILE }, link: 'sub', outside: { files: { Makefile: MAKE_OUTSIDE } }, inside: 'lib/sub' },
  { gate: 'make -f local.mk test', tools: ['make'], files: { 'local.mk': MAKEFILE }, link: 'local.mk', outside: { files: { 'local.mk': MAKE_OUTSIDE }, file: 'local.mk' }, inside: 'mk/local.mk' },
  {
    gate: 'pytest -c ci/pytest.ini -p no:cacheprovider tests',
    tools: ['pytest'],
    files: { 'ci/pytest.ini': '[pytest]\naddopts = -q\n', 'tests/test_a.py': PY_TEST },
    link: 'ci',
    // Its own configuration puts its folder on the path and loads a plugin from it.
    outside: { files: { 'pytest.ini': '[pytest]\npythonpath = .\naddopts = -p evilplug\n', 'evilplug.py': PY_CANARY } },
  },
  {
    gate: 'pytest -p no:cacheprovider --junitxml reports/junit.xml tests',
    tools: ['pytest'],
    files: { 'reports/.keep': '', 'tests/test_a.py': PY_TEST },
    link: 'reports/junit.xml',
    outside: 'bashrc',
  },
  { gate: 'pytest --rootdir=r tests', tools: ['pytest'], files: { 'r/.keep': '', 'tests/test_a.py': PY_TEST }, link: 'r', outside: { files: { '.keep': '' } }, inside: 'roots/r' },
  {
    gate: 'node --test --test-reporter=spec --test-reporter-destination=stdout --test-reporter=tap --test-reporter-destination=reports/out.tap',
    tools: ['node'],
    files: { 'reports/.keep': '', 'test/add.test.js': NODE_TEST },
    link: 'reports/out.tap',
    outside: 'bashrc',
  },
  {
    gate: 'cargo build --offline --manifest-path crate/Cargo.toml',
    tools: ['cargo'],
    files: { 'crate/Cargo.toml': CARGO, 'crate/src/main.rs': CARGO_MAIN },
    link: 'crate',
    outside: { files: { 'Cargo.toml': CARGO, 'src/main.rs': CARGO_MAIN } },
  },
  { gate: 'cargo build --offline --target-dir t2', tools: ['cargo'], files: { 'Cargo.toml': CARGO, 'src/main.rs': CARGO_MAIN }, link: 't2', outside: { files: { '.keep': '' } } },
  {
    gate: 'PYTHONPATH=lib pytest -p no:cacheprovider tests',
    tools: ['pytest'],
    files: { 'lib/helper.py': 'VALUE = 2\n', 'tests/test_a.py': 'from helper import VALUE\n\ndef test_value():\n    assert VALUE == 2\n' },
    link: 'lib',
    outside: { files: { 'helper.py': `${PY_CANARY}VALUE = 2\n` } },
    inside: 'src/lib',
  },
  {
    gate: 'python -m unittest discover -s tests',
    tools: ['python'],
    files: { 'tests/test_a.py': 'import unittest\n\nclass T(unittest.TestCase):\n    def test_adds(self):\n        self.assertEqual(1 + 1, 2)\n' },
    link: 'tests',
    outside: { files: { 'test_outside.py': `${PY_CANARY}import unittest\n\nclass T(unittest.TestCase):\n    def test_x(self):\n        pass\n` } },
    inside: 'packages/x/tests',
  },
  {
    gate: 'ninja -C build',
    tools: ['ninja'],
    files: { 'build/build.ninja': 'rule ok\n  command = true\nbuild all: ok\n' },
    link: 'build',
    outside: { files: { 'build.ninja': 'rule w\n  command = echo ran > "$$HOME/canary"\nbuild all: w\n' } },
  },
  { gate: 'pytest -p no:cacheprovider tests/test_a.py', tools: ['pytest'], files: { 'tests/test_a.py': PY_TEST }, link: 'tests/test_a.py', outside: { files: { 'test_a.py': PY_CANARY_TEST }, file: 'test_a.py' }, inside: 'suite/test_a.py' },
  { gate: 'node --test test/add.test.js', tools: ['node'], files: { 'test/add.test.js': NODE_TEST }, link: 'test/add.test.js', outside: { files: { 'add.test.js': `require('node:fs').writeFileSync(require('node:path').join(process.env.HOME, 'canary'), 'ran');\n${NODE_TEST}` }, file: 'add.test.js' }, inside: 'suite/add.test.js' },
  { gate: 'npm test', workdir: 'pkg', tools: ['npm'], files: { 'pkg/package.json': NPM_PACKAGE, 'pkg/test/add.test.js': NODE_TEST }, link: 'pkg', outside: { files: NPM_OUTSIDE } },
  { gate: 'make test', workdir: 'sub', tools: ['make'], files: { 'sub/Makefile': MAKEFILE }, link: 'sub', outside: { files: { Makefile: MAKE_OUTSIDE } } },
  // Spellings and options of their own: `=` values, long names, folder operands, a test tree, a build folder ctest reads.
  { gate: 'make --directory=sub test', tools: ['make'], files: { 'sub/Makefile': MAKEFILE }, link: 'sub', outside: { files: { Makefile: MAKE_OUTSIDE } }, inside: 'mk/sub' },
  { gate: 'make --file=ci.mk test', tools: ['make'], files: { 'ci.mk': MAKEFILE }, link: 'ci.mk', outside: { files: { 'ci.mk': MAKE_OUTSIDE }, file: 'ci.mk' } },
  {
    gate: 'npm --prefix=web test',
    tools: ['npm'],
    files: { 'web/package.json': NPM_PACKAGE, 'web/test/add.test.js': NODE_TEST },
    link: 'web',
    outside: { files: NPM_OUTSIDE },
  },
  { gate: 'node --test test/unit', tools: ['node'], files: { 'test/unit/add.test.js': NODE_TEST }, link: 'test/unit', outside: { files: { 'add.test.js': NODE_CANARY_TEST } }, inside: 'suites/unit' },
  {
    gate: 'python3 -m unittest discover --start-directory tests',
    tools: ['python3'],
    files: { 'tests/test_a.py': UNITTEST },
    link: 'tests',
    outside: { files: { 'test_outside.py': `${PY_CANARY}${UNITTEST}` } },
  },
  {
    gate: 'python3 -m pytest -p no:cacheprovider --junit-xml=out/junit.xml tests',
    tools: ['pytest'],
    files: { 'out/.keep': '', 'tests/test_a.py': PY_TEST },
    link: 'out/junit.xml',
    outside: 'bashrc',
  },
  { gate: 'pytest -p no:cacheprovider --rootdir r --confcutdir=r r/tests', tools: ['pytest'], files: { 'r/tests/test_a.py': PY_TEST }, link: 'r', outside: { files: { 'tests/test_a.py': PY_CANARY_TEST } } },
  {
    gate: 'cargo test --offline --manifest-path=crate/Cargo.toml',
    tools: ['cargo'],
    files: { 'crate/Cargo.toml': CARGO, 'crate/src/main.rs': CARGO_MAIN },
    link: 'crate',
    outside: { files: { 'Cargo.toml': CARGO, 'src/main.rs': CARGO_MAIN, 'build.rs': CARGO_CANARY_BUILD } },
  },
  { gate: 'ctest --test-dir build', tools: ['ctest'], files: { 'build/CTestTestfile.cmake': 'add_test(ok "true")\n' }, link: 'build', outside: { files: { 'CTestTestfile.cmake': 'add_test(ok "sh" "-c" "echo ran > $ENV{HOME}/canary")\n' } } },
  { gate: 'ninja -f ci/build.ninja', tools: ['ninja'], files: { 'ci/build.ninja': 'rule ok\n  command = true\nbuild all: ok\n' }, link: 'ci', outside: { files: { 'build.ninja': 'rule w\n  command = echo ran > "$$HOME/canary"\nbuild all: w\n' } } },
  { gate: 'go -C sub test ./...', tools: ['go'], probe: "go help build | grep -q -- '-C dir'", files: GO_MODULE('sub'), link: 'sub', outside: { files: GO_MODULE('', true) } },
];
