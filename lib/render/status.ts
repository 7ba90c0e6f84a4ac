// Human output of `openforge status`: short lines for a chat window.

import type { RunPhaseStatusWord } from '../schema/run-vocabulary.js';
import type { StatusPhase, StatusReport } from '../schema/index.js';
import { formatElapsed } from './time.js';

const SYMBOL: Record<RunPhaseStatusWord, string> = {
  pending: '·',
  active: '▶',
  'waiting-approval': '?',
  passed: '✓',
  skipped: '–',
  'needs-human': '!',
  cancelled: '✗',
};

const NAME_WIDTH = 24;
const DETAIL_LIMIT = 160;

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

/** One line of free text, cut to `limit` characters. */
function oneLine(text: string, limit: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= limit ? flat : `${flat.slice(0, limit - 1)}…`;
}

function phaseLine(phase: StatusPhase, nameWidth: number): string {
  const parts = [`${SYMBOL[phase.status]} ${pad(phase.name, nameWidth)}`, pad(phase.status, 16)];
  if (phase.maxAttempts > 0) {
    const audit = phase.modelAudit;
    const reported = audit?.verdict === 'differs' ? ` (OpenClaw reported ${audit.reported ?? '?'})` : '';
    parts.push(pad(`${phase.model ?? 'default'}${reported}`, 8));
    // A phase not spawned yet has no attempt to show.
    if (phase.attempt > 0) parts.push(`attempt ${phase.attempt}/${phase.maxAttempts}`);
    if (phase.attempt > 0 && phase.role !== 'work') parts.push(`${phase.role} cycle ${phase.cycle}`);
  }
  if (phase.lastEvent !== null) parts.push(`last: ${phase.lastEvent}`);
  if (phase.durationSeconds !== null) parts.push(formatElapsed(phase.durationSeconds));
  return parts.join('  ').trimEnd();
}

/** `<title> · run <id> · <status> · wave i/n · 4m 05s`, one line per phase, then escalation and summary. */
export function renderStatus(report: StatusReport): string {
  const nameWidth = Math.min(NAME_WIDTH, Math.max(8, ...report.phases.map((p) => p.name.length)));
  const lines = [
    [
      report.title ?? '(untitled)',
      `run ${report.runId}`,
      report.status,
      `wave ${report.wave.current}/${report.wave.total}`,
      formatElapsed(report.elapsedSeconds),
      `spawns ${report.spawns.used}/${report.spawns.limit}`,
    ].join(' · '),
  ];
  for (const phase of report.phases) lines.push(phaseLine(phase, nameWidth));
  const esc = report.escalation;
  if (esc !== null) lines.push(`needs human at ${esc.phase}: ${esc.reason}: ${oneLine(esc.detail, DETAIL_LIMIT)}`);
  if (report.summaryFile !== null) lines.push(`summary: ${report.summaryFile}`);
  for (const notice of report.notices) lines.push(`note: ${oneLine(notice, DETAIL_LIMIT)}`);
  for (const warning of report.warnings) lines.push(`warning: ${oneLine(warning, DETAIL_LIMIT)}`);
  return lines.join('\n') + '\n';
}
