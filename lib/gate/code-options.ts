/**
 * Options of build tools that make them run a program or load code named on the command
 * line, code no vetting looked at: rejected without `Shell-Gate: true`, each with the
 * option named. They complement the interpreter rules of hidden-commands.ts; the same
 * rule shape is used.
 */
import { hiddenCommandRule as rule, type HiddenCommandRule } from './hidden-command-rule.js';
import { isOption } from './options.js';

const RUNS_PROGRAM = 'names a program the tool runs';
const LOADS_CODE = 'loads code named on the command line';

const at = (index: number): number | undefined => (index < 0 ? undefined : index);

/** A long option written in full or abbreviated (GNU getopt accepts any unambiguous prefix of at least `min` letters). */
function abbreviates(arg: string, names: readonly string[], min = 3): boolean {
  if (!arg.startsWith('--')) return false;
  const name = (arg.includes('=') ? arg.slice(0, arg.indexOf('=')) : arg).slice(2).toLowerCase();
  return name.length >= min && names.some((full) => full.startsWith(name));
}

/**
 * npm config keys that name a program, a shell, node options or another config file. npm reads `_` as `-`.
 * `--prefix` is not one: it names the folder whose package npm runs, a path the profile types.
 */
const NPM_CODE_KEYS = ['script-shell', 'node-options', 'userconfig', 'globalconfig', 'git', 'shell', 'editor', 'browser', 'viewer',
  'init-module', 'init.module', 'onload-script', 'call', 'node-gyp', 'python', 'sign-git-commit', 'sign-git-tag'];
function npmConfigOption(args: readonly string[]): number | undefined {
  return at(args.findIndex((arg) => {
    if (!arg.startsWith('--')) return false;
    const name = (arg.includes('=') ? arg.slice(0, arg.indexOf('=')) : arg).slice(2).toLowerCase().replace(/_/g, '-');
    return NPM_CODE_KEYS.includes(name);
  }));
}

/** A URL scheme other than `node:` in a module specifier (`data:`, `DATA:`, `http:`, …) loads code from the string itself or the network. */
const CODE_URL = /^\s*(?!node:)[a-z][a-z0-9+.-]*:/i;
const NODE_LOADERS = ['-r', '--require', '--import', '--loader', '--experimental-loader', '--test-reporter', '--experimental-test-module-mocks',
  '--experimental-policy', '--env-file', '--env-file-if-exists', '--experimental-sea-config', '--watch-path', '--inspect', '--inspect-brk'];
function nodeLoader(args: readonly string[]): number | undefined {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const name = arg.includes('=') ? arg.slice(0, arg.indexOf('=')) : arg;
    if (!NODE_LOADERS.includes(name)) continue;
    const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : (args[i + 1] ?? '');
    if (CODE_URL.test(value) && !/^[A-Za-z]:[\\/]/.test(value)) return i;
    // An env file can set NODE_OPTIONS, a policy can redirect modules, an inspector takes code over the network.
    if (name.startsWith('--inspect') || name.startsWith('--env-file') || name === '--experimental-policy') return i;
  }
  return undefined;
}

/** JVM options that run a command or load an agent, inside `-D` values, `-J` options and argLine. */
const JVM_CODE = /-XX:\+?On(OutOfMemory)?Error|-javaagent|-agentpath|-agentlib|-Xrun|OnError=|jdk\.attach|-XX:\+StartAttachListener/i;
const jvmOption = (args: readonly string[]): number | undefined => at(args.findIndex((arg) => JVM_CODE.test(arg)));

const CMAKE_CODE = /^(CMAKE_[A-Z_]*(COMPILER|LAUNCHER|LINKER|_INCLUDE|INCLUDE_BEFORE|TOOLCHAIN_FILE|_PROGRAM|EMULATOR|_COMMAND)|CMAKE_PROJECT_.*INCLUDE.*|.*_EXECUTABLE)(:[A-Z]+)?=/i;
function cmakeCode(args: readonly string[]): number | undefined {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '-E' && ['time', 'chdir', 'env', 'capabilities'].includes(args[i + 1] ?? '')) return i;
    if (arg === '-P' || arg === '-C' || arg === '--toolchain') return i;
    const define = arg === '-D' ? (args[i + 1] ?? '') : arg.startsWith('-D') ? arg.slice(2) : null;
    if (define !== null && CMAKE_CODE.test(define)) return i;
  }
  return undefined;
}

/** Git subcommand options that name a program to run. */
const GIT_SUB_CODE: Readonly<Record<string, readonly string[]>> = {
  difftool: ['-x', '--extcmd', '-t', '--tool'],
  mergetool: ['-t', '--tool'],
  grep: ['-O', '--open-files-in-pager'],
  clone: ['-u', '--upload-pack', '--template', '-c', '--config'],
  fetch: ['--upload-pack'],
  pull: ['--upload-pack'],
  push: ['--receive-pack', '--exec'],
  'ls-remote': ['--upload-pack', '-u'],
  archive: ['--exec', '--remote'],
  rebase: ['-x', '--exec'],
  commit: ['--template'],
};
const GIT_ALWAYS = ['filter-branch', 'filter-repo', 'submodule', 'bisect', 'daemon', 'instaweb', 'web--browse', 'credential', 'upload-pack',
  'receive-pack', 'shell', 'remote-ext', 'send-email', 'p4', 'svn', 'cvsimport', 'cvsserver', 'quiltimport', 'request-pull', 'am', 'run-command'];
function gitCode(args: readonly string[]): number | undefined {
  const sub = args.findIndex((arg) => !isOption(arg));
  if (sub < 0) return undefined;
  const name = args[sub] as string;
  if (GIT_ALWAYS.includes(name)) return name === 'submodule' ? (args.includes('foreach') ? sub : undefined) : sub;
  const options = GIT_SUB_CODE[name] ?? [];
  return at(args.findIndex((arg, i) => i > sub && options.some((o) => arg === o || (o.startsWith('--') && arg.startsWith(`${o}=`)) || (!o.startsWith('--') && arg.startsWith(o) && arg.length > 2 && ['-x', '-O', '-u'].includes(o)))));
}

/** sed's `w` file writes and `e` commands, in every spelling GNU sed accepts (`1e`, `$!e`, `s/a/b/ge`, `s|a|b|w f`, `{e}`). */
function sedCode(args: readonly string[]): number | undefined {
  return at(args.findIndex((arg, i) => {
    const previous = args[i - 1];
    const script = !isOption(arg) || previous === '-e' || previous === '--expression' || arg.startsWith('--expression=') || (/^-[nEsrz]*e.+/.test(arg));
    if (!script || previous === '-f' || previous === '--file') return false;
    const text = arg.startsWith('--expression=') ? arg.slice(13) : arg.startsWith('-') && !arg.startsWith('--') ? arg.replace(/^-[nEsrz]*e/, '') : arg;
    if (/(^|[;{}\n!0-9$~,\s/])\s*[ewW](\s|$|;|})/.test(text) || /(^|[;{}\n!0-9$,\s/])\s*[eEwW]\s*\S/.test(text)) return true;
    return /s(.)(?:(?!\1)[^\\]|\\.)*\1(?:(?!\1)[^\\]|\\.)*\1[^;}\n]*[ewWE]/.test(text);
  }));
}

/** tar options that run a program: in full, abbreviated, or as a letter of the first (traditional) argument. */
const TAR_LONG = ['to-command', 'checkpoint-action', 'use-compress-program', 'info-script', 'new-volume-script', 'rsh-command', 'rmt-command',
  'index-file', 'command'];
function tarCode(args: readonly string[]): number | undefined {
  return at(args.findIndex((arg, i) =>
    abbreviates(arg, TAR_LONG) || /^-[A-Za-z]*[IFH]/.test(arg) || (i === 0 && !arg.startsWith('-') && /[IF]/.test(arg))));
}

export const CODE_OPTION_RULES: readonly HiddenCommandRule[] = [
  rule(/^(npm|npx|pnpm|pnpx|yarn|bun|bunx)$/, '`{program}` with a configuration key on the command line (`--node-options`, `--script-shell`, `--userconfig`, …)',
    'names a program, a shell, node options or another configuration file the tool runs or loads', npmConfigOption),
  rule(/^npm$/, '`npm explore` / `npm exe -c`', 'runs a shell command in a package directory', (args) => {
    const sub = args.findIndex((arg) => !isOption(arg));
    if (sub < 0) return undefined;
    if (args[sub] === 'explore' || args[sub] === 'edit') return sub;
    return ['exec', 'exe', 'x'].includes(args[sub] as string) ? at(args.findIndex((arg) => arg === '-c' || arg.startsWith('--call'))) : undefined;
  }),
  rule(/^(node|nodejs|bun|deno|tsx)$/, '`{program} --import data:` (or another loader option with a URL)', LOADS_CODE, nodeLoader),
  rule(/^(mvn|mvnw|gradle|gradlew|java|sbt|ant|kotlin|kotlinc)$/, '`{program}` with a JVM option that runs a command or loads an agent', RUNS_PROGRAM, jvmOption),
  rule(/^(mvn|mvnw)$/, '`mvn exec:`', 'runs a program through the exec plugin', (args) => at(args.findIndex((arg) => /^(org\.codehaus\.mojo:)?exec(-maven-plugin)?:/.test(arg) || /^antrun:/.test(arg)))),
  rule(/^(gradle|gradlew)$/, '`gradle --init-script`', LOADS_CODE, (args) => at(args.findIndex((arg) => ['-I', '--init-script', '-b', '--build-file', '-c', '--settings-file'].includes(arg) || arg.startsWith('--init-script=')))),
  rule(/^cmake$/, '`cmake -E time|chdir|env`, `-P`, `-C` or a compiler/launcher/include setting', RUNS_PROGRAM, cmakeCode),
  rule(/^(make|gmake)$/, '`make VAR!=command` or `MAKEFLAGS=`', 'runs a shell command while reading the makefile', (args) =>
    at(args.findIndex((arg) => /^[^=\s]+\s*!=/.test(arg) || /^(MAKEFLAGS|MFLAGS|GNUMAKEFLAGS|MAKEFILES|MAKE|\.SHELLFLAGS|SHELL|MAKESHELL)\s*[:?+]?=/.test(arg) || /\$[({]shell\b/.test(arg) || /^--eval/.test(arg)))),
  rule(/^cargo$/, '`cargo --config`', 'sets a runner, linker, wrapper or alias that runs another command', (args) =>
    at(args.findIndex((arg, i) => (arg === '--config' ? (args[i + 1] ?? '').includes('=') : arg.startsWith('--config=') && arg.slice(9).includes('=')) || arg === '-Z' || arg.startsWith('-Zunstable') || /^-Z/.test(arg)))),
  rule(/^go$/, '`go -toolexec` / `-exec` / `-ldflags -extld`', RUNS_PROGRAM, (args) =>
    at(args.findIndex((arg, i) => /^--?(toolexec|exec|overlay|pgo)(=|$)/.test(arg) || (/^--?(ldflags|gcflags|asmflags)(=|$)/.test(arg) && /extld|extar|-linkmode|plugin/.test(arg.includes('=') ? arg : (args[i + 1] ?? '')))))),
  rule(/^git$/, '`git` subcommand option that runs a program', RUNS_PROGRAM, gitCode),
  rule(/^(sed|gsed)$/, '`sed` `e` command or `w` flag', 'runs the text as a shell command or writes a file the gate names', sedCode),
  rule(/^(tar|gtar|bsdtar)$/, '`tar --to-command` / `--checkpoint-action` / `--use-compress-program` (or an abbreviation)', RUNS_PROGRAM, tarCode),
  rule(/^dotnet$/, '`dotnet -p:PreBuildEvent=`', RUNS_PROGRAM, (args) => at(args.findIndex((arg) => /(Pre|Post)BuildEvent|RunCommand|RunArguments|ToolPath|ToolExe|CustomBeforeMicrosoft|CustomAfterMicrosoft|DirectoryBuild/i.test(arg)))),
  // `-p no:NAME` turns a plugin off: only a plugin to load is code.
  rule(/^(pytest|py\.test)$/, '`pytest -p`', LOADS_CODE, (args) => at(args.findIndex((arg, i) =>
    (arg === '-p' && !/^no:[A-Za-z0-9_.-]+$/.test(args[i + 1] ?? '')) || (arg.startsWith('-p') && !arg.startsWith('--') && arg !== '-p' && !/^-pno:[A-Za-z0-9_.-]+$/.test(arg))))),
  rule(/^(rake)$/, '`rake -e` / `rake -E`', 'runs a string as Ruby code', (args) => at(args.findIndex((arg) => ['-e', '--execute', '-E', '--execute-continue', '-p', '--execute-print'].includes(arg)))),
  rule(/^(bazel|bazelisk)$/, '`bazel --run_under`', RUNS_PROGRAM, (args) => at(args.findIndex((arg) => /^--(run_under|script_path|action_env=PATH|host_action_env|repo_env|override_repository|experimental_.*wrapper)/.test(arg)))),
  rule(/^(timeout|gtimeout|nice|stdbuf|strace|ltrace|ionice|prlimit|setpriv|taskset|chrt|fakeroot|unshare)$/, '`{program}` with an abbreviated long option', 'can hide which word is the program it runs', (args) =>
    at(args.findIndex((arg) => /^--[a-z]/.test(arg) && arg.length < 12 && /^--(k|ki|kil|kill|s|si|sig|sign|signa|ad|adj|adju|ou|out|outp|er|err|in|inp|pi|pid)(=|$)/.test(arg)))),
];
