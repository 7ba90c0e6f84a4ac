// A phase changed what checks the work (docs/design.md#test-baseline, lib/run/evidence/test-surface.ts).

import type { SurfaceEditRecord } from '../schema/run.js';
import { changeNote, editNote } from '../text/surface-note.js';
import type { WarningRecord } from './types.js';

/** One change to what checks the work, as lib/run/evidence/test-surface.ts finds it. */
interface ToldChange {
  readonly path: string;
  /** What the file is to the checks (`test`, `coverage`, …). */
  readonly kind: string;
  readonly reverted: boolean;
  readonly assertions: { before: number; after: number } | null;
  /** How the phase changed it, from the texts; null: not read. */
  readonly edit: SurfaceEditRecord | null;
}

export interface Facts {
  readonly phase: string;
  /** The changes that are more than added tests, in path order. */
  readonly changes: readonly ToldChange[];
  /** Tests run at the baseline and at the phase's last gate with a report; null: no report on one side. */
  readonly tests: { before: number; after: number } | null;
}

/** At most this many changes are quoted. */
const MAX_LISTED = 12;

const note = (c: ToldChange): string => (c.edit === null ? changeNote(c) : editNote(c.edit.namedBy === undefined ? c.kind : `${c.kind}: ${c.edit.namedBy}`, c.edit, c.assertions));

export const warning: WarningRecord<Facts> = {
  code: 'checks-changed',
  order: 20,
  meaning: 'A phase changed what checks the work (tests, test config, gate scripts): check no test or check was weakened.',
  docs: 'safety.md#threat-model-what-a-sub-agent-can-still-do',
  message: ({ phase, changes, tests }) => {
    const files = changes.slice(0, MAX_LISTED).map((c) => `${c.path} (${note(c)})`).join('; ');
    const more = changes.length > MAX_LISTED ? ` and ${changes.length - MAX_LISTED} more` : '';
    const counts = tests === null ? '' : `; tests run ${tests.before} → ${tests.after}`;
    return `phase \`${phase}\` changed what checks the work (checks-changed): ${files}${more}${counts}. Judge each quoted change.`;
  },
};
