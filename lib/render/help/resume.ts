// `openforge resume --help`: its own module, so that only this command's bundle carries it.

/** `openforge resume --help`. */
export const resumeHelp = `Usage: openforge resume [RUN] [--phase PHASE] [--note-file FILE] [--json]

Continue a run after a human acted on an escalation: the escalated phase gets fresh
attempts (after \`Escalate: true\` only its gates run; after a budget stop the budget is
raised). With --phase, that phase and everything after it start over. On a running run,
spawns still in flight are issued again (for a child that was lost). Prints the next actions.
Without RUN, the newest run of this project (the working directory or --cwd, else the
nearest folder above it with runs), as \`status\` picks it.

Options:
  --phase PHASE     restart from this phase
  --note-file FILE  the human's answer (a file written with the write tool): the retried
                    task quotes it with the sub-agent's question and the earlier attempts
  --note TEXT       the answer inline (prefer --note-file)
  --cwd DIR         the project folder (default: the working directory)
  --json            print one JSON document (schemas/next.schema.json)

Exit codes: 0 running, 1 refused (completed or cancelled run) or halted, 2 usage error or unknown run/phase.
`;
