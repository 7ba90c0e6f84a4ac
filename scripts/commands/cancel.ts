import { redactNextReport } from '../../lib/render/next-redaction.js';
import { renderCancelled } from '../../lib/render/index.js';
import { cancelRun } from '../../lib/run/index.js';
import { EXIT } from '../cli/context.js';
import { NOTE_OPTIONS, noteInput } from '../cli/note.js';
import { defineRunCommand } from '../cli/runs.js';
import { nextReport } from '../../lib/run/commands/next-report.js';
import { cancelHelp } from '../../lib/render/help/cancel.js';
import { documentText } from '../../lib/render/document.js';

export const cancelCommand = defineRunCommand<string | null>({
  name: 'cancel',
  summary: 'cancel [RUN]',
  help: cancelHelp,
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
    ctx.stdout(documentText(parsed.json, report, { layout: 'compact', redact: redactNextReport, human: (safe) => renderCancelled(safe.runId, done.state.summaryFile) }));
    return EXIT.ok;
  },
});
