// The words of a refused command (lib/run/commands/refusal.ts): what was refused, the run's
// standing, and what to do instead. Pure.

import type { PhaseStanding, Refusal } from '../run/model/refusal.js';

const list = (names: readonly string[]): string => (names.length === 0 ? '(none)' : names.map((n) => `\`${n}\``).join(', '));

const NEXT = 'Run `next` for what to do now.';

function phaseText(p: PhaseStanding): string {
  const last = p.last === undefined ? '' : `; the last decision was ${p.last.decision}${p.last.note ? ` ("${p.last.note}")` : ''}`;
  return `phase \`${p.name}\` is ${p.status}${last}`;
}

function spawnErrorText(r: Extract<Refusal, { code: 'spawn-error-refused' }>): string {
  switch (r.why) {
    case 'recorded':
      return `spawn \`${r.actionId}\` already has its error recorded. ${NEXT}`;
    case 'started':
      return `spawn \`${r.actionId}\` is recorded with session \`${r.sessionKey}\`: it started, so it did not fail to spawn. ${NEXT}`;
    case 'ended':
      return `spawn \`${r.actionId}\` has already ended (${r.outcome}). ${NEXT}`;
    case 'run-not-running':
      return `spawn \`${r.actionId}\` cannot fail now: run ${r.runId} is ${r.status}. ${NEXT}`;
  }
}

/** The sentence a refused command prints after its name. */
export function refusalText(r: Refusal): string {
  switch (r.code) {
    case 'no-such-spawn':
      return `run ${r.runId} has no spawn action \`${r.actionId}\`.${r.known === undefined ? '' : ` Known spawn actions: ${list(r.known)}.`}`;
    case 'no-such-approval':
      return `run ${r.runId} has no approval phase \`${r.phase}\`. Approval phases: ${list(r.approvals)}.`;
    case 'no-such-phase':
      return `run ${r.runId} has no phase \`${r.phase}\`. Phases: ${list(r.phases)}.`;
    case 'no-gates-to-confirm':
      return `run ${r.runId} has no gates to confirm.`;
    case 'spawn-model-recorded':
      return `spawn \`${r.actionId}\` is already recorded with model \`${r.model}\`; one child runs on one model. ${NEXT}`;
    case 'spawn-session-recorded':
      return `spawn \`${r.actionId}\` is already recorded with session \`${r.sessionKey}\`; one action is one child. ${NEXT}`;
    case 'collector-run-id-missing':
      return (
        `spawn \`${r.actionId}\` is a collector child (collect: true): report sessions_spawn's runId with it ` +
        `(\`${r.actionId}=KEY[,MODEL],run=RUNID\` to next, or spawned --run-id RUNID); agents_wait needs it.`
      );
    case 'not-a-collector':
      return `spawn \`${r.actionId}\` is not a collector child with a reported run id: report it as ACTION=KEY[,MODEL],run=RUNID first.`;
    case 'spawn-error-refused':
      return spawnErrorText(r);
    case 'run-ended':
      return `run ${r.runId} is ${r.status}; start a new run with \`run PRD --new\`.`;
    case 'run-not-running':
      return r.phase === undefined ? `run ${r.runId} is ${r.status}.` : `run ${r.runId} is ${r.status}; ${phaseText(r.phase)}.`;
    case 'decision-not-asked':
      return `${phaseText(r.phase)}: it has not asked for a decision yet. Run \`next\` until it does.`;
    case 'decision-conflicts':
      return `${phaseText(r.phase)}: a conflicting decision is refused. To change course, cancel the run or wait until the phase asks again.`;
    case 'gates-already-confirmed':
      return `run ${r.runId}: its gates were already confirmed; to stop it, cancel the run.`;
    case 'nothing-to-cancel':
      return `run ${r.runId} already completed; there is nothing to cancel.`;
    case 'draft-reject-refused':
      return r.why === 'plan-only'
        ? `draft ${r.runId} was a plan only; there is no preview to reject. Start a new draft.`
        : `draft ${r.runId} was rejected ${r.rejects} times, the most it redrafts. Edit ${r.prdFile} by hand and run it, or start a new draft with a clearer request.`;
  }
}
