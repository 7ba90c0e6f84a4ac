import { loadRun } from '../../lib/io/index.js';
import { renderStatus, statusReport } from '../../lib/render/index.js';
import { startCommand } from '../cli/args.js';
import { type Command, EXIT } from '../cli/context.js';
import { clock, locateFromArgs, runExit, RUN_CONTRACT } from '../cli/runs.js';
import { reportUsage } from '../cli/usage.js';

const HELP = `Usage: openforge status [RUN] [--cwd DIR] [--json]

"Pipeline status": a header (PRD title, run id, state, wave i/n, elapsed time), then one
line per phase (state, model, attempt i/n, last event). Without RUN, the latest run in the
index. Reads only; changes nothing.

Options:
  --cwd DIR   where to look for RUN when the run index does not know it
  --json      print one JSON document (schemas/status.schema.json)

Exit codes: 0 running or completed, 1 the run needs a human or was cancelled, 2 usage or input error.
`;

export const statusCommand: Command = {
  summary: 'status [RUN]',
  help: HELP,
  async run(args, ctx) {
    const parsed = startCommand('status', args, ctx, { cwd: { type: 'string' } }, HELP);
    if (typeof parsed === 'number') return parsed;
    const [runId, ...extra] = parsed.positionals;
    if (extra.length > 0) {
      reportUsage(ctx, parsed.json, 'status: expected at most one run id. Run `openforge status --help`.');
      return EXIT.usage;
    }
    const located = locateFromArgs('status', runId, parsed, ctx);
    if (typeof located === 'number') return located;
    const loaded = await loadRun(located.runDir, RUN_CONTRACT);
    if (!loaded.ok) {
      reportUsage(ctx, parsed.json, `status: ${loaded.message}`, 'input');
      return EXIT.usage;
    }
    const report = statusReport(loaded.state, clock(ctx), loaded.warnings);
    ctx.stdout(parsed.json ? `${JSON.stringify(report, null, 2)}\n` : renderStatus(report));
    return runExit(report.status);
  },
};
