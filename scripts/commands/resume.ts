import { resumeRun } from '../../lib/run/index.js';
import { defineRunCommand, printNext } from '../cli/runs.js';
import { nextReport } from '../../lib/run/commands/next-report.js';
import { NOTE_OPTIONS, noteInput } from '../cli/note.js';
import { resumeHelp } from '../../lib/render/help/resume.js';

export const resumeCommand = defineRunCommand<{ phase: string | null; note: string | null }>({
  name: 'resume',
  summary: 'resume [RUN] [--phase P] [--note-file F]',
  help: resumeHelp,
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
  report: (done, _input, { parsed }, ctx) => printNext(ctx, parsed.json, nextReport(done)),
});
