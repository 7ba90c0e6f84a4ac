import { resolve } from 'node:path';
import { loadRun, openforgeHome, readRunIndex, runDirectory } from '../../lib/io/index.js';
import { findProjectRuns, type FoundRun } from '../../lib/io/project-runs.js';
import { deriveRunState } from '../../lib/progress/index.js';
import { renderRunList } from '../../lib/render/index.js';
import { SCHEMA_VERSION, type RunListEntry, type RunListReport } from '../../lib/schema/index.js';
import { startCommand } from '../cli/args.js';
import { type Command, EXIT } from '../cli/context.js';
import { clock, RUN_CONTRACT } from '../cli/runs.js';
import { reportUsage } from '../cli/usage.js';
import { redactDeep, redactSecrets } from '../../lib/secrets/index.js';

const HELP = `Usage: openforge list [--cwd DIR] [--json]

The runs of this project first (the working directory or --cwd, else the nearest folder
above it with runs), newest first, then every other run in the index (OPENFORGE_HOME, else
~/.openclaw/workspace/.openforge), newest first: id, what it is doing, PRD title, folder.

Options:
  --cwd DIR   the project folder (default: the working directory)
  --json      print one JSON document (schemas/run-list.schema.json)

Exit codes: 0 ok, 2 usage error.
`;

async function entry(run: FoundRun, here: boolean, now: number): Promise<RunListEntry> {
  const dir = runDirectory(run.cwd, run.runId);
  const loaded = dir.ok ? await loadRun(dir.path, RUN_CONTRACT) : null;
  const state = loaded?.ok === true ? loaded.state : null;
  return {
    runId: run.runId,
    cwd: run.cwd,
    prdPath: run.prdPath ?? state?.prd.path ?? '',
    createdAt: run.createdAt ?? (state === null ? '' : new Date(state.createdAt).toISOString()),
    status: state?.status ?? null,
    state: state === null ? null : deriveRunState(state, now).run.word,
    here,
    title: state?.prd.title ?? null,
  };
}

export const listCommand: Command = {
  summary: 'list',
  help: HELP,
  async run(args, ctx) {
    const parsed = startCommand('list', args, ctx, { cwd: { type: 'string' } }, HELP);
    if (typeof parsed === 'number') return parsed;
    if (parsed.positionals.length > 0) {
      reportUsage(ctx, parsed.json, 'list: takes no arguments. Run `openforge list --help`.');
      return EXIT.usage;
    }
    const index = readRunIndex(openforgeHome(ctx.env, ctx.homeDir));
    const start = typeof parsed.values.cwd === 'string' ? resolve(ctx.cwd, parsed.values.cwd) : ctx.cwd;
    const found = findProjectRuns(start, index.entries);
    const now = clock(ctx);
    const runs: RunListEntry[] = [];
    for (const r of [...found.here].reverse()) runs.push(await entry(r, true, now));
    for (const r of [...found.elsewhere].reverse()) runs.push(await entry(r, false, now));
    const warnings = index.problem === null ? [] : [index.problem];
    const report: RunListReport = { schemaVersion: SCHEMA_VERSION, project: found.project, runs, warnings };
    ctx.stdout(parsed.json ? `${JSON.stringify(redactDeep(report), null, 2)}\n` : redactSecrets(renderRunList(report)));
    return EXIT.ok;
  },
};
