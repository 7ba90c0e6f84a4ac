// Model audit (docs/design.md#model-routing): the model a spawn asked for against the one
// OpenClaw reported for the child (`spawned --model`, from sessions_spawn's `resolvedModel`).

import type { RunPhase, SpawnRecord } from '../../schema/run.js';

export type ModelAuditVerdict = 'same' | 'differs' | 'unknown';

export interface ModelAudit {
  /** The model id the spawn asked for; null = the agent's default (no `model` argument). */
  readonly requested: string | null;
  /** What OpenClaw reported; null = not reported. */
  readonly reported: string | null;
  readonly verdict: ModelAuditVerdict;
}

/** A model id without its provider prefix, for comparison: `anthropic/claude-x` and `claude-x` are the same model. */
const bareModel = (id: string): string => id.trim().toLowerCase().slice(id.trim().lastIndexOf('/') + 1);

/** Whether two model ids name the same model (case and provider prefixes aside). */
export function sameModel(a: string, b: string): boolean {
  return bareModel(a) === bareModel(b);
}

/** Requested vs reported for one spawn: unknown when either side is (the default model, no --model). */
export function modelAudit(spawn: Pick<SpawnRecord, 'model' | 'reportedModel'>): ModelAudit {
  const requested = spawn.model.id;
  const reported = spawn.reportedModel ?? null;
  if (requested === null || reported === null || reported.trim() === '') return { requested, reported, verdict: 'unknown' };
  return { requested, reported, verdict: sameModel(requested, reported) ? 'same' : 'differs' };
}

/** The phase's spawns whose reported model differs from the requested one, oldest first. */
export function modelMismatches(phase: Pick<RunPhase, 'spawns'>): Array<{ spawn: SpawnRecord; audit: ModelAudit }> {
  return phase.spawns.map((spawn) => ({ spawn, audit: modelAudit(spawn) })).filter((x) => x.audit.verdict === 'differs');
}
