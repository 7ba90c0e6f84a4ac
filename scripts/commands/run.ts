import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatDiagnostic } from '../../lib/diagnostics/index.js';
import {
  appendEvents,
  createRunDirectory,
  describeFsError,
  loadRun,
  openforgeDirectory,
  openforgeDirectoryProblem,
  openforgeHome,
  readRunIndex,
  recordRun,
  runDirectory,
  withLockAsync,
  writeSnapshot,
} from '../../lib/io/index.js';
import { planPrdDetailed } from '../../lib/plan/index.js';
import { renderValidate } from '../../lib/render/index.js';
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

type Begun =
  | { kind: 'active'; active: LocatedRun }
  | { kind: 'created'; runId: string; runDir: string; warnings: string[] }
  | { kind: 'failed'; message: string };

interface StartInput {
  detailed: ReturnType<typeof planPrdDetailed>;
  cwd: string;
  only: string | null;
  sha256: string;
  text: string;
  path: string;
  /** --new: do not look for an active run. */
  fresh: boolean;
}

/** Under the start lock: the active run of this PRD, else a new run directory with its first event, snapshot and index entry. */
async function startRun(ctx: CliContext, input: StartInput): Promise<Begun> {
  const { detailed, cwd, only, sha256, text, path } = input;
  if (!input.fresh) {
    const active = await findActive(ctx, cwd, sha256, only);
    if (active !== null) return { kind: 'active', active };
  }
  const now = clock(ctx);
  const runId = makeRunId(now, randomBytes(3).toString('hex'));
  const created = createRunDirectory(cwd, runId);
  if (!created.ok) return { kind: 'failed', message: created.message };
  const runDir = created.path;
  try {
    writeFileSync(join(runDir, 'prd.md'), text, { flag: 'wx' });
  } catch (err) {
    return { kind: 'failed', message: `cannot write ${join(runDir, 'prd.md')} (${(err as NodeJS.ErrnoException).code ?? 'error'}).` };
  }
  const { plan } = detailed;
  const first = freezeRun({ detailed, runId, now, prd: { path, sha256, title: plan.title, objective: plan.objective }, cwd, runDir, only });
  const appended = appendEvents(runDir, [first]);
  if (!appended.ok) return { kind: 'failed', message: appended.message };
  const warnings: string[] = [];
  const snapshot = writeSnapshot(runDir, initialState(first), RUN_CONTRACT.stateContract);
  if (!snapshot.ok) warnings.push(snapshot.message);
  const home = openforgeHome(ctx.env, ctx.homeDir);
  const recorded = recordRun(home, { runId, cwd, prdPath: path, createdAt: new Date(now).toISOString() }, lockOptions(ctx));
  if (!recorded.ok) warnings.push(`${recorded.message} (\`status\` without a run id will not find this run; pass its id).`);
  return { kind: 'created', runId, runDir, warnings };
}

/** Create `dir` (and its parents) when missing; a message when that fails. */
function ensureDirectory(dir: string): string | null {
  try {
    mkdirSync(dir, { recursive: true });
    return null;
  } catch (err) {
    return describeFsError(dir, 'create the directory', err);
  }
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

    // One `run` at a time per project decides between returning an active run of this PRD and
    // creating one (the start lock, `.openforge/lock`): two at once would otherwise both create.
    const forgeDir = openforgeDirectory(cwd);
    const problem = openforgeDirectoryProblem(cwd) ?? ensureDirectory(forgeDir);
    if (problem !== null) {
      reportUsage(ctx, json, `run: ${problem}`, 'input');
      return EXIT.usage;
    }
    const started = await withLockAsync(forgeDir, async () => startRun(ctx, { detailed, cwd, only, sha256, text, path, fresh: parsed.values.new === true }), lockOptions(ctx));
    if (!started.ok) {
      reportUsage(ctx, json, `run: ${started.message}`, 'input');
      return EXIT.usage;
    }
    const begun = started.value;
    if (begun.kind === 'failed') {
      reportUsage(ctx, json, `run: ${begun.message}`, 'input');
      return EXIT.usage;
    }
    if (begun.kind === 'active') {
      const { active } = begun;
      const cycle = await runCycle('run', active, ctx, json, () => ({ facts: [], result: null }), true);
      if (typeof cycle === 'number') return cycle;
      return printNext(ctx, json, nextReport({ ...cycle, warnings: [`run ${active.runId} of this PRD is still active; it is returned instead of starting another (use --new to start a new one).`, ...cycle.warnings] }, { created: false }));
    }
    warnings.push(...begun.warnings);
    const { runId, runDir } = begun;
    const cycle = await runCycle('run', { runId, runDir, entry: null }, ctx, json, () => ({ facts: [], result: null }), true);
    if (typeof cycle === 'number') return cycle;
    return printNext(ctx, json, nextReport({ ...cycle, warnings: [...warnings, ...cycle.warnings] }, { created: true }));
  },
};
