import { loadRun, openforgeHome } from '../../lib/io/index.js';
import { renderRunGantt, renderStatus, statusReport } from '../../lib/render/index.js';
import { type Command, EXIT } from '../cli/context.js';
import { clock, openRun, optionalRunId, runExit, RUN_CONTRACT } from '../cli/runs.js';
import { reportUsage } from '../cli/usage.js';
import { redactDeep, redactSecrets } from '../../lib/secrets/index.js';

const HELP = `Usage: openforge status [RUN] [--cwd DIR] [--json | --mermaid]

"Pipeline status": a header (PRD title, run id, the state derived from the event log and
the clock), a progress bar (phases done of total, elapsed, estimate of the time left,
spawns), then one line per phase (state, model, attempt i/n, time, detail). Without RUN,
the newest run of this project: the working directory (or --cwd), else the nearest folder
above it with runs; when none has any, it says where runs exist. Reads only; changes nothing.

Options:
  --cwd DIR   the project folder (default: the working directory)
  --json      print one JSON document (schemas/status.schema.json)
  --mermaid   print the run as a Mermaid gantt chart: a bar per attempt and gate run, with
              their real start and end times (what is still running ends now)

Exit codes: 0 running or completed, 1 the run needs a human or was cancelled, 2 usage or input error.
`;

export const statusCommand: Command = {
  summary: 'status [RUN]',
  help: HELP,
  async run(args, ctx) {
    const opened = openRun('status', args, ctx, { options: { mermaid: { type: 'boolean' } }, help: HELP, input: optionalRunId, anyProject: true });
    if (typeof opened === 'number') return opened;
    const { parsed, run } = opened;
    const mermaid = parsed.values.mermaid === true;
    if (parsed.json && mermaid) {
      reportUsage(ctx, true, 'status: --json and --mermaid are alternatives; pick one.');
      return EXIT.usage;
    }
    const loaded = await loadRun(run.runDir, RUN_CONTRACT, openforgeHome(ctx.env, ctx.homeDir));
    if (!loaded.ok) {
      reportUsage(ctx, parsed.json, `status: ${loaded.message}`, loaded.tampered === undefined ? 'input' : 'run-state-tampered', loaded.tampered?.file);
      return loaded.tampered === undefined ? EXIT.usage : EXIT.findings;
    }
    if (mermaid) {
      ctx.stdout(redactSecrets(renderRunGantt(loaded.state, clock(ctx))));
      return runExit(loaded.state.status);
    }
    const report = statusReport(loaded.state, clock(ctx), loaded.warnings);
    ctx.stdout(parsed.json ? `${JSON.stringify(redactDeep(report), null, 2)}\n` : redactSecrets(renderStatus(report)));
    return runExit(report.status);
  },
};
