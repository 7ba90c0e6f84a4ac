/**
 * Environment variables that make the programs of a gate load or run other code. Set in
 * a gate (`LD_PRELOAD=x npm test`, `env BASH_ENV=x make`), they hide a second command.
 */
export interface HiddenVariableRule {
  /** The variable's name, or a pattern of names (matched in full). */
  readonly name: string | RegExp;
  /** What setting it does. */
  readonly effect: string;
  /** Only when the value matches (default: any value). */
  readonly when?: RegExp;
}

const LOADS_LIBRARY = 'makes every program load a shared library first';
const RUNS_COMMAND = 'names a command that programs run';
const SHELL_STARTUP = 'makes every non-interactive bash run a file first';

export const HIDDEN_VARIABLE_RULES: readonly HiddenVariableRule[] = [
  { name: 'IFS', effect: 'changes how the shell splits words, so one word can become a command and its arguments' },
  { name: 'LD_PRELOAD', effect: LOADS_LIBRARY },
  { name: 'LD_AUDIT', effect: LOADS_LIBRARY },
  { name: 'DYLD_INSERT_LIBRARIES', effect: LOADS_LIBRARY },
  { name: 'BASH_ENV', effect: SHELL_STARTUP },
  { name: 'PS4', effect: 'is expanded (command substitutions included) by traced shells' },
  { name: 'GIT_SSH_COMMAND', effect: RUNS_COMMAND },
  { name: 'GIT_SSH', effect: RUNS_COMMAND },
  { name: 'GIT_EXTERNAL_DIFF', effect: RUNS_COMMAND },
  { name: 'GIT_PROXY_COMMAND', effect: RUNS_COMMAND },
  { name: 'GIT_ASKPASS', effect: RUNS_COMMAND },
  { name: 'SSH_ASKPASS', effect: RUNS_COMMAND },
  { name: 'GIT_CONFIG_PARAMETERS', effect: 'sets git configuration, which can name commands to run' },
  { name: 'GIT_CONFIG_COUNT', effect: 'sets git configuration, which can name commands to run' },
  { name: 'npm_config_script_shell', effect: 'makes npm run package scripts with another program as the shell' },
  { name: 'NPM_CONFIG_SCRIPT_SHELL', effect: 'makes npm run package scripts with another program as the shell' },
  { name: 'PERL5OPT', effect: 'adds perl options (modules to load) to every perl run' },
  { name: 'NODE_OPTIONS', effect: 'loads code from an inline `data:` URL in every node run', when: /data:/ },
  { name: /^(MAKEFLAGS|GNUMAKEFLAGS|MFLAGS|MAKEFILES|MAKELEVEL)$/, effect: 'adds make options, makefiles, rules or a shell to every make run', when: /(?!^(\s*(-j\d*|-k|-s|--no-print-directory|-w)\s*)*$)^/ },
  // npm reads every npm_config_* variable, in any case, as configuration: script-shell, node-options, git, userconfig, …
  { name: /^npm_config_.+$/i, effect: 'sets npm configuration, which can name the shell, node options or programs npm runs' },
  { name: /^(YARN|PNPM|BUN|DENO)_.+$/, effect: 'sets package-manager configuration, which can name programs or plugins to run', when: /./ },
  { name: 'NODE_OPTIONS', effect: 'adds node options (modules to load, code to run) to every node run', when: /(?!^(\s*--(max-old-space-size=\d+|enable-source-maps|no-warnings|experimental-vm-modules|trace-warnings|no-deprecation|stack-trace-limit=\d+|unhandled-rejections=\w+))*\s*$)^/ },
  { name: /^(EDITOR|VISUAL|GIT_EDITOR|GIT_SEQUENCE_EDITOR|PAGER|GIT_PAGER|MANPAGER|LESSOPEN|LESSCLOSE|BROWSER|GIT_EXEC_PATH|GIT_TEMPLATE_DIR)$/, effect: RUNS_COMMAND },
  { name: /^(GIT_CONFIG|GIT_CONFIG_GLOBAL|GIT_CONFIG_SYSTEM|GIT_CONFIG_KEY_\d+|GIT_CONFIG_VALUE_\d+|GIT_DIR|GIT_WORK_TREE)$/, effect: 'points git at other configuration, which can name commands to run' },
  { name: /^(ENV|ZDOTDIR|PROMPT_COMMAND|SHELLOPTS|BASHOPTS|BASH_XTRACEFD|HISTFILE)$/, effect: 'changes what a shell runs at start-up' },
  { name: /^(LD_[A-Z_]+|DYLD_[A-Z_]+|GCONV_PATH|LOCPATH|NLSPATH|MALLOC_[A-Z_]+|GLIBC_TUNABLES)$/, effect: LOADS_LIBRARY },
  { name: /^(PATH|HOME|XDG_CONFIG_HOME|XDG_DATA_HOME|CARGO_HOME|RUSTUP_HOME|GOPATH|GOENV|GOROOT|PYTHONHOME|PYTHONSTARTUP|PYTHONUSERBASE|GEM_HOME|GEM_PATH|BUNDLE_GEMFILE|NODE_PATH|COMPOSER_HOME|MAVEN_HOME|GRADLE_USER_HOME|JAVA_HOME|DOTNET_ROOT)$/, effect: 'changes which program, configuration or libraries the gate uses' },
  { name: /^(PERL5LIB|PERLLIB|PERL5DB|RUBYOPT|RUBYLIB|PYTHONWARNINGS|PYTHONBREAKPOINT|PYTHONINSPECT|PYTHONEXECUTABLE)$/, effect: 'makes the interpreter load other code' },
  { name: /^(JAVA_TOOL_OPTIONS|_JAVA_OPTIONS|JDK_JAVA_OPTIONS|JAVA_OPTS|MAVEN_OPTS|GRADLE_OPTS|SBT_OPTS|ANT_OPTS|KOTLIN_OPTS)$/, effect: 'adds JVM options (agents, commands on error) to every JVM run', when: /(?!^(\s*-X(m[sx]|ss)\d+[kKmMgG]?|\s*-Dfile\.encoding=[\w-]+|\s*-Djava\.awt\.headless=true)*\s*$)^/ },
  { name: /^(CC|CXX|CPP|LD|AR|AS|FC|NM|RANLIB|STRIP|OBJCOPY|HOSTCC|HOSTCXX|CC_[A-Za-z0-9_]+|CXX_[A-Za-z0-9_]+|AR_[A-Za-z0-9_]+|CMAKE_[A-Z_]*LAUNCHER|CMAKE_[A-Z_]*COMPILER|CMAKE_TOOLCHAIN_FILE|MAKE|SHELL|CONFIG_SHELL|CCACHE_PREFIX|DISTCC_HOSTS)$/, effect: 'names the compiler, linker or shell that builds run', when: /(?!^(gcc|clang|cc|g\+\+|clang\+\+|c\+\+|gcc-\d+|g\+\+-\d+|clang-\d+|clang\+\+-\d+|ld|lld|ar|llvm-ar)$)^/ },
  { name: /^(RUSTC|RUSTC_WRAPPER|RUSTC_WORKSPACE_WRAPPER|RUSTDOC|RUSTC_LINKER|CARGO_TARGET_[A-Z0-9_]+_(RUNNER|LINKER)|CARGO_BUILD_[A-Z_]*(RUSTC|RUSTDOC|WRAPPER|LINKER)[A-Z_]*|CARGO_ALIAS_[A-Za-z0-9_]+|CARGO_REGISTRIES_[A-Z0-9_]+_CREDENTIAL_PROVIDER|CARGO_CREDENTIAL_PROVIDER|CARGO_REGISTRY_CREDENTIAL_PROVIDER)$/, effect: 'names a program cargo runs (runner, linker, rustc wrapper or alias)' },
  { name: /^(RUSTFLAGS|RUSTDOCFLAGS|CARGO_ENCODED_RUSTFLAGS|CARGO_BUILD_RUSTFLAGS|CFLAGS|CXXFLAGS|LDFLAGS|CPPFLAGS|CGO_[A-Z]*FLAGS)$/, effect: 'passes compiler or linker options that can run a program or load a plugin', when: /linker|link-arg|plugin|-B|-wrapper|fuse-ld|-Z|--extern|-specs/i },
  { name: 'GOFLAGS', effect: 'adds go options that can run a program (`-toolexec`, `-exec`)', when: /toolexec|-exec|extld|overlay/ },
  { name: /^(TAR_OPTIONS|GZIP|BZIP2|XZ_OPT|ZSTD_CLEVEL|LESS|GREP_OPTIONS|SSH_AUTH_SOCK)$/, effect: 'adds options to the programs a gate runs', when: /--to-command|--checkpoint-action|--use-compress|-I|-F|\|/ },
];

/** The rule a `NAME=value` word breaks, if any. */
export function findHiddenVariable(assignment: string): { name: string; effect: string } | undefined {
  const eq = assignment.indexOf('=');
  const name = assignment.slice(0, eq);
  const value = assignment.slice(eq + 1);
  const found = HIDDEN_VARIABLE_RULES.find((r) =>
    (typeof r.name === 'string' ? r.name === name : r.name.test(name)) && (r.when === undefined || r.when.test(value)));
  return found === undefined ? undefined : { name, effect: found.effect };
}
