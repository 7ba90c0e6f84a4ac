export { validateGate, type GateOptions } from './validate-gate.js';
export { GATE_RULE_IDS } from './rule-ids.js';
