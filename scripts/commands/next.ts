import { loadRun, openforgeHome, waitForLogs } from '../../lib/io/index.js';
import { isSpawnedPair, NEXT_WAIT_SECONDS, parseSpawnedPairs, recordSpawnedPairs, type SpawnedPair } from '../../lib/run/index.js';
import type { CliContext } from '../cli/context.js';
import { defineRunCommand, printNext, RUN_CONTRACT, type OpenedRun, type RunInput } from '../cli/runs.js';
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
  --wait      first wait (at most ${NEXT_WAIT_SECONDS} s) until every gate and usage log handed out has its
              end line: for a next sent in the same reply as those execs, which run at the same time
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

/** `--wait`: the bound is NEXT_WAIT_SECONDS (OPENFORGE_NEXT_WAIT_SECONDS for tests and simulations). */
async function waitForHandedOutLogs(opened: OpenedRun<SpawnedPair[]>, ctx: CliContext): Promise<void> {
  if (opened.parsed.values.wait !== true) return;
  const loaded = await loadRun(opened.run.runDir, RUN_CONTRACT, openforgeHome(ctx.env, ctx.homeDir));
  // A run that cannot be read is reported by the cycle that follows, as without --wait.
  if (!loaded.ok) return;
  const set = Number(ctx.env.OPENFORGE_NEXT_WAIT_SECONDS);
  const seconds = Number.isFinite(set) && set >= 0 && ctx.env.OPENFORGE_NEXT_WAIT_SECONDS !== '' ? set : NEXT_WAIT_SECONDS;
  await waitForLogs(loaded.state, Date.now() + seconds * 1000);
}

export const nextCommand = defineRunCommand<SpawnedPair[]>({
  name: 'next',
  summary: 'next [RUN] [ACTION=KEY[,MODEL] …]',
  help: HELP,
  options: { wait: { type: 'boolean' } },
  input: nextInput,
  before: waitForHandedOutLogs,
  advance: true,
  progress: true,
  outcome: (state, pairs) => (pairs.length === 0 ? { kind: 'noop' } : recordSpawnedPairs(state, pairs)),
  report: async (done, _input, { parsed }, ctx) => printNext(ctx, parsed.json, await draftAwareReport(ctx, done.state, nextReport(done, { standing: 'new', runDir: false }))),
});
