// `--since SEQ` (docs/design.md#code-mode): `progress` is every line recorded after SEQ, so a lost
// Code Mode cell's output is said again, and `seen` the SEQ for the next call.

import { readEvents } from '../../lib/io/index.js';
import type { NextReport } from '../../lib/schema/actions.js';

/** The --since value: a count, null when absent, a usage message when malformed. */
export function sinceOption(value: unknown): number | null | { usage: string } {
  if (value === undefined) return null;
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) return { usage: '--since takes the `seen` number of the last report you received (0 for none).' };
  return Number(value);
}

/** The report with the progress recorded after `since` and `seen` (the run's seq now); as it is without --since (null). */
export function withSince(report: NextReport, runDir: string, since: number | null, seq: number): NextReport {
  if (since === null) return report;
  const { events } = readEvents<{ seq?: unknown; type?: unknown; text?: unknown }>(runDir);
  const lines = events.filter((e) => e.type === 'progress-reported' && typeof e.seq === 'number' && e.seq > since && typeof e.text === 'string').map((e) => e.text as string);
  const { progress: said, ...rest } = report;
  const progress = lines.length > 0 ? lines.join('\n') : said;
  return { ...rest, ...(progress === undefined ? {} : { progress }), seen: seq };
}
