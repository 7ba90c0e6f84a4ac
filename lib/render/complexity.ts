// Human output of `openforge complexity`: the functions over the threshold, per-language and
// overall totals, what was measured now, the skipped files, and the baseline's outcome.

import type { ComplexityReport } from '../schema/complexity.js';
import { EROSION_GROWTH_LIMIT } from '../erosion/verdict.js';

/** What the run measured, for the `measured …` line (not part of the JSON report). */
export interface ComplexityWork {
  /** Files measured now. */
  measuredNow: number;
  /** Measurable files found (measured now or taken from the baseline). */
  measurable: number;
}

const percent = (x: number): string => `${(x * 100).toFixed(1)}%`;
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** `file:line:col  CC  name` per function over the threshold, then a blank line when any. */
function overThreshold(report: ComplexityReport): string[] {
  const lines: string[] = [];
  for (const f of report.files) {
    for (const fn of f.functions) if (fn.complexity > report.threshold) lines.push(`${f.file}:${fn.line}:${fn.column}  ${fn.complexity}  ${fn.name}`);
  }
  return lines.length > 0 ? [...lines, ''] : lines;
}

function byLanguage(report: ComplexityReport): string[] {
  const languages = new Map<string, { files: number; functions: number; total: number; highMass: number }>();
  for (const f of report.files) {
    const l = languages.get(f.language) ?? { files: 0, functions: 0, total: 0, highMass: 0 };
    l.files += 1;
    l.functions += f.functions.length;
    l.total += f.total;
    l.highMass += f.highMass;
    languages.set(f.language, l);
  }
  return [...languages]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([language, l]) => `${language}: ${plural(l.files, 'file')}, ${l.functions} functions, CC ${l.total}, high-CC mass ${l.highMass}`);
}

function measuredLine({ measuredNow, measurable }: ComplexityWork): string {
  return measuredNow < measurable
    ? `measured ${measuredNow} of ${measurable} files; the other ${measurable - measuredNow} are unchanged since the baseline`
    : `measured ${measurable} files`;
}

function baselineLines(report: ComplexityReport, measurable: number): string[] {
  const b = report.baseline;
  if (b === null) return [];
  if (b.written) return [`baseline written to ${b.file} (${measurable} files); run again with --baseline ${b.file} to compare.`];
  const v = b.verdict;
  if (v === null) return [];
  const growth = v.growth === null ? (v.after > 0 ? 'from 0' : 'no change') : `${v.growth >= 0 ? '+' : ''}${percent(v.growth)}`;
  const verdict = v.flagged ? `FLAGGED (over +${percent(EROSION_GROWTH_LIMIT)})` : 'ok';
  return [
    `erosion against ${b.file}: high-CC mass ${v.before} -> ${v.after} (${growth}): ${verdict}`,
    ...v.offenders.map((o) => `  ${o.file}:${o.line}  ${o.name}  CC ${o.before ?? 'new'} -> ${o.after}`),
  ];
}

/** The whole human report, one line each, newline-terminated. */
export function renderComplexity(report: ComplexityReport, work: ComplexityWork): string {
  const t = report.totals;
  const lines = [
    ...overThreshold(report),
    ...byLanguage(report),
    `total: ${t.files} files, ${t.functions} functions, CC ${t.total}; high-CC mass ${t.highMass} (CC > ${report.threshold}), erosion share ${percent(t.erosionShare)}`,
    measuredLine(work),
    ...report.skipped.map((s) => `skipped ${s.file}: ${s.reason}: ${s.detail}`),
    ...baselineLines(report, work.measurable),
  ];
  return `${lines.join('\n')}\n`;
}
