import { hasErrors, sortDiagnostics } from '../diagnostics/index.js';
import { normalizeSource, parsePrd } from '../prd/index.js';
import { schedulePhases, type Schedule } from '../schedule/index.js';
import type { Diagnostic, GateCheck, OutsideConfigLine, PrdModel } from '../schema/index.js';
import { findSecrets, redactSecrets } from '../secrets/index.js';
import type { ScriptReader } from '../gate/started-scripts.js';
import { checkPhaseGates } from './gates.js';
import { inWorkdir, workdirDiagnostic, type WorkdirCheck } from './workdir.js';

export interface Analysis {
  prd: PrdModel;
  schedule: Schedule;
  /** Gate checks of each phase as written (first declaration of a name wins), by phase name. */
  gateChecks: Map<string, GateCheck[]>;
  /** Every finding, sorted by position, without duplicates. */
  diagnostics: Diagnostic[];
  /** No error: a run would accept this PRD. */
  valid: boolean;
}

export interface AnalyzeOptions {
  /**
   * Whether a path relative to the project is one of its files (unittest operands must resolve
   * to one). `settingsCwd` is the front matter's `cwd`, which picks the project. Unknown: the
   * gates that need it are `confirm`.
   */
  readonly isProjectFile?: (relativePath: string, settingsCwd: string | undefined) => boolean;
  /** Whether a phase's `Workdir:` is a real folder of the project (lib/io workdirProblem); unknown: not checked. */
  readonly workdirProblem?: WorkdirCheck;
  /** The configuration from outside the project a gate's runner would take in the folder `workdir` (lib/io outsideConfigAt); unknown: not looked at. */
  readonly outsideConfig?: (workdir: string | undefined, settingsCwd: string | undefined) => readonly OutsideConfigLine[];
  /** The project's files by their path from the folder `workdir` (lib/io projectScriptReader): the scripts a gate runs, whose runners count too. */
  readonly readScript?: (workdir: string | undefined, settingsCwd: string | undefined) => ScriptReader;
}

/** Drop exact repeats (the same finding reached by two routes) while keeping order. */
export function uniqueDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return list.filter((d) => {
    const key = `${d.line}:${d.column}:${d.ruleId}:${d.phase ?? ''}:${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Everything `validate` checks, and the groundwork of `plan`: parse, resolve
 * dependencies (unknown names, duplicates, cycles), apply the horizon rule, plan
 * the waves (Files: overlaps), check every gate command, and look for secrets.
 * Pure: the text in, the findings out.
 */
export function analyzePrd(text: string, options: AnalyzeOptions = {}): Analysis {
  const parsed = parsePrd(text);
  const prd = parsed.prd;
  const projectFile = options.isProjectFile;
  const schedule = schedulePhases(prd.phases, { maxParallel: prd.settings.maxParallel });
  const gateChecks = new Map<string, GateCheck[]>();
  const gateDiagnostics: Diagnostic[] = [];
  for (const phase of prd.phases) {
    if (gateChecks.has(phase.name)) continue;
    const workdir = options.workdirProblem === undefined ? null : workdirDiagnostic(phase, options.workdirProblem, prd.settings.cwd);
    if (workdir !== null) gateDiagnostics.push(workdir);
    // A gate's files are found from where it runs: a unittest name in a phase with `Workdir: pkg` is under pkg/.
    const isProjectFile =
      projectFile === undefined ? undefined : (relativePath: string) => projectFile(inWorkdir(phase.workdir?.path, relativePath), prd.settings.cwd);
    const outside = options.outsideConfig?.(phase.workdir?.path, prd.settings.cwd) ?? [];
    const { checks, diagnostics } = checkPhaseGates(phase, isProjectFile, outside, options.readScript?.(phase.workdir?.path, prd.settings.cwd));
    gateChecks.set(phase.name, checks);
    gateDiagnostics.push(...diagnostics);
  }
  // Secrets are positioned in the text as the parser sees it (BOM stripped, CR and CRLF
  // read as LF), like every other finding: in a CR-only file the raw text is one line.
  const secrets = findSecrets(normalizeSource(text));
  // Other findings quote field values: when the PRD holds a secret, none of them repeats it.
  const found = [...parsed.diagnostics, ...schedule.diagnostics, ...gateDiagnostics];
  const quoted = secrets.length === 0 ? found : found.map((d) => ({ ...d, message: redactSecrets(d.message) }));
  const diagnostics = sortDiagnostics(
    uniqueDiagnostics([...quoted, ...secrets]),
  );
  return { prd, schedule, gateChecks, diagnostics, valid: !hasErrors(diagnostics) };
}

/** `validate`: the parsed PRD and every finding. */
export function validatePrd(text: string, options: AnalyzeOptions = {}): { prd: PrdModel; diagnostics: Diagnostic[]; valid: boolean } {
  const { prd, diagnostics, valid } = analyzePrd(text, options);
  return { prd, diagnostics, valid };
}
