// `openforge status`: the StatusReport ("Pipeline status") built from a run's state.

import { deriveRunState, estimateSecondsLeft, runShare, type DerivedPhase } from '../progress/index.js';
import type { PhaseFacts, RunFacts } from '../run/engine/run-facts.js';
import type { RunSpend } from '../schema/spend.js';
import { usageLimitNotice } from '../text/usage-limit-words.js';
import { redactSecrets } from '../secrets/index.js';
import { SCHEMA_VERSION } from '../schema/version.js';
import type { RunPhase, RunState, StatusPhase, StatusReport } from '../schema/index.js';
import { runNotices } from './notices.js';
import { secondsBetween } from './time.js';
import { currentModel, currentWave, hasAgent, phaseSeconds, runSeconds } from './phase-facts.js';
import { escalationDetail } from '../text/escalation-detail.js';
import { warningText } from '../warnings/words.js';

function statusPhase(phase: RunPhase, now: number, derived: DerivedPhase, facts: PhaseFacts | undefined): StatusPhase {
  const latest = facts?.audits.at(-1);
  const audit = latest === undefined || phase.spawns.at(-1)?.reportedModel === undefined ? {} : { modelAudit: latest.audit };
  const witnesses = (facts?.witnesses ?? []).map((w) => ({ ...w, criterion: redactSecrets(w.criterion), ...('command' in w ? { command: redactSecrets(w.command) } : {}) }));
  return {
    ...audit,
    ...(witnesses.length === 0 ? {} : { acceptance: witnesses }),
    name: phase.name,
    status: phase.status,
    wave: phase.wave + 1,
    role: phase.role,
    model: currentModel(phase),
    attempt: phase.attempt,
    maxAttempts: hasAgent(phase) ? phase.maxRetries + 1 : 0,
    cycle: phase.cycle,
    lastEvent: phase.lastEvent?.type ?? null,
    lastEventAt: phase.lastEvent?.at ?? null,
    durationSeconds: phaseSeconds(phase, now),
    state: derived.word,
    detail: derived.detail === null ? null : redactSecrets(derived.detail),
    since: derived.since,
  };
}

/**
 * Where a run stands at `now` (epoch ms): its derived state, phases done of total and the
 * estimate of the time left, wave, elapsed time, spawn budget, one entry per
 * phase in state order, the escalation (without its message), the summary file, and the
 * given warnings followed by the run's standing ones (no-changes, model-mismatch), from the
 * state and the facts derived from it (lib/run/engine/run-facts.ts).
 */
export function statusReport(state: RunState, facts: RunFacts, now: number, warnings: readonly string[] = []): StatusReport {
  const escalation = state.escalation;
  const derived = deriveRunState(state, now);
  return {
    schemaVersion: SCHEMA_VERSION,
    runId: state.runId,
    title: state.prd.title === null ? null : redactSecrets(state.prd.title),
    prdPath: state.prd.path,
    cwd: state.cwd,
    status: state.status,
    wave: { current: currentWave(state), total: state.waves.length },
    elapsedSeconds: runSeconds(state, now),
    state: {
      ...derived.run,
      detail: derived.run.detail === null ? null : redactSecrets(derived.run.detail),
      forSeconds: derived.run.since === null ? null : secondsBetween(derived.run.since, now),
    },
    progress: { ...runShare(state), leftSeconds: estimateSecondsLeft(state, now) },
    spawns: { used: state.spawnCount, limit: state.limits.maxSpawns },
    phases: state.phases.map((p, i) => statusPhase(p, now, derived.phases[i] ?? { word: 'pending', detail: null, since: null }, facts.phases[i])),
    escalation:
      escalation === null
        ? null
        : { phase: escalation.phase, reason: escalation.reason, detail: redactSecrets(escalationDetail(escalation)) },
    summaryFile: state.summaryFile,
    warnings: [...warnings, ...facts.warnings.map(warningText)].map((w) => redactSecrets(w)),
    notices: state.usageLimit === undefined ? runNotices(state, facts) : [...runNotices(state, facts), usageLimitNotice(state.usageLimit, now)],
    ...(state.usageLimit === undefined ? {} : { usageLimit: state.usageLimit }),
    ...spendField(facts.spend),
  };
}

/** Tokens and cost per phase and in total (absent: the run reads no usage and has no budget). */
function spendField(spend: RunSpend | null): { spend?: RunSpend } {
  return spend === null ? {} : { spend: { ...spend, phases: spend.phases.map((p) => ({ ...p, phase: redactSecrets(p.phase) })) } };
}
