// A standing warning in words: its record's message from its facts, as `next`, `status`, the
// completion message and the summary say it. Pure.

import { WARNING_RECORDS, type RunWarning } from './index.generated.js';
import type { WarningRecord } from './types.js';

/** The warning `w` in words. */
export function warningText(w: RunWarning): string {
  const record = WARNING_RECORDS[w.code] as WarningRecord<RunWarning>;
  return record.message(w);
}
