// OpenClaw refused a model as not usable (docs/design.md#model-routing, lib/run/host/refused-models.ts).

import type { WarningRecord } from './types.js';

export interface Facts {
  readonly id: string;
  readonly phase: string;
  readonly actionId: string;
  /** What spawns that would ask for it ask for now: a model of a tier, or the agent's default (id null). */
  readonly instead: { readonly id: string | null; readonly tier: string | null };
}

export const warning: WarningRecord<Facts> = {
  code: 'model-refused',
  order: 50,
  meaning: 'OpenClaw refused a model as not usable: its spawns use the fallback, with no attempt counted.',
  docs: 'troubleshooting.md#model-refused-openclaw-says-a-model-is-not-usable',
  message: ({ id, phase, actionId, instead }) => {
    const now = instead.id === null ? "the agent's default model (no model argument)" : `\`${instead.id}\` (${instead.tier ?? 'its'} tier)`;
    return (
      `OpenClaw refused model \`${id}\` for spawn \`${actionId}\` of phase \`${phase}\` (model-refused: sessions_spawn says it is not usable); ` +
      `spawns that would ask for it use ${now} instead, with no attempt counted. To use it, add it to agents.defaults.models in openclaw.json.`
    );
  },
};
