import { loadRun, openforgeHome } from '../../lib/io/index.js';
import { renderRunGantt, renderStatus, statusReport } from '../../lib/render/index.js';
import { runFacts } from '../../lib/run/index.js';
import { type Command, EXIT } from '../cli/context.js';
import { openRun, optionalRunId, runExit } from '../cli/runs.js';
import { clock } from '../../lib/io/clock.js';
import { RUN_CONTRACT } from '../../lib/io/run-contract.js';
import { reportUsage } from '../cli/usage.js';
import { redactSecrets } from '../../lib/secrets/index.js';
import { statusHelp } from '../../lib/render/command-help.js';
import { documentText } from '../../lib/render/document.js';

export const statusCommand: Command = {
  summary: 'status [RUN]',
  help: statusHelp,
  async run(args, ctx) {
    const opened = openRun('status', args, ctx, { options: { mermaid: { type: 'boolean' } }, help: statusHelp, input: optionalRunId, anyProject: true });
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
      ctx.stdout(redactSecrets(renderRunGantt(loaded.state, clock(ctx.env))));
      return runExit(loaded.state.status);
    }
    const report = statusReport(loaded.state, runFacts(loaded.state), clock(ctx.env), loaded.warnings);
    ctx.stdout(documentText(parsed.json, report, { layout: 'indented', human: renderStatus }));
    return runExit(report.status);
  },
};
