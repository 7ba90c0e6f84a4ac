/** What a command may touch of the outside world; tests pass their own. */
export interface CliContext {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
  homeDir: string;
  /** Absolute path of the running script (how the agent calls us again); absent in-process. */
  self?: string | undefined;
  /** Our process id, recorded in lock files. */
  pid?: number | undefined;
}

/** Exit codes (docs/design.md#exit-codes): 0 ok, 1 findings, 2 usage or input error, 3 internal error. */
export const EXIT = { ok: 0, findings: 1, usage: 2, internal: 3 } as const;

export interface Command {
  /** One line for `openforge --help`. */
  summary: string;
  /** The command's own `--help` text. */
  help: string;
  run: (args: string[], ctx: CliContext) => Promise<number>;
}
