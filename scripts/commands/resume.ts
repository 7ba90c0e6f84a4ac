import { resumeRun } from '../../lib/run/index.js';
import { defineRunCommand, printNext } from '../cli/runs.js';
import { nextReport } from '../../lib/run/next-report.js';
import { draftAwareReport } from '../cli/draft-hook.js';
import { NOTE_OPTIONS, noteInput } from '../cli/note.js';

const HELP = `Usage: openforge resume [RUN] [--phase PHASE] [--note-file FILE] [--json]

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

export const resumeCommand = defineRunCommand<{ phase: string | null; note: string | null }>({
  name: 'resume',
  summary: 'resume [RUN] [--phase P] [--note-file F]',
  help: HELP,
  options: { phase: { type: 'string' }, ...NOTE_OPTIONS },
  input([runId, ...extra], values) {
    if (extra.length > 0) return { usage: 'expected `openforge resume [RUN] [--phase PHASE] [--note-file FILE]`.' };
    const noted = noteInput(values);
    if ('usage' in noted) return noted;
    return { runId, input: { phase: typeof values.phase === 'string' ? values.phase : null, note: noted.note } };
  },
  advance: true,
  progress: true,
  outcome: (state, input, now) => resumeRun(state, input.phase, now, input.note),
  report: async (done, _input, { parsed }, ctx) => printNext(ctx, parsed.json, await draftAwareReport(ctx, done.state, nextReport(done))),
});
