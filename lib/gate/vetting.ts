// Whether a plain gate's argv matches a vetted profile (lib/gate/profiles.ts). Pure data
// matching: every word must be accounted for by the table, or the gate needs confirmation.

import { isAssignment } from './invocation.js';
import { ENV_TYPES, MAKE_VARIABLE_TYPE, optionType, PYTHON_OPTION_TYPES } from './option-types.js';
import { PASSTHROUGH_GRAMMARS, PASSTHROUGH_TYPES } from './passthrough.js';
import { GATE_PROFILES, PROJECT_WRAPPERS, PYTHON_MODULE_PROFILES, VETTED_MAKE_VARIABLES, type GateProfile } from './profiles.js';
import { CONFIRMED_ON_PURPOSE, PHP_SCRIPT_PROFILES } from './profiles-extended.js';
import { outsideProblem, valueProblem, type ValueType } from './value-types.js';
import { SUBCOMMAND_FORMS, type Matchers, type Vetting } from './vetting-forms.js';

export type { Vetting } from './vetting-forms.js';

const VETTED: Vetting = { vetted: true };
const notVetted = (reason: string): Vetting => ({ vetted: false, reason });
const shown = (word: string): string => `\`${word}\``;

const PYTHON = /^python(3(\.\d{1,2})?)?$/;
const DURATION = /^\d+(\.\d+)?[smhd]?$/;
const NUMBER = /^-?\d+$/;

/** What the validator knows of the project: whether a relative path names one of its files (absent: nothing known). */
export interface VetContext {
  readonly isProjectFile?: (relativePath: string) => boolean;
}

/** An operand (a path, a test name, a target): inside the project, not a URL. */
const operandProblem = (value: string): string | null => outsideProblem(value);

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

function readOption(profile: GateProfile, key: string, program: string, args: readonly string[], i: number, types?: Readonly<Record<string, ValueType>>): OptionRead {
  const arg = args[i] as string;
  if (profile.flags.includes(arg)) return { problem: null, used: 1 };
  const { name, value } = splitOption(arg);
  const check = (option: string, v: string, used: number): OptionRead => {
    const type = types?.[option] ?? optionType(key, option) ?? 'path';
    const problem = valueProblem(type, v);
    return { problem: problem === null ? null : `the value of ${shown(option)} of \`${program}\`: ${problem}`, used };
  };
  if (profile.values.includes(name) && value !== null) return check(name, value, 1);
  if (profile.values.includes(arg)) {
    const next = args[i + 1];
    return next === undefined ? { problem: `${shown(arg)} has no value`, used: 1 } : check(arg, next, 2);
  }
  if (!arg.startsWith('--')) {
    const head = arg.slice(0, 2);
    if (profile.values.includes(head) && arg.length > 2) return check(head, arg.slice(2), 1);
    const letters = arg.slice(1);
    if (/^[A-Za-z]+$/.test(letters) && [...letters].every((l) => profile.flags.includes(`-${l}`))) return { problem: null, used: 1 };
  }
  return { problem: `option ${shown(arg)} of \`${program}\` is not in its vetted profile`, used: 1 };
}

/**
 * The words after `--`: each an option of one of the grammars `names` with a value of its
 * type, or a plain operand (inside the project, no `=` setting).
 */
function passthroughProblem(program: string, names: readonly string[], words: readonly string[]): string | null {
  const grammars = names.flatMap((name) => {
    const profile = PASSTHROUGH_GRAMMARS[name] ?? GATE_PROFILES[name];
    return profile === undefined ? [] : [{ name, profile, types: PASSTHROUGH_TYPES[name] }];
  });
  const runners = names.length === 0 ? 'plain operands only' : `options of ${names.join(', ')} with typed values`;
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    if (word.startsWith('-') && word !== '-') {
      const reads = grammars.map((g) => readOption(g.profile, g.name, program, words, i, g.types));
      const good = reads.find((r) => r.problem === null);
      if (good === undefined) {
        const typed = reads.find((r) => !r.problem?.startsWith('option '))?.problem;
        return typed ?? `${shown(word)} after \`--\` of \`${program}\` is not a vetted option of the runner it reaches (${runners})`;
      }
      i += good.used - 1;
      continue;
    }
    const problem = operandProblem(word) ?? (word.includes('=') ? `${shown(word)} after \`--\` is a setting (\`=\`), not a plain operand` : null);
    if (problem !== null) return problem;
  }
  return null;
}

/** The first operand that makes `make` / `gmake` run something other than targets. */
function makeOperandProblem(word: string): string | null {
  const assignment = /^([A-Za-z_][A-Za-z0-9_.]*)\s*[:?+!]?=/.exec(word);
  if (assignment === null) return /^[A-Za-z0-9_.%+/-]+$/.test(word) ? null : `${shown(word)} is not a plain make target`;
  if (!VETTED_MAKE_VARIABLES.includes(assignment[1] ?? '')) return `the make variable ${shown(word)} is not a vetted setting`;
  const problem = valueProblem(MAKE_VARIABLE_TYPE, word.slice(word.indexOf('=') + 1));
  return problem === null ? null : `the make variable ${shown(word)}: ${problem}`;
}

/**
 * unittest's operands: `discover` (then its start folder and pattern), or test names. A
 * dotted name is imported and called, so it must resolve to a `.py` file of the project
 * (`tests.test_api.TestApi` → `tests/test_api.py`); `netrc.netrc` would read `~/.netrc`.
 */
function unittestOperandProblem(operands: readonly string[], context: VetContext): string | null {
  if (operands[0] === 'discover') {
    for (const word of operands.slice(1)) {
      const problem = word.startsWith('-') ? null : valueProblem('path', word);
      if (problem !== null) return problem;
    }
    return null;
  }
  for (const word of operands) {
    if (word.startsWith('-')) continue;
    if (word.endsWith('.py')) {
      const problem = valueProblem('path', word);
      if (problem !== null) return problem;
      continue;
    }
    if (!/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/.test(word)) return `${shown(word)} is not a test name (dotted) or a \`.py\` file`;
    const parts = word.split('.');
    if (context.isProjectFile === undefined) return `the unittest name ${shown(word)} is imported and called, and whether it is a module of the project is not known here`;
    // The longest prefix that is a module file of the project; what follows is looked up as
    // attributes and called, so it may only be a test: `Class`, `Class.test_x` or `test_x`
    // (`tests.test_a.os.environ.copy` would reach `os` through the module's imports).
    let module = -1;
    for (let n = 0; n < parts.length; n++) {
      const path = parts.slice(0, n + 1).join('/');
      if (context.isProjectFile(`${path}.py`) || context.isProjectFile(`${path}/__init__.py`)) module = n;
    }
    if (module === -1) {
      return `the unittest name ${shown(word)} resolves to no \`.py\` file of the project (it would import and call \`${parts[0]}\` from elsewhere)`;
    }
    const rest = parts.slice(module + 1);
    const isTest = rest.length === 0 || (rest.length === 1 && /^(?:[A-Z]|test)/.test(rest[0]!)) || (rest.length === 2 && /^[A-Z]/.test(rest[0]!) && /^test/.test(rest[1]!));
    if (!isTest) {
      return `the unittest name ${shown(word)} goes on past the project's module \`${parts.slice(0, module + 1).join('.')}\` to \`${rest.join('.')}\`, which is not a test class or method and would be looked up and called`;
    }
  }
  return null;
}

function matchArgs(key: string, program: string, profile: GateProfile, args: readonly string[], depth: number, context: VetContext): Vetting {
  let sub: string | null = null;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--') {
      if (profile.passthrough === undefined) return notVetted(`\`${program}\` does not take arguments after \`--\` in its vetted profile`);
      const problem = passthroughProblem(program, profile.passthrough, args.slice(i + 1));
      return problem === null ? VETTED : notVetted(problem);
    }
    if (i === 0 && key === 'cargo' && /^\+[A-Za-z0-9._-]+$/.test(arg)) continue;
    if (arg.startsWith('-') && arg !== '-') {
      const read = readOption(profile, key, program, args, i);
      if (read.problem !== null) return notVetted(read.problem);
      i += read.used - 1;
      continue;
    }
    const needsSub = profile.subcommands !== null && (sub === null || profile.tasks === true);
    if (needsSub) {
      // Gradle names a project's task by its path (`:app:test`, `app:test`).
      const task = key.startsWith('gradle') && !(profile.subcommands ?? []).includes(arg) ? arg.replace(/^:?([A-Za-z0-9_.-]+:)+/, '') : arg;
      if ((profile.subcommands ?? []).includes(task)) {
        sub = arg;
        const form = SUBCOMMAND_FORMS[`${key} ${arg}`];
        if (form !== undefined) return form(args.slice(i + 1), depth, matchers(context));
        continue;
      }
      if (sub === null && profile.binaries?.includes(arg) === true) return matchProgram(args.slice(i), depth + 1, profile.binaries, context);
      const optional = profile.subcommandOptional;
      if (sub !== null || optional === undefined || optional.includes(arg)) {
        return notVetted(CONFIRMED_ON_PURPOSE[`${key} ${arg}`] ?? `\`${program} ${arg}\` is not a vetted subcommand`);
      }
      sub = ''; // No subcommand: the word is the first operand.
    }
    const runsHere = profile.runs === true && (profile.runsAfter === undefined || (sub !== null && profile.runsAfter.includes(sub)));
    if (runsHere) return matchProgram(args.slice(i), depth + 1, profile.runsFrom ?? null, context);
    if (!profile.operands) return notVetted(`\`${program}\` takes no operand ${shown(arg)} in its vetted profile`);
    // A bazel label (`//src:app`, `//...`) names a target of the workspace, not a path.
    if (key.startsWith('bazel') && /^\/\/[A-Za-z0-9_/.:+-]*$/.test(arg) && !/(^|\/)\.\.(\/|:|$)/.test(arg.slice(2))) continue;
    if (key === 'unittest') {
      const problem = unittestOperandProblem(args.slice(i), context);
      return problem === null ? VETTED : notVetted(problem);
    }
    const problem = key === 'make' || key === 'gmake' ? makeOperandProblem(arg) : operandProblem(arg);
    if (problem !== null) return notVetted(problem);
  }
  if (profile.subcommands !== null && sub === null && profile.runs !== true && profile.subcommandOptional === undefined) {
    return notVetted(`\`${program}\` without a vetted subcommand`);
  }
  if (profile.runs === true && profile.runsAfter === undefined) return notVetted(`\`${program}\` without a command to run`);
  return VETTED;
}

function matchPython(program: string, args: readonly string[], depth: number, context: VetContext): Vetting {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (['-B', '-u', '-O', '-OO', '-I', '-P', '-bb', '-b', '-E', '-s', '-q'].includes(arg)) continue;
    const typed = /^-[WX]/.test(arg) ? arg.slice(0, 2) : null;
    if (typed !== null) {
      const value = arg.length > 2 ? arg.slice(2) : args[i + 1];
      if (value === undefined) return notVetted(`${shown(arg)} has no value`);
      const problem = valueProblem(PYTHON_OPTION_TYPES[typed] as ValueType, value);
      if (problem !== null) return notVetted(`the value of ${shown(typed)} of \`${program}\`: ${problem}`);
      if (arg.length === 2) i += 1;
      continue;
    }
    if (arg === '-m') {
      const module = args[i + 1] ?? '';
      const target = PYTHON_MODULE_PROFILES[module];
      const profile = target === undefined ? undefined : GATE_PROFILES[target];
      if (target === undefined || profile === undefined) return notVetted(`\`${program} -m ${module}\` is not a vetted module`);
      return matchArgs(target, `${program} -m ${module}`, profile, args.slice(i + 2), depth, context);
    }
    if (arg.startsWith('-')) return notVetted(`option ${shown(arg)} of \`${program}\` is not in its vetted profile`);
    if (!arg.endsWith('.py')) return notVetted(`\`${program} ${arg}\` runs neither a vetted module nor a \`.py\` file`);
    const problem = valueProblem('path', arg);
    return problem === null ? VETTED : notVetted(problem);
  }
  return notVetted(`\`${program}\` without a module or script reads code from its input`);
}

/** Match a command (program first) against the profiles, optionally only those named in `from`. */
function matchProgram(words: readonly string[], depth: number, from: readonly string[] | null, context: VetContext): Vetting {
  const word = words[0];
  if (word === undefined) return notVetted('the command runs no program');
  if (depth > 4) return notVetted('runners nested too deeply');
  const args = words.slice(1);
  if (PYTHON.test(word) && (from === null || from.includes('python'))) return matchPython(word, args, depth, context);
  if (word === 'php' && from === null && args[0] === 'artisan') return matchArgs('artisan', 'php artisan', PHP_SCRIPT_PROFILES.artisan as GateProfile, args.slice(1), depth, context);
  const key = profileKeyOf(word);
  const why = CONFIRMED_ON_PURPOSE[word];
  if (why !== undefined) return notVetted(why);
  if (key === null || (from !== null && !from.includes(key))) {
    const within = from === null ? '' : ` here (it may run: ${from.join(', ')})`;
    return notVetted(`${shown(word)} is not a vetted build, test or lint program${within}`);
  }
  return matchArgs(key, word, GATE_PROFILES[key] as GateProfile, args, depth, context);
}

/** The matchers the subcommand forms (lib/gate/vetting-forms.ts) judge their rest with. */
const matchers = (context: VetContext): Matchers => ({
  program: (words, depth, from) => matchProgram(words, depth, from, context),
  args: (key, program, profile, args, depth) => matchArgs(key, program, profile, args, depth, context),
  python: (program, args, depth) => matchPython(program, args, depth, context),
});

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
export function vetArgv(argv: readonly string[], context: VetContext = {}): Vetting {
  let i = 0;
  for (let guard = 0; guard < 8 && i < argv.length; guard++) {
    while (i < argv.length && isAssignment(argv[i] as string)) {
      const word = argv[i] as string;
      const name = word.slice(0, word.indexOf('='));
      const type = Object.hasOwn(ENV_TYPES, name) ? ENV_TYPES[name] : undefined;
      if (type === undefined) return notVetted(`the setting \`${name}=\` is not a vetted environment variable`);
      const problem = valueProblem(type, word.slice(name.length + 1));
      if (problem !== null) return notVetted(`the value of the setting \`${name}=\`: ${problem}`);
      i += 1;
    }
    const next = afterWrapper(argv, i);
    if (next < 0) break;
    i = next;
  }
  return matchProgram(argv.slice(i), 0, null, context);
}
