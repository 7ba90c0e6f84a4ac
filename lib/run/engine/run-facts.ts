// What a run's words need to know beyond its state: the facts lib/run derives from it, handed
// to lib/render as data. lib/render imports only the types of lib/run (a lint rule); the engine
// puts them in its escalate and complete actions (lib/run/engine/engine-actions.ts), and the
// commands hand them to `status` and the completion summary. Pure.

import type { EscalationAdvice } from '../../schema/advice.js';
import type { FinalGateRecord, LateChange, RunState } from '../../schema/run.js';
import type { RunSpend } from '../../schema/spend.js';
import { criterionWitnesses, type CriterionWitness } from '../evidence/acceptance-witness.js';
import { addedTests, surfaceChanges, type PhaseSurface } from '../evidence/test-surface.js';
import { oldCodeFindings, type OldCodeFinding } from '../evidence/old-code-facts.js';
import { currentFinalRound, openLateChanges } from '../evidence/verify-facts.js';
import { runWarnings } from './warnings.js';
import type { RunWarning } from '../../warnings/index.generated.js';
import { escalationAdvice } from './escalation-advice.js';
import { modelAudit, type ModelAudit } from '../host/model-audit.js';
import { runSpend } from '../host/spend.js';

/** What is derived about one phase. */
export interface PhaseFacts {
  name: string;
  /** How each acceptance criterion is known to hold (lib/run/evidence/acceptance-witness.ts); empty unless the phase passed. */
  witnesses: CriterionWitness[];
  /** Each spawn's requested against reported model (lib/run/host/model-audit.ts), in the phase's spawn order. */
  audits: Array<{ actionId: string; audit: ModelAudit }>;
}

/** What is derived about a run, for its words. */
export interface RunFacts {
  /** Tokens and cost per phase and in total; null when the run reads no usage and has no budget. */
  spend: RunSpend | null;
  /** The standing warnings (lib/run/engine/warnings.ts), as codes and facts: their records word them. */
  warnings: RunWarning[];
  /** The final gates of the current round (a resume starts a new round). */
  finalRound: FinalGateRecord[];
  /** The late changes no `resume` has acknowledged yet. */
  lateChanges: LateChange[];
  /** Per phase, in PRD order, the changes to what checks the work (phases with none left out). */
  surface: PhaseSurface[];
  /** What the phases added to the tests without changing what was there (told as information, not a warning). */
  addedTests: { files: string[]; tests: number };
  /** What each run of a phase's new tests on the code before the phase showed (docs/design.md#fail-to-pass), in the order run. */
  oldCode: OldCodeFinding[];
  /** One entry per phase of the state, in its order. */
  phases: PhaseFacts[];
  /** The next step the run's escalation recommends, as the engine chose it; null when the run has none. */
  advice: EscalationAdvice | null;
}

/** The tests of phase `phase` that passed on the code before it too. */
const passOnOld = (findings: readonly OldCodeFinding[], phase: string): Set<string> => new Set(findings.filter((f) => f.phase === phase).flatMap((f) => f.passing));

/** The facts about `state` its words need. */
export function runFacts(state: RunState): RunFacts {
  const e = state.escalation;
  const surface = surfaceChanges(state);
  const oldCode = oldCodeFindings(state);
  return {
    spend: runSpend(state),
    warnings: runWarnings(state, { surface, oldCode }),
    finalRound: currentFinalRound(state),
    lateChanges: openLateChanges(state),
    surface,
    addedTests: addedTests(surface),
    oldCode,
    phases: state.phases.map((p) => ({ name: p.name, witnesses: criterionWitnesses(p, passOnOld(oldCode, p.name)), audits: p.spawns.map((s) => ({ actionId: s.actionId, audit: modelAudit(s) })) })),
    advice: e === null ? null : escalationAdvice(state, state.phases.find((p) => p.name === e.phase), e.reason, e.at),
  };
}
