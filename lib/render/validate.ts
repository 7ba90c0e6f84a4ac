import type { ValidateReport } from '../schema/index.js';
import { renderCounts, renderDiagnostics } from './diagnostics.js';

/** Human output of `openforge validate`. */
export function renderValidate(report: ValidateReport): string {
  const lines = renderDiagnostics(report.file, report.diagnostics);
  const phases = report.prd.phases.length;
  const verdict = report.valid
    ? `${report.file}: valid, ${phases} phase${phases === 1 ? '' : 's'} (${renderCounts(report.diagnostics)})`
    : `${report.file}: invalid (${renderCounts(report.diagnostics)}); fix the errors above before running it`;
  lines.push(verdict);
  return lines.join('\n') + '\n';
}
