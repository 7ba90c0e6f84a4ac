/**
 * Environment variables that make the programs of a gate load or run other code. Set in
 * a gate (`LD_PRELOAD=x npm test`, `env BASH_ENV=x make`), they hide a second command.
 */
export interface HiddenVariableRule {
  readonly name: string;
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
  { name: 'MAKEFLAGS', effect: 'adds make rules or a shell to every make run', when: /--eval|SHELL=|(^|\s)-\w*E/ },
];

/** The rule a `NAME=value` word breaks, if any. */
export function findHiddenVariable(assignment: string): HiddenVariableRule | undefined {
  const eq = assignment.indexOf('=');
  const name = assignment.slice(0, eq);
  const value = assignment.slice(eq + 1);
  return HIDDEN_VARIABLE_RULES.find((r) => r.name === name && (r.when === undefined || r.when.test(value)));
}
