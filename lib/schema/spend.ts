// What a spawn cost, as the host reported it: tokens and money per child, from OpenClaw's Gateway
// call `sessions.usage` for the child's session (docs/design.md#budgets).

import Type, { type Static } from 'typebox';
import { Closed } from './common.js';
import { FileRefusal } from './spawn-problem.js';

const Tokens = Type.Integer({ minimum: 0 });

/** A child's usage as OpenClaw reported it; `cost` is null when a model it used has no price. */
export const KnownUsage = Type.Object(
  {
    known: Type.Literal(true),
    /** Where the figures come from. */
    source: Type.Literal('sessions.usage'),
    /** The model the usage record names (`provider/model`); null when it names none. */
    model: Type.Union([Type.String(), Type.Null()]),
    input: Tokens,
    output: Tokens,
    cacheRead: Tokens,
    cacheWrite: Tokens,
    totalTokens: Tokens,
    /** In the currency OpenClaw prices in (USD); null when `missingCostEntries` says a price is missing. */
    cost: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]),
  },
  Closed,
);
export type KnownUsage = Static<typeof KnownUsage>;

/**
 * Why the host gave nothing usable, by code: the usage call exited non-zero and printed no JSON
 * (`output`: its first line); it printed no JSON, or none readable; it failed (its exit status, or
 * null when only its error document says so, and its message); OpenClaw reports no usage for the
 * session (`cache`: the Gateway's cache status when it was still counting after `calls` calls); the
 * exec was not run or did not finish; the session key cannot be passed to a command as it is; the
 * log was refused (`problem`: why it cannot be the exec's own).
 */
export const UsageUnknownWhy = Type.Union([
  Type.Object({ code: Type.Literal('call-exited'), exit: Type.String(), output: Type.String() }, Closed),
  Type.Object({ code: Type.Enum(['no-json', 'unreadable-json']), output: Type.String() }, Closed),
  Type.Object({ code: Type.Literal('call-failed'), exit: Type.Union([Type.String(), Type.Null()]), message: Type.String() }, Closed),
  Type.Object({ code: Type.Literal('no-usage'), sessionKey: Type.String(), cache: Type.Union([Type.String(), Type.Null()]), calls: Type.Integer({ minimum: 1 }) }, Closed),
  Type.Object({ code: Type.Enum(['not-run', 'not-finished', 'unsafe-key']) }, Closed),
  Type.Object({ code: Type.Literal('refused'), problem: FileRefusal }, Closed),
]);
export type UsageUnknownWhy = Static<typeof UsageUnknownWhy>;

/** Why no usage is known: a code and its data (a string: the words an older version logged). */
export const UnknownWhy = Type.Union([UsageUnknownWhy, Type.String()]);
export type UnknownWhy = Static<typeof UnknownWhy>;

/** The host gave nothing usable, and why. */
export const UnknownUsage = Type.Object({ known: Type.Literal(false), why: UnknownWhy }, Closed);
export type UnknownUsage = Static<typeof UnknownUsage>;

export const SpawnUsage = Type.Union([KnownUsage, UnknownUsage]);
export type SpawnUsage = Static<typeof SpawnUsage>;

/** Tokens and cost of a set of spawns: `unknown` counts the spawns the host gave nothing for. */
export const SpendFigures = Type.Object(
  {
    spawns: Type.Integer({ minimum: 0 }),
    tokens: Tokens,
    /** Known costs summed; null when no spawn had a cost. */
    cost: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]),
    /** Spawns whose usage is unknown (or not read yet). */
    unknown: Type.Integer({ minimum: 0 }),
    /** Spawns whose tokens are known but whose cost is not (a model without a price). */
    unpriced: Type.Integer({ minimum: 0 }),
  },
  Closed,
);
export type SpendFigures = Static<typeof SpendFigures>;

/** A run's spend: per phase (all its spawns, and those of failed attempts), and in total. */
export const RunSpend = Type.Object(
  {
    currency: Type.Literal('USD'),
    phases: Type.Array(Type.Object({ phase: Type.String(), all: SpendFigures, failed: SpendFigures }, Closed)),
    total: SpendFigures,
    failed: SpendFigures,
    /** The run's token and money budgets (null: none). */
    maxTokens: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
    maxCost: Type.Union([Type.Number({ exclusiveMinimum: 0 }), Type.Null()]),
  },
  Closed,
);
export type RunSpend = Static<typeof RunSpend>;
