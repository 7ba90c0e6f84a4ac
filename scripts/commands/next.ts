import { loadRun, openforgeHome, waitForLogs } from '../../lib/io/index.js';
import { isSpawnedPair, NEXT_WAIT_SECONDS, parseSpawnedPairs, recordSpawnedPairs, type SpawnedPair } from '../../lib/run/index.js';
import type { CliContext } from '../cli/context.js';
import { RUN_CONTRACT } from '../../lib/io/run-contract.js';
import { defineRunCommand, printNext, type OpenedRun, type RunInput } from '../cli/runs.js';
import { nextReport } from '../../lib/run/next-report.js';
import { draftAwareReport } from '../cli/draft-hook.js';
import { nextHelp } from '../../lib/render/command-help.js';

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
  help: nextHelp,
  options: { wait: { type: 'boolean' } },
  input: nextInput,
  before: waitForHandedOutLogs,
  advance: true,
  progress: true,
  outcome: (state, pairs) => (pairs.length === 0 ? { kind: 'noop' } : recordSpawnedPairs(state, pairs)),
  report: async (done, _input, { parsed }, ctx) => printNext(ctx, parsed.json, await draftAwareReport(ctx, done.state, nextReport(done, { standing: 'new', runDir: false }))),
});
