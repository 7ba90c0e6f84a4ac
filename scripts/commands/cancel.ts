import { renderCancelled } from '../../lib/render/index.js';
import { cancelRun } from '../../lib/run/index.js';
import { startCommand } from '../cli/args.js';
import { type Command, EXIT } from '../cli/context.js';
import { locateFromArgs, nextReport, outcomeChange, runCycle } from '../cli/runs.js';
import { reportUsage } from '../cli/usage.js';

const HELP = `Usage: openforge cancel RUN [--note TEXT] [--json]

Stop a run for good: no further actions are issued. Sub-agents already running are not
stopped by this command; stop them with the subagents tool. Repeating it is a no-op.

Options:
  --note TEXT  why (kept in the events)
  --cwd DIR    where to look for RUN when the run index does not know it
  --json       print one JSON document (schemas/next.schema.json)

Exit codes: 0 cancelled, 1 refused (the run already completed), 2 usage error or unknown run.
`;

export const cancelCommand: Command = {
  summary: 'cancel RUN',
  help: HELP,
  async run(args, ctx) {
    const parsed = startCommand('cancel', args, ctx, { note: { type: 'string' }, cwd: { type: 'string' } }, HELP);
    if (typeof parsed === 'number') return parsed;
    const [runId, ...extra] = parsed.positionals;
    if (runId === undefined || extra.length > 0) {
      reportUsage(ctx, parsed.json, 'cancel: expected `openforge cancel RUN`. Run `openforge cancel --help`.');
      return EXIT.usage;
    }
    const note = typeof parsed.values.note === 'string' && parsed.values.note.trim() !== '' ? parsed.values.note.trim() : null;
    const located = locateFromArgs('cancel', runId, parsed, ctx);
    if (typeof located === 'number') return located;
    const cycle = await runCycle(
      'cancel',
      located,
      ctx,
      parsed.json,
      (state) => outcomeChange('cancel', ctx, parsed.json, cancelRun(state, note), () => null),
      false,
    );
    if (typeof cycle === 'number') return cycle;
    const report = nextReport(cycle);
    ctx.stdout(parsed.json ? `${JSON.stringify(report, null, 2)}\n` : renderCancelled(report.runId));
    return EXIT.ok;
  },
};
