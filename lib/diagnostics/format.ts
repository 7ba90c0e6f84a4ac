import type { Diagnostic } from '../schema/index.js';

/** One line per diagnostic, ESLint/tsc style: `file:line:col: severity message [rule]`. */
export function formatDiagnostic(file: string, d: Diagnostic): string {
  const where = d.phase === undefined ? '' : ` (phase ${d.phase})`;
  return `${file}:${d.line}:${d.column}: ${d.severity} ${d.message}${where} [${d.ruleId}]`;
}

/**
 * The same, with diagnostics that say the same thing (severity, rule and message) in several
 * places merged into one line: `file:34:12, 42:12: warning message (phases a, b) [rule]`. For the
 * warnings of a report the agent reads, where three phases with the same gate would otherwise
 * repeat one paragraph three times.
 */
export function formatDiagnosticsMerged(file: string, diagnostics: readonly Diagnostic[]): string[] {
  const groups = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) {
    const key = `${d.severity}\u0000${d.ruleId}\u0000${d.message}`;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [d]);
    else group.push(d);
  }
  return [...groups.values()].map((group) => {
    const [first] = group as [Diagnostic, ...Diagnostic[]];
    if (group.length === 1) return formatDiagnostic(file, first);
    const where = group.map((d) => `${d.line}:${d.column}`).join(', ');
    const phases = [...new Set(group.flatMap((d) => (d.phase === undefined ? [] : [d.phase])))];
    const phaseText = phases.length === 0 ? '' : ` (phase${phases.length > 1 ? 's' : ''} ${phases.join(', ')})`;
    return `${file}:${where}: ${first.severity} ${first.message}${phaseText} [${first.ruleId}]`;
  });
}
