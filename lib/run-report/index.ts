export { statusReport } from './status-report.js';
export { renderStatus } from './render-status.js';
export { renderRunSummary } from './run-summary.js';
export { formatElapsed } from './time.js';
