import { firstPositional, isOption, programKey } from './options.js';
import type { Word } from './segments.js';
import { RUNNERS, TRANSPARENT_WRAPPERS, WRAPPER_SUBCOMMANDS, type WrapperSpec } from './wrappers.js';

/**
 * wrapper: a transparent wrapper (`env`, `timeout`); program: what the gate runs (and
 * reports); inner: a command a runner runs (`npx node …` → `node …`); script: a package
 * script or binary name a runner may run (`yarn build`).
 */
export type InvocationRole = 'wrapper' | 'program' | 'inner' | 'script';

export interface Invocation {
  /** Look-up key: basename, lower case (see programKey). */
  readonly key: string;
  readonly word: Word;
  readonly args: readonly Word[];
  readonly role: InvocationRole;
}

export interface ResolvedCommand {
  /** Every `VAR=value` word: leading ones and those given to `env` / `cross-env`. */
  readonly assignments: Word[];
  /** Outermost first. */
  readonly invocations: Invocation[];
  /** The program the gate runs, or null when the command only sets variables. */
  readonly program: Invocation | null;
}

const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;
const MAX_DEPTH = 16;

export const isAssignment = (word: string): boolean => ASSIGNMENT.test(word);

/**
 * Whether an option word takes the next word as its value: a listed option, or a cluster
 * of short options (`-iu NAME`) that ends with one (getopt: the first value option takes
 * the rest of the cluster, or the next word when it is last).
 */
function takesValue(spec: WrapperSpec, value: string): boolean {
  if (spec.valueOptions.includes(value)) return true;
  if (!/^-[^-]/.test(value)) return false;
  for (let k = 1; k < value.length; k++) {
    if (spec.valueOptions.includes(`-${value[k] as string}`)) return k === value.length - 1;
  }
  return false;
}

/** Index of the wrapped program's word, or words.length when the wrapper has none. */
function skipWrapper(key: string, spec: WrapperSpec, words: readonly Word[], from: number, assignments: Word[]): number {
  let positionals = spec.positionals ?? 0;
  const prefix = WRAPPER_SUBCOMMANDS[key] ?? [];
  if (!prefix.every((p, k) => words[from + k]?.value === p)) return words.length;
  for (let j = from + prefix.length; j < words.length; j++) {
    const word = words[j] as Word;
    const value = word.value;
    if (value === '--') return j + 1;
    if (spec.assignments === true && isAssignment(value)) assignments.push(word);
    else if (isOption(value) || value === '-') {
      if (takesValue(spec, value)) j += 1;
    } else if (positionals > 0) positionals -= 1;
    else return j;
  }
  return words.length;
}

/** Where a runner's inner command starts (absolute index), and whether it is surely a program. */
function innerStart(key: string, words: readonly Word[], at: number): { index: number; isProgram: boolean } | null {
  const args = words.slice(at + 1).map((w) => w.value);
  for (const spec of RUNNERS) {
    if (spec.program !== key) continue;
    const first = firstPositional(args, spec.valueOptions);
    if (first < 0) continue;
    if (spec.sub === null) return { index: at + 1 + first, isProgram: spec.innerIsProgram };
    if (args[first] !== spec.sub) continue;
    const rest = firstPositional(args.slice(first + 1), spec.valueOptions);
    return rest < 0 ? null : { index: at + 2 + first + rest, isProgram: spec.innerIsProgram };
  }
  return null;
}

/**
 * Find what a simple command runs: skip leading assignments, look through transparent
 * wrappers, and follow runners into the command they run.
 */
export function resolveCommand(words: readonly Word[]): ResolvedCommand {
  const assignments: Word[] = [];
  const invocations: Invocation[] = [];
  let program: Invocation | null = null;
  let role: InvocationRole = 'program';
  let i = 0;
  for (let depth = 0; depth < MAX_DEPTH && i < words.length; depth++) {
    while (i < words.length && isAssignment((words[i] as Word).value)) assignments.push(words[i++] as Word);
    const word = words[i];
    if (word === undefined) break;
    const key = programKey(word.value);
    const args = words.slice(i + 1);
    const wrapper = TRANSPARENT_WRAPPERS[key];
    if (wrapper !== undefined) {
      const next = skipWrapper(key, wrapper, words, i + 1, assignments);
      if (next < words.length) {
        invocations.push({ key, word, args, role: 'wrapper' });
        i = next;
        continue;
      }
    }
    const invocation: Invocation = { key, word, args, role };
    invocations.push(invocation);
    if (role === 'program') program = invocation;
    const inner = innerStart(key, words, i);
    if (inner === null) break;
    i = inner.index;
    role = inner.isProgram ? 'inner' : 'script';
  }
  return { assignments, invocations, program };
}
