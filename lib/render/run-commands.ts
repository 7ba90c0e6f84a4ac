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
  const line = `${report.actionId}: session ${report.sessionKey} ${report.applied ? 'recorded' : 'was already recorded'}; now run \`next ${report.runId}\` after the child completes.\n`;
  const model = report.model;
  if (model?.verdict !== 'differs') return line;
  return `${line}warning: asked for model ${model.requested ?? '(default)'} but OpenClaw reported ${model.reported ?? '(none)'} (model-mismatch).\n`;
}

/** `run <id>: cancelled.` */
export function renderCancelled(runId: string): string {
  return `run ${runId}: cancelled.\n`;
}
