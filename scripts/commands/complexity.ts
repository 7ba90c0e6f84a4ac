import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { DEFAULT_CC_THRESHOLD, type FileComplexity, type SkippedFile } from '../../lib/complexity/types.js';
import { baselineMeasure, compareToBaseline, serializeBaseline } from '../../lib/erosion/baseline.js';
import { EROSION_GROWTH_LIMIT } from '../../lib/erosion/verdict.js';
import { validateComplexityBaseline } from '../../lib/schema/complexity-baseline-validator.generated.js';
import { schemaProblems } from '../../lib/schema/problems.js';
import type { CachedMeasure, ComplexityCache } from '../../lib/io/measure-files.js';
import type { ComplexityBaseline, ComplexityReport } from '../../lib/schema/complexity.js';
import { SCHEMA_VERSION } from '../../lib/schema/version.js';
import { startCommand } from '../cli/args.js';
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

type Baseline = ComplexityBaseline;

/** A measurable file found under the PATHs: where it is and its content hash. */
interface Candidate {
  abs: string;
  hash: string;
  /** Its bytes when already read (files named on the command line). */
  bytes?: Uint8Array;
}

export const complexityCommand: Command = {
  summary: 'complexity PATH...',
  help: HELP,
  async run(args, ctx) {
    const parsed = startCommand('complexity', args, ctx, { threshold: { type: 'string' }, baseline: { type: 'string' } }, HELP);
    if (typeof parsed === 'number') return parsed;
    const json = parsed.json;
    const fail = (message: string, code: 'usage' | 'input' = 'input'): number => {
      reportUsage(ctx, json, `complexity: ${message}`, code);
      return EXIT.usage;
    };
    if (parsed.positionals.length === 0) return fail('expected at least one PATH (a file or a directory). Run `openforge complexity --help`.', 'usage');
    let explicitThreshold: number | null = null;
    const rawThreshold = parsed.values.threshold;
    if (typeof rawThreshold === 'string') {
      if (!/^\d+$/.test(rawThreshold) || Number(rawThreshold) < 1 || !Number.isSafeInteger(Number(rawThreshold))) {
        return fail(`--threshold must be an integer >= 1, got '${rawThreshold}'.`, 'usage');
      }
      explicitThreshold = Number(rawThreshold);
    }
    const targets: Array<{ abs: string; dir: boolean }> = [];
    for (const path of parsed.positionals) {
      const abs = resolve(ctx.cwd, path);
      let dir: boolean;
      try {
        const stat = statSync(abs);
        if (!stat.isDirectory() && !stat.isFile()) return fail(`${path}: not a file or a directory.`);
        dir = stat.isDirectory();
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code ?? 'error';
        return fail(code === 'ENOENT' ? `${path}: no such file or directory.` : `${path}: cannot read it (${code}).`);
      }
      targets.push({ abs, dir });
    }

    const baselineArg = parsed.values.baseline;
    const baselineAbs = typeof baselineArg === 'string' ? resolve(ctx.cwd, baselineArg) : null;
    let baseline: Baseline | null = null;
    if (baselineAbs !== null && existsSync(baselineAbs)) {
      const read = readBaseline(baselineAbs);
      if (typeof read === 'string') return fail(`${baselineArg}: not a usable baseline: ${read}. Delete it to write a new one.`);
      baseline = read;
    }
    const threshold = explicitThreshold ?? baseline?.threshold ?? DEFAULT_CC_THRESHOLD;

    // The meters (Babel, tree-sitter) load only here, so other commands never pay for them.
    const { cacheKey, coverSnapshot, isMeasurable, measureBytes } = await import('../../lib/io/measure-files.js');
    const { snapshotTree } = await import('../../lib/io/tree-snapshot.js');

    const reportPath = (abs: string): string => relative(ctx.cwd, abs).split(sep).join('/') || '.';
    const cache: ComplexityCache = { threshold, entries: new Map() };
    for (const [file, entry] of Object.entries(baseline?.files ?? {})) cache.entries.set(cacheKey(entry.hash, file), baselineMeasure(entry, threshold));

    const candidates = new Map<string, Candidate>();
    const skipped: SkippedFile[] = [];
    const seenSkipped = new Set<string>();
    const skip = (s: SkippedFile): void => {
      if (seenSkipped.has(s.file) || candidates.has(s.file)) return;
      seenSkipped.add(s.file);
      skipped.push(s);
    };
    const unknown = (file: string): SkippedFile => ({ file, reason: 'unknown-language', detail: `no complexity meter for ${extOf(file)}` });
    let measuredNow = 0;
    for (const target of targets) {
      if (!target.dir) {
        const file = reportPath(target.abs);
        if (!isMeasurable(target.abs)) {
          skip(unknown(file));
          continue;
        }
        let bytes: Uint8Array;
        try {
          bytes = readFileSync(target.abs);
        } catch (err) {
          skip({ file, reason: 'unreadable', detail: (err as NodeJS.ErrnoException).code ?? 'unreadable' });
          continue;
        }
        if (!candidates.has(file)) candidates.set(file, { abs: target.abs, hash: createHash('sha256').update(bytes).digest('hex'), bytes });
        continue;
      }
      const snapshot = snapshotTree(target.abs);
      for (const problem of snapshot.problems) ctx.stderr(`openforge complexity: warning: ${problem}\n`);
      // Measure what the cache (the baseline) does not already hold: only new content is read.
      measuredNow += (await coverSnapshot(target.abs, snapshot, cache)).measured;
      for (const entry of snapshot.entries) {
        const abs = join(target.abs, entry.path);
        if (entry.kind !== 'file' || abs === baselineAbs) continue;
        const file = reportPath(abs);
        if (!isMeasurable(entry.path)) skip(unknown(file));
        else if (!candidates.has(file)) candidates.set(file, { abs, hash: entry.hash });
      }
      for (const u of snapshot.unreadable) skip({ file: reportPath(join(target.abs, u.path)), reason: 'unreadable', detail: u.reason });
    }

    // Files named on the command line (and anything the walk did not cover).
    const current = new Map<string, { hash: string; measure: CachedMeasure }>();
    for (const [file, c] of [...candidates].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      const key = cacheKey(c.hash, file);
      let measure = cache.entries.get(key);
      if (measure === undefined) {
        measure = await measureOne(measureBytes, file, c, threshold);
        measuredNow += 1;
        cache.entries.set(key, measure);
      }
      current.set(file, { hash: c.hash, measure });
    }

    const files: FileComplexity[] = [];
    for (const [file, { measure }] of current) {
      if ('skipped' in measure) skipped.push({ file, reason: measure.skipped, detail: measure.detail });
      else files.push({ file, ...measure });
    }
    skipped.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));

    const totals = { files: files.length, functions: 0, total: 0, highMass: 0, erosionShare: 0 };
    for (const f of files) {
      totals.functions += f.functions.length;
      totals.total += f.total;
      totals.highMass += f.highMass;
    }
    totals.erosionShare = totals.total === 0 ? 0 : totals.highMass / totals.total;

    let baselineReport: ComplexityReport['baseline'] = null;
    if (baselineAbs !== null && baselineArg !== undefined && typeof baselineArg === 'string') {
      if (baseline === null) {
        const { writeFileAtomic } = await import('../../lib/io/run-store/atomic-write.js');
        const written = writeFileAtomic(baselineAbs, serializeBaseline(threshold, current));
        if (!written.ok) return fail(written.message);
        baselineReport = { file: baselineArg, written: true, verdict: null };
      } else {
        baselineReport = { file: baselineArg, written: false, verdict: compareToBaseline(baseline, current, threshold) };
      }
    }

    const report: ComplexityReport = { schemaVersion: SCHEMA_VERSION, root: ctx.cwd, threshold, files, skipped, totals, baseline: baselineReport };
    if (json) ctx.stdout(`${JSON.stringify(report, null, 2)}\n`);
    else printHuman(ctx, report, measuredNow, current.size);
    return baselineReport?.verdict?.flagged === true ? EXIT.findings : EXIT.ok;
  },
};

function extOf(file: string): string {
  const name = file.slice(file.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot) : 'files without an extension';
}

async function measureOne(
  measureBytes: typeof import('../../lib/io/measure-files.js').measureBytes,
  file: string,
  c: Candidate,
  threshold: number,
): Promise<CachedMeasure> {
  let bytes = c.bytes;
  if (bytes === undefined) {
    try {
      bytes = readFileSync(c.abs);
    } catch (err) {
      return { skipped: 'unreadable', detail: (err as NodeJS.ErrnoException).code ?? 'unreadable' };
    }
  }
  const result = await measureBytes(file, bytes, threshold);
  if (!result.ok) return { skipped: result.skipped.reason, detail: result.skipped.detail };
  const { file: _file, ...rest } = result.file;
  return rest;
}

/** Read and check a baseline file (schemas/complexity-baseline.schema.json); a reason when it is not one. */
function readBaseline(path: string): Baseline | string {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    return err instanceof SyntaxError ? `not valid JSON (${err.message})` : `cannot read it (${(err as NodeJS.ErrnoException).code ?? 'error'})`;
  }
  const problems = schemaProblems(validateComplexityBaseline, value, 3);
  return problems.length > 0 ? problems.join('; ') : (value as Baseline);
}

const percent = (x: number): string => `${(x * 100).toFixed(1)}%`;

function printHuman(ctx: CliContext, report: ComplexityReport, measuredNow: number, measurable: number): void {
  const out: string[] = [];
  const over: Array<{ file: string; line: number; column: number; complexity: number; name: string }> = [];
  for (const f of report.files) for (const fn of f.functions) if (fn.complexity > report.threshold) over.push({ file: f.file, ...fn });
  for (const fn of over) out.push(`${fn.file}:${fn.line}:${fn.column}  ${fn.complexity}  ${fn.name}`);
  if (over.length > 0) out.push('');
  const byLanguage = new Map<string, { files: number; functions: number; total: number; highMass: number }>();
  for (const f of report.files) {
    const l = byLanguage.get(f.language) ?? { files: 0, functions: 0, total: 0, highMass: 0 };
    l.files += 1;
    l.functions += f.functions.length;
    l.total += f.total;
    l.highMass += f.highMass;
    byLanguage.set(f.language, l);
  }
  for (const [language, l] of [...byLanguage].sort(([a], [b]) => a.localeCompare(b))) {
    out.push(`${language}: ${l.files} file${l.files === 1 ? '' : 's'}, ${l.functions} functions, CC ${l.total}, high-CC mass ${l.highMass}`);
  }
  const t = report.totals;
  out.push(
    `total: ${t.files} files, ${t.functions} functions, CC ${t.total}; high-CC mass ${t.highMass} (CC > ${report.threshold}), erosion share ${percent(t.erosionShare)}`,
  );
  out.push(
    measuredNow < measurable
      ? `measured ${measuredNow} of ${measurable} files; the other ${measurable - measuredNow} are unchanged since the baseline`
      : `measured ${measurable} files`,
  );
  for (const s of report.skipped) out.push(`skipped ${s.file}: ${s.reason}: ${s.detail}`);
  const b = report.baseline;
  if (b !== null) {
    if (b.written) out.push(`baseline written to ${b.file} (${measurable} files); run again with --baseline ${b.file} to compare.`);
    else if (b.verdict !== null) {
      const v = b.verdict;
      const growth = v.growth === null ? (v.after > 0 ? 'from 0' : 'no change') : `${v.growth >= 0 ? '+' : ''}${percent(v.growth)}`;
      out.push(
        `erosion against ${b.file}: high-CC mass ${v.before} -> ${v.after} (${growth}): ${v.flagged ? `FLAGGED (over +${percent(EROSION_GROWTH_LIMIT)})` : 'ok'}`,
      );
      for (const o of v.offenders) out.push(`  ${o.file}:${o.line}  ${o.name}  CC ${o.before ?? 'new'} -> ${o.after}`);
    }
  }
  ctx.stdout(`${out.join('\n')}\n`);
}
