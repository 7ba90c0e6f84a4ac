// Human output of the run commands that answer in one line: decide, spawned, cancel.

import type { DecideReport, SpawnedReport } from '../schema/index.js';

/** `<phase>: approve recorded; back to pending: a, b. Now run \`next <run>\`.` */
export function renderDecide(report: DecideReport): string {
  const reset = report.reset.length > 0 ? `; back to pending: ${report.reset.join(', ')}` : '';
  const progress = report.progress === undefined ? '' : `progress: ${report.progress}\n`;
  return `${report.phase}: ${report.decision} ${report.applied ? 'recorded' : 'was already recorded'}${reset}. Now run \`next ${report.runId}\`.\n${progress}`;
}

/** `<action>: session <key> recorded; now run \`next <run>\` after the child completes.` */
export function renderSpawned(report: SpawnedReport): string {
  const error = report.spawnError;
  if (error !== undefined) {
    const recorded = `${report.actionId}: sessions_spawn error ${report.applied ? 'recorded' : 'was already recorded'}`;
    const then =
      error.then === 'limit-holds'
        ? `${error.limit?.kind ?? 'usage-limit'}: no new sub-agent starts; running ones finish`
        : error.then === 'halted'
          ? 'it failed again: the run halted'
          : error.refusedModel !== undefined
            ? `OpenClaw refused model ${error.refusedModel}: the spawn is offered again on another model, no attempt counted`
            : 'not a usage limit: the spawn is offered again';
    const warnings = (report.warnings ?? []).map((w) => `warning: ${w}\n`).join('');
    return `${recorded} (${then}). Now run \`next ${report.runId}\`.\n${warnings}`;
  }
  const line = `${report.actionId}: session ${report.sessionKey} ${report.applied ? 'recorded' : 'was already recorded'}; now run \`next ${report.runId}\` after the child completes.\n`;
  const model = report.model;
  if (model?.verdict !== 'differs') return line;
  return `${line}warning: asked for model ${model.requested ?? '(default)'} but OpenClaw reported ${model.reported ?? '(none)'} (model-mismatch).\n`;
}

/** `run <id>: cancelled.` */
export function renderCancelled(runId: string, summaryFile: string | null = null): string {
  return `run ${runId}: cancelled.${summaryFile === null ? '' : ` Summary: ${summaryFile}`}\n`;
}
