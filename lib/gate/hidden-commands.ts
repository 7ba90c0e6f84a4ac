import { CODE_OPTION_RULES } from './code-options.js';
import { hiddenCommandRule as rule, type HiddenCommandRule } from './hidden-command-rule.js';
import { findCodeFlag, findOption, firstPositional, isOption, type OptionGrammar } from './options.js';

const RUNS_STRING = 'runs a string as code';
const RUNS_SHELL = 'runs its argument as a shell command';

const found = (index: number): number | undefined => (index < 0 ? undefined : index);
const always = (): number => -1;
const codeFlag = (grammar: OptionGrammar) => (args: readonly string[]) => found(findCodeFlag(args, grammar));
const anyOption = (names: readonly string[]) => (args: readonly string[]) => found(findOption(args, names));
const anyArg = (test: (arg: string) => boolean) => (args: readonly string[]) => found(args.findIndex(test));

/** PowerShell parameter names may be shortened to any unambiguous prefix. */
function powershellCommand(args: readonly string[], defaultIsCommand: boolean): number | undefined {
  const valueParams = ['executionpolicy', 'ep', 'ex', 'windowstyle', 'w', 'version', 'v', 'psconsolefile',
    'configurationname', 'config', 'outputformat', 'of', 'o', 'inputformat', 'inf', 'if', 'settingsfile',
    'workingdirectory', 'wd'];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (!/^[-/]/.test(arg)) return defaultIsCommand ? i : undefined;
    const name = arg.slice(1).toLowerCase();
    if (name === 'file' || name === 'f') return undefined;
    if (name === 'e' || name === 'ec' || name === 'cwa' || (name.length >= 2 && 'encodedcommand'.startsWith(name))) return i;
    if (name.startsWith('c') && ('command'.startsWith(name) || 'commandwithargs'.startsWith(name))) return i;
    if (valueParams.includes(name)) i += 1;
  }
  return undefined;
}

/** A node option that loads code from a `data:` URL (`--import data:text/javascript,…`). */
function nodeDataImport(args: readonly string[]): number | undefined {
  const loaders = ['-r', '--require', '--import', '--loader', '--experimental-loader'];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (!isOption(arg)) return undefined;
    const inline = loaders.find((name) => name.startsWith('--') && arg.startsWith(`${name}=`));
    if (inline !== undefined && arg.slice(inline.length + 1).startsWith('data:')) return i;
    if (loaders.includes(arg) && (args[i + 1] ?? '').startsWith('data:')) return i;
    if (loaders.includes(arg)) i += 1;
  }
  return undefined;
}

/** sed's `e` command or the `e` flag of `s///e` run the pattern space as a shell command. */
function sedExecutes(args: readonly string[]): number | undefined {
  return found(
    args.findIndex((arg, i) => {
      const isScript = !isOption(arg) || args[i - 1] === '-e' || args[i - 1] === '--expression';
      if (!isScript) return false;
      if (/(^|[;{}\n])\s*(\d+|\$|\/[^/]*\/)?\s*e(\s|;|$)/.test(arg)) return true;
      return /(^|[;{}\n])\s*s([^\w\s\\])(?:(?!\2)[^\\]|\\.)*\2(?:(?!\2)[^\\]|\\.)*\2[gpiImM0-9w]*e/.test(arg);
    }),
  );
}

const SHELLS = /^(sh|bash|rbash|zsh|dash|ksh|mksh|pdksh|ash|yash|csh|tcsh|fish|nu|elvish|xonsh)$/;
const PYTHONS = /^(python[0-9.]*|pypy[0-9.]*|py|ipython[0-9.]*)$/;

/** The table. `programs` is matched against the look-up key (basename, lower case). */
export const HIDDEN_COMMAND_RULES: readonly HiddenCommandRule[] = [
  rule(SHELLS, '`{program} -c`', RUNS_SHELL, codeFlag({ flags: 'c', values: 'oO', long: ['--command', '--init-command'], longValues: ['--rcfile', '--init-file'] })),
  rule(/^fish$/, '`fish -C`', RUNS_SHELL, codeFlag({ flags: 'C' })),
  rule(/^(pwsh|pwsh-preview)$/, '`pwsh -Command`', RUNS_SHELL, (args) => powershellCommand(args, false)),
  rule(/^(powershell|powershell_ise)$/, '`powershell -Command`', RUNS_SHELL, (args) => powershellCommand(args, true)),
  rule(/^cmd$/, '`cmd /c`', RUNS_SHELL, anyArg((arg) => /^\/[ckr]/i.test(arg))),
  rule(/^(eval|exec|source|\.|trap|fc)$/, '`{program}`', 'runs shell code or replaces the shell', always),
  rule(/^(xargs|parallel|watch|script|concurrently|cross-env-shell|wsl|wsl\.exe)$/, '`{program}`', 'builds and runs other commands', always),
  rule(/^(node|nodejs)$/, '`node -e`', RUNS_STRING, codeFlag({ flags: 'ep', values: 'rC', long: ['--eval', '--print'], longValues: ['--require', '--import', '--loader', '--experimental-loader', '--conditions'] })),
  rule(/^(node|nodejs)$/, '`node --import data:`', 'loads code from an inline `data:` URL', nodeDataImport),
  rule(/^deno$/, '`deno eval`', RUNS_STRING, (args) => {
    const first = firstPositional(args);
    if (first >= 0 && args[first] === 'eval') return first;
    return found(args.findIndex((arg) => arg.startsWith('data:') || arg === '--eval' || arg.startsWith('--eval=') || arg.startsWith('--eval-file')));
  }),
  rule(/^bun$/, '`bun -e`', RUNS_STRING, codeFlag({ flags: 'ep', values: 'r', long: ['--eval', '--print'], longValues: ['--preload', '--cwd'] })),
  rule(/^(tsx|ts-node|ts-node-esm|esno|vite-node)$/, '`tsx -e`', RUNS_STRING, codeFlag({ flags: 'ep', long: ['--eval', '--print'] })),
  rule(PYTHONS, '`python -c`', RUNS_STRING, codeFlag({ flags: 'c', values: 'WXQ', terminators: 'm' })),
  rule(/^perl[0-9.]*$/, '`perl -e`', RUNS_STRING, codeFlag({ flags: 'eE', values: 'I', glued: 'MmxFdDi', digits: 'l0C' })),
  rule(/^(ruby|jruby|truffleruby)$/, '`ruby -e`', RUNS_STRING, codeFlag({ flags: 'e', values: 'CEIr', glued: 'FxiK', digits: 'WT0' })),
  rule(/^php[0-9.]*$/, '`php -r`', RUNS_STRING, codeFlag({ flags: 'rBRE', values: 'cdfzt' })),
  rule(/^(lua|luajit|lua5\.\d)$/, '`lua -e`', RUNS_STRING, codeFlag({ flags: 'e', values: 'l' })),
  rule(/^osascript$/, '`osascript -e`', RUNS_STRING, codeFlag({ flags: 'e', values: 'ls' })),
  rule(/^(julia)$/, '`julia -e`', RUNS_STRING, codeFlag({ flags: 'eE', values: 'pLJCOtHg', long: ['--eval', '--print'] })),
  rule(/^(elixir|iex|erl|rscript|r|ghc|runghc|groovy|scala)$/, '`{program} -e`', RUNS_STRING,
    anyOption(['-e', '--eval', '-eval', '--expr'])),
  rule(/^expect$/, '`expect -c`', RUNS_STRING, anyOption(['-c'])),
  rule(/^mix$/, '`mix run -e`', RUNS_STRING, (args) => (args[0] === 'run' ? found(findOption(args, ['-e', '--eval'])) : undefined)),
  rule(/^(awk|gawk|mawk|nawk|busybox-awk)$/, '`awk` with `system(` or a pipe', 'runs shell commands from the awk program',
    anyArg((arg) => /\bsystem\s*\(|\|/.test(arg))),
  rule(/^(sed|gsed)$/, '`sed` with the `e` command', 'runs the text as a shell command', sedExecutes),
  rule(/^find$/, '`find -exec`', 'runs a command for every file found', anyOption(['-exec', '-execdir', '-ok', '-okdir'])),
  rule(/^env$/, '`env -S`', 'splits a string into a new command line', codeFlag({ flags: 'S', values: 'uC', long: ['--split-string'], longValues: ['--unset', '--chdir'] })),
  rule(/^(npx|pnpx)$/, '`npx -c`', RUNS_SHELL, codeFlag({ flags: 'c', values: 'pw', long: ['--call'], longValues: ['--package', '--node-options', '--workspace'] })),
  rule(/^npm$/, '`npm exec -c`', RUNS_SHELL, (args) =>
    args.includes('exec') || args.includes('x') ? found(findOption(args, ['-c', '--call'])) : undefined),
  rule(/^(npm|pnpm|yarn)$/, '`npm --script-shell`', 'runs the package scripts with another program as the shell',
    anyArg((arg) => /^--script-shell(=|$)/.test(arg))),
  rule(/^pnpm$/, '`pnpm exec -c`', RUNS_SHELL, (args) =>
    args.includes('exec') || args.includes('dlx') ? found(findOption(args, ['-c', '--shell-mode'])) : undefined),
  rule(/^yarn$/, '`yarn exec`', 'runs its arguments as a shell script', (args) => {
    const first = firstPositional(args, ['--cwd']);
    if (first >= 0 && args[first] === 'workspace') return args[first + 2] === 'exec' ? first + 2 : undefined;
    return first >= 0 && args[first] === 'exec' ? first : undefined;
  }),
  rule(/^(make|gmake)$/, '`make --eval`', 'adds make rules (and their shell recipes) from the command line',
    anyArg((arg) => arg === '-E' || arg === '--eval' || arg.startsWith('--eval=') || /^(SHELL|\.SHELLFLAGS|MAKESHELL)=/.test(arg))),
  rule(/^git$/, '`git -c`', 'sets configuration that can name commands to run (aliases, hooks, ssh, pagers)', (args) => {
    const config = findCodeFlag(args, { flags: 'c', values: 'C', long: ['--config-env', '--exec-path', '--upload-pack', '--receive-pack', '--exec', '--extcmd'] });
    if (config >= 0) return config;
    const exec = args.findIndex((arg) => /^--(config-env|upload-pack|receive-pack|exec|extcmd)(=|$)/.test(arg));
    if (exec >= 0) return exec;
    return args.includes('rebase') ? found(findOption(args, ['-x', '--exec'])) : args.includes('bisect') && args.includes('run') ? args.indexOf('run') : undefined;
  }),
  rule(/^cargo$/, '`cargo --config`', 'sets a runner, linker or alias that runs another command', (args) =>
    found(args.findIndex((arg, i) => (arg === '--config' ? /runner|linker|rustc|wrapper|alias/i.test(args[i + 1] ?? '') : arg.startsWith('--config=') && /runner|linker|rustc|wrapper|alias/i.test(arg))))),
  rule(/^tar$/, '`tar --to-command`', 'runs a command for the archive contents',
    anyArg((arg) => arg === '-I' || arg === '-F' || /^--(to-command|checkpoint-action|use-compress-program|info-script|new-volume-script)/.test(arg))),
  rule(/^(vim|vi|nvim|ex|view|gvim)$/, '`vim -c`', 'runs editor commands, which can run shell commands',
    anyArg((arg) => arg === '-c' || arg === '--cmd' || arg.startsWith('+') || arg === '-S')),
  rule(/^emacs$/, '`emacs --eval`', RUNS_STRING, anyArg((arg) => /^--?(eval|execute)(=|$)/.test(arg))),
  rule(/^(gdb|lldb)$/, '`gdb -ex`', 'runs debugger commands, which can run shell commands', anyOption(['-ex', '-iex', '--eval-command', '-o', '--one-line', '-x', '--command'])),
  rule(/^(sudo|doas)$/, '`sudo -s`', RUNS_SHELL, codeFlag({ flags: 'si', long: ['--shell', '--login'], values: 'ugCDhprtUT' })),
  rule(/^su$/, '`su -c`', RUNS_SHELL, anyOption(['-c', '--command', '--session-command'])),
  rule(/^flock$/, '`flock -c`', RUNS_SHELL, anyOption(['-c', '--command'])),
  rule(/^(nodemon|entr)$/, '`nodemon --exec`', 'runs a command given as a string', anyOption(['--exec', '-x', '-s'])),
  rule(/^nix-shell$/, '`nix-shell --run`', RUNS_SHELL, anyOption(['--run', '--command'])),
  rule(/^ssh$/, '`ssh HOST COMMAND`', 'runs a command on another machine', (args) => {
    let positionals = 0;
    for (let i = 0; i < args.length; i++) {
      const arg = args[i] as string;
      if (isOption(arg)) {
        if (arg.length === 2 && 'BbcDEeFIiJLlmOopQRSWw'.includes(arg[1] as string)) i += 1;
      } else if (++positionals === 2) return i;
    }
    return undefined;
  }),
];

export interface HiddenCommandHit {
  readonly rule: HiddenCommandRule;
  /** Index into the invocation's args, or -1 for the program word. */
  readonly argIndex: number;
}

/**
 * The first rule that matches this program and its arguments, if any. With `byArgsOnly`
 * (the word may be a package script name, like `yarn watch`), rules that match on the
 * program name alone are skipped.
 */
export function findHiddenCommand(key: string, args: readonly string[], byArgsOnly = false): HiddenCommandHit | undefined {
  for (const candidate of [...HIDDEN_COMMAND_RULES, ...CODE_OPTION_RULES]) {
    if (!candidate.programs.test(key)) continue;
    const argIndex = candidate.match(args);
    if (argIndex !== undefined && !(byArgsOnly && argIndex < 0)) return { rule: candidate, argIndex };
  }
  return undefined;
}
