import { waitForHandedOutLogs } from '../../lib/io/await-logs.js';
import { NEXT_WAIT_SECONDS } from '../../lib/run/host/awaited-logs.js';
import { nextOutcome, type NextInput } from '../../lib/run/commands/next-outcome.js';
import { isCollectedWord, isSpawnedPair, parseCollectedWords, parseSpawnedPairs } from '../../lib/cli/index.js';
import { defineRunCommand, printNext, type RunInput } from '../cli/runs.js';
import { nextReport } from '../../lib/run/commands/next-report.js';
import { nextHelp } from '../../lib/render/help/next.js';
import { sinceOption, withSince } from '../cli/since.js';

/** `--wait-seconds N`: wait as --wait does, at most N seconds (0–100); null when absent. */
function waitSecondsOption(value: unknown): number | null | { usage: string } {
  if (value === undefined) return null;
  if (typeof value !== 'string' || !/^\d{1,3}$/.test(value) || Number(value) > NEXT_WAIT_SECONDS) return { usage: `--wait-seconds takes a whole number of seconds from 0 to ${NEXT_WAIT_SECONDS}.` };
  return Number(value);
}

/** `[RUN] [ACTION=KEY[,MODEL] …] [ACTION:STATUS …]`: the run id is the one word that is neither. */
function nextInput(positionals: string[], values: Record<string, unknown>): RunInput<NextInput & { since: number | null }> {
  const since = sinceOption(values.since);
  if (since !== null && typeof since === 'object') return since;
  const waitSeconds = waitSecondsOption(values['wait-seconds']);
  if (waitSeconds !== null && typeof waitSeconds === 'object') return waitSeconds;
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
  before: async (opened, ctx) => {
    const atMost = waitSecondsOption(opened.parsed.values['wait-seconds']);
    const reported = opened.input.pairs.map((p) => p.actionId);
    if (typeof atMost === 'number') await waitForHandedOutLogs(opened.run.runDir, ctx.env, ctx.homeDir, reported, atMost);
    else if (opened.parsed.values.wait === true) await waitForHandedOutLogs(opened.run.runDir, ctx.env, ctx.homeDir, reported);
  },
  advance: true,
  progress: true,
  outcome: nextOutcome,
  report: (done, input, { parsed, run }, ctx) => printNext(ctx, parsed.json, withSince(nextReport(done, { standing: 'new', runDir: false }), run.runDir, input.since, done.state.seq)),
});
