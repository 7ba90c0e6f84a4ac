import { renderSpawned } from '../../lib/render/index.js';
import { modelAudit, recordSpawned } from '../../lib/run/index.js';
import { SCHEMA_VERSION, type SpawnedReport } from '../../lib/schema/index.js';
import { EXIT } from '../cli/context.js';
import { defineRunCommand, newStandingWarnings } from '../cli/runs.js';

const HELP = `Usage: openforge spawned RUN ACTION --session KEY [--model MODEL] [--cwd DIR] [--json]

Record the child session of a spawn action (sessions_spawn's childSessionKey) and the model
OpenClaw reports the child runs on (sessions_spawn's resolvedModel). Repeating the same call
is a no-op (a repeat may add --model); a different session for the same action is refused.

Options:
  --session KEY  the childSessionKey sessions_spawn returned (required)
  --model MODEL  the resolvedModel sessions_spawn returned (optional; a model that differs
                 from the one asked for is a warning in next and status)
  --cwd DIR      where to look for RUN when the run index does not know it
  --json         print one JSON document (schemas/spawned.schema.json)

Exit codes: 0 recorded (or already recorded), 1 refused, 2 usage error or unknown run/action.
`;

interface SpawnedInput {
  actionId: string;
  session: string;
  model: string | null;
}

export const spawnedCommand = defineRunCommand<SpawnedInput>({
  name: 'spawned',
  summary: 'spawned RUN ACTION --session KEY [--model MODEL]',
  help: HELP,
  options: { session: { type: 'string' }, model: { type: 'string' } },
  input([runId, actionId, ...extra], { session, model }) {
    if (runId === undefined || actionId === undefined || extra.length > 0 || typeof session !== 'string' || session.trim() === '') {
      return { usage: 'expected `openforge spawned RUN ACTION --session KEY [--model MODEL]`.' };
    }
    const reported = typeof model === 'string' && model.trim() !== '' ? model.trim() : null;
    return { runId, input: { actionId, session: session.trim(), model: reported } };
  },
  advance: false,
  outcome: (state, { actionId, session, model }) => recordSpawned(state, actionId, session, model),
  report(done, { actionId, session }, { parsed, run }, ctx) {
    const spawn = done.state.phases.flatMap((p) => p.spawns).find((s) => s.actionId === actionId);
    const report: SpawnedReport = { schemaVersion: SCHEMA_VERSION, runId: run.runId, actionId, sessionKey: session, applied: done.applied };
    // Nothing asked for and nothing reported: no audit to show.
    const audit = spawn === undefined ? undefined : modelAudit(spawn);
    if (audit !== undefined && (audit.requested !== null || audit.reported !== null)) report.model = audit;
    const warnings = newStandingWarnings(done);
    if (warnings.length > 0) report.warnings = warnings;
    ctx.stdout(parsed.json ? `${JSON.stringify(report)}\n` : renderSpawned(report));
    return EXIT.ok;
  },
});
