// The actions for the agent, as ordered rules (./rules.ts): a halted run's escalation, a
// completed run's completion, nothing for a stopped run, the gates to confirm before anything
// starts, else what is in flight (./in-flight.ts) with how to wait for it (./wait-actions.ts).
// The order is the priority.

import type { RunState } from '../../schema/run.js';
import type { Invocation } from './actions.js';
import { awaitingGateConfirmation, confirmGatesAction } from './confirm-gates.js';
import type { EngineAction } from './engine-actions.js';
import { inFlight, type OfferContext } from './in-flight.js';
import type { Observed } from '../model/observed.js';
import { firstDecided, type Rule, type Verdict } from './rules.js';
import { arrangeActions } from './wait-actions.js';
import { runFacts } from './run-facts.js';

type Actions = EngineAction[];

function escalated({ state }: OfferContext): Verdict<Actions> {
  const e = state.escalation;
  if (state.status !== 'needs-human' || e === null) return null;
  const key = state.phases.find((p) => p.name === e.phase)?.key ?? 'run';
  const facts = runFacts(state);
  return [{ id: `${key}.escalate${e.at}`, kind: 'escalate', phase: e.phase, reason: e.reason, advice: facts.advice, facts }];
}

function completed({ state }: OfferContext): Verdict<Actions> {
  if (state.status !== 'completed' || state.summaryFile === null) return null;
  return [{ id: 'complete', kind: 'complete', summaryFile: state.summaryFile, facts: runFacts(state) }];
}

/** A run neither running, nor halted or completed with its words: nothing to do. */
function stopped({ state }: OfferContext): Verdict<Actions> {
  return state.status === 'running' ? null : [];
}

/** Nothing starts before the user confirmed the gates that need it. */
function gatesToConfirm({ state, invocation }: OfferContext): Verdict<Actions> {
  return awaitingGateConfirmation(state) ? [confirmGatesAction(state, invocation)] : null;
}

/** What is in flight, and how to wait for it. */
function working(c: OfferContext): Verdict<Actions> {
  return arrangeActions(c.state, c.obs, inFlight(c));
}

/** In priority order. */
const ACTION_RULES: readonly Rule<OfferContext, Actions>[] = [escalated, completed, stopped, gatesToConfirm, working];

/** What the agent must do now, as facts (lib/render/run-actions.ts words them). */
export function actionsFor(state: RunState, issued: ReadonlySet<string>, obs: Observed, invocation: Invocation): EngineAction[] {
  return firstDecided(ACTION_RULES, { state, issued, obs, invocation }) ?? [];
}
