import { loadRun, openforgeHome, readRunIndex, runDirectory } from '../../lib/io/index.js';
import { renderRunList } from '../../lib/render/index.js';
import { SCHEMA_VERSION, type RunListEntry, type RunListReport } from '../../lib/schema/index.js';
import { startCommand } from '../cli/args.js';
import { type Command, EXIT } from '../cli/context.js';
import { RUN_CONTRACT } from '../cli/runs.js';
import { reportUsage } from '../cli/usage.js';
import { redactDeep, redactSecrets } from '../../lib/secrets/index.js';

const HELP = `Usage: openforge list [--json]

Every run in the index (OPENFORGE_HOME, else ~/.openclaw/workspace/.openforge), newest
first, with its state and PRD title.

Options:
  --json   print one JSON document (schemas/run-list.schema.json)

Exit codes: 0 ok, 2 usage error.
`;

export const listCommand: Command = {
  summary: 'list',
  help: HELP,
  async run(args, ctx) {
    const parsed = startCommand('list', args, ctx, {}, HELP);
    if (typeof parsed === 'number') return parsed;
    if (parsed.positionals.length > 0) {
      reportUsage(ctx, parsed.json, 'list: takes no arguments. Run `openforge list --help`.');
      return EXIT.usage;
    }
    const index = readRunIndex(openforgeHome(ctx.env, ctx.homeDir));
    const warnings = index.problem === null ? [] : [index.problem];
    const runs: RunListEntry[] = [];
    for (const e of [...index.entries].reverse()) {
      const dir = runDirectory(e.cwd, e.runId);
      const loaded = dir.ok ? await loadRun(dir.path, RUN_CONTRACT) : null;
      const state = loaded?.ok === true ? loaded.state : null;
      runs.push({ runId: e.runId, cwd: e.cwd, prdPath: e.prdPath, createdAt: e.createdAt, status: state?.status ?? null, title: state?.prd.title ?? null });
    }
    const report: RunListReport = { schemaVersion: SCHEMA_VERSION, runs, warnings };
    ctx.stdout(parsed.json ? `${JSON.stringify(redactDeep(report), null, 2)}\n` : redactSecrets(renderRunList(report)));
    return EXIT.ok;
  },
};
