import { resumeRun } from '../../lib/run/index.js';
import { defineRunCommand, nextReport, printNext } from '../cli/runs.js';
import { draftAwareReport } from '../cli/draft-hook.js';

const HELP = `Usage: openforge resume RUN [--phase PHASE] [--json]

Continue a run after a human acted on an escalation: the escalated phase gets fresh
attempts (after \`Escalate: true\` only its gates run; after a budget stop the budget is
raised). With --phase, that phase and everything after it start over. On a running run,
spawns still in flight are issued again (for a child that was lost). Prints the next actions.

Options:
  --phase PHASE  restart from this phase
  --cwd DIR      where to look for RUN when the run index does not know it
  --json         print one JSON document (schemas/next.schema.json)

Exit codes: 0 running, 1 refused (completed or cancelled run) or halted, 2 usage error or unknown run/phase.
`;

export const resumeCommand = defineRunCommand<string | null>({
  name: 'resume',
  summary: 'resume RUN [--phase P]',
  help: HELP,
  options: { phase: { type: 'string' } },
  input([runId, ...extra], { phase }) {
    if (runId === undefined || extra.length > 0) return { usage: 'expected `openforge resume RUN [--phase PHASE]`.' };
    return { runId, input: typeof phase === 'string' ? phase : null };
  },
  advance: true,
  progress: true,
  outcome: (state, phase, now) => resumeRun(state, phase, now),
  report: async (done, _phase, { parsed }, ctx) => printNext(ctx, parsed.json, await draftAwareReport(ctx, done.state, nextReport(done))),
});
