/**
 * Hostile gate forms of issue 26 by class: values inside words (unittest operands, option
 * values, words after `--`, environment values) and, under `Shell-Gate`, invisible characters.
 * `OUT` stands for a folder outside the scratch project that holds canaries (a module that runs
 * the canary program when imported, a `sitecustomize.py`, a test reporter); test/gate/
 * corpus-values.test.ts replaces it with that folder's absolute path, runs every form a run
 * would execute through the real exec command, and looks for each form's effect. Forms marked
 * `run: false` are judged only (they would uninstall pip, or need a slow toolchain).
 * The first forms of each class are those the issue names; the rest are new variants.
 */

export interface ValueForm {
  readonly cls: string;
  readonly cmd: string;
  /** Judge with `Shell-Gate: true`. */
  readonly shellGate?: boolean;
  /** Whether the harness may execute it (default true). */
  readonly run?: boolean;
}

const forms: ValueForm[] = [];
const add = (cls: string, extra: Omit<ValueForm, 'cls' | 'cmd'>, ...cmds: string[]): void => {
  for (const cmd of cmds) forms.push({ cls, cmd, ...extra });
};

/** A `data:` URL whose module runs the canary, percent-encoded so no shell character is in it. */
const DATA_URL = 'data:text/javascript,import%7BexecSync%7Dfrom%22node:child_process%22%3BexecSync%28%22openforge-canary%22%29';

add('unittest-operand', {},
  'python3 -m unittest netrc.netrc', 'python3 -m unittest os.environ.copy', 'python3 -m unittest pwd.getpwall',
  'python3 -m unittest readline.write_history_file', 'python3 -I -m unittest netrc.netrc', 'env CI=1 timeout 60 python3 -m unittest netrc.netrc',
  'python3 -m unittest -k test netrc.netrc',
  // New variants.
  'python3 -B -m unittest -b os.environ.copy', 'python3 -m unittest --locals -f netrc.netrc', 'PYTHONDONTWRITEBYTECODE=1 python3 -m unittest this',
  'python3 -m unittest tests.test_a netrc.netrc', 'python3 -m unittest -v getpass.getuser', 'nice -n 5 python3 -m unittest this',
  'python3 -m unittest -q os.environ.copy', 'python3 -m unittest shlex.split');
add('unittest-operand', { run: false }, 'python3 -m unittest ensurepip._uninstall_helper', 'python -m unittest ensurepip._uninstall_helper');

add('option-value', {},
  'pytest -o addopts=--basetemp=OUT/bt', 'pytest -o addopts=--junitxml=~/.bashrc', 'pytest -o log_file=~/.profile',
  'pytest -o addopts=--debug=OUT/debug.log', 'pytest -o testpaths=OUT', 'pytest -o pythonpath=OUT', 'pytest -o cache_dir=../outside/cache',
  'pytest -o addopts=-pcanarymod', 'python3 -X pycache_prefix=OUT/pyc -m pytest -q', 'python3 -W error::this.Warning -m pytest -q',
  // New variants.
  'pytest --rootdir=OUT', 'pytest -c OUT/pytest.ini', 'pytest --junitxml=OUT/j.xml', 'pytest --confcutdir=../outside',
  'python3 -m pytest -o console_output_style=OUT', 'pytest -W error::this.Warning', 'pytest -o pythonpath=OUT -o addopts=-pcanarymod',
  'pytest --cov-report=html:OUT/cov', 'pytest -p no:cacheprovider -o addopts=-pcanarymod',
  'pytest -o junit_logging=all --junitxml OUT/junit.xml', 'python3 -Werror::this.Warning -m pytest', 'pytest -k x --junit-xml=../outside/j.xml');
add('option-value', { run: false }, 'python3 -X importtime -X pycache_prefix=OUT -m pytest',
  'cmake -DCMAKE_C_FLAGS=-BOUT -S . -B build', 'cmake -DCMAKE_C_COMPILER_LAUNCHER=OUT/c.sh -S . -B b', 'cmake -DCMAKE_USER_MAKE_RULES_OVERRIDE=OUT/x.cmake -S . -B b',
  'cmake -DCMAKE_MODULE_PATH=OUT -S . -B b', 'cmake -DCMAKE_AR=OUT/ar -S . -B b', 'cmake -DCMAKE_INSTALL_PREFIX=OUT -S . -B b',
  'cmake -S . -B build -DCMAKE_C_FLAGS=-fplugin=OUT/p.so', 'cmake -S . -B OUT/build', 'cmake -D CMAKE_PROJECT_TOP_LEVEL_INCLUDES=OUT/x.cmake -S . -B b',
  'mvn -o -q test -Djvm=OUT/java', 'mvn -q test -Dmaven.repo.local=OUT/repo', 'mvn test -DforkCount=1 -Djvm=../outside/java',
  './gradlew test -Dorg.gradle.java.home=OUT', 'gradle test -PbuildDir=../outside', 'go build -o OUT/x ./...', 'go test -coverprofile=../outside/c.out ./...',
  'cargo build --target-dir OUT/t', 'cargo test --manifest-path ../outside/Cargo.toml', 'tsc --outDir OUT', 'npx eslint -o ../outside/r.txt .',
  'npx vitest run --outputFile=OUT/v.json', 'make -C OUT test', 'make test V=../outside', 'dotnet test --results-directory OUT');

add('after-dashdash', {},
  'npm test -- --import=OUT/c.mjs', 'npm test -- --require=OUT/c.cjs', `npm test -- --import=${DATA_URL}`, 'npm test -- --test-reporter=OUT/r.mjs',
  'npm test -- --test-reporter-destination=~/.bashrc', 'npm test -- --require=~/.netrc',
  // New variants.
  'npm test -- --loader=OUT/c.mjs', 'npm test -- --experimental-loader OUT/c.mjs', 'npm run test -- -r OUT/c.cjs', 'npm test -- --test-reporter OUT/r.mjs',
  'npm test -- --test-reporter-destination=OUT/dest', 'npm test -- --env-file=OUT/.env', 'npm t -- --import OUT/c.mjs', 'npm test --silent -- --import=OUT/c.mjs',
  'npm test -- --require ../outside/c.cjs', `npm test -- --experimental-loader=${DATA_URL}`, 'npm test -- --import=./../outside/c.mjs',
  'npm test -- --test-reporter=spec --test-reporter-destination=OUT/spec.txt');
add('after-dashdash', { run: false }, 'cargo test -- --logfile=~/.bashrc', 'cargo test -- --logfile=OUT/log', 'cargo test -- --logfile ../outside/log',
  'cargo clippy -- -Zunstable-options', 'tox -- --rootdir=OUT', 'hatch test -- -p canarymod', 'composer test -- --bootstrap=OUT/b.php', 'dotnet test -- RunConfiguration.ResultsDirectory=OUT');

add('env-value', {},
  'PYTHONPATH=OUT pytest -q', 'env PYTHONPATH=OUT pytest -q', 'CI=1 PYTHONPATH=OUT pytest -q', 'PYTHONPATH=../outside pytest -q',
  // New variants.
  'PYTHONPATH=src:OUT python3 -m pytest -q', 'env CI=1 PYTHONPATH=OUT python3 -m unittest discover', 'timeout 60 env PYTHONPATH=OUT pytest -q',
  'PYTHONPATH=OUT/ python3 -m pytest', 'PYTHONPATH=.:../outside pytest', 'JEST_JUNIT_OUTPUT_DIR=OUT npm test', 'PLAYWRIGHT_BROWSERS_PATH=OUT npm test',
  'GOPROXY=https://example.invalid npm test', 'PYTHONPATH=~ pytest', 'TZ=/etc/localtime npm test', 'NODE_ENV=../x npm test');

// Invisible characters under Shell-Gate: a twin of scripts/check.sh whose name holds one runs the canary.
const INVISIBLE_NAMES: readonly string[] = [
  'check.sh\u{e0061}', 'che\u034fck.sh', 'check.sh\ufe0f', 'check\u115f.sh', '\u2800check.sh',
  // New variants.
  'check\u3164.sh', 'check\uffa0.sh', 'check.sh\u{e0100}', 'check.\u17b4sh', 'check.sh\u{e007f}', 'check\u2064.sh', 'check.sh\ufe00',
];
for (const name of INVISIBLE_NAMES) add('shell-gate-invisible', { shellGate: true }, `sh scripts/${name}`, `sh scripts/check.sh && sh scripts/${name}`);
add('shell-gate-invisible', { shellGate: true }, 'sh scripts/check.sh \u0301', 'bash \u0300scripts/check.sh');

export const VALUE_FORMS: readonly ValueForm[] = forms;
