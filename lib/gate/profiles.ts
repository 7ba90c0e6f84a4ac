/**
 * Vetted gate profiles: the ordinary build, test and lint invocations a gate may run
 * without a human confirming it (docs/design.md#gates). This table is the whole allowlist;
 * review a change to it like code. A gate is `ok` only when its program, subcommand,
 * every option and every environment assignment is listed here; anything else that is
 * not rejected needs the user's confirmation (`confirm`).
 *
 * Options listed here are known not to take code: a listed value option's value is data
 * (a path, a name, a number, a pattern), never a program, a module URL or a script.
 */

import type { GateProfile } from './profile-shape.js';
import { EXTENDED_PROFILES } from './profiles-extended.js';
import { RUNNER_PROFILES } from './runners/tables.generated.js';

export type { GateProfile } from './profile-shape.js';

const profile = (p: GateProfile): GateProfile => p;

/** What `npx X`, `pnpm exec X` and `bunx X` may run: JS runners, never a package name npx would download and run. */
const JS_RUNNERS = ['tsc', 'vue-tsc', 'eslint', 'vitest', 'jest', 'playwright', 'mocha', 'prettier', 'biome', 'oxlint', 'stylelint',
  'turbo', 'nx', 'vite', 'tsx', 'cypress', 'ava', 'markdownlint', 'markdownlint-cli2', 'c8', 'tap'];
/** The runners an `npm test -- …` may reach: words after `--` must be their options, with typed values. */
const JS_PASSTHROUGH = ['vitest', 'jest', 'mocha', 'playwright', 'node'];
const PYTEST_PASSTHROUGH = ['pytest'];

/** What `uv run X`, `poetry run X`, … may run. */
export const PYTHON_RUNNERS: readonly string[] = ['pytest', 'py.test', 'python', 'python3', 'mypy', 'ruff', 'black', 'isort', 'flake8', 'pylint', 'pyright',
  'tox', 'nox', 'coverage'];

const NPM_FLAGS = ['--silent', '-s', '--if-present', '--workspaces', '-ws', '--include-workspace-root', '--no-audit', '--no-fund',
  '--quiet', '-q', '--verbose', '--foreground-scripts', '--ignore-scripts'];
const NPM_VALUES = ['--workspace', '-w', '--loglevel'];
/**
 * npm's `--prefix` (short `-C`) runs npm in another folder's package (docs.npmjs.com/cli/using-npm/config#prefix:
 * "Runs npm commands in a different directory"): a path inside the project, so its scripts are the project's.
 */
const NPM_PREFIX = ['--prefix', '-C'];
const NPX_FLAGS = ['--no-install', '--no', '--yes', '-y', '--quiet', '-q', '--silent'];
const CARGO_FLAGS = ['--all-features', '--no-default-features', '--workspace', '--all', '--all-targets', '--release', '--locked',
  '--frozen', '--offline', '--lib', '--bins', '--tests', '--doc', '-q', '--quiet', '-v', '-vv', '--verbose', '--no-fail-fast',
  '--no-run', '--examples', '--benches', '--check', '--no-deps', '--keep-going', '--future-incompat-report'];
const CARGO_VALUES = ['--features', '-F', '-p', '--package', '--target', '-j', '--jobs', '--message-format', '--manifest-path',
  '--target-dir', '--profile', '--color', '--exclude', '--bin', '--test', '--example', '--bench'];
const GO_FLAGS = ['-v', '-race', '-short', '-cover', '-failfast', '-benchmem', '-json', '-trimpath', '-x', '-n', '-a', '-modcacherw',
  '-l', '-d', '-s', '-e'];
const GO_VALUES = ['-count', '-run', '-skip', '-timeout', '-coverprofile', '-covermode', '-coverpkg', '-tags', '-p', '-bench',
  '-benchtime', '-mod', '-o', '-parallel', '-cpu', '-shuffle', '-vet', '-fuzz', '-fuzztime'];
const JVM_FLAGS = ['-B', '--batch-mode', '-q', '--quiet', '-e', '--errors', '-am', '--also-make', '-amd', '-o', '--offline',
  '-ntp', '--no-transfer-progress', '-fae', '--fail-at-end', '-ff', '--fail-fast', '-X', '--debug', '-N', '--non-recursive'];
const JVM_VALUES = ['-pl', '--projects', '-P', '--activate-profiles', '-T', '--threads', '-f', '--file', '-D', '--define'];
const GRADLE_FLAGS = ['--no-daemon', '--daemon', '--stacktrace', '-s', '--full-stacktrace', '--info', '-i', '--quiet', '-q',
  '--warn', '-w', '--offline', '--parallel', '--no-parallel', '--continue', '--build-cache', '--no-build-cache', '--configuration-cache',
  '--no-configuration-cache', '--rerun-tasks', '--dry-run', '-m', '--refresh-dependencies'];
const GRADLE_VALUES = ['-x', '--exclude-task', '--console', '-P', '--project-prop', '-D', '--system-prop', '-p', '--project-dir',
  '--max-workers', '--warning-mode', '--tests'];
const GRADLE_TASKS = ['build', 'test', 'check', 'assemble', 'clean', 'lint', 'compileJava', 'compileKotlin', 'compileTestJava',
  'compileTestKotlin', 'ktlintCheck', 'detekt', 'spotlessCheck', 'javadoc', 'jacocoTestReport', 'integrationTest', 'lintDebug',
  'testDebugUnitTest', 'testReleaseUnitTest', 'assembleDebug', 'assembleRelease', 'jar', 'classes', 'testClasses'];
const MAVEN_PHASES = ['clean', 'validate', 'compile', 'test-compile', 'test', 'package', 'verify', 'spotless:check',
  'checkstyle:check', 'pmd:check', 'spotbugs:check', 'jacoco:report', 'license:check', 'dependency:tree', 'enforcer:enforce'];
const MAKE_FLAGS = ['-k', '--keep-going', '-s', '--silent', '--quiet', '--no-print-directory', '-w', '--print-directory', '-B',
  '--always-make', '-n', '--dry-run', '-r', '--no-builtin-rules', '-R', '--no-builtin-variables', '--warn-undefined-variables'];
const MAKE_VALUES = ['-j', '--jobs', '-C', '--directory', '-f', '--file', '--makefile', '-l', '--load-average', '-O', '--output-sync'];

/** Scripts and targets that `yarn NAME` / `pnpm NAME` run without `run` (any other name may be a binary). */
export const SCRIPT_NAMES: readonly string[] = ['test', 'lint', 'build', 'typecheck', 'type-check', 'check', 'format:check',
  'lint:ci', 'test:ci', 'test:unit', 'test:e2e', 'test:integration', 'ci', 'verify', 'compile'];

/** Profiles by program key (basename, lower case: lib/gate/options.ts programKey). */
export const GATE_PROFILES: Readonly<Record<string, GateProfile>> = {
  ...EXTENDED_PROFILES,
  // The test runners' own profiles, from their records (lib/gate/runners/).
  ...RUNNER_PROFILES,
  // JavaScript / TypeScript: package scripts (the project's own code) and known runners.
  // `npm ci` and `npm install` stay confirm: they download packages and run their install scripts (CONFIRMED_ON_PURPOSE).
  npm: profile({ subcommands: ['test', 't', 'tst', 'run', 'run-script', 'rum', 'urn'], flags: NPM_FLAGS, values: [...NPM_VALUES, ...NPM_PREFIX],
    operands: true, passthrough: JS_PASSTHROUGH }),
  pnpm: profile({ subcommands: ['test', 't', 'run', 'exec', ...SCRIPT_NAMES], flags: [...NPM_FLAGS, '-r', '--recursive', '--parallel', '--stream',
    '--no-bail', '--bail', '--aggregate-output', '--reporter-hide-prefix'], values: [...NPM_VALUES, '--filter', '-F', '-C', '--dir',
    '--reporter', '--workspace-concurrency'], operands: true, passthrough: JS_PASSTHROUGH, runs: true, runsAfter: ['exec'], runsFrom: JS_RUNNERS }),
  // `yarn workspace NAME …` runs the rest as a yarn command in that workspace (yarnpkg.com/cli/workspace), judged
  // by this profile again; `yarn vitest run` runs the package binary (yarnpkg.com/cli/run: "a binary of a dependency").
  yarn: profile({ subcommands: ['test', 'run', 'workspace', ...SCRIPT_NAMES], flags: ['--silent', '-s', '--frozen-lockfile', '--immutable',
    '--verbose', '--offline'], values: ['--cwd'], operands: true, passthrough: JS_PASSTHROUGH, binaries: JS_RUNNERS }),
  bun: profile({ subcommands: ['test', 'run'], flags: ['--silent', '--bail', '--coverage', '--only', '--todo', '--update-snapshots', '--concurrent'],
    values: ['--timeout', '-t', '--test-name-pattern', '--filter', '--rerun-each', '--preload', '--cwd'], operands: true, passthrough: JS_PASSTHROUGH }),
  npx: profile({ subcommands: null, flags: NPX_FLAGS, values: [], operands: true, runs: true, runsFrom: JS_RUNNERS }),
  pnpx: profile({ subcommands: null, flags: NPX_FLAGS, values: [], operands: true, runs: true, runsFrom: JS_RUNNERS }),
  bunx: profile({ subcommands: null, flags: ['--bun'], values: [], operands: true, runs: true, runsFrom: JS_RUNNERS }),
  tsc: profile({ subcommands: null, flags: ['--noEmit', '-b', '--build', '--pretty', '--strict', '--incremental', '--listFiles',
    '--skipLibCheck', '--noUnusedLocals', '--noUnusedParameters', '--verbose', '--force', '--dry', '--emitDeclarationOnly',
    '--declaration', '--extendedDiagnostics', '--noErrorTruncation', '--clean'], values: ['-p', '--project', '--target', '--module',
    '--outDir', '--jsx', '--lib', '--moduleResolution'], operands: true }),
  'vue-tsc': profile({ subcommands: null, flags: ['--noEmit', '-b', '--build'], values: ['-p', '--project'], operands: false }),
  eslint: profile({ subcommands: null, flags: ['--cache', '--quiet', '--no-eslintrc', '--report-unused-disable-directives',
    '--no-error-on-unmatched-pattern', '--no-warn-ignored', '--color', '--no-color', '--debug', '--no-inline-config',
    '--pass-on-no-patterns'], values: ['--max-warnings', '--ext', '-c', '--config', '--cache-location', '--ignore-path',
    '--ignore-pattern', '-o', '--output-file', '--cache-strategy'], operands: true }),
  prettier: profile({ subcommands: null, flags: ['--check', '-c', '--list-different', '-l', '--no-config', '--no-editorconfig',
    '--ignore-unknown', '-u', '--no-error-on-unmatched-pattern', '--cache'], values: ['--config', '--ignore-path', '--log-level',
    '--end-of-line', '--cache-location'], operands: true }),
  biome: profile({ subcommands: ['check', 'lint', 'ci', 'format'], flags: ['--error-on-warnings', '--no-errors-on-unmatched',
    '--verbose', '--changed', '--staged'], values: ['--max-diagnostics', '--config-path', '--diagnostic-level', '--reporter',
    '--since'], operands: true }),
  oxlint: profile({ subcommands: null, flags: ['--deny-warnings', '--quiet', '--import-plugin', '--react-plugin', '--jest-plugin',
    '--vitest-plugin', '--jsx-a11y-plugin', '--nextjs-plugin', '--promise-plugin', '--node-plugin'], values: ['--max-warnings', '-c',
    '--config', '-D', '--deny', '-W', '--warn', '-A', '--allow', '--format', '--tsconfig'], operands: true }),
  stylelint: profile({ subcommands: null, flags: ['--cache', '--quiet', '--allow-empty-input', '--report-needless-disables',
    '--report-invalid-scope-disables'], values: ['--max-warnings', '--config', '-c', '--formatter', '-f', '--ignore-path'], operands: true }),
  turbo: profile({ subcommands: ['run', 'test', 'lint', 'build', 'typecheck', 'check'], flags: ['--continue', '--no-cache', '--force',
    '--no-daemon', '--affected', '--parallel'], values: ['--filter', '-F', '--concurrency', '--output-logs', '--log-order', '--cache-dir',
    '--env-mode', '--log-prefix'], operands: true, passthrough: JS_PASSTHROUGH }),
  nx: profile({ subcommands: ['run', 'run-many', 'affected', 'test', 'lint', 'build', 'e2e', 'typecheck'], flags: ['--skip-nx-cache',
    '--parallel', '--verbose', '--no-cloud', '--all'], values: ['--target', '-t', '--projects', '-p', '--configuration', '-c', '--base',
    '--head', '--exclude', '--nx-bail', '--output-style', '--maxParallel'], operands: true }),
  vite: profile({ subcommands: ['build'], flags: ['--emptyOutDir', '--minify', '--sourcemap', '--ssr', '--watch=false'],
    values: ['--mode', '-m', '--outDir', '--base', '--config', '-c', '--logLevel', '-l'], operands: true }),
  tsx: profile({ subcommands: null, flags: ['--test', '--no-cache'], values: ['--tsconfig'], operands: true, passthrough: [] }),
  deno: profile({ subcommands: ['test', 'lint', 'fmt', 'check', 'task', 'bench', 'doc'], flags: ['-A', '--allow-all', '--allow-read',
    '--allow-env', '--allow-net', '--allow-write', '--allow-run', '--allow-sys', '--allow-ffi', '--allow-hrtime', '--check', '--parallel', '--quiet', '-q', '--unstable',
    '--coverage', '--fail-fast', '--no-check', '--doc', '--frozen', '--no-lock', '--trace-leaks', '--permit-no-files', '--lint'],
  values: ['--filter', '--config', '-c', '--coverage-dir', '--reporter', '--ext', '--ignore', '--junit-path', '--shuffle'], operands: true, passthrough: [] }),
  node: profile({ subcommands: null, flags: ['--test', '--experimental-test-coverage', '--enable-source-maps', '--experimental-vm-modules',
    '--no-warnings', '--test-only', '--trace-warnings', '--trace-uncaught', '--experimental-strip-types', '--no-experimental-strip-types',
    '--experimental-default-type=module', '--test-update-snapshots', '--throw-deprecation', '--pending-deprecation'],
  values: ['--test-reporter', '--test-reporter-destination', '--test-concurrency', '--test-name-pattern', '--test-skip-pattern', '--test-timeout', '--max-old-space-size',
    '--stack-size', '--test-shard', '--stack-trace-limit'], operands: true, passthrough: [] }),

  mypy: profile({ subcommands: null, flags: ['--strict', '--ignore-missing-imports', '--no-incremental', '--show-error-codes',
    '--pretty', '--warn-unused-ignores', '--check-untyped-defs', '--disallow-untyped-defs', '--no-error-summary', '--non-interactive',
    '--namespace-packages', '--explicit-package-bases', '--no-color-output', '--show-column-numbers'], values: ['--config-file',
    '--python-version', '-p', '--package', '--exclude', '--cache-dir'], operands: true }),
  ruff: profile({ subcommands: ['check', 'format'], flags: ['--no-fix', '--check', '--diff', '--quiet', '-q', '--statistics',
    '--show-fixes', '--exit-non-zero-on-fix', '--no-cache', '--preview', '--isolated'], values: ['--output-format', '--select',
    '--ignore', '--extend-select', '--config', '--target-version', '--line-length', '--exclude'], operands: true }),
  black: profile({ subcommands: null, flags: ['--check', '--diff', '-q', '--quiet', '--fast', '--color', '--preview', '-v'],
    values: ['--line-length', '-l', '--target-version', '-t', '--config', '--exclude', '--extend-exclude'], operands: true }),
  isort: profile({ subcommands: null, flags: ['--check-only', '--check', '-c', '--diff', '-q', '--profile=black'],
    values: ['--profile', '--settings-path', '--skip'], operands: true }),
  flake8: profile({ subcommands: null, flags: ['--count', '--statistics', '--show-source', '-q'], values: ['--max-line-length',
    '--select', '--ignore', '--extend-ignore', '--exclude', '--config', '--max-complexity', '--per-file-ignores'], operands: true }),
  pylint: profile({ subcommands: null, flags: ['--errors-only', '-E', '--disable-all', '--recursive=y', '--score=n', '--exit-zero'],
    values: ['--rcfile', '--disable', '-d', '--enable', '-e', '-j', '--jobs', '--fail-under', '--output-format', '--ignore'], operands: true }),
  pyright: profile({ subcommands: null, flags: ['--outputjson', '--warnings', '--verbose', '--stats'], values: ['-p', '--project',
    '--pythonversion', '--level'], operands: true }),
  // `coverage run` is judged by lib/gate/vetting-forms.ts (COVERAGE_RUN). `--rcfile` is not listed: a coverage
  // configuration can name plugins, Python modules coverage imports (coverage.readthedocs.io/en/latest/config.html#run-plugins).
  coverage: profile({ subcommands: ['report', 'xml', 'html', 'combine', 'erase', 'json', 'lcov', 'run'], flags: ['--show-missing', '-m',
    '--skip-covered', '--skip-empty', '-q'], values: ['--fail-under', '-o', '--include', '--omit', '--precision'], operands: false }),
  uv: profile({ subcommands: ['run'], flags: ['--frozen', '--locked', '--no-sync', '--all-extras', '--isolated', '--no-project',
    '--quiet', '-q', '--offline', '--all-packages', '--no-dev', '--dev', '--exact', '--active'], values: ['--extra', '--group',
    '--python', '-p', '--package', '--project', '--directory', '--with'], operands: true, runs: true, runsAfter: ['run'], runsFrom: PYTHON_RUNNERS }),
  poetry: profile({ subcommands: ['run', 'check'], flags: ['--no-interaction', '-n', '--quiet', '-q', '--lock', '--strict'],
    values: ['-C', '--directory', '-P', '--project'], operands: true, runs: true, runsAfter: ['run'], runsFrom: PYTHON_RUNNERS }),
  pipenv: profile({ subcommands: ['run'], flags: [], values: [], operands: true, runs: true, runsAfter: ['run'], runsFrom: PYTHON_RUNNERS }),
  pdm: profile({ subcommands: ['run'], flags: ['--list'], values: ['-p', '--project'], operands: true, runs: true, runsAfter: ['run'], runsFrom: PYTHON_RUNNERS }),
  // `hatch run [ENV:]SCRIPT` is judged by lib/gate/vetting-forms.ts (a project script name, or a Python runner).
  hatch: profile({ subcommands: ['test', 'fmt', 'run'], flags: ['--check', '--cover', '--all', '--parallel', '--randomize'],
    values: ['--python', '-py', '--include', '-i', '--exclude', '-x'], operands: true, passthrough: PYTEST_PASSTHROUGH }),

  // Rust
  cargo: profile({ subcommands: ['test', 'build', 'check', 'clippy', 'fmt', 'doc', 'bench', 'nextest', 'run', 'deny', 'audit',
    'udeps', 'tarpaulin', 'llvm-cov'], flags: CARGO_FLAGS, values: CARGO_VALUES, operands: true, passthrough: ['libtest'] }),
  rustfmt: profile({ subcommands: null, flags: ['--check'], values: ['--edition', '--config-path'], operands: true }),

  // Go
  // `go -C DIR` changes to DIR first (go.dev/src/cmd/go/testdata/script/chdir.txt: it must be the first flag; go refuses it elsewhere).
  go: profile({ subcommands: ['test', 'build', 'vet', 'run', 'list', 'version', 'fmt'], flags: GO_FLAGS, values: [...GO_VALUES, '-C'],
    operands: true, passthrough: [] }),
  gofmt: profile({ subcommands: null, flags: ['-l', '-d', '-s', '-e'], values: [], operands: true }),
  'golangci-lint': profile({ subcommands: ['run'], flags: ['--fast', '--verbose', '-v', '--new', '--allow-parallel-runners',
    '--show-stats'], values: ['--timeout', '-c', '--config', '--new-from-rev', '--out-format', '--enable', '-E', '--disable',
    '--max-issues-per-linter', '--max-same-issues', '--build-tags', '-j', '--concurrency'], operands: true }),
  staticcheck: profile({ subcommands: null, flags: ['-tests=false'], values: ['-checks', '-tags', '-go', '-f'], operands: true }),

  // JVM
  mvn: profile({ subcommands: MAVEN_PHASES, flags: JVM_FLAGS, values: JVM_VALUES, operands: true, tasks: true }),
  mvnw: profile({ subcommands: MAVEN_PHASES, flags: JVM_FLAGS, values: JVM_VALUES, operands: true, tasks: true }),
  gradle: profile({ subcommands: GRADLE_TASKS, flags: GRADLE_FLAGS, values: GRADLE_VALUES, operands: true, tasks: true }),
  gradlew: profile({ subcommands: GRADLE_TASKS, flags: GRADLE_FLAGS, values: GRADLE_VALUES, operands: true, tasks: true }),

  // .NET
  dotnet: profile({ subcommands: ['test', 'build', 'format'], flags: ['--no-restore', '--no-build', '--nologo', '--blame',
    '--verify-no-changes', '--list-tests', '--no-dependencies', '--force'], values: ['-c', '--configuration', '-v', '--verbosity',
    '--filter', '-f', '--framework', '--logger', '-l', '--collect', '--results-directory', '-r', '--runtime', '--settings', '-s',
    '--severity', '-o', '--output', '--arch', '-a'], operands: true, passthrough: [] }),

  // Ruby
  bundle: profile({ subcommands: ['exec'], flags: [], values: [], operands: true, runs: true, runsAfter: ['exec'], runsFrom: ['rspec', 'rake', 'rubocop', 'rails'] }),
  rake: profile({ subcommands: null, flags: ['-t', '--trace', '-q', '--quiet', '-s', '--silent', '-N', '--no-search'],
    values: ['-f', '--rakefile', '-j', '--jobs'], operands: true }),
  rubocop: profile({ subcommands: null, flags: ['--parallel', '-P', '--display-cop-names', '-D', '--extra-details', '-E', '--lint',
    '-l', '--no-color', '--fail-fast', '-F', '--cache=false'], values: ['--format', '-f', '--fail-level', '--config', '-c', '--only',
    '--except'], operands: true }),
  rails: profile({ subcommands: ['test', 'spec'], flags: ['-v', '--verbose', '-f', '--fail-fast', '-b', '--backtrace'],
    values: ['-n', '--name', '-s', '--seed', '-e', '--environment'], operands: true }),

  composer: profile({ subcommands: ['test', 'validate', 'run-script', 'run', 'lint', 'check', 'audit', 'analyse', 'cs'], flags: ['--no-interaction',
    '-n', '--strict', '--no-check-publish', '--no-ansi', '--locked', '--no-dev'], values: ['-d', '--working-dir', '--timeout'], operands: true, passthrough: ['phpunit'] }),
  phpstan: profile({ subcommands: ['analyse', 'analyze'], flags: ['--no-progress', '--no-interaction', '--ansi', '--no-ansi'],
    values: ['-l', '--level', '-c', '--configuration', '--memory-limit', '--error-format'], operands: true }),
  psalm: profile({ subcommands: null, flags: ['--no-progress', '--no-cache', '--show-info=false', '--stats', '--no-diff'],
    values: ['--threads', '-c', '--config', '--output-format', '--error-level'], operands: true }),

  // Elixir
  mix: profile({ subcommands: ['test', 'compile', 'format', 'credo', 'dialyzer', 'coveralls', 'docs', 'hex.audit', 'xref',
    'sobelow'], flags: ['--warnings-as-errors', '--cover', '--trace', '--failed', '--stale', '--check-formatted', '--strict',
    '--force', '--all-warnings', '--no-deps-check', '--halt-exit-status', '--color', '--no-color'], values: ['--max-failures',
    '--only', '--exclude', '--include', '--seed', '--partitions', '--format', '--timeout'], operands: true }),

  // Swift / Apple
  swift: profile({ subcommands: ['test', 'build'], flags: ['--parallel', '--enable-code-coverage', '-v', '--verbose',
    '--skip-build', '--build-tests', '--disable-sandbox', '--enable-test-discovery', '--list-tests'], values: ['-c', '--configuration',
    '--filter', '--skip', '--package-path', '--product', '--target', '--num-workers', '-j', '--jobs', '--scratch-path'], operands: false }),
  xcodebuild: profile({ subcommands: ['test', 'build', 'build-for-testing', 'test-without-building', 'analyze', 'clean'],
    flags: ['-quiet', '-parallel-testing-enabled', '-enableCodeCoverage', '-showBuildSettings', '-list'], values: ['-scheme',
    '-destination', '-project', '-workspace', '-configuration', '-sdk', '-testPlan', '-only-testing', '-skip-testing',
    '-derivedDataPath', '-resultBundlePath', '-target'], operands: true }),
  swiftlint: profile({ subcommands: ['lint'], flags: ['--strict', '--quiet', '--no-cache', '--lenient'], values: ['--config',
    '--reporter', '--path'], operands: true }),

  // C / C++ and generic build systems
  make: profile({ subcommands: null, flags: MAKE_FLAGS, values: MAKE_VALUES, operands: true }),
  gmake: profile({ subcommands: null, flags: MAKE_FLAGS, values: MAKE_VALUES, operands: true }),
  cmake: profile({ subcommands: null, flags: ['--fresh', '-Wno-dev', '-Wdev', '--warn-uninitialized', '--clean-first', '--verbose',
    '-v', '--log-context'], values: ['-S', '-B', '-G', '--build', '--target', '-t', '--config', '--parallel', '-j', '--preset',
    '-D', '-A', '-T', '--log-level'], operands: true }),
  ninja: profile({ subcommands: null, flags: ['-v', '-n', '--verbose', '--quiet'], values: ['-C', '-j', '-k', '-l', '-f'], operands: true }),
  meson: profile({ subcommands: ['test', 'compile'], flags: ['--print-errorlogs', '-v', '--verbose', '--no-rebuild', '--benchmark'],
    values: ['-C', '--num-processes', '--suite', '--no-suite', '--timeout-multiplier', '-j', '--jobs', '--repeat'], operands: true }),
  bazel: profile({ subcommands: ['test', 'build', 'query'], flags: ['--keep_going', '-k', '--nocache_test_results', '--build_tests_only',
    '--verbose_failures', '--noshow_progress'], values: ['--config', '--test_output', '--test_tag_filters', '--jobs', '-j',
    '--compilation_mode', '-c', '--test_filter', '--test_timeout', '--runs_per_test', '--build_tag_filters'], operands: true }),
  bazelisk: profile({ subcommands: ['test', 'build'], flags: ['--keep_going', '-k', '--verbose_failures'], values: ['--config',
    '--test_output', '--jobs'], operands: true }),
  just: profile({ subcommands: null, flags: ['--quiet', '-q', '--verbose', '-v'], values: ['-f', '--justfile', '-d', '--working-directory'], operands: true }),
  task: profile({ subcommands: null, flags: ['--silent', '-s', '--verbose', '-v', '--force', '-f', '--parallel', '-p'],
    values: ['-d', '--dir', '-t', '--taskfile', '-c', '--concurrency'], operands: true }),
  zig: profile({ subcommands: ['build', 'test', 'fmt'], flags: ['--summary', '--check'], values: ['-Doptimize', '-Dtarget', '--summary'],
    operands: true }),

  // Linters for repository files
  shellcheck: profile({ subcommands: null, flags: ['-x', '--external-sources', '-a', '--check-sourced'], values: ['-s', '--shell',
    '-S', '--severity', '-e', '--exclude', '-f', '--format', '-o', '--enable', '-P', '--source-path'], operands: true }),
  hadolint: profile({ subcommands: null, flags: ['--no-fail', '--no-color'], values: ['--config', '-c', '--ignore', '-f', '--format',
    '--failure-threshold', '-t'], operands: true }),
  'markdownlint-cli2': profile({ subcommands: null, flags: [], values: ['--config'], operands: true }),
  markdownlint: profile({ subcommands: null, flags: ['--dot'], values: ['-c', '--config', '-i', '--ignore', '-p', '--ignore-path'], operands: true }),
  terraform: profile({ subcommands: ['validate', 'fmt'], flags: ['-check', '-recursive', '-diff', '-no-color', '-json'],
    values: [], operands: true }),
  actionlint: profile({ subcommands: null, flags: ['-color', '-oneline', '-verbose'], values: ['-shellcheck', '-format', '-ignore'],
    operands: true }),
};

/** Modules `python -m MODULE` may run, by the profile they use. */
export const PYTHON_MODULE_PROFILES: Readonly<Record<string, string>> = {
  pytest: 'pytest', unittest: 'unittest', mypy: 'mypy', ruff: 'ruff', black: 'black', isort: 'isort', flake8: 'flake8',
  pylint: 'pylint', tox: 'tox', nox: 'nox', pyright: 'pyright',
};

/** Project wrapper scripts run from the project root, by the profile they use. */
export const PROJECT_WRAPPERS: Readonly<Record<string, string>> = {
  './gradlew': 'gradlew', './mvnw': 'mvnw', 'bin/rails': 'rails', './bin/rails': 'rails', 'bin/rake': 'rake', './bin/rake': 'rake',
  'bin/rspec': 'rspec', './bin/rspec': 'rspec', 'vendor/bin/phpunit': 'phpunit', './vendor/bin/phpunit': 'phpunit',
  'vendor/bin/pest': 'pest', './vendor/bin/pest': 'pest', 'vendor/bin/phpstan': 'phpstan', './vendor/bin/phpstan': 'phpstan',
  'vendor/bin/psalm': 'psalm', './vendor/bin/psalm': 'psalm',
};

/** Environment assignments known to be plain settings, with their value types: lib/gate/option-types.ts ENV_TYPES. */

/** Make variables a command line may set (`make test V=1`). Others need confirmation. */
export const VETTED_MAKE_VARIABLES: readonly string[] = ['V', 'VERBOSE', 'Q', 'DEBUG', 'J', 'JOBS', 'BUILD_TYPE', 'CONFIG',
  'BUILDTYPE', 'TESTS', 'TEST', 'ARGS', 'O', 'CI'];
