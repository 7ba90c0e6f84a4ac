// Whether a plain gate's argv matches a vetted profile (lib/gate/profiles.ts). Pure data
// matching: every word must be accounted for by the table, or the gate needs confirmation.

import { isAssignment } from './invocation.js';
import { isBazelLabel, makeOperandProblem, operandProblem, unittestOperandProblem, type VetContext } from './operand-rules.js';
import { ENV_TYPES, optionType, PYTHON_OPTION_TYPES } from './option-types.js';
import { PASSTHROUGH_GRAMMARS, PASSTHROUGH_TYPES } from './passthrough.js';
import { GATE_PROFILES, PROJECT_WRAPPERS, PYTHON_MODULE_PROFILES, type GateProfile } from './profiles.js';
import { CONFIRMED_ON_PURPOSE, PHP_SCRIPT_PROFILES } from './profiles-extended.js';
import { valueProblem, type ValueType } from './value-types.js';
import { SUBCOMMAND_FORMS, type Matchers, type Vetting } from './vetting-forms.js';

export type { Vetting } from './vetting-forms.js';
export type { VetContext } from './operand-rules.js';

const VETTED: Vetting = { vetted: true };
const notVetted = (reason: string): Vetting => ({ vetted: false, reason });
const shown = (word: string): string => `\`${word}\``;

const PYTHON = /^python(3(\.\d{1,2})?)?$/;
const DURATION = /^\d+(\.\d+)?[smhd]?$/;
const NUMBER = /^-?\d+$/;

/** Whether a program word names a vetted profile (a known program, whatever its arguments). */
export function hasProfile(word: string): boolean {
  return profileKeyOf(word) !== null;
}

/** The profile a program word names, or null: plain names exactly, project wrappers and node_modules/.bin by path. */
export function profileKeyOf(word: string): string | null {
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

/** Where matching a profile's arguments stands: the word at `i`, and the subcommand seen (null: none yet, '': left out). */
interface ArgsWalk {
  readonly key: string;
  readonly program: string;
  readonly profile: GateProfile;
  readonly args: readonly string[];
  readonly depth: number;
  readonly context: VetContext;
  i: number;
  sub: string | null;
}

/** Go on to the next word. */
const NEXT = 'next';
/** The word takes no subcommand's place: judge it as an operand. */
const OPERAND = 'operand';

function matchArgs(key: string, program: string, profile: GateProfile, args: readonly string[], depth: number, context: VetContext): Vetting {
  const walk: ArgsWalk = { key, program, profile, args, depth, context, i: 0, sub: null };
  for (; walk.i < args.length; walk.i++) {
    const outcome = matchWord(walk, args[walk.i] as string);
    if (outcome !== NEXT) return outcome;
  }
  return endOfArgs(walk);
}

/** One word: a verdict that ends the match, or NEXT (with `walk.i` on the last word it used). */
function matchWord(walk: ArgsWalk, arg: string): Vetting | typeof NEXT {
  if (arg === '--') return passthroughVerdict(walk);
  // A rustup toolchain (`cargo +nightly test`) comes before cargo's own words.
  if (walk.i === 0 && walk.key === 'cargo' && /^\+[A-Za-z0-9._-]+$/.test(arg)) return NEXT;
  if (arg.startsWith('-') && arg !== '-') return optionWord(walk);
  if (needsSubcommand(walk)) {
    const outcome = subcommandWord(walk, arg);
    if (outcome !== OPERAND) return outcome;
  }
  return operandWord(walk, arg);
}

/** `--` hands the rest to the runner the profile reaches, whose grammar judges it. */
function passthroughVerdict(walk: ArgsWalk): Vetting {
  const { profile, program } = walk;
  if (profile.passthrough === undefined) return notVetted(`\`${program}\` does not take arguments after \`--\` in its vetted profile`);
  const problem = passthroughProblem(program, profile.passthrough, walk.args.slice(walk.i + 1));
  return problem === null ? VETTED : notVetted(problem);
}

function optionWord(walk: ArgsWalk): Vetting | typeof NEXT {
  const read = readOption(walk.profile, walk.key, walk.program, walk.args, walk.i);
  if (read.problem !== null) return notVetted(read.problem);
  walk.i += read.used - 1;
  return NEXT;
}

/** Whether the next operand is in a subcommand's place: the first one, or every one for build tasks. */
function needsSubcommand(walk: ArgsWalk): boolean {
  return walk.profile.subcommands !== null && (walk.sub === null || walk.profile.tasks === true);
}

/** The word in a subcommand's place: a vetted subcommand (maybe with a form of its own), a package binary, or an operand when the subcommand is optional. */
function subcommandWord(walk: ArgsWalk, arg: string): Vetting | typeof NEXT | typeof OPERAND {
  const { key, profile, program, args, depth, context } = walk;
  const subcommands = profile.subcommands ?? [];
  // Gradle names a project's task by its path (`:app:test`, `app:test`).
  const task = key.startsWith('gradle') && !subcommands.includes(arg) ? arg.replace(/^:?([A-Za-z0-9_.-]+:)+/, '') : arg;
  if (subcommands.includes(task)) {
    walk.sub = arg;
    const form = SUBCOMMAND_FORMS[`${key} ${arg}`];
    return form === undefined ? NEXT : form(args.slice(walk.i + 1), depth, matchers(context));
  }
  if (walk.sub === null && profile.binaries?.includes(arg) === true) return matchProgram(args.slice(walk.i), depth + 1, profile.binaries, context);
  const optional = profile.subcommandOptional;
  if (walk.sub !== null || optional === undefined || optional.includes(arg)) {
    return notVetted(CONFIRMED_ON_PURPOSE[`${key} ${arg}`] ?? `\`${program} ${arg}\` is not a vetted subcommand`);
  }
  walk.sub = ''; // No subcommand: the word is the first operand.
  return OPERAND;
}

/** Whether the operand here starts another command (`npx vitest`), after the subcommands that run one. */
function runsHere(profile: GateProfile, sub: string | null): boolean {
  return profile.runs === true && (profile.runsAfter === undefined || (sub !== null && profile.runsAfter.includes(sub)));
}

/** An operand: another command to match, unittest's names, a bazel label, a make target, or a path inside the project. */
function operandWord(walk: ArgsWalk, arg: string): Vetting | typeof NEXT {
  const { key, profile, program, args, depth, context } = walk;
  if (runsHere(profile, walk.sub)) return matchProgram(args.slice(walk.i), depth + 1, profile.runsFrom ?? null, context);
  if (!profile.operands) return notVetted(`\`${program}\` takes no operand ${shown(arg)} in its vetted profile`);
  if (key.startsWith('bazel') && isBazelLabel(arg)) return NEXT;
  if (key === 'unittest') {
    const problem = unittestOperandProblem(args.slice(walk.i), context);
    return problem === null ? VETTED : notVetted(problem);
  }
  const problem = key === 'make' || key === 'gmake' ? makeOperandProblem(arg) : operandProblem(arg);
  return problem === null ? NEXT : notVetted(problem);
}

/** The words ran out: a program that needs a subcommand or a command to run did not get one. */
function endOfArgs(walk: ArgsWalk): Vetting {
  const { profile, program } = walk;
  if (profile.subcommands !== null && walk.sub === null && profile.runs !== true && profile.subcommandOptional === undefined) {
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
export function afterWrapper(words: readonly string[], i: number): number {
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
