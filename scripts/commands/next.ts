import { isCollectedWord, isSpawnedPair, parseCollectedWords, recordCollected, recordSpawnedPairs, parseSpawnedPairs, type CollectedWord, type CommandOutcome, type SpawnedPair } from '../../lib/run/index.js';
import type { RunState } from '../../lib/schema/index.js';
import { defineRunCommand, printNext, type RunInput } from '../cli/runs.js';
import { nextReport } from '../../lib/run/next-report.js';
import { draftAwareReport } from '../cli/draft-hook.js';

const HELP = `Usage: openforge next [RUN] [ACTION=KEY[,MODEL][,run=RUNID] …] [ACTION:STATUS[,IN/OUT] …] [--cwd DIR] [--json]

Read what happened (result files, gate logs, the clock), record it, and print what to do
now: {runId, status, actions[]}. Run it after every child completion, every gate exec and
every decision. Without RUN, the newest run of this project (as \`status\` picks it).

ACTION=KEY[,MODEL]: children started and not yet reported with \`spawned\`: the spawn action's
id, sessions_spawn's childSessionKey and, optionally, its resolvedModel. They are recorded as
\`spawned\` records them (all or none), then the run goes on: one call instead of one per child.
A collector child (spawned with collect: true) adds ,run=RUNID: sessions_spawn's runId.

ACTION:STATUS[,IN/OUT]: what agents_wait reported of a collector child after a \`collect\`
action: its label, its status (done, failed, killed, timeout) and, optionally, its
usage.inputTokens/usage.outputTokens. Its result file still decides what it did.

Options:
  --cwd DIR   the project folder (default: the working directory)
  --json      print one JSON document (schemas/next.schema.json)

Exit codes: 0 running or completed, 1 the run needs a human or was cancelled (or a reported
child was refused), 2 usage or input error (an unknown run id lists the known ones).
`;

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

export const nextCommand = defineRunCommand<NextInput>({
  name: 'next',
  summary: 'next [RUN] [ACTION=KEY[,MODEL][,run=RUNID] …] [ACTION:STATUS[,IN/OUT] …]',
  help: HELP,
  options: {},
  input: nextInput,
  advance: true,
  progress: true,
  outcome: nextOutcome,
  report: async (done, _input, { parsed }, ctx) => printNext(ctx, parsed.json, await draftAwareReport(ctx, done.state, nextReport(done, { standing: 'new', runDir: false }))),
});
