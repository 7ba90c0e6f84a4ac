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

const HELP = `Usage: openforge complexity PATH... [--json] [--threshold N] [--baseline FILE]

Per-function cyclomatic complexity (JS/TS/JSX/TSX as ESLint's \`complexity\` rule counts it;
Python, Go, Rust and Java through tree-sitter). Directories are walked as the erosion check
walks them: .gitignore applies, and node_modules, .git, .openforge, build outputs and vendored
trees are ignored; a file named on the command line is measured even when ignored.

Prints each function over the threshold (file:line:col  CC  name), per-language totals, the
high-CC mass (sum of CC over functions with CC > N) and the erosion share (high-CC mass / total
CC). Files that cannot be measured are listed with the reason: unknown language (never
guessed), binary, over 2 MB, not UTF-8, syntax error.

Options:
  --threshold N    functions with CC > N count toward the high-CC mass (integer >= 1;
                   default 10, or the baseline's)
  --baseline FILE  when FILE does not exist, write this measurement to it; when it does,
                   compare with it: high-CC mass before and after, flagged when it grew more
                   than 5%, and the offending functions with CC before -> after. Files whose
                   content hash matches the baseline are not measured again.
  --json           print one JSON document (schemas/complexity.schema.json)

Paths are reported relative to the current directory; compare against a baseline taken from
the same directory with the same PATHs (a baseline file missing now counts as deleted).
Exit codes: 0 ok (baseline written, or not flagged), 1 flagged, 2 usage or input error.
`;

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
  help: HELP,
  async run(args, ctx) {
    const parsed = startCommand('complexity', args, ctx, { threshold: { type: 'string' }, baseline: { type: 'string' } }, HELP);
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
    ctx.stdout(parsed.json ? `${JSON.stringify(report, null, 2)}\n` : renderComplexity(report, { measuredNow, measurable: current.size }));
    return outcome?.verdict?.flagged === true ? EXIT.findings : EXIT.ok;
  },
};
