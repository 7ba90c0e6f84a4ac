export { GATE_EXIT_MARKER } from './marker.js';
export { buildGateExec, type GateExecResult } from './build-gate-exec.js';
export {
  readGateLog,
  gateLogTail,
  GATE_TAIL_CHARS,
} from './read-gate-log.js';
export { gateFingerprint, FINGERPRINT_CHARS } from './fingerprint.js';
