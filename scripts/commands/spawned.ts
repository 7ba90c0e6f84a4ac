import { redactDeep } from '../../lib/secrets/index.js';
import { readNoteFile } from '../../lib/io/note-file.js';
import { renderSpawned } from '../../lib/render/index.js';
import { modelAudit, recordSpawnError, recordSpawned, type Fact } from '../../lib/run/index.js';
import { SCHEMA_VERSION, type RunState, type SpawnedReport } from '../../lib/schema/index.js';
import { EXIT } from '../cli/context.js';
import { defineRunCommand } from '../cli/runs.js';
import { newStandingWarnings } from '../../lib/run/next-report.js';

const HELP = `Usage: openforge spawned RUN ACTION --session KEY [--model MODEL] [--cwd DIR] [--json]
       openforge spawned RUN ACTION --error-file FILE [--cwd DIR] [--json]

Record the child session of a spawn action (sessions_spawn's childSessionKey) and the model
OpenClaw reports the child runs on (sessions_spawn's resolvedModel). Repeating the same call
is a no-op (a repeat may add --model); a different session for the same action is refused.

With --error-file: sessions_spawn returned an error instead (status "error"). Write its error
text to FILE with the write tool, then run this. A usage, quota or rate limit holds the run
(no new sub-agent starts; running ones finish; then one message says when to resume); another
error offers the spawn again, and halts the run when it fails twice in a row. Run next after.

Options:
  --session KEY     the childSessionKey sessions_spawn returned
  --model MODEL     the resolvedModel sessions_spawn returned (optional; a model that differs
                    from the one asked for is a warning in next and status)
  --error-file FILE a file holding the error sessions_spawn returned (instead of --session)
  --cwd DIR         where to look for RUN when the run index does not know it
  --json            print one JSON document (schemas/spawned.schema.json)

Exit codes: 0 recorded (or already recorded), 1 refused, 2 usage error or unknown run/action.
`;

type SpawnedInput = { actionId: string; session: string; model: string | null } | { actionId: string; error: string };

/** What `--error-file` did: the limit the spawn now holds the run with, or what became of another error. */
function spawnErrorReport(state: RunState, actionId: string, facts: readonly Fact[]): NonNullable<SpawnedReport['spawnError']> {
  const spawn = state.phases.flatMap((p) => p.spawns).find((s) => s.actionId === actionId);
  // This call's limit; on a repeat (nothing recorded), the one the run holds.
  const limit = facts.flatMap((f) => (f.type === 'spawn-failed' && f.limit !== null ? [f.limit] : []))[0] ?? state.usageLimit;
  if (spawn?.outcome === 'limited' && limit !== undefined) {
    return { limit: { kind: limit.kind, resetAt: limit.resetAt, resetText: limit.resetText, message: limit.message }, then: 'limit-holds' };
  }
  const refused = facts.flatMap((f) => (f.type === 'spawn-failed' && f.refusedModel !== undefined ? [f.refusedModel] : []))[0];
  const then = state.status === 'needs-human' && state.escalation?.reason === 'spawn-failed' ? 'halted' : 'offered-again';
  return refused === undefined ? { limit: null, then } : { limit: null, then, refusedModel: refused };
}

export const spawnedCommand = defineRunCommand<SpawnedInput>({
  name: 'spawned',
  summary: 'spawned RUN ACTION --session KEY [--model MODEL] | --error-file FILE',
  help: HELP,
  options: { session: { type: 'string' }, model: { type: 'string' }, 'error-file': { type: 'string' } },
  input([runId, actionId, ...extra], { session, model, 'error-file': errorFile }) {
    if (runId !== undefined && actionId !== undefined && extra.length === 0 && typeof errorFile === 'string') {
      if (session !== undefined || model !== undefined) return { usage: 'give --error-file or --session, not both.' };
      if (errorFile.trim() === '') return { usage: '--error-file needs a file name.' };
      const read = readNoteFile(errorFile, '--error-file');
      if (!read.ok) return { usage: read.message };
      if (read.note === null) return { usage: `--error-file ${errorFile} is empty: write the error sessions_spawn returned into it.` };
      return { runId, input: { actionId, error: read.note } };
    }
    if (runId === undefined || actionId === undefined || extra.length > 0 || typeof session !== 'string' || session.trim() === '') {
      return { usage: 'expected `openforge spawned RUN ACTION --session KEY [--model MODEL]` or `--error-file FILE`.' };
    }
    const reported = typeof model === 'string' && model.trim() !== '' ? model.trim() : null;
    return { runId, input: { actionId, session: session.trim(), model: reported } };
  },
  advance: false,
  outcome: (state, input, now) =>
    'error' in input ? recordSpawnError(state, input.actionId, input.error, now) : recordSpawned(state, input.actionId, input.session, input.model),
  report(done, input, { parsed, run }, ctx) {
    const { actionId } = input;
    const report: SpawnedReport = {
      schemaVersion: SCHEMA_VERSION,
      runId: run.runId,
      actionId,
      sessionKey: 'error' in input ? null : input.session,
      applied: done.applied,
    };
    const spawn = done.state.phases.flatMap((p) => p.spawns).find((s) => s.actionId === actionId);
    if ('error' in input) report.spawnError = spawnErrorReport(done.state, actionId, done.facts);
    else {
      // Nothing asked for and nothing reported: no audit to show.
      const audit = spawn === undefined ? undefined : modelAudit(spawn);
      if (audit !== undefined && (audit.requested !== null || audit.reported !== null)) report.model = audit;
    }
    const warnings = newStandingWarnings(done);
    if (warnings.length > 0) report.warnings = warnings;
    // No command or path the agent must copy byte-exact: every field through the same redaction.
    const safe = redactDeep(report);
    ctx.stdout(parsed.json ? `${JSON.stringify(safe)}\n` : renderSpawned(safe));
    return EXIT.ok;
  },
});
