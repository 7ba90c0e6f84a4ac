// Human output of `openforge list`: one line per run, newest first, then the index's warnings.

import type { RunListReport } from '../schema/index.js';

/** `<run id>  <status>  <title>  <cwd>` per run; `no runs yet` for an empty index. */
export function renderRunList(report: RunListReport): string {
  const lines = report.runs.map((r) => `${r.runId}  ${(r.status ?? 'missing').padEnd(11)}  ${r.title ?? '(untitled)'}  ${r.cwd}`);
  for (const w of report.warnings) lines.push(`warning: ${w}`);
  return `${lines.length === 0 ? 'no runs yet' : lines.join('\n')}\n`;
}
