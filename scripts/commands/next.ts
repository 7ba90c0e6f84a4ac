import { waitForHandedOutLogs } from '../../lib/io/await-logs.js';
import { nextOutcome, type NextInput } from '../../lib/run/commands/next-outcome.js';
import { isCollectedWord, isSpawnedPair, parseCollectedWords, parseSpawnedPairs, parseWaitSeconds } from '../../lib/cli/index.js';
import { defineRunCommand, printNext, type RunInput } from '../cli/runs.js';
import { nextReport } from '../../lib/run/commands/next-report.js';
import { nextHelp } from '../../lib/render/help/next.js';
import { sinceOption, withSince } from '../cli/since.js';

/** `[RUN] [ACTION=KEY[,MODEL] …] [ACTION:STATUS …]`: the run id is the one word that is neither. */
function nextInput(positionals: string[], values: Record<string, unknown>): RunInput<NextInput & { since: number | null }> {
  const since = sinceOption(values.since);
  const bad = [since, parseWaitSeconds(values['wait-seconds'])].find((o) => o !== null && typeof o === 'object');
  if (bad !== undefined || (since !== null && typeof since === 'object')) return bad as { usage: string };
  const ids = positionals.filter((w) => !isSpawnedPair(w) && !isCollectedWord(w));
  if (ids.length > 1 || (ids.length === 1 && positionals[0] !== ids[0])) return { usage: 'expected at most one run id, before the ACTION=KEY pairs.' };
  const pairs = parseSpawnedPairs(positionals.filter(isSpawnedPair));
  if ('usage' in pairs) return pairs;
  const collected = parseCollectedWords(positionals.filter(isCollectedWord));
  return 'usage' in collected ? collected : { runId: ids[0], input: { pairs, collected, since } };
}

export const nextCommand = defineRunCommand<NextInput & { since: number | null }>({
  name: 'next',
  summary: 'next [RUN] [ACTION=KEY[,MODEL][,run=RUNID] …] [ACTION:STATUS[,IN/OUT] …]',
  help: nextHelp,
  options: { wait: { type: 'boolean' }, 'wait-seconds': { type: 'string' }, since: { type: 'string' } },
  input: nextInput,
  before: (opened, ctx) => {
    const asked = { wait: opened.parsed.values.wait === true, atMost: parseWaitSeconds(opened.parsed.values['wait-seconds']) as number | null };
    return waitForHandedOutLogs(opened.run.runDir, ctx.env, ctx.homeDir, opened.input.pairs.map((p) => p.actionId), asked);
  },
  advance: true,
  progress: true,
  standing: 'new',
  outcome: nextOutcome,
  report: (done, input, { parsed, run }, ctx) => printNext(ctx, parsed.json, withSince(nextReport(done, { runDir: false }), run.runDir, input.since, done.state.seq)),
});
