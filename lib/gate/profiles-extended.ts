/**
 * Vetted profiles for more ordinary gates, so that they run without asking: coverage
 * wrappers, tool runners and the test commands of more ecosystems. Same rules as
 * lib/gate/profiles.ts: only options known not to take code are listed, each value typed
 * in option-types.ts.
 * Each profile names the documentation its options were read from, and the options that
 * run a program, load code or a configuration, or rewrite expectations, which stay out
 * (the gate is then `confirm`). Review a change like code.
 */

import type { GateProfile } from './profile-shape.js';

const profile = (p: GateProfile): GateProfile => p;

/**
 * Python tools by their PyPI name, which `uvx TOOL` fetches and runs: well-known names only,
 * never a package name taken from the gate (`uvx --from SPEC` is not vetted).
 */
export const PYTHON_TOOLS: readonly string[] = ['pytest', 'mypy', 'ruff', 'black', 'isort', 'flake8', 'pylint', 'pyright', 'tox', 'nox',
  'coverage'];

/** What `c8 CMD` may run: node, the package managers' test scripts and the JS test runners. */
const C8_RUNS = ['node', 'npm', 'pnpm', 'yarn', 'npx', 'mocha', 'ava', 'tap', 'tsx', 'vitest', 'jest'];

export const EXTENDED_PROFILES: Readonly<Record<string, GateProfile>> = {
  // github.com/bcoe/c8#cli-options--configuration. Not listed: `-c/--config` (a configuration can name reporter
  // modules), `--reporter` other than Istanbul's built-in names (a custom one is `require`d). c8 has no `--require`.
  c8: profile({ subcommands: null, flags: ['--all', '--check-coverage', '--100', '--per-file', '--skip-full', '--clean', '--no-clean',
    '--exclude-after-remap', '--exclude-node-modules', '--no-exclude-node-modules', '--merge-async'], values: ['-r', '--reporter', '-o',
    '--reports-dir', '--report-dir', '--src', '-n', '--include', '-x', '--exclude', '-e', '--extension', '--lines', '--functions', '--branches',
    '--statements', '--temp-directory'], operands: true, runs: true, runsFrom: C8_RUNS }),
  // docs.astral.sh/uv/guides/tools: `uvx TOOL` is `uv tool run TOOL`, fetched into a throwaway environment. Not listed:
  // `--from` (any package spec), `--with` other than the tools' names, `--with-requirements`, `--index`, `--env-file`.
  uvx: profile({ subcommands: null, flags: ['--quiet', '-q', '--offline', '--isolated', '--no-cache', '--no-progress'],
    values: ['--python', '-p', '--with'], operands: true, runs: true, runsFrom: PYTHON_TOOLS }),
  // fig.io/manual/flutter/test and docs.flutter.dev/testing/overview. Not listed: `--update-goldens` (rewrites the
  // expected images, so a failing golden test passes), `--dart-define*`, `--packages`, `--flavor`, `--start-paused`,
  // `--enable-vmservice`, `--platform`, `-d` (a device).
  flutter: profile({ subcommands: ['test', 'analyze'], flags: ['--no-pub', '--coverage', '-v', '--verbose', '--suppress-analytics',
    '--fatal-infos', '--fatal-warnings', '--no-fatal-infos', '--no-fatal-warnings'], values: ['--name', '--plain-name', '--tags', '-t',
    '--exclude-tags', '-x', '-r', '--reporter', '-j', '--concurrency', '--timeout', '--coverage-path', '--test-randomize-ordering-seed'],
    operands: true }),
  // scala-sbt.org/1.x/docs/Command-Line-Reference.html: every operand is an sbt command, so only these tasks are vetted
  // (`eval`, `console`, `set`, `run` and `; …` command strings run code). `-D` and `-J` options are not listed (JVM
  // options with agents or commands are rejected by code-options.ts).
  sbt: profile({ subcommands: ['test', 'compile', 'clean', 'Test/compile', 'package', 'scalafmtCheck', 'scalafmtCheckAll', 'scalafmtSbtCheck'],
    flags: ['-batch', '--batch', '-no-colors', '--no-colors'], values: [], operands: true, tasks: true }),
  // docs.haskellstack.org/en/stable/commands/build_command. Not listed: `--exec` (runs a command after the build),
  // `--ghc-options` (`-pgm…` names programs), `--stack-yaml`, `--test-arguments`/`--ta`, `--file-watch`, `--copy-bins`.
  stack: profile({ subcommands: ['test', 'build'], flags: ['--fast', '--pedantic', '--coverage', '--no-run-tests', '--test', '--bench',
    '--no-run-benchmarks', '--no-terminal'], values: [], operands: true }),
  // cabal.readthedocs.io/en/stable/cabal-commands.html#cabal-test. Not listed: `-w/--with-compiler`, `--with-PROG`,
  // `--PROG-options`, `--ghc-options` (name programs), `--test-wrapper` (runs the tests through a program),
  // `--test-options`, `--project-file`.
  cabal: profile({ subcommands: ['test', 'build'], flags: ['--enable-tests', '--enable-benchmarks', '--disable-benchmarks', '--offline'],
    values: ['--test-show-details', '-j', '--jobs'], operands: true }),
  // dune.readthedocs.io/en/stable/usage.html: `dune test` is `dune build @runtest`. Not listed: `--auto-promote` (rewrites
  // the expected output, so a failing expect test passes), `-w/--watch`, `--workspace`, `--action-stdout-on-success`.
  dune: profile({ subcommands: ['test', 'build', 'runtest'], flags: ['--force', '-f', '--release'], values: ['--root', '--profile', '-j',
    '--display'], operands: true }),
  // leiningen.org (`lein help test`): `lein test [namespaces] [:selectors]`. Not listed: `with-profile`, `do`, `run`,
  // `trampoline` (run other tasks or code).
  lein: profile({ subcommands: ['test', 'check'], flags: [], values: [], operands: true }),
};

/**
 * Project scripts run by an interpreter: `php artisan test` (laravel.com/docs/testing#running-tests; the options are
 * those of nunomaduro/collision's test command). Only `test`: any other artisan command (`tinker`, `db:seed`, …) runs
 * other code. PHP's own options before `artisan` (`-d auto_prepend_file=…`) are not vetted.
 */
export const PHP_SCRIPT_PROFILES: Readonly<Record<string, GateProfile>> = {
  artisan: profile({ subcommands: ['test'], flags: ['--parallel', '-p', '--compact', '--coverage', '--profile', '--without-tty',
    '--stop-on-failure', '--recreate-databases', '--drop-databases', '--without-databases'], values: ['--min', '--processes', '--filter',
    '--testsuite', '--group', '--exclude-group', '--env'], operands: true }),
};

/** Options of `coverage run` before its module or script (coverage.readthedocs.io/en/latest/cmd.html#cmd-run). `--rcfile` is not listed. */
export const COVERAGE_RUN: GateProfile = profile({ subcommands: null, flags: ['-a', '--append', '--branch', '-p', '--parallel-mode', '--timid'],
  values: ['--source', '--include', '--omit', '--data-file', '--context', '--concurrency'], operands: false });

/**
 * Ordinary gates that stay `confirm` on purpose, with the reason the message gives: by program, or
 * `program subcommand`.
 */
export const CONFIRMED_ON_PURPOSE: Readonly<Record<string, string>> = {
  'npm ci': '`npm ci` stays `confirm` on purpose: it downloads the locked packages and runs their install scripts (code from the registry, not the project), replacing node_modules',
  'npm install': '`npm install` stays `confirm` on purpose: it downloads packages, runs their install scripts and can rewrite the lockfile',
  'npm i': '`npm i` stays `confirm` on purpose: it downloads packages, runs their install scripts and can rewrite the lockfile',
  'pre-commit': '`pre-commit` stays `confirm` on purpose: it clones the hook repositories its configuration names and runs their code, and hooks may rewrite files',
};
