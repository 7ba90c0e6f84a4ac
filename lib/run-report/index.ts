export { statusReport } from './status-report.js';
export { renderStatus } from './render-status.js';
export { renderRunSummary, SUMMARY_GATE_TAIL_LIMIT, SUMMARY_TEXT_LIMIT } from './run-summary.js';
export { renderRunMermaid, mermaidLabel } from './run-mermaid.js';
export { formatElapsed, isoTime, secondsBetween } from './time.js';
export { currentModel, currentWave, isSettled, phaseSeconds, runSeconds } from './phase-facts.js';
