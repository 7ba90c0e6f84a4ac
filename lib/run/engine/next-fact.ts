// The next run-level fact, as ordered rules (./rules.ts): a time budget spent, a finished
// child's usage, the test baseline, completion, an active phase's own fact, a usage limit, a
// phase starting. The order is the priority: a rule is asked only when every earlier one passed.

import type { RunPhase, RunState } from '../../schema/run.js';
import { escalationEvent } from '../model/escalate.js';
import { outsideOnly, phasesInPlay, phasesToStart } from './dispatch.js';
import { summaryPath } from '../model/keys.js';
import type { Fact, Observed } from '../model/observed.js';
import { firstDecided, type Rule, type Verdict } from './rules.js';
import { phaseFact } from './step.js';
import { finalFact, lookFact } from './verify.js';
import { baselineFact } from './baseline.js';
import { baselineOpen } from '../evidence/baseline-facts.js';
import { usageLimitFact } from '../host/usage-limits.js';
import { usageFact, usagePending } from '../host/usage.js';

interface RunContext {
  state: RunState;
  obs: Observed;
}

const DONE: ReadonlySet<RunPhase['status']> = new Set(['passed', 'skipped']);

/** Past the run's time budget: escalated at the active phase (else the first unfinished one, else the first). */
function timeSpent({ state, obs }: RunContext): Verdict<Fact> {
  const max = state.limits.maxDurationSeconds;
  if (max === null || obs.now - state.createdAt <= max * 1000) return null;
  const at = state.phases.find((p) => p.status === 'active') ?? state.phases.find((p) => !DONE.has(p.status)) ?? state.phases[0];
  return at === undefined ? null : escalationEvent(state, at, 'budget-exhausted', obs.now);
}

/** What a finished child used: its usage exec issued, its log read (docs/design.md#budgets). */
function usage({ state, obs }: RunContext): Verdict<Fact> {
  return usageFact(state, obs);
}

/** Before the first spawn: the test baseline, each distinct test gate once on the untouched tree. */
function baseline({ state, obs }: RunContext): Verdict<Fact> {
  if (!baselineOpen(state)) return null;
  return baselineFact(state, obs) ?? 'wait';
}

/** Done means done: every gate of the run passes once more on the final tree first. */
function completion({ state, obs }: RunContext): Verdict<Fact> {
  if (!state.phases.every((p) => DONE.has(p.status))) return null;
  const final = finalFact(state, obs, summaryPath(state, obs.now));
  // The summary says what every child used: completion waits for the usage still being read.
  if (final === null || (final.type === 'run-completed' && usagePending(state).length > 0)) return 'wait';
  return final;
}

/** The first active phase's own fact (a result read, a gate finished, a retry, an escalation). */
function activePhase({ state, obs }: RunContext): Verdict<Fact> {
  for (const p of phasesInPlay(state)) {
    const fact = p.status === 'active' ? phaseFact(p, state, obs) : null;
    if (fact !== null) return fact;
  }
  return null;
}

function usageLimit({ state, obs }: RunContext): Verdict<Fact> {
  return usageLimitFact(state, obs.now);
}

/** The next phase to start; under a usage limit no new sub-agent starts: only phases without one may. */
function phaseStart({ state, obs }: RunContext): Verdict<Fact> {
  const p = phasesToStart(state).find((x) => state.usageLimit === undefined || x.kind !== 'agent' || outsideOnly(state, x));
  if (p === undefined) return 'wait';
  if (outsideOnly(state, p)) return { type: 'phase-skipped', phase: p.name, reason: 'only' };
  if (p.kind === 'skip') return { type: 'phase-skipped', phase: p.name, reason: 'skip-flag' };
  if (p.kind === 'approval') return { type: 'approval-requested', phase: p.name };
  // Between phases: what changed since the last look that no attempt at work made is late.
  const look = p.kind === 'agent' ? lookFact(state, obs, { phaseStart: p.name }) : null;
  return look ?? { type: 'phase-started', phase: p.name };
}

/** In priority order. */
const RUN_RULES: readonly Rule<RunContext, Fact>[] = [timeSpent, usage, baseline, completion, activePhase, usageLimit, phaseStart];

/** The next run-level fact: a budget stop, completion, a phase starting, or a phase's own fact; null: none now. */
export function nextFact(state: RunState, obs: Observed): Fact | null {
  return firstDecided(RUN_RULES, { state, obs });
}
