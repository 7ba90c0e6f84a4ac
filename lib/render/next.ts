// The human output of `next` (and `run`, `resume`): the run's status, its warnings, and one
// block per action. The JSON document is the contract; this is for people.

import type { NextReport } from '../schema/actions.js';

export function renderNext(report: NextReport): string {
  const lines = [`run ${report.runId}: ${report.status}`];
  if (report.progress !== undefined) lines.push(`progress: ${report.progress}`);
  for (const w of report.warnings) lines.push(`warning: ${w}`);
  for (const a of report.actions) {
    switch (a.kind) {
      case 'spawn':
        lines.push(
          `spawn ${a.id}: sessions_spawn label=${JSON.stringify(a.spawn.label)} model=${a.spawn.model ?? '(agent default)'} ` +
            `runTimeoutSeconds=${a.spawn.runTimeoutSeconds}; result → ${a.resultFile}`,
          '  (use --json for the task text)',
        );
        break;
      case 'gate':
        lines.push(`gate ${a.id}: exec workdir=${a.exec.workdir} timeoutSeconds=${a.exec.timeoutSeconds}`, `  ${a.exec.command}`);
        break;
      case 'usage':
        lines.push(`usage ${a.id} (of ${a.for}): exec workdir=${a.exec.workdir} timeoutSeconds=${a.exec.timeoutSeconds}`, `  ${a.exec.command}`);
        break;
      case 'ask':
        lines.push(`ask ${a.id}: ${a.question}`, `  approve: ${a.approve}`, `  reject:  ${a.reject}`);
        break;
      case 'wait':
        lines.push(`wait: ${a.reason}${a.waitingFor.length > 0 ? ` (${a.waitingFor.join(', ')})` : ''}`);
        break;
      case 'escalate':
      case 'complete':
        lines.push(a.message.trimEnd());
        break;
    }
  }
  return `${lines.join('\n')}\n`;
}
