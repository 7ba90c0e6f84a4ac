/**
 * The shape of a vetted gate profile (lib/gate/profiles.ts): a grammar of one program's
 * subcommands, options and operands.
 */

export interface GateProfile {
  /** Subcommands (the first operand), or null when the program takes none (`tsc`, `pytest`). */
  readonly subcommands: readonly string[] | null;
  /** Options without a value (`--noEmit`, `-q`). Short letters combine (`-qx`). */
  readonly flags: readonly string[];
  /** Options whose value (`--opt V`, `--opt=V`, `-kV`) is data. */
  readonly values: readonly string[];
  /** Whether operands after the subcommand (paths, test names, targets, script names) are allowed. */
  readonly operands: boolean;
  /**
   * The grammars words after `--` (handed to the project's own test program) are judged by:
   * profile keys (or lib/gate/passthrough.ts names) whose options and typed values they may be;
   * an empty list allows only plain operands. Absent: nothing after `--`.
   */
  readonly passthrough?: readonly string[];
  /** The operand after the subcommand starts another command, which must match a profile itself (`npx vitest`). */
  readonly runs?: boolean;
  /** Subcommands after which `runs` applies (default: every subcommand, or the first operand when none). */
  readonly runsAfter?: readonly string[];
  /** The programs (profile keys) the inner command of `runs` may be. */
  readonly runsFrom?: readonly string[];
  /** Every operand is a subcommand (build tasks and lifecycle phases: `mvn clean verify`, `./gradlew :app:test`). */
  readonly tasks?: boolean;
  /**
   * The subcommand may be left out (`vitest`, `tap`): the first word is then an operand, unless
   * it is one of these words, the program's other subcommands, which are not vetted (`vitest watch`).
   */
  readonly subcommandOptional?: readonly string[];
  /** Operands in the subcommand's place that name a package binary, run with that profile (`yarn vitest run`). */
  readonly binaries?: readonly string[];
}
