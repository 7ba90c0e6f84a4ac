import { createHash } from 'node:crypto';
import { formatDiagnosticsMerged } from '../../lib/diagnostics/index.js';
import { beginRun, homeInProjectProblem, openforgeHome, readExecApprovals, vetoCodeCache } from '../../lib/io/index.js';
import { planHandover, planPrdDetailed, type DetailedPlan } from '../../lib/plan/index.js';
import { renderValidate } from '../../lib/render/index.js';
import { CONFIRM_GATES_ACTION_ID, selectOnly } from '../../lib/run/index.js';
import { SCHEMA_VERSION, type Action, type Diagnostic, type ValidateReport } from '../../lib/schema/index.js';
import { startCommand } from '../cli/args.js';
import { type CliContext, type Command, EXIT } from '../cli/context.js';
import { planInput } from '../cli/plan-input.js';
import { readPrdArgument } from '../cli/prd-file.js';
import { cycle, printNext } from '../cli/runs.js';
import { clock, lockOptions } from '../../lib/io/clock.js';
import { RUN_CONTRACT } from '../../lib/io/run-contract.js';
import { nextReport } from '../../lib/run/commands/next-report.js';
import { reportUsage } from '../cli/usage.js';
import { sinceOption, withSince } from '../cli/since.js';
import { runHelp } from '../../lib/render/command-help.js';
import { documentText } from '../../lib/render/document.js';

/** An invalid PRD: its diagnostics, and nothing started (exit 1). */
function refuse(ctx: CliContext, json: boolean, file: string, detailed: DetailedPlan): number {
  const { plan } = detailed;
  const errors = plan.diagnostics.filter((d) => d.severity === 'error').length;
  const report: ValidateReport = {
    schemaVersion: SCHEMA_VERSION,
    file,
    valid: false,
    errorCount: errors,
    warningCount: plan.diagnostics.filter((d) => d.severity === 'warning').length,
    diagnostics: plan.diagnostics,
    prd: { title: plan.title, objective: plan.objective, settings: detailed.settings, phases: [] },
  };
  ctx.stdout(documentText(json, report, { layout: 'indented', human: renderValidate }));
  if (!json) ctx.stderr(`openforge run: refused: ${file} has ${errors} error(s); nothing was started.\n`);
  return EXIT.findings;
}

/** A malformed --since, or --only PHASE naming no phase: the message, else null. */
function optionProblem(detailed: DetailedPlan, only: string | null, file: string, since: ReturnType<typeof sinceOption>): string | null {
  if (typeof since === 'object' && since !== null) return `run: ${since.usage}`;
  if (only === null || selectOnly(detailed.phases, only).length > 0) return null;
  const names = detailed.phases.filter((p) => p.kind !== 'checkpoint' && p.origin === null).map((p) => p.name);
  return `run: --only ${only}: no such phase in ${file}. Phases: ${names.join(', ')}.`;
}

/**
 * The PRD's warnings a new run prints once: all of them, except the unknown-program warnings of
 * gates the run's first question (`run.confirm-gates`) already puts to the user, gate by gate.
 */
function startWarnings(detailed: DetailedPlan, actions: readonly Action[]): Diagnostic[] {
  const asking = actions.some((a) => a.kind === 'ask' && a.id === CONFIRM_GATES_ACTION_ID);
  return detailed.plan.diagnostics.filter((d) => d.severity === 'warning' && !(asking && d.ruleId === 'gate-unknown-program'));
}

export const runCommand: Command = {
  summary: 'run PRD --cwd DIR',
  help: runHelp,
  async run(args, ctx) {
    const parsed = startCommand('run', args, ctx, { cwd: { type: 'string' }, only: { type: 'string' }, new: { type: 'boolean' }, since: { type: 'string' } }, runHelp);
    if (typeof parsed === 'number') return parsed;
    const prdFile = readPrdArgument('run', parsed, ctx);
    if (typeof prdFile === 'number') return prdFile;
    const { file, path, text } = prdFile;
    const json = parsed.json;
    const input = planInput(prdFile, parsed.values.cwd, ctx);
    // Collectors where the host has them: agents_wait offered and exec `full` (docs/design.md#collectors).
    const host = readExecApprovals({ env: ctx.env, homeDir: ctx.homeDir });
    const collectors = planHandover({ config: input.openclaw.config, approvals: host.document, origin: host.origin }).mode === 'collectors';
    const detailed: DetailedPlan = { ...planPrdDetailed(input), collectors };
    const cwd = detailed.plan.cwd;
    if (!detailed.plan.valid || cwd === null) return refuse(ctx, json, file, detailed);
    const only = typeof parsed.values.only === 'string' ? parsed.values.only : null;
    const since = sinceOption(parsed.values.since);
    const badOnly = optionProblem(detailed, only, file, since);
    if (badOnly !== null) {
      reportUsage(ctx, json, badOnly);
      return EXIT.usage;
    }
    const sha256 = createHash('sha256').update(text).digest('hex');
    const fresh = parsed.values.new === true;
    const home = openforgeHome(ctx.env, ctx.homeDir);
    const homeProblem = homeInProjectProblem(home, cwd);
    if (homeProblem !== null) {
      vetoCodeCache(home);
      reportUsage(ctx, json, `run: ${homeProblem}`, 'input');
      return EXIT.usage;
    }
    const begun = await beginRun({ detailed, cwd, only, sha256, text, path, fresh, home, now: clock(ctx.env), lock: lockOptions(ctx.pid), contract: RUN_CONTRACT });
    if (begun.kind === 'failed') {
      reportUsage(ctx, json, `run: ${begun.message}`, 'input');
      return EXIT.usage;
    }
    const done = await cycle('run', ctx, json, { runId: begun.runId, runDir: begun.runDir, entry: null }, () => ({ kind: 'noop' }), true, { progress: true });
    if (typeof done === 'number') return done;
    const warnings =
      begun.kind === 'created'
        ? [...formatDiagnosticsMerged(file, startWarnings(detailed, done.actions)), ...begun.warnings]
        : [`run ${begun.runId} of this PRD is still active; it is returned instead of starting another (use --new to start a new one).`];
    const report = nextReport(done, { created: begun.kind === 'created', warnings });
    return printNext(ctx, json, withSince(report, begun.runDir, since as number | null, done.state.seq));
  },
};
