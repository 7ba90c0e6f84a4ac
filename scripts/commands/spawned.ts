import { renderSpawned } from '../../lib/render/index.js';
import { recordSpawned } from '../../lib/run/index.js';
import { SCHEMA_VERSION, type SpawnedReport } from '../../lib/schema/index.js';
import { startCommand } from '../cli/args.js';
import { type Command, EXIT } from '../cli/context.js';
import { locateFromArgs, outcomeChange, runCycle } from '../cli/runs.js';
import { reportUsage } from '../cli/usage.js';

const HELP = `Usage: openforge spawned RUN ACTION --session KEY [--cwd DIR] [--json]

Record the child session of a spawn action (sessions_spawn's childSessionKey). Repeating
the same call is a no-op; a different session for the same action is refused.

Options:
  --session KEY  the childSessionKey sessions_spawn returned (required)
  --cwd DIR      where to look for RUN when the run index does not know it
  --json         print one JSON document (schemas/spawned.schema.json)

Exit codes: 0 recorded (or already recorded), 1 refused, 2 usage error or unknown run/action.
`;

export const spawnedCommand: Command = {
  summary: 'spawned RUN ACTION --session KEY',
  help: HELP,
  async run(args, ctx) {
    const parsed = startCommand('spawned', args, ctx, { session: { type: 'string' }, cwd: { type: 'string' } }, HELP);
    if (typeof parsed === 'number') return parsed;
    const [runId, actionId, ...extra] = parsed.positionals;
    const session = parsed.values.session;
    if (runId === undefined || actionId === undefined || extra.length > 0 || typeof session !== 'string' || session.trim() === '') {
      reportUsage(ctx, parsed.json, 'spawned: expected `openforge spawned RUN ACTION --session KEY`. Run `openforge spawned --help`.');
      return EXIT.usage;
    }
    const located = locateFromArgs('spawned', runId, parsed, ctx);
    if (typeof located === 'number') return located;
    const cycle = await runCycle<boolean>(
      'spawned',
      located,
      ctx,
      parsed.json,
      (state) => outcomeChange('spawned', ctx, parsed.json, recordSpawned(state, actionId, session.trim()), (applied) => applied),
      false,
    );
    if (typeof cycle === 'number') return cycle;
    const report: SpawnedReport = { schemaVersion: SCHEMA_VERSION, runId: located.runId, actionId, sessionKey: session.trim(), applied: cycle.result };
    ctx.stdout(parsed.json ? `${JSON.stringify(report, null, 2)}\n` : renderSpawned(report));
    return EXIT.ok;
  },
};
