// A child runs on another model than the one asked for (docs/design.md#model-routing).

import type { WarningRecord } from './types.js';

export interface Facts {
  readonly phase: string;
  readonly actionId: string;
  readonly requested: string | null;
  readonly reported: string | null;
}

export const warning: WarningRecord<Facts> = {
  code: 'model-mismatch',
  order: 40,
  meaning: 'A child runs on another model than the one asked for.',
  docs: 'troubleshooting.md#model-mismatch-a-child-runs-on-another-model',
  message: ({ phase, actionId, requested, reported }) =>
    `spawn \`${actionId}\` of phase \`${phase}\` asked for model \`${requested ?? ''}\` but OpenClaw reported \`${reported ?? ''}\` (model-mismatch): the child runs on another model than planned.`,
};
