import { loadRun, openforgeHome, waitForLogs } from '../../lib/io/index.js';
import { isCollectedWord, isSpawnedPair, NEXT_WAIT_SECONDS, parseCollectedWords, recordCollected, recordSpawnedPairs, parseSpawnedPairs, type CollectedWord, type CommandOutcome, type SpawnedPair } from '../../lib/run/index.js';
import type { RunState } from '../../lib/schema/index.js';
import type { CliContext } from '../cli/context.js';
import { RUN_CONTRACT } from '../../lib/io/run-contract.js';
import { defineRunCommand, printNext, type OpenedRun, type RunInput } from '../cli/runs.js';
import { nextReport } from '../../lib/run/next-report.js';
import { draftAwareReport } from '../cli/draft-hook.js';
import { nextHelp } from '../../lib/render/command-help.js';

interface NextInput {
  pairs: SpawnedPair[];
  collected: CollectedWord[];
}

/** `[RUN] [ACTION=KEY[,MODEL] …] [ACTION:STATUS …]`: the run id is the one word that is neither. */
function nextInput(positionals: string[]): RunInput<NextInput> {
  const ids = positionals.filter((w) => !isSpawnedPair(w) && !isCollectedWord(w));
  if (ids.length > 1 || (ids.length === 1 && positionals[0] !== ids[0])) return { usage: 'expected at most one run id, before the ACTION=KEY pairs.' };
  const pairs = parseSpawnedPairs(positionals.filter(isSpawnedPair));
  if ('usage' in pairs) return pairs;
  const collected = parseCollectedWords(positionals.filter(isCollectedWord));
  return 'usage' in collected ? collected : { runId: ids[0], input: { pairs, collected } };
}

/** The children reported first, then what agents_wait said of them: all of it, or the first refusal. */
function nextOutcome(state: RunState, input: NextInput): CommandOutcome {
  const spawned = input.pairs.length === 0 ? ({ kind: 'noop' } as const) : recordSpawnedPairs(state, input.pairs);
  if (spawned.kind === 'unknown' || spawned.kind === 'refuse' || input.collected.length === 0) return spawned;
  const confirmed = spawned.kind === 'apply' ? applyConfirmations(state, spawned.facts) : state;
  const collected = recordCollected(confirmed, input.collected);
  if (collected.kind === 'unknown' || collected.kind === 'refuse') return collected;
  const facts = [...(spawned.kind === 'apply' ? spawned.facts : []), ...(collected.kind === 'apply' ? collected.facts : [])];
  return facts.length === 0 ? { kind: 'noop' } : { kind: 'apply', facts };
}

/** The run ids a call's own confirmations add, so its collected words may name those children. */
function applyConfirmations(state: RunState, facts: readonly { type: string; actionId?: string; collectorRunId?: string }[]): RunState {
  const ids = new Map(facts.flatMap((f) => (f.type === 'spawn-confirmed' && f.actionId !== undefined && f.collectorRunId !== undefined ? [[f.actionId, f.collectorRunId] as const] : [])));
  if (ids.size === 0) return state;
  return { ...state, phases: state.phases.map((p) => ({ ...p, spawns: p.spawns.map((s) => (ids.has(s.actionId) ? { ...s, collectorRunId: ids.get(s.actionId) as string } : s)) })) };
}

/** `--wait`: the bound is NEXT_WAIT_SECONDS (OPENFORGE_NEXT_WAIT_SECONDS for tests and simulations). */
async function waitForHandedOutLogs(opened: OpenedRun<NextInput>, ctx: CliContext): Promise<void> {
  if (opened.parsed.values.wait !== true) return;
  const loaded = await loadRun(opened.run.runDir, RUN_CONTRACT, openforgeHome(ctx.env, ctx.homeDir));
  // A run that cannot be read is reported by the cycle that follows, as without --wait.
  if (!loaded.ok) return;
  const set = Number(ctx.env.OPENFORGE_NEXT_WAIT_SECONDS);
  const seconds = Number.isFinite(set) && set >= 0 && ctx.env.OPENFORGE_NEXT_WAIT_SECONDS !== '' ? set : NEXT_WAIT_SECONDS;
  await waitForLogs(loaded.state, Date.now() + seconds * 1000);
}

export const nextCommand = defineRunCommand<NextInput>({
  name: 'next',
  summary: 'next [RUN] [ACTION=KEY[,MODEL][,run=RUNID] …] [ACTION:STATUS[,IN/OUT] …]',
  help: nextHelp,
  options: { wait: { type: 'boolean' } },
  input: nextInput,
  before: waitForHandedOutLogs,
  advance: true,
  progress: true,
  outcome: nextOutcome,
  report: async (done, _input, { parsed }, ctx) => printNext(ctx, parsed.json, await draftAwareReport(ctx, done.state, nextReport(done, { standing: 'new', runDir: false }))),
});
