import { redactNextReport } from '../../lib/render/next-redaction.js';
import { redactSecrets } from '../../lib/secrets/index.js';
import { renderCancelled } from '../../lib/render/index.js';
import { cancelRun } from '../../lib/run/index.js';
import { EXIT } from '../cli/context.js';
import { NOTE_HELP, NOTE_OPTIONS, noteInput } from '../cli/note.js';
import { defineRunCommand } from '../cli/runs.js';
import { nextReport } from '../../lib/run/next-report.js';

const HELP = `Usage: openforge cancel [RUN] [--note-file FILE] [--json]

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

export const cancelCommand = defineRunCommand<string | null>({
  name: 'cancel',
  summary: 'cancel [RUN]',
  help: HELP,
  options: NOTE_OPTIONS,
  input([runId, ...extra], values) {
    if (extra.length > 0) return { usage: 'expected `openforge cancel [RUN]`.' };
    const noted = noteInput(values);
    return 'usage' in noted ? noted : { runId, input: noted.note };
  },
  advance: false,
  outcome: (state, note, now) => cancelRun(state, note, now),
  report(done, _note, { parsed }, ctx) {
    const report = nextReport(done);
    ctx.stdout(parsed.json ? `${JSON.stringify(redactNextReport(report))}\n` : redactSecrets(renderCancelled(report.runId, done.state.summaryFile)));
    return EXIT.ok;
  },
});
