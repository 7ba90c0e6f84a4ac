/**
 * The type of each vetted option's value: together with the option lists of
 * lib/gate/profiles.ts these make each profile a grammar. An option means the same across most
 * programs (`--config` a file, `--timeout` a duration), so types are given by option name with
 * per-program exceptions; test/gate/profile-grammar.test.ts checks that every value option of
 * every profile has a type here. Review a change like code: a type too loose lets a value reach
 * outside the project or carry a setting.
 */

import { PYTHON_TOOLS } from './profiles-extended.js';
import { RUNNER_OPTION_TYPES } from './runners/tables.generated.js';
import { BOOLEAN_WORDS, type ClosedList, type KeyValueType, type ValueType } from './value-types.js';

const BOOL = BOOLEAN_WORDS;
const COLOR = ['auto', 'always', 'never', 'yes', 'no', 'true', 'false'];

/** `mvn -DNAME[=VALUE]`: switches that skip or select, never a path, a JVM or a program. */
const MAVEN_PROPERTIES: KeyValueType = {
  keys: {
    skipTests: BOOL, 'maven.test.skip': BOOL, skipITs: BOOL, test: 'pattern', 'it.test': 'pattern', 'surefire.failIfNoSpecifiedTests': BOOL,
    failIfNoTests: BOOL, 'checkstyle.skip': BOOL, 'spotless.check.skip': BOOL, 'jacoco.skip': BOOL, 'maven.javadoc.skip': BOOL, 'gpg.skip': BOOL,
    'enforcer.skip': BOOL, 'pmd.skip': BOOL, 'spotbugs.skip': BOOL, 'style.color': ['always', 'never', 'auto'], 'maven.test.failure.ignore': BOOL,
    'surefire.rerunFailingTestsCount': 'int', groups: 'name', excludedGroups: 'name', 'dependency-check.skip': BOOL, 'license.skip': BOOL,
  },
  bare: true,
};
/** `gradle -DNAME=VALUE`: the build's own switches. */
const GRADLE_SYSTEM: KeyValueType = {
  keys: { 'org.gradle.parallel': BOOL, 'org.gradle.caching': BOOL, 'org.gradle.console': ['plain', 'auto', 'rich', 'verbose'],
    'org.gradle.warning.mode': ['all', 'fail', 'summary', 'none'], 'test.single': 'pattern' },
};
/** `gradle -PNAME=VALUE`: project properties as plain words (a property the build reads as a path could reach outside). */
const GRADLE_PROJECT: KeyValueType = { keys: {}, openKeys: /^[A-Za-z][A-Za-z0-9_.-]*$/, openValue: 'name', bare: true };
/** `cmake -DNAME[:TYPE]=VALUE`: the listed CMAKE_ settings; a project's own options (not CMAKE_*) with a word value. */
const CMAKE_CACHE: KeyValueType = {
  keys: Object.fromEntries(Object.entries({
    CMAKE_BUILD_TYPE: ['Debug', 'Release', 'RelWithDebInfo', 'MinSizeRel'], CMAKE_EXPORT_COMPILE_COMMANDS: BOOL, BUILD_SHARED_LIBS: BOOL,
    BUILD_TESTING: BOOL, CMAKE_CXX_STANDARD: 'int', CMAKE_C_STANDARD: 'int', CMAKE_CXX_STANDARD_REQUIRED: BOOL, CMAKE_COLOR_DIAGNOSTICS: BOOL,
    CMAKE_POSITION_INDEPENDENT_CODE: BOOL, CMAKE_VERBOSE_MAKEFILE: BOOL, CMAKE_CXX_EXTENSIONS: BOOL, CMAKE_UNITY_BUILD: BOOL,
  } as Record<string, ValueType>).flatMap(([k, t]) => [[k, t], [`${k}:BOOL`, t], [`${k}:STRING`, t]])),
  openKeys: /^(?!CMAKE_)[A-Za-z][A-Za-z0-9_]*(:(BOOL|STRING))?$/,
  openValue: 'name',
};
/** python `-X NAME[=VALUE]`: diagnostics switches (not pycache_prefix, which writes elsewhere). */
const PYTHON_X: KeyValueType = {
  keys: { dev: 'name', utf8: ['0', '1'], importtime: ['1', '2'], faulthandler: 'name', tracemalloc: 'int', warn_default_encoding: 'name',
    no_debug_ranges: 'name', frozen_modules: ['on', 'off'], int_max_str_digits: 'int', showrefcount: 'name', cpu_count: 'int' },
  bare: true,
};

/** Types by option name, for every program unless PROGRAM_TYPES says otherwise. */
export const OPTION_TYPES: Readonly<Record<string, ValueType>> = {
  // Files and folders the program reads or writes: inside the project.
  '--build': 'path', '--cache-dir': 'path', '--cache-location': 'path', '--confcutdir': 'path', '--config': 'path', '--config-file': 'path',
  '--config-path': 'path', '--coverage-clover': 'output', '--coverage-dir': 'path', '--coverageDirectory': 'path', '--cwd': 'path', '--dir': 'path',
  '--directory': 'path', '--file': 'path', '--ignore-path': 'path', '--junit-path': 'output', '--junit-xml': 'output', '--junitxml': 'output',
  '--justfile': 'path', '--log-junit': 'output', '--makefile': 'path', '--manifest-path': 'path', '--noxfile': 'path', '--out': 'output',
  '--outDir': 'path', '--output': 'output', '--output-file': 'output', '--output-junit': 'output', '--outputFile': 'output', '--package-path': 'path',
  '--path': 'path', '--project-dir': 'path', '--rakefile': 'path', '--rcfile': 'path', '--results-directory': 'path', '--root': 'path',
  '--rootDir': 'path', '--rootdir': 'path', '--roots': 'path', '--scratch-path': 'path', '--settings': 'path', '--settings-path': 'path',
  '--source-path': 'path', '--spec': 'path', '--start-directory': 'path', '--target-dir': 'path', '--taskfile': 'path', '--test-dir': 'path',
  '--test-reporter-destination': 'output', '--top-level-directory': 'path', '--tsconfig': 'path', '--workdir': 'path', '--working-dir': 'path',
  '--working-directory': 'path', '--preload': 'path', '--conf': 'path', '-B': 'path', '-C': 'path', '-c': 'path', '-d': 'path', '-f': 'path',
  '-s': 'path', '-o': 'output', '-p': 'path', '-coverprofile': 'output', '-derivedDataPath': 'path', '-resultBundlePath': 'path',
  '-project': 'path', '-workspace': 'path',
  // Names: reporters, formats, profiles, packages, targets, rules, versions.
  '--activate-profiles': 'name', '--allow': 'name', '--arch': 'name', '--bench': 'name', '--bin': 'name', '--browser': 'name',
  '--build-tags': 'name', '--build_tag_filters': 'name', '--collect': 'pattern', '--color': COLOR, '--colors': ['never', 'auto', 'always'],
  '--compilation_mode': ['fastbuild', 'dbg', 'opt'], '--configuration': 'name', '--console': ['plain', 'auto', 'rich', 'verbose'],
  '--cov': 'name', '--cov-report': 'name', '--deny': 'name', '--diagnostic-level': ['info', 'warn', 'error'], '--disable': 'name',
  '--dist': ['no', 'load', 'loadscope', 'loadfile', 'loadgroup', 'worksteal', 'each'], '--edition': 'name', '--enable': 'name',
  '--end-of-line': ['lf', 'crlf', 'cr', 'auto'], '--env-mode': ['strict', 'loose', 'infer'], '--environment': 'name', '--error-format': 'name',
  '--error-level': 'int', '--example': 'name', '--except': 'name', '--exclude-group': 'name', '--exclude-task': 'name', '--ext': 'name',
  '--extend-ignore': 'name', '--extend-select': 'name', '--extension': 'name', '--extra': 'name', '--fail-level': 'name',
  '--failure-threshold': 'name', '--features': 'name', '--format': 'name', '--formatter': 'name', '--framework': 'name', '--group': 'name',
  '--head': 'name', '--import-mode': ['prepend', 'append', 'importlib'], '--jsx': 'name', '--level': 'name', '--lib': 'name', '--log-level': 'name',
  '--log-order': 'name', '--log-prefix': 'name', '--logLevel': 'name', '--logger': 'name', '--loglevel': 'name', '--message-format': 'name',
  '--mode': 'name', '--module': 'name', '--moduleResolution': 'name', '--new-from-rev': 'name', '--only': 'name', '--order': 'name',
  '--order-by': 'name', '--out-format': 'name', '--output-format': 'name', '--output-logs': 'name', '--output-style': 'name',
  '--output-sync': 'name', '--package': 'name', '--preset': 'name', '--product': 'name', '--profile': 'name', '--project': 'name',
  '--projects': 'name', '--python': 'name', '--python-version': 'name', '--pythonversion': 'name', '--reporter': 'name', '--runtime': 'name',
  '--select': 'name', '--selectProjects': 'name', '--session': 'name', '--sessions': 'name', '--severity': 'name', '--since': 'name',
  '--skip': 'name', '--suite': 'name', '--no-suite': 'name', '--summary': 'name', '--tag': 'name', '--tags': 'name', '--target': 'name',
  '--target-version': 'name', '--test': 'name', '--test-reporter': 'name', '--test_output': 'name', '--test_tag_filters': 'name',
  '--testsuite': 'name', '--ui': 'name', '--verbosity': 'name', '--warn': 'name', '--warning-mode': ['all', 'fail', 'summary', 'none'],
  '--workspace': 'name', '--except-warnings': 'name', '--ignore': 'path', '--env': 'pattern', '--tb': ['auto', 'long', 'short', 'line', 'native', 'no'],
  '--shell': ['sh', 'bash', 'dash', 'ksh', 'busybox'], '--shard': 'name', '--test-shard': 'name', '--shuffle': 'name', '--seed': 'name',
  '--repeat': 'name', '--sequence.shuffle': BOOL, '--base': 'name', '--name': 'pattern', '--nx-bail': 'name', '--no-tests': ['error', 'ignore'],
  '-A': 'name', '-D': 'name', '-E': 'pattern', '-F': 'name', '-G': 'pattern', '-I': 'name', '-L': 'pattern', '-O': 'name', '-P': 'name',
  '-R': 'pattern', '-S': 'path', '-T': 'name', '-W': 'name', '-a': 'name', '-checks': 'name', '-configuration': 'name', '-covermode': ['set', 'count', 'atomic'],
  '-coverpkg': 'name', '-cpu': 'name', '-destination': 'pattern', '-e': 'name', '-format': 'name', '-go': 'name', '-ignore': 'pattern', '-l': 'name',
  '-m': 'pattern', '-mod': ['mod', 'readonly', 'vendor'], '-only-testing': 'name', '-pl': 'name', '-py': 'name', '-r': 'name', '-scheme': 'pattern',
  '-sdk': 'name', '-skip-testing': 'name', '-t': 'pattern', '-tags': 'name', '-target': 'name', '-testPlan': 'name',
  '-v': ['q', 'quiet', 'm', 'minimal', 'n', 'normal', 'd', 'detailed', 'diag', 'diagnostic'], '-vet': 'name', '-x': 'name', '-i': 'name',
  '-u': 'name', '-w': 'name', '-Doptimize': ['Debug', 'ReleaseSafe', 'ReleaseFast', 'ReleaseSmall'], '-Dtarget': 'name', '-shellcheck': [''],
  // Numbers, durations and counts.
  '--bail': 'int', '--concurrency': 'count', '--cov-fail-under': 'number', '--durations': 'int', '--fail-under': 'number', '--jobs': 'count',
  '--line-length': 'int', '--load-average': 'number', '--max-complexity': 'int', '--max-diagnostics': 'int', '--max-failures': 'int',
  '--max-issues-per-linter': 'int', '--max-line-length': 'int', '--max-old-space-size': 'int', '--max-same-issues': 'int', '--max-warnings': 'int',
  '--max-workers': 'count', '--maxParallel': 'count', '--maxWorkers': 'count', '--maxfail': 'int', '--memory-limit': 'name', '--min': 'number',
  '--minWorkers': 'count', '--num-processes': 'count', '--num-workers': 'count', '--numprocesses': 'count', '--parallel': 'count',
  '--partitions': 'int', '--precision': 'int', '--repeat-each': 'int', '--rerun-each': 'int', '--reruns': 'int', '--retries': 'int',
  '--retry': 'int', '--runs_per_test': 'int', '--slow': 'number', '--stack-size': 'int', '--stack-trace-limit': 'int', '--test-concurrency': 'count',
  '--test-timeout': 'number', '--testTimeout': 'number', '--test_timeout': 'number', '--threads': 'count', '--timeout': 'number',
  '--timeout-multiplier': 'number', '--workers': 'count', '--workspace-concurrency': 'count', '-count': 'int', '-benchtime': 'number',
  '-fuzztime': 'number', '-j': 'count', '-n': 'count', '-parallel': 'int', '-timeout': 'number', '-shuffle': 'name',
  // Test and rule selectors in the runner's own syntax.
  '--deselect': 'pattern', '--exclude': 'pattern', '--exclude-pattern': 'pattern', '--exclude-regex': 'pattern', '--fgrep': 'pattern',
  '--grep': 'pattern', '--grep-invert': 'pattern', '--ignore-pattern': 'pattern', '--match': 'pattern', '--pattern': 'pattern',
  '--test-name-pattern': 'pattern', '--test-skip-pattern': 'pattern', '--testNamePattern': 'pattern', '--testPathIgnorePatterns': 'pattern',
  '--testPathPattern': 'pattern', '--test_filter': 'pattern', '--tests': 'pattern', '--tests-regex': 'pattern', '--label-regex': 'pattern',
  '--filter': 'pattern', '--per-file-ignores': 'pattern', '--extend-exclude': 'pattern', '--omit': 'pattern', '--include': 'pattern',
  '-bench': 'pattern', '-fuzz': 'pattern', '-run': 'pattern', '-skip': 'pattern', '-k': 'pattern', '-g': 'pattern',
  // KEY=VALUE settings.
  '--define': MAVEN_PROPERTIES, '--system-prop': GRADLE_SYSTEM, '--project-prop': GRADLE_PROJECT,
};

/** `uv run --with` / `uvx --with`: the well-known tools and the two pytest plugins most gates add, never a name from elsewhere. */
const WITH_PACKAGES: ClosedList = [...PYTHON_TOOLS, 'pytest-cov', 'pytest-xdist'];
/** Istanbul's built-in reporters (c8 `require`s any other name as a module). */
const ISTANBUL_REPORTERS: ClosedList = ['clover', 'cobertura', 'html', 'html-spa', 'json', 'json-summary', 'lcov', 'lcovonly', 'none',
  'teamcity', 'text', 'text-lcov', 'text-summary'];
/** node-tap's built-in reporters (any other value is a program or a module). */
const FLUTTER_REPORTERS: ClosedList = ['compact', 'expanded', 'failures-only', 'github', 'json', 'silent'];

/** Where a program's option means something else than OPTION_TYPES says (`program option`); the test runners' in their records. */
export const PROGRAM_TYPES: Readonly<Record<string, ValueType>> = {
  ...RUNNER_OPTION_TYPES,
  'mvn -D': MAVEN_PROPERTIES, 'mvn -f': 'path', 'mvn -P': 'name', 'mvn -T': 'count', 'gradle -D': GRADLE_SYSTEM, 'gradle -P': GRADLE_PROJECT,
  'gradle -x': 'name', 'gradle -p': 'path', 'cmake -D': CMAKE_CACHE, 'cmake -A': 'name', 'cmake -T': 'name', 'cmake -t': 'name', 'cmake -G': 'pattern',
  'oxlint -D': 'name', 'oxlint -W': 'name', 'oxlint -A': 'name', 'oxlint -c': 'path',
  'nx -c': 'name', 'nx -p': 'name', 'nx -t': 'name', 'dotnet -c': 'name', 'dotnet -f': 'name',
  'dotnet -s': 'path', 'dotnet -r': 'name', 'dotnet -o': 'output', 'dotnet -l': 'name', 'dotnet -a': 'name', 'dotnet --filter': 'pattern',
  'swift -c': ['debug', 'release'], 'swift --configuration': ['debug', 'release'], 'bazel -c': ['fastbuild', 'dbg', 'opt'], 'bazel --config': 'name',
  'bazelisk --config': 'name', 'task -c': 'count', 'task -t': 'path', 'task -d': 'path',
  'mypy -p': 'name', 'mypy --package': 'name', 'pyright -p': 'path',
  'uv -p': 'name', 'uv --project': 'path',
  'uv --package': 'name', 'pdm -p': 'path', 'pdm --project': 'path', 'poetry -P': 'path', 'poetry --project': 'path', 'poetry -C': 'path',
  'cargo -p': 'name', 'cargo --package': 'name', 'cargo --test': 'name', 'cargo --exclude': 'name', 'cargo -F': 'name', 'cargo --profile': 'name',
  'go -p': 'int', 'go -o': 'output', 'go -run': 'pattern', 'markdownlint -p': 'path', 'markdownlint -i': 'pattern', 'markdownlint -c': 'path',
  'tsc -p': 'path', 'tsc --project': 'path', 'vue-tsc -p': 'path', 'vue-tsc --project': 'path', 'pyright --project': 'path',
  'stylelint -f': 'name', 'staticcheck -f': 'name',
  'rubocop -f': 'name', 'rubocop -c': 'path', 'shellcheck -f': 'name', 'shellcheck -s': ['sh', 'bash', 'dash', 'ksh', 'busybox'],
  'shellcheck -S': ['error', 'warning', 'info', 'style'], 'shellcheck -e': 'name', 'shellcheck -o': 'name', 'shellcheck -P': 'path',
  'hadolint -f': 'name', 'hadolint -t': ['error', 'warning', 'info', 'style', 'ignore', 'none'], 'hadolint -c': 'path',
  'black -l': 'int', 'black -t': 'name', 'make -l': 'number', 'ninja -l': 'number', 'ninja -k': 'int', 'ninja -f': 'path', 'ninja -C': 'path',
  'golangci-lint -E': 'name', 'golangci-lint -c': 'path',
  'pylint -d': 'name', 'pylint -e': 'name', 'pylint --ignore': 'name', 'ruff --ignore': 'name', 'flake8 --ignore': 'name', 'deno --ignore': 'pattern',
  'hadolint --ignore': 'name', 'markdownlint --ignore': 'pattern', 'composer -d': 'path', 'just -d': 'path', 'just -f': 'path',
  'rails -n': 'pattern', 'rails -s': 'name', 'rails -e': 'name',
  'bun -t': 'pattern', 'bun --cwd': 'path', 'vite -m': 'name', 'vite -l': 'name', 'vite --base': 'pattern',
  'phpstan -l': 'name', 'dotnet -v': ['q', 'quiet', 'm', 'minimal', 'n', 'normal', 'd', 'detailed', 'diag', 'diagnostic'],
  'pnpm -C': 'path', 'pnpm --filter': 'pattern', 'pnpm -F': 'pattern', 'turbo --filter': 'pattern', 'turbo -F': 'pattern', 'turbo --cache-dir': 'path',
  'npm -w': 'name', 'pnpm -w': 'name', 'coverage -o': 'output', 'eslint -o': 'output', 'eslint -c': 'path', 'hatch -i': 'name', 'hatch -x': 'name',
  'isort --skip': 'pattern', 'swift --skip': 'pattern', 'swift --filter': 'pattern', 'deno --filter': 'pattern', 'deno -c': 'path',
  'psalm -c': 'path', 'vite -c': 'path',
  'stylelint -c': 'path', 'golangci-lint -j': 'count', 'rake -f': 'path', 'rake -j': 'count', 'meson -C': 'path', 'swift -j': 'count',
  'xcodebuild -project': 'path', 'actionlint -ignore': 'pattern', 'zig --summary': ['all', 'new', 'failures', 'none'],
  'bun --filter': 'pattern', 'bun --preload': 'path', 'node --test-reporter': 'name', 'eslint --cache-strategy': ['metadata', 'content'],
  // The profiles of lib/gate/profiles-extended.ts.
  'npm --prefix': 'path', 'npm -C': 'path', 'go -C': 'path', 'uv --with': WITH_PACKAGES, 'uvx --with': WITH_PACKAGES, 'uvx -p': 'name',
  'c8 -r': ISTANBUL_REPORTERS, 'c8 --reporter': ISTANBUL_REPORTERS, 'c8 -o': 'path', 'c8 --reports-dir': 'path', 'c8 --report-dir': 'path',
  'c8 --src': 'path', 'c8 -n': 'pattern', 'c8 -x': 'pattern', 'c8 -e': 'name', 'c8 --extension': 'name', 'c8 --lines': 'number',
  'c8 --functions': 'number', 'c8 --branches': 'number', 'c8 --statements': 'number', 'c8 --temp-directory': 'path',
  'flutter --name': 'pattern', 'flutter --plain-name': 'pattern', 'flutter --tags': 'name', 'flutter -t': 'name', 'flutter --exclude-tags': 'name',
  'flutter -x': 'name', 'flutter -r': FLUTTER_REPORTERS, 'flutter --reporter': FLUTTER_REPORTERS, 'flutter -j': 'count', 'flutter --concurrency': 'count',
  'flutter --timeout': 'name', 'flutter --coverage-path': 'output', 'flutter --test-randomize-ordering-seed': 'name',
  'cabal --test-show-details': ['always', 'never', 'failures', 'streaming', 'direct'], 'cabal -j': 'count', 'dune --root': 'path', 'dune --profile': 'name',
  'dune -j': 'count', 'dune --display': ['progress', 'short', 'quiet', 'verbose'], 'artisan --processes': 'count', 'artisan --testsuite': 'name',
  'artisan --group': 'name', 'artisan --exclude-group': 'name', 'artisan --env': 'name', 'artisan --min': 'number',
  'coverage --source': 'name', 'coverage --data-file': 'output', 'coverage --context': 'name',
  'coverage --concurrency': ['thread', 'multiprocessing', 'greenlet', 'eventlet', 'gevent'],
};

/** Profiles that share another's table (`py.test` is pytest, `mvnw` is mvn). */
const SAME_AS: Readonly<Record<string, string>> = { 'py.test': 'pytest', mvnw: 'mvn', gradlew: 'gradle', gmake: 'make', bazelisk: 'bazel' };

/** The type of `option`'s value for the profile `key`, or undefined when none is given (a bug the grammar test catches). */
export function optionType(key: string, option: string): ValueType | undefined {
  const program = SAME_AS[key] ?? key;
  return PROGRAM_TYPES[`${program} ${option}`] ?? OPTION_TYPES[option];
}

/** Python interpreter options with a value: `-W` a warning filter, `-X` a diagnostics switch. */
export const PYTHON_OPTION_TYPES: Readonly<Record<string, ValueType>> = { '-W': 'warning-filter', '-X': PYTHON_X };

/** Types of the vetted environment settings (`CI=1 npm test`). PYTHONPATH only inside the project; GOPROXY only off/direct. */
export const ENV_TYPES: Readonly<Record<string, ValueType>> = {
  CI: 'name', NODE_ENV: 'name', FORCE_COLOR: 'name', NO_COLOR: 'name', TERM: 'name', TZ: 'name', LANG: 'name', LC_ALL: 'name',
  RUST_BACKTRACE: 'name', RUST_LOG: 'pattern', CARGO_TERM_COLOR: 'name', CARGO_INCREMENTAL: 'name', CGO_ENABLED: 'name', GOOS: 'name',
  GOARCH: 'name', GOMAXPROCS: 'int', GOPROXY: ['off', 'direct'], PYTHONDONTWRITEBYTECODE: 'name', PYTHONUNBUFFERED: 'name',
  PYTHONHASHSEED: 'name', PYTHONPATH: 'path-list', RAILS_ENV: 'name', RACK_ENV: 'name', MIX_ENV: 'name', APP_ENV: 'name', DEBUG: 'pattern',
  VERBOSE: 'name', JEST_JUNIT_OUTPUT_DIR: 'path', VITEST_MAX_THREADS: 'int', PLAYWRIGHT_BROWSERS_PATH: 'path', TEST_ENV: 'name',
  SKIP_ENV_VALIDATION: 'name', DOTNET_CLI_TELEMETRY_OPTOUT: 'name', DOTNET_NOLOGO: 'name', NEXT_TELEMETRY_DISABLED: 'name', HUSKY: 'name',
  COVERAGE: 'name', TF_IN_AUTOMATION: 'name',
};

/** Types of make's vetted command-line variables (`make test V=1`). */
export const MAKE_VARIABLE_TYPE: ValueType = 'name';

