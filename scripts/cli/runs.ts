// What the run commands share: one opening for every run command (the run is found by lib/io/locate-run.ts):
// parse argv → locate the run → the command's pure outcome → the interpreter → render.

import { cycleRun, openforgeHome, type Cycle, type CycleOptions } from '../../lib/io/index.js';
import { clock, lockOptions } from '../../lib/io/clock.js';
import { RUN_CONTRACT } from '../../lib/io/run-contract.js';
import { locateRun, type LocatedRun } from '../../lib/io/locate-run.js';
import { renderNext } from '../../lib/render/next.js';
import { redactNextReport } from '../../lib/render/next-redaction.js';
import { runFacts, type CommandOutcome } from '../../lib/run/index.js';
import { standingFacts, type StandingFacts, type StandingWarnings } from '../../lib/run/commands/next-report.js';
import type { NextReport, RunState } from '../../lib/schema/index.js';
import { summaryText, wordCycle, type WordedCycle } from '../../lib/render/run-actions.js';
import { startCommand, type OptionSpec, type StartedCommand } from './args.js';
import { type CliContext, type Command, EXIT } from './context.js';
import { invocation } from './invocation.js';
import { reportUsage } from './usage.js';
import { documentText } from '../../lib/render/document.js';

/** What a run command reads from its argv: the run id (undefined: the latest run) and its own input. */
export type RunInput<I> = { runId: string | undefined; input: I } | { usage: string };

export interface OpenedRun<I> { parsed: StartedCommand; run: LocatedRun; input: I }

/** The opening of every run command: argv parsed strictly, --help answered, the input read, the run located. */
export function openRun<I>(
  name: string,
  args: string[],
  ctx: CliContext,
  spec: { options: OptionSpec; help: string; input: (positionals: string[], values: StartedCommand['values']) => RunInput<I>; anyProject?: boolean },
): OpenedRun<I> | number {
  const parsed = startCommand(name, args, ctx, { ...spec.options, cwd: { type: 'string' } }, spec.help);
  if (typeof parsed === 'number') return parsed;
  const read = spec.input(parsed.positionals, parsed.values);
  if ('usage' in read) {
    reportUsage(ctx, parsed.json, `${name}: ${read.usage} Run \`openforge ${name} --help\`.`);
    return EXIT.usage;
  }
  const cwd = typeof parsed.values.cwd === 'string' ? parsed.values.cwd : undefined;
  const located = locateRun({ command: name, runId: read.runId, cwdOption: cwd, anyProject: spec.anyProject === true }, ctx);
  if (!located.ok) {
    reportUsage(ctx, parsed.json, located.message, 'input');
    return EXIT.usage;
  }
  return { parsed, run: located.run, input: read.input };
}

export type CycleDone = WordedCycle<Extract<Cycle, { ok: true }> & { standing: StandingFacts }>;

/** Run `outcome` and the engine on a located run; a failure is reported (unknown or unreadable: 2, refused: 1). */
export async function cycle(
  name: string,
  ctx: CliContext,
  json: boolean,
  run: LocatedRun,
  outcome: (state: RunState) => CommandOutcome,
  advance: boolean,
  flags: Pick<CycleOptions, 'progress' | 'awaited'> & { standing?: StandingWarnings } = {},
): Promise<CycleDone | number> {
  const [home, how, now] = [openforgeHome(ctx.env, ctx.homeDir), invocation(ctx), clock(ctx.env)];
  // A draft run's preview (its confirmation's question) is planned with the user's config: the shell's, loaded only when the engine asks.
  const draftPreview = async (state: RunState): Promise<string> => (await import('./draft-preview.js')).draftPreviewText(ctx, state).text;
  const { standing = 'all', ...options } = flags;
  const done = await cycleRun(run.runDir, outcome, { contract: RUN_CONTRACT, lock: lockOptions(ctx.pid), now, invocation: how, advance, ...options, home, draftPreview, summary: (s, t) => summaryText(s, runFacts(s), t) });
  if (done.ok) return wordCycle({ ...done, standing: standingFacts(done, standing) }, how, now);
  if (done.kind === 'tampered') {
    reportUsage(ctx, json, `${name}: ${done.message}`, 'run-state-tampered', done.file);
    return EXIT.findings;
  }
  // A refusal's words are loaded only when a command is refused.
  const message = done.kind === 'input' ? done.message : (await import('../../lib/render/refusal.js')).refusalText(done.refusal);
  reportUsage(ctx, json, `${name}: ${message}`, 'input');
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
  standing?: StandingWarnings; // the standing warnings its report lists: `all` unless said
  outcome: (state: RunState, input: I, now: number) => CommandOutcome;
  /** Done after the run is located and before it is read and changed (`next --wait` waits for its logs here); true: it waited (CycleOptions.awaited). */
  before?: (opened: OpenedRun<I>, ctx: CliContext) => Promise<boolean>;
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
      const awaited = spec.before === undefined ? false : await spec.before(opened, ctx);
      const now = clock(ctx.env);
      const done = await cycle(spec.name, ctx, opened.parsed.json, opened.run, (state) => spec.outcome(state, opened.input, now), spec.advance, { progress: spec.progress === true, awaited, standing: spec.standing });
      if (typeof done === 'number') return done;
      return spec.report(done, opened.input, opened, ctx);
    },
  };
}

/** Positionals of a command that takes at most one run id (the latest run by default). */
export const optionalRunId = (positionals: string[]): RunInput<null> =>
  positionals.length > 1 ? { usage: 'expected at most one run id.' } : { runId: positionals[0], input: null };

/** Exit code of a run report: halted runs are findings (1). */
export const runExit = (status: RunState['status']): number =>
  status === 'needs-human' || status === 'cancelled' ? EXIT.findings : EXIT.ok;

/** Print a NextReport (JSON or human), secrets redacted, and return its exit code. Compact JSON: the agent reads one after every step. */
export function printNext(ctx: CliContext, json: boolean, report: NextReport): number {
  // Secrets redacted in every field but the exec command, commands, ids and paths (byte-exact).
  ctx.stdout(documentText(json, report, { layout: 'compact', human: renderNext, redact: redactNextReport }));
  return runExit(report.status);
}
