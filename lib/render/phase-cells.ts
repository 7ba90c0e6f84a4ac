// The per-phase facts of the completion summary, as short texts (table cells, graph labels).

import { redactSecrets } from '../secrets/index.js';
import { code } from '../task/markdown.js';
import type { GateRecord, RunEscalation, RunPhase } from '../schema/index.js';
import { formatDuration } from '../text/duration.js';
import { hasAgent, phaseSeconds, reviewCycles, spawnsByRole } from './phase-facts.js';

const SKIP_REASON: Record<'skip-flag' | 'only', string> = {
  'skip-flag': 'Skip: true',
  only: 'outside --only',
};

const NONE = '–';

/** `passed`, `passed (approved)`, `skipped (Skip: true)`, `needs-human (gate-retries-exhausted)`, … */
export function phaseOutcome(phase: RunPhase, escalation: RunEscalation | null): string {
  if (phase.status === 'skipped') return phase.skipReason === null ? 'skipped' : `skipped (${SKIP_REASON[phase.skipReason]})`;
  if (phase.status === 'needs-human' && escalation !== null && escalation.phase === phase.name) {
    return `needs-human (${escalation.reason})`;
  }
  if (phase.status === 'passed' && phase.kind === 'approval') {
    const last = phase.decisions[phase.decisions.length - 1];
    if (last?.decision === 'approve') return 'passed (approved)';
  }
  return phase.status;
}

/** Attempts per role across resumes (`work 2, review 2, fix 1`; a reissued lost child counts once); approval rounds for approval phases. */
export function phaseAttempts(phase: RunPhase): string {
  if (phase.kind === 'approval') return phase.round === 0 ? NONE : `${phase.round} round${phase.round === 1 ? '' : 's'}`;
  const roles = spawnsByRole(phase);
  return roles.length === 0 ? NONE : roles.map((r) => `${r.role} ${r.count}`).join(', ');
}

/** `` `npm test` → failed (exit 1) ``; a timed-out gate has no exit code. */
export function gateResult(gate: GateRecord): string {
  const exit = gate.exitCode === null ? '' : ` (exit ${gate.exitCode}${gate.reason === undefined ? '' : `, ${gate.reason}`})`;
  return `${code(redactSecrets(gate.command))} → ${gate.state}${exit}`;
}

/** Distinct review cycles of a review phase; `–` for other phases. */
export function phaseReviewCycles(phase: RunPhase): string {
  if (phase.type !== 'review' || !hasAgent(phase)) return NONE;
  const cycles = reviewCycles(phase);
  return cycles === 0 ? NONE : String(cycles);
}

/** The erosion verdict; `not measured` for impl phases that have none yet. */
export function phaseErosion(phase: RunPhase): string {
  if (phase.erosion === 'ok' || phase.erosion === 'flagged') return phase.erosion;
  if (hasAgent(phase) && phase.type === 'impl') return 'not measured';
  return NONE;
}

/** `4m 05s`, or `–` for a phase that never started. */
export function phaseDuration(phase: RunPhase, now: number): string {
  const seconds = phaseSeconds(phase, now);
  return seconds === null ? NONE : formatDuration(seconds);
}
