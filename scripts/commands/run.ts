import { createHash, randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatDiagnostic } from '../../lib/diagnostics/index.js';
import {
  appendEvents,
  createRunDirectory,
  loadRun,
  openforgeHome,
  readRunIndex,
  recordRun,
  runDirectory,
  writeSnapshot,
} from '../../lib/io/index.js';
import { planPrdDetailed } from '../../lib/plan/index.js';
import { renderValidate } from '../../lib/report/index.js';
import { freezeRun, initialState, makeRunId, selectOnly } from '../../lib/run/index.js';
import { SCHEMA_VERSION, type ValidateReport } from '../../lib/schema/index.js';
import { startCommand } from '../cli/args.js';
import { type CliContext, type Command, EXIT } from '../cli/context.js';
import { planInput } from '../cli/plan-input.js';
import { readPrdArgument } from '../cli/prd-file.js';
import { clock, lockOptions, nextReport, printNext, runCycle, RUN_CONTRACT, type LocatedRun } from '../cli/runs.js';
import { reportUsage } from '../cli/usage.js';

const HELP = `Usage: openforge run PRD [--cwd DIR] [--only PHASE] [--new] [--json]

Start a run of a PRD and print the first actions. An invalid PRD is refused (exit 1) with
its diagnostics. If a run of the same PRD content in the same working directory is still
active, that run is returned (created: false) unless --new is given.

Options:
  --cwd DIR       the project the phases work in (default: the PRD's front matter cwd,
                  else the current directory); the run lives in DIR/.openforge/runs/
  --only PHASE    run only this phase (and its sub-phases); the others are skipped
  --new           start a new run even if one of this PRD is active
  --json          print one JSON document (schemas/next.schema.json)

Then loop: carry out each action, and run \`openforge next RUN\` after every one.
Exit codes: 0 running, 1 invalid PRD, 2 usage or input error.
`;

/** An active run of the same PRD text, cwd and --only, newest first. */
async function findActive(ctx: CliContext, cwd: string, sha256: string, only: string | null): Promise<LocatedRun | null> {
  const index = readRunIndex(openforgeHome(ctx.env, ctx.homeDir));
  for (const entry of [...index.entries].reverse()) {
    if (entry.cwd !== cwd) continue;
    const dir = runDirectory(entry.cwd, entry.runId);
    if (!dir.ok) continue;
    const loaded = await loadRun(dir.path, RUN_CONTRACT);
    if (!loaded.ok) continue;
    const s = loaded.state;
    if (s.prd.sha256 === sha256 && s.only === only && (s.status === 'running' || s.status === 'needs-human')) {
      return { runId: s.runId, runDir: dir.path, entry };
    }
  }
  return null;
}

export const runCommand: Command = {
  summary: 'run PRD --cwd DIR',
  help: HELP,
  async run(args, ctx) {
    const parsed = startCommand('run', args, ctx, { cwd: { type: 'string' }, only: { type: 'string' }, new: { type: 'boolean' } }, HELP);
    if (typeof parsed === 'number') return parsed;
    const prdFile = readPrdArgument('run', parsed, ctx);
    if (typeof prdFile === 'number') return prdFile;
    const { file, path, text } = prdFile;
    const json = parsed.json;
    const home = openforgeHome(ctx.env, ctx.homeDir);
    const detailed = planPrdDetailed(planInput(prdFile, parsed.values.cwd, ctx));
    const { plan } = detailed;
    if (!plan.valid || plan.cwd === null) {
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
      ctx.stdout(json ? `${JSON.stringify(report, null, 2)}\n` : renderValidate(report));
      if (!json) ctx.stderr(`openforge run: refused: ${file} has ${errors} error(s); nothing was started.\n`);
      return EXIT.findings;
    }
    const only = typeof parsed.values.only === 'string' ? parsed.values.only : null;
    if (only !== null && selectOnly(detailed.phases, only).length === 0) {
      const names = detailed.phases.filter((p) => p.kind !== 'checkpoint' && p.origin === null).map((p) => p.name);
      reportUsage(ctx, json, `run: --only ${only}: no such phase in ${file}. Phases: ${names.join(', ')}.`);
      return EXIT.usage;
    }
    const cwd = plan.cwd;
    const sha256 = createHash('sha256').update(text).digest('hex');
    const warnings = plan.diagnostics.filter((d) => d.severity === 'warning').map((d) => formatDiagnostic(file, d));

    if (parsed.values.new !== true) {
      const active = await findActive(ctx, cwd, sha256, only);
      if (active !== null) {
        const cycle = await runCycle('run', active, ctx, json, () => ({ facts: [], result: null }), true);
        if (typeof cycle === 'number') return cycle;
        return printNext(ctx, json, nextReport({ ...cycle, warnings: [`run ${active.runId} of this PRD is still active; it is returned instead of starting another (use --new to start a new one).`, ...cycle.warnings] }, { created: false }));
      }
    }

    const now = clock(ctx);
    const runId = makeRunId(now, randomBytes(3).toString('hex'));
    const created = createRunDirectory(cwd, runId);
    if (!created.ok) {
      reportUsage(ctx, json, `run: ${created.message}`, 'input');
      return EXIT.usage;
    }
    const runDir = created.path;
    try {
      writeFileSync(join(runDir, 'prd.md'), text, { flag: 'wx' });
    } catch (err) {
      reportUsage(ctx, json, `run: cannot write ${join(runDir, 'prd.md')} (${(err as NodeJS.ErrnoException).code ?? 'error'}).`, 'input');
      return EXIT.usage;
    }
    const started = freezeRun({
      detailed,
      runId,
      now,
      prd: { path, sha256, title: plan.title, objective: plan.objective },
      cwd,
      runDir,
      only,
    });
    const appended = appendEvents(runDir, [started]);
    if (!appended.ok) {
      reportUsage(ctx, json, `run: ${appended.message}`, 'input');
      return EXIT.usage;
    }
    const snapshot = writeSnapshot(runDir, initialState(started), RUN_CONTRACT.stateContract);
    if (!snapshot.ok) warnings.push(snapshot.message);
    const recorded = recordRun(home, { runId, cwd, prdPath: path, createdAt: new Date(now).toISOString() }, lockOptions(ctx));
    if (!recorded.ok) warnings.push(`${recorded.message} (\`status\` without a run id will not find this run; pass its id).`);

    const cycle = await runCycle('run', { runId, runDir, entry: null }, ctx, json, () => ({ facts: [], result: null }), true);
    if (typeof cycle === 'number') return cycle;
    return printNext(ctx, json, nextReport({ ...cycle, warnings: [...warnings, ...cycle.warnings] }, { created: true }));
  },
};
