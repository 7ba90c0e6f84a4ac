/** Small helpers for reading a program's arguments the way most CLIs do. */

/** The program's name for table look-ups: basename, lower case, no `.exe`, no `@version`. */
export function programKey(program: string): string {
  const base = program.slice(Math.max(program.lastIndexOf('/'), program.lastIndexOf('\\')) + 1).toLowerCase();
  const noExe = base.endsWith('.exe') ? base.slice(0, -4) : base;
  const at = noExe.indexOf('@', 1);
  return at > 0 ? noExe.slice(0, at) : noExe;
}

/** Whether the word is an option (`-x`, `--long`), not a lone `-` (stdin) or `--`. */
export function isOption(arg: string): boolean {
  return arg.startsWith('-') && arg !== '-' && arg !== '--';
}

/** Index of the first positional argument, skipping option values named in `valueOptions`. */
export function firstPositional(args: readonly string[], valueOptions: readonly string[] = []): number {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--') return i + 1 < args.length ? i + 1 : -1;
    if (!isOption(arg)) return i;
    if (valueOptions.includes(arg)) i += 1;
  }
  return -1;
}

/** Whether `arg` is `--name`, `--name=…` for one of `names` (exact for single-dash names). */
export function isNamedOption(arg: string, names: readonly string[]): boolean {
  return names.some((name) => arg === name || (name.startsWith('--') && arg.startsWith(`${name}=`)));
}

/** Index of the first argument that is one of the named options, or -1. */
export function findOption(args: readonly string[], names: readonly string[]): number {
  return args.findIndex((arg) => isNamedOption(arg, names));
}

/** How an interpreter reads its leading options, enough to find a code-running flag. */
export interface OptionGrammar {
  /** Short letters that take code (`c` for `sh -c`, `e` for `perl -e`). */
  readonly flags: string;
  /** Long options that take code (`--eval`), matched exactly or as `--eval=…`. */
  readonly long?: readonly string[];
  /** Short letters whose value is the rest of the cluster or, when last, the next argument. */
  readonly values?: string;
  /** Short letters whose optional value can only be the rest of the cluster (perl's `-i.bak`, `-Mstrict`). */
  readonly glued?: string;
  /** Short letters followed by optional digits only (perl's `-l`, `-0`). */
  readonly digits?: string;
  /** Short letters that end option parsing (python's `-m module`). */
  readonly terminators?: string;
  /** Long options that take the next argument as their value. */
  readonly longValues?: readonly string[];
}

/**
 * Index of the leading option that makes the interpreter run code given on the command
 * line, or -1. Reading stops at the first positional argument (a script and its own
 * arguments), at `--`, and at a terminator.
 */
export function findCodeFlag(args: readonly string[], grammar: OptionGrammar): number {
  let unknownLong = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    // A word after a long option the grammar does not know may be that option's value
    // (`node --title x -e …`): reading goes on rather than stopping at a possible script.
    if (!isOption(arg) && !/^\+[A-Za-z]+$/.test(arg)) {
      if (!unknownLong) return -1;
      unknownLong = false;
      continue;
    }
    const read = arg.startsWith('--') ? readLongOption(arg, grammar) : readShortCluster(arg, grammar);
    if (read === 'code') return i;
    if (read === 'end') return -1;
    if (read === 'value-next') i += 1;
    unknownLong = read === 'unknown-long';
  }
  return -1;
}

/**
 * What one option word is to findCodeFlag: it runs code (`code`), it ends the options (`end`),
 * its value is the next word (`value-next`), it is a long option the grammar does not know
 * (`unknown-long`), or none of these (`plain`).
 */
type OptionRead = 'code' | 'end' | 'value-next' | 'unknown-long' | 'plain';

function readLongOption(arg: string, grammar: OptionGrammar): OptionRead {
  if (isNamedOption(arg, grammar.long ?? [])) return 'code';
  if ((grammar.longValues ?? []).includes(arg)) return 'value-next';
  return arg.includes('=') ? 'plain' : 'unknown-long';
}

/** A cluster of short letters (`-qc`), read letter by letter until one that runs code, ends the options or takes a value. */
function readShortCluster(arg: string, grammar: OptionGrammar): OptionRead {
  const values = grammar.values ?? '';
  const glued = grammar.glued ?? '';
  const digits = grammar.digits ?? '';
  const terminators = grammar.terminators ?? '';
  for (let p = 1; p < arg.length; p++) {
    const letter = arg[p] as string;
    if (grammar.flags.includes(letter)) return 'code';
    if (terminators.includes(letter)) return 'end';
    // A value letter takes the rest of the word, or the next word when it ends the cluster.
    if (values.includes(letter)) return p === arg.length - 1 ? 'value-next' : 'plain';
    if (glued.includes(letter)) return 'plain';
    if (digits.includes(letter)) while (p + 1 < arg.length && /\d/.test(arg[p + 1] as string)) p += 1;
  }
  return 'plain';
}
