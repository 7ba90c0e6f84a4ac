import { closestMatch } from '../diagnostics/index.js';
import { firstPositional, programKey } from './options.js';
import { hasProfile } from './vetting.js';

/**
 * Build, test and lint tools a gate is expected to run. Anything else is a warning
 * (`gate-unknown-program`), not an error: the gate still runs, but a human should look.
 */
export const KNOWN_PROGRAMS: readonly string[] = [
  // JavaScript / TypeScript
  'npm', 'npx', 'pnpm', 'pnpx', 'yarn', 'bun', 'bunx', 'node', 'deno', 'tsc', 'tsx', 'vitest', 'jest', 'mocha',
  'ava', 'tap', 'eslint', 'prettier', 'biome', 'oxlint', 'stylelint', 'playwright', 'cypress', 'turbo', 'nx',
  // C, C++ and build systems
  'make', 'gmake', 'cmake', 'ctest', 'ninja', 'meson', 'bazel', 'bazelisk', 'just', 'task',
  // Rust, Go
  'cargo', 'rustc', 'go', 'gofmt', 'golangci-lint', 'staticcheck',
  // Python
  'pytest', 'python', 'python3', 'tox', 'nox', 'uv', 'poetry', 'pipenv', 'ruff', 'mypy', 'pyright', 'flake8',
  'black', 'isort', 'pylint', 'bandit',
  // JVM, .NET, Apple
  'mvn', 'gradle', 'dotnet', 'swift', 'xcodebuild',
  // Ruby, PHP, Elixir, others
  'rake', 'bundle', 'rspec', 'rubocop', 'phpunit', 'composer', 'mix', 'elixir', 'gleam', 'zig', 'pre-commit',
  // Linters for repository files
  'shellcheck', 'hadolint', 'markdownlint', 'markdownlint-cli2', 'terraform',
];

/** Project wrappers that are known when run from the repository root. */
export const KNOWN_PROJECT_SCRIPTS: readonly string[] = ['./mvnw', './gradlew', 'mvnw', 'gradlew', './mvnw.cmd', './gradlew.bat'];

/** Modules that make `python -m MODULE` a known test or lint command. */
export const KNOWN_PYTHON_MODULES: readonly string[] = [
  'pytest', 'unittest', 'doctest', 'compileall', 'py_compile', 'mypy', 'ruff', 'black', 'isort', 'flake8', 'pylint',
  'bandit', 'coverage', 'tox', 'nox', 'build', 'pyright', 'pycodestyle', 'pydocstyle', 'pyflakes',
];

export type ProgramStatus =
  | { known: true }
  | { known: false; reason: 'unknown' | 'project-script' | 'condition'; expected?: string };

const PYTHON = /^python(3(\.\d+)?)?$/;

function pythonStatus(args: readonly string[]): ProgramStatus {
  const expected = '`python -m <tool>` (pytest, unittest, mypy, …) or `python <script>.py`';
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '-m' || (arg.startsWith('-m') && !arg.startsWith('--'))) {
      const module = (arg === '-m' ? args[i + 1] : arg.slice(2)) ?? '';
      const top = module.split('.')[0] ?? '';
      return KNOWN_PYTHON_MODULES.includes(top) ? { known: true } : { known: false, reason: 'condition', expected };
    }
    if (!arg.startsWith('-')) {
      return arg.endsWith('.py') || arg.includes('/') ? { known: true } : { known: false, reason: 'condition', expected };
    }
    if (arg === '-W' || arg === '-X') i += 1;
  }
  return { known: false, reason: 'condition', expected };
}

/** Whether `program` (as written) with `args` is a known build/test/lint command. */
export function programStatus(program: string, args: readonly string[]): ProgramStatus {
  if (KNOWN_PROJECT_SCRIPTS.includes(program) || hasProfile(program)) return { known: true };
  const bin = /^(\.\/)?node_modules\/\.bin\/([^/]+)$/.exec(program);
  if (bin !== null) return KNOWN_PROGRAMS.includes(bin[2] ?? '') ? { known: true } : { known: false, reason: 'unknown' };
  if (program.includes('/') || program.includes('\\')) return { known: false, reason: 'project-script' };
  if (PYTHON.test(program)) return pythonStatus(args);
  if (program === 'php' && args[0] === 'artisan') return { known: true };
  if (program === 'terraform') {
    const sub = args[firstPositional(args, ['-chdir'])];
    return sub === 'validate' || sub === 'fmt' || sub === 'version'
      ? { known: true }
      : { known: false, reason: 'condition', expected: '`terraform validate` or `terraform fmt -check`' };
  }
  return KNOWN_PROGRAMS.includes(program) ? { known: true } : { known: false, reason: 'unknown' };
}

/**
 * Everyday programs that are not build, test or lint tools: a gate naming one meant it, so it is
 * never a typo of a known tool (`tee` is not a misspelt `tsc`, nor `cat` a misspelt `cargo`).
 */
const EVERYDAY_PROGRAMS = new Set([
  'awk', 'bash', 'cat', 'cd', 'chmod', 'cp', 'curl', 'cut', 'date', 'diff', 'echo', 'env', 'find', 'git', 'grep', 'head',
  'ls', 'mkdir', 'mv', 'printf', 'rm', 'sed', 'sh', 'sleep', 'sort', 'tail', 'tar', 'tee', 'test', 'time', 'touch', 'tr',
  'true', 'false', 'uniq', 'wc', 'wget', 'xargs', 'yes', 'zsh',
]);

/** A known program whose name is close to `program` (a likely typo), if any. */
export function knownProgramLike(program: string): string | undefined {
  if (EVERYDAY_PROGRAMS.has(program)) return undefined;
  const key = programKey(program);
  const match = closestMatch(key, KNOWN_PROGRAMS);
  return match === key ? undefined : match;
}
