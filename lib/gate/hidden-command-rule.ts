// The shape of a rule that finds a hidden command in a gate's words: shared by the
// interpreter rules (./hidden-commands.ts) and the build tools' code options
// (./code-options.ts), its own module so that neither imports the other for it.

/**
 * Forms that run a second command the validator cannot see: code passed as a string to
 * a shell or interpreter, or commands built at run time. They are rejected without
 * `Shell-Gate: true` even when quoted, and still warned about with it.
 */
export interface HiddenCommandRule {
  /** Programs (look-up keys, see programKey) the rule applies to. */
  readonly programs: RegExp;
  /** How messages name the form, e.g. "`sh -c`"; `{program}` stands for the program as written. */
  readonly form: string;
  /** What it does. */
  readonly effect: string;
  /**
   * The index of the argument that makes it hidden; -1 for the program word itself
   * (always hidden, whatever the arguments); undefined when this invocation is fine.
   */
  readonly match: (args: readonly string[]) => number | undefined;
}

export const hiddenCommandRule = (programs: RegExp, form: string, effect: string, match: HiddenCommandRule['match']): HiddenCommandRule => ({
  programs,
  form,
  effect,
  match,
});
