import { resolve } from 'node:path';
import { complexityReport } from '../../lib/complexity/report.js';
import { DEFAULT_CC_THRESHOLD } from '../../lib/complexity/types.js';
import { baselineOutcome, serializeBaseline } from '../../lib/erosion/baseline.js';
import { type ComplexityTarget, gatherMeasures, readBaselineFile, statTargets, writeBaselineFile } from '../../lib/io/complexity-files.js';
import type { ComplexityBaseline } from '../../lib/schema/complexity.js';
import { renderComplexity } from '../../lib/render/complexity.js';
import { type StartedCommand, startCommand } from '../cli/args.js';
import { type CliContext, type Command, EXIT } from '../cli/context.js';
import { reportUsage } from '../cli/usage.js';
import { complexityHelp } from '../../lib/render/command-help.js';
import { documentText } from '../../lib/render/document.js';

/** `--threshold N`: null when absent, a message when N is not an integer >= 1. */
function parseThreshold(raw: unknown): number | null | string {
  if (typeof raw !== 'string') return null;
  const n = Number(raw);
  return /^\d+$/.test(raw) && n >= 1 && Number.isSafeInteger(n) ? n : `--threshold must be an integer >= 1, got '${raw}'.`;
}

function fail(ctx: CliContext, json: boolean, message: string, code: 'usage' | 'input' = 'input'): number {
  reportUsage(ctx, json, `complexity: ${message}`, code);
  return EXIT.usage;
}

interface Options {
  targets: ComplexityTarget[];
  threshold: number;
  baseline: ComplexityBaseline | null;
  /** `--baseline FILE` as given, and where it is. */
  baselineArg: string | null;
  baselineAbs: string | null;
}

/** The PATHs, the threshold and the baseline, checked; the exit code after reporting a problem. */
function readOptions(parsed: StartedCommand, ctx: CliContext): Options | number {
  const json = parsed.json;
  if (parsed.positionals.length === 0) return fail(ctx, json, 'expected at least one PATH (a file or a directory). Run `openforge complexity --help`.', 'usage');
  const explicitThreshold = parseThreshold(parsed.values.threshold);
  if (typeof explicitThreshold === 'string') return fail(ctx, json, explicitThreshold, 'usage');
  const targets = statTargets(ctx.cwd, parsed.positionals);
  if (typeof targets === 'string') return fail(ctx, json, targets);
  const baselineArg = typeof parsed.values.baseline === 'string' ? parsed.values.baseline : null;
  const baselineAbs = baselineArg === null ? null : resolve(ctx.cwd, baselineArg);
  const baseline = baselineAbs === null ? null : readBaselineFile(baselineAbs);
  if (typeof baseline === 'string') return fail(ctx, json, `${baselineArg}: not a usable baseline: ${baseline}. Delete it to write a new one.`);
  return { targets, threshold: explicitThreshold ?? baseline?.threshold ?? DEFAULT_CC_THRESHOLD, baseline, baselineArg, baselineAbs };
}

export const complexityCommand: Command = {
  summary: 'complexity PATH...',
  help: complexityHelp,
  async run(args, ctx) {
    const parsed = startCommand('complexity', args, ctx, { threshold: { type: 'string' }, baseline: { type: 'string' } }, complexityHelp);
    if (typeof parsed === 'number') return parsed;
    const options = readOptions(parsed, ctx);
    if (typeof options === 'number') return options;
    const { targets, threshold, baseline, baselineArg, baselineAbs } = options;
    const warn = (problem: string): void => ctx.stderr(`openforge complexity: warning: ${problem}\n`);
    const { current, skipped, measuredNow } = await gatherMeasures(targets, { cwd: ctx.cwd, threshold, baseline, baselineAbs, warn });
    if (baselineAbs !== null && baseline === null) {
      const problem = await writeBaselineFile(baselineAbs, serializeBaseline(threshold, current));
      if (problem !== null) return fail(ctx, parsed.json, problem);
    }
    const outcome = baselineArg === null ? null : baselineOutcome(baselineArg, baseline, current, threshold);
    const report = complexityReport(ctx.cwd, threshold, current, skipped, outcome);
    ctx.stdout(documentText(parsed.json, report, { layout: 'indented', human: (safe) => renderComplexity(safe, { measuredNow, measurable: current.size }) }));
    return outcome?.verdict?.flagged === true ? EXIT.findings : EXIT.ok;
  },
};
