// What a late change (lib/run/evidence/orphans.ts) says, in one clause: the words the engine's
// escalation detail (lib/run/engine/verify.ts) and the escalation message (lib/render) share. Pure.

import type { LateChange, LookPoint } from '../schema/run.js';

/** Where a look saw late changes: the start of a phase, the final verification, or an older log's words (`seenBy`). */
export const lookPlace = (c: { lookAt?: LookPoint | undefined; seenBy?: string | undefined }): string =>
  c.lookAt === undefined ? (c.seenBy ?? '') : c.lookAt === 'final-verification' ? 'the final verification' : `the start of phase \`${c.lookAt.phaseStart}\``;

/** What one late change says: who may have made it (when a phase's scope covers it), the files, and where it was seen. */
export function describeLateChange(c: LateChange): string {
  const files = `${c.files.slice(0, 10).join(', ')}${c.files.length > 10 ? ` and ${c.files.length - 10} more` : ''}`;
  const where = c.look === true ? `seen at ${lookPlace(c)}` : `seen while \`${c.seenBy}\` ran`;
  if (c.actionId === '') return `${files} changed after the last attempt's diff, and no attempt may write there (${where})`;
  return `sub-agent \`${c.actionId}\` of phase \`${c.phase}\` (its attempt had ended) changed ${files} (${where})`;
}
