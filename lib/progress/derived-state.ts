// What a run and each of its phases are doing, derived from the state (the fold of the event
// log) and the clock alone, never from a child's or the agent's claim
// (docs/design.md#progress). Pure.

import type { DerivedPhaseStateWord, DerivedRunStateWord, EscalationReasonWord } from '../schema/run-vocabulary.js';
import type { GateRecord, RunPhase, RunState, SpawnRecord } from '../schema/run.js';
import { gateDeadline, spawnDeadline } from '../run/engine/deadlines.js';
import { repeatsLastFailure } from '../run/engine/repeated-failure.js';
import { resetWords } from '../text/usage-limit-words.js';
import { formatMinutes } from '../text/duration.js';
import { REASON_HALTED } from '../schema/reasons.generated.js';
import { attemptFailureText } from '../text/attempt-failure.js';

export interface Derived<W> {
  word: W;
  /** The state in a few words (which child, which approval, why); null when the word says it all. */
  detail: string | null;
  /** Since when (epoch ms), where known. */
  since: number | null;
}
export type DerivedPhase = Derived<DerivedPhaseStateWord>;
export type DerivedRun = Derived<DerivedRunStateWord>;

/**
 * The word of a halted run by why it halted (its record's `halted`, lib/reasons/<id>.ts); any
 * other reason is `needs-human`. A new word is added to DERIVED_RUN_STATES too.
 */
const HALTED: Readonly<Partial<Record<EscalationReasonWord, DerivedRunStateWord & DerivedPhaseStateWord>>> = REASON_HALTED;
const haltedWord = (reason: EscalationReasonWord): DerivedRunStateWord & DerivedPhaseStateWord => HALTED[reason] ?? 'needs-human';

const state = <W>(word: W, detail: string | null = null, since: number | null = null): Derived<W> => ({ word, detail, since });

/** The phase's spawn in flight (issued, no outcome yet), if any. */
function spawnInFlight(p: RunPhase): SpawnRecord | undefined {
  return p.spawns.find((s) => s.actionId === p.currentSpawn && s.outcome === null);
}

/** The gates of the current attempt still without a verdict. */
function gatesInFlight(p: RunPhase): GateRecord[] {
  const current = new Set(p.currentGates);
  return p.gates.filter((g) => current.has(g.actionId) && (g.state === 'pending' || g.state === 'running'));
}

function overdueGate(gates: readonly GateRecord[], graceSeconds: number, now: number): DerivedPhase | null {
  const late = gates.find((g) => now > gateDeadline(g, graceSeconds));
  if (late === undefined) return null;
  return state('stalled', `no verdict from gate \`${late.command}\` ${formatMinutes(Math.floor((now - late.issuedAt) / 1000))} after it was issued (timeout ${formatMinutes(late.timeoutSeconds)})`, gateDeadline(late, graceSeconds));
}

/**
 * An open phase whose last two failures (across resumes) are the same failure: its retries go
 * round in a loop. Within one generation the engine halts it as `no-progress` instead.
 */
function looping(p: RunPhase, at: DerivedPhase): DerivedPhase {
  if (at.word === 'stalled' || !repeatsLastFailure(p.failures)) return at;
  const last = p.failures.at(-1);
  return state('looping', `failed the same way twice: ${last === undefined ? '' : attemptFailureText(last.failure)}`, last?.at ?? null);
}

function activePhase(p: RunPhase, run: RunState, now: number): DerivedPhase {
  return looping(p, workState(p, run, now));
}

function workState(p: RunPhase, run: RunState, now: number): DerivedPhase {
  const grace = run.settings.graceSeconds;
  const spawn = spawnInFlight(p);
  if (spawn !== undefined) {
    const deadline = spawnDeadline(spawn, grace);
    if (now > deadline) {
      const late = Math.floor((now - deadline) / 1000) + grace;
      return state('stalled', `no result from ${spawn.actionId} ${formatMinutes(late)} past its ${formatMinutes(spawn.timeoutSeconds)} run timeout`, deadline);
    }
    // Unconfirmed: the agent has yet to start it (or run `spawned`); the run waits on the agent.
    if (spawn.sessionKey === null || spawn.confirmedAt === null) return state('running', `${spawn.actionId} to start`, spawn.issuedAt);
    return state('waiting-for-sub-agents', `${spawn.actionId}, ${spawn.role} attempt ${spawn.attempt}`, spawn.confirmedAt);
  }
  // A usage limit stopped this phase's spawn: nothing starts until `resume`.
  const limit = run.usageLimit;
  if (limit !== undefined && limit.phase === p.name) return state('rate-limited', `${limit.kind}: ${resetWords(limit, now)}`, limit.since);
  const gates = gatesInFlight(p);
  const stalled = overdueGate(gates, grace, now);
  if (stalled !== null) return stalled;
  const first = gates[0];
  if (first !== undefined) return state('running', `gate \`${first.command}\``, first.issuedAt);
  return state('running', null, p.lastEvent?.at ?? p.startedAt);
}

/** What phase `p` of `run` is doing at `now`. */
export function derivePhaseState(p: RunPhase, run: RunState, now: number): DerivedPhase {
  switch (p.status) {
    case 'pending':
      return state('pending');
    case 'skipped':
      return state('skipped', p.skipReason === 'only' ? 'outside --only' : 'Skip: true');
    case 'cancelled':
      return state('cancelled', null, run.finishedAt);
    case 'passed':
      return p.noChanges === true ? state('no-op', 'passed without changing a file', p.finishedAt) : state('passed', null, p.finishedAt);
    case 'waiting-approval':
      return state('waiting-for-user', `approval of \`${p.name}\``, p.lastEvent?.at ?? p.startedAt);
    case 'needs-human': {
      const esc = run.escalation !== null && run.escalation.phase === p.name ? run.escalation : null;
      if (esc === null) return state('needs-human');
      return state(haltedWord(esc.reason), esc.reason, esc.at);
    }
    case 'active':
      return activePhase(p, run, now);
  }
}

function haltedRun(run: RunState): DerivedRun {
  const esc = run.escalation;
  if (esc === null) return state('needs-human');
  const word = haltedWord(esc.reason);
  return state(word, `${esc.reason} at \`${esc.phase}\``, esc.at);
}

/** The final verification's gates still without a verdict (its current round). */
function finalGatesInFlight(run: RunState): GateRecord[] {
  const v = run.verification;
  return v === undefined ? [] : v.gates.slice(v.from).filter((g) => g.state === 'pending' || g.state === 'running');
}

const OPEN: ReadonlySet<DerivedPhaseStateWord> = new Set(['running', 'waiting-for-sub-agents', 'waiting-for-user', 'stalled', 'looping']);

function runningRun(run: RunState, phases: readonly DerivedPhase[], now: number): DerivedRun {
  if ((run.confirmGates?.length ?? 0) > 0 && run.gatesConfirmedAt === null) return state('waiting-for-user', 'the gate confirmation', run.createdAt);
  // A usage limit holds the run: what runs finishes, nothing new starts until `resume`.
  const limit = run.usageLimit;
  if (limit !== undefined) return state('rate-limited', `${limit.kind} at \`${limit.phase}\`: ${resetWords(limit, now)}; no new sub-agent until resume`, limit.since);
  const final = finalGatesInFlight(run);
  const open = phases.filter((d) => OPEN.has(d.word));
  const stalled = open.find((d) => d.word === 'stalled') ?? overdueGate(final, run.settings.graceSeconds, now);
  if (stalled !== null && stalled !== undefined) return state('stalled', stalled.detail, stalled.since);
  const asking = open.find((d) => d.word === 'waiting-for-user');
  if (asking !== undefined) return state('waiting-for-user', asking.detail, asking.since);
  const loop = open.find((d) => d.word === 'looping');
  if (loop !== undefined) return state('looping', loop.detail, loop.since);
  if (final.length > 0) return state('running', 'final verification', final[0]?.issuedAt ?? null);
  const children = open.filter((d) => d.word === 'waiting-for-sub-agents');
  if (children.length > 0 && children.length === open.length) {
    const since = Math.min(...children.map((d) => d.since ?? now));
    return state('waiting-for-sub-agents', children.map((d) => d.detail).join('; '), since);
  }
  return state('running');
}

/** The run's state and each phase's (state order), at `now`. */
export function deriveRunState(run: RunState, now: number): { run: DerivedRun; phases: DerivedPhase[] } {
  const phases = run.phases.map((p) => derivePhaseState(p, run, now));
  switch (run.status) {
    case 'completed':
      return { run: state('completed', null, run.finishedAt), phases };
    case 'cancelled':
      return { run: state('cancelled', null, run.finishedAt), phases };
    case 'needs-human':
      return { run: haltedRun(run), phases };
    case 'running':
      return { run: runningRun(run, phases, now), phases };
  }
}
