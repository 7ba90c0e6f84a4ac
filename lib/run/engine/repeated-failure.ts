// "The same failure again": two failures in a row with the same gate-output fingerprint. The
// engine escalates such a phase as `no-progress` (lib/run/engine/step.ts) instead of retrying; the
// derived state calls it looping (lib/progress/derived-state.ts). Pure.

import type { FailureRecord } from '../../schema/run.js';

/** Whether the last two of `failures` (oldest first) share a fingerprint. */
export function repeatsLastFailure(failures: readonly Pick<FailureRecord, 'fingerprint'>[]): boolean {
  const last = failures.at(-1);
  const previous = failures.at(-2);
  return last !== undefined && previous !== undefined && last.fingerprint !== null && last.fingerprint === previous.fingerprint;
}
