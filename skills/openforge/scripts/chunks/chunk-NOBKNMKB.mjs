import { createRequire as __openforgeCreateRequire } from 'node:module';
const require = __openforgeCreateRequire(import.meta.url);
import {
  renderCounts,
  renderDiagnostics
} from "./chunk-6TESZMG4.mjs";

// lib/report/validate.ts
function renderValidate(report) {
  const lines = renderDiagnostics(report.file, report.diagnostics);
  const phases = report.prd.phases.length;
  const verdict = report.valid ? `${report.file}: valid, ${phases} phase${phases === 1 ? "" : "s"} (${renderCounts(report.diagnostics)})` : `${report.file}: invalid (${renderCounts(report.diagnostics)}); fix the errors above before running it`;
  lines.push(verdict);
  return lines.join("\n") + "\n";
}

export {
  renderValidate
};
