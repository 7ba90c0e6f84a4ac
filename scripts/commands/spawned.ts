import { renderSpawned } from '../../lib/render/index.js';
import { recordSpawned } from '../../lib/run/index.js';
import { SCHEMA_VERSION, type SpawnedReport } from '../../lib/schema/index.js';
import { EXIT } from '../cli/context.js';
import { defineRunCommand } from '../cli/runs.js';

const HELP = `Usage: openforge spawned RUN ACTION --session KEY [--cwd DIR] [--json]

Record the child session of a spawn action (sessions_spawn's childSessionKey). Repeating
the same call is a no-op; a different session for the same action is refused.

Options:
  --session KEY  the childSessionKey sessions_spawn returned (required)
  --cwd DIR      where to look for RUN when the run index does not know it
  --json         print one JSON document (schemas/spawned.schema.json)

Exit codes: 0 recorded (or already recorded), 1 refused, 2 usage error or unknown run/action.
`;

export const spawnedCommand = defineRunCommand<{ actionId: string; session: string }>({
  name: 'spawned',
  summary: 'spawned RUN ACTION --session KEY',
  help: HELP,
  options: { session: { type: 'string' } },
  input([runId, actionId, ...extra], { session }) {
    if (runId === undefined || actionId === undefined || extra.length > 0 || typeof session !== 'string' || session.trim() === '') {
      return { usage: 'expected `openforge spawned RUN ACTION --session KEY`.' };
    }
    return { runId, input: { actionId, session: session.trim() } };
  },
  advance: false,
  outcome: (state, { actionId, session }) => recordSpawned(state, actionId, session),
  report(done, { actionId, session }, { parsed, run }, ctx) {
    const report: SpawnedReport = { schemaVersion: SCHEMA_VERSION, runId: run.runId, actionId, sessionKey: session, applied: done.applied };
    ctx.stdout(parsed.json ? `${JSON.stringify(report, null, 2)}
` : renderSpawned(report));
    return EXIT.ok;
  },
});
