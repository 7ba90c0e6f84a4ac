// A test gate passed on its exit code alone (docs/design.md#gates).

import type { WarningRecord } from './types.js';

export interface Facts {
  readonly phase: string;
  readonly command: string;
}

export const warning: WarningRecord<Facts> = {
  code: 'no-test-report',
  order: 30,
  meaning: 'A gate runs tests but printed no test runner report OpenForge reads: it passed on its exit code alone.',
  docs: 'safety.md#test-figures',
  message: ({ phase, command }) =>
    `gate \`${command}\` of phase \`${phase}\` runs tests but printed no test runner report OpenForge reads (no-test-report): it passed on its exit code alone.`,
};
