import { countBySeverity, formatDiagnostic } from '../diagnostics/index.js';
import type { Diagnostic } from '../schema/index.js';

/** One `file:line:col` line per diagnostic, then a count line. */
export function renderDiagnostics(file: string, diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.map((d) => formatDiagnostic(file, d));
}

export function renderCounts(diagnostics: readonly Diagnostic[]): string {
  const counts = countBySeverity(diagnostics);
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${plural(counts.error, 'error')}, ${plural(counts.warning, 'warning')}`;
}
