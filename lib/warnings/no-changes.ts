// An impl phase passed with an attempt that changed no file (docs/design.md#gates).

import type { WarningRecord } from './types.js';

export interface Facts {
  readonly phase: string;
}

export const warning: WarningRecord<Facts> = {
  code: 'no-changes',
  order: 10,
  meaning: 'An impl phase passed with an attempt that changed no file: check its tasks were done, not only claimed.',
  docs: 'troubleshooting.md#a-phase-passed-with-a-no-changes-warning',
  message: ({ phase }) => `phase \`${phase}\` passed but its passing attempt changed no file (no-changes): check that its tasks were really done, not only claimed.`,
};
