import { renderDecide } from '../../lib/render/index.js';
import { decideApproval } from '../../lib/run/index.js';
import { SCHEMA_VERSION, type DecideReport } from '../../lib/schema/index.js';
import { startCommand } from '../cli/args.js';
import { type Command, EXIT } from '../cli/context.js';
import { locateFromArgs, outcomeChange, runCycle } from '../cli/runs.js';
import { reportUsage } from '../cli/usage.js';

const HELP = `Usage: openforge decide RUN PHASE approve|reject [--note TEXT] [--json]

Record the human's decision on an approval phase. approve lets the run go on; reject sends
it back to the phase's On-Reject: phase (else the phases the approval depends on), with the
note as context. Repeating the same decision is a no-op; a conflicting one is refused with
the current state. Run \`next\` afterwards.

Options:
  --note TEXT  why (shown to the sub-agent that redoes the work)
  --cwd DIR    where to look for RUN when the run index does not know it
  --json       print one JSON document (schemas/decide.schema.json)

Exit codes: 0 recorded (or a repeat), 1 refused, 2 usage error or unknown run/phase.
`;

export const decideCommand: Command = {
  summary: 'decide RUN PHASE approve|reject',
  help: HELP,
  async run(args, ctx) {
    const parsed = startCommand('decide', args, ctx, { note: { type: 'string' }, cwd: { type: 'string' } }, HELP);
    if (typeof parsed === 'number') return parsed;
    const [runId, phase, decision, ...extra] = parsed.positionals;
    if (runId === undefined || phase === undefined || (decision !== 'approve' && decision !== 'reject') || extra.length > 0) {
      reportUsage(ctx, parsed.json, 'decide: expected `openforge decide RUN PHASE approve|reject [--note TEXT]`. Run `openforge decide --help`.');
      return EXIT.usage;
    }
    const note = typeof parsed.values.note === 'string' && parsed.values.note.trim() !== '' ? parsed.values.note.trim() : null;
    const located = locateFromArgs('decide', runId, parsed, ctx);
    if (typeof located === 'number') return located;
    const cycle = await runCycle<{ applied: boolean; reset: string[] }>(
      'decide',
      located,
      ctx,
      parsed.json,
      (state) =>
        outcomeChange('decide', ctx, parsed.json, decideApproval(state, phase, decision, note), (applied, facts) => ({
          applied,
          reset: facts.flatMap((f) => (f.type === 'decision-recorded' ? f.reset : [])),
        })),
      false,
    );
    if (typeof cycle === 'number') return cycle;
    const p = cycle.state.phases.find((x) => x.name === phase);
    const report: DecideReport = {
      schemaVersion: SCHEMA_VERSION,
      runId: located.runId,
      phase,
      decision,
      applied: cycle.result.applied,
      status: cycle.state.status,
      phaseStatus: p?.status ?? 'pending',
      reset: cycle.result.reset,
    };
    ctx.stdout(parsed.json ? `${JSON.stringify(report, null, 2)}\n` : renderDecide(report));
    return EXIT.ok;
  },
};
