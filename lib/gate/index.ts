export { validateGate, type GateOptions } from './validate-gate.js';
export { GATE_RULE_IDS, type GateRuleId } from './rule-ids.js';
export { SHELL_CONSTRUCTS, type ShellConstruct } from './constructs.js';
export { KNOWN_PROGRAMS, KNOWN_PROJECT_SCRIPTS, KNOWN_PYTHON_MODULES } from './known-programs.js';
export { HIDDEN_COMMAND_RULES, type HiddenCommandRule } from './hidden-commands.js';
export { HIDDEN_VARIABLE_RULES, type HiddenVariableRule } from './hidden-variables.js';
export { RISKY_PROGRAM_RULES, type RiskyProgramRule } from './risky-programs.js';
