// `openforge cancel --help`: its own module, so that only this command's bundle carries it.

import { NOTE_HELP } from './note-help.js';

/** `openforge cancel --help`. */
export const cancelHelp = `Usage: openforge cancel [RUN] [--note-file FILE] [--json]

Stop a run for good: no further actions are issued. Sub-agents already running are not
stopped by this command; stop them with the subagents tool. Repeating it is a no-op.
Without RUN, the newest run of this project (the working directory or --cwd, else the
nearest folder above it with runs), as \`status\` picks it.

Options (the note is kept in the events):
${NOTE_HELP}
  --cwd DIR         the project folder (default: the working directory)
  --json            print one JSON document (schemas/next.schema.json)

Exit codes: 0 cancelled, 1 refused (the run already completed), 2 usage error or unknown run.
`;
