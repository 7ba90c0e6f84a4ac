// What an escalation records besides its reason: facts, never a sentence. lib/text/escalation-detail.ts
// words them (for the message, `status`, the summary and a retried child's task). Every field is
// optional: each reason records the ones it has. A log written before the facts were recorded
// carries its sentence (`detail`), which the fold keeps as `text`.

import Type, { type Static } from 'typebox';
import { AttemptFailure } from './attempt-failure.js';
import { Closed } from './common.js';
import { Count, GatePin, Nullable, SpawnFailureSource } from './run-base.js';
import { LateChange } from './late-change.js';
import { UsageLimit } from './usage-limit.js';
import { UnknownWhy } from './spend.js';
import { FileRefusal } from './spawn-problem.js';

/** Which token or money budget stops the next spawn, with the counts it was decided on. */
export const BudgetStopFacts = Type.Object(
  {
    budget: Type.Enum(['max-tokens', 'max-cost']),
    /** The spend cannot be counted: no spawn has a figure yet (`missing` of them, `why` as the usage read said). */
    unknown: Type.Optional(Type.Literal(true)),
    /** Counted as spent (tokens, or USD), and the budget. */
    spent: Type.Optional(Type.Number({ minimum: 0 })),
    max: Type.Optional(Type.Number({ minimum: 0 })),
    /** Spawns without a figure, counted at the largest known one (null: none known). */
    missing: Count,
    largest: Nullable(Type.Number({ minimum: 0 })),
    /** What a spawn took on average so far, over `of` spawns. */
    mean: Type.Optional(Type.Number({ minimum: 0 })),
    of: Type.Optional(Count),
    why: Type.Optional(Nullable(UnknownWhy)),
  },
  Closed,
);
export type BudgetStopFacts = Static<typeof BudgetStopFacts>;

/** A gate the escalation is about, as far as it is known. */
export const EscalatedGate = Type.Object(
  {
    command: Type.String(),
    /** The phase whose gate it is (the final verification's). */
    phase: Type.Optional(Type.String()),
    logFile: Type.Optional(Type.String()),
    /** How long its log was waited for. */
    waitedSeconds: Type.Optional(Count),
    state: Type.Optional(Type.Enum(['failed', 'timed-out', 'pending', 'running', 'passed'])),
    exitCode: Type.Optional(Nullable(Type.Integer())),
    timeoutSeconds: Type.Optional(Count),
    noTests: Type.Optional(Type.Literal(true)),
    /** Phases that changed files since it last passed (final verification). */
    changedBy: Type.Optional(Type.Array(Type.String())),
  },
  Closed,
);
export type EscalatedGate = Static<typeof EscalatedGate>;

const Argv = Nullable(Type.Array(Type.String()));

/**
 * Why a gate about to be issued is not what was frozen and confirmed (lib/run/evidence/frozen-gate.ts),
 * by code: it has nothing to run; the frozen PRD copy gives no gates (`why`); it is not a gate of
 * the copy (of `phase`'s, when its own); its stored argv is not what its text reads as; it would
 * take a configuration line from outside the project not confirmed; a Shell-Gate never confirmed;
 * it would run another command line than the one confirmed; the confirmation was never recorded.
 */
export const UnfrozenGate = Type.Union([
  Type.Object({ code: Type.Literal('nothing-to-run'), command: Type.String() }, Closed),
  Type.Object({ code: Type.Literal('no-prd-gates'), command: Type.String(), why: Type.String() }, Closed),
  Type.Object({ code: Type.Literal('not-in-prd'), command: Type.String(), workdir: Type.Optional(Type.String()), argv: Argv, phase: Nullable(Type.String()) }, Closed),
  Type.Object({ code: Type.Literal('argv-changed'), command: Type.String(), argv: Argv }, Closed),
  Type.Object({ code: Type.Literal('outside-config'), command: Type.String(), file: Type.String(), line: Type.Integer(), text: Type.String() }, Closed),
  Type.Object({ code: Type.Literal('shell-gate-unconfirmed'), command: Type.String() }, Closed),
  Type.Object({ code: Type.Literal('runs-differ'), command: Type.String(), runs: Type.String(), confirmed: Type.String() }, Closed),
  Type.Object({ code: Type.Literal('never-confirmed'), command: Type.String() }, Closed),
]);
export type UnfrozenGate = Static<typeof UnfrozenGate>;

/**
 * Why a gate's log gives no verdict (lib/run/evidence/run-files.ts), by code: the file cannot be
 * the exec command's (`why`: refused by the shell, or created before the gate was issued); it
 * does not begin with the exec command's lines; it was written in another folder than the
 * gate's; the exec command's pin check found a path it names moved.
 */
export const GateLogFault = Type.Union([
  Type.Object({ code: Type.Literal('untrusted'), command: Type.String(), why: FileRefusal }, Closed),
  Type.Object({ code: Type.Literal('no-header'), command: Type.String(), logFile: Type.String() }, Closed),
  Type.Object({ code: Type.Literal('elsewhere'), command: Type.String(), cwd: Nullable(Type.String()), workdir: Type.String() }, Closed),
  Type.Object({ code: Type.Literal('moved'), command: Type.String(), pins: Type.Array(GatePin), workdirReal: Type.Optional(Type.String()) }, Closed),
]);
export type GateLogFault = Static<typeof GateLogFault>;

export const EscalationFacts = Type.Object(
  {
    /** A sentence an older version logged instead of facts, kept as it was. */
    text: Type.Optional(Type.String()),
    /** Why the last attempt failed (a string: the sentence an older version logged). */
    lastFailure: Type.Optional(Nullable(Type.Union([AttemptFailure, Type.String()]))),
    /** The failure the escalation is, said as itself: a gate-only phase's failed gate. */
    failure: Type.Optional(AttemptFailure),
    attempts: Type.Optional(Count),
    maxAttempts: Type.Optional(Count),
    /** Review items a fix still owes, after `cycles` review→fix cycles. */
    openFindings: Type.Optional(Count),
    cycles: Type.Optional(Count),
    /** What a sub-agent that reported BLOCKED said. */
    summary: Type.Optional(Nullable(Type.String())),
    /** The run's duration and spawns against their budgets. */
    elapsedSeconds: Type.Optional(Type.Number({ minimum: 0 })),
    maxDurationSeconds: Type.Optional(Count),
    spawns: Type.Optional(Count),
    maxSpawns: Type.Optional(Count),
    spend: Type.Optional(BudgetStopFacts),
    /** The usage limit that holds the run, where it was hit. */
    limit: Type.Optional(Type.Object({ ...UsageLimit.properties, actionId: Type.String(), source: SpawnFailureSource }, Closed)),
    /** sessions_spawn errors in a row, and the last one (the host's text). */
    errors: Type.Optional(Count),
    error: Type.Optional(Type.String()),
    gate: Type.Optional(EscalatedGate),
    /** Changes made after the attempts that could have made them had ended. */
    late: Type.Optional(Type.Array(LateChange)),
    /** What a check of the run's files found, as it said it (quoted). */
    problem: Type.Optional(Type.String()),
    /** Why the gate about to be issued is not what was frozen and confirmed. */
    unfrozen: Type.Optional(UnfrozenGate),
    /** Why a gate's log gives no verdict. */
    gateLog: Type.Optional(GateLogFault),
  },
  Closed,
);
export type EscalationFacts = Static<typeof EscalationFacts>;
