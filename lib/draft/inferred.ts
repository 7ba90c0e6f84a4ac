// Every default a drafted PRD leaves to OpenForge, said out loud in the preview: phase
// types, model tiers, retries, scope, the run-wide settings, and whether each gate is one
// of the project's own detected commands.

import type { DetectedCommand } from '../schema/detect.js';
import type { Plan, PrdModel } from '../schema/index.js';

const DEFAULT_MAX_PARALLEL = 4;

const spans = (p: Plan['phases'][number]): string[] => p.gate.commands.map((c) => c.command);

/** One line per inferred default, phases first. */
export function inferredDefaults(prd: PrdModel, plan: Plan, detected: readonly DetectedCommand[]): string[] {
  const lines: string[] = [];
  for (const phase of prd.phases) {
    const planned = plan.phases.find((p) => p.name === phase.name || p.origin === phase.name);
    const given = phase.fieldLines;
    const parts: string[] = [];
    if (given.type === undefined) parts.push(`type ${phase.type} (not stated)`);
    if (planned !== undefined && planned.kind === 'agent' && given.model === undefined) {
      parts.push(`model ${planned.model.requested ?? planned.model.tier ?? 'agent default'} (the default for ${phase.type})`);
    }
    if (phase.type !== 'approval' && given.maxRetries === undefined) parts.push(`${phase.maxRetries} retries (default)`);
    if (phase.type === 'impl' && phase.files.length === 0) parts.push('may change any file of the project (no Files: scope)');
    if (parts.length > 0) lines.push(`phase \`${phase.name}\`: ${parts.join(', ')}`);
  }
  const s = prd.settings;
  const run: string[] = [];
  if (s.erosion === undefined) run.push('erosion policy refactor (default)');
  if (s.scope === undefined) run.push('scope fail (default: a change outside Files: fails the attempt)');
  if (s.maxParallel === undefined) run.push(`max-parallel ${DEFAULT_MAX_PARALLEL} (default)`);
  if (s.maxSpawns === undefined) run.push(`max-spawns ${plan.spawns.worst} (default: the worst case)`);
  if (run.length > 0) lines.push(`run: ${run.join(', ')}`);
  for (const command of plan.phases.flatMap((p) => (p.origin === null ? spans(p) : []))) {
    const found = detected.find((d) => d.command === command);
    lines.push(
      found === undefined
        ? `gate \`${command}\`: not one of the project's detected commands; check that it exists`
        : `gate \`${command}\`: the project's ${found.purpose} command (${found.source})`,
    );
  }
  return [...new Set(lines)];
}
