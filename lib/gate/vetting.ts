// Whether a plain gate's argv matches a vetted profile (lib/gate/profiles.ts). Pure data
// matching: every word must be accounted for by the table, or the gate needs confirmation.

import { isAssignment } from './invocation.js';
import { GATE_PROFILES, PROJECT_WRAPPERS, PYTHON_MODULE_PROFILES, VETTED_ENV, VETTED_MAKE_VARIABLES, type GateProfile } from './profiles.js';

export type Vetting = { vetted: true } | { vetted: false; reason: string };

const VETTED: Vetting = { vetted: true };
const notVetted = (reason: string): Vetting => ({ vetted: false, reason });
const shown = (word: string): string => `\`${word}\``;

const PYTHON = /^python(3(\.\d{1,2})?)?$/;
const DURATION = /^\d+(\.\d+)?[smhd]?$/;
const NUMBER = /^-?\d+$/;

/**
 * A value or operand that is plain data: relative, inside the project, not a URL. Absolute
 * paths and `..` reach outside the project; a URL can name code to load.
 */
function plainDataProblem(value: string): string | null {
  if (value.startsWith('/')) return `${shown(value)} is an absolute path (outside the project)`;
  if (/(^|\/)\.\.(\/|$)/.test(value)) return `${shown(value)} reaches outside the project (\`..\`)`;
  if (/^[a-z][a-z0-9+.-]*:\/?\//i.test(value) || /^(data|javascript|file):/i.test(value)) return `${shown(value)} is a URL`;
  return null;
}

/** Whether a program word names a vetted profile (a known program, whatever its arguments). */
export function hasProfile(word: string): boolean {
  return profileKeyOf(word) !== null;
}

/** The profile a program word names, or null: plain names exactly, project wrappers and node_modules/.bin by path. */
function profileKeyOf(word: string): string | null {
  const wrapper = PROJECT_WRAPPERS[word];
  if (wrapper !== undefined) return wrapper;
  const bin = /^(\.\/)?node_modules\/\.bin\/([a-z0-9.-]+)$/.exec(word);
  if (bin !== null) return Object.hasOwn(GATE_PROFILES, bin[2] ?? '') ? (bin[2] ?? null) : null;
  if (word.includes('/') || word.includes('\\')) return null;
  return Object.hasOwn(GATE_PROFILES, word) ? word : null;
}

/** A long option `--name=value` or `-name=value`: its name and value. */
function splitOption(arg: string): { name: string; value: string | null } {
  const eq = arg.indexOf('=');
  return eq < 0 ? { name: arg, value: null } : { name: arg.slice(0, eq), value: arg.slice(eq + 1) };
}

interface OptionRead {
  readonly problem: string | null;
  /** How many words the option used (1, or 2 with a separate value). */
  readonly used: number;
}

function readOption(profile: GateProfile, program: string, args: readonly string[], i: number): OptionRead {
  const arg = args[i] as string;
  if (profile.flags.includes(arg)) return { problem: null, used: 1 };
  const { name, value } = splitOption(arg);
  const check = (v: string, used: number): OptionRead => ({ problem: plainDataProblem(v), used });
  if (profile.values.includes(name) && value !== null) return check(value, 1);
  if (profile.values.includes(arg)) {
    const next = args[i + 1];
    return next === undefined ? { problem: `${shown(arg)} has no value`, used: 1 } : check(next, 2);
  }
  if (!arg.startsWith('--')) {
    const head = arg.slice(0, 2);
    if (profile.values.includes(head) && arg.length > 2) return check(arg.slice(2), 1);
    const letters = arg.slice(1);
    if (/^[A-Za-z]+$/.test(letters) && [...letters].every((l) => profile.flags.includes(`-${l}`))) return { problem: null, used: 1 };
  }
  return { problem: `option ${shown(arg)} of \`${program}\` is not in its vetted profile`, used: 1 };
}

/** The first operand that makes `make` / `gmake` run something other than targets. */
function makeOperandProblem(word: string): string | null {
  const assignment = /^([A-Za-z_][A-Za-z0-9_.]*)\s*[:?+!]?=/.exec(word);
  if (assignment === null) return /^[A-Za-z0-9_.%+/-]+$/.test(word) ? null : `${shown(word)} is not a plain make target`;
  return VETTED_MAKE_VARIABLES.includes(assignment[1] ?? '') ? null : `the make variable ${shown(word)} is not a vetted setting`;
}

function matchArgs(key: string, program: string, profile: GateProfile, args: readonly string[], depth: number): Vetting {
  let sub: string | null = null;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--') {
      if (profile.passthrough !== true) return notVetted(`\`${program}\` does not take arguments after \`--\` in its vetted profile`);
      for (const rest of args.slice(i + 1)) {
        const problem = plainDataProblem(rest);
        if (problem !== null) return notVetted(problem);
      }
      return VETTED;
    }
    if (i === 0 && key === 'cargo' && /^\+[A-Za-z0-9._-]+$/.test(arg)) continue;
    if (arg.startsWith('-') && arg !== '-') {
      const read = readOption(profile, program, args, i);
      if (read.problem !== null) return notVetted(read.problem);
      i += read.used - 1;
      continue;
    }
    const needsSub = profile.subcommands !== null && (sub === null || profile.tasks === true);
    if (needsSub) {
      // Gradle names a project's task by its path (`:app:test`, `app:test`).
      const task = key.startsWith('gradle') && !(profile.subcommands ?? []).includes(arg) ? arg.replace(/^:?([A-Za-z0-9_.-]+:)+/, '') : arg;
      if (!(profile.subcommands ?? []).includes(task)) return notVetted(`\`${program} ${arg}\` is not a vetted subcommand`);
      sub = arg;
      continue;
    }
    const runsHere = profile.runs === true && (profile.runsAfter === undefined || (sub !== null && profile.runsAfter.includes(sub)));
    if (runsHere) return matchProgram(args.slice(i), depth + 1, profile.runsFrom ?? null);
    if (!profile.operands) return notVetted(`\`${program}\` takes no operand ${shown(arg)} in its vetted profile`);
    // A bazel label (`//src:app`, `//...`) names a target of the workspace, not a path.
    if (key.startsWith('bazel') && /^\/\/[A-Za-z0-9_/.:+-]*$/.test(arg) && !/(^|\/)\.\.(\/|:|$)/.test(arg.slice(2))) continue;
    const problem = key === 'make' || key === 'gmake' ? makeOperandProblem(arg) : plainDataProblem(arg);
    if (problem !== null) return notVetted(problem);
  }
  if (profile.subcommands !== null && sub === null && profile.runs !== true) return notVetted(`\`${program}\` without a vetted subcommand`);
  if (profile.runs === true && profile.runsAfter === undefined) return notVetted(`\`${program}\` without a command to run`);
  return VETTED;
}

function matchPython(program: string, args: readonly string[], depth: number): Vetting {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (['-B', '-u', '-O', '-OO', '-I', '-P', '-bb', '-b', '-E', '-s', '-q'].includes(arg)) continue;
    if ((arg === '-W' || arg === '-X') && args[i + 1] !== undefined) {
      i += 1;
      continue;
    }
    if (arg === '-m') {
      const module = args[i + 1] ?? '';
      const target = PYTHON_MODULE_PROFILES[module];
      const profile = target === undefined ? undefined : GATE_PROFILES[target];
      if (target === undefined || profile === undefined) return notVetted(`\`${program} -m ${module}\` is not a vetted module`);
      return matchArgs(target, `${program} -m ${module}`, profile, args.slice(i + 2), depth);
    }
    if (arg.startsWith('-')) return notVetted(`option ${shown(arg)} of \`${program}\` is not in its vetted profile`);
    if (!arg.endsWith('.py')) return notVetted(`\`${program} ${arg}\` runs neither a vetted module nor a \`.py\` file`);
    const problem = plainDataProblem(arg);
    return problem === null ? VETTED : notVetted(problem);
  }
  return notVetted(`\`${program}\` without a module or script reads code from its input`);
}

/** Match a command (program first) against the profiles, optionally only those named in `from`. */
function matchProgram(words: readonly string[], depth: number, from: readonly string[] | null): Vetting {
  const word = words[0];
  if (word === undefined) return notVetted('the command runs no program');
  if (depth > 4) return notVetted('runners nested too deeply');
  const args = words.slice(1);
  if (PYTHON.test(word) && (from === null || from.includes('python'))) return matchPython(word, args, depth);
  const key = profileKeyOf(word);
  if (key === null || (from !== null && !from.includes(key))) {
    const within = from === null ? '' : ` here (it may run: ${from.join(', ')})`;
    return notVetted(`${shown(word)} is not a vetted build, test or lint program${within}`);
  }
  return matchArgs(key, word, GATE_PROFILES[key] as GateProfile, args, depth);
}

/** `timeout [-k D] [-s SIG] DURATION CMD`, `nice [-n N] CMD`, `time CMD`, `env NAME=v … CMD`: where CMD starts, or -1. */
function afterWrapper(words: readonly string[], i: number): number {
  const word = words[i];
  const next = words[i + 1];
  if (word === 'time') return i + 1;
  if (word === 'nice') return next === '-n' && words[i + 2] !== undefined && NUMBER.test(words[i + 2] as string) ? i + 3 : i + 1;
  if (word === 'env') return i + 1;
  if (word === 'timeout') {
    let j = i + 1;
    while (words[j] === '-k' || words[j] === '-s') j += 2;
    while (words[j] === '--preserve-status' || words[j] === '--foreground') j += 1;
    return DURATION.test(words[j] ?? '') ? j + 1 : -1;
  }
  return -1;
}

/** Whether a plain gate's argv is a vetted ordinary build, test or lint invocation. */
export function vetArgv(argv: readonly string[]): Vetting {
  let i = 0;
  for (let guard = 0; guard < 8 && i < argv.length; guard++) {
    while (i < argv.length && isAssignment(argv[i] as string)) {
      const name = (argv[i] as string).slice(0, (argv[i] as string).indexOf('='));
      if (!VETTED_ENV.includes(name)) return notVetted(`the setting \`${name}=\` is not a vetted environment variable`);
      i += 1;
    }
    const next = afterWrapper(argv, i);
    if (next < 0) break;
    i = next;
  }
  return matchProgram(argv.slice(i), 0, null);
}
