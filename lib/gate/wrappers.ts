/**
 * Programs that run another program given in their arguments. The validator looks
 * through them so `env bash -c …`, `timeout 60 rm -rf /` and `npx node -e …` are judged
 * by what they really run.
 */

/** Transparent wrappers: the program that runs is the one after them (`timeout 60 npm test` runs npm). */
export interface WrapperSpec {
  /** Options that take the next argument as their value. */
  readonly valueOptions: readonly string[];
  /** Positional arguments before the program (`timeout DURATION`). */
  readonly positionals?: number;
  /** Whether `VAR=value` words may come before the program (`env`, `cross-env`). */
  readonly assignments?: boolean;
}

export const TRANSPARENT_WRAPPERS: Readonly<Record<string, WrapperSpec>> = {
  env: { valueOptions: ['-u', '--unset', '-C', '--chdir', '-S', '--split-string'], assignments: true },
  'cross-env': { valueOptions: [], assignments: true },
  time: { valueOptions: ['-f', '--format', '-o', '--output'] },
  nice: { valueOptions: ['-n', '--adjustment'] },
  timeout: { valueOptions: ['-s', '--signal', '-k', '--kill-after'], positionals: 1 },
  gtimeout: { valueOptions: ['-s', '--signal', '-k', '--kill-after'], positionals: 1 },
  nohup: { valueOptions: [] },
  stdbuf: { valueOptions: ['-i', '-o', '-e', '--input', '--output', '--error'] },
  ionice: { valueOptions: ['-c', '-n', '--class', '--classdata'] },
  taskset: { valueOptions: [], positionals: 1 },
  chrt: { valueOptions: [], positionals: 1 },
  caffeinate: { valueOptions: ['-t', '-w'] },
  command: { valueOptions: [] },
  builtin: { valueOptions: [] },
  busybox: { valueOptions: [] },
  xcrun: { valueOptions: ['--sdk', '-sdk', '--toolchain', '-toolchain'] },
  corepack: { valueOptions: [] },
  setsid: { valueOptions: [] },
  strace: { valueOptions: ['-e', '-o', '-p', '-s', '-u', '-E', '-a', '-b', '-I', '-O', '-P', '-S', '-X'] },
  ltrace: { valueOptions: ['-e', '-o', '-p', '-s', '-u', '-a', '-A', '-D', '-F', '-l', '-n', '-x'] },
  valgrind: { valueOptions: [] },
  // These run the command with other privileges or namespaces: also risky programs.
  chroot: { valueOptions: [], positionals: 1 },
  unshare: { valueOptions: ['-S', '--setuid', '-G', '--setgid', '-R', '--root', '-w', '--wd'] },
  nsenter: { valueOptions: ['-t', '--target', '-S', '--setuid', '-G', '--setgid', '-r', '-w'] },
  runuser: { valueOptions: ['-u', '--user', '-g', '--group', '-G', '--supp-group'] },
  'systemd-run': { valueOptions: ['-p', '--property', '-u', '--unit', '-M', '--machine', '-E', '--setenv', '--uid', '--gid', '--slice', '--description', '-H', '--host'] },
  firejail: { valueOptions: [] },
  cmake: { valueOptions: [] },
};

/** Wrappers that only wrap with a leading subcommand (`cmake -E env CMD`): the words that must come first. */
export const WRAPPER_SUBCOMMANDS: Readonly<Record<string, readonly string[]>> = {
  cmake: ['-E', 'env'],
};

/**
 * Runners: the program stays the runner (npx is a known tool), but what it runs is
 * checked too. `sub` is the subcommand that starts the inner command (`npm exec X`);
 * null means the first positional argument is the inner command.
 */
export interface RunnerSpec {
  readonly program: string;
  readonly sub: string | null;
  /** Options (before the inner command) that take the next argument as their value. */
  readonly valueOptions: readonly string[];
  /** Whether the inner command is surely a program (so risky programs count), not a script name. */
  readonly innerIsProgram: boolean;
}

const NPX_OPTIONS = ['-p', '--package', '--node-options', '--cache', '--userconfig', '-w', '--workspace', '--prefix', '--loglevel',
  '--registry', '--globalconfig', '--script-shell', '--location'];
const PNPM_OPTIONS = ['-C', '--dir', '-F', '--filter', '--package', '--workspace-dir'];
const UV_OPTIONS = ['--with', '--with-requirements', '--python', '-p', '--project', '--directory', '--package',
  '--extra', '--group', '--env-file', '--index', '--from'];
const SUDO_OPTIONS = ['-u', '-g', '-C', '-D', '-h', '-p', '-r', '-t', '-U', '-T', '--user', '--group', '--chdir',
  '--host', '--prompt', '--role', '--type', '--other-user', '--command-timeout', '--close-from'];

const runner = (program: string, sub: string | null, valueOptions: readonly string[], innerIsProgram = true): RunnerSpec => ({
  program,
  sub,
  valueOptions,
  innerIsProgram,
});

/** Order matters: a runner with a matching subcommand wins over the same program's fallback. */
export const RUNNERS: readonly RunnerSpec[] = [
  runner('npx', null, NPX_OPTIONS),
  runner('pnpx', null, NPX_OPTIONS),
  runner('bunx', null, NPX_OPTIONS),
  runner('npm', 'exec', NPX_OPTIONS),
  runner('npm', 'x', NPX_OPTIONS),
  runner('pnpm', 'exec', PNPM_OPTIONS),
  runner('pnpm', 'dlx', PNPM_OPTIONS),
  runner('pnpm', 'run', PNPM_OPTIONS, false),
  runner('pnpm', null, PNPM_OPTIONS, false),
  runner('yarn', 'dlx', ['-p', '--package']),
  runner('yarn', 'run', [], false),
  runner('yarn', null, ['--cwd'], false),
  runner('bun', 'x', NPX_OPTIONS),
  runner('uv', 'run', UV_OPTIONS),
  runner('uvx', null, UV_OPTIONS),
  runner('pipx', 'run', ['--spec', '--python', '--pip-args']),
  runner('poetry', 'run', []),
  runner('pipenv', 'run', []),
  runner('pdm', 'run', []),
  runner('hatch', 'run', []),
  runner('rye', 'run', []),
  runner('pixi', 'run', ['-e', '--environment', '--manifest-path']),
  runner('conda', 'run', ['-n', '--name', '-p', '--prefix']),
  runner('bundle', 'exec', []),
  runner('c8', null, ['-r', '--reporter', '-o', '--reports-dir', '--report-dir', '--src', '-n', '--include', '-x', '--exclude', '-e', '--extension',
    '--lines', '--functions', '--branches', '--statements', '--temp-directory', '-c', '--config']),
  runner('sudo', null, SUDO_OPTIONS),
  runner('doas', null, ['-u', '-C']),
];
