import { isSpawnedPair, parseSpawnedPairs, recordSpawnedPairs, type SpawnedPair } from '../../lib/run/index.js';
import { defineRunCommand, printNext, type RunInput } from '../cli/runs.js';
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

export const nextCommand = defineRunCommand<SpawnedPair[]>({
  name: 'next',
  summary: 'next [RUN] [ACTION=KEY[,MODEL] …]',
  help: nextHelp,
  options: {},
  input: nextInput,
  advance: true,
  progress: true,
  outcome: (state, pairs) => (pairs.length === 0 ? { kind: 'noop' } : recordSpawnedPairs(state, pairs)),
  report: async (done, _input, { parsed }, ctx) => printNext(ctx, parsed.json, await draftAwareReport(ctx, done.state, nextReport(done, { standing: 'new', runDir: false }))),
});
