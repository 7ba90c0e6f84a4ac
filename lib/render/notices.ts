// What the user should hear about a run besides its phases' states: erosion flags (and
// whether the refactoring sub-phase cleared them) and the final verification. Shown in the
// completion message, `status` and the summary (docs/design.md#final-verification).

import type { ErosionCheck, RunPhase, RunState } from '../schema/run.js';
import { redactSecrets } from '../secrets/index.js';
import type { RunFacts } from '../run/engine/run-facts.js';
import { acceptanceNotice } from './acceptance-section.js';

const mass = (c: ErosionCheck): string => `${c.before} → ${c.after}`;

/** The erosion notice of one phase, or null when there is nothing to say. */
function erosionNotice(p: RunPhase): string | null {
  const work = p.erosionChecks.filter((c) => c.role === 'work' && c.measured).at(-1);
  if (work === undefined || !work.flagged) return null;
  const refactor = p.erosionChecks.filter((c) => c.role === 'refactor' && c.measured).at(-1);
  const name = `phase \`${p.name}\``;
  if (refactor === undefined) return `${name}: erosion flagged (high-CC mass ${mass(work)}), no refactoring sub-phase ran`;
  if (refactor.flagged) return `${name}: erosion still flagged after its refactoring sub-phase (high-CC mass ${mass(work)}, then ${refactor.after})`;
  return `${name}: its refactoring sub-phase cleared the erosion flag (high-CC mass ${mass(work)}, then ${refactor.after})`;
}

/** The final verification in one line; null before it started. */
function verificationNotice(state: RunState, facts: RunFacts): string | null {
  const round = facts.finalRound;
  if (round.length === 0) return null;
  const failed = round.find((g) => g.state === 'failed' || g.state === 'timed-out');
  if (failed !== undefined) return `final verification failed: \`${redactSecrets(failed.command)}\` (phase \`${failed.phase}\`) ${failed.state === 'timed-out' ? 'timed out' : `exited ${failed.exitCode ?? '?'}`} on the final tree`;
  const passed = round.filter((g) => g.state === 'passed').length;
  if (state.status === 'completed') return `final verification: all ${passed} gate(s) passed again on the final tree`;
  return `final verification: ${passed} gate(s) passed on the final tree so far`;
}

/** Every notice of the run, erosion first (PRD order), then the final verification, then what witnessed the acceptance criteria. */
export function runNotices(state: RunState, facts: RunFacts): string[] {
  const notices = state.phases.map(erosionNotice).filter((n): n is string => n !== null);
  const v = verificationNotice(state, facts);
  const a = acceptanceNotice(facts);
  return [...notices, ...(v === null ? [] : [v]), ...(a === null ? [] : [a])];
}
