export { GATE_EXIT_MARKER } from './marker.js';
export { buildGateExec, quoteArgv, wrapWithLog, type GateExec, type GateExecInput, type GateExecResult } from './build-gate-exec.js';
export {
  readGateLog,
  gateLogTail,
  GATE_TAIL_CHARS,
  DEFAULT_GATE_GRACE_SECONDS,
  type GateLogOptions,
  type GateLogReading,
  type GateLogState,
} from './read-gate-log.js';
export { gateFingerprint, FINGERPRINT_CHARS } from './fingerprint.js';
export { cleanOutput, stripAnsi } from './clean-text.js';
