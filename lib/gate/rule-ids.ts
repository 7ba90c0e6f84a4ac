/**
 * The stable rule ids the gate validator emits. Callers (the PRD validator, `gate check`,
 * the docs) may rely on this list; add to it, never rename.
 */
export const GATE_RULE_IDS = [
  /** The command is empty, only a comment, or only sets variables. */
  'gate-empty',
  /** A shell operator or metacharacter (`&&`, `|`, `>`, `$(`, a newline, …) without `Shell-Gate: true`. */
  'gate-shell-operator',
  /** A form that runs a second, unchecked command (`bash -c`, `eval`, `node -e`, `xargs`, …). */
  'gate-hidden-command',
  /** A program outside the known build/test/lint tools, or a project script. */
  'gate-unknown-program',
  /** A destructive, privileged or network program (`rm`, `sudo`, `curl`, `git push`, …). */
  'gate-risky-program',
  /** An unquoted `#`: the rest of the command would be read as a comment. */
  'gate-comment',
  /** The command cannot be tokenized (unterminated quote, dangling backslash, bad substitution). */
  'gate-unparsable',
  /** An invisible or control character that makes the shown command differ from what runs. */
  'gate-control-character',
] as const;

export type GateRuleId = (typeof GATE_RULE_IDS)[number];
