// What the run commands share: the clock, how the agent calls us, finding a run by id
// (through the index, else under --cwd), and one opening for every run command:
// parse argv → locate the run → the command's pure outcome → the interpreter → render.

import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cycleRun, openforgeHome, readRunIndex, runDirectory, sealPath, type Cycle, type RunContract, type RunIndexEntry } from '../../lib/io/index.js';
import { findProjectRuns, type ProjectRuns } from '../../lib/io/project-runs.js';
import { someItems } from '../../lib/text/cut.js';
import { renderNext } from '../../lib/render/next.js';
import { redactNextReport } from '../../lib/render/next-redaction.js';
import { runWarnings, type CommandOutcome } from '../../lib/run/index.js';
import { schemaProblems } from '../../lib/schema/problems.js';
import { RUN_STATE_CONTRACT } from '../../lib/schema/run-state-contract.generated.js';
import type { NextReport } from '../../lib/schema/actions.js';
import type { RunState } from '../../lib/schema/run.js';
import { SCHEMA_VERSION } from '../../lib/schema/version.js';
import { startCommand, type OptionSpec, type StartedCommand } from './args.js';
import { type CliContext, type Command, EXIT } from './context.js';
import { invocation } from './invocation.js';
import { reportUsage } from './usage.js';

/**
 * The run contracts of these scripts. Both validators are big generated code, loaded only
 * when needed: a state.json whose digest vouches for it needs neither.
 */
export const RUN_CONTRACT: RunContract = {
  stateContract: RUN_STATE_CONTRACT,
  async stateValidator() {
    const { validateRunState } = await import('../../lib/schema/run-state-validator.generated.js');
    return (value: unknown) => schemaProblems(validateRunState, value);
  },
  async eventValidator() {
    const { validateRunEvent } = await import('../../lib/schema/run-event-validator.generated.js');
    return (value: unknown) => schemaProblems(validateRunEvent, value);
  },
};

/** The clock: `OPENFORGE_NOW` (epoch ms or an ISO date; for tests and simulations), else the system clock. */
export function clock(ctx: CliContext): number {
  const fixed = ctx.env.OPENFORGE_NOW;
  if (fixed !== undefined && fixed !== '') {
    const n = /^\d+$/.test(fixed) ? Number(fixed) : Date.parse(fixed);
    if (Number.isFinite(n)) return n;
  }
  return Date.now();
}

export const lockOptions = (ctx: CliContext) => ({ now: () => Date.now(), pid: ctx.pid ?? 0 });

export interface LocatedRun {
  runId: string;
  runDir: string;
  entry: RunIndexEntry | null;
}

type Located = { ok: true; run: LocatedRun } | { ok: false; message: string };

/** At most this many runs of other folders are named when the project has none. */
const ELSEWHERE_NAMED = 5;

/** `no runs in DIR or the folders above it`, then where the index knows runs (newest first). */
export function noRunsHere(command: string, start: string, found: ProjectRuns, problem: string | null): string {
  const damaged = problem === null ? '' : ` (${problem})`;
  const others = [...found.elsewhere].reverse();
  const named = someItems(others.map((r) => `\`${r.runId}\` in ${r.cwd}`), ELSEWHERE_NAMED);
  const elsewhere =
    others.length === 0
      ? ' Start one with `openforge run PRD --cwd DIR`.'
      : ` Runs elsewhere (newest first): ${named}. Name one (\`openforge ${command} RUN\`) or pass that folder with --cwd.`;
  return `${command}: no runs in ${start} or the folders above it${damaged}.${elsewhere}`;
}

/**
 * The newest run of the project at `start` (the folder or its nearest ancestor with runs). With
 * `anywhere` (a plain `status`: the agent asks from its own workspace, not the project), a
 * folder without runs shows the newest run the index knows; the report names its project.
 */
function latestRun(command: string, start: string, ctx: CliContext, anywhere = false): Located {
  const index = readRunIndex(openforgeHome(ctx.env, ctx.homeDir));
  const found = findProjectRuns(start, index.entries);
  const candidates = [...found.here].reverse();
  if (anywhere && candidates.length === 0) candidates.push(...[...found.elsewhere].reverse());
  for (const run of candidates) {
    const dir = runDirectory(run.cwd, run.runId);
    if (!dir.ok) return { ok: false, message: `${command}: ${dir.message}` };
    if (existsSync(join(dir.path, 'events.jsonl'))) return { ok: true, run: { runId: run.runId, runDir: dir.path, entry: indexEntry(index.entries, run.runId) } };
  }
  return { ok: false, message: noRunsHere(command, start, found, index.problem) };
}

const indexEntry = (entries: readonly RunIndexEntry[], runId: string): RunIndexEntry | null => [...entries].reverse().find((e) => e.runId === runId) ?? null;

/**
 * A run by id (or the newest of the current project when `runId` is undefined). The folder is
 * `--cwd` (default: the current directory) or its nearest ancestor with runs; the index maps
 * other ids to their working directories.
 */
function locateRun(command: string, runId: string | undefined, cwdOption: string | undefined, ctx: CliContext): Located {
  const start = cwdOption !== undefined ? resolve(ctx.cwd, cwdOption) : ctx.cwd;
  // `status` only reads: from a folder without runs (the agent's workspace) it shows the newest
  // run anywhere. `cancel`, `resume` and `next` never act on another project's run unnamed.
  if (runId === undefined) return latestRun(command, start, ctx, command === 'status' && cwdOption === undefined);
  const index = readRunIndex(openforgeHome(ctx.env, ctx.homeDir));
  const entry = indexEntry(index.entries, runId);
  const here = findProjectRuns(start, index.entries).here.find((r) => r.runId === runId);
  const cwd = here?.cwd ?? (cwdOption !== undefined ? start : (entry?.cwd ?? start));
  const dir = runDirectory(cwd, runId);
  // A sealed run whose log was deleted is still this run: its load reports run-state-tampered.
  const sealed = existsSync(sealPath(openforgeHome(ctx.env, ctx.homeDir), runId));
  if (dir.ok && (existsSync(join(dir.path, 'events.jsonl')) || (sealed && existsSync(dir.path)))) return { ok: true, run: { runId, runDir: dir.path, entry } };
  const known = someItems(index.entries.map((e) => e.runId).reverse(), 20);
  const why = dir.ok ? `no run \`${runId}\` in ${join(cwd, '.openforge', 'runs')} or the run index` : dir.message;
  return {
    ok: false,
    message: `${command}: ${why}. Known runs (newest first): ${known === '' ? '(none)' : known}. Run \`openforge list\`.`,
  };
}

/** What a run command reads from its argv: the run id (undefined: the latest run) and its own input. */
export type RunInput<I> = { runId: string | undefined; input: I } | { usage: string };

export interface OpenedRun<I> {
  parsed: StartedCommand;
  run: LocatedRun;
  input: I;
}

/** The opening of every run command: argv parsed strictly, --help answered, the input read, the run located. */
export function openRun<I>(
  name: string,
  args: string[],
  ctx: CliContext,
  spec: { options: OptionSpec; help: string; input: (positionals: string[], values: StartedCommand['values']) => RunInput<I> },
): OpenedRun<I> | number {
  const parsed = startCommand(name, args, ctx, { ...spec.options, cwd: { type: 'string' } }, spec.help);
  if (typeof parsed === 'number') return parsed;
  const read = spec.input(parsed.positionals, parsed.values);
  if ('usage' in read) {
    reportUsage(ctx, parsed.json, `${name}: ${read.usage} Run \`openforge ${name} --help\`.`);
    return EXIT.usage;
  }
  const cwd = typeof parsed.values.cwd === 'string' ? parsed.values.cwd : undefined;
  const located = locateRun(name, read.runId, cwd, ctx);
  if (!located.ok) {
    reportUsage(ctx, parsed.json, located.message, 'input');
    return EXIT.usage;
  }
  return { parsed, run: located.run, input: read.input };
}

export type CycleDone = Extract<Cycle, { ok: true }>;

/** Run `outcome` and the engine on a located run; a failure is reported (unknown or unreadable: 2, refused: 1). */
export async function cycle(
  name: string,
  ctx: CliContext,
  json: boolean,
  run: LocatedRun,
  outcome: (state: RunState) => CommandOutcome,
  advance: boolean,
  progress = false,
): Promise<CycleDone | number> {
  const home = openforgeHome(ctx.env, ctx.homeDir);
  const done = await cycleRun(run.runDir, outcome, { contract: RUN_CONTRACT, lock: lockOptions(ctx), now: clock(ctx), invocation: invocation(ctx), advance, progress, home });
  if (done.ok) return done;
  if (done.kind === 'tampered') {
    reportUsage(ctx, json, `${name}: ${done.message}`, 'run-state-tampered', done.file);
    return EXIT.findings;
  }
  reportUsage(ctx, json, `${name}: ${done.message}`, 'input');
  return done.kind === 'refuse' ? EXIT.findings : EXIT.usage;
}

export interface RunCommandSpec<I> {
  name: string;
  summary: string;
  help: string;
  /** Options besides --cwd, --json and --help. */
  options: OptionSpec;
  input: (positionals: string[], values: StartedCommand['values']) => RunInput<I>;
  /** false: record the command's facts only; true: then let the engine go on. */
  advance: boolean;
  /** true: report the progress not reported yet (`progress` in the report; docs/design.md#progress). */
  progress?: boolean;
  outcome: (state: RunState, input: I, now: number) => CommandOutcome;
  /** Done after the run is located and before it is read and changed (`next --wait` waits for its logs here). */
  before?: (opened: OpenedRun<I>, ctx: CliContext) => Promise<void>;
  /** Print the command's report; returns the exit code. */
  report: (done: CycleDone, input: I, opened: OpenedRun<I>, ctx: CliContext) => number | Promise<number>;
}

/** A run command from its spec: the one opening, the pure outcome, the interpreter, the report. */
export function defineRunCommand<I>(spec: RunCommandSpec<I>): Command {
  return {
    summary: spec.summary,
    help: spec.help,
    async run(args, ctx) {
      const opened = openRun(spec.name, args, ctx, spec);
      if (typeof opened === 'number') return opened;
      if (spec.before !== undefined) await spec.before(opened, ctx);
      const now = clock(ctx);
      const done = await cycle(spec.name, ctx, opened.parsed.json, opened.run, (state) => spec.outcome(state, opened.input, now), spec.advance, spec.progress === true);
      if (typeof done === 'number') return done;
      return spec.report(done, opened.input, opened, ctx);
    },
  };
}

/** Positionals of a command that takes at most one run id (the latest run by default). */
export const optionalRunId = (positionals: string[]): RunInput<null> =>
  positionals.length > 1 ? { usage: 'expected at most one run id.' } : { runId: positionals[0], input: null };

/**
 * Which standing warnings (lib/run/warnings.ts) a report lists: `all` of them (`run`, `resume`,
 * `cancel`: the agent may be new to the run), or only those that arose in this call (`next`: a
 * warning is relayed once, not on every step; `status` and the completion message list them all).
 */
export type StandingWarnings = 'all' | 'new';

/** The NextReport of a cycle (`runDir: false`: leave the run's directory out, as `next` does). */
export function nextReport(
  done: Pick<CycleDone, 'before' | 'state' | 'actions' | 'warnings'> & Partial<Pick<CycleDone, 'progress'>>,
  extra: { created?: boolean; warnings?: string[]; standing?: StandingWarnings; runDir?: boolean } = {},
): NextReport {
  const report: NextReport = {
    schemaVersion: SCHEMA_VERSION,
    runId: done.state.runId,
    status: done.state.status,
    ...(extra.runDir === false ? {} : { runDir: done.state.runDir }),
    actions: done.actions,
    warnings: [...(extra.warnings ?? []), ...done.warnings, ...standingWarnings(done, extra.standing ?? 'all')],
  };
  if (extra.created !== undefined) report.created = extra.created;
  if (done.progress !== undefined && done.progress !== null) report.progress = done.progress;
  return report;
}

function standingWarnings(done: Pick<CycleDone, 'before' | 'state' | 'actions'>, which: StandingWarnings): string[] {
  // The completion message already carries every standing warning.
  if (done.actions.some((a) => a.kind === 'complete')) return [];
  return which === 'all' ? runWarnings(done.state) : newStandingWarnings(done);
}

/** The standing warnings that arose in this call (a `spawned` that records another model than asked for). */
export function newStandingWarnings(done: Pick<CycleDone, 'before' | 'state'>): string[] {
  const seen = new Set(runWarnings(done.before));
  return runWarnings(done.state).filter((w) => !seen.has(w));
}

/** Exit code of a run report: halted runs are findings (1). */
export const runExit = (status: RunState['status']): number =>
  status === 'needs-human' || status === 'cancelled' ? EXIT.findings : EXIT.ok;

/** Print a NextReport (JSON or human), secrets redacted, and return its exit code. Compact JSON: the agent reads one after every step. */
export function printNext(ctx: CliContext, json: boolean, report: NextReport): number {
  // Secrets redacted in every field but the exec command, commands, ids and paths (byte-exact).
  const safe = redactNextReport(report);
  ctx.stdout(json ? `${JSON.stringify(safe)}\n` : renderNext(safe));
  return runExit(report.status);
}
