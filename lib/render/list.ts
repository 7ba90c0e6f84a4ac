// Human output of `openforge list`: the project's runs, then the others, newest first, then
// the index's warnings.

import type { RunListEntry, RunListReport } from '../schema/index.js';

const line = (r: RunListEntry, withFolder: boolean): string =>
  `${r.runId}  ${(r.state ?? 'missing').padEnd(22)}  ${r.title ?? '(untitled)'}${withFolder ? `  ${r.cwd}` : ''}`.trimEnd();

/**
 * `Runs of <project>:` and one `<run id>  <state>  <title>` per run, then `Elsewhere:` with
 * the folder of each; `no runs yet` for an empty index.
 */
export function renderRunList(report: RunListReport): string {
  const here = report.runs.filter((r) => r.here);
  const others = report.runs.filter((r) => !r.here);
  const lines: string[] = [];
  if (report.project !== null) lines.push(`Runs of ${report.project}:`, ...here.map((r) => `  ${line(r, false)}`));
  if (others.length > 0) {
    lines.push(report.project === null ? 'No runs in this folder or the folders above it. Elsewhere:' : 'Elsewhere:');
    lines.push(...others.map((r) => `  ${line(r, true)}`));
  }
  for (const w of report.warnings) lines.push(`warning: ${w}`);
  return `${lines.length === 0 ? 'no runs yet' : lines.join('\n')}\n`;
}
