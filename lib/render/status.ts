// Human output of `openforge status`: short lines for a chat window.

import type { DerivedPhaseStateWord } from '../schema/run-vocabulary.js';
import { spendByPhaseLines, spendLine } from './cost-table.js';
import type { StatusPhase, StatusReport } from '../schema/index.js';
import { formatDuration, formatLeft } from '../text/duration.js';
import { cutAtWord, oneLine } from '../text/cut.js';

const SYMBOL: Record<DerivedPhaseStateWord, string> = {
  pending: '·',
  running: '▶',
  'waiting-for-sub-agents': '▶',
  'waiting-for-user': '?',
  stalled: '!',
  looping: '!',
  passed: '✓',
  'no-op': '~',
  skipped: '–',
  'budget-limited': '!',
  'rate-limited': '!',
  'needs-human': '!',
  cancelled: '✗',
};

/** Characters of the progress bar. */
const BAR_WIDTH = 10;
/** A phase line stays within this many characters; its detail is cut to fit. */
const LINE_LIMIT = 100;

const NAME_WIDTH = 24;
const DETAIL_LIMIT = 160;

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

/** `[####------]`: `done` of `total` in BAR_WIDTH characters (an empty run is a full bar). */
export function progressBar(done: number, total: number): string {
  const filled = total === 0 ? BAR_WIDTH : Math.min(BAR_WIDTH, Math.floor((done / total) * BAR_WIDTH));
  return `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}]`;
}

function phaseLine(phase: StatusPhase, nameWidth: number, stateWidth: number): string {
  const parts = [`${SYMBOL[phase.state]} ${pad(phase.name, nameWidth)}`, pad(phase.state, stateWidth)];
  if (phase.maxAttempts > 0) {
    const audit = phase.modelAudit;
    const reported = audit?.verdict === 'differs' ? ` (OpenClaw reported ${audit.reported ?? '?'})` : '';
    parts.push(pad(`${phase.model ?? 'default'}${reported}`, 8));
    // A phase not spawned yet has no attempt to show.
    if (phase.attempt > 0) parts.push(`attempt ${phase.attempt}/${phase.maxAttempts}`);
    if (phase.attempt > 0 && phase.role !== 'work') parts.push(`${phase.role} cycle ${phase.cycle}`);
  }
  if (phase.durationSeconds !== null) parts.push(formatDuration(phase.durationSeconds));
  const line = parts.join('  ').trimEnd();
  const room = LINE_LIMIT - line.length - 4;
  return phase.detail === null || room < 12 ? line : `${line}  (${cutAtWord(phase.detail, room)})`;
}

/** `[####------] 2/6 phases · 12m 05s elapsed · ~8m left · spawns 3/20`. */
function progressLine(report: StatusReport): string {
  const { done, total, leftSeconds } = report.progress;
  const left = leftSeconds === null ? '' : ` · ${formatLeft(leftSeconds)} left`;
  const spawns = `spawns ${report.spawns.used}/${report.spawns.limit}`;
  return `${progressBar(done, total)} ${done}/${total} phases · ${formatDuration(report.elapsedSeconds)} elapsed${left} · ${spawns}`;
}

/** Lines of the header: `<title> · run <id> · <state>`, `project <folder>`, then the progress line. */
export const STATUS_HEADER_LINES = 3;

/**
 * "Pipeline status": `<title> · run <id> · <state>`, `project <folder>`, `[####------] 2/6 phases · 12m 05s
 * elapsed · ~8m left · spawns 3/20`, one line per phase (derived state, model, attempt i/n,
 * time, detail), the run's state in words, then escalation and summary.
 */
export function renderStatus(report: StatusReport): string {
  const nameWidth = Math.min(NAME_WIDTH, Math.max(8, ...report.phases.map((p) => p.name.length)));
  const title = oneLine(report.title ?? '(untitled)');
  const lines = [[title, `run ${report.runId}`, report.state.word].join(' · '), `project ${report.cwd}`, progressLine(report)];
  const stateWidth = Math.max(12, ...report.phases.map((p) => p.state.length));
  for (const phase of report.phases) lines.push(phaseLine(phase, nameWidth, stateWidth));
  const { word, detail, forSeconds } = report.state;
  // A halted run's reason is the escalation line below.
  if (detail !== null && report.escalation === null) {
    lines.push(`${word}: ${cutAtWord(detail, DETAIL_LIMIT)}${forSeconds === null ? '' : ` (for ${formatDuration(forSeconds)})`}`);
  }
  const esc = report.escalation;
  if (esc !== null) lines.push(`needs human at ${esc.phase}: ${esc.reason}: ${cutAtWord(esc.detail, DETAIL_LIMIT)}`);
  if (report.spend !== undefined) {
    lines.push(`spent: ${spendLine(report.spend)}`);
    for (const line of spendByPhaseLines(report.spend)) lines.push(`  ${line}`);
  }
  if (report.summaryFile !== null) lines.push(`summary: ${report.summaryFile}`);
  // Notes and warnings are said whole: their end names the file or the fix.
  for (const notice of report.notices) lines.push(`note: ${oneLine(notice)}`);
  for (const warning of report.warnings) lines.push(`warning: ${oneLine(warning)}`);
  return lines.join('\n') + '\n';
}
