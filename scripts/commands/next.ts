import { isSpawnedPair, parseSpawnedPairs, recordSpawnedPairs, type SpawnedPair } from '../../lib/run/index.js';
import { defineRunCommand, printNext, type RunInput } from '../cli/runs.js';
import { nextReport } from '../../lib/run/next-report.js';
import { draftAwareReport } from '../cli/draft-hook.js';

const HELP = `Usage: openforge next [RUN] [ACTION=KEY[,MODEL] …] [--cwd DIR] [--json]

Read what happened (result files, gate logs, the clock), record it, and print what to do
now: {runId, status, actions[]}. Run it after every child completion, every gate exec and
every decision. Without RUN, the newest run of this project (as \`status\` picks it).

ACTION=KEY[,MODEL]: children started and not yet reported with \`spawned\`: the spawn action's
id, sessions_spawn's childSessionKey and, optionally, its resolvedModel. They are recorded as
\`spawned\` records them (all or none), then the run goes on: one call instead of one per child.

Options:
  --cwd DIR   the project folder (default: the working directory)
  --json      print one JSON document (schemas/next.schema.json)

Exit codes: 0 running or completed, 1 the run needs a human or was cancelled (or a reported
child was refused), 2 usage or input error (an unknown run id lists the known ones).
`;

/** `[RUN] [ACTION=KEY[,MODEL] …]`: the run id is the one word without `=`. */
function nextInput(positionals: string[]): RunInput<SpawnedPair[]> {
  const ids = positionals.filter((w) => !isSpawnedPair(w));
  if (ids.length > 1 || (ids.length === 1 && positionals[0] !== ids[0])) return { usage: 'expected at most one run id, before the ACTION=KEY pairs.' };
  const pairs = parseSpawnedPairs(positionals.filter(isSpawnedPair));
  return 'usage' in pairs ? pairs : { runId: ids[0], input: pairs };
}

export const nextCommand = defineRunCommand<SpawnedPair[]>({
  name: 'next',
  summary: 'next [RUN] [ACTION=KEY[,MODEL] …]',
  help: HELP,
  options: {},
  input: nextInput,
  advance: true,
  progress: true,
  outcome: (state, pairs) => (pairs.length === 0 ? { kind: 'noop' } : recordSpawnedPairs(state, pairs)),
  report: async (done, _input, { parsed }, ctx) => printNext(ctx, parsed.json, await draftAwareReport(ctx, done.state, nextReport(done, { standing: 'new', runDir: false }))),
});
