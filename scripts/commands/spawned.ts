import { readNoteFile } from '../../lib/io/note-file.js';
import { renderSpawned } from '../../lib/render/index.js';
import { modelAudit, recordSpawnError, recordSpawned } from '../../lib/run/index.js';
import { spawnErrorReport } from '../../lib/run/commands/spawn-error-report.js';
import { SCHEMA_VERSION, type SpawnedReport } from '../../lib/schema/index.js';
import { EXIT } from '../cli/context.js';
import type { StartedCommand } from '../cli/args.js';
import { defineRunCommand, type RunInput } from '../cli/runs.js';
import { spawnedHelp } from '../../lib/render/help/spawned.js';
import { documentText } from '../../lib/render/document.js';

type SpawnedInput = { actionId: string; session: string; model: string | null; runId: string | null } | { actionId: string; error: string };

/** An option's text, trimmed; null when not given or blank. */
const givenText = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** `RUN ACTION --error-file FILE`: the error sessions_spawn returned, read from its file. */
function errorInput(runId: string, actionId: string, errorFile: string, reportedToo: boolean): RunInput<SpawnedInput> {
  if (reportedToo) return { usage: 'give --error-file or --session, not both.' };
  if (errorFile.trim() === '') return { usage: '--error-file needs a file name.' };
  const read = readNoteFile(errorFile, '--error-file');
  if (!read.ok) return { usage: read.message };
  if (read.note === null) return { usage: `--error-file ${errorFile} is empty: write the error sessions_spawn returned into it.` };
  return { runId, input: { actionId, error: read.note } };
}

/** `RUN ACTION --session KEY [--model MODEL] [--run-id RUNID]` or `RUN ACTION --error-file FILE`. */
function spawnedInput([runId, actionId, ...extra]: string[], { session, model, 'run-id': collectorRunId, 'error-file': errorFile }: StartedCommand['values']): RunInput<SpawnedInput> {
  const one = runId !== undefined && actionId !== undefined && extra.length === 0;
  if (one && typeof errorFile === 'string') return errorInput(runId, actionId, errorFile, session !== undefined || model !== undefined);
  if (!one || typeof session !== 'string' || session.trim() === '') {
    return { usage: 'expected `openforge spawned RUN ACTION --session KEY [--model MODEL]` or `--error-file FILE`.' };
  }
  return { runId, input: { actionId, session: session.trim(), model: givenText(model), runId: givenText(collectorRunId) } };
}

export const spawnedCommand = defineRunCommand<SpawnedInput>({
  name: 'spawned',
  summary: 'spawned RUN ACTION --session KEY [--model MODEL] | --error-file FILE',
  help: spawnedHelp,
  options: { session: { type: 'string' }, model: { type: 'string' }, 'run-id': { type: 'string' }, 'error-file': { type: 'string' } },
  input: spawnedInput,
  advance: false,
  outcome: (state, input, now) =>
    'error' in input ? recordSpawnError(state, input.actionId, input.error, now) : recordSpawned(state, input.actionId, input.session, input.model, input.runId),
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
    const warnings = done.standing.fresh;
    if (warnings.length > 0) report.warnings = warnings;
    // No command or path the agent must copy byte-exact: every field through the same redaction.
    ctx.stdout(documentText(parsed.json, report, { layout: 'compact', human: renderSpawned }));
    return EXIT.ok;
  },
});
