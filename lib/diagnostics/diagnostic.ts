import type { Diagnostic, Severity } from '../schema/index.js';
import type { RuleId } from './rules.js';

export interface DiagnosticInput {
  ruleId: RuleId;
  message: string;
  line?: number;
  column?: number;
  phase?: string;
}

/** Build a diagnostic; position defaults to 1:1 (the whole file). */
export function diagnostic(severity: Severity, input: DiagnosticInput): Diagnostic {
  const d: Diagnostic = {
    severity,
    ruleId: input.ruleId,
    message: input.message,
    line: Math.max(1, input.line ?? 1),
    column: Math.max(1, input.column ?? 1),
  };
  if (input.phase !== undefined) d.phase = input.phase;
  return d;
}

export const error = (input: DiagnosticInput): Diagnostic => diagnostic('error', input);
export const warning = (input: DiagnosticInput): Diagnostic => diagnostic('warning', input);
export const info = (input: DiagnosticInput): Diagnostic => diagnostic('info', input);

const SEVERITY_RANK: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/** Stable order: by line, then column, then severity, then rule id. */
export function sortDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  return [...list].sort(
    (a, b) =>
      a.line - b.line ||
      a.column - b.column ||
      SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
      a.ruleId.localeCompare(b.ruleId),
  );
}

export function hasErrors(list: readonly Diagnostic[]): boolean {
  return list.some((d) => d.severity === 'error');
}

export function countBySeverity(list: readonly Diagnostic[]): Record<Severity, number> {
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const d of list) counts[d.severity] += 1;
  return counts;
}

/** Move diagnostics positioned inside a fragment (line 1 = its first line) to where the fragment sits. */
export function shiftDiagnostics(
  list: readonly Diagnostic[],
  at: { line: number; column: number },
  phase?: string,
): Diagnostic[] {
  return list.map((d) => {
    const moved: Diagnostic = {
      ...d,
      line: at.line + d.line - 1,
      column: d.line === 1 ? at.column + d.column - 1 : d.column,
    };
    if (phase !== undefined && moved.phase === undefined) moved.phase = phase;
    return moved;
  });
}
