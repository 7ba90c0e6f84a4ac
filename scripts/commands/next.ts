import { defineRunCommand, nextReport, optionalRunId, printNext } from '../cli/runs.js';
import { draftAwareReport } from '../cli/draft-hook.js';

const HELP = `Usage: openforge next [RUN] [--cwd DIR] [--json]

Read what happened (result files, gate logs, the clock), record it, and print what to do
now: {runId, status, actions[]}. Run it after every child completion, every gate exec and
every decision. Without RUN, the newest run of this project (as \`status\` picks it).

Options:
  --cwd DIR   the project folder (default: the working directory)
  --json      print one JSON document (schemas/next.schema.json)

Exit codes: 0 running or completed, 1 the run needs a human or was cancelled, 2 usage or
input error (an unknown run id lists the known ones).
`;

export const nextCommand = defineRunCommand({
  name: 'next',
  summary: 'next [RUN]',
  help: HELP,
  options: {},
  input: optionalRunId,
  advance: true,
  progress: true,
  outcome: () => ({ kind: 'noop' }),
  report: async (done, _input, { parsed }, ctx) => printNext(ctx, parsed.json, await draftAwareReport(ctx, done.state, nextReport(done, { standing: 'new', runDir: false }))),
});
