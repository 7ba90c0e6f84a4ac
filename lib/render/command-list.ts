// `openforge --help`: every command in one line, and the usage text around them. Kept apart from
// the commands' own help (lib/render/command-help.ts): the entry loads this on every call.

/** One line per command for `openforge --help`, in the order they are listed. */
export const COMMAND_SUMMARIES = {
  validate: 'validate PRD            check a PRD: structure, dependencies, gates, secrets',
  plan: 'plan PRD [--cwd DIR]    the dry run: waves, models, gates, horizon, spawns, writes',
  gate: 'gate check "CMD"        say whether a gate command may run, and why',
  run: 'run PRD [--cwd DIR]     start a run (--only PHASE, --new) and print the first actions',
  next: 'next [RUN]              record what happened and print the actions to carry out now',
  spawned: 'spawned RUN ACTION --session KEY   record the child session of a spawn',
  decide: 'decide RUN PHASE approve|reject [--note TEXT]   answer an approval phase',
  status: 'status [RUN]            "Pipeline status": one line per phase (latest run by default)',
  list: 'list                    every run, newest first',
  resume: 'resume RUN [--phase P]  continue after an escalation, or restart from a phase',
  cancel: 'cancel RUN              stop a run for good',
  detect: 'detect [--cwd DIR]      the project\'s languages, toolchains, build/test/lint commands, layout, models',
  draft: 'draft REQUEST_FILE --cwd DIR   draft a PRD from a request (planner + validator), preview, approve',
  complexity: 'complexity PATH...      per-function complexity; --baseline FILE writes or compares (erosion)',
} as const;

/** `openforge --help`. */
export const usageText = (version: string): string => `openforge ${version}: turn a PRD into gated, planned phases for an OpenClaw agent.

Usage: openforge <command> [options]

Commands:
${Object.values(COMMAND_SUMMARIES)
  .map((summary) => `  ${summary}`)
  .join('\n')}

Every command takes --json (one JSON document with schemaVersion on stdout) and --help;
--debug (or OPENFORGE_DEBUG=1) prints the stack trace of an internal error.
Exit codes: 0 ok, 1 findings (invalid PRD, rejected gate, halted run), 2 usage or input error, 3 internal error.
`;
