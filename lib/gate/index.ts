export { validateGate, type GateOptions } from './validate-gate.js';
export { GATE_EXIT_MARKER } from './marker.js';
export { buildGateExec, gateRunCommand, type GateExecResult } from './exec.js';
export { readGateLog, gateLogTail, gateSpan, GATE_TAIL_CHARS } from './log.js';
export { gateFingerprint, FINGERPRINT_CHARS } from './fingerprint.js';
export { gateEvidence, noTestsRan, noTestsRanReason } from './evidence.js';
export { pathsNamedByGate } from './named-paths.js';
