import Type, { type Static } from 'typebox';
import { Closed, SchemaVersion } from './common.js';
import { Diagnostic } from './diagnostic.js';

/**
 * ok: a vetted build, test or lint command, run without asking; confirm: runs only after
 * the user confirms it when the run starts (unvetted, unknown or risky, or a Shell-Gate);
 * rejected: never run. (Before gate confirmation existed, the middle verdict was `warn`.)
 */
export const GateVerdict = Type.Enum(['ok', 'confirm', 'rejected']);
export type GateVerdict = Static<typeof GateVerdict>;

/**
 * A line of configuration from outside the project that the gate's runner takes (lib/gate/outside-config.ts):
 * the gate is `confirm` and its question quotes it.
 */
export const OutsideConfigLine = Type.Object(
  {
    runner: Type.Enum(['npm', 'pytest', 'cargo']),
    /** The file as shown (`~/.npmrc`, else its absolute path). */
    file: Type.String(),
    line: Type.Integer({ minimum: 1 }),
    text: Type.String(),
  },
  Closed,
);
export type OutsideConfigLine = Static<typeof OutsideConfigLine>;

/**
 * The verdict on one gate command. Diagnostics are positioned inside the command
 * (line 1, column = 1-based offset); callers that know where the command sits in a
 * file shift them.
 */
export const GateCheck = Type.Object(
  {
    command: Type.String(),
    shellGate: Type.Boolean(),
    verdict: GateVerdict,
    /** The argv shell-quote sees; null when the command needs a shell (Shell-Gate) or cannot be tokenized. */
    argv: Type.Union([Type.Array(Type.String()), Type.Null()]),
    /** The program that runs (first word after env assignments); null when none. */
    program: Type.Union([Type.String(), Type.Null()]),
    diagnostics: Type.Array(Diagnostic),
    /** Configuration from outside the project its runner takes (absent: none, or not looked at). */
    outsideConfig: Type.Optional(Type.Array(OutsideConfigLine)),
  },
  Closed,
);
export type GateCheck = Static<typeof GateCheck>;

/** `openforge gate check --json`. */
export const GateCheckReport = Type.Object(
  {
    schemaVersion: SchemaVersion,
    command: Type.String(),
    shellGate: Type.Boolean(),
    verdict: GateVerdict,
    argv: Type.Union([Type.Array(Type.String()), Type.Null()]),
    program: Type.Union([Type.String(), Type.Null()]),
    diagnostics: Type.Array(Diagnostic),
    /** Configuration from outside the project (the home's, a parent folder's) its runner takes; absent: none. */
    outsideConfig: Type.Optional(Type.Array(OutsideConfigLine)),
  },
  Closed,
);
export type GateCheckReport = Static<typeof GateCheckReport>;
