// `--since SEQ` (docs/design.md#code-mode): `progress` says every report after SEQ again (a lost cell's output), `seen` is the SEQ for the next call.

import { readEvents } from '../../lib/io/index.js';
import type { NextReport, RunEvent } from '../../lib/schema/index.js';
import { progressAgain } from '../../lib/run/engine/progress.js';
import { progressAgainText } from '../../lib/render/progress-text.js';

/** The --since value: a count, null when absent, a usage message when malformed. */
export function sinceOption(value: unknown): number | null | { usage: string } {
  if (value === undefined) return null;
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) return { usage: '--since takes the `seen` number of the last report you received (0 for none).' };
  return Number(value);
}

/** The report with the progress recorded after `since` and `seen` (the run's seq now); as it is without --since (null). */
export function withSince(report: NextReport, runDir: string, since: number | null, seq: number): NextReport {
  if (since === null) return report;
  const lines = progressAgainText(progressAgain(readEvents<RunEvent>(runDir).events, since));
  const progress = lines.length > 0 ? lines.join('\n') : report.progress;
  return { ...report, ...(progress === undefined ? {} : { progress }), seen: seq };
}
