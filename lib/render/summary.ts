// The completion summary written to `.openforge/run-<timestamp>.md` (docs/design.md#completion).

import { redactSecrets } from '../secrets/index.js';
import { code, fence } from '../task/markdown.js';
import { normalizeNewlines, tailChars } from '../text/index.js';
import type { RunPhase, RunState } from '../schema/index.js';
import { runSeconds } from './phase-facts.js';
import { formatDuration } from '../text/duration.js';
import { phaseSummaryText } from '../text/phase-summary.js';
import { isoTime } from './time.js';
import { renderRunMermaid } from './run-graph.js';
import { renderRunGantt } from './gantt.js';
import { acceptanceSection } from './acceptance-section.js';
import { erosionSection } from './erosion-section.js';
import { checksSection } from './checks-section.js';
import { freeText } from './free-text.js';
import { historySection, reviewFindingsSection, warningsSection } from './history-section.js';
import { verificationSection } from './verification-section.js';
import { modelSection } from './model-section.js';
import { costTable } from './cost-table.js';
import type { RunFacts } from '../run/engine/run-facts.js';
import { gateResult, phaseAttempts, phaseDuration, phaseErosion, phaseOutcome, phaseReviewCycles } from './phase-cells.js';
import { escalationDetail } from '../text/escalation-detail.js';
import { attemptFailureText } from '../text/attempt-failure.js';
import { oneLine } from '../text/cut.js';

/** Characters of gate output quoted for an escalated phase (as in the escalation message). */
export const SUMMARY_GATE_TAIL_LIMIT = 500;
/** Characters of a phase's result summary quoted in the summary. */
export const SUMMARY_TEXT_LIMIT = 500;

/** A GFM table cell: one line, pipes escaped. */
function cell(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}

function phaseTable(state: RunState, now: number): string[] {
  const rows = state.phases.map((p) => {
    const gates = p.gates.length === 0 ? '–' : p.gates.map(gateResult).join('<br>');
    return [
      code(p.name),
      phaseOutcome(p, state.escalation),
      phaseAttempts(p),
      gates,
      phaseReviewCycles(p),
      phaseErosion(p),
      phaseDuration(p, now),
    ];
  });
  return [
    '| Phase | Outcome | Attempts | Gates | Review cycles | Erosion | Duration |',
    '|---|---|---|---|---|---|---|',
    ...rows.map((cells) => `| ${cells.map(cell).join(' | ')} |`),
  ];
}

function skippedSection(state: RunState): string[] {
  const skipped = state.phases.filter((p) => p.status === 'skipped');
  if (skipped.length === 0) return ['None.'];
  return skipped.map((p) => `- ${code(p.name)}: ${phaseOutcome(p, state.escalation)}`);
}

/** Failures of the phase's current generation (older ones predate a reset: history). */
function currentFailures(phase: RunPhase): RunPhase['failures'] {
  return phase.failures.filter((f) => f.generation === phase.generation);
}

function lastGateTail(phase: RunPhase): string | null {
  const failure = [...currentFailures(phase)].reverse().find((f) => f.gateTail !== null && f.gateTail.trim() !== '');
  if (failure?.gateTail) return failure.gateTail;
  const gate = [...phase.gates].reverse().find((g) => g.state === 'failed' || g.state === 'timed-out');
  return gate === undefined || gate.tail.trim() === '' ? null : gate.tail;
}

function escalatedPhase(state: RunState, phase: RunPhase): string[] {
  const esc = state.escalation !== null && state.escalation.phase === phase.name ? state.escalation : null;
  const lines = [`### ${code(phase.name)}`, ''];
  if (esc !== null) {
    lines.push(`- Reason: ${esc.reason}`, `- Detail: ${freeText(escalationDetail(esc), SUMMARY_TEXT_LIMIT)}`, `- Escalated at: ${isoTime(esc.at)}`);
  } else {
    lines.push(`- Status: ${phase.status}`);
  }
  for (const f of currentFailures(phase)) {
    lines.push(`- Attempt ${f.attempt} (${f.role}, cycle ${f.cycle}) failed: ${freeText(attemptFailureText(f.failure), SUMMARY_TEXT_LIMIT)}`);
  }
  const tail = lastGateTail(phase);
  if (tail !== null) {
    lines.push('', 'Last gate output:', '', fence(tailChars(redactSecrets(normalizeNewlines(tail)), SUMMARY_GATE_TAIL_LIMIT)));
  }
  return lines;
}

function escalatedSection(state: RunState): string[] {
  const escalated = state.phases.filter(
    (p) => p.status === 'needs-human' || (state.escalation !== null && state.escalation.phase === p.name),
  );
  if (escalated.length === 0 && state.escalation === null) return ['None.'];
  const lines: string[] = [];
  for (const phase of escalated) lines.push(...escalatedPhase(state, phase), '');
  const esc = state.escalation;
  if (esc !== null && !escalated.some((p) => p.name === esc.phase)) {
    // A run-wide escalation (a budget) names a phase the state does not hold as escalated.
    lines.push(`- Run escalated at ${code(esc.phase)}: ${esc.reason}: ${freeText(escalationDetail(esc), SUMMARY_TEXT_LIMIT)}`, '');
  }
  return lines.slice(0, -1);
}

function summariesSection(state: RunState): string[] {
  const withSummary = state.phases.flatMap((p) => {
    const summary = phaseSummaryText(p);
    return summary === null || summary.trim() === '' ? [] : [{ name: p.name, summary }];
  });
  if (withSummary.length === 0) return ['None.'];
  return withSummary.map((p) => `- ${code(p.name)}: ${freeText(p.summary, SUMMARY_TEXT_LIMIT)}`);
}

/**
 * The completion summary (markdown): run identity and outcome, a per-phase table (outcome,
 * attempts, gates, review cycles, erosion, duration), the phases and their prerequisites as a Mermaid graph, the timeline
 * as a Mermaid Gantt chart (a bar per attempt and gate run, lib/render/gantt.ts), skipped and
 * escalated phases named explicitly, every escalation, resume and cancellation in order, the
 * review findings, the run's standing warnings (`warnings`), and the phases' own summaries. Free text from results is
 * passed through `redactSecrets`. `facts` are the state's (lib/run/engine/run-facts.ts: the spend,
 * the final round, the acceptance witnesses, the model audits, the changes to the checks).
 * Deterministic for a given state and `now` (epoch ms).
 */
export function renderRunSummary(state: RunState, facts: RunFacts, now: number, warnings: readonly string[] = []): string {
  const title = oneLine(state.prd.title ?? '(untitled)');
  const finished = state.finishedAt === null ? `not finished (as of ${isoTime(now)})` : isoTime(state.finishedAt);
  const checks = checksSection(state, facts);
  const spend = facts.spend;
  const sections = [
    [`# OpenForge run: ${title}`],
    [
      `- Run: ${code(state.runId)}`,
      `- PRD: ${code(state.prd.path)}`,
      `- Working directory: ${code(state.cwd)}`,
      `- Outcome: **${state.status}**`,
      `- Started: ${isoTime(state.createdAt)}`,
      `- Finished: ${finished}`,
      `- Duration: ${formatDuration(runSeconds(state, now))}`,
      `- Sub-agent spawns: ${state.spawnCount} of ${state.limits.maxSpawns}`,
    ],
    ['## Phases', '', ...phaseTable(state, now)],
    ['## Dependencies', '', fence(renderRunMermaid(state, now), 'mermaid')],
    ['## Timeline', '', fence(renderRunGantt(state, now), 'mermaid')],
    ['## Final verification', '', ...verificationSection(state, facts)],
    ['## Acceptance', '', ...acceptanceSection(facts)],
    ...(checks.length === 0 ? [] : [['## Tests and checks', '', ...checks]]),
    ['## Erosion', '', ...erosionSection(state)],
    ['## Models', '', ...modelSection(facts)],
    ...(spend === null ? [] : [['## Cost', '', ...costTable({ ...spend, phases: spend.phases.map((p) => ({ ...p, phase: redactSecrets(p.phase) })) })]]),
    ['## Skipped phases', '', ...skippedSection(state)],
    ['## Escalated phases', '', ...escalatedSection(state)],
    ['## Escalations and resumes', '', ...historySection(state)],
    ['## Review findings', '', ...reviewFindingsSection(state)],
    ['## Warnings', '', ...warningsSection(warnings)],
    ['## Phase summaries', '', ...summariesSection(state)],
  ];
  return sections.map((s) => s.join('\n')).join('\n\n') + '\n';
}
