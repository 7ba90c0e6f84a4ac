import type { Diagnostic } from '../schema/index.js';

/** One line per diagnostic, ESLint/tsc style: `file:line:col: severity message [rule]`. */
export function formatDiagnostic(file: string, d: Diagnostic): string {
  const where = d.phase === undefined ? '' : ` (phase ${d.phase})`;
  return `${file}:${d.line}:${d.column}: ${d.severity} ${d.message}${where} [${d.ruleId}]`;
}
