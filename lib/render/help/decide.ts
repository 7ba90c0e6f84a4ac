// `openforge decide --help`: its own module, so that only this command's bundle carries it.

import { NOTE_HELP } from './note-help.js';

/** `openforge decide --help`. */
export const decideHelp = `Usage: openforge decide RUN PHASE approve|reject [--note-file FILE] [--json]
       openforge decide RUN --gates approve|reject [--note-file FILE] [--json]

With --gates: the user's answer to the run's first question, whether the gate commands it
lists may run. approve starts the run; reject cancels it before anything ran.

Otherwise: record the human's decision on an approval phase. approve lets the run go on; reject sends
it back to the phase's On-Reject: phase (else the phases the approval depends on), with the
note as context. Repeating the same decision is a no-op; a conflicting one is refused with
the current state. Run \`next\` afterwards.

Options (the note is shown to the sub-agent that redoes the work):
  --gates           answer the run's gate confirmation instead of an approval phase
${NOTE_HELP}
  --cwd DIR         where to look for RUN when the run index does not know it
  --json            print one JSON document (schemas/decide.schema.json)

Exit codes: 0 recorded (or a repeat), 1 refused, 2 usage error or unknown run/phase.
`;
